import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Each entry point of each package: its import specifier and its source file. */
function entryPoints(): { specifier: string; source: string }[] {
  const entries: { specifier: string; source: string }[] = [];
  for (const name of readdirSync(join(ROOT, "packages")).sort()) {
    const dir = join(ROOT, "packages", name);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = (target as Record<string, string>)["@grc-directory/source"];
      if (!source) continue;
      entries.push({
        specifier: subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`,
        source: join(dir, source),
      });
    }
  }
  return entries;
}

const ENTRIES = entryPoints();

/** One program over every entry point, as the packages' own tsconfig compiles them. */
const program = ts.createProgram(
  ENTRIES.map((entry) => entry.source),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ["@grc-directory/source"],
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    types: ["node"],
  },
);
const checker = program.getTypeChecker();

/** The names an entry point exports whose declaration carries no JSDoc text. */
function undocumentedExports(source: string): { exported: string[]; undocumented: string[] } {
  const file = program.getSourceFile(source);
  const module = file && checker.getSymbolAtLocation(file);
  if (!module) throw new Error(`no module symbol for ${source}`);
  const exported: string[] = [];
  const undocumented: string[] = [];
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exported.push(symbol.name);
    const documented = (target.declarations ?? []).some(
      (declaration) => ts.getJSDocCommentsAndTags(declaration).length > 0,
    );
    if (!documented) undocumented.push(symbol.name);
  }
  return { exported, undocumented };
}

describe("the packages' public exports", () => {
  it("are found, so that the check is not passing on nothing", () => {
    const core = ENTRIES.find((entry) => entry.specifier === "@grc-directory/core");
    expect(core && undocumentedExports(core.source).exported).toEqual(
      expect.arrayContaining(["createApi", "ApiOptions", "PreparedCatalog", "memoryRateLimiter"]),
    );
  });

  it.each(ENTRIES)("of $specifier each carry JSDoc", (entry) => {
    expect(undocumentedExports(entry.source).undocumented).toEqual([]);
  });
});
