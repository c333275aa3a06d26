import type { FreeTextReader } from "../../free-text/free-text-reader.ts";
import { DIMENSIONS, type Dimension } from "../taxonomy.ts";
import { expectedFilters } from "./expected-filters.ts";
import { type EvalQuery, QUERY_EVAL_SET } from "./query-eval-set.ts";

/** One query the parser read differently from its label. */
export interface EvalFailure {
  query: EvalQuery;
  got: Record<Dimension, string[]>;
}

/** Accuracy of free-text parsing over the labelled set: exact filters per query. */
export interface EvalResult {
  total: number;
  correct: number;
  accuracy: number;
  failures: EvalFailure[];
}

/** Runs the labelled set through a reader; a query counts when its filters equal the label exactly. */
export function runQueryEval(
  reader: FreeTextReader,
  queries: readonly EvalQuery[] = QUERY_EVAL_SET,
): EvalResult {
  const failures: EvalFailure[] = [];
  for (const query of queries) {
    const { slugs } = reader.read(query.q);
    const got = Object.fromEntries(
      DIMENSIONS.map((dimension) => [dimension, [...slugs[dimension]].sort()]),
    ) as Record<Dimension, string[]>;
    const want = expectedFilters(query.expect);
    if (DIMENSIONS.some((d) => got[d].join() !== want[d].join())) failures.push({ query, got });
  }
  const correct = queries.length - failures.length;
  return { total: queries.length, correct, accuracy: correct / queries.length, failures };
}

/** A failure as one readable line: the query, what it should give, what it gave. */
export function describeFailure({ query, got }: EvalFailure): string {
  const shown = DIMENSIONS.flatMap((d) =>
    got[d].length > 0 ? [`${d[0]}:${got[d].join(",")}`] : [],
  ).join(" ");
  return `[${query.kind}] "${query.q}" want "${query.expect}" got "${shown}"`;
}
