import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type KeyNode, keyTrie } from "./key-trie.ts";

/** Every leading run of each key, as `createFreeTextLookup` keeps them in `prefixes`. */
function withPrefixes(keys: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const key of keys) {
    const [, language = "", rest = key] = /^([a-z]{2,3}:)?(.*)$/.exec(key) ?? [];
    const tokens = rest.split("-");
    for (let length = 1; length <= tokens.length; length++) {
      all.add(language + tokens.slice(0, length).join("-"));
    }
  }
  return all;
}

/** The node a run of tokens leads to in a language, walked one token at a time. */
function walk(roots: ReturnType<typeof keyTrie>, language: string, tokens: readonly string[]) {
  let node: KeyNode | undefined;
  for (const [at, token] of tokens.entries()) {
    node = at === 0 ? roots.get(language)?.get(token) : node?.next.get(token);
  }
  return node;
}

describe("keyTrie", () => {
  const keys = withPrefixes(["soc-2-type-ii", "iso-27001", "fr:audit-de-certif", "de:prufung"]);
  const roots = keyTrie(keys);

  it("leads a run of tokens to the node whose key is the run joined by -", () => {
    expect(walk(roots, "", ["soc", "2", "type"])?.key).toBe("soc-2-type");
    expect(walk(roots, "", ["iso", "27001"])?.key).toBe("iso-27001");
  });

  it("keeps each language's keys apart, under their `xx:` prefix", () => {
    expect(walk(roots, "fr", ["audit", "de", "certif"])?.key).toBe("fr:audit-de-certif");
    expect(walk(roots, "", ["audit"])).toBeUndefined();
    expect(walk(roots, "de", ["prufung"])?.key).toBe("de:prufung");
  });

  it("ends a run that begins no key", () => {
    expect(walk(roots, "", ["soc", "3"])).toBeUndefined();
    expect(walk(roots, "", ["type"])).toBeUndefined();
  });

  it("reaches exactly the keys it was given, by their tokens (property)", () => {
    const token = fc.stringMatching(/^[a-z0-9]{1,4}$/);
    const key = fc.tuple(
      fc.constantFrom("", "fr:", "de:"),
      fc.array(token, { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 12 }), key, (given, probe) => {
        const all = withPrefixes(given.map(([language, tokens]) => language + tokens.join("-")));
        const trie = keyTrie(all);
        const [language, tokens] = probe;
        const joined = language + tokens.join("-");
        expect(walk(trie, language.slice(0, -1), tokens)?.key).toBe(
          all.has(joined) ? joined : undefined,
        );
      }),
    );
  });
});
