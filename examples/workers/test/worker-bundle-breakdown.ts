import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { WRANGLER_LIKE_BUILD } from "../../../packages/adapter-workers/test/bundle-worker.ts";

/** What one package (or one folder of the core) puts in the Worker script. */
export interface BundlePart {
  /** An npm package (`valibot`), or a workspace folder (`core/src/site`). */
  name: string;
  /** Minified bytes in the script. */
  bytes: number;
}

/** The Worker script as esbuild builds it for wrangler, and who contributes its bytes. */
export interface BundleBreakdown {
  bytes: number;
  gzipBytes: number;
  /** Largest first. */
  parts: BundlePart[];
  /** Every file with bytes in the script, as esbuild names it. */
  inputs: string[];
}

const PACKAGE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/;

/**
 * `minisearch`, `@upstash/redis`, a workspace folder (`core/src/site/pages`), or a file at a
 * package's root (`core/package.json`).
 */
function partOf(input: string): string {
  const dependency = PACKAGE.exec(input);
  if (dependency?.[1]) return dependency[1];
  const workspace = input.replace(/^.*?(?:packages|examples)\//, "");
  const folder = workspace.slice(0, Math.max(0, workspace.lastIndexOf("/")));
  return folder.includes("/") ? folder : workspace;
}

/**
 * Bundles `examples/workers/src/<entry>.ts` as wrangler does (esbuild, ES module, the
 * `workerd`, `worker` and `browser` conditions, minified, names not kept) from the packages'
 * sources, with a metafile, and sums each input's bytes in the output by package. The sizes
 * are esbuild's, within a few hundred bytes of what `wrangler deploy --dry-run` reports.
 */
export async function workerBundleBreakdown(
  entry: "index" | "without-openai",
): Promise<BundleBreakdown> {
  const result = await build({
    ...WRANGLER_LIKE_BUILD,
    entryPoints: [new URL(`../src/${entry}.ts`, import.meta.url).pathname],
    metafile: true,
  });
  const [output] = result.outputFiles;
  const [meta] = Object.values(result.metafile.outputs);
  if (!output || !meta) throw new Error(`esbuild produced nothing for ${entry}`);
  const sums = new Map<string, number>();
  const inputs: string[] = [];
  for (const [input, { bytesInOutput }] of Object.entries(meta.inputs)) {
    if (bytesInOutput > 0) inputs.push(input);
    const name = partOf(input);
    sums.set(name, (sums.get(name) ?? 0) + bytesInOutput);
  }
  return {
    bytes: output.contents.byteLength,
    gzipBytes: gzipSync(output.contents).byteLength,
    parts: [...sums]
      .map(([name, bytes]) => ({ name, bytes }))
      .filter((part) => part.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes),
    inputs,
  };
}
