import type { ChildProcess } from "node:child_process";

/** What a starting `grc-directory serve` printed once it listened. */
export interface ListeningServer {
  /** The API's origin from its "listening on" line. */
  origin: string;
  /** The Prometheus scrape URL from its "Metrics at" line; empty when metrics are off. */
  metricsUrl: string;
  /** Everything it printed until then, stdout and stderr. */
  output: string;
}

/**
 * Waits until the server started as `child` prints that it listens; rejects with what it
 * printed if it exits first or does not listen within `timeoutMs`.
 */
export function listeningServer(child: ChildProcess, timeoutMs: number): Promise<ListeningServer> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not listening:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk;
      const origin = output.match(/listening on (http:\/\/\S+)/)?.[1];
      if (origin === undefined) return;
      clearTimeout(timer);
      const metricsUrl = output.match(/Metrics at (http:\/\/\S+)/)?.[1] ?? "";
      resolve({ origin, metricsUrl, output });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
}
