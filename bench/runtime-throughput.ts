import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { wranglerDryRun } from "../examples/workers/test/wrangler-dry-run.ts";
import { startExampleWorker } from "../packages/adapter-workers/test/example-worker.ts";
import { adapterEnv, type HttpRun, load } from "./http-throughput.ts";
import { startServer } from "./server-process.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => join(ROOT, "node_modules/.bin", name);
const versionOf = (command: string) =>
  execFileSync(command, ["--version"], { encoding: "utf8" }).split("\n")[0]?.trim() ?? "";

/** One runtime serving the built packages, under the same load as the Node comparison. */
export interface RuntimeRun {
  runtime: string;
  version: string;
  run: HttpRun;
}

/** The Worker bundles as `wrangler deploy --dry-run` reports them, KiB. */
export interface WorkerBundleSizes {
  withOpenAi: { kib: number; gzipKib: number };
  withoutOpenAi: { kib: number; gzipKib: number };
}

export interface RuntimeResult {
  runs: RuntimeRun[];
  bundles: WorkerBundleSizes;
}

async function processRun(
  runtime: string,
  version: string,
  command: string,
  args: string[],
  cwd?: string,
): Promise<RuntimeRun> {
  const server = await startServer(runtime, args, adapterEnv("warn"), { command, cwd });
  try {
    return { runtime, version, run: await load(server) };
  } finally {
    await server.stop();
  }
}

async function workerdRun(): Promise<RuntimeRun> {
  const { CATALOG_RATE_LIMIT, CATALOG_RATE_WINDOW_SECONDS, LOG_LEVEL } = adapterEnv("warn");
  const worker = await startExampleWorker({
    CATALOG_RATE_LIMIT,
    CATALOG_RATE_WINDOW_SECONDS,
    LOG_LEVEL,
  });
  try {
    // workerd runs in its own process that Miniflare does not name: no CPU figure.
    const run = await load({ url: worker.url, cpuSeconds: () => undefined });
    return { runtime: "workerd (Miniflare)", version: "", run };
  } finally {
    await worker.stop();
  }
}

/**
 * `GET /api/v1/search?framework=iso-27001` on each runtime in turn, one server at a time,
 * from the built packages: Node (`grc-directory serve`), Bun and Deno (their examples) and
 * workerd (the Workers example bundle in Miniflare).
 */
export async function measureRuntimes(progress: (message: string) => void): Promise<RuntimeResult> {
  progress("runtimes: wrangler dry-run of the Workers example");
  const size = async (entry: "index" | "without-openai") => {
    const { kib, gzipKib } = await wranglerDryRun(entry);
    return { kib, gzipKib };
  };
  const bundles = { withOpenAi: await size("index"), withoutOpenAi: await size("without-openai") };
  const runs: RuntimeRun[] = [];
  progress("runtimes: Node");
  runs.push(
    await processRun("Node", process.version, process.execPath, [
      join(ROOT, "packages/adapter-node/dist/cli.js"),
      "serve",
    ]),
  );
  progress("runtimes: Bun");
  runs.push(
    await processRun("Bun", versionOf(bin("bun")), bin("bun"), [
      join(ROOT, "examples/bun/main.ts"),
    ]),
  );
  progress("runtimes: Deno");
  runs.push(
    await processRun(
      "Deno",
      versionOf(bin("deno"))
        .replace(/^deno /, "")
        .replace(/ \(.*$/, ""),
      bin("deno"),
      ["run", "--allow-net", "--allow-env", "--allow-read", "main.ts"],
      join(ROOT, "examples/deno"),
    ),
  );
  progress("runtimes: workerd");
  runs.push(await workerdRun());
  return { runs, bundles };
}
