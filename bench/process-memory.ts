import { readFileSync, writeFileSync } from "node:fs";

/** A `/proc/<pid>/status` memory field (`VmRSS` now, `VmHWM` its peak) in MiB, if readable. */
export function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Starts a process's `VmHWM` over from its current RSS (`clear_refs` 5); false if refused. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
