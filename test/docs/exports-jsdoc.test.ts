import ts from "typescript";
import { describe, expect, it } from "vitest";
import { entryPoints } from "./entry-points.ts";

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
