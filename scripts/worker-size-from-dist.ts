/**
 * The Worker scripts as a deploy bundles the built packages (`pnpm build` first): what
 * `wrangler deploy` uploads from a checkout, or from the published packages. The build
 * test measures the sources; this holds the same limits for the built files, which bundle
 * a little larger. CI runs it after the build.
 * Run: npx -y pnpm@12 size:worker:dist
 */
import {
  WORKER_GZIP_LIMIT_KIB,
  wranglerDryRun,
} from "../examples/workers/test/wrangler-dry-run.ts";

const limits = {
  "without-openai": WORKER_GZIP_LIMIT_KIB.withoutOpenAi,
  index: WORKER_GZIP_LIMIT_KIB.withOpenAi,
} as const;

let over = 0;
for (const [entry, limit] of Object.entries(limits) as [keyof typeof limits, number][]) {
  const { gzipKib, script } = await wranglerDryRun(entry, "dist");
  const sample = script.includes("petrichor-learning");
  const verdict = gzipKib <= limit && !sample ? "ok" : "OVER";
  if (verdict !== "ok") over++;
  console.info(
    `${entry}: ${gzipKib} KiB gzip from the built packages (limit ${limit} KiB)${sample ? ", carries the sample catalog" : ""}: ${verdict}`,
  );
}
process.exit(over === 0 ? 0 : 1);
