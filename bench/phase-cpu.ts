import { cpus } from "node:os";
import { machineCpuTicks, machineIdleSince } from "./cpu-usage.ts";
import type { ServerProcess } from "./server-process.ts";

/** What the machine's CPU did during a phase (every process shares the same cores). */
export interface PhaseCpu {
  /** CPU each server instance used, in cores (undefined once it has died). */
  serverCores: (number | undefined)[];
  /** CPU the Upstash REST bridge process used, in cores. */
  bridgeCores: number | undefined;
  /** CPU the bench process (the load generator) used, in cores. */
  loadGeneratorCores: number;
  /** Share of the whole machine's CPU left idle, if `/proc/stat` tells. */
  machineIdle: number | undefined;
  /**
   * CPU the rest of the machine used, in cores: Redis, the push CLI, and whatever else runs
   * on it (another test run skews every figure here).
   */
  otherCores: number | undefined;
}

/** The sum of some numbers. */
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** CPU seconds a child process has used so far, if it runs and `/proc` tells. */
function cpuSecondsOf(child: ServerProcess | undefined): number | undefined {
  const used = child?.exitStatus() === undefined ? child?.cpuSeconds() : undefined;
  return used && used.user + used.system;
}

/** A point to measure CPU use from: the servers', the bridge's, the bench's, the machine's. */
export function cpuMark(bridge: ServerProcess, servers: readonly (ServerProcess | undefined)[]) {
  return {
    at: performance.now(),
    // Not listening yet at the first mark: nothing used so far that counts.
    servers: servers.map((server) => cpuSecondsOf(server) ?? 0),
    bridge: cpuSecondsOf(bridge),
    own: process.cpuUsage(),
    ticks: machineCpuTicks(),
  };
}

/** CPU use from `mark` until now, in cores, and the machine's idle share. */
export function cpuSince(
  mark: ReturnType<typeof cpuMark>,
  bridge: ServerProcess,
  servers: readonly (ServerProcess | undefined)[],
): PhaseCpu {
  const wallSeconds = (performance.now() - mark.at) / 1000;
  const cores = (before: number | undefined, after: number | undefined) =>
    before === undefined || after === undefined ? undefined : (after - before) / wallSeconds;
  const own = process.cpuUsage(mark.own);
  const serverCores = servers.map((server, i) => cores(mark.servers[i], cpuSecondsOf(server)));
  const bridgeCores = cores(mark.bridge, cpuSecondsOf(bridge));
  const loadGeneratorCores = (own.user + own.system) / 1e6 / wallSeconds;
  const machineIdle = machineIdleSince(mark.ticks);
  const known = [...serverCores, bridgeCores, loadGeneratorCores];
  const otherCores =
    machineIdle === undefined || known.includes(undefined)
      ? undefined
      : Math.max(0, (1 - machineIdle) * cpus().length - sum(known as number[]));
  return { serverCores, bridgeCores, loadGeneratorCores, machineIdle, otherCores };
}
