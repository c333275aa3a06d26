/**
 * Prints how free text is read on each labelled set, per kind of query, and with `--misses`
 * every query read differently from its label (not the sealed sets'), with `--explain` each
 * miss's reading step by step; with `--worker-languages` the reader reads only a Worker's
 * default languages (`WORKER_LEXICONS`).
 * `pnpm eval:free-text [--misses [--explain]] [--worker-languages]`.
 */
import { defaultTaxonomy } from "../packages/core/src/catalog/default-taxonomy.ts";
import { BLIND_DEV_SET } from "../packages/core/src/catalog/eval/blind-dev-set.ts";
import { BLIND_SEALED_SET } from "../packages/core/src/catalog/eval/blind-sealed-set.ts";
import { BLIND2_DEV_SET } from "../packages/core/src/catalog/eval/blind2-dev-set.ts";
import { BLIND2_SEALED_SET } from "../packages/core/src/catalog/eval/blind2-sealed-set.ts";
import { BLIND3_DEV_SET } from "../packages/core/src/catalog/eval/blind3-dev-set.ts";
import { BLIND3_SEALED_SET } from "../packages/core/src/catalog/eval/blind3-sealed-set.ts";
import { BLIND4_DEV_SET } from "../packages/core/src/catalog/eval/blind4-dev-set.ts";
import { BLIND4_SEALED_SET } from "../packages/core/src/catalog/eval/blind4-sealed-set.ts";
import { BLIND5_DEV_SET } from "../packages/core/src/catalog/eval/blind5-dev-set.ts";
import { BLIND5_SEALED_SET } from "../packages/core/src/catalog/eval/blind5-sealed-set.ts";
import { BLIND6_DEV_SET } from "../packages/core/src/catalog/eval/blind6-dev-set.ts";
import { BLIND6_SEALED_SET } from "../packages/core/src/catalog/eval/blind6-sealed-set.ts";
import { BLIND7_DEV_SET } from "../packages/core/src/catalog/eval/blind7-dev-set.ts";
import { BLIND7_SEALED_SET } from "../packages/core/src/catalog/eval/blind7-sealed-set.ts";
import { BLIND8_DEV_SET } from "../packages/core/src/catalog/eval/blind8-dev-set.ts";
import { BLIND8_SEALED_SET } from "../packages/core/src/catalog/eval/blind8-sealed-set.ts";
import { BLIND9_DEV_SET } from "../packages/core/src/catalog/eval/blind9-dev-set.ts";
import { BLIND9_SEALED_SET } from "../packages/core/src/catalog/eval/blind9-sealed-set.ts";
import { BLIND10_DEV_SET } from "../packages/core/src/catalog/eval/blind10-dev-set.ts";
import { BLIND10_SEALED_SET } from "../packages/core/src/catalog/eval/blind10-sealed-set.ts";
import { BLIND11_DEV_SET } from "../packages/core/src/catalog/eval/blind11-dev-set.ts";
import { BLIND11_SEALED_SET } from "../packages/core/src/catalog/eval/blind11-sealed-set.ts";
import { BLIND12_DEV_SET } from "../packages/core/src/catalog/eval/blind12-dev-set.ts";
import { BLIND12_SEALED_SET } from "../packages/core/src/catalog/eval/blind12-sealed-set.ts";
import { BLIND13_DEV_SET } from "../packages/core/src/catalog/eval/blind13-dev-set.ts";
import { BLIND13_SEALED_SET } from "../packages/core/src/catalog/eval/blind13-sealed-set.ts";
import { BLIND14_DEV_SET } from "../packages/core/src/catalog/eval/blind14-dev-set.ts";
import { BLIND14_SEALED_SET } from "../packages/core/src/catalog/eval/blind14-sealed-set.ts";
import { BLIND15_DEV_SET } from "../packages/core/src/catalog/eval/blind15-dev-set.ts";
import { BLIND15_SEALED_SET } from "../packages/core/src/catalog/eval/blind15-sealed-set.ts";
import { CHAT_DEV_SET } from "../packages/core/src/catalog/eval/chat-dev-set.ts";
import { FRESH_DEV_SET } from "../packages/core/src/catalog/eval/fresh-dev-set.ts";
import { FRESH_SEALED_SET } from "../packages/core/src/catalog/eval/fresh-sealed-set.ts";
import { HELD_OUT_SET } from "../packages/core/src/catalog/eval/held-out-set.ts";
import { PLACES_NAMES_TYPOS_SET } from "../packages/core/src/catalog/eval/places-names-typos-set.ts";
import { QUERY_EVAL_SET } from "../packages/core/src/catalog/eval/query-eval-set.ts";
import { describeFailure, runQueryEval } from "../packages/core/src/catalog/eval/run-query-eval.ts";
import { SEALED_SET } from "../packages/core/src/catalog/eval/sealed-set.ts";
import { createTaxonomyIndex } from "../packages/core/src/catalog/taxonomy-index.ts";
import {
  createGazetteerReader,
  formatExplanation,
} from "../packages/core/src/free-text/free-text-reader.ts";
import { DEFAULT_FREE_TEXT_SETTINGS } from "../packages/core/src/free-text/free-text-settings.ts";
import { WORKER_LEXICONS } from "../packages/core/src/free-text/worker-lexicons.ts";

// `--worker-languages`: the reader a Worker builds by default, with eighteen languages.
const reader = createGazetteerReader(createTaxonomyIndex(defaultTaxonomy), {
  ...DEFAULT_FREE_TEXT_SETTINGS,
  ...(process.argv.includes("--worker-languages") && { lexicons: WORKER_LEXICONS }),
});
const sets = {
  "labelled set": QUERY_EVAL_SET,
  "held-out set": HELD_OUT_SET,
  "places, names and typos set": PLACES_NAMES_TYPOS_SET,
  "sealed set": SEALED_SET,
  "fresh dev set": FRESH_DEV_SET,
  "fresh sealed set": FRESH_SEALED_SET,
  "blind dev set": BLIND_DEV_SET,
  "blind sealed set": BLIND_SEALED_SET,
  "second blind dev set": BLIND2_DEV_SET,
  "second blind sealed set": BLIND2_SEALED_SET,
  "third blind dev set": BLIND3_DEV_SET,
  "third blind sealed set": BLIND3_SEALED_SET,
  "fourth blind dev set": BLIND4_DEV_SET,
  "fourth blind sealed set": BLIND4_SEALED_SET,
  "fifth blind dev set": BLIND5_DEV_SET,
  "fifth blind sealed set": BLIND5_SEALED_SET,
  "sixth blind dev set": BLIND6_DEV_SET,
  "sixth blind sealed set": BLIND6_SEALED_SET,
  "seventh blind dev set": BLIND7_DEV_SET,
  "seventh blind sealed set": BLIND7_SEALED_SET,
  "eighth blind dev set": BLIND8_DEV_SET,
  "eighth blind sealed set": BLIND8_SEALED_SET,
  "ninth blind dev set": BLIND9_DEV_SET,
  "ninth blind sealed set": BLIND9_SEALED_SET,
  "tenth blind dev set": BLIND10_DEV_SET,
  "tenth blind sealed set": BLIND10_SEALED_SET,
  "eleventh blind dev set": BLIND11_DEV_SET,
  "eleventh blind sealed set": BLIND11_SEALED_SET,
  "twelfth blind dev set": BLIND12_DEV_SET,
  "twelfth blind sealed set": BLIND12_SEALED_SET,
  "thirteenth blind dev set": BLIND13_DEV_SET,
  "thirteenth blind sealed set": BLIND13_SEALED_SET,
  "fourteenth blind dev set": BLIND14_DEV_SET,
  "fourteenth blind sealed set": BLIND14_SEALED_SET,
  "fifteenth blind dev set": BLIND15_DEV_SET,
  "fifteenth blind sealed set": BLIND15_SEALED_SET,
  "chat dev set": CHAT_DEV_SET,
};
/** Sets scored, never read while tuning: their misses stay hidden. */
const SEALED: readonly (readonly unknown[])[] = [
  SEALED_SET,
  FRESH_SEALED_SET,
  BLIND_SEALED_SET,
  BLIND2_SEALED_SET,
  BLIND3_SEALED_SET,
  BLIND4_SEALED_SET,
  BLIND5_SEALED_SET,
  BLIND6_SEALED_SET,
  BLIND7_SEALED_SET,
  BLIND8_SEALED_SET,
  BLIND9_SEALED_SET,
  BLIND10_SEALED_SET,
  BLIND11_SEALED_SET,
  BLIND12_SEALED_SET,
  BLIND13_SEALED_SET,
  BLIND14_SEALED_SET,
  BLIND15_SEALED_SET,
];
for (const [name, queries] of Object.entries(sets)) {
  const result = runQueryEval(reader, queries);
  const kinds = new Map<string, { total: number; correct: number }>();
  for (const query of queries) {
    const kind = kinds.get(query.kind) ?? { total: 0, correct: 0 };
    kind.total++;
    kind.correct++;
    kinds.set(query.kind, kind);
  }
  for (const failure of result.failures) {
    const kind = kinds.get(failure.query.kind);
    if (kind) kind.correct--;
  }
  const regionsOnNegatives = result.failures.filter(
    (f) => f.query.kind.endsWith("negative") && f.got.regions.length > 0,
  ).length;
  console.log(
    `${name}: ${result.correct}/${result.total} (${(result.accuracy * 100).toFixed(1)}%), negatives given a region: ${regionsOnNegatives}`,
  );
  for (const [kind, { total, correct }] of kinds) console.log(`  ${kind}: ${correct}/${total}`);
  if (process.argv.includes("--misses") && !SEALED.includes(queries)) {
    for (const failure of result.failures) {
      console.log(`    miss ${describeFailure(failure)}`);
      if (process.argv.includes("--explain")) {
        console.log(formatExplanation(reader.explain(failure.query.q)).replace(/^/gm, "      "));
      }
    }
  }
}
