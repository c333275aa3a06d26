import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteFileContents } from "../../../packages/core/src/site/embedded-site-files.ts";
import { WORKER_ASSETS_DIR } from "../../../scripts/worker-assets.ts";

describe("the site files among the example Worker's static assets", () => {
  it("are the core's site files today (else: npx -y pnpm@12 generate:worker-assets)", async () => {
    const expected = siteFileContents();
    const written = await readdir(join(WORKER_ASSETS_DIR, "assets"));
    expect(written.map((name) => `assets/${name}`).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, text] of Object.entries(expected)) {
      expect(await readFile(join(WORKER_ASSETS_DIR, path), "utf8"), path).toBe(text);
    }
  });
});
