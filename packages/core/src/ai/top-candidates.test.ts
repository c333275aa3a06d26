import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byDocument } from "../../test/text-hits.ts";
import { buildFitIndex } from "./fit-index.ts";
import { type FitFields, fitScore, stableHash, topByScore } from "./fit-ranking.ts";
import type { QuestionSignals } from "./question-signals.ts";
import type { TextHits } from "./text-index.ts";
import { type Carriers, type RankingInput, topCandidates } from "./top-candidates.ts";

const SIZES = ["startup", "smb", "enterprise"];
const INDUSTRIES = ["SaaS", "Fintech", "Healthcare"];
const LANGUAGES = ["English", "German", "French"];
const K = 5;

interface Case {
  vendors: FitFields[];
  signals: QuestionSignals;
  /** Per vendor: a text hit's relevance and words matched, or null for no hit. */
  hits: ({ score: number; terms: number } | null)[];
  carried: boolean[] | null;
  wordCount: number;
  question: string;
}

const caseArb = fc.integer({ min: 0, max: 70 }).chain((n) =>
  fc.record({
    vendors: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          slug: fc.constant(`v${i}`),
          targetClientsSize: fc.subarray(SIZES),
          industrySpecialization: fc.subarray(INDUSTRIES),
          supportedLanguages: fc.subarray(LANGUAGES),
        }),
      ),
    ),
    signals: fc.record({
      sizes: fc.subarray(SIZES, { maxLength: 2 }),
      industries: fc.subarray(INDUSTRIES, { maxLength: 2 }),
      languages: fc.subarray(LANGUAGES, { maxLength: 2 }),
    }),
    // Few distinct relevances, so that ties are common.
    hits: fc.array(
      fc.option(
        fc.record({
          score: fc.constantFrom(0.25, 0.5, 1),
          terms: fc.integer({ min: 1, max: 3 }),
        }),
        { freq: 2 },
      ),
      { minLength: n, maxLength: n },
    ),
    carried: fc.option(fc.array(fc.boolean(), { minLength: n, maxLength: n })),
    wordCount: fc.integer({ min: 0, max: 4 }),
    question: fc.string({ maxLength: 12 }),
  }),
);

const signalled = (signals: QuestionSignals) =>
  signals.sizes.length + signals.industries.length + signals.languages.length > 0;

function inputOf(c: Case): RankingInput {
  // With hard filters, the text index only reports hits among the carriers.
  const hit = (position: number) =>
    c.carried && !c.carried[position] ? null : (c.hits[position] ?? null);
  const documents = c.vendors.map((_, i) => i).filter((i) => hit(i) !== null);
  const hits: TextHits = {
    documents: Int32Array.from(documents),
    scores: Float32Array.from(documents, (position) => hit(position)?.score ?? 0),
    terms: Uint16Array.from(documents, (position) => hit(position)?.terms ?? 0),
    has: (position) => hit(position) !== null,
  };
  const carried = c.carried;
  const carriers: Carriers | null = carried && {
    carries: (position) => carried[position] === true,
    inOrder: (limit, from) =>
      carried
        .map((yes, i) => (yes && i >= from ? i : -1))
        .filter((i) => i >= 0)
        .slice(0, limit),
    count: () => carried.filter(Boolean).length,
  };
  return {
    vendors: c.vendors,
    hits,
    wordCount: c.wordCount,
    fit: signalled(c.signals) ? buildFitIndex(c.vendors).fitFor(c.signals) : null,
    carriers,
    question: c.question,
  };
}

/**
 * The reference: every vendor scored with `fitScore`, as retrieval did before it had
 * candidate lists and fit bitsets.
 */
function scoringEveryone(c: Case, input: RankingInput, k: number) {
  const { hits, carriers } = input;
  const { vendors, signals } = c;
  const fit = (i: number) => (signalled(signals) ? fitScore(vendors[i] as FitFields, signals) : 0);
  const read = byDocument(hits);
  const score = (i: number) => read.score(i) + fit(i);
  const all = vendors.map((_, i) => i);
  const rank = (candidates: number[]) =>
    topByScore(candidates, score, (i) => vendors[i]?.slug ?? "", input.question, k);
  if (!carriers) {
    const half = (i: number) => read.terms(i) * 2 >= Math.max(1, input.wordCount);
    const matched = all.filter((i) => fit(i) > 0 || half(i));
    return { top: rank(matched), matchedCount: matched.length };
  }
  const carrying = all.filter((i) => carriers.carries(i));
  const top = rank(carrying.filter((i) => score(i) > 0));
  // Carriers scoring 0 follow in name order from the question's place, wrapping.
  const start = stableHash(input.question.trim().toLowerCase()) % Math.max(1, vendors.length);
  const zeros = carrying
    .filter((i) => score(i) === 0)
    .sort(
      (a, b) =>
        ((a - start + vendors.length) % vendors.length) -
        ((b - start + vendors.length) % vendors.length),
    );
  return { top: [...top, ...zeros].slice(0, k), matchedCount: carrying.length };
}

describe("Ask AI's candidates", () => {
  it("picks the same best five and count as scoring every vendor", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const input = inputOf(c);
        expect(topCandidates(input, K)).toEqual(scoringEveryone(c, input, K));
      }),
      { numRuns: 2000 },
    );
  });

  it("scores only the text hits when they fill the answer above any fit a non-hit can have", () => {
    const vendors = Array.from({ length: 40 }, (_, i) => ({
      slug: `v${i}`,
      targetClientsSize: ["startup"],
      industrySpecialization: [],
      supportedLanguages: [],
    }));
    const looked = new Set<number>();
    const hitIds = [3, 9, 17, 21, 30, 35];
    const hits: TextHits = {
      documents: Int32Array.from(hitIds),
      scores: Float32Array.from(hitIds, () => 1),
      terms: Uint16Array.from(hitIds, () => 1),
      has: (i) => {
        looked.add(i);
        return hitIds.includes(i);
      },
    };
    const signals = { sizes: ["startup"], industries: [], languages: [] };
    const { top, matchedCount } = topCandidates(
      {
        vendors,
        hits,
        wordCount: 1,
        fit: buildFitIndex(vendors).fitFor(signals),
        carriers: null,
        question: "q",
      },
      K,
    );
    expect(top).toHaveLength(K);
    expect(matchedCount).toBe(40);
    // No vendor outside the hits was looked at: the fit-only pass never ran.
    expect([...looked].every((i) => hitIds.includes(i))).toBe(true);
  });
});
