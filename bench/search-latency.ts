import { buildSearchIndex, type SearchIndex } from "../packages/core/src/catalog/search-index.ts";
import {
  type Catalog,
  type CatalogDocument,
  createApi,
  type Logger,
  loadCatalog,
} from "../packages/core/src/index.ts";
import { type Latency, medianMs, sampleAsync, sampleSync } from "./latency.ts";
import {
  BENCH_ORIGIN,
  distinctSearchUrls,
  HOT_SEARCH_PATH,
  QUERY_KINDS,
  type QueryKind,
  queryPools,
} from "./queries.ts";
import { rotating } from "./random.ts";

/** What one catalog size measured in process. */
export interface InProcessResult {
  label: string;
  vendors: number;
  /** Median `loadCatalog` (shape validation + tag canonicalization), ms. */
  loadMs: number;
  /** Median `buildSearchIndex` (name sort + tag bitsets), ms. */
  buildMs: number;
  /** `createApi({ catalog: document })`, which validates and loads the document, ms. */
  createApiMs: number;
  /** The first search through the API: builds the index and public projections, ms. */
  firstRequestMs: number;
  /** JS heap one index keeps alive (after full GC), bytes. */
  indexHeapBytes: number;
  /** Off-heap (`external`) bytes: tag bitsets above V8's on-heap typed-array size live here. */
  indexExternalBytes: number;
  search: Record<QueryKind, Latency & { meanHits: number; queries: number }>;
  fetchCached: Latency;
  fetchUncached: Latency & { urls: number };
  /** Distinct warnings or errors the API logged while measured (expected: none). */
  loggedProblems: string[];
}

/** How many repetitions and samples a catalog size gets; smaller ones are cheap to repeat. */
export interface SizePlan {
  label: string;
  /**
   * Makes the catalog document. Called once per phase, so that while `api.fetch` is timed
   * the process holds what a server holds (the API's catalog), not also the document.
   */
  make: () => CatalogDocument;
  loadRuns: number;
  buildRuns: number;
  /** Sees the first document made, e.g. to describe it. */
  inspect?: (document: CatalogDocument) => void;
}

const SEARCH_SAMPLING = { samples: 50_000, warmup: 5_000 };
const FETCH_SAMPLING = { samples: 20_000, warmup: 2_500 };
const LIMIT = 25;
const QUERY_SEED = 7;

function collectGarbage(): void {
  // Only with --expose-gc (pnpm bench passes it); without it memory deltas are mere noise.
  globalThis.gc?.();
}

/**
 * Two full collections: V8 releases freed ArrayBuffers (earlier indexes' bitsets) from its
 * external-memory count only on the collection after the one that found them dead.
 */
function settleHeap(): void {
  collectGarbage();
  collectGarbage();
}

function measureIndexMemory(catalog: Catalog): {
  index: SearchIndex;
  heap: number;
  external: number;
} {
  settleHeap();
  const before = process.memoryUsage();
  const index = buildSearchIndex(catalog);
  settleHeap();
  const after = process.memoryUsage();
  return {
    index,
    heap: after.heapUsed - before.heapUsed,
    // Not `arrayBuffers`: Node updates that counter lazily and under-reports fresh buffers.
    external: after.external - before.external,
  };
}

async function measureSearches(index: SearchIndex): Promise<InProcessResult["search"]> {
  const pools = queryPools(QUERY_SEED);
  const entries: [QueryKind, InProcessResult["search"][QueryKind]][] = [];
  for (const kind of QUERY_KINDS) {
    const { filters } = pools[kind];
    const hits = filters.map((f) => index.search(f, LIMIT).length);
    const next = rotating(filters);
    let sink = 0;
    const latency = await sampleSync(
      `index.search ${kind}`,
      () => {
        sink += index.search(next(), LIMIT).length;
      },
      SEARCH_SAMPLING,
    );
    // The sink proves the calls did work; the JIT cannot drop a result that is read.
    if (sink === 0 && hits.some((h) => h > 0)) throw new Error("bench: searches found nothing");
    const meanHits = hits.reduce((sum, h) => sum + h, 0) / hits.length;
    entries.push([kind, { ...latency, meanHits, queries: filters.length }]);
  }
  return Object.fromEntries(entries) as InProcessResult["search"];
}

async function expectOk(response: Response, url: string): Promise<void> {
  if (response.status !== 200) {
    throw new Error(`bench: ${url} answered ${response.status}: ${await response.text()}`);
  }
}

type CatalogFigures = Pick<
  InProcessResult,
  "vendors" | "loadMs" | "buildMs" | "indexHeapBytes" | "indexExternalBytes" | "search"
>;

async function measureCatalog(plan: SizePlan, document: CatalogDocument): Promise<CatalogFigures> {
  plan.inspect?.(document);
  const loadMs = medianMs(plan.loadRuns, () => loadCatalog(document), collectGarbage);
  const { catalog } = loadCatalog(document);
  const buildMs = medianMs(plan.buildRuns, () => buildSearchIndex(catalog), collectGarbage);
  const memory = measureIndexMemory(catalog);
  return {
    vendors: document.vendors.length,
    loadMs,
    buildMs,
    indexHeapBytes: memory.heap,
    indexExternalBytes: memory.external,
    search: await measureSearches(memory.index),
  };
}

type ApiFigures = Pick<
  InProcessResult,
  "createApiMs" | "firstRequestMs" | "fetchCached" | "fetchUncached" | "loggedProblems"
>;

async function measureApi(make: () => CatalogDocument): Promise<ApiFigures> {
  const logged = new Set<string>();
  let measuring = false;
  // Start-up notices (e.g. an unset optional secret) are configuration, not what is measured.
  const note = (level: string) => (message: string) => {
    if (measuring) logged.add(`${level}: ${message}`);
  };
  const logger: Logger = { warn: note("warn"), error: note("error") };
  collectGarbage();
  let started = performance.now();
  // The document is passed inline so that nothing but the API keeps it (or its catalog).
  // A huge limit so the one shared "unknown client" bucket never throttles the bench.
  const api = createApi({ catalog: make(), rateLimits: { catalog: { limit: 1e9 } }, logger });
  const createApiMs = performance.now() - started;
  measuring = true;

  const hotUrl = BENCH_ORIGIN + HOT_SEARCH_PATH;
  started = performance.now();
  await expectOk(await api.fetch(new Request(hotUrl)), hotUrl);
  const firstRequestMs = performance.now() - started;

  const fetchCached = await sampleAsync(
    "api.fetch cached",
    async () => {
      const response = await api.fetch(new Request(hotUrl));
      if (response.status !== 200) throw new Error(`bench: cached search ${response.status}`);
    },
    FETCH_SAMPLING,
  );

  const urls = distinctSearchUrls(QUERY_SEED);
  for (const url of urls) await expectOk(await api.fetch(new Request(url)), url);
  const nextUrl = rotating(urls);
  const fetchUncached = await sampleAsync(
    "api.fetch uncached",
    async () => {
      const response = await api.fetch(new Request(nextUrl()));
      if (response.status !== 200) throw new Error(`bench: uncached search ${response.status}`);
    },
    FETCH_SAMPLING,
  );

  return {
    createApiMs,
    firstRequestMs,
    fetchCached,
    fetchUncached: { ...fetchUncached, urls: urls.length },
    loggedProblems: [...logged],
  };
}

/** Measures load, index build, index memory, `index.search` and `api.fetch` for one size. */
export async function measureInProcess(plan: SizePlan): Promise<InProcessResult> {
  const catalogFigures = await measureCatalog(plan, plan.make());
  const apiFigures = await measureApi(plan.make);
  return { label: plan.label, ...catalogFigures, ...apiFigures };
}
