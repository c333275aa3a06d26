import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { machineCpuTicks, machineIdleSince } from "./cpu-usage.ts";
import { HOT_SEARCH_PATH } from "./queries.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** Load settings shared by every HTTP run. */
export const HTTP_LOAD = {
  connections: 50,
  warmupSeconds: 2,
  durationSeconds: 10,
  /** Adapter and bare server alternate this many times; each keeps its best run. */
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
  non2xx: number;
  errors: number;
  timeouts: number;
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

/** The HTTP comparison: the adapter against a bare server sending the same bytes. */
export interface HttpResult {
  path: string;
  bodyBytes: number;
  contentType: string;
  bare: HttpSeries;
  adapter: HttpSeries;
  /** The adapter's `serve()` in front of a fixed-response API: the bridge without core's work. */
  fixedResponse: HttpSeries;
  adapterAccessLog: HttpSeries;
  /** Best adapter req/s ÷ best bare req/s. */
  ratio: number;
  /** Adapter ÷ bare within each round, to show how stable the ratio is. */
  roundRatios: number[];
}

const CLI = fileURLToPath(new URL("../packages/adapter-node/dist/cli.js", import.meta.url));
const BARE_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const FIXED_RESPONSE_SERVER = fileURLToPath(new URL("./fixed-response-server.ts", import.meta.url));

export function adapterEnv(logLevel: "warn" | "info") {
  return {
    PORT: "0",
    HOST: "127.0.0.1",
    // 1,000,000 is the most the CLI accepts; per 1-second window it can never bind here.
    CATALOG_RATE_LIMIT: "1000000",
    CATALOG_RATE_WINDOW_SECONDS: "1",
    LOG_LEVEL: logLevel,
    // Empty means unset to the CLI: the bundled sample, whatever the caller's shell exports.
    CATALOG_FILE: "",
    TRUST_PROXY: "0",
  };
}

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

export async function load(server: Pick<ServerProcess, "url" | "cpuSeconds">): Promise<HttpRun> {
  const url = server.url + HOT_SEARCH_PATH;
  const { connections, warmupSeconds, durationSeconds } = HTTP_LOAD;
  await autocannon({ url, connections, duration: warmupSeconds });

  const times: number[] = [];
  const serverBefore = server.cpuSeconds();
  const machineBefore = machineCpuTicks();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon({ url, connections, duration: durationSeconds });
  instance.on("response", (_client, _status, _bytes, ms) => {
    times.push(ms);
  });
  const result = await instance;
  const wallSeconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const machineIdle = machineIdleSince(machineBefore);
  const serverAfter = server.cpuSeconds();

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
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
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

async function fetchOk(url: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(
      `bench: ${url} answered ${response.status}: ${new TextDecoder().decode(bytes)}`,
    );
  }
  return { bytes, contentType: response.headers.get("content-type") ?? "" };
}

/**
 * Loads `GET /api/v1/search?framework=iso-27001` on the built Node adapter and on a bare
 * `node:http` server with the same body, alternating for a few rounds, then once on the
 * adapter's bridge with a fixed-response API and once on the adapter with its access log on.
 * One server process at a time; every one is stopped before the next starts.
 */
export async function measureHttpThroughput(
  progress: (message: string) => void,
): Promise<HttpResult> {
  if (!existsSync(CLI)) throw new Error(`bench: ${CLI} is missing; run pnpm build first`);
  const workDir = mkdtempSync(join(tmpdir(), "grc-bench-"));
  try {
    const bodyFile = join(workDir, "body.json");
    let answer: { bytes: Uint8Array; contentType: string } | undefined;
    const sameBytes = { BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: "" };
    const checked = async (s: ServerProcess) => {
      const echoed = await fetchOk(s.url + HOT_SEARCH_PATH);
      if (!answer || Buffer.compare(echoed.bytes, answer.bytes) !== 0) {
        throw new Error("bench: a reference server does not send the adapter's bytes");
      }
      return load(s);
    };

    const adapterRuns: HttpRun[] = [];
    const bareRuns: HttpRun[] = [];
    for (let round = 1; round <= HTTP_LOAD.rounds; round++) {
      progress(`HTTP round ${round}/${HTTP_LOAD.rounds}: Node adapter (LOG_LEVEL=warn)`);
      adapterRuns.push(
        await withServer("adapter", [CLI, "serve"], adapterEnv("warn"), async (s) => {
          if (!answer) {
            // The reference servers send exactly what the adapter answers.
            answer = await fetchOk(s.url + HOT_SEARCH_PATH);
            writeFileSync(bodyFile, answer.bytes);
            sameBytes.BARE_CONTENT_TYPE = answer.contentType;
          }
          return load(s);
        }),
      );
      progress(`HTTP round ${round}/${HTTP_LOAD.rounds}: bare node:http`);
      bareRuns.push(await withServer("bare server", [BARE_SERVER], sameBytes, checked));
    }

    progress("HTTP: adapter serve() with a fixed-response API");
    const fixedResponseRun = await withServer(
      "fixed-response API server",
      [FIXED_RESPONSE_SERVER],
      sameBytes,
      checked,
    );
    progress("HTTP: Node adapter (LOG_LEVEL=info, access log on)");
    const logRun = await withServer("adapter", [CLI, "serve"], adapterEnv("info"), load);

    const bare = series("bare node:http, same bytes", bareRuns);
    const adapter = series("Node adapter (LOG_LEVEL=warn)", adapterRuns);
    return {
      path: HOT_SEARCH_PATH,
      bodyBytes: answer?.bytes.byteLength ?? 0,
      contentType: answer?.contentType ?? "",
      bare,
      adapter,
      fixedResponse: series("adapter serve() + fixed-response API (no core)", [fixedResponseRun]),
      adapterAccessLog: series("Node adapter (LOG_LEVEL=info)", [logRun]),
      ratio: adapter.best.requestsPerSecond / bare.best.requestsPerSecond,
      roundRatios: adapterRuns.map(
        (run, i) => run.requestsPerSecond / (bareRuns[i]?.requestsPerSecond ?? Number.NaN),
      ),
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
