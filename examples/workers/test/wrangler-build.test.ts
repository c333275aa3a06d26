import { describe, expect, it } from "vitest";
import { siteFileContents } from "../../../packages/core/src/site/embedded-site-files.ts";
import { WORKER_GZIP_LIMIT_KIB, wranglerDryRun } from "./wrangler-dry-run.ts";

/** The start of each text site file: read from ASSETS, never in the script. */
const SITE_FILE_STARTS = ["assets/site.css", "assets/chat.js", "assets/favicon.svg"].map((path) =>
  (siteFileContents()[path] ?? "").slice(0, 80),
);

describe("the Workers example", () => {
  it("builds with wrangler as deployed, reading every setting from the bindings, within its size limit", async () => {
    const bundle = await wranglerDryRun("index");
    console.info(`wrangler: examples/workers ${bundle.kib} KiB, gzip ${bundle.gzipKib} KiB`);
    expect(bundle.script).toContain("cf-connecting-ip");
    expect(bundle.script).toContain("UPSTASH_REDIS_REST_URL");
    expect(bundle.script).toContain("chat.completions");
    // The lexicons a Worker does not read by default are not in its script (`#default-lexicons`
    // under the `workerd` condition): Albanian's phrasing of an outsourced DPO is not, German's
    // auditor is.
    expect(bundle.script).not.toContain("zyrtar i mbrojtjes");
    expect(bundle.script).toContain("wirtschaftsprufer");
    expect(bundle.gzipKib).toBeLessThan(WORKER_GZIP_LIMIT_KIB.withOpenAi);
  }, 60_000);

  it("builds the entry that builds the API at start-up with the catalog in the script and the bindings from cloudflare:workers", async () => {
    const bundle = await wranglerDryRun("built-at-startup");
    console.info(`wrangler: built-at-startup ${bundle.kib} KiB, gzip ${bundle.gzipKib} KiB`);
    expect(bundle.script).toContain("Bluepeak Cyber GmbH");
    expect(bundle.script).toMatch(/from\s*"cloudflare:workers"/);
    expect(bundle.gzipKib).toBeLessThan(WORKER_GZIP_LIMIT_KIB.builtAtStartup);
  }, 60_000);

  it("builds without the openai package, Upstash kept, from the without-openai entry", async () => {
    const bundle = await wranglerDryRun("without-openai");
    console.info(`wrangler: without-openai ${bundle.kib} KiB, gzip ${bundle.gzipKib} KiB`);
    expect(bundle.script).not.toContain("chat.completions");
    expect(bundle.script).toContain("grounded-catalog");
    expect(bundle.script).toContain("UPSTASH_REDIS_REST_URL");
    // The [alias] in wrangler.toml took: @upstash/core-analytics's Lua scripts are left out.
    expect(bundle.script).not.toContain("zunion_params");
    for (const start of SITE_FILE_STARTS) expect(bundle.script).not.toContain(start);
    expect(bundle.gzipKib).toBeLessThan(WORKER_GZIP_LIMIT_KIB.withoutOpenAi);
  }, 60_000);
});
