/**
 * Writes the site files the Workers entry reads from its `ASSETS` binding (`/assets/site.css`,
 * `chat.js`, `favicon.svg`, and in `openapi-parts.json` the OpenAPI document's component
 * schemas and prose) into examples/workers/catalog/assets/,
 * from `siteFileContents()` of the core: kept out of the Worker script, they are static
 * assets. The files are committed; worker-assets.test.ts fails when they are stale.
 * `pnpm openapi:schemas` and `pnpm generate:chat` run it after their own files.
 * Run: npx -y pnpm@12 generate:worker-assets
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { siteFileContents } from "../packages/core/src/site/embedded-site-files.ts";

/** The example Worker's static assets directory (`[assets] directory` in wrangler.toml). */
export const WORKER_ASSETS_DIR = fileURLToPath(
  new URL("../examples/workers/catalog/", import.meta.url),
);

if (import.meta.main) {
  // Files the Worker no longer reads go; every file written is in `siteFileContents()`.
  await rm(join(WORKER_ASSETS_DIR, "assets"), { recursive: true, force: true });
  for (const [path, text] of Object.entries(siteFileContents())) {
    const file = join(WORKER_ASSETS_DIR, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    console.log(`Wrote ${file}`);
  }
}
