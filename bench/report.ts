import { cpus, release, totalmem } from "node:os";
import { WORKER_GZIP_LIMIT_KIB } from "../examples/workers/test/wrangler-dry-run.ts";
import {
  ASK_AI_EVAL_TARGETS,
  type AskAiEvalResult,
  type EvalKind,
} from "../packages/core/test/ask-ai-eval.ts";
import { AI_QUESTIONS, type AiResult } from "./ai-latency.ts";
import { ASK_AI } from "./http-endpoints.ts";
import { cpuPerRequest, httpSection, httpTargets } from "./http-report.ts";
import { HTTP_LOAD, type HttpResult } from "./http-throughput.ts";
import type { Latency } from "./latency.ts";
import {
  HISTORY_DAYS,
  MARKET_NOW,
  MARKET_SAMPLING,
  MARKET_TARGET_LABEL,
  type MarketResult,
  type MarketRow,
} from "./market-latency.ts";
import type { ParseResult } from "./parse-latency.ts";
import { parseSection } from "./parse-report.ts";
import { HOT_SEARCH_PATH, QUERY_KINDS } from "./queries.ts";
import type { ReliabilityResult } from "./reliability.ts";
import { reliabilitySection, reliabilityTargets } from "./reliability-report.ts";
import type { RuntimeResult } from "./runtime-throughput.ts";
import type { ScaleResult } from "./scale.ts";
import { scaleSection, scaleTargets } from "./scale-report.ts";
import type { InProcessResult } from "./search-latency.ts";
import type { ToolsDumpResult } from "./tools-dump-latency.ts";
import { toolsDumpSection } from "./tools-dump-report.ts";
import type { UpstashResult } from "./upstash-latency.ts";

/** The machine a run measured, as the report states it. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  os: string;
}

/** Everything one bench run measured. */
export interface BenchResults {
  date: Date;
  machine: Machine;
  inProcess: InProcessResult[];
  /** The tools dump at the synthetic sizes. */
  toolsDump: ToolsDumpResult[];
  market: MarketResult;
  ai: AiResult;
  parse: ParseResult;
  upstash: UpstashResult;
  http: HttpResult;
  runtimes: RuntimeResult;
  /** Hostile requests, memory under hostile clients, Redis faults. */
  reliability: ReliabilityResult;
  /** 100,000 vendors: start-up, first requests, memory, free-text Ask AI. */
  scale: ScaleResult;
  /** The Ask AI evaluation set's scores (`packages/core/test/ask-ai-eval.ts`). */
  askEval: AskAiEvalResult;
  /** How skewed the largest synthetic catalog's tags are, in words. */
  skew: string;
  elapsedSeconds: number;
}

/** A target and whether the run met it. */
export interface TargetCheck {
  name: string;
  measured: string;
  pass: boolean;
}

/** p50 of a one-tag `index.search` at the largest catalog must stay under this (µs). */
export const SEARCH_P50_TARGET_US = 50;
/** p50 of the worst-case market ranking through `api.fetch`, in memory, must stay under this (ms). */
export const MARKET_RANKING_P50_TARGET_MS = 5;
/** p50 of Ask AI's time to the `meta` event in process must stay under this (ms). */
export const AI_META_P50_TARGET_MS = 5;

const BUNDLE_PARTS_NOTE = `The Worker without the OpenAI client, by what fills it (\`pnpm size:worker\` prints
the same for both Workers). The Upstash ports speak to Redis through a lean REST client with only
the commands they call, not \`@upstash/redis\`, whose client class carries every Redis command
(about 18 KiB gzip); the OpenAPI component schemas are derived from the valibot schemas at build
time, so \`@valibot/to-json-schema\` is not in the script.`;

const RUNTIME_NOTE = `Each runtime serves the built packages under the same autocannon load as the Node
comparison above (one run each, ${HTTP_LOAD.connections} connections, ${HTTP_LOAD.durationSeconds} s after a ${HTTP_LOAD.warmupSeconds} s warm-up), one server at a
time: Node runs \`grc-directory serve\`, Bun \`examples/bun\`, Deno \`examples/deno\`, and workerd
the \`examples/workers\` bundle in Miniflare (the catalog a static asset, as deployed).
Miniflare starts workerd itself, so its CPU is not measured, and each request passes
Miniflare's entry worker and the assets router inside workerd first: the control row, a Worker
that sends the same bytes and does nothing else, shows what that path allows on this machine.
Miniflare is a development server; Cloudflare's edge does not have it. All runs share the
machine's two cores with autocannon.`;

/** Describes the current machine. */
export function currentMachine(): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? "unknown",
    cores: processors.length,
    memoryBytes: totalmem(),
    node: process.version,
    os: `${process.platform} ${release()} (${process.arch})`,
  };
}

const GC_HEADER = "Stop-the-world GC: count / total / max";

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Three significant figures or so, enough for latencies spanning ns to ms. */
function decimal(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  const digits = value < 1 ? 3 : value < 10 ? 2 : value < 100 ? 1 : 0;
  return new Intl.NumberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

const us = (value: number) => `${decimal(value)} µs`;
const ms = (value: number) => `${decimal(value)} ms`;
const percent = (value: number | undefined) =>
  value === undefined ? "n/a" : `${integer.format(value * 100)} %`;

function bytes(value: number): string {
  const mib = value / 1024 / 1024;
  if (Math.abs(mib) >= 1) return `${decimal(mib)} MiB`;
  return `${decimal(value / 1024)} KiB`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

function largest(results: BenchResults): InProcessResult {
  return results.inProcess.reduce((a, b) => (b.vendors > a.vendors ? b : a));
}

function marketTarget(market: MarketResult): MarketRow {
  const row = market.fetches.find((r) => r.label === MARKET_TARGET_LABEL);
  if (!row) throw new Error(`bench: no market row "${MARKET_TARGET_LABEL}"`);
  return row;
}

/** The targets of the brief, checked against this run. */
export function checkTargets(results: BenchResults): TargetCheck[] {
  const biggest = largest(results);
  const oneTag = biggest.search["one-tag"].p50;
  const ranking = marketTarget(results.market);
  const rankingMs = ranking.latency.p50 / 1000;
  const metaMs = results.ai.meta.p50 / 1000;
  const { withOpenAi, withoutOpenAi } = results.runtimes.bundles;
  return [
    {
      name: `One-tag \`index.search\` p50 at ${integer.format(biggest.vendors)} vendors < ${SEARCH_P50_TARGET_US} µs`,
      measured: us(oneTag),
      pass: oneTag < SEARCH_P50_TARGET_US,
    },
    ...httpTargets(results.http),
    {
      name: `Market ranking (\`dimension=combinations&window=90d\`, ${integer.format(ranking.keysRead)} keys) through \`api.fetch\`, in memory, p50 < ${MARKET_RANKING_P50_TARGET_MS} ms`,
      measured: `${ms(rankingMs)} (p99 ${ms(ranking.latency.p99 / 1000)})`,
      pass: rankingMs < MARKET_RANKING_P50_TARGET_MS,
    },
    ...Object.entries(ASK_AI_EVAL_TARGETS).map(([kind, target]) => {
      const { passed, judged } = results.askEval.scores[kind as EvalKind];
      return {
        name: `Ask AI evaluation, ${kind} ≥ ${integer.format(target * 100)} % of ${judged} questions`,
        measured: `${integer.format((passed / judged) * 100)} % (${passed}/${judged})`,
        pass: passed / judged >= target,
      };
    }),
    {
      name: `Ask AI time to the \`meta\` event in process (grounded responder) p50 < ${AI_META_P50_TARGET_MS} ms`,
      measured: `${ms(metaMs)} (p99 ${ms(results.ai.meta.p99 / 1000)})`,
      pass: metaMs < AI_META_P50_TARGET_MS,
    },
    {
      name: `Workers bundle with the OpenAI responder, gzip < ${WORKER_GZIP_LIMIT_KIB.withOpenAi} KiB`,
      measured: `${decimal(withOpenAi.gzipKib)} KiB`,
      pass: withOpenAi.gzipKib < WORKER_GZIP_LIMIT_KIB.withOpenAi,
    },
    {
      name: `Workers bundle without it, gzip < ${WORKER_GZIP_LIMIT_KIB.withoutOpenAi} KiB`,
      measured: `${decimal(withoutOpenAi.gzipKib)} KiB`,
      pass: withoutOpenAi.gzipKib < WORKER_GZIP_LIMIT_KIB.withoutOpenAi,
    },
    ...reliabilityTargets(results.reliability),
    ...scaleTargets(results.scale),
  ];
}

function targetsTable(checks: TargetCheck[]): string {
  return table(
    ["Target", "Measured", "Result"],
    checks.map((c) => [c.name, c.measured, c.pass ? "**PASS**" : "**FAIL**"]),
  );
}

function loadTable(results: BenchResults): string {
  return table(
    [
      "Catalog",
      "Vendors",
      "`loadCatalog`",
      "`buildSearchIndex`",
      "Index JS heap",
      "Index off-heap (bitsets)",
      "`createApi`",
      "First search (view build)",
    ],
    results.inProcess.map((r) => [
      r.label,
      integer.format(r.vendors),
      ms(r.loadMs),
      ms(r.buildMs),
      bytes(r.indexHeapBytes),
      bytes(r.indexExternalBytes),
      ms(r.createApiMs),
      ms(r.firstRequestMs),
    ]),
  );
}

function searchTable(results: BenchResults): string {
  return table(
    [
      "Catalog",
      "Query",
      "Queries rotated",
      "Mean hits",
      "p50",
      "p99",
      "Mean",
      "Samples",
      GC_HEADER,
    ],
    results.inProcess.flatMap((r) =>
      QUERY_KINDS.map((kind) => {
        const s = r.search[kind];
        return [r.label, kind, integer.format(s.queries), decimal(s.meanHits), ...latencyCells(s)];
      }),
    ),
  );
}

function fetchTable(results: BenchResults): string {
  return table(
    ["Catalog", "Answer", "p50", "p99", "Mean", "Samples", GC_HEADER],
    results.inProcess.flatMap((r) => [
      [r.label, "cached (same URL)", ...latencyCells(r.fetchCached)],
      [
        r.label,
        `uncached (${integer.format(r.fetchUncached.urls)} URLs rotated)`,
        ...latencyCells(r.fetchUncached),
      ],
    ]),
  );
}

function marketTable(market: MarketResult): string {
  const row = (r: MarketRow) => [
    r.label,
    integer.format(r.keysRead),
    r.eligible,
    r.storeCalls,
    Number.isFinite(r.bodyBytes) ? integer.format(r.bodyBytes) : "n/a",
    ...latencyCells(r.latency),
  ];
  return table(
    [
      "Answer",
      "Keys of its kind",
      "Eligible rows / pairs",
      "Store calls per answer",
      "Body bytes (mean)",
      "p50",
      "p99",
      "Mean",
      "Samples",
      GC_HEADER,
    ],
    [...market.fetches, ...market.totals].map(row),
  );
}

function marketStore(market: MarketResult): string {
  const { keys } = market;
  return (
    `Store: ${integer.format(keys.total)} keys (${keys.frameworks} frameworks, ${keys.regions} regions, ` +
    `${integer.format(keys.combinations)} of ${integer.format(market.possibleCombinations)} possible combinations) × ` +
    `${market.days} days, seeded in ${ms(market.seedMs)}. Views in the 90 days before now: ${market.skew}.`
  );
}

function upstashTable(upstash: UpstashResult): string {
  const added = upstash.upstash.p50 - upstash.memory.p50;
  return [
    table(
      [
        "`api.fetch` of a cached search",
        "p50",
        "p99",
        "Mean",
        "Samples",
        "Stop-the-world GC: count / total / max",
        "Redis round trips",
      ],
      [
        ["in-memory rate limiter", ...latencyCells(upstash.memory), "0"],
        [
          "Upstash rate limiter",
          ...latencyCells(upstash.upstash),
          String(upstash.roundTrips.search),
        ],
      ],
    ),
    "",
    `The Upstash rate limiter adds ${us(added)} at p50 to a search answer here: one HTTP round trip to the REST server on loopback, which a real Upstash region replaces with its network distance. A market point lookup makes ${upstash.roundTrips.point} round trips (the rate limit, the read of its own key's fields, the capped credit in one atomic Lua call, and, on this cold instance, the ranking read its rank compares with, shared for a second); a ranking makes ${upstash.roundTrips.ranking} (the rate limit and one read of the kind, shared the same way).`,
  ].join("\n");
}

function aiTable(ai: AiResult): string {
  return table(
    ["Phase (from before `new Request`)", "p50", "p99", "Mean", "Samples", GC_HEADER],
    [
      ["time to `meta`", ...latencyCells(ai.meta)],
      ["time to first `delta`", ...latencyCells(ai.firstDelta)],
      ["full stream (read to its end)", ...latencyCells(ai.full)],
    ],
  );
}

function aiAnswers(ai: AiResult): string {
  return (
    `Mean answer: ${integer.format(ai.meanBytes)} bytes of \`text/event-stream\`, ${decimal(ai.meanDeltas)} ` +
    `\`delta\` events; ${percent(ai.emptyShare)} of answers recommend no vendor. GC figures are ` +
    "those of the one loop all three phases come from."
  );
}

function latencyCells(l: Latency): string[] {
  const gc = `${integer.format(l.gc.count)} / ${ms(l.gc.totalMs)} / ${ms(l.gc.maxMs)}`;
  return [us(l.p50), us(l.p99), us(l.mean), integer.format(l.samples), gc];
}

function runtimesTable({ runs }: RuntimeResult): string {
  return table(
    ["Runtime", "Req/s", "p50", "p99", "Server CPU µs/request", "Errors + not 200"],
    runs.map(({ runtime, version, run }) => {
      const cpu = cpuPerRequest(run);
      return [
        version ? `${runtime} ${version}` : runtime,
        integer.format(run.requestsPerSecond),
        ms(run.p50Ms),
        ms(run.p99Ms),
        cpu === undefined ? "n/a" : decimal(cpu),
        integer.format(run.wrongStatus + run.errors + run.timeouts),
      ];
    }),
  );
}

function bundlesTable({ bundles }: RuntimeResult): string {
  const row = (label: string, size: { kib: number; gzipKib: number }) => [
    label,
    `${decimal(size.kib)} KiB`,
    `${decimal(size.gzipKib)} KiB`,
  ];
  return table(
    ["Workers entry (`wrangler deploy --dry-run`, minified)", "Upload", "gzip"],
    [
      row("`@grc-directory/adapter-workers`", bundles.withOpenAi),
      row("`@grc-directory/adapter-workers/without-openai`", bundles.withoutOpenAi),
    ],
  );
}

/** Who fills the Worker without the OpenAI client, largest first. */
function bundlePartsTable({ bundles }: RuntimeResult): string {
  return table(
    ["Package or core folder (without-openai, esbuild metafile)", "Minified"],
    bundles.withoutOpenAiParts.map((part) => [
      `\`${part.name}\``,
      `${decimal(part.bytes / 1024)} KiB`,
    ]),
  );
}

/** Observations a reader should not have to work out from the tables. */
function notes(results: BenchResults): string[] {
  const out: string[] = [];
  const biggest = largest(results);
  for (const [answer, l] of [
    ["cached", biggest.fetchCached],
    ["uncached", biggest.fetchUncached],
  ] as const) {
    if (l.mean > 3 * l.p50) {
      out.push(
        `${answer} \`api.fetch\` at ${integer.format(biggest.vendors)} vendors: the mean (${us(l.mean)}) is ` +
          `${decimal(l.mean / l.p50)}× the p50, a tail of garbage collection over a large live heap ` +
          `(${integer.format(l.gc.count)} stop-the-world pauses, up to ${ms(l.gc.maxMs)}, plus ` +
          "incremental marking inside allocations, which is not counted there).",
      );
    }
  }
  const { market, ai } = results;
  const ranking = marketTarget(market);
  const read = market.totals.find((r) => r.label.endsWith("90d"));
  if (read) {
    // Two 90-day ranges of three Float64 channels per key: what one 90d answer sums.
    const summed = read.keysRead * 180 * 3 * 8;
    out.push(
      `Market: the store read alone (\`totals\`, 90d, timed in a loop of its own) has a p50 of ` +
        `${ms(read.latency.p50 / 1000)}, ${percent(read.latency.p50 / ranking.latency.p50)} of the 90d ` +
        `combinations ranking's ${ms(ranking.latency.p50 / 1000)} through \`api.fetch\`. Each call sums ` +
        `${integer.format(read.keysRead)} series × 180 days × 3 channels of Float64 (${bytes(summed)}): ` +
        "memory-bound work whose speed depends on what else the caches hold. A ranking makes it at " +
        "most once a second per kind and window (here, with a fixed clock, once), and labels, sorts " +
        "and ranks the eligible rows once per read; an answer slices the top 25 and serializes them.",
    );
  }
  out.push(
    "Market: a point lookup sums its own key's series alone and finds its rank by a binary search " +
      "of the shared rank table; the rest is the query plan (kept per query string), the client id " +
      "(an HMAC kept per client and day) and the `record` write awaited before the answer.",
  );
  if (ai.meta.p99 > 3 * ai.meta.p50) {
    out.push(
      `Ask AI: the p99 time to \`meta\` (${ms(ai.meta.p99 / 1000)}) is ${decimal(ai.meta.p99 / ai.meta.p50)}× ` +
        `its p50: ${integer.format(ai.meta.gc.count)} stop-the-world pauses (up to ${ms(ai.meta.gc.maxMs)}) ` +
        `fell inside ${integer.format(ai.meta.samples)} answers.`,
    );
  }
  for (const [what, problems] of [
    ["market", market.loggedProblems],
    ["Ask AI", ai.loggedProblems],
  ] as const) {
    if (problems.length > 0)
      out.push(`The API logged while measured (${what}): ${problems.join("; ")}.`);
  }
  for (const r of results.inProcess) {
    if (r.loggedProblems.length > 0) {
      out.push(`The API logged while measured (${r.label}): ${r.loggedProblems.join("; ")}.`);
    }
  }
  return out;
}

/** The evaluation set's scores per class, and each miss. */
function askEvalSection(result: AskAiEvalResult): string {
  const rows = Object.entries(result.scores).map(
    ([kind, { passed, judged }]) =>
      `| ${kind} | ${passed}/${judged} | ${integer.format((passed / judged) * 100)} % | ${integer.format(ASK_AI_EVAL_TARGETS[kind as EvalKind] * 100)} % |`,
  );
  return [
    `${result.questions} questions written as users write them (\`packages/core/test/ask-ai-eval-cases.ts\`), also run by the test suite. Grounding: every named vendor is in the catalog, carries the question's hard filters, and the text names no other catalog vendor. Off-topic: no vendor. Fit: more than half the picks serve a stated size, industry and language (questions with picks). Locale: answered in de/fr/es when asked. Follow-up: "tell me more about X" answers about X alone.`,
    "",
    "| Class | Passed | Score | Target |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
    result.misses.length
      ? `Misses: ${result.misses.map((miss) => `"${miss}"`).join("; ")}.`
      : "No misses.",
  ].join("\n");
}

/** The figures as Markdown: targets, then one table per measurement. */
export function summaryMarkdown(results: BenchResults): string {
  return [
    "## Targets",
    "",
    targetsTable(checkTargets(results)),
    "",
    "## Catalog load, index build and index memory",
    "",
    loadTable(results),
    "",
    "## In-process `index.search(filters, 25)` latency",
    "",
    searchTable(results),
    "",
    "## In-process `api.fetch` latency (search)",
    "",
    fetchTable(results),
    "",
    toolsDumpSection(results.toolsDump),
    "",
    `## In-process market latency (\`GET /api/v1/market\`, ${integer.format(results.market.keys.total)} keys × ${results.market.days} days, in memory)`,
    "",
    marketTable(results.market),
    "",
    marketStore(results.market),
    "",
    "## In-process Ask AI latency (`POST /api/ai-search`, grounded responder)",
    "",
    aiTable(results.ai),
    "",
    aiAnswers(results.ai),
    "",
    parseSection(results.parse),
    "",
    "## Ask AI evaluation (built-in responder, sample catalog)",
    "",
    askEvalSection(results.askEval),
    "",
    "## Upstash Redis (local REST server over a real Redis on loopback)",
    "",
    upstashTable(results.upstash),
    "",
    httpSection(results.http),
    "",
    "## Notes",
    "",
    ...notes(results).map((note) => `- ${note}`),
    "",
    `## Runtimes: \`GET ${HOT_SEARCH_PATH}\` on Node, Bun, Deno and workerd`,
    "",
    runtimesTable(results.runtimes),
    "",
    RUNTIME_NOTE,
    "",
    reliabilitySection(results.reliability),
    "",
    scaleSection(results.scale),
    "",
    "## Workers bundle size",
    "",
    bundlesTable(results.runtimes),
    "",
    BUNDLE_PARTS_NOTE,
    "",
    bundlePartsTable(results.runtimes),
  ].join("\n");
}

/** What the HTTP table compares, exactly. */
function httpMethod(): string {
  const { connections, warmupSeconds, durationSeconds, rounds } = HTTP_LOAD;
  return `- **HTTP.** Per endpoint, two servers, each in its own child process on 127.0.0.1, one
  at a time and a fresh process for every run. The project: the built CLI
  (\`packages/adapter-node/dist/cli.js serve --demo-data\`: the bundled sample catalog, the
  in-memory market seeded with demo interest history, the built-in grounded Ask AI responder,
  \`LOG_LEVEL=warn\`) with every limit set so it never binds: \`CATALOG_RATE_LIMIT\` and
  \`PAGE_RATE_LIMIT\` 1,000,000 per 1-second window (the market's GETs count against the
  catalog limit), \`AI_RATE_LIMIT_PER_MINUTE\` and \`AI_SESSION_LIMIT_PER_HOUR\` 10,000,000,
  \`AI_MAX_STREAMS\` 100,000. The bare server: \`bench/bare-server.ts\`, plain \`node:http\`
  answering every request, whatever it asks, with the project's answer to the endpoint's
  request, captured once from the first project server before any run: its status, every
  header it sent (as captured: one request id, one \`RateLimit\` count; Node writes \`Date\`,
  \`Connection\`, \`Keep-Alive\` and the length itself, as for the project) and its body bytes
  (the table above lists them), so that it sends the very bytes the project answered. A
  body goes out as the project sent it: one the project sent whole (JSON) in one \`end\`
  with its length; an event stream the project streamed, event by event, chunked; the 304
  carries the same ETag and no body. Ask AI's target row is measured against the baseline
  issue 15 names, "a bare server streaming the same events": the bare server writes the
  answer's events one by one, chunked (\`BARE_FRAMING=events\`), although the project sends
  the built-in responder's answer, whose events are all ready at once, whole. A second Ask AI
  row, for comparison only, loads the same request against a bare server sending those bytes
  whole in one \`end\` with their length, as the project did. The bare
  server's answer is checked byte for byte against the captured one before it is loaded. The
  project's cost of making its headers (request id, rate limit, CORS, cache control) is in its
  figures; Node's cost of writing them is on both sides. The 304 row sends \`If-None-Match\` with the ETag of the plain search. Market
  point lookups all come from one client address and each credits external interest (still
  200; the views in the project's body grow, the bare server keeps the first answer). Ask AI is
  a POST with a JSON message and no conversation token, so every request starts a
  conversation; autocannon counts a response once its body has been read to the end, the whole
  SSE stream. autocannon (programmatic, in the bench process, no pipelining):
  ${connections} connections (${ASK_AI.connections} for Ask AI), ${warmupSeconds} s warm-up, then ${durationSeconds} s measured. Per
  endpoint the project and the bare server alternate for ${rounds} rounds and each keeps its
  best run (other load on the machine can only lower req/s); the ratio is the best project
  req/s ÷ the best bare req/s, with each round's own ratio beside it. A response whose status
  is not the captured one, an error or a timeout in any run fails the row. Req/s = completed
  requests ÷ duration; latency percentiles come from autocannon's per-response times (its own
  histogram rounds to whole ms). For \`search one tag\` the full bench adds
  \`bench/fixed-response-server.ts\` (the adapter's \`serve()\` in front of a fixed-response
  API returning the captured answer) to split the bridge's cost from core's, and the project
  with \`LOG_LEVEL=info\` (the access log). CPU figures come from \`/proc\` (server process,
  machine idle) and \`process.cpuUsage()\` (autocannon): on 2 cores the load generator, the
  server and the kernel's loopback work share the machine.`;
}

function methodSection(results: BenchResults): string {
  const { market, ai } = results;
  const questions = AI_QUESTIONS.map((q) => `“${q}”`).join(", ");
  return `## Method

- **Catalogs.** The bundled 135-vendor sample, and synthetic catalogs of 10,000 and 100,000
  vendors from \`bench/synthetic-catalog.ts\` (seeded, so identical on every run). Their tags
  are \`defaultTaxonomy\` slugs with a Zipf skew in the sample catalog's popularity order;
  at ${integer.format(largest(results).vendors)} vendors: ${results.skew}. Names and slugs
  are unique, and every record passes \`loadCatalog\`.
- **Load and build.** Median of several runs (3 at 100k) of \`loadCatalog(document)\` and of
  \`buildSearchIndex(catalog)\`, with a full GC before each. \`createApi\` and the first search
  through it are single cold timings: the first search also projects every vendor to its
  public shape.
- **Index memory.** \`process.memoryUsage()\` after a forced GC (\`--expose-gc\`) before and
  after building one index, kept alive. The JS heap holds the name-sorted vendor array; tag
  bitsets are \`Uint32Array\`s, whose storage is off-heap (\`external\`) once larger than V8's
  on-heap limit. Below ~10k vendors both deltas are within GC noise.
- **\`index.search\`.** tinybench 6 with hrtime timestamps and the timer overhead
  subtracted; one call per sample, 50,000 samples after 5,000 warm-up calls per query kind,
  limit 25. Each call takes the next query of a rotating pool: one-tag = every framework and
  every region (common and rare); two-tag = framework with a region, framework or service
  type; three-tag = framework + region + service type. Two- and three-tag draws are half
  popularity-weighted and half uniform, so rare combinations that scan the whole bitset are
  included. "Mean hits" is the mean result count over the pool.
- **\`api.fetch\`.** \`createApi({ catalog: document, rateLimits: { catalog: { limit: 1e9 } },
  logger })\`, timing \`await api.fetch(new Request(url))\` (the body is not read), 20,000
  samples after 2,500 warm-up calls. *Cached*: the same URL every time (a lookup in the
  per-catalog answer cache). *Uncached*: 2,048 distinct valid URLs in rotation (one to three
  tags, varied \`limit\`); the 500-entry LRU keeps at most 1,000 keys (two generations), so
  every call parses, plans, searches, serializes and hashes a fresh answer. \`Response\` here
  is Node's own (undici), which copies the body bytes when constructed; the Node adapter's
  bridge installs a lighter \`Response\` that does not, so in a server core spends less per
  request than these figures show. While it is timed
  only the API holds the catalog (the document is made again for this phase and dropped), as
  in a server process.
- **Market (directory interest).** A \`memoryInterestStore()\` filled once by \`seed(entries,
  at)\` with a history from \`bench/market-latency.ts\`, deterministic (one
  \`seededRandom(seedOf(key))\` stream per key): ${integer.format(market.keys.total)} keys, the
  ${market.keys.frameworks} \`defaultTaxonomy\` frameworks, ${market.keys.regions} regions (the 46
  built-in ones and 24 countries added through \`createApi({ taxonomy })\`, since 28 × 46 make
  only 1,288 combinations) and the ${integer.format(market.keys.combinations)} most viewed of the
  ${integer.format(market.possibleCombinations)} framework+region combinations, each with counts for
  every one of the ${HISTORY_DAYS} UTC days up to a fixed now
  (${new Date(MARKET_NOW).toISOString()}). Human page views are Poisson around a Zipf popularity
  (frameworks in taxonomy order, regions US, UK, DE, EU, global… first; a combination gets 60 % of
  its framework's views spread by the region's share), with a weekly rhythm and a trend per key;
  external API lookups run at about a tenth of that, 85 % of them included, at most 25 a key a
  day. \`createApi({ market: { store }, clock: { now: () => FIXED_NOW }, rateLimits: { catalog:
  { limit: 1e9 } }, taxonomy, logger: silent, ai: { tokenSecret } })\`; tinybench as above times
  \`await api.fetch(new Request(url), { clientAddress })\` and \`await response.arrayBuffer()\`
  (so serialization counts), ${integer.format(MARKET_SAMPLING.samples)} samples after
  ${integer.format(MARKET_SAMPLING.warmup)} warm-up calls, each request from the next of
  ${market.clients} client addresses in rotation. Rankings (default limit 25) run first, on the
  seeded data alone. Point lookups (\`framework=…&region=…\`) rotate over ${market.lookupPairs}
  pairs, half drawn by popularity and half uniformly; every one answers 200 and so credits
  external interest, which writes to the store (today's counts grow during that phase). The
  store reads alone are \`store.totals("combination", [current, comparison])\` with the day
  ranges of \`periodDays\` (every key of the kind, what a ranking's cached read sums) and the
  same with \`{ keys: [one] }\` (the 90d lookups' keys in rotation, what a point lookup reads).
  *Store calls per answer* were counted for one request of each kind through a second API
  over a counting proxy of the same store, not while timed: a ranking's read of the kind is
  cached for up to a second (with the fixed clock here it is never re-read, so the timed
  rankings slice a rank table built once); a point lookup reads its own key, takes its rank
  from that same cached table, and adds one \`record\` write, awaited before the response (the
  Node adapter offers no \`waitUntil\`). *Eligible*: for a ranking, the rows with at least 10
  views in the current period (the ones ranked); for point lookups, how many of the rotated
  pairs are rank-eligible, whose rank compares their exact views with the table's other rows.
- **Ask AI.** \`createApi({ ai: { tokenSecret, limits: { perIpPerMinute: 1e9,
  perSessionPerHour: 1e9 } }, rateLimits, logger: silent })\`: the bundled sample catalog and the
  built-in grounded responder (no model). A loop of its own, since tinybench times one call as
  one sample and cannot split an answer into phases: \`t0 = performance.now()\` (hrtime-based in
  Node), then \`await api.fetch(new Request(".../api/ai-search", { method: "POST", body:
  JSON.stringify({ message }) }), { clientAddress })\` (${ai.clients} addresses in rotation, no
  conversation token),
  then the body read with a reader and a \`TextDecoder\` to its end, nothing cancelled. Time to
  meta and to first delta: the first read after which the text holds \`event: meta\` or
  \`event: delta\`; full stream: the read that reports the end. ${integer.format(ai.meta.samples)}
  answers after ${integer.format(ai.warmup)} warm-up answers, rotating ${ai.questions} questions:
  ${questions}. Percentiles are computed as tinybench computes them.
- **GC pauses.** Stop-the-world pauses, as \`PerformanceObserver\` \`gc\` entries inside each
  measured phase (warm-up excluded), which starts after a forced full GC. V8's incremental
  marking steps run inside allocations and are not entries: GC costs more than this shows.
${httpMethod()}
`;
}

/** The whole BENCHMARKS.md. */
export function benchmarksMarkdown(results: BenchResults): string {
  const { machine } = results;
  return `# Benchmarks

Generated by \`bench/run.ts\` on ${results.date.toISOString()} (run took
${integer.format(results.elapsedSeconds)} s). Do not edit by hand: every bench run rewrites
this file.

## Machine

| CPU | Cores | Memory | Node | OS |
| --- | ---: | ---: | --- | --- |
| ${machine.cpu} | ${machine.cores} | ${bytes(machine.memoryBytes)} | ${machine.node} | ${machine.os} |

## How to run

\`\`\`sh
npx -y pnpm@12 bench
\`\`\`

This builds the packages, then runs \`bench/run.ts\` under the workspace's Node with
\`--expose-gc\`. Keep the machine otherwise idle: the HTTP figures share its cores with the
load generator.

${methodSection(results)}
${summaryMarkdown(results)}
`;
}
