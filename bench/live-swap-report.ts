import type { PushRun } from "./catalog-push-cli.ts";
import type { PhaseCpu } from "./phase-cpu.ts";
import type { RequestSample } from "./steady-load.ts";
import type { Line } from "./table.ts";

/** The targets of the live-swap issue, each reported beside what was measured. */
export const TARGETS = {
  maxLatencyMs: 100,
  swapWithinMs: 30_000,
  peakSwapRssMiB: 768,
  settledRssMiB: 400,
};

/** The requests of one phase, summed up. */
export interface PhaseSummary {
  phase: string;
  /** The phase's span, ms since spawn (requests are placed by when they were sent). */
  fromMs: number;
  toMs: number;
  /** Every request sent, refused connections included. */
  requests: number;
  /** Requests that got a response (any status). */
  answered: number;
  /**
   * Over every request of the phase that waited: all but refused connections (a reset or a
   * timeout counts to its error), ms; NaN when there was none.
   */
  maxLatencyMs: number;
  p99Ms: number;
  /** The kind of the slowest request. */
  slowestKind: string | undefined;
  /** The slowest request of each kind, ms. */
  maxLatencyByKindMs: Record<string, number>;
  server5xx: number;
  connectionErrors: number;
  statuses: Record<string, number>;
  errorCodes: Record<string, number>;
  cpu: PhaseCpu;
}

/** One server instance: how it ended and what memory it held. */
export interface InstanceResult {
  index: number;
  port: number;
  pid: number | undefined;
  /** How it ended before the bench stopped it (e.g. "SIGKILL"), or why it never listened. */
  died: string | undefined;
  /** When it was seen dead, ms since spawn. */
  diedAtMs: number | undefined;
  /** The line of its stderr that says why (V8's "FATAL ERROR: …"), or its last line. */
  exitMessage: string | undefined;
  /** VmHWM from spawn to just before push B, MiB. */
  peakBeforeSwapMiB: number | undefined;
  /** VmHWM from push B to 10 s after every instance served B (reset at push B), MiB. */
  peakSwapMiB: number | undefined;
  /**
   * Whether VmHWM could be reset at push B (if not, `peakSwapMiB` covers start-up too);
   * undefined when the instance was already dead.
   */
  peakSwapResetWorked: boolean | undefined;
  /** VmRSS 30 s after every instance served B, MiB. */
  settledRssMiB: number | undefined;
  cgroup: {
    peakBeforeSwapBytes: number | undefined;
    peakSwapBytes: number | undefined;
    limitHits: number | undefined;
    oomKills: number | undefined;
  };
}

/** Everything measured for one catalog size and run. */
export interface SizeResult {
  vendors: number;
  run: number;
  catalogFileBytes: number;
  memoryLimit: string;
  pushA: PushRun;
  pushB: PushRun;
  /** Per instance, when it first served A / B live, ms since spawn. */
  servingAAt: (number | undefined)[];
  servingBAt: (number | undefined)[];
  /** When push B started and ended, ms since spawn. */
  pushBStartMs: number;
  pushBEndMs: number;
  phases: PhaseSummary[];
  instances: InstanceResult[];
  /** Per instance, connections refused before it first listened (not errors). */
  refusedBeforeListening: number[];
  /** Every request: the columns named in `columns`, one array per request. */
  requests: { columns: string[]; rows: (number | string | null)[][] };
}

/** `q` quantile of ascending values. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/** Sums up the requests sent during `phase`. */
export function summarizePhase(
  samples: readonly RequestSample[],
  phase: string,
  span: { fromMs: number; toMs: number },
  cpu: PhaseCpu,
): PhaseSummary {
  const mine = samples.filter((sample) => sample.phase === phase);
  const waited = mine.filter((sample) => sample.error !== "ECONNREFUSED");
  const latencies = waited.map((sample) => sample.latencyMs).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  const errorCodes: Record<string, number> = {};
  const maxLatencyByKindMs: Record<string, number> = {};
  let slowest: RequestSample | undefined;
  for (const sample of mine) {
    if (sample.status !== undefined) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
    if (sample.error) errorCodes[sample.error] = (errorCodes[sample.error] ?? 0) + 1;
  }
  for (const sample of waited) {
    maxLatencyByKindMs[sample.kind] = Math.max(
      maxLatencyByKindMs[sample.kind] ?? 0,
      sample.latencyMs,
    );
    if (!slowest || sample.latencyMs > slowest.latencyMs) slowest = sample;
  }
  return {
    phase,
    ...span,
    requests: mine.length,
    answered: mine.filter((sample) => sample.status !== undefined).length,
    maxLatencyMs: latencies.at(-1) ?? Number.NaN,
    p99Ms: quantile(latencies, 0.99),
    slowestKind: slowest?.kind,
    maxLatencyByKindMs,
    server5xx: mine.filter((sample) => (sample.status ?? 0) >= 500).length,
    // A request that got no answer at all: refused, reset, timed out.
    connectionErrors: mine.filter(
      (sample) => sample.error !== undefined && sample.status === undefined,
    ).length,
    statuses,
    errorCodes,
    cpu,
  };
}

/** Every request as one compact row, for the JSON file. */
export function requestRows(samples: readonly RequestSample[]): SizeResult["requests"] {
  const round = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms * 100) / 100);
  return {
    columns: [
      "startMs",
      "firstByteMs",
      "latencyMs",
      "status",
      "error",
      "instance",
      "phase",
      "kind",
    ],
    rows: samples.map((s) => [
      round(s.startMs),
      round(s.firstByteMs),
      round(s.latencyMs),
      s.status ?? null,
      s.error ?? null,
      s.instance,
      s.phase,
      s.kind,
    ]),
  };
}

const none = "—";
const seconds = (ms: number | undefined) =>
  ms === undefined ? "never" : `${(ms / 1000).toFixed(1)} s`;
const mib = (value: number | undefined) =>
  value === undefined ? "n/a" : `${Math.round(value)} MiB`;
const bytesMiB = (bytes: number | undefined) =>
  mib(bytes === undefined ? undefined : bytes / 2 ** 20);
const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} × ${n}`)
    .join(", ") || "none";
/** Per instance values as "i0 X, i1 Y". */
const perInstance = <T>(values: readonly T[], format: (value: T) => string) =>
  values.map((value, i) => `i${i} ${format(value)}`).join(", ");
/** The largest value, or undefined when any is missing (a dead instance fails the target). */
const worst = (values: readonly (number | undefined)[]) =>
  values.some((value) => value === undefined) ? undefined : Math.max(...(values as number[]));

/** "10k", "100k": a size as the table names it. */
export function sizeLabel(vendors: number): string {
  return vendors % 1000 === 0 ? `${vendors / 1000}k` : String(vendors);
}

/** An instance's memory figure, or how it died when it was dead by then. */
function memoryOf(instance: InstanceResult, value: number | undefined): string {
  return value === undefined && instance.died !== undefined
    ? `dead (${instance.died})`
    : mib(value);
}

/** How an instance ended: alive, or its status, when, and why. */
function fate(instance: InstanceResult): string {
  if (instance.died === undefined) return "alive";
  const why = instance.exitMessage ? ` (${instance.exitMessage})` : "";
  return `${instance.died} at ${seconds(instance.diedAtMs)}${why}`;
}

/** The two lines of one phase: the slowest request, and the 5xx and connection errors. */
function phaseLines(label: string, summary: PhaseSummary): Line[] {
  const { maxLatencyMs, p99Ms, server5xx, connectionErrors } = summary;
  const { serverCores, bridgeCores, loadGeneratorCores, machineIdle, otherCores } = summary.cpu;
  const cores = (value: number | undefined) => (value === undefined ? "n/a" : value.toFixed(2));
  const idle = machineIdle === undefined ? "n/a" : `${Math.round(machineIdle * 100)} %`;
  const span = `${seconds(summary.fromMs)} to ${seconds(summary.toMs)} after spawn; CPU cores used: servers ${perInstance(serverCores, cores)}, bridge ${cores(bridgeCores)}, load generator ${cores(loadGeneratorCores)}, everything else ${cores(otherCores)}; machine idle ${idle}`;
  const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} ms`);
  return [
    {
      row: `${label}, ${summary.phase}: slowest request`,
      target: `≤ ${TARGETS.maxLatencyMs} ms`,
      project: `${summary.requests} requests (${summary.answered} answered), p99 ${ms(p99Ms)}, max ${ms(maxLatencyMs)} (${summary.slowestKind ?? none})`,
      reference: span,
      value: summary.answered > 0 ? `${maxLatencyMs.toFixed(1)} ms` : "no answer",
      pass: summary.answered > 0 && maxLatencyMs <= TARGETS.maxLatencyMs,
    },
    {
      row: `${label}, ${summary.phase}: 5xx / connection errors`,
      target: "0 / 0",
      project: `statuses ${list(summary.statuses)}`,
      reference: `errors ${list(summary.errorCodes)}`,
      value: `${server5xx} / ${connectionErrors}`,
      pass: server5xx === 0 && connectionErrors === 0,
    },
  ];
}

/** The table's lines for one size and run. */
export function sizeLines(result: SizeResult, runs: number): Line[] {
  const label = `${sizeLabel(result.vendors)}${runs > 1 ? ` run ${result.run}` : ""}`;
  const { instances } = result;
  const readyMs = worst(result.servingAAt);
  const servedBMs = worst(result.servingBAt);
  const swapMs = servedBMs === undefined ? undefined : servedBMs - result.pushBEndMs;
  const killed = instances.filter((instance) => instance.died !== undefined);
  const peakSwap = worst(instances.map((instance) => instance.peakSwapMiB));
  const settled = worst(instances.map((instance) => instance.settledRssMiB));
  const cgroupPeaks = (pick: (i: InstanceResult) => number | undefined) =>
    instances.some((instance) => pick(instance) !== undefined)
      ? `; cgroup max usage ${perInstance(instances.map(pick), bytesMiB)}`
      : "";
  const swapPeaks = perInstance(instances, (i) => memoryOf(i, i.peakSwapMiB));
  const startPeaks = perInstance(instances, (i) => memoryOf(i, i.peakBeforeSwapMiB));
  const resetNote = instances.some((i) => i.peakSwapResetWorked === false)
    ? "; VmHWM could not be reset at push B: the peak includes start-up"
    : "";
  return [
    {
      row: `${label}: catalog push A (CLI)`,
      target: none,
      project: result.pushA.output,
      reference: `catalog file ${mib(result.catalogFileBytes / 2 ** 20)}`,
      value: seconds(result.pushA.ms),
      pass: undefined,
    },
    {
      row: `${label}: spawn to every instance serving live A`,
      target: none,
      project: perInstance(result.servingAAt, seconds),
      reference: `refused before listening: ${perInstance(result.refusedBeforeListening, String)}`,
      value: seconds(readyMs),
      pass: undefined,
    },
    ...result.phases.flatMap((summary) => phaseLines(label, summary)),
    {
      row: `${label}: push B done to every instance serving B`,
      target: `≤ ${seconds(TARGETS.swapWithinMs)}`,
      project: `served B at ${perInstance(
        result.servingBAt.map((at) => (at === undefined ? undefined : at - result.pushBEndMs)),
        seconds,
      )} after the push`,
      reference: `push B took ${seconds(result.pushB.ms)}: ${result.pushB.output}`,
      value: seconds(swapMs),
      pass: swapMs !== undefined && swapMs <= TARGETS.swapWithinMs,
    },
    {
      row: `${label}: no instance OOM-killed or dead`,
      target: "none",
      project: perInstance(
        instances,
        (i) => `${fate(i)}, cgroup OOM kills ${i.cgroup.oomKills ?? "n/a"}`,
      ),
      reference: result.memoryLimit,
      value: killed.length === 0 ? "none" : `${killed.length} died`,
      pass: killed.length === 0 && instances.every((i) => !i.cgroup.oomKills),
    },
    {
      row: `${label}: peak RSS, push B to 10 s after all served B`,
      target: `< ${TARGETS.peakSwapRssMiB} MiB`,
      project: `VmHWM ${swapPeaks}${cgroupPeaks((i) => i.cgroup.peakSwapBytes)}`,
      reference: `before the swap (start-up included): VmHWM ${startPeaks}${cgroupPeaks((i) => i.cgroup.peakBeforeSwapBytes)}${resetNote}`,
      value: mib(peakSwap),
      pass: peakSwap !== undefined && peakSwap < TARGETS.peakSwapRssMiB,
    },
    {
      row: `${label}: RSS 30 s after all served B`,
      target: `< ${TARGETS.settledRssMiB} MiB`,
      project: `VmRSS ${perInstance(instances, (i) => memoryOf(i, i.settledRssMiB))}`,
      reference: "load stopped 10 s after all served B",
      value: mib(settled),
      pass: settled !== undefined && settled < TARGETS.settledRssMiB,
    },
  ];
}
