import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { competitionRank, growthPercent } from "./ranking.ts";

describe("competition ranking", () => {
  it("shares ranks on ties and skips the tied positions, ties by name", () => {
    const ranked = competitionRank([
      { name: "d", views: 10 },
      { name: "B", views: 50 },
      { name: "a", views: 50 },
      { name: "c", views: 20 },
      { name: "e", views: 10 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ["a", 1],
      ["B", 1],
      ["c", 3],
      ["d", 4],
      ["e", 4],
    ]);
  });

  it("ranks 1 + the number of rows with more views, for any rows", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), views: fc.nat(20) })), (rows) => {
        for (const row of competitionRank(rows)) {
          expect(row.rank).toBe(1 + rows.filter((r) => r.views > row.views).length);
        }
      }),
    );
  });
});

describe("growth", () => {
  it("is the percent change with one decimal", () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(10, 15)).toBe(-33.3);
    expect(growthPercent(11, 12)).toBe(-8.3);
    expect(growthPercent(1001, 1000)).toBe(0.1);
    expect(growthPercent(10, 10)).toBe(0);
    expect(growthPercent(20, 3)).toBe(566.7);
  });
});
