import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ENV_OPTIONS } from "./env-options.ts";
import { ServerEnvSchema } from "./env-schema.ts";
import { readServerConfig } from "./read-config.ts";

// Read with the compiler's own file access: the core's code, tests included, imports no `node:*`.
const DOCS = new URL("../../../../docs/configuration.md", import.meta.url).pathname;

interface Row {
  names: string[];
  option: string;
  default: string;
}

/** The rows of the Variables table of docs/configuration.md. */
function documentedSettings(): Row[] {
  const text = ts.sys.readFile(DOCS) ?? "";
  const table = text.slice(text.indexOf("| Variable | Option | Default |"));
  const rows: Row[] = [];
  for (const line of table.split("\n").slice(2)) {
    if (!line.startsWith("| `")) break;
    const [names = "", option = "", fallback = ""] = line.split(" | ");
    rows.push({
      names: [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] as string),
      option: option.trim(),
      default: fallback.trim(),
    });
  }
  return rows;
}

describe("docs/configuration.md", () => {
  const rows = documentedSettings();
  const defaults: Record<string, unknown> = readServerConfig({});

  it("has a row for every setting", () => {
    expect(rows.flatMap((row) => row.names).sort()).toEqual(
      Object.keys(ServerEnvSchema.entries).sort(),
    );
  });

  it.each(rows.flatMap((row) => row.names.map((name) => [name, row] as const)))(
    "states %s's default as the schemas resolve it",
    (name, row) => {
      const value = defaults[name];
      if (value === undefined) expect(row.default, name).not.toMatch(/^`.*`$/);
      else expect(row.default, name).toBe(`\`${String(value)}\``);
    },
  );

  it.each(Object.entries(ENV_OPTIONS))("names %s's option, %s", (name, path) => {
    const row = rows.find((each) => each.names.includes(name));
    expect(row?.option).toBe(`\`${path}\``);
  });
});
