import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free loopback port, found by binding port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Fails with the fix when redis-server is missing (`pnpm test` installs it first). */
export function ensureRedisServer(): void {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
  } catch {
    throw new Error(
      "redis-server is missing: run `bash scripts/ensure-test-tools.sh` (pnpm test does).",
    );
  }
}

export interface TestRedis {
  port: number;
  stop(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers. */
  pause(): void;
  /** Thaws a paused process (SIGCONT). */
  resume(): void;
  /** Kills the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

/**
 * A throwaway Redis on a free loopback port (or `port`, to bring one back after a stop),
 * stopped by `stop()`. No persistence, unless `appendOnlyDir` names a directory: then every
 * write is fsynced to an append-only file there before it is acknowledged, so a Redis
 * started again on the same directory after a kill has every acknowledged write.
 */
export async function startRedis(
  fixedPort?: number,
  options: { appendOnlyDir?: string } = {},
): Promise<TestRedis> {
  ensureRedisServer();
  const port = fixedPort ?? (await freePort());
  const persistence = options.appendOnlyDir
    ? ["--appendonly", "yes", "--appendfsync", "always", "--dir", options.appendOnlyDir]
    : ["--appendonly", "no"];
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  // A test run that ends for any reason takes its Redis with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const notReady = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`redis-server was not ready within 30 s: ${output}`));
    }, 30_000);
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) {
        clearTimeout(notReady);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(notReady);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  const exit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGCONT");
      child.kill(signal);
    });
  return {
    port,
    stop: () => exit("SIGTERM"),
    pause: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
    kill: () => exit("SIGKILL"),
  };
}
