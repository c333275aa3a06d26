/**
 * The text being read and what every rule of the gazetteer reader shares: its tokens, their
 * stems, the lookup, and the trace an explanation records (`note`).
 */
import type { FreeTextLookup } from "../../catalog/free-text-lookup.ts";
import type { Dimension } from "../../catalog/taxonomy.ts";
import type { Word } from "../../catalog/tokenize.ts";
import type { PlaceKey, PlaceName } from "../../places/gazetteer.ts";
import type { ReadingRule, ReadingStep } from "../reading-rules.ts";
import { phraseEndsBefore, type RoleWords, type WordRoles } from "../word-roles.ts";

/** A word of letters only, and of digits only (one RegExp each, not one per test). */
export const LETTERS_ONLY = /^\p{L}+$/u;
export const DIGITS_ONLY = /^\p{N}+$/u;

/** One token of the text: a sub-token of a word as written. */
export interface Token {
  readonly token: string;
  readonly word: number;
  readonly alone: boolean;
}

/** A run of tokens that names a tag or places. */
export type Span = { readonly start: number; readonly length: number } & (
  | {
      readonly hit: { readonly dimension: Dimension; readonly slug: string };
      /** Tags of other dimensions the same words name ("QSA": `audit` beside `pci-dss`). */
      readonly also?: readonly { readonly dimension: Dimension; readonly slug: string }[];
      readonly places?: undefined;
    }
  | { readonly places: readonly PlaceName[]; readonly hit?: undefined }
);

/**
 * The text being read: its tokens as read and their stems. A stage that reads tokens otherwise
 * (particles detached, corrections) makes a new reading; none changes one.
 */
export interface Reading {
  readonly plain: readonly string[];
  readonly stems: readonly string[];
  /** The tokens stemmed in each other language that admits one of them (see `LanguageStemmer`). */
  readonly otherStems: readonly {
    readonly language: string;
    /** The stems of the tokens the language admits (`LanguageStems.admitting`), by position; the others read as written. */
    readonly stems: readonly (string | undefined)[];
  }[];
  readonly tokens: readonly Token[];
  readonly words: readonly Word[];
  readonly lookup: FreeTextLookup;
  /** No word begins with a small letter: a title-case query capitalises every word. */
  readonly titleCase: boolean;
  /** When explaining, every rule's verdict, in the order given (the one thing rules add to). */
  readonly trace?: ReadingStep[];
  /** The languages other than English the text's words show (`languagesShown`). */
  readonly shown: ReadonlySet<string>;
  /** Where each meeting's or event's words end (`encounterEnds`); empty in most texts. */
  readonly encounters: readonly number[];
  /** Where `declinedBefore` phrases end and `declinedAfter` phrases begin (`declineCues`); empty in most texts. */
  readonly declines: { readonly before: readonly number[]; readonly after: readonly number[] };
}

/**
 * Whether a folded token is a function word ("us", "in", "de", "aus") that names a tag only
 * when written in capitals, so the only word whose reading depends on letter case, or a filler
 * word of a question ("need", "please").
 */
export function isFunctionWord(roles: WordRoles, token: string): boolean {
  return roles.codesOnlyInCapitals.has(token) || roles.filler.has(token);
}

/**
 * Words that are also region codes ("in" India, "no" Norway, "us") match only when
 * written in capitals; "it" is read as information technology even then.
 */
export function mayMatchAlone(roles: WordRoles, original: string, token: string): boolean {
  if (!isFunctionWord(roles, token)) return true;
  return token !== "it" && original.length > 1 && original === original.toUpperCase();
}

/** The words of tokens `start` to `start + length` as written, each once. */
export function writtenWords({ tokens, words }: Reading, start: number, length: number): string {
  let written = "";
  let last = -1;
  for (let at = start; at < start + length; at++) {
    const word = tokens[at]?.word ?? last;
    if (word === last) continue;
    written += `${last === -1 ? "" : " "}${words[word]?.original ?? ""}`;
    last = word;
  }
  return written;
}

/** Records a rule's verdict on the tokens from `start`, when the reading is explained. */
export function note(
  text: Reading,
  rule: ReadingRule,
  start: number,
  length: number,
  reads: () => string,
  outcome: ReadingStep["outcome"],
  reason: string = rule.does,
): void {
  // Nothing is written out unless the reading is explained: a plain read does no more work.
  text.trace?.push({
    rule: rule.id,
    stage: rule.stage,
    words: writtenWords(text, start, length),
    reads: reads(),
    outcome,
    reason,
  });
}

/** The services the spans name, each once. */
export function servicesTaken(chosen: readonly Span[]): Set<string> {
  const services = new Set<string>();
  for (const span of chosen) {
    if (span.hit?.dimension === "serviceTypes") services.add(span.hit.slug);
  }
  return services;
}

/**
 * The spans without those `rejects` says a reading-stage rule takes out (a tag's or a place's),
 * each recorded as rejected by `rule`; the same list when it takes out none.
 */
export function withoutRejected(
  reading: Reading,
  chosen: readonly Span[],
  rule: ReadingRule,
  rejects: (span: Span) => boolean,
): readonly Span[] {
  if (!chosen.some(rejects)) return chosen;
  return chosen.filter((span) => {
    if (!rejects(span)) return true;
    if (reading.trace)
      note(
        reading,
        rule,
        span.start,
        span.length,
        () => (span.places ? placeNames(span.places) : tagName(span.hit)),
        "rejected",
      );
    return false;
  });
}

/** The most modifiers between a possessive and the word it owns: "our US bank partner". */
const MODIFIERS_AFTER_POSSESSIVE = 2;

/**
 * Whether a possessive stands before the word at `at`, across up to two modifiers of its clause
 * that are no function words: "our supplier", "our US bank partner", "our whole ISO 27001 ISMS".
 */
export function possessedAt(reading: Reading, at: number): boolean {
  const { plain, lookup } = reading;
  const { roles } = lookup;
  for (let from = at; from > 0 && from >= at - MODIFIERS_AFTER_POSSESSIVE; from--) {
    if (clauseBreakBefore(reading, from)) return false;
    const before = plain[from - 1] ?? "";
    if (roles.possessives.has(before)) return true;
    if (isFunctionWord(roles, before)) return false;
  }
  return false;
}

/** A tag as an explanation shows it: `frameworks/iso-27001`. */
export const tagName = (hit: { dimension: Dimension; slug: string }) =>
  `${hit.dimension}/${hit.slug}`;

/** Places as an explanation shows them: `place Berlin (DE)`. */
export const placeNames = (names: readonly PlaceName[]) =>
  `place ${[...new Set(names.map((n) => `${n.place.name} (${n.place.country})`))].join(" or ")}`;

/** A word written with a capital and then small letters: "Insurance", not "insurance" or "CBD". */
export const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

/** The word before the token at `start` as written, undefined when none stands apart from it. */
export function wordBefore({ tokens, words }: Reading, start: number): string | undefined {
  const before = tokens[start - 1];
  return before !== undefined && before.word !== tokens[start]?.word
    ? (words[before.word]?.original ?? "")
    : undefined;
}

/** The tokens from `start` as written, joined by `-`: a span's key. */
export function exactKey({ plain }: Reading, start: number, length: number): string {
  return length === 1 ? (plain[start] ?? "") : plain.slice(start, start + length).join("-");
}

/** Whether a token is known as written: a phrasing's word or a place's name. */
export function known({ lookup }: Pick<Reading, "lookup">, token: string): boolean {
  const { prefixes, gazetteer } = lookup;
  return prefixes.has(token) || gazetteer.lookUp(token) !== undefined;
}

/** Whether the token at an index is (the last word of) a region's or a place's one-word name. */
export function placeAt({ plain, lookup }: Reading): (at: number) => boolean {
  return (at) => {
    const token = plain[at] ?? "";
    return (
      lookup.taxonomy.textAliases.get(token)?.dimension === "regions" ||
      (lookup.gazetteer.lookUp(token)?.names.length ?? 0) > 0
    );
  };
}

/**
 * Whether a gazetteer key beginning at `at` passes `test`: the word there, then it joined to the
 * next ones while a longer key begins so ("san", then "san-francisco").
 */
export function placeKeyFrom(
  { plain, lookup }: Reading,
  at: number,
  test: (key: string, place: PlaceKey | undefined) => boolean,
): boolean {
  let key = "";
  for (let end = at; end < plain.length; end++) {
    key = end === at ? (plain[end] ?? "") : `${key}-${plain[end]}`;
    const place = lookup.gazetteer.lookUp(key);
    if (test(key, place)) return true;
    if (!place?.grows) return false;
  }
  return false;
}

/** Whether the words from `at` name a country or subdivision ("Portland, Maine"). */
export function regionFollows(reading: Reading, at: number): boolean {
  const { lookup } = reading;
  return placeKeyFrom(reading, at, (key, place) => {
    const alias = lookup.taxonomy.textAliases.get(key);
    if (alias?.dimension === "regions" && !isFunctionWord(lookup.roles, key)) return true;
    return place?.names.some((n) => n.place.kind !== "city" && n.reading === "anywhere") ?? false;
  });
}

/** Whether the word before `at` names a city, which puts what follows in a place context ("Athens, Georgia"). */
export function cityBefore({ plain, lookup }: Reading, at: number): boolean {
  const before = at > 0 ? lookup.gazetteer.lookUp(plain[at - 1] ?? "") : undefined;
  return before?.names.some((n) => n.place.kind === "city" && n.reading === "anywhere") ?? false;
}

/**
 * Whether a phrase of `cue` ends before the span that begins at `start`, up to `maxWords` words
 * before it in the span's clause, each word between one `standsBetween` lets stand there
 * ("passed our SOC 2", "before the next audit cycle").
 */
export function cueBefore(
  reading: Reading,
  cue: RoleWords,
  start: number,
  maxWords: number,
  standsBetween: (word: string) => boolean,
  unlessNegated = false,
): boolean {
  const { plain, lookup } = reading;
  for (let at = start; at >= 0 && at >= start - maxWords; at--) {
    if (clauseBreakBefore(reading, at)) return false;
    if (phraseEndsBefore(cue, plain, at, lookup.roles.longestPhrase)) {
      return !(unlessNegated && negatedCue(reading, cue, at));
    }
    if (contrastAt(reading, at - 1) || !standsBetween(plain[at - 1] ?? "")) return false;
  }
  return false;
}

/**
 * Whether the longest phrase of `cue` ending before `end` is negated: one of `negations` right
 * before it, or a negated auxiliary ("haven't got", "have not achieved", "never got").
 */
function negatedCue({ plain, lookup }: Reading, cue: RoleWords, end: number): boolean {
  const { roles } = lookup;
  let from = end - 1;
  for (let length = roles.longestPhrase; length > 0; length--) {
    if (end - length >= 0 && cue.has(plain.slice(end - length, end).join("-"))) {
      from = end - length;
      break;
    }
  }
  const before = plain[from - 1] ?? "";
  return (
    roles.negations.has(before) ||
    (before === "t" && roles.negatedAuxiliaries.has(plain[from - 2] ?? ""))
  );
}

/**
 * Whether the token at `at` is one of `contrasts` ("but", "pero") of English or of a language
 * the text shows: the words before it say nothing of those after it.
 */
export function contrastAt({ plain, lookup, shown }: Reading, at: number): boolean {
  const word = plain[at] ?? "";
  if (!lookup.roles.contrasts.has(word)) return false;
  const languages = lookup.roles.languagesOf.contrasts.get(word) ?? [];
  return languages.some((language) => language === "en" || shown.has(language));
}

/** Whether a full stop, "!" or "?" stands right before the token at `at`, which then begins a sentence. */
export function sentenceBreakBefore({ tokens, words }: Reading, at: number): boolean {
  const token = tokens[at];
  if (!token || tokens[at - 1]?.word === token.word) return false;
  return words[token.word]?.afterStop === true;
}

/**
 * Whether a comma, a semicolon, a colon, a dash or a full stop stands right before the token at `at`, which
 * then begins a clause; never inside a word, nor past the text's end.
 */
export function clauseBreakBefore({ tokens, words }: Reading, at: number): boolean {
  const token = tokens[at];
  if (!token || tokens[at - 1]?.word === token.word) return false;
  const word = words[token.word];
  return word?.afterComma === true || word?.afterStop === true;
}
