/**
 * `pnpm bench:scale`: 100,000 vendors alone (start-up, first requests, memory, free-text
 * Ask AI). Prints the section and its target checks and rewrites the section in
 * BENCHMARKS.md in place; with `--json`, prints the measured result only.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { withSection } from "./report-section.ts";
import { measureScale } from "./scale.ts";
import { SCALE_HEADING, scaleSection, scaleTargets } from "./scale-report.ts";

const REPORT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));

const result = await measureScale((message) => process.stderr.write(`[bench:scale] ${message}\n`));
if (process.argv.includes("--json")) {
  // For `pnpm bench`, which runs this in a process of its own so that RSS is this alone.
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}
const section = scaleSection(result);
const checks = scaleTargets(result)
  .map((c) => `- ${c.pass ? "PASS" : "FAIL"}: ${c.name}: ${c.measured}`)
  .join("\n");
const markdown = readFileSync(REPORT, "utf8");
writeFileSync(REPORT, withSection(markdown, SCALE_HEADING, section, "## Workers bundle size"));
process.stdout.write(`${section}\n\n${checks}\n\nWrote ${REPORT}\n`);
process.exit(0);
