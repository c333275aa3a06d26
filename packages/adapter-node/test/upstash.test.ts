import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upstashRestClient } from "../../core/src/upstash/upstash-rest-client.ts";
import { fixtureDocument } from "../../core/test/fixture-catalog.ts";
import { clearOfWindowTurn } from "../../core/test/http-helpers.ts";
import { startRedis } from "../../core/test/redis-server.ts";
import { startUpstashRestServer } from "../../core/test/upstash-rest-server.ts";
import { killCliProcesses, startCli } from "./cli-process.ts";
import { parsePrometheusText } from "./prometheus-text.ts";

let redisServer: Awaited<ReturnType<typeof startRedis>>;
let rest: Awaited<ReturnType<typeof startUpstashRestServer>>;

const upstashEnv = () => ({
  UPSTASH_REDIS_REST_URL: rest.url,
  UPSTASH_REDIS_REST_TOKEN: rest.token,
});

/** A `grc-directory serve` process on Upstash; resolves with its URL. */
function serveOnUpstash(): Promise<string> {
  return startCli(["serve"], {
    ...upstashEnv(),
    LOG_LEVEL: "warn",
    INTEREST_SECRET: "shared-interest-secret-0123",
    AI_TOKEN_SECRET: "shared-ai-secret-0123456789",
    CATALOG_REFRESH_MS: "200",
  }).listening;
}

beforeAll(async () => {
  redisServer = await startRedis();
  rest = await startUpstashRestServer(redisServer.port);
}, 120_000);
afterAll(async () => {
  killCliProcesses();
  await rest?.close();
  await redisServer?.stop();
});

/** Runs `grc-directory catalog push FILE` against the test Redis. */
async function push(file: string): Promise<{ code: number | null; output: string }> {
  const cli = startCli(["catalog", "push", file], upstashEnv());
  const { code } = await cli.exited;
  const { stdout, stderr } = cli.output();
  return { code, output: stdout + stderr };
}

describe("the live catalog through grc-directory catalog push", () => {
  it("validates, pushes, and both running servers swap to it without a restart", async () => {
    await rest.flush();
    const [a, b] = await Promise.all([serveOnUpstash(), serveOnUpstash()]);
    const before = await (await fetch(`${a}/api/v1/search?framework=iso-27001&limit=1`)).json();
    expect(before.catalog).toEqual({ source: "static", fallback: true });

    const dir = mkdtempSync(join(tmpdir(), "grc-push-"));
    const invalid = join(dir, "invalid.json");
    writeFileSync(
      invalid,
      JSON.stringify({ directory: "x", lastUpdated: "2026-01-01", vendors: [{ slug: "a-b" }] }),
    );
    const refused = await push(invalid);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('vendors[0] ("a-b")');

    const file = join(dir, "catalog.json");
    writeFileSync(file, JSON.stringify(fixtureDocument));
    const pushed = await push(file);
    expect(pushed.code).toBe(0);
    expect(pushed.output).toMatch(/8 vendors, live catalog version [0-9a-f]{16}/);
    // Each server checks the version in the background at most every 200 ms, and a request
    // never waits for that check: it swaps within an interval plus one load.
    for (const server of [a, b]) {
      const tools = async () => (await fetch(`${server}/api/tools.json`)).json();
      await expect
        .poll(tools, { timeout: 10_000, interval: 100 })
        .toMatchObject({ directory: fixtureDocument.directory, count: 8 });
    }
  }, 60_000);
});

describe("two Node server processes sharing one Redis through Upstash", () => {
  it("allow exactly 120 catalog requests per 60 s per IP between them under concurrent load", async () => {
    await rest.flush();
    const [a, b] = await Promise.all([serveOnUpstash(), serveOnUpstash()]);
    await clearOfWindowTurn(60, 10_000);
    const statuses = await Promise.all(
      Array.from({ length: 160 }, (_, i) =>
        fetch(`${i % 2 ? a : b}/api/v1/search?framework=soc-2`).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const blocked = await fetch(`${a}/api/tools.json`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    const lookups = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${i % 2 ? a : b}/api/v1/market?region=fr`, { headers: { "x-test": String(i) } }),
      ),
    );
    // The same client is over its catalog budget here, so these are refused before counting.
    expect(lookups.every((response) => response.status === 429)).toBe(true);
  }, 60_000);

  it("credit 50 concurrent point lookups from one client once across both processes", async () => {
    await rest.flush();
    const [a, b] = await Promise.all([serveOnUpstash(), serveOnUpstash()]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(`${i % 2 ? a : b}/api/v1/market?framework=nis2`)),
    );
    expect(answers.every((response) => response.status === 200)).toBe(true);
    const { result } = await (await fetch(`${a}/api/v1/market?framework=nis2`)).json();
    expect(result.breakdown).toMatchObject({
      externalApiInterest: 50,
      includedExternalApiInterest: 1,
    });
  }, 60_000);
});

describe("a Redis outage", () => {
  it("keeps search answering, turns market to 503/504 and Ask AI to 503, then recovers", async () => {
    await rest.flush();
    const server = await serveOnUpstash();
    const market = () =>
      fetch(`${server}/api/v1/market?dimension=frameworks`).then((r) => r.status);
    const ask = () =>
      fetch(`${server}/api/ai-search`, {
        method: "POST",
        body: '{"message":"soc 2 in the us"}',
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    expect(await market()).toBe(200);

    await redisServer.stop();
    // Rankings are served from a cache for up to a second; past it they need Redis.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const search = await fetch(`${server}/api/v1/search?framework=soc-2`);
    expect(search.status).toBe(200);
    expect((await search.json()).catalog).toEqual({ source: "static", fallback: true });
    expect([503, 504]).toContain(await market());
    expect(await ask()).toBe(503);

    redisServer = await startRedis(redisServer.port);
    await expect.poll(market, { timeout: 15_000, interval: 300 }).toBe(200);
    // The limiter fails fast for 2 s after its last failure, so Ask AI may wait that long.
    await expect.poll(ask, { timeout: 10_000, interval: 300 }).toBe(200);
    const after = await fetch(`${server}/api/v1/search?framework=soc-2`);
    expect(after.headers.get("ratelimit")).toMatch(/^"catalog";r=\d+;t=\d+$/);
  }, 60_000);

  it("shows each load in /metrics and a version pointing at nothing in /readyz", async () => {
    await rest.flush();
    const cli = startCli(["serve"], {
      ...upstashEnv(),
      LOG_LEVEL: "error",
      CATALOG_REFRESH_MS: "200",
      METRICS_PORT: "0",
    });
    const url = await cli.listening;
    const metricsUrl = cli.output().stdout.match(/Metrics at (http:\/\/\S+)/)?.[1] ?? "";
    const dir = mkdtempSync(join(tmpdir(), "grc-push-"));
    const file = join(dir, "catalog.json");
    writeFileSync(file, JSON.stringify(fixtureDocument));
    expect((await push(file)).output).toMatch(/live catalog version [0-9a-f]{16} \(1 chunk\)/);
    const metric = async (name: string, labels: Record<string, string> = {}) => {
      const families = parsePrometheusText(await (await fetch(metricsUrl)).text());
      const family = families.find((f) => f.name === name);
      const sample = family?.metrics.find((m) =>
        Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
      );
      return sample === undefined ? undefined : Number(sample.value);
    };
    await expect
      .poll(() => metric("grc_catalog_loads_total", { outcome: "succeeded" }), { timeout: 10_000 })
      .toBe(1);
    expect(await metric("grc_catalog_chunks_fetched_total")).toBe(1);
    expect(await metric("grc_catalog_chunks_kept_total")).toBe(0);
    expect(await metric("grc_catalog_load_duration_seconds")).toBeGreaterThan(0);
    expect(await metric("grc_catalog_load_longest_slice_seconds")).toBeGreaterThanOrEqual(0);

    // A pointer to a version with no data: the live catalog keeps serving, /readyz says why.
    const redis = upstashRestClient({ url: rest.url, token: rest.token, retries: 0 });
    await redis.set("grc:catalog:version", "feedfacefeedface");
    await expect
      .poll(async () => (await (await fetch(`${url}/readyz`)).json()).checks.catalog, {
        timeout: 10_000,
      })
      .toMatchObject({
        state: "ok",
        source: "live",
        lastFailure: { version: "feedfacefeedface", error: expect.stringContaining("has no data") },
      });
    expect(await metric("grc_catalog_loads_total", { outcome: "failed" })).toBeGreaterThan(0);
  }, 60_000);
});
