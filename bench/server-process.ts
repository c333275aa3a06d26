import { type ChildProcess, spawn } from "node:child_process";
import { type CpuSeconds, processCpuSeconds } from "./cpu-usage.ts";

/** A server running in its own child process. */
export interface ServerProcess {
  /** `http://127.0.0.1:port`, as the server printed it. */
  url: string;
  pid: number;
  /** CPU seconds the process has used so far (Linux `/proc`), if known. */
  cpuSeconds(): CpuSeconds | undefined;
  /** What the server wrote to stderr (the last 64 KiB). */
  stderr(): string;
  /** How the process ended (exit code or signal) if it has, else undefined. */
  exitStatus(): string | undefined;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const live = new Set<ChildProcess>();
const READY_TIMEOUT_MS = 60_000;
const LISTENING = /listening on (http:\/\/\S+)/;

// A crash or an early exit of the bench must not leave servers holding ports and cores.
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Node flags every Node server the bench starts runs with (project, bare and peer alike),
 * from `BENCH_SERVER_FLAGS` (`--server-flags`): to reproduce another machine's conditions,
 * e.g. a smaller young generation (`--max-semi-space-size=1`).
 */
function serverFlags(): string[] {
  return (process.env.BENCH_SERVER_FLAGS ?? "").split(/\s+/).filter(Boolean);
}

/**
 * Starts `node <args>` (or `runtime.command`) with `env` added and waits for its "listening on http://…" line.
 * stdout keeps being drained afterwards (an access log must never block on a full pipe).
 */
export async function startServer(
  name: string,
  args: string[],
  env: Record<string, string>,
  runtime: { command?: string; cwd?: string } = {},
): Promise<ServerProcess> {
  const command = runtime.command ?? process.execPath;
  const flags = runtime.command ? [] : serverFlags();
  const child = spawn(command, [...flags, ...args], {
    cwd: runtime.cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  child.once("exit", () => live.delete(child));

  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-65_536);
  });

  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited(child);
    clearTimeout(timer);
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = "";
      const timer = setTimeout(
        () => reject(new Error(`${name} did not report listening within ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
      const onData = (chunk: string) => {
        seen = (seen + chunk).slice(-4096);
        const match = LISTENING.exec(seen);
        if (match?.[1]) {
          clearTimeout(timer);
          // Still flowing with no listener: later output is read and dropped.
          child.stdout?.off("data", onData);
          resolve(match[1]);
        }
      };
      child.stdout?.setEncoding("utf8");
      child.stdout?.on("data", onData);
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${signal ?? code}) before listening:\n${stderr}`));
      });
      child.once("error", reject);
    });
    return {
      url,
      pid: child.pid as number,
      cpuSeconds: () => processCpuSeconds(child.pid as number),
      stderr: () => stderr,
      exitStatus: () =>
        child.exitCode !== null || child.signalCode !== null
          ? String(child.signalCode ?? child.exitCode)
          : undefined,
      stop,
    };
  } catch (error) {
    await stop(1_000);
    throw error;
  }
}
