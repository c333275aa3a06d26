import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

const packageDir = (name: string) =>
  dirname(createRequire(join(ROOT, "package.json")).resolve(`${name}/package.json`));

/**
 * The runtimes' own executables, installed from the npm registry. Never the `.bin` shims:
 * Deno's runs the binary as a child of a Node process that does not pass SIGTERM on, so
 * stopping the shim would leave the server running.
 */
export const RUNTIMES = {
  bun: join(packageDir("bun"), "bin/bun.exe"),
  deno: join(packageDir("deno"), "deno"),
};

/**
 * Starts a server process on port 0 and resolves with the URL it prints in its
 * "listening on http://…" line; `stop` sends SIGTERM and waits for the exit.
 */
export function startServerProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string> },
): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${command} did not start within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], stop });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before listening:\n${output}`));
    });
  });
}
