import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock } from "../../test/http-helpers.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../app.ts";
import { CatalogValidationError } from "../catalog/catalog-document.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import type { Logger } from "../ports.ts";
import { pushCatalog } from "./catalog-push.ts";
import { catalogKeys, upstashCatalogSource } from "./upstash-catalog-source.ts";
import { upstashRestClient } from "./upstash-rest-client.ts";

const upstash = useUpstashRedis();

function liveApi(redis = upstash.client()) {
  const clock = manualClock();
  const logger: Logger = { warn: vi.fn(), error: vi.fn() };
  const { catalog, taxonomy } = sampleCatalog();
  const source = upstashCatalogSource({
    redis,
    fallback: catalog,
    taxonomy,
    clock,
    logger,
    timeoutMs: 500,
  });
  const api = createApi({ catalog: source, logger, ai: { tokenSecret: "live-secret-0123456789" } });
  const search = async (query: string) =>
    (
      await api.fetch(new Request(`http://x.test/api/v1/search?${query}`), {
        clientAddress: "203.0.113.1",
      })
    ).json();
  return { api, clock, logger, redis, search };
}

describe("live catalog on Upstash Redis", () => {
  it("serves the bundled snapshot, marked as a fallback, while no live catalog exists", async () => {
    const { search } = liveApi();
    const body = await search("framework=iso-27001&limit=1");
    expect(body.catalog).toEqual({ source: "static", fallback: true });
    expect(body.warnings[0].code).toBe("CATALOG_FALLBACK");
  });

  it("serves a pushed catalog, and swaps to the next push without a restart", async () => {
    const { clock, redis, search } = liveApi();
    await pushCatalog(redis, fixtureDocument);
    const first = await search("framework=iso-27001&limit=50");
    expect(first.catalog).toEqual({ source: "live", fallback: false });
    expect(first.results.map((r: { name: string }) => r.name)).toContain("Zeta Audit");

    const renamed = structuredClone(fixtureDocument);
    renamed.vendors[0] = {
      ...renamed.vendors[0],
      name: "Zeta Audit Renamed",
    } as (typeof renamed.vendors)[0];
    await pushCatalog(redis, renamed);
    expect(
      (await search("framework=iso-27001&limit=50")).results.map((r: { name: string }) => r.name),
    ).toContain("Zeta Audit");
    clock.advance(5_000);
    const swapped = await search("framework=iso-27001&limit=50");
    expect(swapped.results.map((r: { name: string }) => r.name)).toContain("Zeta Audit Renamed");
    expect(swapped.catalog).toEqual({ source: "live", fallback: false });
  });

  it("falls back, and logs, when the live document is invalid", async () => {
    const { logger, redis, search } = liveApi();
    const keys = catalogKeys();
    await redis.set(keys.document("bad"), { directory: "x", vendors: [{ slug: "x" }] });
    await redis.set(keys.version, "bad");
    const body = await search("framework=soc-2");
    expect(body.catalog).toEqual({ source: "static", fallback: true });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("live catalog"),
      expect.anything(),
    );
  });

  it("serves a catalog pushed with @upstash/redis, as stored before the lean client", async () => {
    const { search } = liveApi();
    const { version } = await pushCatalog(upstash.upstashRedis(), fixtureDocument);
    const body = await search("framework=iso-27001&limit=50");
    expect(body.catalog).toEqual({ source: "live", fallback: false });
    expect(body.results.map((r: { name: string }) => r.name)).toContain("Zeta Audit");
    expect(await upstash.upstashRedis().get(catalogKeys().version)).toBe(version);
  });

  it("falls back when Redis is unreachable", async () => {
    const { search } = liveApi(
      upstashRestClient({ url: "http://127.0.0.1:9", token: "x", retries: 0 }),
    );
    const body = await search("framework=soc-2");
    expect(body.catalog).toEqual({ source: "static", fallback: true });
  });

  it("refuses to push an invalid catalog, naming the problem, and leaves the live one alone", async () => {
    const { redis } = liveApi();
    const pushed = await pushCatalog(redis, fixtureDocument);
    const invalid = structuredClone(fixtureDocument) as { vendors: Record<string, unknown>[] };
    (invalid.vendors[0] as Record<string, unknown>).url = "nope";
    await expect(pushCatalog(redis, invalid)).rejects.toThrow(CatalogValidationError);
    expect(await redis.get(catalogKeys().version)).toBe(pushed.version);
  });
});
