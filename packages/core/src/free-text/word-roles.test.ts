import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phraseEnds, phraseEndsBefore } from "./word-roles.ts";

const role = new Set(["saw", "booth-at", "trade-show", "stand-at", "at"]);
const WORDS = ["saw", "booth", "at", "trade", "show", "stand", "we", "in", "paris", "a"];

describe("a role's phrases in a text", () => {
  it("ends where phraseEndsBefore says one ends, for any text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }), (tokens) => {
        const expected: number[] = [];
        for (let at = 1; at <= tokens.length; at++) {
          if (phraseEndsBefore(role, tokens, at, 2)) expected.push(at);
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
