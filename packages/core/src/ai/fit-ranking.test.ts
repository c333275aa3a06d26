import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topByScore } from "./fit-ranking.ts";

/** The reference: every candidate scored and sorted, best first, ties by their hash order. */
function sortedAll(scores: number[], question: string): number[] {
  const all = scores.map((_, i) => i);
  return topByScore(
    all,
    (i) => scores[i] as number,
    (i) => `v${i}`,
    question,
    all.length,
  );
}

describe("topByScore", () => {
  it("keeps exactly the first k of the full ranking, whatever the order candidates come in", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.string(),
        (scores, k, question) => {
          const ranking = sortedAll(scores, question);
          const reversed = scores.map((_, i) => scores.length - 1 - i);
          const top = topByScore(
            reversed,
            (i) => scores[i] as number,
            (i) => `v${i}`,
            question,
            k,
          );
          expect(top).toEqual(ranking.slice(0, k));
          for (let i = 1; i < ranking.length; i++) {
            expect(scores[ranking[i - 1] as number]).toBeGreaterThanOrEqual(
              scores[ranking[i] as number] as number,
            );
          }
        },
      ),
    );
  });

  it("orders equal scores by slug and question, not by name or input order", () => {
    const ids = Array.from({ length: 20 }, (_, i) => i);
    const rank = (question: string) =>
      topByScore(
        ids,
        () => 1,
        (i) => `vendor-${i}`,
        question,
        20,
      );
    expect(rank("soc 2")).toEqual(rank("SOC 2 "));
    expect(rank("soc 2")).not.toEqual(ids);
    expect(rank("soc 2")).not.toEqual(rank("iso 27001"));
  });
});
