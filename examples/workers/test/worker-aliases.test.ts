import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WORKER_ALIASES } from "../../../packages/adapter-workers/test/bundle-worker.ts";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

/** The `[alias]` table of wrangler.toml, as `"name" = "target"` lines. */
function wranglerAliases(): Record<string, string> {
  const table = /^\[alias\]\n((?:"[^"\n]+" = "[^"\n]+"\n)+)/m.exec(read("../wrangler.toml"));
  if (!table?.[1]) throw new Error("wrangler.toml has no [alias] table");
  return Object.fromEntries(
    table[1]
      .trim()
      .split("\n")
      .map((line) => line.split(" = ").map((part) => JSON.parse(part)) as [string, string]),
  );
}

describe("the Worker's module aliases", () => {
  it("wrangler.toml aliases the modules the size report's build aliases, to the same files", () => {
    const aliases = wranglerAliases();
    expect(Object.keys(aliases)).toEqual(Object.keys(WORKER_ALIASES));
    const adapter = JSON.parse(read("../../../packages/adapter-workers/package.json"));
    for (const [name, target] of Object.entries(aliases)) {
      const subpath = target.replace(/^@grc-directory\/adapter-workers/, ".");
      const source = adapter.exports[subpath]?.["@grc-directory/source"];
      expect(source, target).toBeTypeOf("string");
      expect(
        new URL(source, new URL("../../../packages/adapter-workers/", import.meta.url)).pathname,
      ).toBe(WORKER_ALIASES[name as keyof typeof WORKER_ALIASES]);
    }
  });
});
