import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** How one server process is held to a memory limit, and what the kernel reports of it. */
export interface MemoryLimit {
  /** In words, for the output: where the limit is set, or why there is none. */
  description: string;
  /** The command and arguments that start `node <nodeArgs>` under the limit. */
  command(nodeArgs: string[]): { command: string | undefined; args: string[] };
  /** The most memory the cgroup has charged (page cache included), bytes, if it tells. */
  peakBytes(): number | undefined;
  /** Starts `peakBytes` over, where the kernel allows it. */
  resetPeak(): void;
  /** How often the limit was hit (v1 `memory.failcnt` or `memory.memsw.failcnt`, v2 `max` events). */
  limitHits(): number | undefined;
  /** How many processes the OOM killer killed in the cgroup. */
  oomKills(): number | undefined;
  /** Removes the cgroup (its processes must have exited); safe to call twice. */
  remove(): void;
}

const V1_ROOT = "/sys/fs/cgroup/memory";
const V2_ROOT = "/sys/fs/cgroup";

/** A number from a cgroup file, or undefined when it is absent or unreadable. */
function readNumber(file: string): number | undefined {
  try {
    const value = Number(readFileSync(file, "utf8").trim());
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** One `key value` line of a flat-keyed cgroup file (`memory.events`, `memory.oom_control`). */
function readKey(file: string, key: string): number | undefined {
  try {
    const match = new RegExp(`^${key} (\\d+)$`, "m").exec(readFileSync(file, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a cgroup file; false when the kernel refuses. */
function tryWrite(file: string, value: string): boolean {
  try {
    writeFileSync(file, value);
    return true;
  } catch {
    return false;
  }
}

/** `node <nodeArgs>` through `sh`, which joins the cgroup before it execs node (same pid). */
function joiningCgroup(procs: string, nodeArgs: string[]) {
  const script = `echo $$ > '${procs}' && exec "$0" "$@"`;
  return { command: "sh", args: ["-c", script, process.execPath, ...nodeArgs] };
}

/** A cgroup v1 memory cgroup `name` limited to `bytes` (and as much swap: none). */
function cgroupV1(name: string, bytes: number): MemoryLimit | undefined {
  const dir = join(V1_ROOT, name);
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  const file = (leaf: string) => join(dir, leaf);
  if (!tryWrite(file("memory.limit_in_bytes"), String(bytes))) {
    rmdirSync(dir);
    return undefined;
  }
  const memsw = existsSync(file("memory.memsw.limit_in_bytes"));
  if (memsw) tryWrite(file("memory.memsw.limit_in_bytes"), String(bytes));
  return {
    description: `cgroup v1, one cgroup per instance under ${V1_ROOT}: memory.limit_in_bytes${memsw ? " and memory.memsw.limit_in_bytes" : ""} = ${bytes / 2 ** 20} MiB, joined before node starts`,
    command: (nodeArgs) => joiningCgroup(file("cgroup.procs"), nodeArgs),
    peakBytes: () => readNumber(file("memory.max_usage_in_bytes")),
    resetPeak: () => void tryWrite(file("memory.max_usage_in_bytes"), "0"),
    // With memsw limited too, a charge may fail on memsw first and count only there.
    limitHits: () =>
      Math.max(
        readNumber(file("memory.failcnt")) ?? 0,
        readNumber(file("memory.memsw.failcnt")) ?? 0,
      ),
    oomKills: () => readKey(file("memory.oom_control"), "oom_kill"),
    remove: () => removeDir(dir),
  };
}

/** A cgroup v2 cgroup `name` with `memory.max` = `bytes` and no swap. */
function cgroupV2(name: string, bytes: number): MemoryLimit | undefined {
  if (!existsSync(join(V2_ROOT, "cgroup.controllers"))) return undefined;
  // A child cgroup has the memory controller only when its parent hands it down.
  tryWrite(join(V2_ROOT, "cgroup.subtree_control"), "+memory");
  const dir = join(V2_ROOT, name);
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  const file = (leaf: string) => join(dir, leaf);
  if (!tryWrite(file("memory.max"), String(bytes))) {
    rmdirSync(dir);
    return undefined;
  }
  tryWrite(file("memory.swap.max"), "0");
  return {
    description: `cgroup v2, one cgroup per instance under ${V2_ROOT}: memory.max = ${bytes / 2 ** 20} MiB, joined before node starts`,
    command: (nodeArgs) => joiningCgroup(file("cgroup.procs"), nodeArgs),
    // memory.peak exists from Linux 5.19; writing to it resets it from 6.12.
    peakBytes: () => readNumber(file("memory.peak")),
    resetPeak: () => void tryWrite(file("memory.peak"), "0"),
    limitHits: () => readKey(file("memory.events"), "max"),
    oomKills: () => readKey(file("memory.events"), "oom_kill"),
    remove: () => removeDir(dir),
  };
}

/** Removes an empty cgroup directory, retrying briefly while its last process is reaped. */
function removeDir(dir: string): void {
  const deadline = Date.now() + 2_000;
  while (existsSync(dir)) {
    try {
      rmdirSync(dir);
    } catch (error) {
      if (Date.now() > deadline) {
        process.stderr.write(`bench: could not remove ${dir}: ${(error as Error).message}\n`);
        return;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/** No cgroup to write to: V8's old-space cap, which bounds the JS heap and not the RSS. */
function heapCap(limitMiB: number): MemoryLimit {
  const flag = `--max-old-space-size=${limitMiB}`;
  return {
    description: `NO cgroup memory limit (no writable cgroup v1 or v2 memory controller): ${flag} only, which caps the JS heap, not the RSS`,
    command: (nodeArgs) => ({ command: undefined, args: [flag, ...nodeArgs] }),
    peakBytes: () => undefined,
    resetPeak: () => {},
    limitHits: () => undefined,
    oomKills: () => undefined,
    remove: () => {},
  };
}

/** No limit at all (`--memory-limit-mib 0`). */
function unlimited(): MemoryLimit {
  return {
    ...heapCap(0),
    description: "no memory limit",
    command: (args) => ({ command: undefined, args }),
  };
}

/**
 * A memory limit of `limitMiB` for one process: a new cgroup `name` (v1, else v2) it joins
 * before node starts, else `--max-old-space-size` (said so in `description`); none for 0.
 */
export function memoryLimit(name: string, limitMiB: number): MemoryLimit {
  if (limitMiB <= 0) return unlimited();
  const bytes = limitMiB * 2 ** 20;
  return cgroupV1(name, bytes) ?? cgroupV2(name, bytes) ?? heapCap(limitMiB);
}
