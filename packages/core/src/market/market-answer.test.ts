import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { InterestCounts, InterestTotals } from "../ports.ts";
import { lookupKey } from "./interest-key.ts";
import { pointAnswer, pointAnswerJson } from "./market-answer.ts";
import { planMarket } from "./market-query.ts";
import { rankTable } from "./rank-table.ts";
import { utcDay } from "./utc-day.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const frameworks = taxonomy.taxonomy.frameworks.map((entry) => entry.slug);
const regions = taxonomy.taxonomy.regions.map((entry) => entry.slug);
const NOW = Date.parse("2026-11-21T12:00:00Z");

const counts = fc.record<InterestCounts>({
  humanPageviews: fc.nat(5_000),
  externalApiInterest: fc.nat(500),
  includedExternalApiInterest: fc.nat(500),
});

describe("pointAnswerJson", () => {
  it("is JSON.stringify(pointAnswer) byte for byte, for any lookup, figures, time and root", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...frameworks), { nil: undefined }),
        fc.option(fc.constantFrom(...regions), { nil: undefined }),
        fc.constantFrom("30d", "90d"),
        fc.option(fc.tuple(counts, counts), { nil: undefined }),
        fc.array(fc.tuple(fc.constantFrom(...frameworks), counts), { maxLength: 6 }),
        fc.option(fc.integer({ min: -400, max: 0 }), { nil: null }),
        fc.integer({ min: 0, max: 5 * 86_400_000 }),
        fc.constantFrom(
          "https://grc.example",
          "http://127.0.0.1:8787/directory",
          'https://x.test/"q"',
        ),
        fc.boolean(),
        (framework, region, window, own, others, firstDayOffset, later, root, demo) => {
          fc.pre(framework !== undefined || region !== undefined);
          const search = new URLSearchParams({ window });
          if (framework) search.set("framework", framework);
          if (region) search.set("region", region);
          const plan = planMarket(search, taxonomy);
          if (plan.mode !== "point") throw new Error("not a point plan");
          const key = lookupKey(framework, region);
          const rows = new Map<string, InterestCounts[]>();
          for (const [slug, row] of others) rows.set(`framework:${slug}`, [row, row]);
          if (own) rows.set(key, own);
          const now = NOW + later;
          const totals: InterestTotals = {
            rows,
            firstDay: firstDayOffset === null ? null : utcDay(NOW) + firstDayOffset,
            lastRecordedAt: firstDayOffset === null ? null : NOW - 1_000,
          };
          const inputs = { now, root, demo, totals, taxonomy, ranks: rankTable(totals, taxonomy) };
          // Twice: the second time the text fixed per plan and root is the kept one.
          for (let i = 0; i < 2; i++) {
            expect(pointAnswerJson(plan, inputs)).toBe(JSON.stringify(pointAnswer(plan, inputs)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
