import { withoutAdviceTopics } from "../free-text/reading/advice-topic.ts";
import { withoutAskingNothing } from "../free-text/reading/asks-nothing.ts";
import {
  acronymSwap,
  codeSwap,
  compoundHead,
  correctable,
  correction,
  inflectedPlace,
  nameSlip,
  phraseNeighbour,
  qualifiedCity,
} from "../free-text/reading/corrections.ts";
import { declineCues, withoutDeclinedLater } from "../free-text/reading/declined.ts";
import {
  frameworkAssessmentSpans,
  frameworkCertificationSpans,
  withReportsAsked,
} from "../free-text/reading/framework-assessment.ts";
import { withFrameworkConsulting } from "../free-text/reading/framework-consulting.ts";
import { frameworkRoleSpans } from "../free-text/reading/framework-roles.ts";
import { withoutHeldFrameworks } from "../free-text/reading/held-framework.ts";
import { withoutLandmarks } from "../free-text/reading/landmark.ts";
import { withoutOthersPlaces } from "../free-text/reading/own-place.ts";
import { withoutPartOfWork } from "../free-text/reading/part-of-work.ts";
import { DENIED, readable } from "../free-text/reading/place-rules.ts";
import { productSpans } from "../free-text/reading/product-spans.ts";
import {
  CAPITALISED_WORD,
  isFunctionWord,
  note,
  placeNames,
  type Reading,
  type Span,
  type Token,
  tagName,
  writtenWords,
} from "../free-text/reading/reading.ts";
import {
  detachParticles,
  joinSplitWords,
  type Regrouping,
  regroup,
  stemsInOtherLanguages,
} from "../free-text/reading/segment.ts";
import { serviceVerbSpans } from "../free-text/reading/service-verbs.ts";
import { rejectsTag } from "../free-text/reading/tag-rules.ts";
import { READING_RULES, type ReadingRule, type ReadingStep } from "../free-text/reading-rules.ts";
import { languagesShown } from "../free-text/word-roles.ts";
import type { PlaceKey, PlaceKind } from "../places/gazetteer.ts";
import { encounterEnds, introducesPlace } from "../places/place-context.ts";
import { qualifyCities } from "./city-qualifiers.ts";
import type { FreeTextLookup } from "./free-text-lookup.ts";
import type { KeyNode } from "./key-trie.ts";
import type { Dimension } from "./taxonomy.ts";
import type { TaxonomyHit } from "./taxonomy-index.ts";
import { tokenize } from "./tokenize.ts";

/** A word written with a small letter first: a text with none is in title case. */
const STARTS_SMALL = /^\p{Ll}/u;

/** A place free text named, and the region it was read as. */
export interface PlaceReading {
  /** The words as written: `Lisboa`, `hong kong`. */
  written: string;
  /** The place's name: `Lisbon`, `Hong Kong`. */
  place: string;
  /** Whether it is a country, a subdivision or a city. */
  kind: PlaceKind;
  /** The English name of its country: `Portugal`. */
  country: string;
  /** The region slug it was read as. */
  region: string;
  /** True when the taxonomy has no tag for the country and a broader region stands in. */
  widened: boolean;
}

/** A misspelt word of free text and the known word it was read as. */
export interface Correction {
  original: string;
  correction: string;
}

/** What free text (`q`) contributed: canonical slugs per dimension and the words left over. */
export interface ParsedQueryText {
  slugs: Record<Dimension, string[]>;
  unparsedQueryTerms: string[];
  /** The places read as regions, in the order written. */
  places: PlaceReading[];
  /** The misspellings corrected to read a tag or a place. */
  corrections: Correction[];
}

/**
 * Every span of tokens that names a tag or a place. Each span is looked up as written first
 * (so codes such as `27001` or `c5` match exactly), then stemmed, which also reaches the
 * everyday names, demonyms and other-language words of `lookup`, then among the
 * gazetteer's place names; a place name that is also a word or a first name counts only
 * where the text reads it as a place.
 */
function findSpans(text: Reading, starts?: ReadonlySet<number>): Span[] {
  const { plain, stems, otherStems, lookup } = text;
  const { phrases, keys, gazetteer } = lookup;
  const english = keys.get("");
  const otherRoots = otherStems.map((row) => keys.get(row.language));
  const spans: Span[] = [];
  const others = new Array<KeyNode | undefined>(otherStems.length);
  // The longest place the words around it deny so far (`readable`): no span inside it is one.
  let denied = { from: -1, to: 0 };
  for (let start = 0; start < plain.length; start++) {
    if (starts && !starts.has(start)) continue;
    // Keys grow a token at a time and stop as soon as no alias, phrase or place starts that way.
    let written: KeyNode | undefined;
    let stemmed: KeyNode | undefined;
    let exact = "";
    let found: PlaceKey | undefined;
    for (let end = start; end < plain.length; end++) {
      const first = end === start;
      // No name runs across a comma or a bracket: "(SOC) i Göteborg" is no SOC I.
      if (!first && punctuatedBefore(text, end)) break;
      written = first ? english?.get(plain[end] ?? "") : written?.next.get(plain[end] ?? "");
      stemmed = first ? english?.get(stems[end] ?? "") : stemmed?.next.get(stems[end] ?? "");
      // Each other language's key grows only while it begins one of its phrasings.
      let inOther = false;
      for (let i = 0; i < otherStems.length; i++) {
        const row = otherStems[i];
        if (!row || (!first && others[i] === undefined)) continue;
        // A word of four letters or more the language does not admit begins none of its
        // phrasings (shorter ones are never stemmed nor admitted: "dpo como servicio").
        const stem = row.stems[end];
        if (first && stem === undefined && (plain[start]?.length ?? 0) >= 4) {
          others[i] = undefined;
          continue;
        }
        const word = stem ?? plain[end] ?? "";
        const node = first ? otherRoots[i]?.get(word) : others[i]?.next.get(word);
        others[i] = node;
        inOther ||= node !== undefined;
      }
      // The gazetteer is asked only while the span as written may still grow into a place.
      if (first || found?.grows) {
        exact = first ? (plain[end] ?? "") : `${exact}-${plain[end]}`;
        found = gazetteer.lookUp(exact);
      } else found = undefined;
      const place = first && !found?.names.length ? (shortName(text, start) ?? found) : found;
      if (!written && !stemmed && !inOther && !place) break;
      const length = end - start + 1;
      const alias = written && lookup.taxonomy.textAliases.get(written.key);
      // One word English reads is English ("certification" is not French "certificateur"); a
      // phrase of several words of another language is that language's.
      const other =
        inOther && (length > 1 || !readsInEnglish(text, start))
          ? otherKey(phrases, others)
          : undefined;
      const hit =
        alias ??
        (written && phrases.get(written.key)) ??
        (stemmed && phrases.get(stemmed.key)) ??
        (other === undefined ? undefined : phrases.get(other));
      if (hit) {
        const tag = { dimension: hit.dimension, slug: hit.entry.slug };
        const rejection = rejectsTag(text, hit, start, length);
        if (rejection) {
          if (text.trace) note(text, rejection, start, length, () => tagName(tag), "rejected");
          // A region's name of several words inside another name holds no place either: "Air New
          // Zealand" is no Zealand in Denmark.
          if (rejection === READING_RULES.otherName && length > 1 && start + length > denied.to) {
            denied = { from: start, to: start + length };
          }
        } else {
          const { alsoNames } = lookup;
          const also = (
            (written && alsoNames.get(written.key)) ??
            (stemmed && alsoNames.get(stemmed.key)) ??
            (other === undefined ? undefined : alsoNames.get(other))
          )?.map((a) => ({ dimension: a.dimension, slug: a.entry.slug }));
          if (text.trace)
            note(
              text,
              alias === hit ? READING_RULES.alias : READING_RULES.phrase,
              start,
              length,
              () => [tag, ...(also ?? [])].map(tagName).join(" "),
              "found",
            );
          spans.push({ start, length, hit: tag, ...(also && { also }) });
        }
        // A phrase of the taxonomy is never a place, even where it is not read ("in German").
        if (place?.names.length) {
          if (text.trace)
            note(
              text,
              READING_RULES.taxonomyPhrase,
              start,
              length,
              () => placeNames(place.names),
              "rejected",
            );
        }
      }
      // A place inside a longer one its words deny is no place either.
      const reading =
        hit || !place?.names.length || (start > denied.from && start < denied.to)
          ? undefined
          : readable(text, place.names, start, length);
      if (reading === DENIED && start + length > denied.to) {
        denied = { from: start, to: start + length };
        // A shorter place at the same start, found first, is inside it too ("Kansas City-style":
        // not Kansas).
        for (let i = spans.length - 1; i >= 0 && spans[i]?.start === start; i--) {
          if (spans[i]?.places) spans.splice(i, 1);
        }
      }
      const places = reading === DENIED ? undefined : reading;
      if (places?.length) {
        if (text.trace)
          note(text, READING_RULES.place, start, length, () => placeNames(places), "found");
        spans.push({ start, length, places });
      }
    }
  }
  return spans.sort(longestFirst);
}

/** Whether a comma, a semicolon, a colon, a dash or a bracket stands right before the token at `at`. */
function punctuatedBefore({ tokens, words }: Reading, at: number): boolean {
  const token = tokens[at];
  if (!token || tokens[at - 1]?.word === token.word) return false;
  const word = words[token.word];
  return word?.afterComma === true || word?.afterBracket === true;
}

/**
 * The place a lexicon's short name at `at` stands for ("NYC": New York City), two letters only
 * in capitals ("LA"), from the gazetteer.
 */
function shortName(text: Reading, at: number) {
  const { plain, tokens, words, lookup } = text;
  const full = lookup.placeShortNames.get(plain[at] ?? "");
  if (full === undefined || !tokens[at]?.alone) return undefined;
  const original = words[tokens[at]?.word ?? 0]?.original ?? "";
  if (original.length <= 2 && original !== original.toUpperCase()) return undefined;
  const place = lookup.gazetteer.lookUp(full);
  if (place) note(text, READING_RULES.shortName, at, 1, () => full, "changed");
  return place;
}

/** Whether English reads the token at `at` as a word of a phrasing, as written or stemmed. */
function readsInEnglish({ plain, stems, lookup }: Reading, at: number): boolean {
  const { prefixes } = lookup;
  return prefixes.has(plain[at] ?? "") || prefixes.has(stems[at] ?? "");
}

/** The first of the other languages' keys that names a tag. */
function otherKey(
  phrases: ReadonlyMap<string, TaxonomyHit>,
  keys: readonly (KeyNode | undefined)[],
): string | undefined {
  for (const node of keys) {
    if (node !== undefined && phrases.has(node.key)) return node.key;
  }
  return undefined;
}

/** The longest first; at equal length a tag before a place, then the first written. */
function longestFirst(a: Span, b: Span): number {
  return (
    b.length - a.length ||
    Number(a.hit === undefined) - Number(b.hit === undefined) ||
    a.start - b.start
  );
}

/**
 * The text as words and tokens, before any span is looked up (stage `segment`): sub-tokens
 * regrouped (digits typed as letters, words run together), words split in two joined, particles
 * detached, each token stemmed in English and in the other languages that admit it.
 */
function segmentText(text: string, lookup: FreeTextLookup, trace?: ReadingStep[]): Reading {
  const words = tokenize(text);
  const regrouped: Regrouping[] = [];
  const subTokens: Token[] = [];
  let word = 0;
  const changed = (rule: ReadingRule, to: string) => regrouped.push({ rule, word, to });
  for (; word < words.length; word++) {
    const parts = regroup(words[word]?.tokens ?? [], lookup, changed);
    for (const token of parts) subTokens.push({ token, word, alone: parts.length === 1 });
  }
  const tokens = joinSplitWords(subTokens, lookup, (rule, word, to) =>
    regrouped.push({ rule, word, to }),
  );
  const plain = tokens.map((t) => t.token);
  const titleCase = !words.some((word) => STARTS_SMALL.test(word.original));
  const reading: Reading = {
    plain,
    stems: plain.map(lookup.stem),
    otherStems: [],
    tokens,
    words,
    lookup,
    titleCase,
    shown: languagesShown(lookup.roles, plain),
    encounters: encounterEnds(lookup.roles, plain),
    declines: declineCues(lookup.roles, plain),
    ...(trace && { trace }),
  };
  for (const { rule, word, to } of regrouped) {
    const at = tokens.findIndex((t) => t.word === word);
    if (reading.trace) note(reading, rule, at, 1, () => to, "changed");
  }
  const detached = readAs(reading, detachParticles(reading));
  // A reading with particles detached is stemmed in every language already.
  if (detached !== reading) return detached;
  return { ...reading, otherStems: stemsInOtherLanguages(reading.plain, lookup) };
}

/** The reading with some tokens read as other words (by position; undefined: as before), restemmed. */
function readAs(reading: Reading, changed: readonly (string | undefined)[]): Reading {
  if (!changed.some((token) => token !== undefined)) return reading;
  const { lookup } = reading;
  const plain = reading.plain.map((token, i) => changed[i] ?? token);
  const stems = reading.stems.map((stem, i) => {
    const token = changed[i];
    return token === undefined ? stem : lookup.stem(token);
  });
  return {
    ...reading,
    plain,
    stems,
    otherStems: stemsInOtherLanguages(plain, lookup),
    encounters: encounterEnds(lookup.roles, plain),
    declines: declineCues(lookup.roles, plain),
  };
}

/**
 * The word each token no span covers is read as (stage `corrections`), left to right so that a
 * word corrected is the neighbour the next word is read beside; undefined where none.
 */
function corrections(reading: Reading, candidates: readonly Span[]): (string | undefined)[] {
  const { plain, stems, tokens, words, lookup } = reading;
  const { minWordSizeForPlaces } = lookup.settings.typoTolerance;
  const covered = new Array<boolean>(plain.length).fill(false);
  for (const span of candidates) covered.fill(true, span.start, span.start + span.length);
  const neighbours = [...plain];
  return plain.map((token, i) => {
    if (covered[i]) return undefined;
    const original = words[tokens[i]?.word ?? 0]?.original ?? "";
    const head = compoundHead(token, lookup);
    const name = head === undefined ? inflectedPlace(token, reading, i) : undefined;
    const inPhrase =
      head === undefined && name === undefined
        ? phraseNeighbour(neighbours, stems, i, lookup)
        : undefined;
    // A word of a place's name of several words whose other word stands beside it, before
    // the words a misspelling alone may be ("los angelos" is Los Angeles, not San Angelo).
    const inName =
      head === undefined && name === undefined && inPhrase === undefined
        ? nameSlip(neighbours, stems, i, lookup)
        : undefined;
    const [byRule, found] =
      head !== undefined
        ? [READING_RULES.compoundHead, head]
        : name !== undefined
          ? [READING_RULES.placeEnding, name]
          : inPhrase !== undefined
            ? [READING_RULES.phraseTypo, inPhrase]
            : inName !== undefined
              ? [READING_RULES.nameSlip, inName]
              : correctable(token, stems[i] ?? token, lookup)
                ? typoOrQualified(reading, i, original, minWordSizeForPlaces)
                : swapOf(reading, i, token, original);
    if (found !== undefined) {
      if (reading.trace) note(reading, byRule, i, 1, () => found, "changed");
      neighbours[i] = found;
    }
    return found;
  });
}

/** A short word's swap: an acronym's ("GPDR"), or a code's letters ("3poa"). */
function swapOf(
  reading: Reading,
  at: number,
  token: string,
  original: string,
): [ReadingRule, string | undefined] {
  const acronym = acronymSwap(token, original, reading.lookup);
  if (acronym !== undefined) return [READING_RULES.acronymSwap, acronym];
  return [READING_RULES.codeSwap, codeSwap(reading, at)];
}

/**
 * Whether a word is the English plural of the word a misspelling would be read as ("centres" of
 * "centre", "readings" of "reading"): no slip, and no place's name, since no one writes a place
 * so; a phrasing's word is met in its plural by its stem already ("security operations centres").
 */
function pluralOf(token: string, word: string): boolean {
  return (
    token === `${word}s` ||
    token === `${word}es` ||
    (word.endsWith("y") && token === `${word.slice(0, -1)}ies`)
  );
}

/** A misspelt word's correction, else the city a subdivision code after it confirms. */
function typoOrQualified(
  reading: Reading,
  at: number,
  original: string,
  minWordSizeForPlaces: number,
): [ReadingRule, string | undefined] {
  const { plain, lookup } = reading;
  const token = plain[at] ?? "";
  const isName = (word: string) => (lookup.gazetteer.lookUp(word)?.names.length ?? 0) > 0;
  // A first name written capitalised (not in a title-case text) is a person's.
  const person =
    !reading.titleCase && CAPITALISED_WORD.test(original) && lookup.gazetteer.givenNames.has(token);
  const typo = correction(
    token,
    original,
    lookup.typos,
    minWordSizeForPlaces,
    isName,
    { of: lookup.termLanguages, shown: reading.shown },
    person,
  );
  if (typo !== undefined && !pluralOf(token, typo) && !foreignWord(reading, at, original, typo)) {
    return [READING_RULES.typo, typo];
  }
  return [READING_RULES.qualifiedTypo, qualifiedCity(at, reading)];
}

/**
 * Whether a word of a text in other languages than English, written in lower case where no
 * place word introduces it, is more likely a word of those languages than a slip of `typo`, a
 * place's name in none of the countries where they are spoken: Turkish "olmalı" (must be) is
 * no Olmaliq in Uzbekistan. A slip of a place where the language is spoken ("Müchen" in German)
 * or after a place word ("à Londre") is read.
 */
function foreignWord(reading: Reading, at: number, original: string, typo: string): boolean {
  const { shown, lookup, plain } = reading;
  if (shown.size === 0 || lookup.termWords.has(typo) || !LOWER_CASE_START.test(original)) {
    return false;
  }
  const names = lookup.gazetteer.lookUp(typo)?.names ?? [];
  if (names.length === 0) return false;
  const before = reading.words[reading.tokens[at - 1]?.word ?? -1]?.original;
  if (introducesPlace(lookup.roles, plain, at, at + 1, before)) return false;
  return !names.some(({ place }) =>
    [...shown].some((language) => lookup.spokenIn.get(language)?.has(place.country) === true),
  );
}

const LOWER_CASE_START = /^\p{Ll}/u;

/**
 * The candidates once the corrections are read: only spans that reach a corrected word can
 * change, so only those are looked up again, in the corrected reading.
 */
function withCorrections(
  reading: Reading,
  candidates: readonly Span[],
  corrected: readonly (string | undefined)[],
): { reading: Reading; candidates: Span[] } {
  const corrected_ = readAs(reading, corrected);
  if (corrected_ === reading) return { reading, candidates: [...candidates] };
  const changed = corrected.flatMap((c, i) => (c === undefined ? [] : [i]));
  const reach = (span: Span) =>
    changed.some((i) => span.start <= i && i < span.start + span.length);
  const starts = new Set<number>();
  for (const i of changed) {
    for (let start = Math.max(0, i - reading.lookup.longestSpan + 1); start <= i; start++) {
      starts.add(start);
    }
  }
  return {
    reading: corrected_,
    candidates: [
      ...candidates.filter((span) => !reach(span)),
      ...findSpans(corrected_, starts).filter(reach),
    ].sort(longestFirst),
  };
}

/** The candidates that do not overlap a longer one taken before them (stage `longest-first`). */
function longestFirstChoice(reading: Reading, candidates: readonly Span[]): Span[] {
  const taken = new Array<boolean>(reading.tokens.length).fill(false);
  const chosen: Span[] = [];
  for (const span of candidates) {
    const end = span.start + span.length;
    let free = true;
    for (let i = span.start; i < end && free; i++) free = !taken[i];
    // Looked at only where the reading is explained: a plain read makes no closure per span.
    if (reading.trace) {
      const reads = () =>
        span.hit
          ? [span.hit, ...(span.also ?? [])].map(tagName).join(" ")
          : placeNames(span.places);
      const outcome = free ? "taken" : "rejected";
      note(reading, READING_RULES.longestFirst, span.start, span.length, reads, outcome);
    }
    if (!free) continue;
    taken.fill(true, span.start, end);
    chosen.push(span);
  }
  return chosen;
}

/** The tags the spans name, per dimension, each once, in the order written. */
function tagsOf(chosen: readonly Span[]): Record<Dimension, string[]> {
  const slugs: Record<Dimension, string[]> = { frameworks: [], regions: [], serviceTypes: [] };
  for (const span of chosen) {
    if (!span.hit) continue;
    for (const { dimension, slug } of [span.hit, ...(span.also ?? [])]) {
      if (!slugs[dimension].includes(slug)) slugs[dimension].push(slug);
    }
  }
  return slugs;
}

/** How many times more people the likeliest of a name's places has than one another place confirms, at most. */
const LARGER_BY = 10;

/**
 * The places the spans name, each read as its country's region (stage `region`): a name
 * several places share is the one in a country the text names otherwise, by its tags ("Ontario"
 * read as ca) or by another place's likeliest reading. Spans whose place has no region are
 * `unread`.
 */
function placesOf(
  reading: Reading,
  chosen: readonly Span[],
  regions: readonly string[],
): { places: PlaceReading[]; unread: Span[] } {
  const { lookup } = reading;
  const placeSpans = chosen.filter((span) => span.places).sort((a, b) => a.start - b.start);
  /** The countries the tags name, and how many places' likeliest readings lie in each. */
  const tagged = new Set<string>();
  const namedBy = new Map<string, number>();
  for (const slug of regions) {
    const country = lookup.countryOf(slug);
    if (country !== undefined) tagged.add(country);
  }
  for (const span of placeSpans) {
    const country = span.places?.[0]?.place.country;
    if (country !== undefined) namedBy.set(country, (namedBy.get(country) ?? 0) + 1);
  }
  const places: PlaceReading[] = [];
  const unread: Span[] = [];
  for (const span of placeSpans) {
    const list = span.places ?? [];
    const first = list[0]?.place;
    // The place in a country the text names elsewhere, else the first: by a tag, or by another
    // place, unless the first is far larger ("offices in Dublin and Boston": Dublin, Ireland,
    // not Dublin, Ohio).
    let place = first;
    for (const { place: other } of list) {
      const byPlaces =
        (namedBy.get(other.country) ?? 0) - (other.country === first?.country ? 1 : 0);
      const rivals = other === first || other.population * LARGER_BY >= (first?.population ?? 0);
      if (tagged.has(other.country) || (byPlaces > 0 && rivals)) {
        place = other;
        break;
      }
    }
    const region = place ? lookup.regionOf(place.country) : undefined;
    if (!place || !region) {
      unread.push(span);
      continue;
    }
    if (reading.trace) {
      const widened = region.widened ? ", widened: the taxonomy has no tag for its country" : "";
      const why = `${place.name} (${place.country})${widened}`;
      note(
        reading,
        READING_RULES.region,
        span.start,
        span.length,
        () => `regions/${region.slug}`,
        "taken",
        why,
      );
    }
    places.push({
      written: writtenWords(reading, span.start, span.length),
      place: place.name,
      kind: place.kind,
      country: lookup.gazetteer.countryNames.get(place.country) ?? place.country,
      region: region.slug,
      widened: region.widened,
    });
  }
  return { places, unread };
}

/** The words no reading took, as written (a word partly taken: its tokens left), function words dropped. */
function leftoverTerms(reading: Reading, taken: readonly boolean[]): string[] {
  const { tokens, words, lookup } = reading;
  const terms = new Set<string>();
  // A word's tokens stand together: read each word's run of tokens once.
  for (let at = 0; at < tokens.length; ) {
    const word = tokens[at]?.word ?? 0;
    let rest = "";
    let whole = true;
    for (; at < tokens.length && tokens[at]?.word === word; at++) {
      if (taken[at]) whole = false;
      else rest += tokens[at]?.token ?? "";
    }
    if (rest === "") continue;
    const term = whole ? (words[word]?.original.toLowerCase() ?? rest) : rest;
    if (!isFunctionWord(lookup.roles, term)) terms.add(term);
  }
  return [...terms];
}

/**
 * Maps free text to filters, stage by stage over data none of them changes: the text is
 * segmented into tokens; every span of words that names a tag or a place is a candidate (see
 * `findSpans`); a word no span covers may be read as a known word (a typo, a place's inflected
 * name, a compound's head, a word of the phrasing beside it), and reported; service verbs,
 * products asked for and a framework's assessment named apart add their spans. The longest
 * spans are taken first (so "soc 2 type ii" wins over "soc 2", and "united kingdom" over a lone
 * "kingdom"), spans never overlap, cities are read with what qualifies them, another party's
 * place is context where the writer says where they are, a framework already held is context
 * beside one asked about, consulting for a privacy law alone is privacy consulting and a
 * service's work beside the service that does it no second service, and each place is read as
 * its country's region. Leftover words, function words dropped, are returned as unparsed terms.
 */
export function parseQueryText(
  text: string,
  lookup: FreeTextLookup,
  trace?: ReadingStep[],
): ParsedQueryText {
  const segmented = segmentText(text, lookup, trace);
  const found = findSpans(segmented);
  const corrected = corrections(segmented, found);
  const { reading, candidates: read } = withCorrections(segmented, found, corrected);
  const candidates = withReportsAsked(reading, read);
  const picked = longestFirstChoice(
    reading,
    [
      ...candidates,
      ...serviceVerbSpans(reading, candidates),
      ...frameworkAssessmentSpans(reading, candidates),
      ...frameworkCertificationSpans(reading, candidates),
      ...frameworkRoleSpans(reading, candidates),
      ...productSpans(reading),
    ].sort(longestFirst),
  );
  const qualified = qualifyCities(reading, picked);
  const { consumed } = qualified;
  const asked = withoutDeclinedLater(
    reading,
    withoutHeldFrameworks(reading, withoutOthersPlaces(reading, qualified.chosen)),
  );
  const chosen = withoutAskingNothing(
    reading,
    withoutAdviceTopics(
      reading,
      withoutLandmarks(
        reading,
        withoutPartOfWork(reading, withFrameworkConsulting(reading, asked)),
      ),
    ),
  );
  const slugs = tagsOf(chosen);
  const { places, unread } = placesOf(reading, chosen, slugs.regions);
  for (const place of places)
    if (!slugs.regions.includes(place.region)) slugs.regions.push(place.region);

  // The tokens read: every span taken first (a city read with a code as a product's name
  // too), the codes read with a city, but not a place read as no region.
  const taken = new Array<boolean>(reading.tokens.length).fill(false);
  for (const span of picked) taken.fill(true, span.start, span.start + span.length);
  for (const i of consumed) taken[i] = true;
  for (const span of unread) taken.fill(false, span.start, span.start + span.length);

  const correctionsRead: Correction[] = [];
  reading.tokens.forEach((t, i) => {
    const correction = corrected[i];
    if (correction !== undefined && taken[i]) {
      correctionsRead.push({ original: t.token, correction });
    }
  });
  return {
    slugs,
    unparsedQueryTerms: leftoverTerms(reading, taken),
    places,
    corrections: correctionsRead,
  };
}
