/**
 * The reading stage's rules `asked-place` and `own-place`: where the text asks for a place,
 * every other place it names is context, the writer's own included; where it asks for none and
 * the writer says where they are, another place is context (a supplier's, an insurer's, a
 * customer's).
 */

import { READING_RULES } from "../reading-rules.ts";
import { phraseStartsAt } from "../word-roles.ts";
import {
  clauseBreakBefore,
  cueBefore,
  isFunctionWord,
  possessedAt,
  type Reading,
  type Span,
  sentenceBreakBefore,
  withoutRejected,
  wordBefore,
} from "./reading.ts";

/** The most words between an own-place cue and the place: "we're a 40-person edtech in Nantes". */
const WORDS_TO_OWN_CUE = 7;

/** The most introducers and articles between a place and the word that asks for it: "consultant based in the". */
const WORDS_TO_ASKER = 3;

/** Whether a span names a place: the gazetteer's, or a region's tag alone ("Europe", "German"). */
const namesPlace = (span: Span) =>
  span.places !== undefined || (span.hit.dimension === "regions" && !span.also?.length);

/**
 * The spans taken, without the places that are context. Where the text asks for a place (one
 * of `askers` or a tag right before its introducer, or right after it or a hyphen-joined word:
 * "a consultant in Munich", "certification in Doha", "a US-based auditor", "Nordic firms
 * only"), the places asked for stay and every other gives way, the writer's own included: "we're
 * a Berlin team but need a privacy lawyer in California" asks for California's vendors. Where it
 * asks for none and the writer places themselves (`ownPlaceBefore` or `ownTradeBefore` up to
 * seven words before a place in its clause: "we're a fintech in Pretoria", "HQ is in Kraków",
 * "based in Innsbruck"; or `ownPlaceAfter` right after one: "our Riga team"), the writer's
 * places stay: "We're a logistics startup in Rotterdam; our biggest partner sits in Singapore"
 * asks for Rotterdam's vendors. A place listed with one that stays stays ("offices in Denver
 * and Dublin", "Perth, Western Australia"); a text that neither asks for a place nor places its
 * writer keeps every place it reads.
 */
export function withoutOthersPlaces(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const places = chosen.filter(namesPlace).sort((a, b) => a.start - b.start);
  if (places.length < 2) return chosen;
  const tagEnds = new Set<number>();
  /** Where each tag taken begins, to where it ends. */
  const tagStarts = new Map<number, number>();
  for (const span of chosen) {
    if (namesPlace(span)) continue;
    tagStarts.set(span.start, span.start + span.length);
    tagEnds.add(span.start + span.length);
  }
  // A place cue between the word that asks for a place and the place is the asked one's site,
  // not the writer's: "a DPO based in Ireland", "auditors located in Texas".
  const own = new Set(
    places.filter((span) =>
      ownPlaceAt(reading, span, askerBefore(reading, span, tagEnds) ?? span.start),
    ),
  );
  // A phrase right after a place asks for it even where the writer is: "our US subsidiary in
  // Boston that needs a HIPAA consultant".
  const asked = places.filter(
    (span) =>
      askedAfterAt(reading, span) || (!own.has(span) && askedAt(reading, span, tagEnds, tagStarts)),
  );
  if (asked.length === 0 && own.size === 0) return chosen;
  const kept = new Set(asked.length > 0 ? asked : own);
  // A place listed with one that stays stays: "in Berlin and Barcelona".
  for (let grew = true; grew; ) {
    grew = false;
    places.forEach((span, i) => {
      if (kept.has(span)) return;
      const before = places[i - 1];
      const after = places[i + 1];
      if (
        (before && kept.has(before) && listed(reading, before, span)) ||
        (after && kept.has(after) && listed(reading, span, after))
      ) {
        kept.add(span);
        grew = true;
      }
    });
  }
  if (kept.size === places.length) return chosen;
  const rule = asked.length > 0 ? READING_RULES.askedPlace : READING_RULES.ownPlace;
  return withoutRejected(reading, chosen, rule, (span) => namesPlace(span) && !kept.has(span));
}

/**
 * Whether the place `span` names is where the writer is: right before `ownPlaceAfter` ("our
 * Riga team"), or after `ownPlaceBefore` or `ownTradeBefore` in its clause, across modifiers,
 * articles, possessives and place introducers ("we're a 40-person edtech in", "I'm the CEO of
 * a startup in").
 */
function ownPlaceAt(reading: Reading, span: Span, cuesBefore: number): boolean {
  const { start } = span;
  const { plain, lookup } = reading;
  const { roles } = lookup;
  // A part of the writer's company named by its place: "our Berlin office", "the Austin entity".
  const end = start + span.length;
  if (
    !clauseBreakBefore(reading, end) &&
    phraseStartsAt(roles.ownPlaceAfter, plain, end, roles.longestPhrase)
  ) {
    return true;
  }
  const between = (word: string) =>
    roles.articles.has(word) ||
    roles.possessives.has(word) ||
    roles.placeIntroducers.has(word) ||
    !isFunctionWord(roles, word);
  const words = WORDS_TO_OWN_CUE - (start - cuesBefore);
  return cueBefore(reading, roles.ownPlaceCues, cuesBefore, words, between);
}

/**
 * Whether the place spanning `span` is asked for: one of `askers` or the end of a tag stands
 * before it across place introducers and articles of its clause ("a consultant based in the
 * UK", "ISO 27001 certification in Doha", "who covers Brazil"), or one of `askers` or a tag
 * begins right after it, or after a word joined to it by a hyphen ("a Munich pentest firm",
 * "German auditors", "a US-based SOC 2 auditor").
 */
function askedAt(
  reading: Reading,
  span: Span,
  tagEnds: ReadonlySet<number>,
  tagStarts: ReadonlyMap<number, number>,
): boolean {
  const { plain, lookup } = reading;
  const { roles } = lookup;
  const end = span.start + span.length;
  // Right after it, or after a word joined to it by a hyphen ("US-based SOC 2 auditor"), unless
  // those speak: "US law firms are asking" are a party, not someone sought.
  const joined = reading.words[reading.tokens[end]?.word ?? -1]?.joiner === "-";
  const asks = (at: number) => {
    if (clauseBreakBefore(reading, at)) return false;
    const after = tagStarts.get(at) ?? (roles.asker(plain[at] ?? "") ? at + 1 : undefined);
    return after !== undefined && !speaks(after);
  };
  // A party's verb, or an auxiliary before one: "are asking"; "German firms are fine" asks.
  const speaks = (at: number) => {
    const verb = plain[at] ?? "";
    if (!roles.auxiliaries.has(verb)) return roles.partyVerbs.has(verb);
    return roles.partyVerbs.has(plain[at + 1] ?? "") && !roles.auxiliaries.has(plain[at + 1] ?? "");
  };
  if (asks(end) || (joined && !clauseBreakBefore(reading, end) && asks(end + 1))) return true;
  return askerBefore(reading, span, tagEnds) !== undefined;
}

/** Whether a phrase of `askedAfter` follows the place in its clause: "UAE only", "NZ or Australia both fine". */
function askedAfterAt(reading: Reading, span: Span): boolean {
  const { plain, lookup } = reading;
  const end = span.start + span.length;
  return (
    !clauseBreakBefore(reading, end) &&
    phraseStartsAt(lookup.roles.askedAfter, plain, end, lookup.roles.longestPhrase)
  );
}

/**
 * Where the word that asks for the place spanning `span` begins, when one stands before it:
 * one of `askers` or a tag's last word, across place introducers and articles of its clause
 * ("a consultant based in the UK", "ISO 27001 certification in Doha"); undefined where none.
 */
function askerBefore(
  reading: Reading,
  span: Span,
  tagEnds: ReadonlySet<number>,
): number | undefined {
  const { plain, lookup } = reading;
  const { roles } = lookup;
  // One phrase of `askedLinks` may stand between as well: "vendor must be Nordic", "a
  // certification body available in Vietnam", "the provider should be based in Sweden".
  let linked = false;
  let farthest = span.start - WORDS_TO_ASKER;
  for (let at = span.start; at > 0 && at >= farthest; at--) {
    if (clauseBreakBefore(reading, at)) return undefined;
    const before = plain[at - 1] ?? "";
    // One the writer has is no one sought: "our supplier in Germany", "onze leverancier in",
    // "our bank partner in Frankfurt".
    if (
      (tagEnds.has(at) && !(linked && possessedAt(reading, at - 1))) ||
      (roles.asker(before) && !possessedAt(reading, at - 1))
    ) {
      return at - 1;
    }
    if (introducerAt(reading, at - 1) || roles.articles.has(before)) continue;
    const link = linked ? 0 : linkLength(reading, at);
    if (link === 0) return undefined;
    linked = true;
    // The link's words are not counted against the distance: "must be based in the".
    at -= link - 1;
    farthest -= link;
  }
  return undefined;
}

/** The most words of a phrase of `askedLinks`: "must have an office". */
const LONGEST_ASKED_LINK = 4;

/** The length of the phrase of `askedLinks` that ends right before `at`, or 0. */
function linkLength(reading: Reading, at: number): number {
  const { plain, lookup } = reading;
  const { askedLinks } = lookup.roles;
  for (let length = Math.min(LONGEST_ASKED_LINK, at); length > 0; length--) {
    const from = at - length;
    if (askedLinks.has(plain.slice(from, at).join("-")) && !clauseBreakInside(reading, from, at)) {
      return length;
    }
  }
  return 0;
}

/** Whether a clause breaks between the words from `from` to `to`. */
function clauseBreakInside(reading: Reading, from: number, to: number): boolean {
  for (let at = from + 1; at < to; at++) if (clauseBreakBefore(reading, at)) return true;
  return false;
}

/** Whether the word at `at` introduces a place: folded, or as written ("i" in Swedish, not "I"). */
function introducerAt(reading: Reading, at: number): boolean {
  const { roles } = reading.lookup;
  return (
    roles.placeIntroducers.has(reading.plain[at] ?? "") ||
    roles.placeIntroducersAsWritten.has(wordBefore(reading, at + 1) ?? "")
  );
}

/** The most words of an adverb between a list's join and its next place: "at least". */
const LONGEST_ADVERB = 2;

/**
 * Whether two places stand in one list: nothing between them but a comma, or one of `joins`
 * and articles after it ("in Deutschland, Österreich und der Schweiz", "the DACH region and the
 * Middle East").
 */
function listed(reading: Reading, first: Span, second: Span): boolean {
  const { plain, lookup } = reading;
  const { joins, articles, placeIntroducers, asker, phraseAdverbs } = lookup.roles;
  const from = first.start + first.length;
  // A list stands in one sentence: "based in Cork. US hospitals keep asking" lists nothing.
  if (sentenceBreakBefore(reading, second.start)) return false;
  if (second.start === from) return true;
  let at = second.start;
  while (at > from && articles.has(plain[at - 1] ?? "")) at--;
  // "in the UAE or at least GCC", "Germany or maybe Austria": an adverb after the join.
  for (let length = LONGEST_ADVERB; length > 0; length--) {
    if (at - length > from && phraseAdverbs.has(plain.slice(at - length, at).join("-"))) {
      at -= length;
      break;
    }
  }
  // "Mexico or anywhere in North America": an asker and its introducer after the join.
  if (at > from + 1 && placeIntroducers.has(plain[at - 1] ?? "") && asker(plain[at - 2] ?? "")) {
    at -= 2;
  } else if (at > from + 1 && placeIntroducers.has(plain[at - 1] ?? "")) {
    // "in Germany or in Austria", "v Česku nebo na Slovensku": the introducer said again.
    at -= 1;
  }
  return at - 1 === from && joins.has(plain[from] ?? "");
}
