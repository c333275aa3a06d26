/**
 * Checks a labelled set's form without reading it with the parser: every label names slugs of the
 * default taxonomy, no query is repeated, and the count per kind. For whoever writes a set blind:
 * `node --import tsx scripts/check-eval-labels.ts <path-to-set.ts> <EXPORT_NAME>`.
 */
import { pathToFileURL } from "node:url";
import { defaultTaxonomy } from "../packages/core/src/catalog/default-taxonomy.ts";
import { expectedFilters } from "../packages/core/src/catalog/eval/expected-filters.ts";
import type { EvalQuery } from "../packages/core/src/catalog/eval/query-eval-set.ts";
import { DIMENSIONS } from "../packages/core/src/catalog/taxonomy.ts";

const [file, name] = process.argv.slice(2);
if (!file || !name) throw new Error("usage: check-eval-labels.ts <file> <export>");
const module = (await import(pathToFileURL(file).href)) as Record<string, readonly EvalQuery[]>;
const queries = module[name];
if (!queries) throw new Error(`${file} exports no ${name}`);
const known = new Set(DIMENSIONS.flatMap((d) => defaultTaxonomy[d].map((e) => `${d}/${e.slug}`)));
const problems: string[] = [];
const seen = new Set<string>();
const kinds = new Map<string, number>();
for (const query of queries) {
  if (seen.has(query.q.toLowerCase())) problems.push(`repeated: ${query.q}`);
  seen.add(query.q.toLowerCase());
  kinds.set(query.kind, (kinds.get(query.kind) ?? 0) + 1);
  try {
    const want = expectedFilters(query.expect);
    for (const d of DIMENSIONS)
      for (const slug of want[d])
        if (!known.has(`${d}/${slug}`)) problems.push(`unknown ${d} "${slug}": ${query.q}`);
  } catch (error) {
    problems.push(`${(error as Error).message}: ${query.q}`);
  }
}
console.log(`${queries.length} queries`);
for (const [kind, count] of kinds) console.log(`  ${kind}: ${count}`);
for (const problem of problems) console.log(`PROBLEM ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
