import { describe, expect, it, vi } from "vitest";
import { syntheticCatalog } from "../../../../bench/synthetic-catalog.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { staticCatalogSource } from "../memory/static-catalog-source.ts";
import type { CatalogLoadStatus, CatalogSnapshot, CatalogSource, Logger } from "../ports.ts";
import { dumpsAhead } from "./dumps-ahead.ts";
import { loadCatalog } from "./load-catalog.ts";
import { type PreparedCatalog, prepareCatalog } from "./prepared-catalog.ts";
import { MADE_AHEAD_FROM_VENDORS } from "./roots-asked.ts";

const PUBLIC = "https://grc.example.com";

/** Lets promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A prepared version of the fixture, named by `version`. */
async function snapshot(version: string): Promise<CatalogSnapshot> {
  const { catalog } = loadCatalog(fixtureDocument);
  return { catalog: await prepareCatalog(catalog), source: "live", fallback: false, version };
}

/** A source that serves whichever snapshot the test sets, and a `prepare` the test finishes. */
function harness(first: CatalogSnapshot) {
  let latest = first;
  let sourceStatus: CatalogLoadStatus = { totals: { succeeded: 1, failed: 0, chunksFetched: 0 } };
  const source: CatalogSource = {
    current: async () => latest,
    status: () => sourceStatus,
  };
  const clock = manualClock();
  const finish = new Map<PreparedCatalog, (outcome?: Error) => void>();
  const prepare = vi.fn(
    (catalog: PreparedCatalog) =>
      new Promise<void>((resolve, reject) => {
        finish.set(catalog, (outcome) => (outcome ? reject(outcome) : resolve()));
      }),
  );
  const logger: Logger = { warn: vi.fn(), error: vi.fn() };
  const ahead = dumpsAhead(source, prepare, logger, clock);
  return {
    ahead,
    clock,
    /** What the source says of its own loads from now on. */
    sourceSays: (status: CatalogLoadStatus) => {
      sourceStatus = status;
    },
    prepare,
    logger,
    move: (next: CatalogSnapshot) => {
      latest = next;
    },
    /** Ends `snapshot`'s preparation, once it has begun. */
    finish: async (snapshot: CatalogSnapshot, outcome?: Error) => {
      await vi.waitFor(() => expect(finish.has(snapshot.catalog)).toBe(true));
      finish.get(snapshot.catalog)?.(outcome);
      await settle();
    },
    version: async () => (await ahead.current()).version,
  };
}

/** A harness serving version v1, its dumps made. */
async function servingFirstVersion() {
  const first = await snapshot("v1");
  const run = harness(first);
  const started = run.version();
  await run.finish(first);
  await started;
  return run;
}

describe("versions served once their dumps are made", () => {
  it("waits for the first version's dumps, then serves it", async () => {
    const first = await snapshot("v1");
    const run = harness(first);
    let served: string | undefined;
    const pending = run.version().then((version) => {
      served = version;
    });
    await settle();
    expect(served).toBeUndefined();
    expect(run.prepare).toHaveBeenCalledWith(first.catalog, undefined);
    await run.finish(first);
    await pending;
    expect(served).toBe("v1");
  });

  it("keeps the version in service answering until the next one's dumps are made, preparing it once", async () => {
    const run = await servingFirstVersion();
    const next = await snapshot("v2");
    run.move(next);
    const answers = await Promise.all([run.version(), run.version(), run.version()]);
    expect(answers).toEqual(["v1", "v1", "v1"]);
    expect(run.prepare).toHaveBeenCalledTimes(2);
    await run.finish(next);
    expect(await run.version()).toBe("v2");
    expect(run.prepare).toHaveBeenCalledTimes(2);
  });

  it("never serves a version a newer one overtook while its dumps were made", async () => {
    const run = await servingFirstVersion();
    const second = await snapshot("v2");
    const third = await snapshot("v3");
    run.move(second);
    expect(await run.version()).toBe("v1");
    run.move(third);
    expect(await run.version()).toBe("v1");
    await run.finish(second);
    expect(await run.version()).toBe("v1");
    await run.finish(third);
    expect(await run.version()).toBe("v3");
  });

  it("never serves a first version a newer one overtook: requests waiting for it get the newer one", async () => {
    const first = await snapshot("v1");
    const run = harness(first);
    const waiting = run.version();
    const second = await snapshot("v2");
    run.move(second);
    const alsoWaiting = run.version();
    await run.finish(first);
    await run.finish(second);
    expect(await waiting).toBe("v2");
    expect(await alsoWaiting).toBe("v2");
  });

  it("serves a version whose dumps failed, and says so once", async () => {
    const first = await snapshot("v1");
    const run = harness(first);
    const started = run.version();
    await run.finish(first, new Error("disk full"));
    expect(await started).toBe("v1");
    expect(await run.version()).toBe("v1");
    expect(run.logger.warn).toHaveBeenCalledTimes(1);
    expect(run.logger.warn).toHaveBeenCalledWith(
      "catalog bodies could not be made ahead; serving the version anyway",
      { version: "v1", error: "disk full" },
    );
  });

  it("reports what the source reports of its loads", async () => {
    const run = harness(await snapshot("v1"));
    expect(run.ahead.status?.()).toEqual({
      totals: { succeeded: 1, failed: 0, chunksFetched: 0 },
    });
  });

  it("reports a version whose dumps are being made as loading, in phase dumps, unless the source loads one", async () => {
    const run = await servingFirstVersion();
    const next = await snapshot("v2");
    run.move(next);
    expect(await run.version()).toBe("v1");
    run.clock.advance(1_500);
    const totals = { succeeded: 2, failed: 0, chunksFetched: 3 };
    run.sourceSays({ totals });
    expect(run.ahead.status?.()).toEqual({
      totals,
      loading: { version: "v2", phase: "dumps", elapsedMs: 1_500 },
    });
    // A newer version the source is loading meanwhile is what it reports.
    const fetching = {
      version: "v3",
      phase: "fetching" as const,
      chunksLoaded: 1,
      chunks: 4,
      elapsedMs: 20,
    };
    run.sourceSays({ totals, loading: fetching });
    expect(run.ahead.status?.().loading).toEqual(fetching);
    run.sourceSays({ totals });
    await run.finish(next);
    expect(await run.version()).toBe("v2");
    expect(run.ahead.status?.()).toEqual({ totals });
  });
});

describe("a heap too full for two versions", () => {
  it("puts the next version into service at once, its dumps not made ahead, and says why", async () => {
    const first = await snapshot("v1");
    const second = await snapshot("v2");
    let latest = first;
    const source: CatalogSource = { current: async () => latest };
    const prepare = vi.fn(async () => {});
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const heap = { usedBytes: 100, limitBytes: 1_000 };
    const ahead = dumpsAhead(source, prepare, logger, manualClock(), () => heap);
    expect((await ahead.current()).version).toBe("v1");
    heap.usedBytes = 850;
    latest = second;
    expect((await ahead.current()).version).toBe("v2");
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("the heap is too full to keep two versions"),
      expect.objectContaining({ version: "v2" }),
    );
  });
});

describe("a heapUse that throws", () => {
  it("tells nothing: the next version's dumps are made ahead as without one", async () => {
    const first = await snapshot("v1");
    const second = await snapshot("v2");
    let latest = first;
    const prepare = vi.fn(async () => {});
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const broken = () => {
      throw new Error("no heap statistics here");
    };
    const ahead = dumpsAhead(
      { current: async () => latest },
      prepare,
      logger,
      manualClock(),
      broken,
    );
    await ahead.current();
    latest = second;
    await ahead.current();
    await vi.waitFor(async () => expect((await ahead.current()).version).toBe("v2"));
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe("the source behind it", () => {
  it("is still asked whether its store answers (the readiness check's ping), and only when it can be", async () => {
    const first = await snapshot("v1");
    const ping = vi.fn(async () => {});
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const pinged = dumpsAhead(
      { current: async () => first, ping },
      async () => {},
      logger,
      manualClock(),
    );
    const signal = new AbortController().signal;
    await pinged.ping?.(signal);
    expect(ping).toHaveBeenCalledWith(signal);
    const silent = dumpsAhead(
      { current: async () => first },
      async () => {},
      logger,
      manualClock(),
    );
    expect(silent.ping).toBeUndefined();
  });

  it("shows a store that does not answer in /readyz with a public URL too", async () => {
    const first = await snapshot("v1");
    const source: CatalogSource = {
      current: async () => first,
      ping: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const api = createApi({ catalog: source, publicUrl: PUBLIC, logger });
    const { checks } = await (await api.fetch(new Request("http://127.0.0.1/readyz"))).json();
    expect(checks.catalogSource).toMatchObject({ state: "down" });
  });
});

describe("the tools dump and /llms-full.txt with a public URL", () => {
  const root = PUBLIC;
  const kept = async (source: CatalogSource) => {
    const { caches } = (await source.current()).catalog;
    return { dump: caches.toolsDumps.has(root), llmsFull: caches.llmsFull.size > 0 };
  };

  it("are made before the catalog goes into service, so no request builds them", async () => {
    const source = staticCatalogSource(loadCatalog(fixtureDocument).catalog);
    const api = createApi({ catalog: source, publicUrl: PUBLIC });
    await api.ready();
    expect(await kept(source)).toEqual({ dump: true, llmsFull: true });
    const dump = await api.fetch(new Request("http://127.0.0.1/api/tools.json"));
    expect(dump.status).toBe(200);
    expect(await dump.text()).toContain(`${PUBLIC}/vendors/`);
  });

  it("are made by their first request without one", async () => {
    const source = staticCatalogSource(loadCatalog(fixtureDocument).catalog);
    const api = createApi({ catalog: source });
    await api.ready();
    expect(await kept(source)).toEqual({ dump: false, llmsFull: false });
  });
});

describe("the tools dump and /llms-full.txt without a public URL", () => {
  /** Vendors enough for the bodies to be made ahead (`MADE_AHEAD_FROM_VENDORS`). */
  const large = syntheticCatalog(1_500, 11);
  const small = fixtureDocument;

  /** An API over a source whose version the test moves from v1 (of `first`) to v2 (of `next`). */
  async function swapping(first: unknown, next = first) {
    const version = async (document: unknown, name: string): Promise<CatalogSnapshot> => ({
      catalog: await prepareCatalog(loadCatalog(document).catalog),
      source: "live",
      fallback: false,
      version: name,
    });
    const v1 = await version(first, "v1");
    const v2 = await version(next, "v2");
    let latest = v1;
    const clock = manualClock();
    const api = createApi({ catalog: { current: async () => latest }, clock });
    await api.ready();
    const get = (url: string) => api.fetch(new Request(url));
    const served = async () => {
      clock.advance(60_000); // past the reuse of the last readiness report
      const ready = await (await get("http://127.0.0.1/readyz")).json();
      return ready.checks.catalog.version;
    };
    return {
      v1,
      v2,
      get,
      served,
      /** Moves the source to v2. */
      move() {
        latest = v2;
      },
      /** Moves the source to v2 and waits until the API serves it. */
      async swap() {
        latest = v2;
        await vi.waitFor(async () => expect(await served()).toBe("v2"), { timeout: 10_000 });
      },
    };
  }
  const roots = (snapshot: CatalogSnapshot) => ({
    toolsDump: [...snapshot.catalog.caches.toolsDumps.keys()].sort(),
    llmsFull: [...snapshot.catalog.caches.llmsFull.keys()].map((key) => key.split(" ")[1]).sort(),
  });

  it("are made for the next version of a large catalog, before it goes into service, for the roots the version in service was asked them for", async () => {
    const { v1, v2, get, swap } = await swapping(large);
    expect(roots(v1)).toEqual({ toolsDump: [], llmsFull: [] });
    await (await get("https://a.example/api/tools.json")).body?.cancel();
    await (await get("https://a.example/llms-full.txt")).body?.cancel();
    await (await get("https://b.example/api/tools.json")).body?.cancel();
    expect(large.vendors.length).toBeGreaterThanOrEqual(MADE_AHEAD_FROM_VENDORS);
    await swap();
    expect(roots(v2)).toEqual({
      toolsDump: ["https://a.example", "https://b.example"],
      llmsFull: ["https://a.example"],
    });
    const dump = await get("https://a.example/api/tools.json");
    expect(await dump.text()).toContain("https://a.example/vendors/");
  });

  it("are made ahead for the two roots asked most recently, so other hosts cannot make a version wait longer", async () => {
    const { v2, get, swap } = await swapping(large);
    for (const host of ["one", "two", "three", "two"]) {
      await (await get(`https://${host}.example/api/tools.json`)).body?.cancel();
    }
    await swap();
    expect(roots(v2).toolsDump).toEqual(["https://three.example", "https://two.example"]);
  });

  it("are made ahead for a large catalog after a small one, e.g. the first live version after the fallback", async () => {
    const { v2, get, swap } = await swapping(small, large);
    await (await get("https://a.example/api/tools.json")).body?.cancel();
    await swap();
    expect(roots(v2)).toEqual({ toolsDump: ["https://a.example"], llmsFull: [] });
  });

  it("are made by their first request for a small catalog, whose next version goes into service at once", async () => {
    const { v2, get, served, move } = await swapping(small);
    await (await get("https://a.example/api/tools.json")).body?.cancel();
    await (await get("https://a.example/llms-full.txt")).body?.cancel();
    move();
    expect(await served()).toBe("v2");
    expect(roots(v2)).toEqual({ toolsDump: [], llmsFull: [] });
  });
});
