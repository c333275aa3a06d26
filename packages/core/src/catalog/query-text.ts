/// <reference path="../types/stopword.d.ts" />
import { eng } from "stopword";
import { spokenLanguage } from "./spoken-language.ts";
import { stemToken } from "./stem-token.ts";
import type { Dimension } from "./taxonomy.ts";
import type { TaxonomyHit, TaxonomyIndex } from "./taxonomy-index.ts";
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
/**
 * Function words of the catalog's other languages that are also region codes or aliases:
 * "de" (Germany), "es" (Spain), "aus" (Australia), "che" (Switzerland), "fra" (France)...
 * Like English stop-words they name a region only when written in capitals.
 */
const FOREIGN_FUNCTION_WORDS =
  "de|es|se|il|sa|au|ie|co|ca|ar|est|che|fra|aus|bel|ita|pol|mex|ind|arg|lux|aut|swe|nld".split(
    "|",
  );
const STOP_WORDS: ReadonlySet<string> = new Set([...eng, ...FILLER, ...FOREIGN_FUNCTION_WORDS]);

/**
 * Whether a folded token is a function word ("us", "in", "de", "aus") that names a tag only
 * when written in capitals, so the only word whose reading depends on letter case.
 */
export function readsAsCodeOnlyInCapitals(token: string): boolean {
  return STOP_WORDS.has(token);
}

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
 * Maps free text to filters. Every span of words is looked up as written first (so codes
 * such as `27001` or `c5` match exactly), then stemmed, which also reaches the everyday
 * names, demonyms and other-language words of `taxonomy.freeText`. The longest hits are
 * taken first (so "soc 2 type ii" wins over "soc 2", and "united kingdom" over a lone
 * "kingdom"), hits never overlap, a language name that reads as the language spoken ("in
 * German", "French-speaking") is no region, and leftover words, stop-words dropped, are
 * returned as unparsed terms.
 */
export function parseQueryText(text: string, taxonomy: TaxonomyIndex): ParsedQueryText {
  const words = tokenize(text);
  const tokens = words.flatMap((word, w) =>
    word.tokens.map((token) => ({ token, word: w, alone: word.tokens.length === 1 })),
  );
  const plain = tokens.map((t) => t.token);
  const stems = plain.map(stemToken);
  /** A one-token hit may still be a stop-word written in lower case, or a language spoken. */
  const admissible = (hit: TaxonomyHit, start: number, length: number): boolean => {
    const first = tokens[start];
    if (length > 1 || !first) return true;
    if (first.alone && !mayMatchAlone(words[first.word]?.original ?? "", first.token)) return false;
    return !(hit.dimension === "regions" && spokenLanguage(plain, start));
  };
  const { phrases, prefixes } = taxonomy.freeText;

  const candidates: Span[] = [];
  for (let start = 0; start < tokens.length; start++) {
    let exact = "";
    let stemmed = "";
    // Keys grow a token at a time and stop as soon as no alias or phrase starts that way.
    for (let end = start; end < tokens.length; end++) {
      exact = end === start ? (plain[end] ?? "") : `${exact}-${plain[end]}`;
      stemmed = end === start ? (stems[end] ?? "") : `${stemmed}-${stems[end]}`;
      const hit = taxonomy.textAliases.get(exact) ?? phrases.get(stemmed);
      if (hit && admissible(hit, start, end - start + 1)) {
        candidates.push({
          start,
          length: end - start + 1,
          hit: { dimension: hit.dimension, slug: hit.entry.slug },
        });
      }
      if (!prefixes.has(exact) && !prefixes.has(stemmed)) break;
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
