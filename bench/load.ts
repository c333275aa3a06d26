import autocannon from "autocannon";
import type { BenchRequest } from "./captured-answer.ts";
import { machineCpuTicks, machineIdleSince } from "./cpu-usage.ts";
import type { ServerProcess } from "./server-process.ts";

/** How long each run warms up and is measured. */
export interface LoadTiming {
  warmupSeconds: number;
  durationSeconds: number;
}

/** What one load run sends and expects. */
export interface LoadTarget {
  request: BenchRequest;
  connections: number;
  /** The status every response must have. */
  status: number;
}

/** One server under load. */
export interface HttpRun {
  requestsPerSecond: number;
  requests: number;
  /** Per-response latency percentiles, ms (from autocannon's unrounded response times). */
  p50Ms: number;
  p99Ms: number;
  /** Response bytes on the wire per request, headers included. */
  bytesPerResponse: number;
  /** How many responses came with each status. */
  statuses: Record<number, number>;
  /** Responses whose status was not the expected one. */
  wrongStatus: number;
  /** How many failed requests each error code (ECONNRESET…) accounts for. */
  errorCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** How the server process ended if it died during the run, and the end of its stderr. */
  crash: string | undefined;
  /** Server CPU per completed request, µs (user + system), when `/proc` tells. */
  serverCpuUs: number | undefined;
  serverUserUs: number | undefined;
  serverSystemUs: number | undefined;
  /** Share of one core the server process used during the run. */
  serverCpu: number | undefined;
  /** Share of one core the bench process (autocannon) used during the run. */
  loadGeneratorCpu: number;
  /** Share of the whole machine's CPU left idle during the run. */
  machineIdle: number | undefined;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** What went wrong in a run, in words; empty when every response was the expected one. */
export function runProblems(run: HttpRun): string[] {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([key, n]) => `${key} × ${n}`)
      .join(", ");
  return [
    ...(run.wrongStatus > 0 ? [`statuses ${list(run.statuses)}`] : []),
    ...(run.errors > 0 ? [`request errors ${list(run.errorCodes)}`] : []),
    ...(run.timeouts > 0 ? [`${run.timeouts} timeouts`] : []),
    ...(run.crash ? [`the server ${run.crash}`] : []),
  ];
}

/** A warm-up, then the measured autocannon run against `server`. */
export async function load(
  server: ServerProcess,
  target: LoadTarget,
  timing: LoadTiming,
): Promise<HttpRun> {
  const { path, ...request } = target.request;
  const options = { url: server.url + path, connections: target.connections, ...request };
  await autocannon({ ...options, duration: timing.warmupSeconds });

  const times: number[] = [];
  const statuses: Record<number, number> = {};
  const errorCodes: Record<string, number> = {};
  const serverBefore = server.cpuSeconds();
  const machineBefore = machineCpuTicks();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon({ ...options, duration: timing.durationSeconds });
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
  const exit = server.exitStatus();

  const sorted = Float64Array.from(times).sort();
  const requests = result.requests.total;
  const perRequestUs = (seconds: number | undefined) =>
    seconds === undefined || requests === 0 ? undefined : (seconds / requests) * 1e6;
  const user = serverAfter && serverBefore && serverAfter.user - serverBefore.user;
  const system = serverAfter && serverBefore && serverAfter.system - serverBefore.system;
  const total = user === undefined || system === undefined ? undefined : user + system;
  return {
    requestsPerSecond: requests / result.duration,
    requests,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    bytesPerResponse: requests > 0 ? result.throughput.total / requests : 0,
    statuses,
    wrongStatus: times.length - (statuses[target.status] ?? 0),
    errorCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    crash: exit && `exited (${exit}): ${server.stderr().slice(-2_000)}`,
    serverCpuUs: perRequestUs(total),
    serverUserUs: perRequestUs(user),
    serverSystemUs: perRequestUs(system),
    serverCpu: total === undefined ? undefined : total / wallSeconds,
    loadGeneratorCpu: (own.user + own.system) / 1e6 / wallSeconds,
    machineIdle,
  };
}
