/**
 * What the reader does to a text's tokens before looking for spans: letters typed for digits,
 * words run together, particles written joined, and the stems of the other languages.
 */
import type { FreeTextLookup } from "../../catalog/free-text-lookup.ts";
import { READING_RULES, type ReadingRule } from "../reading-rules.ts";
import { isFunctionWord, known, note, type Reading } from "./reading.ts";

/**
 * Reads a word unknown as written without a particle a lexicon says its language writes joined
 * to words (Arabic "ب" in "بالرياض", Korean "에서" in "서울에서") when what is left is known.
 */
export function detachParticles(reading: Reading): void {
  const { attachedPrefixes, attachedSuffixes } = reading.lookup.roles;
  if (attachedPrefixes.length + attachedSuffixes.length === 0) return;
  reading.plain.forEach((token, i) => {
    if (/^[\p{N}\p{Script=Latin}]/u.test(token) || known(reading, token)) return;
    const bare =
      attachedPrefixes
        .filter((prefix) => token.length > prefix.length && token.startsWith(prefix))
        .map((prefix) => token.slice(prefix.length))
        .find((rest) => known(reading, rest)) ??
      attachedSuffixes
        .filter((suffix) => token.length > suffix.length && token.endsWith(suffix))
        .map((suffix) => token.slice(0, -suffix.length))
        .find((rest) => known(reading, rest));
    if (bare === undefined) return;
    note(reading, READING_RULES.detachParticle, i, 1, () => bare, "changed");
    reading.plain[i] = bare;
    reading.stems[i] = reading.lookup.stem(bare);
  });
}

/**
 * The tokens as each other language stems them, for the languages that admit one of them (a
 * token a language does not admit stays as written in its row).
 */
export function stemsInOtherLanguages(
  plain: readonly string[],
  lookup: FreeTextLookup,
): Reading["otherStems"] {
  const { stemmers, admitting } = lookup.stems;
  const rows = new Map<number, Map<number, string>>();
  plain.forEach((token, i) => {
    for (const position of admitting(token)) {
      let stems = rows.get(position);
      if (!stems) {
        stems = new Map();
        rows.set(position, stems);
      }
      stems.set(i, stemmers[position]?.stem(token) ?? token);
    }
  });
  return [...rows].map(([position, stems]) => ({
    language: stemmers[position]?.language ?? "",
    stems,
  }));
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

/** Longer words are no two words of a phrasing: looking costs a stem per letter. */
const LONGEST_RUN_TOGETHER = 40;

const SHORTEST_RUN_PART = 3;

const SHORTEST_NAMING_PART = 4;

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
      /^[ol]+$/.test(token) &&
      /^\p{N}+$/u.test(before) &&
      /^\p{N}+$/u.test(next)
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
    !/^\p{L}+$/u.test(token)
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
  for (let at = SHORTEST_RUN_PART; at <= token.length - SHORTEST_RUN_PART; at++) {
    const left = token.slice(0, at);
    const right = token.slice(at);
    // Two words of one phrasing ("cyberessentials"), or a tag's name and a word phrasings use
    // ("pentestfirm").
    if (
      after.get(left)?.has(right) ||
      (namesTag(left) && right.length >= SHORTEST_NAMING_PART && lookup.termWords.has(right))
    ) {
      return [left, right];
    }
  }
  return undefined;
}
