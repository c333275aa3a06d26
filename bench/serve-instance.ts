import type { MemoryLimit } from "./memory-cgroup.ts";
import { statusMiB } from "./process-memory.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** One `grc-directory serve` instance: its port, memory limit, and the process once listening. */
export interface Instance {
  port: number;
  url: string;
  limit: MemoryLimit;
  server: ServerProcess | undefined;
  /** Why it never listened (e.g. killed while loading), with its stderr, if so. */
  startError: string | undefined;
}

/** How an instance ended ("SIGKILL", "1", or why it never listened); undefined while it runs. */
export function exitOf(instance: Instance): string | undefined {
  if (instance.startError === undefined) return instance.server?.exitStatus();
  return /exited \((\w+)\) before listening/.exec(instance.startError)?.[1] ?? "never listened";
}

/** Why an instance ended, from its stderr: V8's "FATAL ERROR: …" line, else the last line. */
export function exitMessage(instance: Instance): string | undefined {
  const text = instance.server?.stderr() ?? instance.startError ?? "";
  const fatal = /FATAL ERROR:[^\n]*/.exec(text)?.[0];
  return (fatal ?? text.trim().split("\n").at(-1))?.slice(0, 300) || undefined;
}

/** Whether an instance has died (or never came up), so that waiting for it is pointless. */
export function isDead(instance: Instance): boolean {
  return exitOf(instance) !== undefined;
}

/** Spawns one server under its memory limit; `onListening` runs when it says it listens. */
export function spawnInstance(
  cli: string,
  instance: Instance,
  index: number,
  env: Record<string, string>,
  onListening: () => void,
): void {
  const { command, args } = instance.limit.command([cli, "serve"]);
  startServer(
    `grc-directory serve #${index}`,
    args,
    { ...env, PORT: String(instance.port) },
    { command },
  ).then(
    (server) => {
      instance.server = server;
      onListening();
    },
    (error: Error) => {
      instance.startError = error.message;
    },
  );
}

/** The peak memory of an instance so far: process VmHWM and its cgroup's max usage. */
export function peaks(instance: Instance) {
  const pid = instance.server?.pid;
  return {
    rssMiB: pid === undefined ? undefined : statusMiB(pid, "VmHWM"),
    cgroupBytes: instance.limit.peakBytes(),
  };
}
