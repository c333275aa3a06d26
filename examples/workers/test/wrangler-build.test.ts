import { describe, expect, it } from "vitest";
import { WORKER_GZIP_LIMIT_KIB, wranglerDryRun } from "./wrangler-dry-run.ts";

describe("the Workers example", () => {
  it("builds with wrangler as deployed, reading every setting from the bindings, within its size limit", async () => {
    const bundle = await wranglerDryRun("index");
    console.info(`wrangler: examples/workers ${bundle.kib} KiB, gzip ${bundle.gzipKib} KiB`);
    expect(bundle.script).toContain("cf-connecting-ip");
    expect(bundle.script).toContain("UPSTASH_REDIS_REST_URL");
    expect(bundle.script).toContain("chat.completions");
    expect(bundle.gzipKib).toBeLessThan(WORKER_GZIP_LIMIT_KIB.withOpenAi);
  }, 60_000);

  it("builds without the openai package, Upstash kept, from the without-openai entry", async () => {
    const bundle = await wranglerDryRun("without-openai");
    console.info(`wrangler: without-openai ${bundle.kib} KiB, gzip ${bundle.gzipKib} KiB`);
    expect(bundle.script).not.toContain("chat.completions");
    expect(bundle.script).toContain("grounded-catalog");
    expect(bundle.script).toContain("UPSTASH_REDIS_REST_URL");
    // The [alias] in wrangler.toml took: @upstash/core-analytics's Lua scripts are left out.
    expect(bundle.script).not.toContain("zunion_params");
    expect(bundle.gzipKib).toBeLessThan(WORKER_GZIP_LIMIT_KIB.withoutOpenAi);
  }, 60_000);
});
