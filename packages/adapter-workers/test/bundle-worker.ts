import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** A Worker script as wrangler would upload it, and its sizes. */
export interface WorkerBundle {
  code: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Bundles a Worker entry the way wrangler does (esbuild, ES module, the `workerd`,
 * `worker` and `browser` export conditions, minified), resolving workspace packages to
 * their sources.
 */
export async function bundleWorker(entry: string): Promise<WorkerBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    minify: true,
    write: false,
    conditions: ["@grc-directory/source", "workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  return {
    code: output.text,
    bytes: output.contents.byteLength,
    gzipBytes: gzipSync(output.contents, { level: 9 }).byteLength,
  };
}
