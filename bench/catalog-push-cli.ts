import { spawn } from "node:child_process";

/** What one `grc-directory catalog push FILE` run did. */
export interface PushRun {
  /** From spawning the CLI to its exit, ms. */
  ms: number;
  /** Its output line ("Pushed FILE: N vendors, live catalog version V (K chunks)"). */
  output: string;
  /** The live catalog version it reported. */
  version: string;
}

/** Runs the built CLI's `catalog push FILE` with `env` added; throws unless it succeeded. */
export function pushWithCli(cli: string, file: string, env: Record<string, string>) {
  return new Promise<PushRun>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, "catalog", "push", file], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      const ms = performance.now() - started;
      const version = /live catalog version ([0-9a-f]+)/.exec(output)?.[1];
      if (code !== 0 || !version) {
        return reject(new Error(`catalog push ${file} ended with ${signal ?? code}: ${output}`));
      }
      resolve({ ms, output: output.trim(), version });
    });
  });
}
