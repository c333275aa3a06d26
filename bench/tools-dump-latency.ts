import { catalogView } from "../packages/core/src/catalog/catalog-view.ts";
import { toolsDumpTemplate } from "../packages/core/src/catalog/tools-dump.ts";
import { cacheText } from "../packages/core/src/http/cached-body.ts";
import {
  type Api,
  type Catalog,
  type CatalogDocument,
  createApi,
  loadCatalog,
  staticCatalogSource,
} from "../packages/core/src/index.ts";
import { referenceDump } from "../packages/core/test/reference-tools-dump.ts";
import { collectGarbage, liveBytes } from "./heap.ts";
import { BENCH_ORIGIN } from "./queries.ts";

/** What `GET /api/tools.json` costs at one catalog size, in process. */
export interface ToolsDumpResult {
  label: string;
  vendors: number;
  /** Bytes of one answer's body. */
  bodyBytes: number;
  /** The first request of a catalog version: serializes and hashes the template, ms. */
  firstMs: number;
  /** Median of a request from a known origin, its whole body read, ms. */
  repeatMs: number;
  /** Median of a request from an origin not seen before, its whole body read, ms. */
  newOriginMs: number;
  /** Median of a revalidation (`If-None-Match` → 304), µs. */
  revalidateUs: number;
  /** Live heap + external bytes a request holds halfway through its body (after full GC). */
  heldMidBodyBytes: number;
  /** Bytes the template keeps per catalog version (once, whatever the origins). */
  templateBytes: number;
  /** Heap + external bytes still held after requests from `origins` made-up origins. */
  retainedAfterOriginsBytes: number;
  origins: number;
  /** The former path, per uncached origin: JSON.stringify + UTF-8 + SHA-256 of the whole dump, ms. */
  rebuildMs: number;
}

const REPEATS = 7;
const ORIGINS = 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function readAll(api: Api, url: string): Promise<number> {
  const response = await api.fetch(new Request(url));
  if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body as ReadableStream<Uint8Array>) bytes += chunk.length;
  if (String(bytes) !== response.headers.get("content-length")) {
    throw new Error(`bench: ${url} sent ${bytes} bytes, not its content-length`);
  }
  return bytes;
}

/** The bytes one request holds halfway through reading its body, after a full GC. */
async function heldMidBody(api: Api, url: string): Promise<number> {
  collectGarbage();
  const before = liveBytes();
  const response = await api.fetch(new Request(url));
  const length = Number(response.headers.get("content-length"));
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let read = 0;
  while (read < length / 2) read += (await reader.read()).value?.length ?? length;
  collectGarbage();
  const held = liveBytes() - before;
  await reader.cancel();
  return held;
}

/** The dump as it was built before, once per origin: the cost the template removes. */
async function rebuild(catalog: Catalog, root: string): Promise<void> {
  await cacheText(referenceDump(catalog, root));
}

/** Measures the tools dump for one catalog size. */
export async function measureToolsDump(
  label: string,
  make: () => CatalogDocument,
): Promise<ToolsDumpResult> {
  const { catalog } = loadCatalog(make());
  const api = createApi({
    catalog: staticCatalogSource(catalog),
    rateLimits: { catalog: { limit: 1e9 } },
    logger: { warn() {}, error() {} },
  });
  const url = `${BENCH_ORIGIN}/api/tools.json`;
  // The catalog view (index, public projections) is the search's first-request cost, not this.
  await (await api.fetch(new Request(`${BENCH_ORIGIN}/api/v1/search?framework=iso-27001`))).text();

  collectGarbage();
  let etag = "";
  const firstMs = await timed(async () => {
    const response = await api.fetch(new Request(url));
    etag = response.headers.get("etag") ?? "";
    await response.body?.cancel();
  });
  const bodyBytes = await readAll(api, url);
  const templateBytes = (await toolsDumpTemplate(catalog, catalogView(catalog))).bytes.length;

  const repeats: number[] = [];
  const fresh: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    repeats.push(await timed(() => readAll(api, url)));
    fresh.push(await timed(() => readAll(api, `http://fresh-${i}.bench.local/api/tools.json`)));
  }
  const revalidations: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = process.hrtime.bigint();
    const response = await api.fetch(new Request(url, { headers: { "if-none-match": etag } }));
    revalidations.push(Number(process.hrtime.bigint() - started) / 1e3);
    if (response.status !== 304) throw new Error(`bench: revalidation ${response.status}`);
  }

  const heldMidBodyBytes = await heldMidBody(api, url);

  collectGarbage();
  const beforeOrigins = liveBytes();
  for (let i = 0; i < ORIGINS; i++) {
    const response = await api.fetch(new Request(`http://made-up-${i}.bench.local/api/tools.json`));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
  }
  collectGarbage();
  const retainedAfterOriginsBytes = liveBytes() - beforeOrigins;

  const rebuilds: number[] = [];
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    rebuilds.push(await timed(() => rebuild(catalog, `http://rebuild-${i}.bench.local`)));
  }

  return {
    label,
    vendors: catalog.vendors.length,
    bodyBytes,
    firstMs,
    repeatMs: median(repeats),
    newOriginMs: median(fresh),
    revalidateUs: median(revalidations),
    heldMidBodyBytes,
    templateBytes,
    retainedAfterOriginsBytes,
    origins: ORIGINS,
    rebuildMs: median(rebuilds),
  };
}
