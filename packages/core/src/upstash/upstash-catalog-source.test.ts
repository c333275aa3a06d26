import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock } from "../../test/http-helpers.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../app.ts";
import { CatalogValidationError } from "../catalog/catalog-document.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { SEARCH_CACHE_CONTROL } from "../http/conditional-response.ts";
import type { Logger } from "../ports.ts";
import { catalogKeys } from "./catalog-layout.ts";
import { pushCatalog } from "./catalog-push.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { upstashCatalogSource } from "./upstash-catalog-source.ts";
import { upstashRestClient } from "./upstash-rest-client.ts";

const upstash = useUpstashRedis();

/** The lean client with a switch: Redis up, refusing (`fail`) or never answering (`hang`). */
function controllableRedis(redis: RedisCommands) {
  const control = { mode: "up" as "up" | "fail" | "hang", gets: 0, hanging: 0 };
  const wrapped: RedisCommands = {
    ...redis,
    get<Value>(key: string) {
      control.gets++;
      if (control.mode === "fail") return Promise.reject(new Error("connect ECONNREFUSED"));
      if (control.mode === "hang") {
        control.hanging++;
        return new Promise<Value | null>(() => {});
      }
      return redis.get<Value>(key);
    },
  };
  return { redis: wrapped, control };
}

/**
 * An API on the live source. A request waits for the first load up to `timeoutMs`: long by
 * default, so that a busy machine still loads within it (the fallback on a timeout has a test
 * of its own, with a short one).
 */
function liveApi(redis = upstash.client(), timeoutMs = 10_000) {
  const clock = manualClock();
  const logger: Logger = { warn: vi.fn(), error: vi.fn() };
  const { catalog, taxonomy } = sampleCatalog();
  const source = upstashCatalogSource({
    redis,
    fallback: catalog,
    taxonomy,
    clock,
    logger,
    timeoutMs,
  });
  const api = createApi({ catalog: source, logger, ai: { tokenSecret: "live-secret-0123456789" } });
  const get = (path: string) =>
    api.fetch(new Request(`http://x.test${path}`), { clientAddress: "203.0.113.1" });
  const search = async (query = "framework=iso-27001&limit=50") =>
    (await get(`/api/v1/search?${query}`)).json();
  const names = async () =>
    (await search()).results.map((result: { name: string }) => result.name) as string[];
  return { api, clock, logger, redis, get, search, names };
}

function renamedDocument() {
  const renamed = structuredClone(fixtureDocument);
  renamed.vendors[0] = {
    ...renamed.vendors[0],
    name: "Zeta Audit Renamed",
  } as (typeof renamed.vendors)[0];
  return renamed;
}

describe("live catalog on Upstash Redis", () => {
  it("serves the bundled snapshot, marked as a fallback and cached by no one, while no live catalog exists", async () => {
    const { get } = liveApi();
    const response = await get("/api/v1/search?framework=iso-27001&limit=1");
    const body = await response.json();
    expect(body.catalog).toEqual({ source: "static", fallback: true });
    expect(body.warnings[0].code).toBe("CATALOG_FALLBACK");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await get("/api/tools.json")).headers.get("cache-control")).toBe("no-store");
    expect((await get("/")).headers.get("cache-control")).toBe("no-store");
  });

  it("loads the live catalog at start: the first request gets it, with the usual caching", async () => {
    await pushCatalog(upstash.client(), fixtureDocument);
    const { get, names } = liveApi();
    const response = await get("/api/v1/search?framework=iso-27001&limit=50");
    expect((await response.json()).catalog).toEqual({ source: "live", fallback: false });
    expect(response.headers.get("cache-control")).toBe(SEARCH_CACHE_CONTROL);
    expect((await get("/api/tools.json")).headers.get("cache-control")).toContain("s-maxage");
    expect((await get("/")).headers.get("cache-control")).toBe("public, max-age=300");
    expect(await names()).toContain("Zeta Audit");
  });

  it("swaps to the next push without a restart, checked in the background", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument);
    const { clock, names } = liveApi(redis);
    expect(await names()).toContain("Zeta Audit");
    await pushCatalog(redis, renamedDocument());
    expect(await names()).toContain("Zeta Audit");
    clock.advance(5_000);
    await vi.waitFor(async () => expect(await names()).toContain("Zeta Audit Renamed"));
  });

  it("builds a new version's indexes and tools dump before swapping it in, never in a request", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument);
    const { catalog, taxonomy } = sampleCatalog();
    const clock = manualClock();
    const source = upstashCatalogSource({
      redis,
      fallback: catalog,
      taxonomy,
      clock,
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    const first = await source.current();
    expect(first.source).toBe("live");
    expect(first.catalog.index.vendors).toHaveLength(first.catalog.vendors.length);
    await pushCatalog(redis, renamedDocument());
    clock.advance(5_000);
    let next = await source.current();
    // Until the new version is built, the one in service keeps answering.
    while (next.catalog === first.catalog) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      next = await source.current();
    }
    expect(next.catalog.index.vendors).toHaveLength(next.catalog.vendors.length);
  });

  it("keeps serving the live catalog, same version and ETag, through a Redis outage", async () => {
    const { redis, control } = controllableRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument);
    const { clock, get, logger, search } = liveApi(redis);
    await vi.waitFor(async () => expect((await search()).catalog.source).toBe("live"));
    const before = await get("/api/v1/search?framework=soc-2");
    const etag = before.headers.get("etag");
    control.mode = "fail";
    for (let i = 0; i < 5; i++) {
      clock.advance(5_000);
      const during = await get("/api/v1/search?framework=soc-2");
      expect((await during.json()).catalog).toEqual({ source: "live", fallback: false });
      expect(during.headers.get("etag")).toBe(etag);
      expect(during.headers.get("cache-control")).toBe(SEARCH_CACHE_CONTROL);
    }
    await vi.waitFor(() => expect(control.gets).toBeGreaterThanOrEqual(6));
    // Five failed refreshes within a minute: logged once.
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("keeping live catalog"),
      expect.objectContaining({ error: expect.stringContaining("ECONNREFUSED") }),
    );
  });

  it("never makes a request wait for a refresh, even one that never answers", async () => {
    const { redis, control } = controllableRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument);
    const { clock, search } = liveApi(redis, 60_000);
    expect((await search()).catalog.source).toBe("live");
    control.mode = "hang";
    clock.advance(5_000);
    expect((await search()).catalog).toEqual({ source: "live", fallback: false });
    clock.advance(5_000);
    expect((await search()).catalog).toEqual({ source: "live", fallback: false });
    // One refresh hangs; no second one is started on top of it.
    expect(control.hanging).toBe(1);
  });

  it("gives up a refresh the runtime dropped (pending past two timeouts), so refreshing goes on", async () => {
    const { redis, control } = controllableRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument);
    // The timeout's own timer is far off in real time: as if the runtime never ran it.
    const { clock, search } = liveApi(redis, 60_000);
    expect((await search()).catalog.source).toBe("live");
    control.mode = "hang";
    clock.advance(5_000);
    await search();
    expect(control.hanging).toBe(1);
    clock.advance(2 * 60_000 + 5_000);
    control.mode = "up";
    await search();
    // A new refresh started though the first never settled, and it reached Redis (the first
    // load read the pointer, then the head and its one chunk at once).
    await vi.waitFor(() => expect(control.gets).toBe(5));
    expect((await search()).catalog).toEqual({ source: "live", fallback: false });
  });

  it("picks up a version pushed during the outage once Redis is back, without a restart", async () => {
    const { redis, control } = controllableRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument);
    const { clock, names } = liveApi(redis);
    expect(await names()).toContain("Zeta Audit");
    control.mode = "fail";
    await pushCatalog(upstash.client(), renamedDocument());
    clock.advance(5_000);
    expect(await names()).toContain("Zeta Audit");
    control.mode = "up";
    clock.advance(5_000);
    await names();
    await vi.waitFor(async () => expect(await names()).toContain("Zeta Audit Renamed"));
  });

  it("before the first load, waits for it only up to the timeout, then retries in the background", async () => {
    const { redis, control } = controllableRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument);
    control.mode = "hang";
    const { clock, get, search } = liveApi(redis, 100);
    expect(control.gets).toBe(1); // the first load started with the source, before any request
    const started = performance.now();
    const response = await get("/api/v1/search?framework=soc-2");
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await response.json()).catalog).toEqual({ source: "static", fallback: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    control.mode = "up";
    clock.advance(5_000);
    await search();
    await vi.waitFor(async () => expect((await search()).catalog.source).toBe("live"));
  });

  it("waits for the first load once: requests after that wait answer from the fallback at once while it goes on", async () => {
    // A first load of eight chunks, each answered in 900 ms: seconds, each GET within the
    // 1 s timeout.
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument, { chunkBytes: 1 });
    const slow: RedisCommands = {
      ...redis,
      async get<Value>(key: string, options?: { signal?: AbortSignal }) {
        if (key.includes(":chunk:")) await new Promise((resolve) => setTimeout(resolve, 900));
        return redis.get<Value>(key, options);
      },
    };
    const created = performance.now();
    const { get } = liveApi(slow, 1_000);
    const timed = async () => {
      const started = performance.now();
      const response = await get("/api/v1/search?framework=soc-2");
      expect((await response.json()).catalog).toEqual({ source: "static", fallback: true });
      return performance.now() - started;
    };
    // Two requests during the wait (begun by the first use of the source) share it; those
    // after it do not wait again, though the load goes on.
    await Promise.all([timed(), timed()]);
    expect(performance.now() - created).toBeGreaterThanOrEqual(900);
    for (let i = 0; i < 3; i++) expect(await timed()).toBeLessThan(500);
  });

  it("keeps the live catalog when a later version is invalid, and logs it once", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument);
    const { clock, logger, names } = liveApi(redis);
    expect(await names()).toContain("Zeta Audit");
    const keys = catalogKeys();
    await redis.set(keys.document("bad"), { directory: "x", vendors: [{ slug: "x" }] });
    await redis.set(keys.version, "bad");
    for (let i = 0; i < 3; i++) {
      clock.advance(61_000);
      expect(await names()).toContain("Zeta Audit");
    }
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1));
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("live catalog invalid"),
      expect.objectContaining({ version: "bad" }),
    );
  });

  it("falls back, and logs, when the live document is invalid before any live catalog loaded", async () => {
    const redis = upstash.client();
    const keys = catalogKeys();
    await redis.set(keys.document("bad"), { directory: "x", vendors: [{ slug: "x" }] });
    await redis.set(keys.version, "bad");
    const { logger, search } = liveApi(redis);
    const body = await search("framework=soc-2");
    expect(body.catalog).toEqual({ source: "static", fallback: true });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("live catalog"),
      expect.anything(),
    );
  });

  it("serves a catalog pushed with @upstash/redis, as stored before the lean client", async () => {
    const { version } = await pushCatalog(upstash.upstashRedis(), fixtureDocument);
    const { search } = liveApi();
    const body = await search();
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
    const redis = upstash.client();
    const pushed = await pushCatalog(redis, fixtureDocument);
    const invalid = structuredClone(fixtureDocument) as { vendors: Record<string, unknown>[] };
    (invalid.vendors[0] as Record<string, unknown>).url = "nope";
    await expect(pushCatalog(redis, invalid)).rejects.toThrow(CatalogValidationError);
    expect(await redis.get(catalogKeys().version)).toBe(pushed.version);
  });
});
