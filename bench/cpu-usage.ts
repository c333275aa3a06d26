import { readFileSync } from "node:fs";

/** Linux reports process CPU time in clock ticks; 100 per second on every mainstream build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time split into user space (JS, libuv) and kernel (syscalls, socket copies). */
export interface CpuSeconds {
  user: number;
  system: number;
}

/** User and system CPU seconds a process has used so far, if `/proc` tells. */
export function processCpuSeconds(pid: number): CpuSeconds | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesized command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      user: Number(fields[11]) / CLOCK_TICKS_PER_SECOND,
      system: Number(fields[12]) / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/** Share of the machine's CPU time that was idle between two `/proc/stat` readings. */
export function machineIdleSince(before: number[] | undefined): number | undefined {
  const after = machineCpuTicks();
  if (!before || !after) return undefined;
  const delta = after.map((value, i) => value - (before[i] ?? 0));
  const total = delta.reduce((sum, value) => sum + value, 0);
  // Fields: user nice system idle iowait irq softirq steal …; idle + iowait is unused time.
  return total > 0 ? ((delta[3] ?? 0) + (delta[4] ?? 0)) / total : undefined;
}

/** The machine-wide CPU tick counters (first line of `/proc/stat`), if readable. */
export function machineCpuTicks(): number[] | undefined {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
    return line.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
}
