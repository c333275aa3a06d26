import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RUNTIMES } from "../conformance/runtimes.ts";
import {
  type BundlePart,
  workerBundleBreakdown,
} from "../examples/workers/test/worker-bundle-breakdown.ts";
import { wranglerDryRun } from "../examples/workers/test/wrangler-dry-run.ts";
import { startExampleWorker } from "../packages/adapter-workers/test/example-worker.ts";
import { adapterEnv, type HttpRun, load } from "./http-throughput.ts";
import { HOT_SEARCH_PATH } from "./queries.ts";
import { startServer } from "./server-process.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
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
  /** Minified bytes per package in the Worker without the OpenAI client (esbuild metafile). */
  withoutOpenAiParts: BundlePart[];
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

/**
 * The Workers example in workerd, then a control: a Worker in the same Miniflare set-up
 * answering the example's bytes with no work, to show what Miniflare itself allows here.
 */
async function workerdRuns(): Promise<RuntimeRun[]> {
  const { CATALOG_RATE_LIMIT, CATALOG_RATE_WINDOW_SECONDS, LOG_LEVEL } = adapterEnv("warn");
  const worker = await startExampleWorker({
    CATALOG_RATE_LIMIT,
    CATALOG_RATE_WINDOW_SECONDS,
    LOG_LEVEL,
  });
  let body: string;
  let example: HttpRun;
  try {
    body = await (await fetch(worker.url + HOT_SEARCH_PATH)).text();
    // workerd runs in its own process that Miniflare does not name: no CPU figure.
    example = await load({ url: worker.url, cpuSeconds: () => undefined });
  } finally {
    await worker.stop();
  }
  const control = await startExampleWorker(
    {},
    `const body = ${JSON.stringify(body)};
export default { fetch: () => new Response(body, { headers: { "content-type": "application/json; charset=utf-8" } }) };`,
  );
  try {
    const fixed = await load({ url: control.url, cpuSeconds: () => undefined });
    return [
      { runtime: "workerd (Miniflare), examples/workers", version: "", run: example },
      { runtime: "workerd (Miniflare), a Worker sending the same bytes", version: "", run: fixed },
    ];
  } finally {
    await control.stop();
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
  const bundles = {
    withOpenAi: await size("index"),
    withoutOpenAi: await size("without-openai"),
    withoutOpenAiParts: (await workerBundleBreakdown("without-openai")).parts,
  };
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
    await processRun("Bun", versionOf(RUNTIMES.bun), RUNTIMES.bun, [
      join(ROOT, "examples/bun/main.ts"),
    ]),
  );
  progress("runtimes: Deno");
  runs.push(
    await processRun(
      "Deno",
      versionOf(RUNTIMES.deno)
        .replace(/^deno /, "")
        .replace(/ \(.*$/, ""),
      RUNTIMES.deno,
      ["run", "--allow-net", "--allow-env", "--allow-read", "main.ts"],
      join(ROOT, "examples/deno"),
    ),
  );
  progress("runtimes: workerd");
  runs.push(...(await workerdRuns()));
  return { runs, bundles };
}
