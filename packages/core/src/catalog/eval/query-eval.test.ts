import { describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import { createGazetteerReader } from "../../free-text/free-text-reader.ts";
import { defaultTaxonomy } from "../default-taxonomy.ts";
import { DIMENSIONS } from "../taxonomy.ts";
import { createTaxonomyIndex } from "../taxonomy-index.ts";
import { BLIND_DEV_SET } from "./blind-dev-set.ts";
import { BLIND_SEALED_SET } from "./blind-sealed-set.ts";
import { BLIND2_DEV_SET } from "./blind2-dev-set.ts";
import { BLIND2_SEALED_SET } from "./blind2-sealed-set.ts";
import { BLIND3_DEV_SET } from "./blind3-dev-set.ts";
import { BLIND3_SEALED_SET } from "./blind3-sealed-set.ts";
import { BLIND4_DEV_SET } from "./blind4-dev-set.ts";
import { BLIND4_SEALED_SET } from "./blind4-sealed-set.ts";
import { BLIND5_DEV_SET } from "./blind5-dev-set.ts";
import { BLIND5_SEALED_SET } from "./blind5-sealed-set.ts";
import { BLIND6_DEV_SET } from "./blind6-dev-set.ts";
import { BLIND6_SEALED_SET } from "./blind6-sealed-set.ts";
import { BLIND7_DEV_SET } from "./blind7-dev-set.ts";
import { BLIND7_SEALED_SET } from "./blind7-sealed-set.ts";
import { BLIND8_DEV_SET } from "./blind8-dev-set.ts";
import { BLIND8_SEALED_SET } from "./blind8-sealed-set.ts";
import { BLIND9_DEV_SET } from "./blind9-dev-set.ts";
import { BLIND9_SEALED_SET } from "./blind9-sealed-set.ts";
import { BLIND10_DEV_SET } from "./blind10-dev-set.ts";
import { BLIND10_SEALED_SET } from "./blind10-sealed-set.ts";
import { BLIND11_DEV_SET } from "./blind11-dev-set.ts";
import { BLIND11_SEALED_SET } from "./blind11-sealed-set.ts";
import { BLIND12_DEV_SET } from "./blind12-dev-set.ts";
import { BLIND12_SEALED_SET } from "./blind12-sealed-set.ts";
import { BLIND13_DEV_SET } from "./blind13-dev-set.ts";
import { BLIND13_SEALED_SET } from "./blind13-sealed-set.ts";
import { BLIND14_DEV_SET } from "./blind14-dev-set.ts";
import { BLIND14_SEALED_SET } from "./blind14-sealed-set.ts";
import { BLIND15_DEV_SET } from "./blind15-dev-set.ts";
import { BLIND15_SEALED_SET } from "./blind15-sealed-set.ts";
import { CHAT_DEV_SET } from "./chat-dev-set.ts";
import { expectedFilters } from "./expected-filters.ts";
import { FRESH_DEV_SET } from "./fresh-dev-set.ts";
import { FRESH_SEALED_SET } from "./fresh-sealed-set.ts";
import { HELD_OUT_SET } from "./held-out-set.ts";
import { PLACES_NAMES_TYPOS_SET } from "./places-names-typos-set.ts";
import { QUERY_EVAL_SET } from "./query-eval-set.ts";
import { describeFailure, runQueryEval } from "./run-query-eval.ts";
import { SEALED_SET } from "./sealed-set.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const reader = createGazetteerReader(taxonomy);

describe("the labelled free-text evaluation set", () => {
  it("has at least 200 queries whose labels name only canonical slugs", () => {
    expect(QUERY_EVAL_SET.length).toBeGreaterThanOrEqual(200);
    for (const query of QUERY_EVAL_SET) {
      const want = expectedFilters(query.expect);
      for (const dimension of DIMENSIONS) {
        for (const slug of want[dimension]) {
          expect(taxonomy.bySlug(dimension, slug), `${query.q}: ${slug}`).toBeDefined();
        }
      }
    }
  });

  it("covers every framework, region and service type of the default taxonomy", () => {
    const labelled = new Set(
      QUERY_EVAL_SET.flatMap((query) => {
        const want = expectedFilters(query.expect);
        return DIMENSIONS.flatMap((d) => want[d].map((slug) => `${d}/${slug}`));
      }),
    );
    const missing = DIMENSIONS.flatMap((d) =>
      defaultTaxonomy[d].map((entry) => `${d}/${entry.slug}`),
    ).filter((tag) => !labelled.has(tag));
    expect(missing).toEqual([]);
  });

  it("is read with at least 98% exact accuracy", () => {
    const result = runQueryEval(reader);
    console.log(
      `free-text accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
    );
    for (const failure of result.failures) console.log(`  miss ${describeFailure(failure)}`);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.98);
  });

  it("reports the held-out set, written after the tables and never tuned against", () => {
    const result = runQueryEval(reader, HELD_OUT_SET);
    console.log(
      `held-out accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
    );
    for (const failure of result.failures) console.log(`  miss ${describeFailure(failure)}`);
    // Reported, not tuned: the bar only catches a collapse of the reading.
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("reads the places, names and typos set with at least 95% exact accuracy", () => {
    const result = runQueryEval(reader, PLACES_NAMES_TYPOS_SET);
    console.log(
      `places, names and typos accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
    );
    for (const failure of result.failures) console.log(`  miss ${describeFailure(failure)}`);
    expect(PLACES_NAMES_TYPOS_SET.length).toBeGreaterThanOrEqual(300);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it("gives a region to no negative of the places set", () => {
    const negatives = PLACES_NAMES_TYPOS_SET.filter((query) => query.kind === "place-negative");
    const placed = runQueryEval(reader, negatives).failures.filter(
      (failure) => failure.got.regions.length > 0,
    );
    expect(placed.map((failure) => failure.query.q)).toEqual([]);
  });

  it("reads the fresh dev set, written blind after the gazetteer, with at least 96% exact accuracy", () => {
    const result = runQueryEval(reader, FRESH_DEV_SET);
    console.log(
      `fresh dev accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
    );
    for (const failure of result.failures) console.log(`  miss ${describeFailure(failure)}`);
    expect(FRESH_DEV_SET.length).toBeGreaterThanOrEqual(200);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.96);
  });

  it("reports the fresh sealed set, written blind and never read while tuning", () => {
    const result = runQueryEval(reader, FRESH_SEALED_SET);
    // Only the score is printed: its misses stay unread so that it keeps measuring.
    console.log(
      `fresh sealed accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
    );
    expect(FRESH_SEALED_SET.length).toBeGreaterThanOrEqual(200);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("reports the sealed set, written without the parser or the other sets and never read while tuning", () => {
    const result = runQueryEval(reader, SEALED_SET);
    // Only the score is printed: its misses stay unread so that it keeps measuring.
    console.log(
      `sealed accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
    );
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("reports the blind pair of 2026-11-28 (chat, negatives, trade terms, ten more languages)", () => {
    for (const [name, set] of [
      ["blind dev", BLIND_DEV_SET],
      ["blind sealed", BLIND_SEALED_SET],
    ] as const) {
      const result = runQueryEval(reader, set);
      // Scores only: the dev half's misses are read with `pnpm eval:free-text --misses`.
      console.log(
        `${name} accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
      );
      expect(set.length).toBeGreaterThanOrEqual(200);
      // Issue 39's targets are 95% sealed; until they are met the bar only catches a collapse
      // below the score the parser had when the sets were written (56.3% and 54.6%).
      expect(result.accuracy).toBeGreaterThanOrEqual(0.54);
    }
  });

  // Each later blind pair, with its size and the bar that catches a collapse: the parser's score
  // when the pair arrived (the second: 63.0% and 65.6%; the third, at the start of the session
  // that received it, 87a5887: 74.4% and 70.0%; the fourth on 536c07a: 71.5% and 73.1%).
  it.each([
    {
      pair: "the second blind pair of 2026-11-28 (others' places, brands, events, languages without a lexicon)",
      sets: [
        ["blind2 dev", BLIND2_DEV_SET],
        ["blind2 sealed", BLIND2_SEALED_SET],
      ] as const,
      size: 200,
      floor: 0.62,
    },
    {
      pair: "the third blind pair of 2026-11-29 (chat messages, others' places, trade terms, 27 languages)",
      sets: [
        ["blind3 dev", BLIND3_DEV_SET],
        ["blind3 sealed", BLIND3_SEALED_SET],
      ] as const,
      size: 160,
      floor: 0.69,
    },
    {
      pair: "the fourth blind pair of 2026-11-29 (scored on 536c07a when it arrived: 71.5% and 73.1%)",
      sets: [
        ["blind4 dev", BLIND4_DEV_SET],
        ["blind4 sealed", BLIND4_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.71,
    },
    {
      pair: "the fifth blind pair of 2026-11-29 (scored on bdf3de9 and 3117af3 when it arrived: 82.3% and 72.3%)",
      sets: [
        ["blind5 dev", BLIND5_DEV_SET],
        ["blind5 sealed", BLIND5_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.7,
    },
    {
      pair: "the sixth blind pair of 2026-11-29 (scored on 6a70ef4 and 501895a when it arrived: 73.1% and 65.4%; 73.8% and 66.9%)",
      sets: [
        ["blind6 dev", BLIND6_DEV_SET],
        ["blind6 sealed", BLIND6_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.62,
    },
    {
      pair: "the seventh blind pair of 2026-11-29 (scored on 6a70ef4 and 33499e7 when it arrived: 74.6% and 60.8%; 80.0% and 64.6%)",
      sets: [
        ["blind7 dev", BLIND7_DEV_SET],
        ["blind7 sealed", BLIND7_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.6,
    },
    {
      pair: "the eighth blind pair of 2026-11-29 (scored on e0ea087 when it arrived: 76.9% and 70.0%)",
      sets: [
        ["blind8 dev", BLIND8_DEV_SET],
        ["blind8 sealed", BLIND8_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.66,
    },
    {
      pair: "the ninth blind pair of 2026-11-29 (written after that session's changes; 76.9% and 68.5% on e0ea087, 79.2% and 72.3% on 44114a1)",
      sets: [
        ["blind9 dev", BLIND9_DEV_SET],
        ["blind9 sealed", BLIND9_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.66,
    },
    {
      pair: "the tenth blind pair of 2026-11-29 (written at that session's end, never read; 77.7% and 65.4% on e0ea087, 81.5% and 72.3% on 1240a37)",
      sets: [
        ["blind10 dev", BLIND10_DEV_SET],
        ["blind10 sealed", BLIND10_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.64,
    },
    {
      pair: "the eleventh blind pair of 2026-11-29 (written at the next session's start; 84.6% and 80.0% on f2453bd)",
      sets: [
        ["blind11 dev", BLIND11_DEV_SET],
        ["blind11 sealed", BLIND11_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.74,
    },
    {
      pair: "the twelfth blind pair of 2026-11-29 (written at the next session's start; 89.2% and 81.5% on 5964b89)",
      sets: [
        ["blind12 dev", BLIND12_DEV_SET],
        ["blind12 sealed", BLIND12_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.74,
    },
    {
      pair: "the thirteenth blind pair of 2026-11-29 (written at the next session's start; 86.2% and 83.1% on 7450f3f)",
      sets: [
        ["blind13 dev", BLIND13_DEV_SET],
        ["blind13 sealed", BLIND13_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.74,
    },
    {
      pair: "the fourteenth blind pair of 2026-11-30 (written at a session's start; 93.1% and 82.3% on 3137f4e)",
      sets: [
        ["blind14 dev", BLIND14_DEV_SET],
        ["blind14 sealed", BLIND14_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.74,
    },
    {
      pair: "the fifteenth blind pair of 2026-11-30 (written at a session's start; 91.5% and 85.4% on 08500ab)",
      sets: [
        ["blind15 dev", BLIND15_DEV_SET],
        ["blind15 sealed", BLIND15_SEALED_SET],
      ] as const,
      size: 130,
      floor: 0.74,
    },
    {
      pair: "the chat messages of 2026-11-30 (150, a dev set written blind; 57.3% on a48d003)",
      sets: [["chat dev", CHAT_DEV_SET]] as const,
      size: 150,
      floor: 0.5,
    },
  ])("reports $pair", ({ sets, size, floor }) => {
    for (const [name, set] of sets) {
      const result = runQueryEval(reader, set);
      console.log(
        `${name} accuracy ${(result.accuracy * 100).toFixed(1)}% (${result.correct}/${result.total})`,
      );
      expect(set.length).toBeGreaterThanOrEqual(size);
      expect(result.accuracy).toBeGreaterThanOrEqual(floor);
    }
  });

  it("never answers 400 at the search endpoint for a query that names a known tag", async () => {
    const api = createApi();
    const named = [...QUERY_EVAL_SET, ...PLACES_NAMES_TYPOS_SET].filter(
      (query) => query.expect !== "",
    );
    const refused: string[] = [];
    for (const [i, query] of named.entries()) {
      const request = new Request(
        `http://directory.test/api/v1/search?q=${encodeURIComponent(query.q)}`,
      );
      // One address per call keeps the per-client rate limit out of the way.
      const response = await api.fetch(request, {
        clientAddress: `198.51.${Math.floor(i / 250)}.${i % 250}`,
      });
      if (response.status !== 200) refused.push(`${response.status} ${query.q}`);
    }
    expect(refused).toEqual([]);
  });
});
