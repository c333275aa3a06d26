import ts from "typescript";
import { describe, expect, it } from "vitest";
import { optionDefaults } from "./parse-options.ts";

// Read with the compiler's own file access: the core's code, tests included, imports no `node:*`.
const SOURCE = new URL("./api-options-schema.ts", import.meta.url).pathname;

interface DocumentedOption {
  path: string;
  /** The text of its `@default` tag, if it has one. */
  documented: string | undefined;
}

/** The object literal a field's schema is built on (`v.optional(v.pipe(v.object({…}), …))`). */
function nestedEntries(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression.getText();
  const [first] = node.arguments;
  if (callee === "v.object" && first && ts.isObjectLiteralExpression(first)) return first;
  if ((callee === "v.optional" || callee === "v.pipe") && first) return nestedEntries(first);
  return undefined;
}

/** Every leaf option of `ApiOptionsSchema` with the `@default` its JSDoc states, as written. */
function documentedOptions(): DocumentedOption[] {
  const file = ts.createSourceFile(
    SOURCE,
    ts.sys.readFile(SOURCE) ?? "",
    ts.ScriptTarget.Latest,
    true,
  );
  const options: DocumentedOption[] = [];
  const visit = (entries: ts.ObjectLiteralExpression, prefix: string) => {
    for (const property of entries.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`unexpected ${property.getText()}`);
      const path = prefix + property.name.getText();
      const nested = nestedEntries(property.initializer);
      if (nested) {
        visit(nested, `${path}.`);
        continue;
      }
      const tag = ts.getJSDocTags(property).find((each) => each.tagName.text === "default");
      options.push({ path, documented: ts.getTextOfJSDocComment(tag?.comment)?.trim() });
    }
  };
  ts.forEachChild(file, function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === "ApiOptionsSchema" &&
      node.initializer
    ) {
      const entries = nestedEntries(node.initializer);
      if (entries) visit(entries, "");
    }
    ts.forEachChild(node, find);
  });
  return options;
}

/** A `@default` written as a value (`120`, `"GRC Directory"`, `{}`), or undefined for prose. */
function documentedValue(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function defaultAt(path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      optionDefaults(),
    );
}

describe("the options' documented defaults", () => {
  const options = documentedOptions();

  it("are found for every option of the schema", () => {
    expect(options.map((option) => option.path)).toEqual(
      expect.arrayContaining([
        "basePath",
        "rateLimits.catalog.limit",
        "rateLimits.pages.windowSeconds",
        "market.timeoutMs",
        "ai.limits.concurrentStreams",
        "site.name",
      ]),
    );
    for (const { path, documented } of options) expect(documented, path).toBeTruthy();
  });

  it.each(documentedOptions())("state $path's default as the schema resolves it", (option) => {
    const resolved = defaultAt(option.path);
    const written = documentedValue(option.documented ?? "");
    if (written) {
      expect(resolved, `${option.path}: @default ${option.documented}`).toEqual(written.value);
    } else {
      // Prose (`none`, `memoryRateLimiter({ clock })`): a default resolved at `createApi`.
      expect(resolved, `${option.path} has a schema default: write it as @default`).toBe(undefined);
    }
  });
});

describe("the options table of docs/library.md", () => {
  const text = ts.sys.readFile(new URL("../../../../docs/library.md", import.meta.url).pathname);
  const table = (text ?? "").slice((text ?? "").indexOf("| Option | Default |"));
  const rows = new Map<string, string>();
  for (const line of table.split("\n").slice(2)) {
    const row = /^\| `([\w.]+)` \| (.*?) \|/.exec(line);
    if (!row) break;
    rows.set(row[1] as string, row[2] as string);
  }

  it("has a row for every option", () => {
    expect([...rows.keys()].sort()).toEqual(
      documentedOptions()
        .map((o) => o.path)
        .sort(),
    );
  });

  it.each([...rows])("states %s's default as the schema resolves it", (path, written) => {
    const value = /^`(.*)`$/.exec(written)?.[1];
    const parsed = value === undefined ? undefined : documentedValue(value);
    if (parsed) expect(defaultAt(path), path).toEqual(parsed.value);
    else expect(defaultAt(path), `${path}: write its default as a value`).toBe(undefined);
  });
});
