import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const LOCKFILE = readFileSync(join(ROOT, "pnpm-lock.yaml"), "utf8");

/** The versions of a package the lockfile installs (its `packages:` entries). */
function lockedVersions(name: string): string[] {
  const packages = LOCKFILE.slice(
    LOCKFILE.indexOf("\npackages:\n"),
    LOCKFILE.indexOf("\nsnapshots:\n"),
  );
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const pattern = new RegExp(`^  '?${escaped}@([^:'(]+)'?:`, "gm");
  return [...new Set([...packages.matchAll(pattern)].map((match) => match[1] as string))];
}

describe("the test runtimes the install brings", () => {
  it("finds locked packages (the check is not passing on none)", () => {
    expect(lockedVersions("vitest")).toHaveLength(1);
  });

  it.each(["workerd", "miniflare", "@cloudflare/workerd-linux-64"])(
    "hold one version of %s: the tests' Miniflare and the example's wrangler share it",
    (name) => {
      expect(lockedVersions(name)).toHaveLength(1);
    },
  );
});
