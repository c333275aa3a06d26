import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTypoIndex, editDistance } from "./typo-index.ts";

/**
 * Reference distance: optimal string alignment, a plain dynamic programme in which a swap of
 * two neighbouring letters counts as one edit.
 */
function alignmentDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The edits `correct` allows for a word of this length. */
const reach = (word: string) => (word.length >= 8 ? 2 : 1);

describe("editDistance", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("penetration", "penetraiton")).toBe(1);
    expect(editDistance("germany", "germnay")).toBe(1);
  });

  it("counts insertions, deletions and substitutions as Levenshtein does", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("audit", "audit")).toBe(0);
    expect(editDistance("audit", "audits")).toBe(1);
    expect(editDistance("audit", "adit")).toBe(1);
    expect(editDistance("audit", "auxit")).toBe(1);
  });

  it("counts a swap as one only when it is the whole difference, else as Levenshtein's two", () => {
    // Reversing three letters is no single swap.
    expect(editDistance("abc", "cba")).toBe(2);
    // A swap beside a substitution: Levenshtein's 3, where optimal string alignment says 2.
    expect(editDistance("abcdef", "bacdeg")).toBe(3);
    expect(alignmentDistance("abcdef", "bacdeg")).toBe(2);
  });

  it("is symmetric", () => {
    const word = fc.string({ unit: fc.constantFrom(..."abc"), maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
      }),
      { numRuns: 300 },
    );
  });
});

describe("correcting a misspelling", () => {
  it("reaches a word one edit away from a word of five to seven letters", () => {
    const typos = createTypoIndex(["audit", "privacy"]);
    expect(typos.correct("auxit")).toBe("audit");
    expect(typos.correct("auddit")).toBe("audit");
    expect(typos.correct("privcy")).toBe("privacy");
    expect(typos.correct("privaxy")).toBe("privacy");
  });

  it("does not reach two edits from a word of five to seven letters", () => {
    const typos = createTypoIndex(["audit", "privacy"], 2);
    expect(typos.correct("auxxt")).toBeUndefined();
    expect(typos.correct("prxvaxy")).toBeUndefined();
    expect(typos.correct("prvcy")).toBeUndefined();
  });

  it("reaches two edits from a word of eight letters or more", () => {
    const typos = createTypoIndex(["penetration"]);
    expect(typos.correct("penetraton")).toBe("penetration");
    expect(typos.correct("penetrtion")).toBe("penetration");
    expect(typos.correct("pennetrationn")).toBe("penetration");
    expect(typos.correct("penetrtionn")).toBe("penetration");
  });

  it("finds a word missing two of its letters only with deletions 2", () => {
    expect(createTypoIndex(["penetration"]).correct("pnetrtion")).toBeUndefined();
    expect(createTypoIndex(["penetration"], 2).correct("pnetrtion")).toBe("penetration");
  });

  it("does not reach three edits from a word of eight letters or more", () => {
    const typos = createTypoIndex(["penetration"], 2);
    expect(typos.correct("pxnxtratixn")).toBeUndefined();
    expect(typos.correct("ptrtion")).toBeUndefined();
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    const typos = createTypoIndex(["audit", "germany"]);
    expect(typos.correct("audti")).toBe("audit");
    expect(typos.correct("uadit")).toBe("audit");
    expect(typos.correct("germnay")).toBe("germany");
  });

  it("never corrects a word under five letters", () => {
    const typos = createTypoIndex(["audi", "audit", "soc"]);
    expect(typos.correct("audt")).toBeUndefined();
    expect(typos.correct("aud")).toBeUndefined();
    expect(typos.correct("sox")).toBeUndefined();
    expect(typos.correct("")).toBeUndefined();
  });

  it("corrects a word of five letters to a known word of four", () => {
    expect(createTypoIndex(["audi"]).correct("audix")).toBe("audi");
  });

  it("never corrects a known word, even one edit from another", () => {
    const typos = createTypoIndex(["audit", "audits", "penetration", "penetrations"], 2);
    expect(typos.correct("audits")).toBeUndefined();
    expect(typos.correct("audit")).toBeUndefined();
    expect(typos.correct("penetrations")).toBeUndefined();
  });

  it("finds nothing in an empty vocabulary", () => {
    expect(createTypoIndex([]).correct("anything")).toBeUndefined();
  });

  it("prefers the nearest word to one given earlier", () => {
    const typos = createTypoIndex(["abcdefxx", "abcdefgx"], 2);
    expect(createTypoIndex(["abcdefxx"], 2).correct("abcdefgh")).toBe("abcdefxx");
    expect(typos.correct("abcdefgh")).toBe("abcdefgx");
  });

  it("gives a tie to the word that begins most like the misspelt one: a slip falls mostly after the first letters", () => {
    expect(createTypoIndex(["axcde", "abxde"]).correct("abcde")).toBe("abxde");
    // Two edits from each: Brisbane keeps "brisba", Britain "bri".
    expect(createTypoIndex(["britain", "brisbane"], 2).correct("brisbain")).toBe("brisbane");
  });

  it("gives a tie that begins as much like the word to the word given first", () => {
    expect(createTypoIndex(["table", "cable"]).correct("gable")).toBe("table");
    expect(createTypoIndex(["cable", "table"]).correct("gable")).toBe("cable");
    // A word given twice keeps its first place.
    expect(createTypoIndex(["cable", "table", "cable"]).correct("gable")).toBe("cable");
  });

  it("finds two substitutions in one word only with deletions 2", () => {
    expect(editDistance("pxnxtration", "penetration")).toBe(2);
    expect(createTypoIndex(["penetration"]).correct("pxnxtration")).toBeUndefined();
    expect(createTypoIndex(["penetration"], 2).correct("pxnxtration")).toBe("penetration");
    expect(createTypoIndex(["compliance"], 2).correct("complxancx")).toBe("compliance");
  });

  it("does not reach two substitutions in a word under eight letters, even with deletions 2", () => {
    expect(createTypoIndex(["privacy"], 2).correct("prxvacx")).toBeUndefined();
  });

  /** Lowercase words over a small alphabet, so that vocabularies hold near neighbours. */
  const word = fc.string({ unit: fc.constantFrom(..."abcde"), minLength: 1, maxLength: 10 });
  const vocabulary = fc.array(word, { minLength: 1, maxLength: 40 });
  const deletions = fc.constantFrom<1 | 2>(1, 2);

  it("never corrects a word of its vocabulary", () => {
    fc.assert(
      fc.property(
        vocabulary.chain((words) => fc.tuple(fc.constant(words), fc.constantFrom(...words))),
        deletions,
        ([words, known], d) => {
          expect(createTypoIndex(words, d).correct(known)).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });

  it("corrects only to a vocabulary word within the edits the word's length allows", () => {
    fc.assert(
      fc.property(vocabulary, word, deletions, (words, misspelt, d) => {
        const found = createTypoIndex(words, d).correct(misspelt);
        if (found === undefined) return;
        expect(words).toContain(found);
        expect(words).not.toContain(misspelt);
        expect(misspelt.length).toBeGreaterThanOrEqual(5);
        expect(alignmentDistance(misspelt, found)).toBeLessThanOrEqual(reach(misspelt));
        expect(alignmentDistance(misspelt, found)).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("with deletions 2, corrects to the nearest vocabulary word within reach that begins most like the word, the first of those, as a scan of every word would", () => {
    const start = (a: string, b: string) => {
      let i = 0;
      while (i < a.length && a[i] === b[i]) i++;
      return i;
    };
    const scan = (words: readonly string[], misspelt: string): string | undefined => {
      if (misspelt.length < 5 || words.includes(misspelt)) return undefined;
      let best: string | undefined;
      let bestEdits = reach(misspelt) + 1;
      let bestStart = -1;
      for (const known of words) {
        const edits = editDistance(misspelt, known);
        if (edits > reach(misspelt)) continue;
        const kept = start(misspelt, known);
        if (edits < bestEdits || (edits === bestEdits && kept > bestStart)) {
          best = known;
          bestEdits = edits;
          bestStart = kept;
        }
      }
      return best;
    };
    fc.assert(
      fc.property(vocabulary, word, (words, misspelt) => {
        expect(createTypoIndex(words, 2).correct(misspelt)).toBe(scan(words, misspelt));
      }),
      { numRuns: 1000 },
    );
  });

  it("corrects one substitution in a vocabulary word of five letters or more to a word one edit away", () => {
    const longWord = fc.string({ unit: fc.constantFrom(..."abcde"), minLength: 5, maxLength: 12 });
    const substituted = fc
      .tuple(vocabulary, longWord)
      .chain(([words, target]) =>
        fc.tuple(
          fc.constant([...words, target]),
          fc.constant(target),
          fc.nat({ max: target.length - 1 }),
          fc.constantFrom(..."abcdefxyz"),
        ),
      );
    fc.assert(
      fc.property(substituted, deletions, ([words, target, at, letter], d) => {
        const misspelt = target.slice(0, at) + letter + target.slice(at + 1);
        fc.pre(!words.includes(misspelt));
        const found = createTypoIndex(words, d).correct(misspelt);
        expect(found).toBeDefined();
        expect(alignmentDistance(misspelt, found ?? "")).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });

  it("leaves a word longer than every known word by more than its reach alone, without looking (a 1,200-letter word)", () => {
    const index = createTypoIndex(["consulting", "certification"], 2);
    expect(index.correct("certificationss")).toBe("certification");
    expect(index.correct("certificationsss")).toBeUndefined();
    expect(index.correct("x".repeat(1200))).toBeUndefined();
  });
});
