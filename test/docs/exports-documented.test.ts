import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { entryPoints, ROOT } from "./entry-points.ts";

const LIBRARY = readFileSync(join(ROOT, "docs/library.md"), "utf8");

/** The names a module exports, types included, following `export type * from`. */
function exportedNames(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const names = new Set<string>();
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] as string).split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  for (const match of text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.add(match[1] as string);
  }
  if (/^export\s+default\b/m.test(text)) names.add("default");
  for (const match of text.matchAll(/export\s+type\s+\*\s+from\s+"([^"]+)"/g)) {
    for (const name of exportedNames(resolve(dirname(file), match[1] as string))) names.add(name);
  }
  return [...names].sort();
}

/** The text of the Exports section's part for one entry point (`### \`specifier\``). */
function documentedSection(specifier: string): string {
  const exports = LIBRARY.slice(LIBRARY.indexOf("## Exports"));
  const heading = `### \`${specifier}\``;
  const start = exports.indexOf(heading);
  if (start === -1) return "";
  const next = exports.indexOf("\n### ", start + heading.length);
  return exports.slice(start, next === -1 ? undefined : next);
}

const ENTRIES = entryPoints();

describe("docs/library.md's Exports section", () => {
  it("finds the entry points and their names (the check is not passing on nothing)", () => {
    expect(ENTRIES.map((entry) => entry.specifier)).toContain("@grc-directory/core/mcp");
    const core = ENTRIES.find((entry) => entry.specifier === "@grc-directory/core");
    expect(core && exportedNames(core.source)).toEqual(
      expect.arrayContaining(["createApi", "Api", "RateLimiter", "memoryRateLimiter"]),
    );
  });

  it.each(ENTRIES)("lists every name $specifier exports, under its own heading", (entry) => {
    const section = documentedSection(entry.specifier);
    const undocumented = exportedNames(entry.source).filter(
      (name) =>
        name !== "default" &&
        !new RegExp(`\`${name.replace(/\$/g, "\\$")}(?:\\(|\`)`).test(section),
    );
    expect(section, `a "### \`${entry.specifier}\`" heading`).not.toBe("");
    expect(undocumented).toEqual([]);
  });

  it("keeps internals out of the core's main entry", () => {
    const core = ENTRIES.find((entry) => entry.specifier === "@grc-directory/core");
    const names = core ? exportedNames(core.source) : [];
    for (const internal of [
      "MCP_TOOLS",
      "METRIC",
      "HUMAN_VIEW_CAPS",
      "clientKey",
      "protocolError",
    ]) {
      expect(names).not.toContain(internal);
    }
  });
});
