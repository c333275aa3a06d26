import { build } from "esbuild";

/**
 * Bundles a Worker entry the way wrangler does (esbuild, ES module, the `workerd`,
 * `worker` and `browser` export conditions, minified, names not kept), resolving workspace
 * packages to their sources; answers the script.
 */
export async function bundleWorker(entry: string): Promise<string> {
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
  return output.text;
}
