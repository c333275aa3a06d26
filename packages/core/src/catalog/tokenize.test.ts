import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenize } from "./tokenize.ts";

/**
 * Every word's sub-tokens the long way: NFKD, accents of Latin letters dropped, NFC, lower case,
 * dotless i as i, split at separators and letter/digit boundaries.
 */
function referenceTokens(text: string): string[][] {
  return text
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .map((word) =>
      word
        .normalize("NFKD")
        .replace(/(?<=\p{Script=Latin})\p{M}+/gu, "")
        .normalize("NFC")
        .toLowerCase()
        .replaceAll("ı", "i")
        .split(/[^\p{L}\p{N}\p{M}]+/u)
        .flatMap((part) => (part ? part.split(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u) : [])),
    )
    .filter((tokens) => tokens.length > 0);
}

describe("tokenize", () => {
  it("splits words at separators and letter/digit boundaries, folded: ISO27001 is iso, 27001", () => {
    expect(tokenize("ISO27001 Conformité, SOC-2").map((word) => word.tokens)).toEqual([
      ["iso", "27001"],
      ["conformite"],
      ["soc"],
      ["2"],
    ]);
  });

  it("gives every word the same sub-tokens as folding it in full would, plain ASCII or not", () => {
    const text = fc.string({
      unit: fc.constantFrom(..."aZ9 ,-_éÖß½ﬁ27İı".split("")),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (q) => {
        expect(tokenize(q).map((word) => word.tokens)).toEqual(referenceTokens(q));
      }),
      { numRuns: 500 },
    );
  });

  it("splits a compatibility form that folds into a script without spaces as that script", () => {
    // "㊀" folds to "一": read as "一A" is, so that folding twice reads the same.
    expect(tokenize("㊀A").map((word) => word.tokens)).toEqual([["一"], ["a"]]);
  });

  it("marks a word written after a comma or semicolon", () => {
    expect(tokenize("Monterrey, NL; x y").map((word) => word.afterComma ?? false)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("marks a word written after a colon or a dash between spaces, not inside a time or a word", () => {
    const commas = (q: string) => tokenize(q).map((word) => word.afterComma ?? false);
    expect(commas("firm: SOC 2")).toEqual([false, true, false]);
    expect(commas("controls — the 3PAO")).toEqual([false, true, false]);
    expect(commas("at 10:30 a self-assessment")).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("marks a word after a full stop, ! or ? and a space, or at a text's start after a comma", () => {
    const marks = (q: string) =>
      tokenize(q).map((word) => `${word.afterComma ? "," : ""}${word.afterStop ? "." : ""}`);
    expect(marks("Hi. ISO 27001? Yes! v1.2 ok")).toEqual(["", ".", "", ".", ".", "", ""]);
    expect(marks(", Berlin")).toEqual([","]);
  });

  it("marks a clause's and a sentence's end in the punctuation of other scripts", () => {
    const marks = (q: string) =>
      tokenize(q).map((word) => `${word.afterComma ? "," : ""}${word.afterStop ? "." : ""}`);
    // Arabic's comma and question mark, Urdu's full stop, the danda, Armenian's full stop.
    expect(marks("الدوحة، ألمانيا")).toEqual(["", ","]);
    expect(marks("ISO 27001؟ نعم")).toEqual(["", "", "."]);
    expect(marks("ہے۔ SOC")).toEqual(["", "."]);
    expect(marks("है। SOC")).toEqual(["", "."]);
    expect(marks("Երևան։ ISO")).toEqual(["", "."]);
  });

  it("marks a word after a closing bracket", () => {
    const marks = (q: string) => tokenize(q).map((word) => (word.afterBracket ? ")" : ""));
    expect(marks("(300 staff, Poznań) just got hit [a] b {c} d")).toEqual([
      "",
      "",
      "",
      ")",
      "",
      "",
      "",
      ")",
      "",
      ")",
    ]);
  });

  it("marks a word joined to the one before by a hyphen or an ampersand alone", () => {
    const joiners = (q: string) => tokenize(q).map((word) => word.joiner ?? "");
    expect(joiners("eu-central-1 POA&M R & D a--b -x")).toEqual([
      "",
      "-",
      "-",
      "",
      "&",
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  it("marks the same words as splitting at every separator would (property)", () => {
    const text = fc.string({ unit: fc.constantFrom(..."ab1 ,.;!?-&".split("")), maxLength: 30 });
    // A word after a full stop with no space is no new sentence ("v1.2").
    fc.assert(
      fc.property(text, (q) => {
        const parts = q.split(/([^\p{L}\p{N}\p{M}]+)/u);
        const expected: string[] = [];
        for (let i = 0; i < parts.length; i += 2) {
          const separator = parts[i - 1] ?? "";
          if (!parts[i]) continue;
          // The letters and digits of one run may be several words: only the first is marked.
          const joined = expected.length > 0 && /^[-&]$/.test(separator) ? separator : "";
          const first = `${/[,;]/.test(separator) ? "," : ""}${/[.!?]\s/.test(separator) ? "." : ""}${joined}`;
          expected.push(first);
        }
        const got = tokenize(q).map(
          (word) => `${word.afterComma ? "," : ""}${word.afterStop ? "." : ""}${word.joiner ?? ""}`,
        );
        expect(got).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
