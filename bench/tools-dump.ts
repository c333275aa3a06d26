/**
 * `pnpm bench:dump`: the tools dump alone, at 10k and 100k synthetic vendors. Prints the
 * section; the full `pnpm bench` writes it into BENCHMARKS.md.
 */

import { syntheticCatalog } from "./synthetic-catalog.ts";
import { measureToolsDump, type ToolsDumpResult } from "./tools-dump-latency.ts";
import { toolsDumpSection } from "./tools-dump-report.ts";

const SEED = 20_261_101;
const results: ToolsDumpResult[] = [];
for (const vendors of [10_000, 100_000]) {
  process.stderr.write(`[bench:dump] ${vendors} vendors\n`);
  results.push(
    await measureToolsDump(`synthetic ${vendors / 1000}k`, () => syntheticCatalog(vendors, SEED)),
  );
}
process.stdout.write(`${toolsDumpSection(results)}\n`);
