import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { aliasKey } from "../catalog/tokenize.ts";
import { createGazetteerReader } from "./free-text-reader.ts";
import { defaultLexicons } from "./lexicons.ts";
import { languagesShown, phraseEnds, phraseEndsBefore, wordRoles } from "./word-roles.ts";

const role = new Set(["saw", "booth-at", "trade-show", "stand-at", "at"]);
const WORDS = ["saw", "booth", "at", "trade", "show", "stand", "we", "in", "paris", "a"];

describe("a role's phrases in a text", () => {
  it("ends wherever the words before a position are one of its phrases, for any text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }), (tokens) => {
        // Every run of one or two words, joined as the role keys them, looked up whole.
        const expected: number[] = [];
        for (let at = 1; at <= tokens.length; at++) {
          const runs = [tokens.slice(at - 1, at), at >= 2 ? tokens.slice(at - 2, at) : []];
          if (runs.some((run) => run.length > 0 && role.has(run.join("-")))) expected.push(at);
        }
        expect(phraseEnds(role, tokens, 2)).toEqual(expected);
      }),
    );
  });

  it("skips an adverb inside a phrase only when given adverbs, never before its last word", () => {
    const sold = new Set(["sold-in"]);
    const adverbs = new Set(["mainly"]);
    const tokens = ["sold", "mainly", "in", "chile"];
    expect(phraseEndsBefore(sold, tokens, 3, 2)).toBe(false);
    expect(phraseEndsBefore(sold, tokens, 3, 2, adverbs)).toBe(true);
    expect(phraseEndsBefore(sold, ["sold", "in", "mainly", "chile"], 3, 2, adverbs)).toBe(false);
  });
});

describe("a role of one-word patterns", () => {
  it("holds a word as written, or one that begins as a pattern with `*` does, for any word", () => {
    const lexicons = defaultLexicons();
    const roles = wordRoles(lexicons);
    const patterns = lexicons.flatMap((lexicon) => lexicon.placeHeads);
    const whole = new Set(patterns.filter((p) => !p.endsWith("*")).map((p) => aliasKey(p)));
    const beginnings = patterns.filter((p) => p.endsWith("*")).map((p) => aliasKey(p.slice(0, -1)));
    const expected = (word: string) =>
      whole.has(word) || beginnings.some((beginning) => word.startsWith(beginning));
    const word = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."abcdefghijklmnoprstu") }),
      fc
        .tuple(fc.constantFrom(...patterns), fc.string({ maxLength: 4 }))
        .map(([pattern, tail]) => aliasKey(pattern.replace(/\*$/, "")) + tail.toLowerCase()),
    );
    fc.assert(fc.property(word, (w) => roles.placeHead(w) === expected(w)));
  });
});

describe("the languages a text shows", () => {
  const roles = wordRoles(defaultLexicons());
  it("are those of its lexicon words, but none of a word more than four languages hold", () => {
    expect([...languagesShown(roles, ["hjalpa", "oss"])]).toContain("sv");
    // Swedish, French, Dutch, Finnish, Catalan... all write "en".
    expect((roles.evidence.get("en") ?? []).length).toBeGreaterThan(4);
    expect([...languagesShown(roles, ["en"])]).toEqual([]);
  });

  it("keep a Swedish text from reading another language's case ending as a place", () => {
    const reader = createGazetteerReader(createTaxonomyIndex(defaultTaxonomy));
    expect(
      reader.read("Vi söker en konsult som kan hjälpa oss, gärna någon i Göteborg.").slugs.regions,
    ).toEqual(["se"]);
  });
});
