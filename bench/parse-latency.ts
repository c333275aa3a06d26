import { defaultTaxonomy } from "../packages/core/src/catalog/default-taxonomy.ts";
import { HELD_OUT_SET } from "../packages/core/src/catalog/eval/held-out-set.ts";
import { QUERY_EVAL_SET } from "../packages/core/src/catalog/eval/query-eval-set.ts";
import {
  describeFailure,
  type EvalResult,
  runQueryEval,
} from "../packages/core/src/catalog/eval/run-query-eval.ts";
import { parseQueryText } from "../packages/core/src/catalog/query-text.ts";
import { createTaxonomyIndex } from "../packages/core/src/catalog/taxonomy-index.ts";
import { type Latency, medianMs, sampleSync } from "./latency.ts";
import { rotating } from "./random.ts";

/** The longest `q` the API accepts: latency is measured at this length. */
export const PARSE_QUERY_CHARS = 500;
const PARSE_SAMPLING = { samples: 20_000, warmup: 2_000 };

/** What the free-text parse bench measured. */
export interface ParseResult {
  labelled: EvalResult;
  heldOut: EvalResult;
  /** Distinct 500-character queries the latency rotates through. */
  queries: number;
  /** `parseQueryText` per 500-character query, µs. */
  latency: Latency;
  /** Building the stemmed lookup of the default taxonomy (first parse of an index), ms. */
  lookupBuildMs: number;
}

/**
 * Queries of exactly `PARSE_QUERY_CHARS` characters composed from the labelled set: each
 * starts at another labelled query and appends the following ones until it is long enough.
 */
export function composedQueries(): string[] {
  const texts = QUERY_EVAL_SET.map((query) => query.q);
  return texts.map((_, first) => {
    let text = "";
    for (let i = first; text.length < PARSE_QUERY_CHARS; i = (i + 1) % texts.length) {
      text += `${texts[i]} `;
    }
    return text.slice(0, PARSE_QUERY_CHARS);
  });
}

/** Accuracy on the labelled and held-out sets, and parse latency at 500 characters. */
export async function measureParse(progress: (message: string) => void): Promise<ParseResult> {
  const taxonomy = createTaxonomyIndex(defaultTaxonomy);
  const labelled = runQueryEval(taxonomy, QUERY_EVAL_SET);
  const heldOut = runQueryEval(taxonomy, HELD_OUT_SET);
  progress(
    `parse: accuracy ${(labelled.accuracy * 100).toFixed(1)}% labelled, ${(heldOut.accuracy * 100).toFixed(1)}% held out`,
  );
  for (const failure of [...labelled.failures, ...heldOut.failures]) {
    progress(`  miss ${describeFailure(failure)}`);
  }
  const lookupBuildMs = medianMs(21, () => createTaxonomyIndex(defaultTaxonomy).freeText);
  const queries = composedQueries();
  const next = rotating(queries);
  const latency = await sampleSync(
    "parseQueryText 500 chars",
    () => {
      parseQueryText(next(), taxonomy);
    },
    PARSE_SAMPLING,
  );
  return { labelled, heldOut, queries: queries.length, latency, lookupBuildMs };
}
