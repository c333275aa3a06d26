import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phraseEnds, phraseEndsBefore } from "./word-roles.ts";

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
