import * as v from "valibot";
import { abortableWithin } from "../async/abortable-within.ts";
import { yieldToEventLoop } from "../async/run-in-slices.ts";
import { withTimeout } from "../async/with-timeout.ts";
import { type Catalog, catalogAssembly, readCatalogDocument } from "../catalog/catalog-document.ts";
import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import { prepareCatalog, vendorOfSlug } from "../catalog/prepared-catalog.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { throttledWarning } from "../http/throttled-warning.ts";
import { heapPastCeiling } from "../memory/heap-ceiling.ts";
import { systemClock } from "../memory/system-clock.ts";
import type {
  CatalogLoadStatus,
  CatalogSnapshot,
  CatalogSource,
  Clock,
  HeapUse,
  Logger,
} from "../ports.ts";
import { CatalogChunkSchema, CatalogHeadSchema, catalogKeys } from "./catalog-layout.ts";
import { type KeptChunks, keptChunks, keptVendors } from "./kept-chunks.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashCatalogSource`. */
export interface UpstashCatalogSourceOptions {
  redis: RedisCommands;
  /** The bundled (or file) catalog that serves until a live one first loads. */
  fallback: Catalog;
  /** The taxonomy live catalogs are validated against. */
  taxonomy: TaxonomyIndex;
  /** Key prefix; default `grc:catalog`. */
  prefix?: string;
  /** How often the live version is checked (and a failed load retried); default 5000 ms. */
  refreshMs?: number;
  /**
   * Longest one Redis call may take (each chunk's `GET` too), and a request waits for the first
   * load; default 1000 ms.
   */
  timeoutMs?: number;
  /** How many chunks of a version are fetched at once; default 4. */
  concurrency?: number;
  /**
   * The heap in use and its limit, where the runtime tells: a load that takes the heap past
   * `HEAP_CEILING` of its limit is given up for good (the version in service keeps serving),
   * rather than let V8 abort the process. Without it, no such check.
   */
  heapUse?: HeapUse;
  clock?: Clock;
  logger: Logger;
}

/** A failing refresh is logged at most this often (its first failure always). */
const FAILURE_LOG_INTERVAL_MS = 60_000;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
}

/** A load that went wrong: what to log, and whether the version is never fetched again. */
class LoadFailure extends Error {
  constructor(
    message: string,
    readonly version?: string,
    /** Why: an error, or a sentence. */
    readonly reason?: unknown,
    /** The version's data is wrong for good: a version's pieces never change once written. */
    readonly final = false,
  ) {
    super(message);
  }
}

/** The version being loaded, for `status()`. */
interface Loading {
  version: string;
  chunks: number;
  loaded: number;
  startedAt: number;
  phase: "fetching" | "indexing";
}

/** What a load's stages report, the signal that gives it up, and how it waits. */
interface Load {
  readonly signal: AbortSignal;
  started(chunks: number): void;
  chunkDone(): void;
  /** A chunk taken from the version in service, not fetched. */
  chunkKept(): void;
  indexing(): void;
  /** Awaits `promise`, counting the run of work before it as one slice. */
  awaiting<T>(promise: Promise<T>): Promise<T>;
}

/** A chunk already read: what its place among the fetches holds instead of its vendors. */
const DONE: Promise<unknown> = Promise.resolve();

/**
 * The live catalog in Redis, stored in chunks (see `catalogKeys`): `{prefix}:version` names
 * the current version; a new version's head, then its chunks, are fetched (at most
 * `concurrency` at once, each `GET` within `timeoutMs` and aborted past it), each chunk
 * validated as it comes (valibot schema, taxonomy) with a yield to the event loop after it,
 * then indexed, then swapped in. One load runs at a time; its deadline grows with its chunks.
 * A version stored whole by earlier releases (`{prefix}:doc:{version}`) is still read.
 *
 * The first load starts at construction, and requests wait for it at most `timeoutMs`.
 * Until a live catalog has loaded, the fallback serves (`source: "static", fallback:
 * true`; prepared when a request first needs it) and the load is retried every `refreshMs`. Once one has loaded it serves from
 * then on: the version is checked in the background at most every `refreshMs`, no request
 * ever waits for that, and a load that fails (Redis down, a chunk missing, of another version
 * or invalid, a pointer to nothing) keeps the catalog held; the failure is logged once per
 * version (a failure of Redis itself at most once a minute) and shown by `status()`.
 */
export function upstashCatalogSource(options: UpstashCatalogSourceOptions): CatalogSource {
  const keys = catalogKeys(options.prefix);
  const clock = options.clock ?? systemClock;
  const refreshMs = options.refreshMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 1000;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  /** The live version in service, and its chunks a later version may take as they are. */
  let live: { version: string; snapshot: CatalogSnapshot; chunks?: KeptChunks } | undefined;
  /** A version whose data is invalid: not fetched again. */
  let rejected: string | undefined;
  let loading: Loading | undefined;
  let lastFailure: CatalogLoadStatus["lastFailure"];
  /** The last version-specific failure logged: each is logged once. */
  let loggedFailure: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** When the refresh under way last moved on (an answer from Redis, a chunk, a stage). */
  let progressAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<void> | undefined;
  const totals: NonNullable<CatalogLoadStatus["totals"]> & { chunksKept: number } = {
    succeeded: 0,
    failed: 0,
    chunksFetched: 0,
    chunksKept: 0,
  };
  const warn = throttledWarning(options.logger, FAILURE_LOG_INTERVAL_MS, () => clock.now());
  const progress = () => {
    progressAt = clock.now();
  };

  /** Logs a failed load or check, saying what keeps serving: once per version, else at most once a minute. */
  function failed(failure: LoadFailure): void {
    const { version } = failure;
    const error = failure.reason === undefined ? undefined : errorText(failure.reason);
    lastFailure = {
      ...(version === undefined ? {} : { version }),
      error: error === undefined ? failure.message : `${failure.message}: ${error}`,
      at: clock.now(),
    };
    const serving = live ? `keeping live catalog ${live.version}` : "serving the bundled snapshot";
    const message = `${failure.message}; ${serving}`;
    const fields = {
      ...(version === undefined ? {} : { version }),
      ...(error === undefined ? {} : { error }),
    };
    if (version === undefined) {
      warn(message, fields);
      return;
    }
    const key = `${version}\n${failure.message}\n${error}`;
    if (key === loggedFailure) return;
    loggedFailure = key;
    options.logger.warn(message, fields);
  }

  /** One `GET` within `timeoutMs`, aborted past it or when the load is given up. */
  function get<Value>(key: string, signal?: AbortSignal): Promise<Value | null> {
    return abortableWithin(
      (within) => options.redis.get<Value>(key, { signal: within }),
      timeoutMs,
      signal,
    );
  }

  /**
   * The whole catalog of a version stored in chunks, validated one chunk at a time; a chunk
   * the version in service holds (same content id, same taxonomy additions) is taken from it.
   */
  async function fetchChunked(
    version: string,
    headValue: unknown,
    fetches: Promise<unknown>[],
    load: Load,
  ): Promise<{ catalog: Catalog; chunks?: KeptChunks }> {
    const head = v.safeParse(CatalogHeadSchema, headValue);
    if (
      !head.success ||
      head.output.version !== version ||
      head.output.vendorsPerChunk.length !== head.output.chunks ||
      (head.output.chunkIds !== undefined && head.output.chunkIds.length !== head.output.chunks)
    ) {
      const reason = "its head is no catalog head of this version";
      throw new LoadFailure("live catalog invalid", version, reason, true);
    }
    const { chunks, vendorsPerChunk, document } = head.output;
    load.started(chunks);
    const total = vendorsPerChunk.reduce((sum, n) => sum + n, 0);
    // The envelope only counts the vendors: each chunk's are read as it comes.
    // A vendor the version in service holds unchanged is kept once for both.
    const assembly = catalogAssembly(
      { ...document, vendors: new Array(total).fill(null) },
      () => options.taxonomy,
      live && vendorOfSlug(live.snapshot.catalog),
    );
    const kept = keptVendors(live?.chunks, head.output);
    for (let n = 0; n < chunks; n++) {
      // Up to `concurrency` chunks in flight, read in order; none that is kept.
      for (let next = fetches.length; next < Math.min(chunks, n + concurrency); next++) {
        fetches.push(kept.has(next) ? DONE : fetchChunk(version, next, load));
      }
      const known = kept.vendors(n);
      if (known) {
        assembly.addKnown(known);
        load.chunkKept();
        continue;
      }
      let value: unknown;
      try {
        value = await load.awaiting(fetches[n] ?? DONE);
      } catch (error) {
        throw new LoadFailure(`live catalog chunk ${n} unreachable`, version, error);
      }
      fetches[n] = DONE; // its vendors are not held here once read
      if (value === null) {
        const reason = `no ${keys.chunk(version, n)}`;
        throw new LoadFailure(`live catalog chunk ${n} missing`, version, reason, true);
      }
      const chunk = v.safeParse(CatalogChunkSchema, value);
      if (
        !chunk.success ||
        chunk.output.version !== version ||
        chunk.output.chunk !== n ||
        chunk.output.vendors.length !== vendorsPerChunk[n]
      ) {
        const reason = "not this version's chunk, or cut short";
        throw new LoadFailure(`live catalog chunk ${n} invalid`, version, reason, true);
      }
      assembly.add(chunk.output.vendors);
      load.chunkDone();
      // Each chunk is one slice of work: requests waiting run before the next.
      await load.awaiting(yieldToEventLoop());
      checkHeap(version);
    }
    let catalog: Catalog;
    try {
      catalog = assembly.finish().catalog;
    } catch (error) {
      throw new LoadFailure("live catalog invalid", version, error, true);
    }
    const readable = keptChunks(head.output, catalog.vendors);
    return readable ? { catalog, chunks: readable } : { catalog };
  }

  /** The catalog of a version stored whole by an earlier release. */
  async function fetchWhole(version: string, load: Load): Promise<Catalog> {
    let document: unknown;
    try {
      document = await load.awaiting(get(keys.document(version), load.signal));
    } catch (error) {
      throw new LoadFailure("live catalog unreachable", version, error);
    }
    if (document === null) {
      const reason = `neither ${keys.head(version)} nor ${keys.document(version)} exists`;
      throw new LoadFailure("live catalog version has no data", version, reason);
    }
    load.chunkDone();
    try {
      const earlier = live && vendorOfSlug(live.snapshot.catalog);
      return readCatalogDocument(document, () => options.taxonomy, earlier).catalog;
    } catch (error) {
      throw new LoadFailure("live catalog invalid", version, error, true);
    }
  }

  /** Chunk `n` of `version`, fetched now, awaited in its turn (a failure waits for it). */
  function fetchChunk(version: string, n: number, load: Load): Promise<unknown> {
    const fetched = get(keys.chunk(version, n), load.signal);
    fetched.catch(() => {});
    return fetched;
  }

  /**
   * Throws, for good, when the heap is past `HEAP_CEILING` of its limit while `version` loads
   * beside the version in service: the process would run out of heap before it is done.
   */
  function checkHeap(version: string): void {
    const past = heapPastCeiling(options.heapUse);
    if (!past) return;
    const held = `the JS heap held ${past.heapMiB} of its ${past.heapLimitMiB} MiB while loading it`;
    const reason = live
      ? `${held} beside version ${live.version}; restart the instance to load it alone, or give it more memory`
      : `${held}; give the instance more memory`;
    throw new LoadFailure("live catalog too large to load", version, reason, true);
  }

  /** Loads `version` whole, then swaps it in; throws `LoadFailure`. */
  async function loadVersion(version: string, load: Load): Promise<void> {
    // Chunk 0 is fetched with the head, a round trip sooner: every version in chunks has one
    // (a version stored whole has none, and the fetch finds nothing). Not when chunks of the
    // version in service may be taken instead.
    const early = live?.chunks ? [] : [fetchChunk(version, 0, load)];
    let head: unknown;
    try {
      head = await load.awaiting(get(keys.head(version), load.signal));
    } catch (error) {
      throw new LoadFailure("live catalog unreachable", version, error);
    }
    progress();
    const { catalog, chunks } =
      head === null
        ? { catalog: await fetchWhole(version, load), chunks: undefined }
        : await fetchChunked(version, head, early, load);
    // The indexes are built before the swap, yielding between stages, so the version in
    // service keeps answering meanwhile and no request builds them.
    load.indexing();
    let prepared: PreparedCatalog;
    try {
      prepared = await prepareCatalog(catalog, async () => {
        await load.awaiting(yieldToEventLoop());
        checkHeap(version);
      });
    } catch (error) {
      if (error instanceof LoadFailure) throw error;
      throw new LoadFailure("live catalog could not be indexed", version, error, true);
    }
    // The version it replaces, and all that was kept for it, is garbage from here on.
    const snapshot: CatalogSnapshot = {
      catalog: prepared,
      source: "live",
      fallback: false,
      version,
    };
    live = chunks ? { version, snapshot, chunks } : { version, snapshot };
  }

  async function check(): Promise<void> {
    let pointer: unknown;
    try {
      pointer = await get(keys.version);
    } catch (error) {
      return failed(new LoadFailure("live catalog unreachable", undefined, error));
    }
    progress();
    if (pointer === null) return failed(new LoadFailure("no live catalog in Redis"));
    // A version of digits only comes back from JSON as a number.
    const version = String(pointer);
    // The version served, rejected, or being loaded already (a refresh given up as lost that
    // was only slow): never two loads of one version at once.
    if (version === live?.version || version === rejected || version === loading?.version) return;
    const state: Loading = {
      version,
      chunks: 1,
      loaded: 0,
      startedAt: clock.now(),
      phase: "fetching",
    };
    loading = state;
    const controller = new AbortController();
    let deadline: ReturnType<typeof setTimeout> | undefined;
    /** The fetch's own deadline grows with its chunks: rounds of `concurrency` GETs, each within `timeoutMs`. */
    const giveUpAfter = (chunks: number) => {
      clearTimeout(deadline);
      const ms = timeoutMs * (2 + Math.ceil(chunks / concurrency));
      deadline = setTimeout(() => {
        const reason = `not fetched within ${ms} ms (${chunks} chunks)`;
        controller.abort(new LoadFailure("live catalog load took too long", version, reason));
      }, ms);
    };
    giveUpAfter(1);
    let resumedAt = clock.now();
    let longestSliceMs = 0;
    const load: Load = {
      async awaiting(promise) {
        longestSliceMs = Math.max(longestSliceMs, clock.now() - resumedAt);
        try {
          return await promise;
        } finally {
          resumedAt = clock.now();
          // Each slice is progress: a load indexing in slices is not lost.
          progress();
        }
      },
      signal: controller.signal,
      started(chunks) {
        state.chunks = chunks;
        giveUpAfter(chunks);
      },
      chunkDone() {
        state.loaded++;
        totals.chunksFetched++;
        progress();
      },
      chunkKept() {
        state.loaded++;
        totals.chunksKept++;
        progress();
      },
      indexing() {
        clearTimeout(deadline);
        state.phase = "indexing";
        progress();
      },
    };
    try {
      await loadVersion(version, load);
      // The swap itself is the last slice.
      longestSliceMs = Math.max(longestSliceMs, clock.now() - resumedAt);
      lastFailure = undefined;
      totals.succeeded++;
      totals.lastLoadMs = clock.now() - state.startedAt;
      totals.longestSliceMs = longestSliceMs;
    } catch (error) {
      totals.failed++;
      const aborted: unknown = controller.signal.reason;
      const failure =
        aborted instanceof LoadFailure
          ? aborted
          : error instanceof LoadFailure
            ? error
            : new LoadFailure("live catalog load failed", version, error);
      if (failure.final) rejected = version;
      failed(failure);
    } finally {
      clearTimeout(deadline);
      controller.abort();
      if (loading === state) loading = undefined;
    }
  }

  function refresh(): Promise<void> {
    checkedAt = clock.now();
    progressAt = checkedAt;
    const started: Promise<void> = check().finally(() => {
      if (refreshing === started) refreshing = undefined;
    });
    refreshing = started;
    return started;
  }

  /**
   * A refresh moves on (an answer, a chunk, a stage) within a Redis call's timeout, unless the
   * runtime dropped it: on Workers, I/O and timers started by a request that has ended may
   * never complete. One that has not moved for two timeouts and a refresh interval is given
   * up, so refreshing never stops; one that moves on is never started twice.
   */
  const lostAfterMs = 2 * timeoutMs + refreshMs;

  // The fallback is prepared once a request needs it (the first load took longer than a
  // request waits, or failed), so that the first load has the process to itself.
  let fallback: Promise<CatalogSnapshot> | undefined;
  const fallbackSnapshot = () => {
    fallback ??= prepareCatalog(options.fallback, yieldToEventLoop).then((catalog) => ({
      catalog,
      source: "static",
      fallback: true,
    }));
    return fallback;
  };
  let firstLoad: Promise<void> | undefined = refresh().finally(() => {
    firstLoad = undefined;
  });
  /**
   * The one wait for the first load, up to `timeoutMs` from the first request that needs it:
   * requests that come while it runs share it, and once it has ended the fallback answers at
   * once until the load is done (at 100,000 vendors a first load takes seconds, and each
   * request waiting a timeout of its own would add that to every answer meanwhile).
   */
  let firstWait: Promise<void> | undefined;

  return {
    ping: redisPing(options.redis),
    async current() {
      const now = clock.now();
      if (refreshing ? now - progressAt >= lostAfterMs : now - checkedAt >= refreshMs) {
        void refresh();
      }
      if (!live && firstLoad) {
        firstWait ??= withTimeout(firstLoad, timeoutMs).catch(() => {});
        await firstWait;
      }
      return live?.snapshot ?? fallbackSnapshot();
    },
    status() {
      return {
        ...(loading && {
          loading: {
            version: loading.version,
            phase: loading.phase,
            chunksLoaded: loading.loaded,
            chunks: loading.chunks,
            elapsedMs: Math.max(0, clock.now() - loading.startedAt),
          },
        }),
        ...(lastFailure && { lastFailure }),
        totals: { ...totals },
      };
    },
  };
}
