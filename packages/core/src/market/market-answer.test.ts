import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { InterestCounts, InterestTotals } from "../ports.ts";
import { lookupKey } from "./interest-key.ts";
import { pointAnswer, pointAnswerJson, pointDayParts } from "./market-answer.ts";
import { planMarket } from "./market-query.ts";
import { rankTable } from "./rank-table.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 21, 12);

const counts = fc
  .record({
    humanPageviews: fc.nat({ max: 500 }),
    externalApiInterest: fc.nat({ max: 500 }),
    includedExternalApiInterest: fc.nat({ max: 500 }),
  })
  .map((c): InterestCounts => c as InterestCounts);

describe("pointAnswerJson", () => {
  it("is the very text JSON.stringify makes of the point answer, for any plan, figures and period", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "?framework=iso-27001",
          "?region=de",
          "?framework=soc-2&region=us&window=90d",
          "?region=eu&days=30",
        ),
        fc.option(fc.tuple(counts, counts), { nil: undefined }),
        fc.array(
          fc.tuple(fc.constantFrom("framework:gdpr", "region:fr", "combination:soc-2+us"), counts),
        ),
        fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 0, max: DAY - 1 }),
        (search, own, others, firstDaysAgo, demo, offset) => {
          const plan = planMarket(new URLSearchParams(search), taxonomy);
          if (!("mode" in plan) || plan.mode !== "point") throw new Error("a point plan");
          const now = NOON + offset;
          const rows = new Map<string, InterestCounts[]>(others.map(([key, c]) => [key, [c, c]]));
          if (own) rows.set(lookupKey(plan.framework?.slug, plan.region?.slug), own);
          const firstDay = firstDaysAgo === null ? null : Math.floor(now / DAY) - firstDaysAgo;
          const totals: InterestTotals = {
            rows,
            firstDay,
            lastRecordedAt: firstDay === null ? null : now - 5_000,
          };
          const inputs = {
            now,
            root: "https://directory.test/sub",
            demo,
            totals,
            taxonomy,
            ranks: rankTable(totals, taxonomy),
          };
          const day = pointDayParts(plan, now, inputs.root);
          expect(pointAnswerJson(plan, inputs, day)).toBe(
            JSON.stringify(pointAnswer(plan, inputs, day)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
