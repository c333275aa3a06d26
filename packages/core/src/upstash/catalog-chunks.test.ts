import { Redis } from "@upstash/redis";
import { describe, expect, it, vi } from "vitest";
import { syntheticCatalog } from "../../../../bench/synthetic-catalog.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock } from "../../test/http-helpers.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../app.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import type { CatalogSource, HeapUse, Logger } from "../ports.ts";
import { type CatalogChunk, catalogKeys } from "./catalog-layout.ts";
import { pushCatalog } from "./catalog-push.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { upstashCatalogSource } from "./upstash-catalog-source.ts";

const upstash = useUpstashRedis();
const keys = catalogKeys();

/** The document with its first vendor renamed: another version. */
function renamed(name: string) {
  const document = structuredClone(fixtureDocument);
  document.vendors[0] = { ...document.vendors[0], name } as (typeof document.vendors)[0];
  return document;
}

/** A client whose `GET`s of chunks can be made to fail, hang, or be watched. */
function watchedRedis(redis: RedisCommands) {
  const control = {
    chunks: "up" as "up" | "fail" | "hang",
    gets: [] as string[],
    signals: [] as AbortSignal[],
  };
  const wrapped: RedisCommands = {
    ...redis,
    get<Value>(key: string, options?: { signal?: AbortSignal }) {
      control.gets.push(key);
      if (options?.signal) control.signals.push(options.signal);
      if (key.includes(":chunk:") && control.chunks === "fail") {
        return Promise.reject(new Error("connect ECONNREFUSED"));
      }
      if (key.includes(":chunk:") && control.chunks === "hang") return new Promise<never>(() => {});
      return redis.get<Value>(key, options);
    },
  };
  return { redis: wrapped, control };
}

function liveSource(redis: RedisCommands, timeoutMs = 1_000, heapUse?: HeapUse) {
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
    concurrency: 2,
    ...(heapUse ? { heapUse } : {}),
  });
  const names = async () => (await source.current()).catalog.vendors.map((v) => v.name);
  return { source, clock, logger, names };
}

/**
 * A source serving the first version, with the next pushed in chunks whose `GET`s hang: it
 * stays loading. `heads` counts the `GET`s of the next version's head.
 */
async function nextVersionLoading() {
  const { redis, control } = watchedRedis(upstash.client());
  await pushCatalog(upstash.client(), fixtureDocument);
  const { source, clock } = liveSource(redis, 60_000);
  await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
  const { version } = await pushCatalog(upstash.client(), renamed("Next"), { chunkBytes: 2_000 });
  control.chunks = "hang";
  await nextRefresh(clock, source);
  await vi.waitFor(() => {
    const loading = source.status?.().loading;
    expect(loading && "chunks" in loading ? loading.chunks : 0).toBeGreaterThan(1);
  });
  const heads = () => control.gets.filter((key) => key === keys.head(version)).length;
  return { source, clock, control, version, heads };
}

/** Advances past the refresh interval, then waits until `ready` holds. */
async function nextRefresh(clock: { advance(ms: number): void }, source: CatalogSource) {
  clock.advance(5_000);
  await source.current();
}

describe("live catalog in chunks", () => {
  it("stores a document over Upstash's 10 MB request limit in chunks each under it, and serves it whole", async () => {
    const big = syntheticCatalog(12_000, 7);
    expect(new TextEncoder().encode(JSON.stringify(big)).length).toBeGreaterThan(10_000_000);
    const redis = upstash.client();
    // Stored whole, as before chunks, Upstash refuses it.
    await expect(redis.set(keys.document("whole"), big)).rejects.toThrow(
      "ERR max request size exceeded",
    );
    const pushed = await pushCatalog(redis, big);
    expect(pushed.chunks).toBeGreaterThan(10);
    const { source } = liveSource(redis, 5_000);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(pushed.version), {
      timeout: 30_000,
    });
    const served = (await source.current()).catalog;
    expect(served.vendors).toHaveLength(12_000);
    expect(new Set(served.vendors.map((v) => v.slug))).toEqual(
      new Set(big.vendors.map((v) => v.slug)),
    );
  }, 60_000);

  it("cuts vendors into chunks of at most the given bytes, in order, each naming its version and place", async () => {
    const redis = upstash.client();
    const { version, chunks } = await pushCatalog(redis, fixtureDocument, { chunkBytes: 2_000 });
    expect(chunks).toBeGreaterThan(2);
    const head = await redis.get<{ chunks: number; vendorsPerChunk: number[] }>(keys.head(version));
    expect(head?.chunks).toBe(chunks);
    const order: string[] = [];
    for (let n = 0; n < chunks; n++) {
      const chunk = await redis.get<CatalogChunk>(keys.chunk(version, n));
      expect(chunk).toMatchObject({ version, chunk: n });
      expect(chunk?.vendors).toHaveLength(head?.vendorsPerChunk[n] ?? -1);
      for (const vendor of chunk?.vendors ?? []) order.push((vendor as { slug: string }).slug);
      if ((chunk?.vendors.length ?? 0) > 1) {
        expect(JSON.stringify(chunk?.vendors).length).toBeLessThanOrEqual(2_000);
      }
    }
    expect(order).toEqual(fixtureDocument.vendors.map((vendor) => vendor.slug));
    expect(await redis.get(keys.version)).toBe(version);
  });

  it("fetches at most `concurrency` chunks at once, and yields to requests between chunks", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument, { chunkBytes: 1_000 });
    let inFlight = 0;
    let most = 0;
    const counting: RedisCommands = {
      ...redis,
      async get<Value>(key: string, options?: { signal?: AbortSignal }) {
        inFlight++;
        most = Math.max(most, inFlight);
        try {
          return await redis.get<Value>(key, options);
        } finally {
          inFlight--;
        }
      },
    };
    const { source, names } = liveSource(counting);
    await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
    expect(most).toBe(2);
    expect(await names()).toContain("Zeta Audit");
  });

  it("aborts a chunk's GET past the timeout, keeps the fallback serving, and loads the version once Redis answers", async () => {
    const { redis, control } = watchedRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument, { chunkBytes: 2_000 });
    control.chunks = "hang";
    const { source, clock, logger } = liveSource(redis, 100);
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalled());
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("live catalog chunk 0 unreachable; serving the bundled snapshot"),
      expect.objectContaining({ error: "no answer within 100 ms" }),
    );
    const chunkSignals = control.signals.filter((_, i) =>
      control.gets.filter((key) => key.includes(":chunk:")).includes(control.gets[i] ?? ""),
    );
    expect(chunkSignals.length).toBeGreaterThan(0);
    expect(chunkSignals.every((signal) => signal.aborted)).toBe(true);
    expect((await source.current()).fallback).toBe(true);
    expect(source.status?.().lastFailure).toMatchObject({
      error: expect.stringContaining("chunk 0"),
    });
    control.chunks = "up";
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
    const status = source.status?.();
    expect(status?.loading).toBeUndefined();
    expect(status?.lastFailure).toBeUndefined();
    expect(status?.totals).toMatchObject({ succeeded: 1, failed: 1 });
    expect(status?.totals?.chunksFetched).toBeGreaterThan(1);
  });

  it("keeps each vendor the next version leaves unchanged once: the version in service's object, not a copy", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument, { chunkBytes: 2_000 });
    const { source, clock, names } = liveSource(redis);
    await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
    const first = (await source.current()).catalog;
    const { version } = await pushCatalog(redis, renamed("Next"), { chunkBytes: 2_000 });
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(version));
    const next = (await source.current()).catalog;
    expect(await names()).toContain("Next");
    expect(await names()).not.toContain("Zeta Audit");
    const kept = next.vendors.filter((vendor) => first.vendors.includes(vendor));
    expect(kept.map((vendor) => vendor.slug).sort()).toEqual(
      fixtureDocument.vendors
        .slice(1)
        .map((vendor) => vendor.slug)
        .sort(),
    );
  });

  it("takes the chunks the next version leaves unchanged from the version in service: a push changing one vendor of thousands costs its readers the chunks that hold it", async () => {
    const first = syntheticCatalog(3_000, 9);
    const next = structuredClone(first);
    next.vendors[1_500] = { ...next.vendors[1_500], briefSummary: "Changed." } as never;
    const { redis, control } = watchedRedis(upstash.client());
    const a = await pushCatalog(upstash.client(), first);
    expect(a.chunks).toBeGreaterThan(5);
    const { source, clock } = liveSource(redis, 5_000);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(a.version), {
      timeout: 20_000,
    });
    const b = await pushCatalog(upstash.client(), next);
    control.gets.length = 0;
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(b.version), {
      timeout: 20_000,
    });
    const fetched = control.gets.filter((key) => key.includes(":chunk:"));
    expect(fetched.length).toBeGreaterThanOrEqual(1);
    expect(fetched.length).toBeLessThanOrEqual(2);
    expect(source.status?.().totals).toMatchObject({ chunksKept: b.chunks - fetched.length });
    // What it serves is what a reader that kept nothing reads.
    const fresh = liveSource(upstash.client(), 5_000).source;
    await vi.waitFor(async () => expect((await fresh.current()).version).toBe(b.version), {
      timeout: 20_000,
    });
    const served = (await source.current()).catalog.vendors;
    expect(JSON.stringify(served)).toBe(JSON.stringify((await fresh.current()).catalog.vendors));
    expect(served[1_500]?.briefSummary).toBe("Changed.");
  }, 60_000);

  it("fetches every chunk of a version whose taxonomy additions differ, its tags read under them", async () => {
    const { redis, control } = watchedRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument, { chunkBytes: 2_000 });
    const { source, clock } = liveSource(redis);
    await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
    const additions = {
      frameworks: [{ slug: "acme-standard", label: "ACME Standard", aliases: ["acme std"] }],
    };
    const b = await pushCatalog(
      upstash.client(),
      { ...fixtureDocument, taxonomy: additions },
      { chunkBytes: 2_000 },
    );
    control.gets.length = 0;
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(b.version));
    expect(control.gets.filter((key) => key.includes(":chunk:"))).toHaveLength(b.chunks);
  });

  it("rejects a version whose new vendor takes the slug of one in a chunk it keeps", async () => {
    const { redis, control } = watchedRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument, { chunkBytes: 2_000 });
    const { source, clock, logger, names } = liveSource(redis);
    await vi.waitFor(async () => expect(await names()).toContain("Zeta Audit"));
    const [firstVendor] = fixtureDocument.vendors;
    const copy = { ...firstVendor, name: "Zzz Copy", slug: "zzz-copy" };
    const more = { ...fixtureDocument, vendors: [...fixtureDocument.vendors, copy] };
    const pushed = await pushCatalog(upstash.client(), more, { chunkBytes: 2_000 });
    const { version } = pushed;
    // `catalog push` refuses a slug used twice: the last chunk is rewritten as one would be.
    const last = keys.chunk(version, pushed.chunks - 1);
    const chunk = await upstash.client().get<CatalogChunk>(last);
    const vendors = chunk?.vendors.map((v) =>
      (v as { slug: string }).slug === "zzz-copy" ? { ...copy, slug: firstVendor?.slug } : v,
    );
    await upstash.client().set(last, { ...chunk, vendors });
    control.gets.length = 0;
    await nextRefresh(clock, source);
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining("live catalog invalid; keeping live catalog"),
        expect.objectContaining({
          version,
          error: expect.stringContaining("duplicates vendors[0]"),
        }),
      ),
    );
    expect(control.gets).not.toContain(keys.chunk(version, 0));
    expect(await names()).not.toContain("Zzz Copy");
  });

  it("gives up a version that fills the heap past its ceiling beside the one in service, keeps serving, says why once, and never tries it again", async () => {
    const { redis, control } = watchedRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument, { chunkBytes: 2_000 });
    const heap = { usedBytes: 100, limitBytes: 1_000 };
    const { source, clock, logger, names } = liveSource(redis, 1_000, () => heap);
    await vi.waitFor(async () => expect(await names()).toContain("Zeta Audit"));
    heap.usedBytes = 850;
    const { version } = await pushCatalog(upstash.client(), renamed("Too Big"), {
      chunkBytes: 1_500,
    });
    await nextRefresh(clock, source);
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining("live catalog too large to load; keeping live catalog"),
        expect.objectContaining({
          version,
          error: expect.stringContaining("restart the instance to load it alone"),
        }),
      ),
    );
    expect(await names()).toContain("Zeta Audit");
    expect(source.status?.().lastFailure).toMatchObject({ version });
    // Given up for good: the version is not fetched again, even with the heap back down.
    heap.usedBytes = 100;
    control.gets.length = 0;
    for (let refresh = 0; refresh < 3; refresh++) await nextRefresh(clock, source);
    expect(control.gets.filter((key) => key.includes(version))).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    // The next version loads.
    const next = await pushCatalog(upstash.client(), renamed("Fits"), { chunkBytes: 2_000 });
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(next.version));
  });

  it("gives up a first version that fills the heap, serving the fallback and asking for more memory", async () => {
    await pushCatalog(upstash.client(), fixtureDocument);
    const full = () => ({ usedBytes: 900, limitBytes: 1_000 });
    const { source, logger } = liveSource(upstash.client(), 1_000, full);
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining("live catalog too large to load; serving the bundled snapshot"),
        expect.objectContaining({
          error: expect.stringContaining("give the instance more memory"),
        }),
      ),
    );
    expect((await source.current()).fallback).toBe(true);
  });

  it("rejects a head whose chunk ids do not match its chunks, and keeps the version in service", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument, { chunkBytes: 2_000 });
    const { source, clock, logger, names } = liveSource(redis);
    await vi.waitFor(async () => expect(await names()).toContain("Zeta Audit"));
    const { version } = await pushCatalog(redis, renamed("Odd Head"), { chunkBytes: 2_000 });
    const head = await redis.get<Record<string, unknown>>(keys.head(version));
    await redis.set(keys.head(version), { ...head, chunkIds: ["0000000000000000"] });
    await nextRefresh(clock, source);
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining("live catalog invalid; keeping live catalog"),
        expect.objectContaining({ version }),
      ),
    );
    expect(await names()).toContain("Zeta Audit");
  });

  it("runs one load at a time: a refresh while a version loads starts no second one", async () => {
    const { source, clock, version, heads } = await nextVersionLoading();
    expect(heads()).toBe(1);
    for (let i = 0; i < 3; i++) await nextRefresh(clock, source);
    expect(heads()).toBe(1);
    expect(source.status?.().loading).toMatchObject({
      version,
      phase: "fetching",
      chunksLoaded: 0,
    });
    expect((await source.current()).catalog.vendors.map((v) => v.name)).toContain("Zeta Audit");
    // `/readyz` shows the version serving, and the one loading beside it.
    const api = createApi({ catalog: source, logger: { warn() {}, error() {} } });
    const { checks } = await (await api.fetch(new Request("http://x.test/readyz"))).json();
    expect(checks.catalog).toMatchObject({
      state: "ok",
      source: "live",
      loading: { version, phase: "fetching", chunksLoaded: 0, elapsedMs: expect.any(Number) },
    });
    expect(checks.catalog.loading.chunks).toBeGreaterThan(1);
  });

  it("starts no second load of a version still loading when a refresh of it is given up as lost", async () => {
    const { source, clock, control, version, heads } = await nextVersionLoading();
    const pointers = () => control.gets.filter((key) => key === keys.version).length;
    const pointersBefore = pointers();
    // Past two timeouts and a refresh without progress, the refresh counts as lost: a new one
    // reads the pointer again, and leaves the version to the load still under way.
    clock.advance(2 * 60_000 + 5_000 + 1);
    await source.current();
    await vi.waitFor(() => expect(pointers()).toBe(pointersBefore + 1));
    // A second load would ask for the head right after the pointer's answer: let it.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(heads()).toBe(1);
    expect(source.status?.().loading).toMatchObject({ version, phase: "fetching" });
  });

  it("keeps the version in service when a chunk of the next is missing, from another version, or cut short, and logs each version once", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument, { chunkBytes: 2_000 });
    const { source, clock, logger, names } = liveSource(redis);
    await vi.waitFor(async () => expect(await names()).toContain("Zeta Audit"));
    const breakages: [string, (version: string) => Promise<unknown>][] = [
      ["missing", (version) => redis.del(keys.chunk(version, 1))],
      [
        "invalid",
        async (version) => {
          const other = await redis.get<CatalogChunk>(keys.chunk(version, 0));
          return redis.set(keys.chunk(version, 1), { ...other, chunk: 1, version: "0000" });
        },
      ],
      [
        "invalid",
        async (version) => {
          const chunk = await redis.get<CatalogChunk>(keys.chunk(version, 1));
          return redis.set(keys.chunk(version, 1), { ...chunk, vendors: chunk?.vendors.slice(1) });
        },
      ],
      ["invalid", (version) => redis.set(keys.chunk(version, 1), '{"version":"cut sh')],
    ];
    for (const [i, [kind, breakage]] of breakages.entries()) {
      // Cut otherwise than the version in service, so that none of its chunks is kept and
      // chunk 1 is fetched.
      const { version } = await pushCatalog(redis, renamed(`Broken ${i}`), { chunkBytes: 1_500 });
      await breakage(version);
      for (let refresh = 0; refresh < 3; refresh++) await nextRefresh(clock, source);
      await vi.waitFor(() =>
        expect(logger.warn).toHaveBeenCalledWith(
          expect.stringContaining(`live catalog chunk 1 ${kind}; keeping live catalog`),
          expect.objectContaining({ version }),
        ),
      );
      expect(await names()).toContain("Zeta Audit");
      expect(source.status?.().lastFailure).toMatchObject({ version });
    }
    // Each broken version was logged once, however often it was checked.
    expect(logger.warn).toHaveBeenCalledTimes(breakages.length);
    // The next whole version loads.
    const { version } = await pushCatalog(redis, renamed("Whole Again"));
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(version));
    expect(await names()).toContain("Whole Again");
  });

  it("keeps serving when the version pointer names nothing, and logs it once", async () => {
    const redis = upstash.client();
    await pushCatalog(redis, fixtureDocument);
    const { source, clock, logger, names } = liveSource(redis);
    await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
    await redis.set(keys.version, "feedfacefeedface");
    for (let refresh = 0; refresh < 3; refresh++) await nextRefresh(clock, source);
    await vi.waitFor(() =>
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringContaining("live catalog version has no data; keeping live catalog"),
        expect.objectContaining({ version: "feedfacefeedface" }),
      ),
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(await names()).toContain("Zeta Audit");
  });

  it("keeps the version in service when Redis dies half way through the next, and loads it once Redis is back", async () => {
    const { redis, control } = watchedRedis(upstash.client());
    await pushCatalog(upstash.client(), fixtureDocument);
    const { source, clock, names } = liveSource(redis);
    await vi.waitFor(async () => expect((await source.current()).source).toBe("live"));
    const { version } = await pushCatalog(upstash.client(), renamed("After The Outage"), {
      chunkBytes: 2_000,
    });
    control.chunks = "fail";
    await nextRefresh(clock, source);
    await vi.waitFor(() => expect(source.status?.().lastFailure?.version).toBe(version));
    expect(await names()).toContain("Zeta Audit");
    const api = createApi({ catalog: source, logger: { warn() {}, error() {} } });
    const { checks } = await (await api.fetch(new Request("http://x.test/readyz"))).json();
    expect(checks.catalog.lastFailure).toEqual({
      version,
      error: "live catalog chunk 0 unreachable: connect ECONNREFUSED",
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    control.chunks = "up";
    await nextRefresh(clock, source);
    await vi.waitFor(async () => expect((await source.current()).version).toBe(version));
    expect(await names()).toContain("After The Outage");
  });

  it("retires the versions a push replaces, and pushes that never went live: Redis deletes them after the grace", async () => {
    const redis = upstash.client();
    const raw = new Redis({ ...upstash.server(), retry: false });
    const first = await pushCatalog(redis, fixtureDocument, { chunkBytes: 2_000 });
    // A push that stopped half way: registered, a chunk written, the pointer never moved.
    await redis.zadd(keys.versions, { score: Date.now(), member: "v:0123456789abcdef:3" });
    await redis.set(keys.chunk("0123456789abcdef", 0), { version: "0123456789abcdef" });
    const second = await pushCatalog(redis, renamed("Second"), { graceSeconds: 120 });
    for (const key of [
      keys.head(first.version),
      keys.chunk(first.version, 0),
      keys.chunk("0123456789abcdef", 0),
    ]) {
      const ttl = await raw.ttl(key);
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
    }
    expect(await raw.ttl(keys.head(second.version))).toBe(-1);
    expect(await raw.zrange(keys.versions, 0, -1)).toEqual([
      `v:${second.version}:${second.chunks}`,
    ]);
    // Pushed again within the grace, a retired version is kept for good.
    await pushCatalog(redis, fixtureDocument, { chunkBytes: 2_000 });
    expect(await raw.ttl(keys.head(first.version))).toBe(-1);
  });

  it("retires a version stored whole before chunks on the first chunked push", async () => {
    const redis = upstash.client();
    const raw = new Redis({ ...upstash.server(), retry: false });
    await redis.set(keys.document("0ld0ld0ld0ld0ld0"), fixtureDocument);
    await redis.set(keys.version, "0ld0ld0ld0ld0ld0");
    const { source } = liveSource(redis);
    await vi.waitFor(async () => expect((await source.current()).version).toBe("0ld0ld0ld0ld0ld0"));
    await pushCatalog(redis, renamed("Chunked"), { graceSeconds: 60 });
    expect(await raw.ttl(keys.document("0ld0ld0ld0ld0ld0"))).toBeGreaterThan(0);
  });
});
