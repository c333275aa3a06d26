import { type Api, createApi } from "../packages/core/src/index.ts";
import { collectGarbage, liveBytes } from "./heap.ts";
import { BENCH_ORIGIN } from "./queries.ts";
import { measureServerMemory, type ServerMemory } from "./server-memory.ts";
import { syntheticCatalog } from "./synthetic-catalog.ts";

/** The catalog size the scale targets are stated at, and its seed. */
export const SCALE_VENDORS = 100_000;
const SEED = 20_261_101;
/** Requests of each kind; the report compares the first with the last. */
const REQUESTS_PER_KIND = 100;
/** How long the API is left idle after it is ready, before the first request of each kind. */
export const SETTLE_MS = 500;
/** Free-text Ask AI answers timed for p50/p99, after as many warm-up answers. */
const AI_SAMPLES = 500;

/** The kinds of request whose first and hundredth are timed. */
export type RequestKind =
  | "search by tag"
  | "search with q"
  | "tools dump"
  | "Ask AI free text"
  | "vendor page";

/** What the scale bench measured at `SCALE_VENDORS` vendors. */
export interface ScaleResult {
  vendors: number;
  /** From `createApi` (document already in memory) until the first request could be served at full speed. */
  readyMs: number;
  /** This process's RSS after the API (built in process) is ready and a full GC, MiB. */
  rssMiB: number;
  /** `grc-directory serve` with the same catalog as a file: what a server holds. */
  server: ServerMemory;
  /** Heap used after the same GC, MiB. */
  heapMiB: number;
  /** Heap committed after the same GC (used, free and fragmented pages), MiB. */
  heapCommittedMiB: number;
  /** Memory outside the JS heap after the same GC (the tools dump, index arrays), MiB. */
  externalMiB: number;
  /** First and `REQUESTS_PER_KIND`th request of each kind, ms; each request a distinct question. */
  requests: Record<RequestKind, { firstMs: number; lastMs: number }>;
  requestsPerKind: number;
  /** Free-text Ask AI, from `new Request` to the end of the stream, ms. */
  askAi: { p50Ms: number; p99Ms: number; samples: number };
  /** Bytes of one tools dump body. */
  dumpBodyBytes: number;
  /** Heap + external bytes still held after whole dumps were read for two origins. */
  dumpRetainedTwoOriginsBytes: number;
}

/** Free-text questions: a few tags or none, and words only the vendors' own texts answer. */
const FREE_TEXT_QUESTIONS: readonly string[] = [
  "Who can help a fintech startup prepare for its first SOC 2 audit?",
  "We need help with cloud security posture and access reviews",
  "ISO 27001 consultant who understands healthcare data and hospitals",
  "penetration testing for a mobile banking app in Germany",
  "vendor risk management and third-party questionnaires",
  "Who helps SaaS companies with GDPR data processing agreements?",
  "incident response readiness for a mid-market retailer",
  "business continuity planning for a logistics company",
  "AI governance and model risk for an insurance company",
  "policy writing and security awareness training for a small team",
  "continuous control monitoring for enterprise cloud workloads",
  "NIS2 gap analysis for an energy provider in the Netherlands",
];

/** Frameworks searched by tag, common and rare. */
const TAGS = ["iso-27001", "soc-2", "gdpr", "nis2", "pci-dss", "hipaa", "dora", "tisax", "c5"];

const RANDOM_WORDS = [
  "audit",
  "cloud",
  "privacy",
  "risk",
  "controls",
  "evidence",
  "training",
  "pentest",
  "vendors",
  "policies",
];

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * q))] as number;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (response.status !== 200) {
    throw new Error(`bench: ${what} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** One Ask AI answer read to its end. */
async function ask(api: Api, message: string, i: number): Promise<void> {
  const response = await api.fetch(
    new Request(`${BENCH_ORIGIN}/api/ai-search`, {
      method: "POST",
      body: JSON.stringify({ message }),
      headers: { "content-type": "application/json" },
    }),
    { clientAddress: `203.0.113.${(i % 200) + 1}` },
  );
  const text = await (await expectOk(response, "Ask AI")).text();
  if (!text.includes("event: done")) throw new Error(`bench: Ask AI stream incomplete: ${text}`);
}

/** The i-th free-text question: the fixed ones, then each with a word added so none repeats. */
function question(i: number): string {
  const base = FREE_TEXT_QUESTIONS[i % FREE_TEXT_QUESTIONS.length] as string;
  const round = Math.floor(i / FREE_TEXT_QUESTIONS.length);
  return round === 0 ? base : `${base} ${RANDOM_WORDS[round % RANDOM_WORDS.length]} ${round}`;
}

/** The requests of one kind, i-th of them: distinct, so no answer cache serves the next. */
function requestOf(api: Api, kind: RequestKind, slugs: readonly string[], i: number) {
  const get = async (path: string) => {
    const response = await expectOk(await api.fetch(new Request(`${BENCH_ORIGIN}${path}`)), path);
    await response.arrayBuffer();
  };
  switch (kind) {
    case "search by tag":
      return get(
        `/api/v1/search?framework=${TAGS[i % TAGS.length]}&limit=${(Math.floor(i / TAGS.length) % 50) + 1}`,
      );
    case "search with q":
      return get(`/api/v1/search?q=${encodeURIComponent(`soc 2 auditor germany ${i}`)}`);
    case "tools dump":
      return (async () => {
        const response = await expectOk(
          await api.fetch(new Request(`http://origin-${i}.bench.local/api/tools.json`)),
          "tools dump",
        );
        // Headers and the first chunk: reading 100 whole dumps of ~100 MB measures memcpy.
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        await reader.read();
        await reader.cancel();
      })();
    case "Ask AI free text":
      return ask(api, question(i), i);
    case "vendor page":
      return get(`/vendors/${slugs[(i * 997) % slugs.length]}`);
  }
}

const KINDS: readonly RequestKind[] = [
  "search by tag",
  "search with q",
  "tools dump",
  "Ask AI free text",
  "vendor page",
];

/**
 * Builds the API over `SCALE_VENDORS` synthetic vendors and measures what the scale targets
 * name: time to ready, memory, first against hundredth request of each kind, free-text
 * Ask AI latency, and the tools dump's buffers across origins. Run with `--expose-gc`.
 */
export async function measureScale(progress: (message: string) => void): Promise<ScaleResult> {
  progress(`generating ${SCALE_VENDORS} vendors`);
  let document: ReturnType<typeof syntheticCatalog> | undefined = syntheticCatalog(
    SCALE_VENDORS,
    SEED,
  );
  const slugs = document.vendors.map((vendor) => vendor.slug);
  collectGarbage();

  progress("createApi");
  const started = performance.now();
  const api = createApi({
    catalog: document,
    rateLimits: { catalog: { limit: 1e9 }, pages: { limit: 1e9 } },
    ai: {
      tokenSecret: "x".repeat(20),
      limits: { perIpPerMinute: 1e9, perSessionPerHour: 1e9 },
    },
    logger: { warn() {}, error() {} },
  });
  // Ready once a cheap request answers: anything left to build at start is awaited by it.
  await (
    await api.fetch(new Request(`${BENCH_ORIGIN}/api/v1/search?framework=nis2&limit=1`))
  ).arrayBuffer();
  const readyMs = performance.now() - started;
  document = undefined;

  collectGarbage();
  const memory = process.memoryUsage();
  // The load's garbage and the two forced collections leave marking and sweeping to V8's
  // background threads for a few hundred ms: a first request sent at once pays for some of
  // it (1 to 14 ms here, in about half the runs). A server is idle at least that long
  // between its catalog load and its first request, so the first requests come after it.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  const requests = {} as ScaleResult["requests"];
  for (const kind of KINDS) {
    progress(`${REQUESTS_PER_KIND} × ${kind}`);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS_PER_KIND; i++) {
      times.push(await timed(() => requestOf(api, kind, slugs, i)));
    }
    requests[kind] = { firstMs: times[0] as number, lastMs: times.at(-1) as number };
  }

  progress(`${AI_SAMPLES} free-text Ask AI answers`);
  for (let i = 0; i < AI_SAMPLES / 4; i++) await ask(api, question(i), i);
  const samples: number[] = [];
  for (let i = 0; i < AI_SAMPLES; i++) {
    samples.push(await timed(() => ask(api, question(i + 7), i)));
  }
  samples.sort((a, b) => a - b);

  progress("tools dump for two origins");
  const { dumpBodyBytes, retained } = await dumpAcrossOrigins(api);

  progress("grc-directory serve with the same catalog as a file");
  const server = await measureServerMemory(syntheticCatalog(SCALE_VENDORS, SEED));

  return {
    vendors: SCALE_VENDORS,
    readyMs,
    rssMiB: memory.rss / 2 ** 20,
    server,
    heapMiB: memory.heapUsed / 2 ** 20,
    heapCommittedMiB: memory.heapTotal / 2 ** 20,
    externalMiB: memory.external / 2 ** 20,
    requests,
    requestsPerKind: REQUESTS_PER_KIND,
    askAi: { p50Ms: quantile(samples, 0.5), p99Ms: quantile(samples, 0.99), samples: AI_SAMPLES },
    dumpBodyBytes,
    dumpRetainedTwoOriginsBytes: retained,
  };
}

/** Reads the whole dump for two origins; what stays held afterwards is kept per origin. */
async function dumpAcrossOrigins(api: Api): Promise<{ dumpBodyBytes: number; retained: number }> {
  collectGarbage();
  const before = liveBytes();
  let dumpBodyBytes = 0;
  for (const origin of ["https://one.example", "https://two.example"]) {
    const response = await api.fetch(new Request(`${origin}/api/tools.json`));
    let bytes = 0;
    for await (const chunk of (await expectOk(response, "tools dump"))
      .body as ReadableStream<Uint8Array>) {
      bytes += chunk.length;
    }
    dumpBodyBytes = bytes;
  }
  collectGarbage();
  return { dumpBodyBytes, retained: liveBytes() - before };
}
