import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { bundleWorker } from "./bundle-worker.ts";

const EXAMPLE = fileURLToPath(new URL("../../../examples/workers/", import.meta.url));

/**
 * workerd's output, minus its report of a client that went away mid-answer: the contract
 * suite aborts requests on purpose (Ask AI streams, slow clients), and workerd logs each as
 * an error on stderr. Every other line passes through.
 */
function quietDisconnects(
  stdout: Readable,
  stderr: Readable,
  onStdoutLine?: (line: string) => void,
): void {
  if (onStdoutLine) createInterface({ input: stdout }).on("line", onStdoutLine);
  else stdout.pipe(process.stdout);
  createInterface({ input: stderr }).on("line", (line) => {
    if (!/\bdisconnected\b/.test(line)) process.stderr.write(`${line}\n`);
  });
}

/**
 * `examples/workers` in workerd through Miniflare, as `wrangler.toml` configures it: the
 * script bundled as wrangler would, the catalog as a static asset behind the Worker
 * (`run_worker_first`), and `bindings` added to its vars.
 */
export async function startExampleWorker(
  bindings: Record<string, string>,
  /** Another script in the same set-up (a benchmark's control); default the example. */
  script?: string,
  /** Receives each line the Worker writes on stdout (its logs) instead of the test's stdout. */
  onStdoutLine?: (line: string) => void,
): Promise<{ url: string; stop(): Promise<void> }> {
  const worker = new Miniflare({
    modules: true,
    script: script ?? (await bundleWorker(join(EXAMPLE, "src/index.ts"))),
    compatibilityDate: "2026-07-01",
    compatibilityFlags: ["nodejs_compat"],
    bindings: { CATALOG_ASSET: "/catalog.json", ...bindings },
    assets: {
      directory: join(EXAMPLE, "catalog"),
      binding: "ASSETS",
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    host: "127.0.0.1",
    port: 0,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) =>
      quietDisconnects(stdout, stderr, onStdoutLine),
  });
  const url = await worker.ready;
  return { url: url.origin, stop: () => worker.dispose() };
}
