import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { InterestTotals } from "../ports.ts";
import { rankAmong, rankTable } from "./rank-table.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);

/** Totals of framework keys `f0`, `f1`… with these current-period human views. */
function totalsOf(views: readonly number[]): InterestTotals {
  return {
    rows: new Map(
      views.map((humanPageviews, i) => [
        `framework:f${i}`,
        [{ humanPageviews, externalApiInterest: 0, includedExternalApiInterest: 0 }],
      ]),
    ),
    firstDay: 0,
    lastRecordedAt: 0,
  };
}

describe("rank table", () => {
  it("ranks only rows with at least 10 views, labelled, ties sharing a rank", () => {
    const totals: InterestTotals = {
      rows: new Map([
        [
          "combination:iso-27001+de",
          [{ humanPageviews: 12, externalApiInterest: 3, includedExternalApiInterest: 2 }],
        ],
        [
          "combination:soc-2+us",
          [{ humanPageviews: 14, externalApiInterest: 0, includedExternalApiInterest: 0 }],
        ],
        [
          "combination:nis2+fr",
          [{ humanPageviews: 9, externalApiInterest: 0, includedExternalApiInterest: 0 }],
        ],
      ]),
      firstDay: 0,
      lastRecordedAt: 0,
    };
    expect(
      rankTable(totals, taxonomy).rows.map(({ name, views, rank }) => [name, views, rank]),
    ).toEqual([
      ["ISO/IEC 27001 + Germany", 14, 1],
      ["SOC 2 + United States", 14, 1],
    ]);
  });

  it("places a key as its own row when its views are those of the table", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40), { maxLength: 30 }), (views) => {
        const table = rankTable(totalsOf(views), taxonomy);
        for (const row of table.rows) {
          expect(rankAmong(table, `framework:${row.slug}`, row.views)).toEqual({
            rank: row.rank,
            peerCount: table.rows.length,
          });
        }
      }),
    );
  });

  it("ranks newer views of a key against the others' tabled views only", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { maxLength: 30 }),
        fc.nat(30),
        fc.integer({ min: 10, max: 50 }),
        (views, index, now) => {
          const table = rankTable(totalsOf(views), taxonomy);
          const key = `framework:f${index}`;
          const others = table.rows.filter((row) => row.slug !== `f${index}`);
          expect(rankAmong(table, key, now)).toEqual({
            rank: 1 + others.filter((row) => row.views > now).length,
            peerCount: others.length + 1,
          });
        },
      ),
    );
  });
});
