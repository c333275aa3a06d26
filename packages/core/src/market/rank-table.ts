import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { InterestCounts, InterestTotals } from "../ports.ts";
import { MINIMUM_VIEWS_PER_PERIOD } from "./methodology.ts";
import { competitionRank } from "./ranking.ts";

/** Views of the composite metric: human page views plus included API credits, 1:1. */
export function views(counts: InterestCounts | undefined): number {
  return counts ? counts.humanPageviews + counts.includedExternalApiInterest : 0;
}

/** The label of a stored key, e.g. `ISO/IEC 27001 + Germany` for a combination. */
function describeKey(key: string, taxonomy: TaxonomyIndex) {
  const at = key.indexOf(":");
  const kind = key.slice(0, at);
  const slug = key.slice(at + 1);
  if (kind === "combination") {
    const [framework = "", region = ""] = slug.split("+");
    const a = taxonomy.bySlug("frameworks", framework)?.label ?? framework;
    const b = taxonomy.bySlug("regions", region)?.label ?? region;
    return { name: `${a} + ${b}`, slug: null, framework, region };
  }
  const entry = taxonomy.bySlug(kind === "framework" ? "frameworks" : "regions", slug);
  return { name: entry?.label ?? slug, slug };
}

/** A row of a ranking answer: its label (for a combination, its two slugs), views and rank. */
export type RankedRow = ReturnType<typeof describeKey> & {
  views: number;
  rank: number;
  /** Ranking lists never carry growth in v1. */
  growthPercent: null;
};

/** The rows of a kind with enough views in the current period, labelled and ranked. */
export interface RankTable {
  /** Views descending, equal views sharing a rank ("1224"), ties by name. */
  rows: RankedRow[];
  /** Current-period views of each row's key (`kind:slug`). */
  viewsOf: Map<string, number>;
}

/**
 * The rank table of totals whose first range is the current period: eligible rows
 * labelled, sorted and ranked. A ranking read builds it once (`RankingRead.rankTable`), so
 * labelling and sorting happen once per read, not per request.
 */
export function rankTable(totals: InterestTotals, taxonomy: TaxonomyIndex): RankTable {
  const viewsOf = new Map<string, number>();
  const rows = [...totals.rows].flatMap(([key, counts]) => {
    const v = views(counts[0]);
    if (v < MINIMUM_VIEWS_PER_PERIOD) return [];
    viewsOf.set(key, v);
    return [{ ...describeKey(key, taxonomy), views: v }];
  });
  const ranked = competitionRank(rows).map((row) => ({ ...row, growthPercent: null }));
  return { rows: ranked, viewsOf };
}

/**
 * The rank and peer count of a rank-eligible key with `ownViews` (exact, read just now)
 * among the table's other rows: 1 + the other rows with more views, ties sharing a rank;
 * its peers are the other rows and itself. With a table from the same read this is the
 * key's row in it; with an older one, only the others' figures are as old as the table.
 */
export function rankAmong(
  table: RankTable,
  key: string,
  ownViews: number,
): { rank: number; peerCount: number } {
  const { rows } = table;
  // Rows are by views descending: find the first with no more than `ownViews`.
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle] as RankedRow).views > ownViews) low = middle + 1;
    else high = middle;
  }
  const tabled = table.viewsOf.get(key);
  const othersAbove = tabled !== undefined && tabled > ownViews ? low - 1 : low;
  const others = tabled === undefined ? rows.length : rows.length - 1;
  return { rank: othersAbove + 1, peerCount: others + 1 };
}
