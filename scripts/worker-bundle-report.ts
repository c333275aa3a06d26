/**
 * Who fills the Worker scripts: builds both Workers entries as wrangler does, with an esbuild
 * metafile, and prints their sizes and each package's minified bytes, largest first.
 * Run: npx -y pnpm@12 size:worker
 */
import { workerBundleBreakdown } from "../examples/workers/test/worker-bundle-breakdown.ts";

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

for (const entry of ["without-openai", "index"] as const) {
  const { bytes, gzipBytes, parts } = await workerBundleBreakdown(entry);
  console.info(`\n${entry}: ${kib(bytes).trim()} KiB minified, ${kib(gzipBytes).trim()} KiB gzip`);
  for (const part of parts) console.info(`${kib(part.bytes)} KiB  ${part.name}`);
}
