import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import type * as TypeScript from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Relative imports: the example does not depend on the workspace packages, only its test does.
import { createApi } from "../../../packages/core/src/index.ts";

const ts: typeof TypeScript = createRequire(import.meta.url)("typescript");

/** Type errors of `source` compiled beside `types.ts`, as text. */
function typeErrors(dir: string, file: string): string[] {
  const program = ts.createProgram([join(dir, file)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

const REQUEST = `import type { components } from "./types.ts";
type AskBody = components["schemas"]["AiSearchRequest"];`;

describe("a client generated with openapi-typescript's default settings", () => {
  let dir: string;

  beforeAll(async () => {
    // The document as the API serves it today.
    const response = await createApi().fetch(new Request("http://directory.test/openapi.json"));
    const document = (await response.json()) as OpenAPI3;
    const ast = await openapiTS(document, { silent: true });
    dir = await mkdtemp(join(tmpdir(), "grc-client-"));
    await writeFile(join(dir, "types.ts"), astToString(ast));
    await writeFile(
      join(dir, "omits-locale.ts"),
      `${REQUEST}\nexport const body: AskBody = { message: "SOC 2 auditors in Germany" };\n`,
    );
    await writeFile(
      join(dir, "with-locale.ts"),
      `${REQUEST}\nexport const body: AskBody = { message: "Hallo", locale: "de", token: "t" };\n`,
    );
    await writeFile(
      join(dir, "omits-message.ts"),
      `${REQUEST}\nexport const body: AskBody = { locale: "en" };\n`,
    );
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("type-checks an Ask AI request that omits locale", () => {
    expect(typeErrors(dir, "omits-locale.ts")).toEqual([]);
    expect(typeErrors(dir, "with-locale.ts")).toEqual([]);
  });

  it("still requires message (the check can fail)", () => {
    expect(typeErrors(dir, "omits-message.ts").join("\n")).toContain("message");
  });
});
