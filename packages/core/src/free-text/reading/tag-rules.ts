/** The rules that reject a tag a span names where it stands (`rejectsTag`). */
import { spokenLanguage } from "../../catalog/spoken-language.ts";
import type { TaxonomyHit } from "../../catalog/taxonomy-index.ts";
import {
  introducesInShownLanguage,
  introducesPlace,
  negatesPlace,
} from "../../places/place-context.ts";
import { READING_RULES, type ReadingRule } from "../reading-rules.ts";
import { phraseEndsBefore, phraseStartsAt } from "../word-roles.ts";
import { declinedAt } from "./declined.ts";
import {
  modifiesNextWord,
  namesSomeone,
  namesSomethingElse,
  othersPlace,
  partOfCode,
} from "./place-rules.ts";
import {
  clauseBreakBefore,
  exactKey,
  isFunctionWord,
  mayMatchAlone,
  placeAt,
  type Reading,
  wordBefore,
} from "./reading.ts";
import { inSignature } from "./signature.ts";

/**
 * The rule that rejects a tag's candidate where it stands, if one does: a stop-word written in
 * lower case, a language spoken, a denied or other name's place.
 */
export function rejectsTag(
  text: Reading,
  hit: TaxonomyHit,
  start: number,
  length: number,
): ReadingRule | undefined {
  const { roles, demonyms } = text.lookup;
  if (
    hit.dimension === "regions" &&
    negatesPlace(roles, text.plain, start, start + length, text.shown, placeAt(text), (at) =>
      clauseBreakBefore(text, at),
    )
  ) {
    return READING_RULES.negatedPlace;
  }
  if (hit.dimension === "regions" && partOfCode(text, start, length)) {
    return READING_RULES.placeInCode;
  }
  if (hit.dimension === "regions" && othersPlace(text, start, length)) {
    return READING_RULES.othersPlace;
  }
  // A region's name that is a brand's as often (an airline's: "Emirates is our largest
  // customer"): a region only where a place word introduces it, an article apart ("in the
  // Emirates"), or alone (a search for "Emirates").
  if (
    hit.dimension === "regions" &&
    length < text.plain.length &&
    roles.otherMeanings.has(exactKey(text, start, length))
  ) {
    const from = roles.articles.has(text.plain[start - 1] ?? "") ? start - 1 : start;
    if (!introducesPlace(roles, text.plain, from, start + length, wordBefore(text, from))) {
      return READING_RULES.otherMeaning;
    }
  }
  if (hit.dimension !== "regions" && declinedAt(text, start, length)) {
    return READING_RULES.declined;
  }
  if (hit.dimension !== "regions" && inSignature(text, start)) return READING_RULES.signature;
  if (hit.dimension === "serviceTypes" && notAsked(text, start, length)) {
    return READING_RULES.notAsked;
  }
  const first = text.tokens[start];
  if (!first) return undefined;
  // A region's name of several words inside another name: "Air New Zealand", "Bank of New
  // Zealand", "South African Airways".
  if (length > 1) {
    return hit.dimension === "regions" && namesSomethingElse(text, start, length)
      ? READING_RULES.otherName
      : undefined;
  }
  const original = text.words[first.word]?.original ?? "";
  if (first.alone && !mayMatchAlone(roles, original, first.token)) {
    return READING_RULES.codeInCapitals;
  }
  // A stem that is a function word is no code: "using" is not "us".
  const stem = text.stems[start] ?? "";
  if (stem !== first.token && isFunctionWord(roles, stem)) return READING_RULES.functionWordStem;
  if (hit.dimension !== "regions") return undefined;
  if (namesSomeone(text, start, length)) return READING_RULES.personCue;
  // A language spoken ("in German") or the variety of one ("Swiss German speaking").
  if (
    spokenLanguage(roles, demonyms, text.plain, start) ||
    spokenLanguage(roles, demonyms, text.plain, start + 1)
  ) {
    return READING_RULES.spokenLanguage;
  }
  // A people's word before a thing's ("Brazilian coffee beans"): the thing's origin. A word
  // joined by a hyphen ("DACH-Raum") or a phrasing's ("Finnish pentesters") is no such thing.
  const next = text.words[text.tokens[start + 1]?.word ?? -1];
  if (
    demonyms.has(text.plain[start] ?? "") &&
    next !== undefined &&
    !next.joiner &&
    !text.lookup.termWords.has(text.stems[start + 1] ?? "") &&
    (modifiesNextWord(text, start + 1, []) ||
      text.lookup.roles.styleHead(text.plain[start + 1] ?? ""))
  ) {
    return READING_RULES.placeModifier;
  }
  return namesSomethingElse(text, start, length) ? READING_RULES.otherName : undefined;
}

/** The most words that may stand between `ownTradeBefore` or a possessive and a service's name. */
const MODIFIERS_BEFORE_TRADE = 3;

/**
 * Whether a service's name spanning `start` to `start + length` is no service asked for: the
 * writer's own trade ("we're a mid-sized law firm", "I work at a consultancy") or role ("India,
 * CISO at a retail chain"), or a party the buyer has that speaks ("our auditors want", "my
 * lawyer said"). Up to three words may stand before it ("our external SOC 2 auditors").
 */
function notAsked(text: Reading, start: number, length: number): boolean {
  const { plain, tokens, words, lookup } = text;
  const { roles } = lookup;
  const end = start + length;
  const afterComma = words[tokens[start]?.word ?? 0]?.afterComma === true;
  if (afterComma && phraseStartsAt(roles.ownTradeAfter, plain, end, roles.longestPhrase))
    return true;
  if (ownTeam(text, start, end)) return true;
  // A party the service's name describes: "a law firm client in London", "our bank customers".
  if (
    !clauseBreakBefore(text, end) &&
    phraseStartsAt(roles.othersPlaceAfter, plain, end, roles.longestPhrase)
  ) {
    return true;
  }
  // A letter's closing words that end their clause: "Please advise. Regards".
  if (
    (end >= plain.length || clauseBreakBefore(text, end)) &&
    phraseEndsBefore(roles.signOffs, plain, end, roles.longestPhrase)
  ) {
    return true;
  }
  const speaks = roles.partyVerbs.has(plain[afterAside(text, end)] ?? "");
  for (let at = start; at >= 0 && at >= start - MODIFIERS_BEFORE_TRADE; at--) {
    // Only words of one sentence, and no other tag's between ("at a bank, SOC 2 auditors").
    if (at < start && words[tokens[at]?.word ?? 0]?.afterStop) return false;
    // No cue of another clause: "ISO 27001 już mamy, szukamy audytora" (we have it, we seek an
    // auditor) holds no auditor.
    if (at > 0 && at < start && words[tokens[at]?.word ?? 0]?.afterComma) return false;
    if (phraseEndsBefore(roles.ownTradeBefore, plain, at, roles.longestPhrase)) return true;
    if (phraseEndsBefore(roles.doneBefore, plain, at, roles.longestPhrase)) return true;
    if (
      phraseEndsBefore(roles.lackedBefore, plain, at, roles.longestPhrase) &&
      // Portuguese "no" ("in the") in "ajuda no pentest" declines nothing.
      !introducesInShownLanguage(roles, "lackedBefore", plain[at - 1] ?? "", text.shown)
    ) {
      return true;
    }
    if (speaks && roles.possessives.has(plain[at - 1] ?? "")) return true;
    if (at > 0 && words[tokens[at]?.word ?? 0]?.afterComma) return false;
    // Modifiers stand between, not function words ("as a supplier for a pentest").
    if (at < start && isFunctionWord(roles, plain[at] ?? "")) return false;
  }
  return false;
}

/** The most words of an aside in brackets after a name: "our auditors (a Big Four firm) flagged". */
const LONGEST_ASIDE = 4;

/**
 * Where the words after the token at `end` go on past an aside in brackets that begins there
 * ("auditors (Big Four) flagged": at "flagged"); `end` itself where none does.
 */
function afterAside({ tokens, words }: Reading, end: number): number {
  for (let at = end + 1; at < tokens.length && at <= end + LONGEST_ASIDE; at++) {
    const word = words[tokens[at]?.word ?? 0];
    if (tokens[at - 1]?.word === tokens[at]?.word) continue;
    if (word?.afterBracket) return at;
    if (word?.afterStop || word?.afterComma) return end;
  }
  return end;
}

/**
 * Whether a service's name spanning `start` to `end` names the writer's own team: a possessive
 * before it, across modifiers and joins of one clause, and one of `teams` after it or after one
 * more word joined to it ("our internal audit team", "our advisory and audit teams", "our
 * pentest and audit teams").
 */
function ownTeam({ plain, tokens, words, lookup }: Reading, start: number, end: number): boolean {
  const { roles } = lookup;
  const joined =
    roles.joins.has(plain[end] ?? "") && !words[tokens[end + 1]?.word ?? 0]?.afterComma;
  if (!roles.teams.has(plain[end] ?? "") && !(joined && roles.teams.has(plain[end + 2] ?? ""))) {
    return false;
  }
  for (let at = start; at > 0 && at >= start - MODIFIERS_BEFORE_TRADE; at--) {
    if (roles.possessives.has(plain[at - 1] ?? "")) return true;
    const word = words[tokens[at - 1]?.word ?? 0];
    if (word?.afterStop || words[tokens[at]?.word ?? 0]?.afterComma) return false;
    const before = plain[at - 1] ?? "";
    if (isFunctionWord(roles, before) && !roles.joins.has(before)) return false;
  }
  return false;
}
