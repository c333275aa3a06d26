import fc from "fast-check";
import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import sample from "../../data/sample-catalog.json" with { type: "json" };
import { byDocument } from "../../test/text-hits.ts";
import { foldText } from "../free-text/fold.ts";
import { buildTextIndex, textTerms } from "./text-index.ts";

// Ask AI's fields and boosts (retrieval.ts), and the search options it used with MiniSearch.
const FIELDS = ["name", "briefSummary", "description", "problems", "industries"] as const;
const BOOSTS = [2, 1, 1, 1.5, 1];
const SEARCH_OPTIONS = {
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 6 ? 0.15 : false),
  boost: { name: 2, problems: 1.5 },
};

const documents = sample.vendors.map((vendor) => [
  vendor.name,
  vendor.briefSummary,
  vendor.description,
  vendor.problemsTheySolve.join(" "),
  vendor.industrySpecialization.join(" "),
]);
const ours = buildTextIndex(documents, BOOSTS);
// Terms processed with core's fold, as ours are (MiniSearch's `processTerm`).
const reference = new MiniSearch({ fields: [...FIELDS], storeFields: [], processTerm: foldText });
reference.addAll(
  documents.map((texts, id) => ({
    id,
    ...Object.fromEntries(FIELDS.map((field, i) => [field, texts[i]])),
  })),
);

const vocabulary = [...new Set(documents.flat().flatMap(textTerms))].sort();

/** A catalog word as people type it: whole, cut short, or with one letter changed. */
const wordArb = fc.oneof(
  fc.constantFrom(...vocabulary),
  fc
    .tuple(fc.constantFrom(...vocabulary), fc.nat())
    .map(([word, cut]) => word.slice(0, Math.max(1, word.length - (cut % 4)))),
  fc
    .tuple(fc.constantFrom(...vocabulary), fc.nat(), fc.constantFrom(..."aeioursty"))
    .map(([word, at, letter]) => {
      const i = at % word.length;
      return word.slice(0, i) + letter + word.slice(i + 1);
    }),
  fc.constantFrom("zebra", "quantum", "xylophone", "the", "of"),
);
const queryArb = fc.array(wordArb, { minLength: 1, maxLength: 8 }).map((words) => words.join(" "));

/** MiniSearch's answer as ours reads: score relative to the best and words matched. */
function referenceHits(query: string, allowed: ((id: number) => boolean) | null) {
  const results = reference.search(query, {
    ...SEARCH_OPTIONS,
    ...(allowed ? { filter: (result) => allowed(result.id as number) } : {}),
  });
  const best = results[0]?.score ?? 1;
  return new Map(
    results.map((result) => [
      result.id as number,
      { score: result.score / best, terms: result.queryTerms.length },
    ]),
  );
}

function expectSameRanking(query: string, allowed: ((id: number) => boolean) | null): void {
  const expected = referenceHits(query, allowed);
  const hits = byDocument(ours.search(query, allowed));
  expect([...hits.documents].sort((a, b) => a - b)).toEqual(
    [...expected.keys()].sort((a, b) => a - b),
  );
  for (const [id, { score, terms }] of expected) {
    expect(hits.score(id)).toBeCloseTo(score, 5);
    expect(hits.terms(id)).toBe(terms);
  }
}

describe("text index against MiniSearch on the sample catalog", () => {
  it("finds the same vendors with the same relative scores and words matched", () => {
    fc.assert(
      fc.property(queryArb, (query) => expectSameRanking(query, null)),
      { numRuns: 300 },
    );
  });

  it("agrees when only some vendors are allowed (the turn's hard filters)", () => {
    fc.assert(
      fc.property(queryArb, fc.integer({ min: 2, max: 5 }), (query, modulus) =>
        expectSameRanking(query, (id) => id % modulus === 0),
      ),
      { numRuns: 100 },
    );
  });

  it("agrees on questions as people ask them", () => {
    for (const question of [
      "penetration testing for our automotive supplier",
      "vendor risk management for a healthcare startup",
      "cloud security posture and continuous monitoring",
      "we need help with evidence collection automation",
      "complaince automaton for fintech paymnets",
    ]) {
      expectSameRanking(question, null);
    }
  });
});
