import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byDocument } from "../../test/text-hits.ts";
import { buildTextIndex, textTerms } from "./text-index.ts";

const BOOSTS = [2, 1, 1, 1.5, 1];
const WORDS = ["ab", "xy", "abc", "risk", "Risky", "audit", "audits", "cloud", "clouds", "auditor"];
const SHORT = ["ab", "xy", "abc"];

const fieldArb = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(" ", ", ", ". ", " - ", "\n")), {
    maxLength: 6,
  })
  .map((parts) => parts.map(([word, separator]) => word + separator).join(""));
const documentsArb = fc.array(fc.array(fieldArb, { minLength: 5, maxLength: 5 }), {
  maxLength: 40,
});

const words = (fields: readonly string[]) => new Set(fields.flatMap(textTerms));
const containing = (documents: string[][], has: (words: Set<string>) => boolean) =>
  documents.flatMap((fields, id) => (has(words(fields)) ? [id] : []));
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe("text index", () => {
  it("splits on spaces and punctuation and lowercases, as MiniSearch does", () => {
    expect(textTerms("ISO-27001, SOC 2. Pen‑testing!  Cloud\nrisk")).toEqual([
      "iso",
      "27001",
      "soc",
      "2",
      "pen",
      "testing",
      "cloud",
      "risk",
    ]);
  });

  it("folds words as free text does: accents dropped, so 'Conformité' and 'conformite' meet", () => {
    expect(textTerms("Conformité RGPD, Zertifizierungsstelle in München")).toEqual([
      "conformite",
      "rgpd",
      "zertifizierungsstelle",
      "in",
      "munchen",
    ]);
    const index = buildTextIndex([["Conseil en conformité RGPD"], ["Penetration tests"]], [1]);
    expect(sorted(index.search("conformite", null).documents)).toEqual([0]);
    expect(sorted(index.search("CONFORMITÉ", null).documents)).toEqual([0]);
  });

  it("finds exactly the documents holding a short word, in any field and case", () => {
    fc.assert(
      fc.property(documentsArb, fc.constantFrom(...SHORT), (documents, word) => {
        const hits = buildTextIndex(documents, BOOSTS).search(word.toUpperCase(), null);
        expect(sorted(hits.documents)).toEqual(containing(documents, (w) => w.has(word)));
      }),
    );
  });

  it("finds a word's documents however far apart they lie (gaps of one byte and of several)", () => {
    const count = 40_000;
    const idsArb = fc.uniqueArray(fc.integer({ min: 0, max: count - 1 }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(idsArb, (ids) => {
        const holding = new Set(ids);
        const documents = Array.from({ length: count }, (_, id) =>
          holding.has(id) ? ["rare", "", "", "", ""] : ["", "", "", "", ""],
        );
        const hits = buildTextIndex(documents, BOOSTS).search("rare", null);
        expect(sorted(hits.documents)).toEqual(sorted(ids));
      }),
      { numRuns: 15, examples: [[[0, 127, 128 + 127, 128 + 127 + 16_384, count - 1]]] },
    );
  });

  it("finds a word's documents and those with words it begins (from 4 letters)", () => {
    fc.assert(
      fc.property(documentsArb, fc.constantFrom("risk", "audit", "cloud"), (documents, word) => {
        const hits = buildTextIndex(documents, BOOSTS).search(word, null);
        const exact = containing(documents, (w) => w.has(word));
        const prefixed = containing(documents, (w) => [...w].some((t) => t.startsWith(word)));
        expect(sorted(hits.documents)).toEqual(expect.arrayContaining(exact));
        // Fuzzy matching starts at 6 letters, so nothing else matches these words.
        expect(sorted(hits.documents)).toEqual(prefixed);
      }),
    );
  });

  it("scores hits in (0, 1] with the best at 1, and counts the distinct words matched", () => {
    fc.assert(
      fc.property(documentsArb, fc.subarray(WORDS, { minLength: 1 }), (documents, query) => {
        const hits = byDocument(buildTextIndex(documents, BOOSTS).search(query.join(" "), null));
        for (const id of hits.documents) {
          expect(hits.score(id)).toBeGreaterThan(0);
          expect(hits.score(id)).toBeLessThanOrEqual(1);
          expect(hits.terms(id)).toBeGreaterThanOrEqual(1);
          expect(hits.terms(id)).toBeLessThanOrEqual(
            new Set(query.map((q) => q.toLowerCase())).size,
          );
        }
        if (hits.documents.length > 0) {
          expect(Math.max(...[...hits.documents].map(hits.score))).toBe(1);
        }
      }),
    );
  });

  it("keeps only the documents the filter allows, the best of them at 1", () => {
    fc.assert(
      fc.property(documentsArb, fc.subarray(WORDS, { minLength: 1 }), (documents, query) => {
        const index = buildTextIndex(documents, BOOSTS);
        const all = [...index.search(query.join(" "), null).documents];
        const even = (id: number) => id % 2 === 0;
        const hits = byDocument(index.search(query.join(" "), even));
        expect(sorted(hits.documents)).toEqual(sorted(all.filter(even)));
        if (hits.documents.length > 0) {
          expect(Math.max(...[...hits.documents].map(hits.score))).toBe(1);
        }
      }),
    );
  });

  it("keeps each search's hits valid after later searches", () => {
    const index = buildTextIndex([["risk"], ["cloud"], ["risk cloud"]], [1]);
    const first = byDocument(index.search("risk cloud", null));
    index.search("cloud", null);
    expect(sorted(first.documents)).toEqual([0, 1, 2]);
    expect(first.terms(2)).toBe(2);
    expect(first.score(2)).toBe(1);
  });

  it("forgets the previous search", () => {
    const index = buildTextIndex([["risk"], ["cloud"], ["risk cloud"]], [1]);
    index.search("risk cloud", null);
    const hits = byDocument(index.search("cloud", null));
    expect(sorted(hits.documents)).toEqual([1, 2]);
    expect(hits.terms(2)).toBe(1);
    expect(hits.score(0)).toBe(0);
  });

  it("ranks a word in a boosted field, an exact word and more matched words higher", () => {
    const index = buildTextIndex(
      [
        ["Acme", "cloud audit"],
        ["Cloud", "audit"],
        ["Beta", "cloudy audit"],
        ["Gamma", "audit only"],
      ],
      [2, 1],
    );
    const hits = byDocument(index.search("cloud audit", null));
    expect(hits.score(1)).toBe(1);
    expect(hits.score(0)).toBeLessThan(hits.score(1));
    expect(hits.score(2)).toBeLessThan(hits.score(0));
    expect(hits.score(3)).toBeLessThan(hits.score(2));
    expect(hits.terms(3)).toBe(1);
  });

  it("forgives a typo in a long word, one edit per 7 letters", () => {
    const index = buildTextIndex([["security"], ["secure"], ["compliance"]], [1]);
    expect([...index.search("securty", null).documents]).toEqual([0]);
    expect([...index.search("complaince", null).documents]).toEqual([2]);
    expect(sorted(index.search("secur", null).documents)).toEqual([0, 1]);
    const typo = byDocument(
      buildTextIndex([["security"], ["securty"]], [1]).search("securty", null),
    );
    expect(typo.score(0)).toBeLessThan(typo.score(1));
  });
});
