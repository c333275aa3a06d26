import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { marketDayParts } from "./market-day-parts.ts";
import { planMarket } from "./market-query.ts";

const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 21, 12);

describe("marketDayParts", () => {
  it("keeps a point answer's day parts for the day, and makes new ones the next day", async () => {
    const taxonomy = createTaxonomyIndex(defaultTaxonomy);
    const search = "?framework=iso-27001&region=de";
    const plan = planMarket(new URLSearchParams(search), taxonomy);
    if (!("mode" in plan) || plan.mode !== "point") throw new Error("a point plan");
    const parts = marketDayParts();
    const root = "http://directory.test";
    const first = parts.point(plan, search, root, NOON);
    expect(parts.point(plan, search, root, NOON + 3_600_000)).toBe(first);
    expect(first.bounds.current.end).toBe("2026-11-22T00:00:00.000Z");
    expect(first.references.citations.methodology).toBe(`${root}/trends/methodology`);
    const next = parts.point(plan, search, root, NOON + DAY);
    expect(next).not.toBe(first);
    expect(next.bounds.current.end).toBe("2026-11-23T00:00:00.000Z");
    expect(parts.point(plan, search, "https://other.example", NOON + DAY)).not.toBe(next);
  });
});
