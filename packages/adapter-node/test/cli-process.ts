import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const running = new Set<ChildProcess>();

/** A `grc-directory` process started from the sources. */
export interface CliProcess {
  child: ChildProcess;
  /** Resolves with the URL once it prints "listening on …"; rejects if it exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code and when it came (`performance.now()`). */
  exited: Promise<{ code: number | null; at: number }>;
  output(): { stdout: string; stderr: string };
  /** Sends SIGTERM; resolves with the exit code and how long after the signal it came. */
  terminate(): Promise<{ code: number | null; afterMs: number }>;
}

/** Runs `grc-directory <args>` with `PORT=0` and `env` added. */
export function startCli(args: string[], env: Record<string, string> = {}): CliProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=@grc-directory/source", "--import", "tsx", CLI, ...args],
    { env: { ...process.env, PORT: "0", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve({ code, at: performance.now() });
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const match = stdout.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then(() => reject(new Error(`exited before listening:\n${stdout}${stderr}`)));
  });
  // Processes expected to exit are never awaited for `listening`.
  listening.catch(() => {});
  return {
    child,
    listening,
    exited,
    output: () => ({ stdout, stderr }),
    async terminate() {
      const sent = performance.now();
      child.kill("SIGTERM");
      const { code, at } = await exited;
      return { code, afterMs: at - sent };
    },
  };
}

/** Kills every process `startCli` started that is still running (for `afterAll`). */
export function killCliProcesses(): void {
  for (const child of running) child.kill("SIGKILL");
}
