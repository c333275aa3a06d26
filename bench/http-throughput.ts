import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  type BenchRequest,
  type CapturedAnswer,
  captureAnswer,
  isEventStream,
  sameAnswer,
  writeAnswer,
} from "./captured-answer.ts";
import { machineCpuTicks, machineIdleSince } from "./cpu-usage.ts";
import { type HttpEndpoint, SEARCH_ONE_TAG } from "./http-endpoints.ts";
import { HOT_SEARCH_PATH } from "./queries.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** Load settings shared by every HTTP run. */
export const HTTP_LOAD = {
  /** For every endpoint but Ask AI, and for the runtimes; `HttpEndpoint.connections` rules. */
  connections: 50,
  warmupSeconds: 2,
  durationSeconds: 5,
  /** Project and bare server alternate this many times per endpoint; each keeps its best run. */
  rounds: 2,
} as const;

/** One server under load. */
export interface HttpRun {
  requestsPerSecond: number;
  requests: number;
  /** Per-response latency percentiles, ms (from autocannon's unrounded response times). */
  p50Ms: number;
  p99Ms: number;
  /** Response bytes on the wire per request, headers included. */
  bytesPerResponse: number;
  /** Responses whose status was not the one captured (200, or 304 for the conditional GET). */
  wrongStatus: number;
  /** How many responses came with each status, the captured one included. */
  statuses: Record<number, number>;
  errors: number;
  /** How many failed requests each error code (ECONNRESET…) accounts for. */
  errorCodes: Record<string, number>;
  timeouts: number;
  /** How the server process ended if it died during the run, and the end of its stderr. */
  crash: string | undefined;
  /** Share of one core the server process used during the run, when `/proc` tells. */
  serverCpu: number | undefined;
  /** Server CPU per completed request, µs: user space (JS) and kernel. */
  serverUserUs: number | undefined;
  serverSystemUs: number | undefined;
  /** Share of one core the bench process (autocannon) used during the run. */
  loadGeneratorCpu: number;
  /** Share of the whole machine's CPU left idle during the run. */
  machineIdle: number | undefined;
}

/** Every run of one server, and the one with the most requests per second. */
export interface HttpSeries {
  label: string;
  runs: HttpRun[];
  /**
   * The fastest run: interference from anything else on the machine only ever lowers
   * throughput, so the best of a few runs is the least disturbed estimate.
   */
  best: HttpRun;
}

/** One endpoint: the project server against a bare server sending the very same answer. */
export interface EndpointResult {
  endpoint: HttpEndpoint;
  /** The request as sent, the ETag filled in for the conditional GET. */
  request: BenchRequest;
  status: number;
  contentType: string;
  bodyBytes: number;
  project: HttpSeries;
  bare: HttpSeries;
  /** Best project req/s ÷ best bare req/s. */
  ratio: number;
  /** Project ÷ bare within each round, to show how stable the ratio is. */
  roundRatios: number[];
}

/** Where the project's cost on `search one tag` goes (the full bench only). */
export interface SearchBreakdown {
  /** The adapter's `serve()` in front of a fixed-response API: the bridge without core's work. */
  fixedResponse: HttpSeries;
  /** The project server with LOG_LEVEL=info: one access-log line per request. */
  accessLog: HttpSeries;
}

export interface HttpResult {
  endpoints: EndpointResult[];
  searchBreakdown: SearchBreakdown | undefined;
}

/** What one load run sends and expects. */
export interface LoadTarget {
  request: BenchRequest;
  connections: number;
  status: number;
}

const CLI = fileURLToPath(new URL("../packages/adapter-node/dist/cli.js", import.meta.url));
const BARE_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const FIXED_RESPONSE_SERVER = fileURLToPath(new URL("./fixed-response-server.ts", import.meta.url));
/** The built CLI with demo interest history, so the market answers from data. */
const PROJECT_ARGS = [CLI, "serve", "--demo-data"];

/** Every limit at a value the bench can never reach, so no answer is ever a 429. */
export function adapterEnv(logLevel: "warn" | "info") {
  return {
    PORT: "0",
    HOST: "127.0.0.1",
    // 1,000,000 is the most the CLI accepts; per 1-second window it can never bind here.
    // The market's GETs count against this catalog limit too.
    CATALOG_RATE_LIMIT: "1000000",
    CATALOG_RATE_WINDOW_SECONDS: "1",
    PAGE_RATE_LIMIT: "1000000",
    PAGE_RATE_WINDOW_SECONDS: "1",
    // The most the CLI accepts: per 60-second window, more than a 7-second run can send
    // (Ask AI answers at about 30,000 req/s on a fast machine: 100,000 a minute bound).
    AI_RATE_LIMIT_PER_MINUTE: "10000000",
    // Each request starts a new conversation (no token), so a session sees one turn.
    AI_SESSION_LIMIT_PER_HOUR: "10000000",
    AI_MAX_STREAMS: "100000",
    LOG_LEVEL: logLevel,
    // Empty means unset to the CLI: the bundled sample, whatever the caller's shell exports.
    CATALOG_FILE: "",
    TRUST_PROXY: "0",
  };
}

const DEFAULT_TARGET: LoadTarget = {
  request: { path: HOT_SEARCH_PATH },
  connections: HTTP_LOAD.connections,
  status: 200,
};

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function withServer<T>(
  name: string,
  args: string[],
  env: Record<string, string>,
  use: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startServer(name, args, env);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** A warm-up, then the measured autocannon run against `server`. */
export async function load(
  server: Pick<ServerProcess, "url" | "cpuSeconds"> &
    Partial<Pick<ServerProcess, "exitStatus" | "stderr">>,
  target: LoadTarget = DEFAULT_TARGET,
): Promise<HttpRun> {
  const { path, ...request } = target.request;
  const options = { url: server.url + path, connections: target.connections, ...request };
  const { warmupSeconds, durationSeconds } = HTTP_LOAD;
  await autocannon({ ...options, duration: warmupSeconds });

  const times: number[] = [];
  const statuses: Record<number, number> = {};
  const errorCodes: Record<string, number> = {};
  const serverBefore = server.cpuSeconds();
  const machineBefore = machineCpuTicks();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon({ ...options, duration: durationSeconds });
  // autocannon reports a response once its body has been read to the end (a whole SSE stream).
  instance.on("response", (_client, status, _bytes, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  instance.on("reqError", (error) => {
    const code = error.code ?? error.message;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  });
  const result = await instance;
  const wallSeconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const machineIdle = machineIdleSince(machineBefore);
  const serverAfter = server.cpuSeconds();
  const exit = server.exitStatus?.();

  const sorted = Float64Array.from(times).sort();
  const requests = result.requests.total;
  const used =
    serverBefore && serverAfter
      ? {
          user: serverAfter.user - serverBefore.user,
          system: serverAfter.system - serverBefore.system,
        }
      : undefined;
  const perRequestUs = (seconds: number | undefined) =>
    seconds === undefined || requests === 0 ? undefined : (seconds / requests) * 1e6;
  return {
    requestsPerSecond: requests / result.duration,
    requests,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    bytesPerResponse: requests > 0 ? result.throughput.total / requests : 0,
    wrongStatus: times.length - (statuses[target.status] ?? 0),
    statuses,
    errors: result.errors,
    errorCodes,
    timeouts: result.timeouts,
    crash: exit && `exited (${exit}): ${server.stderr?.().slice(-2_000) ?? ""}`,
    serverCpu: used && (used.user + used.system) / wallSeconds,
    serverUserUs: perRequestUs(used?.user),
    serverSystemUs: perRequestUs(used?.system),
    loadGeneratorCpu: (own.user + own.system) / 1e6 / wallSeconds,
    machineIdle,
  };
}

function series(label: string, runs: HttpRun[]): HttpSeries {
  const best = runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  return { label, runs, best };
}

/** The request to send: the conditional GET carries the ETag the plain GET answers with. */
async function resolveRequest(origin: string, endpoint: HttpEndpoint): Promise<BenchRequest> {
  if (!endpoint.conditional) return endpoint.request;
  const { headers } = await captureAnswer(origin, endpoint.request);
  const etag = headers.etag;
  if (!etag) throw new Error(`bench: ${endpoint.request.path} sends no ETag`);
  return { ...endpoint.request, headers: { ...endpoint.request.headers, "if-none-match": etag } };
}

/** The first answer must be the one the endpoint is measured for: a 200, or the 304. */
function checkedAnswer(endpoint: HttpEndpoint, answer: CapturedAnswer): CapturedAnswer {
  const expected = endpoint.conditional ? 304 : 200;
  if (answer.status !== expected) {
    throw new Error(
      `bench: ${endpoint.name} answered ${answer.status}, not ${expected}: ${Buffer.from(answer.body).toString("utf8").slice(0, 500)}`,
    );
  }
  return answer;
}

/**
 * Loads one endpoint on the built CLI and on a bare `node:http` server replaying the CLI's
 * own answer (captured from the first project server before its run), alternating for
 * `HTTP_LOAD.rounds` rounds, a fresh process each run. Leaves the answer in `dir`.
 */
async function measureEndpoint(
  endpoint: HttpEndpoint,
  dir: string,
  progress: (message: string) => void,
): Promise<EndpointResult> {
  let captured: { request: BenchRequest; answer: CapturedAnswer } | undefined;
  const targetOf = (request: BenchRequest, answer: CapturedAnswer): LoadTarget => ({
    request,
    connections: endpoint.connections,
    status: answer.status,
  });
  const projectRuns: HttpRun[] = [];
  const bareRuns: HttpRun[] = [];
  for (let round = 1; round <= HTTP_LOAD.rounds; round++) {
    progress(
      `HTTP ${endpoint.name}, round ${round}/${HTTP_LOAD.rounds}: project (grc-directory serve)`,
    );
    const projectRun = await withServer("project", PROJECT_ARGS, adapterEnv("warn"), async (s) => {
      // Per process: the ETag is not the same from one process to the next.
      const request = await resolveRequest(s.url, endpoint);
      if (!captured) {
        captured = {
          request,
          answer: checkedAnswer(endpoint, await captureAnswer(s.url, request)),
        };
        writeAnswer(dir, captured.answer);
      }
      return load(s, targetOf(request, captured.answer));
    });
    projectRuns.push(projectRun);
    if (!captured) throw new Error("bench: no answer captured");
    const { request, answer } = captured;
    progress(`HTTP ${endpoint.name}, round ${round}/${HTTP_LOAD.rounds}: bare node:http`);
    // Streamed event by event, the bare server's answer is chunked whatever the project's was.
    const framing = endpoint.bareFraming ?? "as-sent";
    const bareAnswer =
      framing === "events" ? { ...answer, streamed: isEventStream(answer) } : answer;
    const bareEnv = { BARE_ANSWER_DIR: dir, BARE_FRAMING: framing };
    bareRuns.push(
      await withServer("bare server", [BARE_SERVER], bareEnv, async (s) => {
        if (!sameAnswer(await captureAnswer(s.url, request), bareAnswer)) {
          throw new Error(`bench: the bare server does not send the project's ${endpoint.name}`);
        }
        return load(s, targetOf(request, answer));
      }),
    );
  }
  if (!captured) throw new Error("bench: no answer captured");
  const project = series("project (`grc-directory serve`)", projectRuns);
  const bare = series(endpoint.bareLabel, bareRuns);
  return {
    endpoint,
    request: captured.request,
    status: captured.answer.status,
    contentType: captured.answer.headers["content-type"] ?? "",
    bodyBytes: captured.answer.body.byteLength,
    project,
    bare,
    ratio: project.best.requestsPerSecond / bare.best.requestsPerSecond,
    roundRatios: projectRuns.map(
      (run, i) => run.requestsPerSecond / (bareRuns[i]?.requestsPerSecond ?? Number.NaN),
    ),
  };
}

/**
 * `search one tag` once more on the adapter's bridge with a fixed-response API replaying the
 * captured answer in `dir`, and once on the project server with its access log on.
 */
async function measureSearchBreakdown(
  dir: string,
  progress: (message: string) => void,
): Promise<SearchBreakdown> {
  progress("HTTP search one tag: adapter serve() with a fixed-response API");
  const fixedResponse = await withServer(
    "fixed-response API server",
    [FIXED_RESPONSE_SERVER],
    { BARE_ANSWER_DIR: dir },
    (s) => load(s),
  );
  progress("HTTP search one tag: project with LOG_LEVEL=info (access log on)");
  const accessLog = await withServer("project", PROJECT_ARGS, adapterEnv("info"), (s) => load(s));
  return {
    fixedResponse: series("adapter serve() + fixed-response API (no core)", [fixedResponse]),
    accessLog: series("project, LOG_LEVEL=info (access log)", [accessLog]),
  };
}

/**
 * Every endpoint in turn, project against bare (`measureEndpoint`), one server process at a
 * time; with `breakdown`, the fixed-response and access-log runs of `search one tag` after.
 */
export async function measureHttpThroughput(
  endpoints: readonly HttpEndpoint[],
  options: { breakdown: boolean },
  progress: (message: string) => void,
): Promise<HttpResult> {
  if (!existsSync(CLI)) throw new Error(`bench: ${CLI} is missing; run pnpm build first`);
  const workDir = mkdtempSync(join(tmpdir(), "grc-bench-"));
  try {
    const results: EndpointResult[] = [];
    for (const [i, endpoint] of endpoints.entries()) {
      const dir = join(workDir, String(i));
      mkdirSync(dir);
      results.push(await measureEndpoint(endpoint, dir, progress));
    }
    const searchAt = endpoints.indexOf(SEARCH_ONE_TAG);
    const searchBreakdown =
      options.breakdown && searchAt >= 0
        ? await measureSearchBreakdown(join(workDir, String(searchAt)), progress)
        : undefined;
    return { endpoints: results, searchBreakdown };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
