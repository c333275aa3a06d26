/**
 * What the reader does to a text's tokens before looking for spans: letters typed for digits,
 * words run together, particles written joined, and the stems of the other languages.
 */
import type { FreeTextLookup } from "../../catalog/free-text-lookup.ts";
import { type CharTrie, charTrie } from "../char-trie.ts";
import { READING_RULES, type ReadingRule } from "../reading-rules.ts";
import {
  DIGITS_ONLY,
  isFunctionWord,
  known,
  LETTERS_ONLY,
  note,
  type Reading,
  type Token,
} from "./reading.ts";

const DIGIT_LOOKALIKE_RUN = /^[ol]+$/;
/** A number's first group and a later group of three, as "27 001" is written in French or Polish. */
const LEADING_DIGITS = /^\d{1,3}$/;
const DIGIT_GROUP = /^\d{3}$/;
const STARTS_NUMBER_OR_LATIN = /^[\p{N}\p{Script=Latin}]/u;

/**
 * Reads a word unknown as written without a particle a lexicon says its language writes joined
 * to words (Arabic "ب" in "بالرياض", Korean "에서" in "서울에서") when what is left is known: the
 * token each one is read as, by position (undefined where none).
 */
export function detachParticles(reading: Reading): (string | undefined)[] {
  const { attachedPrefixes, attachedSuffixes } = reading.lookup.roles;
  if (attachedPrefixes.length + attachedSuffixes.length === 0) return [];
  return reading.plain.map((token, i) => {
    if (STARTS_NUMBER_OR_LATIN.test(token) || known(reading, token)) return undefined;
    let bare: string | undefined;
    for (const prefix of attachedPrefixes) {
      if (bare !== undefined) break;
      if (token.length <= prefix.length || !token.startsWith(prefix)) continue;
      const rest = token.slice(prefix.length);
      if (known(reading, rest)) bare = rest;
    }
    for (const suffix of attachedSuffixes) {
      if (bare !== undefined) break;
      if (token.length <= suffix.length || !token.endsWith(suffix)) continue;
      const rest = token.slice(0, -suffix.length);
      if (known(reading, rest)) bare = rest;
    }
    if (bare !== undefined)
      note(reading, READING_RULES.detachParticle, i, 1, () => bare, "changed");
    return bare;
  });
}

/** A stem no phrase has: the word is another language's. */
const NO_STEM = "\u0000";

/**
 * The tokens as each other language stems them, for the languages that admit one of them: per
 * language, the stems of the tokens it admits, by position (the others read as written).
 */
export function stemsInOtherLanguages(
  plain: readonly string[],
  lookup: FreeTextLookup,
): Reading["otherStems"] {
  const { stemmers, admitting } = lookup.stems;
  const rows: ({ language: string; stems: (string | undefined)[] } | undefined)[] = [];
  for (let i = 0; i < plain.length; i++) {
    const token = plain[i] ?? "";
    for (const position of admitting(token)) {
      const stemmer = stemmers[position];
      if (!stemmer) continue;
      let row = rows[position];
      if (!row) {
        // Sized once: an array grown a token at a time is copied as it grows.
        row = { language: stemmer.language, stems: new Array<string | undefined>(plain.length) };
        rows[position] = row;
      }
      row.stems[i] = stemmer.stem(token);
    }
  }
  const read = rows.filter((row) => row !== undefined);
  // A word of other languages' lexicons only is theirs, no word of this one, stemmed or as
  // written: Persian "مان" (our) is no Arabic-stemmed "ألمانيا".
  for (let i = 0; i < plain.length; i++) {
    const languages = lookup.roles.evidence.get(plain[i] ?? "");
    if (!languages) continue;
    for (const row of read) if (!languages.includes(row.language)) row.stems[i] = NO_STEM;
  }
  return read;
}

/** A word's sub-tokens read otherwise before the reading: digits typed as letters, words run together. */
export interface Regrouping {
  rule: ReadingRule;
  word: number;
  to: string;
}

/** Letters typed for digits: "o" for 0, "l" for 1. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { o: "0", l: "1" };

/** A run-together word is split from this length, into parts of at least three letters. */
const SHORTEST_RUN_TOGETHER = 7;
const SHORTEST_RUN_PART = 3;

/** Longer words are no two words of a phrasing: looking costs two lookups per letter. */
const LONGEST_RUN_TOGETHER = 40;

/** A tag's name and a phrasing's word run together are each of at least four letters. */
const SHORTEST_NAMING_PART = 4;

/**
 * The words that may stand first in a run-together word (a word phrasings put another after, a
 * tag's one-word name), laid out letter by letter: built once with the lookup
 * (`FreeTextLookup.runTogetherFirsts`), so that a word that begins none is not cut at every
 * letter.
 */
export function runTogetherFirsts(
  after: ReadonlyMap<string, unknown>,
  tagNames: Iterable<string>,
): CharTrie<true> {
  const firsts = [
    ...[...after.keys()].filter((key) => LETTERS_ONLY.test(key)),
    ...[...tagNames].filter((key) => key.length >= SHORTEST_NAMING_PART && LETTERS_ONLY.test(key)),
  ];
  return charTrie(firsts.map((first) => [first, true] as const));
}

/**
 * A word's sub-tokens as the reader reads them: letters typed for digits between digits read
 * as digits ("27oo1": 27001), and a word unknown as written that is two words of a phrasing
 * run together read as those two ("pentestfirm": pentest firm, "cyberessentials").
 */
export function regroup(
  subTokens: readonly string[],
  lookup: FreeTextLookup,
  changed: (rule: ReadingRule, to: string) => void,
): readonly string[] {
  // Made only once a token is read otherwise: most words are read as they are.
  let out: string[] | undefined;
  for (let i = 0; i < subTokens.length; i++) {
    const token = subTokens[i] ?? "";
    const before = out ? out.at(-1) : subTokens[i - 1];
    const next = subTokens[i + 1];
    if (
      before !== undefined &&
      next !== undefined &&
      DIGIT_LOOKALIKE_RUN.test(token) &&
      DIGITS_ONLY.test(before) &&
      DIGITS_ONLY.test(next)
    ) {
      const digits = [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join("");
      const joined = `${before}${digits}${next}`;
      changed(READING_RULES.digitLookalike, joined);
      out ??= subTokens.slice(0, i);
      out[out.length - 1] = joined;
      i++;
      continue;
    }
    const parts = runTogether(token, lookup);
    if (parts) {
      changed(READING_RULES.runTogether, parts.join(" "));
      out ??= subTokens.slice(0, i);
      out.push(...parts);
    } else out?.push(token);
  }
  return out ?? subTokens;
}

/**
 * The two words a word unknown as written runs together, if it does: two words of a phrasing,
 * or a tag's one-word name and a word of a phrasing, each of four letters or more.
 */
function runTogether(token: string, lookup: FreeTextLookup): [string, string] | undefined {
  if (
    token.length < SHORTEST_RUN_TOGETHER ||
    token.length > LONGEST_RUN_TOGETHER ||
    !LETTERS_ONLY.test(token)
  ) {
    return undefined;
  }
  const { prefixes, gazetteer, neverCorrected, roles } = lookup;
  if (
    prefixes.has(token) ||
    gazetteer.lookUp(token) !== undefined ||
    neverCorrected.has(token) ||
    roles.evidence.has(token)
  ) {
    return undefined;
  }
  if (isFunctionWord(roles, token)) return undefined;
  // A tag's one-word name of four letters or more: shorter ones and places' names (many short
  // exonyms among them) make too many English words ("because" is no "bec ause").
  const namesTag = (word: string) =>
    word.length >= SHORTEST_NAMING_PART &&
    !isFunctionWord(roles, word) &&
    (lookup.taxonomy.textAliases.has(word) || lookup.phrases.has(word));
  const { after } = lookup.neighbours;
  let parts: [string, string] | undefined;
  // Only where a word that may stand first ends: most words begin none past a few letters.
  lookup.runTogetherFirsts.walk(token, (at, first) => {
    if (!first || at < SHORTEST_RUN_PART || at > token.length - SHORTEST_RUN_PART) return true;
    const left = token.slice(0, at);
    const right = token.slice(at);
    // Two words of one phrasing ("cyberessentials"), or a tag's name and a word phrasings use
    // ("pentestfirm").
    if (
      after.get(left)?.has(right) ||
      (namesTag(left) && right.length >= SHORTEST_NAMING_PART && lookup.termWords.has(right))
    ) {
      parts = [left, right];
      return false;
    }
    return true;
  });
  if (parts) return parts;
  return undefined;
}

/** The fewest letters typed apart that are read as one word: "s o c 2", "p c i dss". */
const FEWEST_SPELLED_LETTERS = 3;

/**
 * Letters typed one by one with spaces between ("s o c 2", "h i p a a"), read as the word they
 * spell where it is a framework's or service's one-word name, or begins one the next word goes
 * on ("s o c" and "2": SOC 2); never a place's ("u s a" stays).
 */
function joinSpelledLetters(
  tokens: Token[],
  lookup: FreeTextLookup,
  changed: (rule: ReadingRule, word: number, to: string) => void,
): void {
  const { taxonomy, phrases, prefixes } = lookup;
  const letter = (token: Token | undefined) =>
    token?.alone === true && token.token.length === 1 && LETTERS_ONLY.test(token.token);
  for (let i = 0; i < tokens.length; i++) {
    let end = i;
    while (letter(tokens[end]) && (end === i || tokens[end - 1]?.word !== tokens[end]?.word)) end++;
    if (end - i < FEWEST_SPELLED_LETTERS) continue;
    const joined = tokens
      .slice(i, end)
      .map((token) => token.token)
      .join("");
    const hit = taxonomy.textAliases.get(joined) ?? phrases.get(joined);
    const goesOn = prefixes.has(`${joined}-${tokens[end]?.token ?? ""}`);
    if ((!hit && !goesOn) || hit?.dimension === "regions") continue;
    changed(READING_RULES.splitWord, tokens[i]?.word ?? 0, joined);
    tokens.splice(i, end - i, { token: joined, word: tokens[i]?.word ?? 0, alone: true });
  }
}

/**
 * Two words that a framework's or service's one-word name was split into by a space ("hi
 * trust": HITRUST, "fed ramp"), read as that name: never a function word ("is ms" is no ISMS)
 * nor a place's name ("spa in"), and not where a phrasing reads them as two words.
 */
export function joinSplitWords(
  tokens: Token[],
  lookup: FreeTextLookup,
  changed: (rule: ReadingRule, word: number, to: string) => void,
): Token[] {
  const { taxonomy, phrases, prefixes } = lookup;
  joinSpelledLetters(tokens, lookup, changed);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const first = tokens[i];
    const second = tokens[i + 1];
    if (!first?.alone || !second?.alone || first.word === second.word) continue;
    // Two words of letters, or a number written in groups of three ("ISO 27 001").
    const letters = LETTERS_ONLY.test(first.token) && LETTERS_ONLY.test(second.token);
    if (!letters && !(LEADING_DIGITS.test(first.token) && DIGIT_GROUP.test(second.token))) {
      continue;
    }
    if (isFunctionWord(lookup.roles, first.token) || isFunctionWord(lookup.roles, second.token)) {
      continue;
    }
    const joined = first.token + second.token;
    const hit = taxonomy.textAliases.get(joined) ?? phrases.get(joined);
    // A place's name is seldom typed in two; two words that make one are often meant as two
    // ("spa in", "nor way").
    if (!hit || hit.dimension === "regions") continue;
    if (prefixes.has(`${first.token}-${second.token}`)) continue;
    changed(READING_RULES.splitWord, first.word, joined);
    tokens.splice(i, 2, { token: joined, word: first.word, alone: true });
  }
  return tokens;
}
