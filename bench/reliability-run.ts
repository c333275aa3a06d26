/**
 * `pnpm bench:reliability`: hostile requests and Redis faults alone. Prints the section and
 * rewrites it in BENCHMARKS.md in place, leaving the other sections as the last full run
 * wrote them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { measureReliability } from "./reliability.ts";
import { RELIABILITY_HEADING, reliabilitySection } from "./reliability-report.ts";
import { withSection } from "./report-section.ts";

const REPORT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));

const result = await measureReliability((message) =>
  process.stderr.write(`[bench:reliability] ${message}\n`),
);
const section = reliabilitySection(result);
const markdown = readFileSync(REPORT, "utf8");
writeFileSync(
  REPORT,
  withSection(markdown, RELIABILITY_HEADING, section, "## Workers bundle size"),
);
process.stdout.write(`${section}\n\nWrote ${REPORT}\n`);
process.exit(0);
