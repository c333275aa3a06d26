import {
  acronymSwap,
  compoundHead,
  correctable,
  correction,
  inflectedPlace,
  phraseNeighbour,
} from "../free-text/reading/corrections.ts";
import { readable } from "../free-text/reading/place-rules.ts";
import {
  isFunctionWord,
  note,
  placeNames,
  type Reading,
  type Span,
  type Token,
  tagName,
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
import { READING_RULES, type ReadingStep } from "../free-text/reading-rules.ts";
import { languagesShown } from "../free-text/word-roles.ts";
import type { PlaceKind } from "../places/gazetteer.ts";
import { qualifyCities } from "./city-qualifiers.ts";
import type { FreeTextLookup } from "./free-text-lookup.ts";
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
  const { phrases, prefixes, gazetteer } = lookup;
  const spans: Span[] = [];
  const others = new Array<string | undefined>(otherStems.length);
  for (let start = 0; start < plain.length; start++) {
    if (starts && !starts.has(start)) continue;
    let exact = "";
    let stemmed = "";
    // Keys grow a token at a time and stop as soon as no alias, phrase or place starts that way.
    for (let end = start; end < plain.length; end++) {
      exact = end === start ? (plain[end] ?? "") : `${exact}-${plain[end]}`;
      stemmed = end === start ? (stems[end] ?? "") : `${stemmed}-${stems[end]}`;
      // Every key is also a prefix of itself: a span no prefix set holds is no hit either.
      const asWritten = prefixes.has(exact);
      const asStemmed = prefixes.has(stemmed);
      // Each other language's key grows only while it is a prefix of one of its phrasings.
      let inOther = false;
      for (let i = 0; i < otherStems.length; i++) {
        const row = otherStems[i];
        if (!row || (end > start && others[i] === undefined)) continue;
        // A word of four letters or more the language does not admit begins none of its
        // phrasings (shorter ones are never stemmed nor admitted: "dpo como servicio").
        const stem = row.stems.get(end);
        if (end === start && stem === undefined && (plain[start]?.length ?? 0) >= 4) {
          others[i] = undefined;
          continue;
        }
        const word = stem ?? plain[end];
        const key = end === start ? `${row.language}:${word}` : `${others[i]}-${word}`;
        const alive = prefixes.has(key);
        others[i] = alive ? key : undefined;
        inOther ||= alive;
      }
      const found = gazetteer.lookUp(exact);
      const place =
        end === start && !found?.names.length ? (shortName(text, start) ?? found) : found;
      if (!asWritten && !asStemmed && !inOther && !place) break;
      const length = end - start + 1;
      const hit =
        (asWritten ? (lookup.taxonomy.textAliases.get(exact) ?? phrases.get(exact)) : undefined) ??
        (asStemmed ? phrases.get(stemmed) : undefined) ??
        // One word English reads is English ("certification" is not French "certificateur"); a
        // phrase of several words of another language is that language's.
        (inOther && (length > 1 || !readsInEnglish(text, start))
          ? otherHit(phrases, others)
          : undefined);
      if (hit) {
        const tag = { dimension: hit.dimension, slug: hit.entry.slug };
        const found =
          asWritten && lookup.taxonomy.textAliases.get(exact) === hit
            ? READING_RULES.alias
            : READING_RULES.phrase;
        const rejection = rejectsTag(text, hit, start, length);
        if (rejection) note(text, rejection, start, length, () => tagName(tag), "rejected");
        else {
          const { alsoNames } = lookup;
          const also = (alsoNames.get(exact) ?? alsoNames.get(stemmed))?.map((a) => ({
            dimension: a.dimension,
            slug: a.entry.slug,
          }));
          note(
            text,
            found,
            start,
            length,
            () => [tag, ...(also ?? [])].map(tagName).join(" "),
            "found",
          );
          spans.push({ start, length, hit: tag, ...(also && { also }) });
        }
        // A phrase of the taxonomy is never a place, even where it is not read ("in German").
        if (place?.names.length) {
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
      const places = hit || !place?.names.length ? [] : readable(text, place.names, start, length);
      if (places.length > 0) {
        note(text, READING_RULES.place, start, length, () => placeNames(places), "found");
        spans.push({ start, length, places });
      }
    }
  }
  return spans.sort(longestFirst);
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

/** The tag the first of the other languages' keys that names one names. */
function otherHit(
  phrases: ReadonlyMap<string, TaxonomyHit>,
  keys: readonly (string | undefined)[],
): TaxonomyHit | undefined {
  for (const key of keys) {
    const hit = key === undefined ? undefined : phrases.get(key);
    if (hit) return hit;
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
 * Maps free text to filters. Every span of words that names a tag or a place is a candidate
 * (see `findSpans`); a word of five letters or more that matches nothing as written is read
 * as the known word within a typo of it, and reported. The longest spans are taken first (so
 * "soc 2 type ii" wins over "soc 2", and "united kingdom" over a lone "kingdom"), spans never
 * overlap, a language name that reads as the language spoken ("in German", "French-speaking")
 * is no region, and leftover words, stop-words dropped, are returned as unparsed terms. A
 * place is read as its country's region: a name several places share is the one in a
 * country the text names, else the country, else the most populous.
 */
export function parseQueryText(
  text: string,
  lookup: FreeTextLookup,
  trace?: ReadingStep[],
): ParsedQueryText {
  const words = tokenize(text);
  const regrouped: Regrouping[] = [];
  const tokens: Token[] = joinSplitWords(
    words.flatMap((word, w) =>
      regroup(word.tokens, lookup, (rule, to) => regrouped.push({ rule, word: w, to })).map(
        (token, _, all) => ({ token, word: w, alone: all.length === 1 }),
      ),
    ),
    lookup,
    (rule, word, to) => regrouped.push({ rule, word, to }),
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
    ...(trace && { trace }),
  };
  for (const { rule, word, to } of regrouped) {
    const at = tokens.findIndex((t) => t.word === word);
    note(reading, rule, at, 1, () => to, "changed");
  }
  detachParticles(reading);
  reading.otherStems = stemsInOtherLanguages(plain, lookup);
  let candidates = findSpans(reading);

  const covered = new Array<boolean>(plain.length).fill(false);
  for (const span of candidates) covered.fill(true, span.start, span.start + span.length);
  // Left to right, so that a word corrected is the neighbour the next word is read beside.
  const readAs = [...plain];
  const corrected = plain.map((token, i) => {
    const original = words[tokens[i]?.word ?? 0]?.original ?? "";
    if (covered[i]) return undefined;
    const { minWordSizeForPlaces } = lookup.settings.typoTolerance;
    const head = compoundHead(token, lookup);
    const name = head === undefined ? inflectedPlace(token, reading) : undefined;
    const inPhrase =
      head === undefined && name === undefined
        ? phraseNeighbour(readAs, reading.stems, i, lookup)
        : undefined;
    const [rule, read] =
      head !== undefined
        ? [READING_RULES.compoundHead, head]
        : name !== undefined
          ? [READING_RULES.placeEnding, name]
          : inPhrase !== undefined
            ? [READING_RULES.phraseTypo, inPhrase]
            : correctable(token, reading.stems[i] ?? token, lookup)
              ? [
                  READING_RULES.typo,
                  correction(token, original, lookup.typos, minWordSizeForPlaces),
                ]
              : [READING_RULES.acronymSwap, acronymSwap(token, original, lookup)];
    if (read !== undefined) {
      note(reading, rule, i, 1, () => read, "changed");
      readAs[i] = read;
    }
    return read;
  });
  const changed = corrected.flatMap((c, i) => (c === undefined ? [] : [i]));
  if (changed.length > 0) {
    // Only spans that reach a corrected word can change: look those up again.
    for (const i of changed) {
      plain[i] = corrected[i] ?? "";
      reading.stems[i] = lookup.stem(plain[i] ?? "");
    }
    reading.otherStems = stemsInOtherLanguages(plain, lookup);
    const reach = (span: Span) =>
      changed.some((i) => span.start <= i && i < span.start + span.length);
    const starts = new Set<number>();
    for (const i of changed) {
      for (let start = Math.max(0, i - lookup.longestSpan + 1); start <= i; start++) {
        starts.add(start);
      }
    }
    candidates = [
      ...candidates.filter((span) => !reach(span)),
      ...findSpans(reading, starts).filter(reach),
    ].sort(longestFirst);
  }

  candidates = [...candidates, ...serviceVerbSpans(reading, candidates)].sort(longestFirst);

  const taken = new Array<boolean>(tokens.length).fill(false);
  const chosen: Span[] = [];
  for (const span of candidates) {
    const end = span.start + span.length;
    let free = true;
    for (let i = span.start; i < end && free; i++) free = !taken[i];
    const reads = () =>
      span.hit ? [span.hit, ...(span.also ?? [])].map(tagName).join(" ") : placeNames(span.places);
    if (!free) {
      note(reading, READING_RULES.longestFirst, span.start, span.length, reads, "rejected");
      continue;
    }
    taken.fill(true, span.start, end);
    chosen.push(span);
    note(reading, READING_RULES.longestFirst, span.start, span.length, reads, "taken");
  }

  for (const i of qualifyCities(reading, chosen)) taken[i] = true;

  const slugs: Record<Dimension, string[]> = { frameworks: [], regions: [], serviceTypes: [] };
  const add = (dimension: Dimension, slug: string) => {
    const list = slugs[dimension];
    if (!list.includes(slug)) list.push(slug);
  };
  for (const span of chosen) {
    if (!span.hit) continue;
    add(span.hit.dimension, span.hit.slug);
    for (const also of span.also ?? []) add(also.dimension, also.slug);
  }

  // Countries the text names otherwise settle which of several same-named places is meant:
  // by its tags ("Ontario" read as ca) or by another place's likeliest reading.
  const placeSpans = chosen.filter((span) => span.places).sort((a, b) => a.start - b.start);
  const namedBy = new Map<string, number>();
  const name = (country: string | undefined, by: number) => {
    if (country !== undefined) namedBy.set(country, (namedBy.get(country) ?? 0) + by);
  };
  for (const slug of slugs.regions) name(lookup.countryOf(slug), 2);
  for (const span of placeSpans) name(span.places?.[0]?.place.country, 1);
  const places: PlaceReading[] = [];
  for (const span of placeSpans) {
    const list = span.places ?? [];
    const own = list[0]?.place.country;
    const namedElsewhere = (country: string) =>
      (namedBy.get(country) ?? 0) - (country === own ? 1 : 0) > 0;
    const place = (list.find((n) => namedElsewhere(n.place.country)) ?? list[0])?.place;
    const region = place ? lookup.regionOf(place.country) : undefined;
    if (!place || !region) {
      taken.fill(false, span.start, span.start + span.length);
      continue;
    }
    add("regions", region.slug);
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
    const spanWords = tokens.slice(span.start, span.start + span.length).map((t) => t.word);
    places.push({
      written: [...new Set(spanWords)].map((w) => words[w]?.original).join(" "),
      place: place.name,
      kind: place.kind,
      country: lookup.gazetteer.countryNames.get(place.country) ?? place.country,
      region: region.slug,
      widened: region.widened,
    });
  }

  const corrections: Correction[] = [];
  tokens.forEach((t, i) => {
    const correction = corrected[i];
    if (correction !== undefined && taken[i]) corrections.push({ original: t.token, correction });
  });

  const leftovers = new Map<number, string[]>();
  const tokenCount = new Map<number, number>();
  tokens.forEach((t, i) => {
    tokenCount.set(t.word, (tokenCount.get(t.word) ?? 0) + 1);
    if (!taken[i]) leftovers.set(t.word, [...(leftovers.get(t.word) ?? []), t.token]);
  });
  const unparsedQueryTerms: string[] = [];
  for (const [w, rest] of leftovers) {
    const word = words[w];
    const whole = rest.length === tokenCount.get(w);
    const term = whole && word ? word.original.toLowerCase() : rest.join("");
    if (!isFunctionWord(lookup.roles, term) && !unparsedQueryTerms.includes(term)) {
      unparsedQueryTerms.push(term);
    }
  }
  return { slugs, unparsedQueryTerms, places, corrections };
}
