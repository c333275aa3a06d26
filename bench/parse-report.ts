import { describeFailure } from "../packages/core/src/catalog/eval/run-query-eval.ts";
import { PARSE_QUERY_CHARS, type ParseResult } from "./parse-latency.ts";

/** The heading of the free-text section, which `bench/parse.ts` replaces in place. */
export const PARSE_HEADING = "## Free-text parsing (`q` and Ask AI)";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const us = (value: number) => `${value.toFixed(1)} µs`;

/** The BENCHMARKS.md section: evaluation accuracy and parse latency at 500 characters. */
export function parseSection(parse: ParseResult): string {
  const { labelled, heldOut, latency } = parse;
  const misses = [...labelled.failures, ...heldOut.failures].map(
    (failure) => `- ${describeFailure(failure)}`,
  );
  return [
    PARSE_HEADING,
    "",
    "| Measure | Value |",
    "| --- | --- |",
    `| Labelled set (\`catalog/eval/query-eval-set.ts\`), exact filters | ${percent(labelled.accuracy)} (${labelled.correct}/${labelled.total}) |`,
    `| Held-out set (\`catalog/eval/held-out-set.ts\`), never tuned against | ${percent(heldOut.accuracy)} (${heldOut.correct}/${heldOut.total}) |`,
    `| \`parseQueryText\` p50 per ${PARSE_QUERY_CHARS}-character query | ${us(latency.p50)} |`,
    `| \`parseQueryText\` p99 per ${PARSE_QUERY_CHARS}-character query | ${us(latency.p99)} |`,
    `| Stemmed lookup build (once per taxonomy index) | ${parse.lookupBuildMs.toFixed(2)} ms |`,
    "",
    `Latency rotates through ${parse.queries} distinct queries of exactly ${PARSE_QUERY_CHARS} characters, each composed of consecutive labelled queries (${latency.samples} samples after warm-up; ${latency.gc.count} GC pauses, ${latency.gc.totalMs.toFixed(1)} ms in all). A query counts as correct when its frameworks, regions and service types equal the label exactly. \`pnpm bench:parse\` runs this section alone and rewrites it here.`,
    ...(misses.length > 0 ? ["", "Queries read differently from their label:", "", ...misses] : []),
  ].join("\n");
}
