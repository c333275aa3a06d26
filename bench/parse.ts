/**
 * `pnpm bench:parse`: free-text parsing alone (evaluation accuracy, latency at 500
 * characters). Prints the section and rewrites it in BENCHMARKS.md in place, leaving the
 * other sections' figures as the last full run wrote them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { measureParse } from "./parse-latency.ts";
import { PARSE_HEADING, parseSection } from "./parse-report.ts";
import { withSection } from "./report-section.ts";

const REPORT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));

const result = await measureParse((message) => process.stderr.write(`[bench:parse] ${message}\n`));
const section = parseSection(result);
const markdown = readFileSync(REPORT, "utf8");
writeFileSync(REPORT, withSection(markdown, PARSE_HEADING, section, "## Upstash Redis"));
process.stdout.write(`${section}\n\nWrote ${REPORT}\n`);
