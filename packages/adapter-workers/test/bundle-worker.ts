import { fileURLToPath } from "node:url";
import { type BuildOptions, build } from "esbuild";

/**
 * The `[alias]` table of examples/workers/wrangler.toml, resolved here from this package's
 * source: `@upstash/ratelimit` imports `@upstash/core-analytics` even with analytics off.
 */
export const WORKER_ALIASES = {
  "@upstash/core-analytics": fileURLToPath(
    new URL("../src/no-upstash-analytics.ts", import.meta.url),
  ),
};

/** esbuild settings as wrangler bundles a Worker, with workspace packages from source. */
export const WRANGLER_LIKE_BUILD = {
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  minify: true,
  write: false,
  conditions: ["@grc-directory/source", "workerd", "worker", "browser"],
  mainFields: ["browser", "module", "main"],
  alias: WORKER_ALIASES,
  // With nodejs_compat (wrangler.toml), Node's built-ins are workerd's own: wrangler leaves
  // them out of the script, bare names (`events`, which context-async-hooks imports) too.
  external: ["node:*", "events", "async_hooks"],
  logLevel: "silent",
} as const satisfies BuildOptions;

/**
 * Bundles a Worker entry the way wrangler does (esbuild, ES module, the `workerd`,
 * `worker` and `browser` export conditions, minified, names not kept, the example's
 * aliases), resolving workspace packages to their sources; answers the script.
 */
export async function bundleWorker(entry: string): Promise<string> {
  const result = await build({ ...WRANGLER_LIKE_BUILD, entryPoints: [entry] });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  return output.text;
}
