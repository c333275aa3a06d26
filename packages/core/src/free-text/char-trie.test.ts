import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charTrie } from "./char-trie.ts";

/** Every (length, value) a walk visits, until it stops. */
function visits<T>(trie: ReturnType<typeof charTrie<T>>, token: string, stopAt?: number) {
  const seen: [number, T | undefined][] = [];
  trie.walk(token, (length, value) => {
    seen.push([length, value]);
    return length !== stopAt;
  });
  return seen;
}

describe("charTrie", () => {
  const trie = charTrie([
    ["pen", 1],
    ["pentest", 2],
    ["cyber", 3],
  ]);

  it("visits each beginning of a word, with the value of the word that ends there", () => {
    expect(visits(trie, "pentestfirm")).toEqual([
      [1, undefined],
      [2, undefined],
      [3, 1],
      [4, undefined],
      [5, undefined],
      [6, undefined],
      [7, 2],
    ]);
  });

  it("stops at the first beginning no word begins with, or where the visit says so", () => {
    expect(visits(trie, "pin")).toEqual([[1, undefined]]);
    expect(visits(trie, "xyz")).toEqual([]);
    expect(visits(trie, "pentest", 3)).toEqual([
      [1, undefined],
      [2, undefined],
      [3, 1],
    ]);
  });

  it("merges the values of a word given twice", () => {
    const bits = charTrie(
      [
        ["audit", 1],
        ["audit", 4],
      ],
      (kept, added) => kept | added,
    );
    expect(visits(bits, "audit").at(-1)).toEqual([5, 5]);
  });

  it("finds exactly the words that begin a token (property)", () => {
    const word = fc.stringMatching(/^[a-cé]{1,5}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 10 }), word, (words, token) => {
        const found = visits(charTrie(words.map((w) => [w, w] as const)), token).flatMap(
          ([, value]) => (value === undefined ? [] : [value]),
        );
        expect(found).toEqual(
          words.filter((w) => token.startsWith(w)).sort((a, b) => a.length - b.length),
        );
      }),
    );
  });

  it("folds the values of the words that begin a token, as a walk meets them (property)", () => {
    const word = fc.stringMatching(/^[a-cé]{1,5}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 10 }), word, (words, token) => {
        const trie = charTrie(words.map((w) => [w, w] as const));
        const folded = trie.reduce(
          token,
          (met: string[], value) => (value === undefined ? met : [...met, value]),
          [],
        );
        expect(folded).toEqual(
          words.filter((w) => token.startsWith(w)).sort((a, b) => a.length - b.length),
        );
      }),
    );
  });
});
