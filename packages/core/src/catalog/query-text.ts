/// <reference path="../types/stopword.d.ts" />
import { eng } from "stopword";
import type { Dimension } from "./taxonomy.ts";
import type { TaxonomyIndex } from "./taxonomy-index.ts";
import { tokenize } from "./tokenize.ts";

/** What free text (`q`) contributed: canonical slugs per dimension and the words left over. */
export interface ParsedQueryText {
  slugs: Record<Dimension, string[]>;
  unparsedQueryTerms: string[];
}

/** Filler words of vendor questions that carry no filter and are not worth reporting back. */
const FILLER = [
  "us",
  "we",
  "our",
  "no",
  "need",
  "needs",
  "looking",
  "find",
  "help",
  "please",
  "want",
];
const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...FILLER]);

/**
 * Words that are also region codes ("in" India, "no" Norway, "us") match only when
 * written in capitals; "it" is read as information technology even then.
 */
function mayMatchAlone(original: string, token: string): boolean {
  if (!STOP_WORDS.has(token)) return true;
  return token !== "it" && original.length > 1 && original === original.toUpperCase();
}

interface Span {
  start: number;
  length: number;
  hit: { dimension: Dimension; slug: string };
}

/**
 * Maps free text to filters: the longest alias hits are taken first (so "soc 2 type ii"
 * wins over "soc 2", and "united kingdom" over a lone "kingdom"), hits never overlap,
 * and leftover words, stop-words dropped, are returned as unparsed terms.
 */
export function parseQueryText(text: string, taxonomy: TaxonomyIndex): ParsedQueryText {
  const words = tokenize(text);
  const tokens = words.flatMap((word, w) =>
    word.tokens.map((token) => ({ token, word: w, alone: word.tokens.length === 1 })),
  );

  const candidates: Span[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const longest = Math.min(taxonomy.longestAliasTokens, tokens.length - start);
    for (let length = longest; length >= 1; length--) {
      const key = tokens
        .slice(start, start + length)
        .map((t) => t.token)
        .join("-");
      const hit = taxonomy.textAliases.get(key);
      if (!hit) continue;
      const first = tokens[start];
      if (length === 1 && first?.alone && !mayMatchAlone(words[first.word]?.original ?? "", key)) {
        continue;
      }
      candidates.push({ start, length, hit: { dimension: hit.dimension, slug: hit.entry.slug } });
    }
  }
  candidates.sort((a, b) => b.length - a.length || a.start - b.start);

  const taken = new Array<boolean>(tokens.length).fill(false);
  const slugs: Record<Dimension, string[]> = { frameworks: [], regions: [], serviceTypes: [] };
  for (const span of candidates) {
    if (taken.slice(span.start, span.start + span.length).some(Boolean)) continue;
    taken.fill(true, span.start, span.start + span.length);
    const list: string[] = slugs[span.hit.dimension];
    if (!list.includes(span.hit.slug)) list.push(span.hit.slug);
  }

  const leftovers = new Map<number, string[]>();
  tokens.forEach((t, i) => {
    if (!taken[i]) leftovers.set(t.word, [...(leftovers.get(t.word) ?? []), t.token]);
  });
  const unparsedQueryTerms: string[] = [];
  for (const [w, rest] of leftovers) {
    const word = words[w];
    const term = rest.length === word?.tokens.length ? word.original.toLowerCase() : rest.join("");
    if (!STOP_WORDS.has(term) && !unparsedQueryTerms.includes(term)) unparsedQueryTerms.push(term);
  }
  return { slugs, unparsedQueryTerms };
}
