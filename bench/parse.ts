/**
 * `pnpm bench:parse`: free-text parsing alone (evaluation accuracy, latency at 500
 * characters). Prints the section and rewrites it in BENCHMARKS.md in place, leaving the
 * other sections' figures as the last full run wrote them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { measureParse } from "./parse-latency.ts";
import { PARSE_HEADING, parseSection } from "./parse-report.ts";

const REPORT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));

/** Replaces the section under `heading` (up to the next `## `), or inserts it before `before`. */
function withSection(markdown: string, heading: string, section: string, before: string): string {
  const start = markdown.indexOf(`${heading}\n`);
  if (start >= 0) {
    const end = markdown.indexOf("\n## ", start + heading.length);
    return `${markdown.slice(0, start)}${section}\n${end >= 0 ? markdown.slice(end) : ""}`;
  }
  const at = markdown.indexOf(before);
  return at >= 0
    ? `${markdown.slice(0, at)}${section}\n\n${markdown.slice(at)}`
    : `${markdown.trimEnd()}\n\n${section}\n`;
}

const result = await measureParse((message) => process.stderr.write(`[bench:parse] ${message}\n`));
const section = parseSection(result);
const markdown = readFileSync(REPORT, "utf8");
writeFileSync(REPORT, withSection(markdown, PARSE_HEADING, section, "## Upstash Redis"));
process.stdout.write(`${section}\n\nWrote ${REPORT}\n`);
