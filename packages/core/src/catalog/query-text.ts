import { READING_RULES, type ReadingRule, type ReadingStep } from "../free-text/reading-rules.ts";
import {
  languagesShown,
  phraseEndsBefore,
  phraseStartsAt,
  type WordRoles,
} from "../free-text/word-roles.ts";
import type { PlaceKind, PlaceName } from "../places/gazetteer.ts";
import {
  followsPersonCue,
  inIdiom,
  introducesPlace,
  namesMember,
  namesOthersPlace,
  namesPerson,
  negatesPlace,
  partOfAnotherName,
} from "../places/place-context.ts";
import { qualifyCities } from "./city-qualifiers.ts";
import type { FreeTextLookup, Typos } from "./free-text-lookup.ts";
import { spokenLanguage } from "./spoken-language.ts";
import type { Dimension } from "./taxonomy.ts";
import type { TaxonomyHit } from "./taxonomy-index.ts";
import { tokenize, type Word } from "./tokenize.ts";
import { editDistance, isOneSwap } from "./typo-index.ts";

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
 * Whether a folded token is a function word ("us", "in", "de", "aus") that names a tag only
 * when written in capitals, so the only word whose reading depends on letter case, or a filler
 * word of a question ("need", "please").
 */
function isFunctionWord(roles: WordRoles, token: string): boolean {
  return roles.codesOnlyInCapitals.has(token) || roles.filler.has(token);
}

/**
 * Words that are also region codes ("in" India, "no" Norway, "us") match only when
 * written in capitals; "it" is read as information technology even then.
 */
function mayMatchAlone(roles: WordRoles, original: string, token: string): boolean {
  if (!isFunctionWord(roles, token)) return true;
  return token !== "it" && original.length > 1 && original === original.toUpperCase();
}

/** One token of the text: a sub-token of a word as written. */
export interface Token {
  token: string;
  word: number;
  alone: boolean;
}

/** A run of tokens that names a tag or places. */
export type Span = { start: number; length: number } & (
  | {
      hit: { dimension: Dimension; slug: string };
      /** Tags of other dimensions the same words name ("QSA": `audit` beside `pci-dss`). */
      also?: readonly { dimension: Dimension; slug: string }[];
      places?: undefined;
    }
  | { places: readonly PlaceName[]; hit?: undefined }
);

/** The text being read: its tokens as read (corrected once corrections are made) and their stems. */
export interface Reading {
  plain: string[];
  stems: string[];
  /** The tokens stemmed in each other language that admits one of them (see `LanguageStemmer`). */
  otherStems: { language: string; stems: string[] }[];
  tokens: readonly Token[];
  words: readonly Word[];
  lookup: FreeTextLookup;
  /** No word begins with a small letter: a title-case query capitalises every word. */
  titleCase: boolean;
  /** When explaining, every rule's verdict, in the order given. */
  trace?: ReadingStep[];
  /** The languages other than English the text's words show (`languagesShown`). */
  shown: ReadonlySet<string>;
}

/** The words of tokens `start` to `start + length` as written. */
function writtenWords({ tokens, words }: Reading, start: number, length: number): string {
  const indexes = new Set(tokens.slice(start, start + length).map((t) => t.word));
  return [...indexes].map((w) => words[w]?.original ?? "").join(" ");
}

/** Records a rule's verdict on the tokens from `start`, when the reading is explained. */
function note(
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

/** A tag as an explanation shows it: `frameworks/iso-27001`. */
const tagName = (hit: { dimension: Dimension; slug: string }) => `${hit.dimension}/${hit.slug}`;

/** Places as an explanation shows them: `place Berlin (DE)`. */
const placeNames = (names: readonly PlaceName[]) =>
  `place ${[...new Set(names.map((n) => `${n.place.name} (${n.place.country})`))].join(" or ")}`;

/**
 * The rule that rejects a tag's candidate where it stands, if one does: a stop-word written in
 * lower case, a language spoken, a denied or other name's place.
 */
function rejectsTag(
  text: Reading,
  hit: TaxonomyHit,
  start: number,
  length: number,
): ReadingRule | undefined {
  const { roles, demonyms } = text.lookup;
  if (
    hit.dimension === "regions" &&
    negatesPlace(roles, text.plain, start, start + length, text.shown, placeAt(text))
  ) {
    return READING_RULES.negatedPlace;
  }
  if (hit.dimension === "regions" && othersPlace(text, start, length)) {
    return READING_RULES.othersPlace;
  }
  if (hit.dimension === "serviceTypes" && notAsked(text, start, length)) {
    return READING_RULES.notAsked;
  }
  const first = text.tokens[start];
  if (length > 1 || !first) return undefined;
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
  return namesSomethingElse(text, start, length) ? READING_RULES.otherName : undefined;
}

/** Whether the place spanning `start` to `start + length` is another party's (`namesOthersPlace`). */
function othersPlace({ plain, tokens, words, lookup }: Reading, start: number, length: number) {
  const next = tokens[start + length];
  const word = next === undefined ? undefined : words[next.word];
  const clauseEnds = word?.afterComma === true || word?.afterStop === true;
  return namesOthersPlace(lookup.roles, plain, start, start + length, clauseEnds);
}

/** The most words that may stand between `ownTradeBefore` or a possessive and a service's name. */
const MODIFIERS_BEFORE_TRADE = 3;

/**
 * Whether a service's name spanning `start` to `start + length` is no service asked for: the
 * writer's own trade ("we're a mid-sized law firm", "I work at a consultancy") or role ("India,
 * CISO at a retail chain"), or a party the buyer has that speaks ("our auditors want", "my
 * lawyer said"). Up to three words may stand before it ("our external SOC 2 auditors").
 */
function notAsked(
  { plain, tokens, words, lookup }: Reading,
  start: number,
  length: number,
): boolean {
  const { roles } = lookup;
  const end = start + length;
  const afterComma = words[tokens[start]?.word ?? 0]?.afterComma === true;
  if (afterComma && phraseStartsAt(roles.ownTradeAfter, plain, end, roles.longestPhrase))
    return true;
  const speaks = roles.partyVerbs.has(plain[end] ?? "");
  for (let at = start; at >= 0 && at >= start - MODIFIERS_BEFORE_TRADE; at--) {
    // Only words of one sentence, and no other tag's between ("at a bank, SOC 2 auditors").
    if (at < start && words[tokens[at]?.word ?? 0]?.afterStop) return false;
    if (phraseEndsBefore(roles.ownTradeBefore, plain, at, roles.longestPhrase)) return true;
    if (speaks && roles.possessives.has(plain[at - 1] ?? "")) return true;
    if (at > 0 && words[tokens[at]?.word ?? 0]?.afterComma) return false;
    // Modifiers stand between, not function words ("as a supplier for a pentest").
    if (at < start && isFunctionWord(roles, plain[at] ?? "")) return false;
  }
  return false;
}

/** Whether the token at an index is (the last word of) a region's or a place's one-word name. */
function placeAt({ plain, lookup }: Reading): (at: number) => boolean {
  return (at) => {
    const token = plain[at] ?? "";
    return (
      lookup.taxonomy.textAliases.get(token)?.dimension === "regions" ||
      (lookup.gazetteer.lookUp(token)?.names.length ?? 0) > 0
    );
  };
}

/**
 * Whether the words around a name make it a person's whatever else it names: a cue before it or
 * before the name it ends ("my colleague Sydney", "I'm India", "Mr. Denver Ireland"), or a team or a role after it ("Dallas from finance",
 * "India, CISO at..."), unless the text puts it in a place ("an insurer in Munich. Our board").
 */
function namesSomeone(
  { plain, tokens, words, lookup, shown }: Reading,
  start: number,
  length: number,
): boolean {
  const { roles } = lookup;
  if (followsPersonCue(roles, plain, start, shown)) return true;
  // The rest of a name a cue introduced: "Mr. Denver Ireland", "Dr. Adelaide Brooks".
  const before = tokens[start - 1];
  if (
    before !== undefined &&
    CAPITALISED_WORD.test(words[before.word]?.original ?? "") &&
    !words[tokens[start]?.word ?? 0]?.afterComma &&
    followsPersonCue(roles, plain, start - 1, shown)
  ) {
    return true;
  }
  const next = tokens[start + length];
  const after = next === undefined ? undefined : words[next.word];
  const introduced = start > 0 && roles.placeIntroducers.has(plain[start - 1] ?? "");
  return (
    !introduced &&
    !after?.afterStop &&
    namesMember(roles, plain, start + length, after?.afterComma === true)
  );
}

/**
 * Whether a capitalised word at `at` is a first name: one that names no place, or a city's
 * name that is a first name ("Paris", "Jackson").
 */
function firstNameAt({ plain, tokens, words, lookup }: Reading, at: number): boolean {
  const token = tokens[at];
  if (!token?.alone || !CAPITALISED_WORD.test(words[token.word]?.original ?? "")) return false;
  const key = plain[at] ?? "";
  const { gazetteer } = lookup;
  return (
    gazetteer.givenNames.has(key) ||
    (gazetteer.lookUp(key)?.names.some((n) => n.reading === "unless-person") ?? false)
  );
}

/**
 * Whether a city's one-word name (no country's) and a capitalised word beside it, in one sentence, read as a
 * person's first name and surname ("Jack London", "Paris Jackson", "Jackson Hamilton"): a first
 * name inside the sentence before it, or it a first name before another first name or a place's
 * name that is no country and no subdivision it lies in ("Florence Italy" and "Austin Texas"
 * stay places). A title-case text capitalises every word and says nothing.
 */
function namesFullName(text: Reading, start: number, length: number): boolean {
  const { tokens, words, titleCase, lookup, plain } = text;
  if (
    length !== 1 ||
    titleCase ||
    !CAPITALISED_WORD.test(words[tokens[start]?.word ?? 0]?.original ?? "")
  ) {
    return false;
  }
  const own = lookup.gazetteer.lookUp(plain[start] ?? "")?.names ?? [];
  if (!own.some((n) => n.place.kind === "city") || own.some((n) => n.place.kind === "country")) {
    return false;
  }
  const sameSentence = (at: number) => {
    const word = words[tokens[at]?.word ?? 0];
    return !word?.afterComma && !word?.afterStop;
  };
  // A first name that begins a sentence may be any capitalised word ("Visit London"), and a
  // place's name before a subdivision it lies in is an address ("London Ontario").
  if (start > 1 && sameSentence(start) && sameSentence(start - 1) && firstNameAt(text, start - 1)) {
    const before = new Set(
      (lookup.gazetteer.lookUp(plain[start - 1] ?? "")?.names ?? []).map((n) => n.place.country),
    );
    if (!own.some((n) => n.place.kind === "subdivision" && before.has(n.place.country)))
      return true;
  }
  const next = start + 1;
  if (next >= tokens.length || !sameSentence(next) || !firstNameAt(text, start)) return false;
  if (!CAPITALISED_WORD.test(words[tokens[next]?.word ?? 0]?.original ?? "")) return false;
  const after = plain[next] ?? "";
  if (lookup.gazetteer.givenNames.has(after)) return true;
  // A surname that names a place, unless it is a country or a subdivision the city lies in
  // ("Florence Italy", "London Ontario").
  const afterNames = lookup.gazetteer.lookUp(after)?.names ?? [];
  const countries = new Set(own.map((n) => n.place.country));
  return (
    afterNames.length > 0 &&
    !afterNames.some(
      (n) =>
        n.place.kind === "country" ||
        (n.place.kind === "subdivision" && countries.has(n.place.country)),
    )
  );
}

/** Whether the words from `at` name a country or subdivision ("Portland, Maine"). */
function regionFollows({ plain, lookup }: Reading, at: number): boolean {
  const { gazetteer } = lookup;
  let key = "";
  for (let end = at; end < plain.length; end++) {
    key = end === at ? (plain[end] ?? "") : `${key}-${plain[end]}`;
    const alias = lookup.taxonomy.textAliases.get(key);
    if (alias?.dimension === "regions" && !isFunctionWord(lookup.roles, key)) return true;
    const place = gazetteer.lookUp(key);
    if (place?.names.some((n) => n.place.kind !== "city" && n.reading === "anywhere")) return true;
    if (!place?.grows) return false;
  }
  return false;
}

/** Whether the word before `at` names a city, which puts what follows in a place context ("Athens, Georgia"). */
function cityBefore({ plain, lookup }: Reading, at: number): boolean {
  const before = at > 0 ? lookup.gazetteer.lookUp(plain[at - 1] ?? "") : undefined;
  return before?.names.some((n) => n.place.kind === "city" && n.reading === "anywhere") ?? false;
}

/** A word written with a capital and then small letters: "Insurance", not "insurance" or "CBD". */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

/**
 * Whether a capitalised place name and the capitalised word after it read as an organisation's
 * or a product's name ("Zurich Insurance", "Texas Instruments", "Canada Goose"): the word names
 * no tag and no place, and the text is not written in capitals throughout (a title-case query
 * capitalises every word).
 */
function namesOrganisation(
  { plain, tokens, words, lookup, titleCase }: Reading,
  start: number,
  length: number,
): boolean {
  const next = tokens[start + length];
  const first = tokens[start];
  if (!next || !first || next.word === first.word || words[next.word]?.afterStop) return false;
  if (!CAPITALISED_WORD.test(words[first.word]?.original ?? "")) return false;
  if (!CAPITALISED_WORD.test(words[next.word]?.original ?? "")) return false;
  const token = plain[start + length] ?? "";
  const { prefixes, gazetteer, roles } = lookup;
  if (prefixes.has(token) || gazetteer.lookUp(token) || isFunctionWord(roles, token)) return false;
  return !titleCase;
}

/**
 * Whether a fixed expression of WordNet begins with the one-word span ("Swiss cheese",
 * "Brussels sprouts", "Dutch auction"): its key and the stems of the next one or two words.
 */
function beginsCompound({ plain, stems, lookup }: Reading, start: number, length: number): boolean {
  if (length !== 1) return false;
  const { compounds } = lookup.gazetteer;
  let key = plain[start] ?? "";
  for (let at = start + 1; at <= start + 2 && at < stems.length; at++) {
    key = `${key}-${stems[at]}`;
    if (compounds.has(key)) return true;
  }
  return false;
}

/**
 * Whether a place's name or a demonym is part of a name of something else where it stands: a
 * fixed expression ("Swiss cheese"), an eponym ("Basel III", "Budapest Convention") or an
 * organisation's or product's name ("Zurich Insurance").
 */
function namesSomethingElse(text: Reading, start: number, length: number): boolean {
  return (
    partOfAnotherName(text.lookup.roles, text.plain, start, start + length) ||
    inIdiom(text.lookup.roles, text.plain, start, start + length) ||
    beginsCompound(text, start, length) ||
    namesOrganisation(text, start, length)
  );
}

/**
 * Whether the word at `at`, in the same clause as the place before it, is one a place's name
 * before it would modify rather than locate ("Dijon mustard", "Manila folders"): a word of
 * letters not in capitals that no phrasing uses, no function word, no place's name and none of
 * the lexicons' `placeHeads` ("Berlin startup", "Toronto office" stay places). Countries'
 * names are left alone: they seldom modify a noun that is not a place's ("Vietnam offshore team").
 */
function modifiesNextWord({ plain, tokens, words, lookup }: Reading, at: number): boolean {
  const next = tokens[at];
  if (next === undefined || next.word === tokens[at - 1]?.word) return false;
  const word = words[next.word];
  if (!word || word.afterComma || word.afterStop) return false;
  const token = plain[at] ?? "";
  const { roles, prefixes, termWords, gazetteer } = lookup;
  return (
    /^\p{L}{3,}$/u.test(token) &&
    // An acronym or code is read by what it stands for ("Thailand PDPA", "Newcastle NSW").
    word.original !== word.original.toUpperCase() &&
    !isFunctionWord(roles, token) &&
    !roles.placeHead(token) &&
    !prefixes.has(token) &&
    !termWords.has(token) &&
    !roles.evidence.has(token) &&
    gazetteer.lookUp(token) === undefined
  );
}

/** The word before the token at `start` as written, undefined when none stands apart from it. */
function wordBefore({ tokens, words }: Reading, start: number): string | undefined {
  const before = tokens[start - 1];
  return before !== undefined && before.word !== tokens[start]?.word
    ? (words[before.word]?.original ?? "")
    : undefined;
}

/** The tokens from `start` as written, joined by `-`: a span's key. */
function exactKey({ plain }: Reading, start: number, length: number): string {
  return length === 1 ? (plain[start] ?? "") : plain.slice(start, start + length).join("-");
}

/** The places a span's name reads as where it stands (see `NameReading`). */
function readable(
  text: Reading,
  names: readonly PlaceName[],
  start: number,
  length: number,
): readonly PlaceName[] {
  const { plain, tokens, words } = text;
  const { roles } = text.lookup;
  const rejected = (rule: ReadingRule) => {
    note(text, rule, start, length, () => placeNames(names), "rejected");
    return [];
  };
  // A person's name ("cc Sydney") or part of another name ("Swiss cheese") whatever it is.
  if (namesSomeone(text, start, length)) return rejected(READING_RULES.personCue);
  if (namesFullName(text, start, length)) return rejected(READING_RULES.fullName);
  if (namesSomethingElse(text, start, length)) return rejected(READING_RULES.otherName);
  if (negatesPlace(roles, plain, start, start + length, text.shown, placeAt(text))) {
    return rejected(READING_RULES.negatedPlace);
  }
  if (othersPlace(text, start, length)) return rejected(READING_RULES.othersPlace);
  // A designator before a subdivision or country: "the canton of Vaud", "the state of Texas".
  if (plain[start + length] === "of" && regionFollows(text, start + length + 1)) {
    return rejected(READING_RULES.designator);
  }
  // A brand's or a breed's name as often as a place's: only where the text puts a place.
  const otherMeaning = roles.otherMeanings.has(exactKey(text, start, length));
  const inContext =
    introducesPlace(roles, plain, start, start + length, wordBefore(text, start)) ||
    regionFollows(text, start + length) ||
    cityBefore(text, start);
  if (
    !inContext &&
    names.every((n) => n.place.kind !== "country") &&
    modifiesNextWord(text, start + length)
  ) {
    return rejected(READING_RULES.placeModifier);
  }
  if (!otherMeaning && names.every((n) => n.reading === "anywhere")) return names;
  const person = namesPerson(roles, plain, start, start + length, text.shown);
  const original = words[tokens[start]?.word ?? 0]?.original ?? "";
  const capitalised =
    text.lookup.settings.commonWordPlaces === "capitalised" && /^\p{Lu}/u.test(original);
  if (otherMeaning && !inContext) return rejected(READING_RULES.otherMeaning);
  const kept = names.filter((n) => {
    switch (n.reading) {
      case "anywhere":
        return true;
      case "unless-person":
        return inContext || !person;
      case "capitalised":
        return inContext || capitalised;
      default:
        return inContext;
    }
  });
  if (kept.length < names.length) {
    const left = names.filter((n) => !kept.includes(n));
    const why = person
      ? "a first name a word around makes a person's"
      : "a word or first name outside a place context";
    note(text, READING_RULES.placeContext, start, length, () => placeNames(left), "rejected", why);
  }
  return kept;
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
        const key =
          end === start ? `${row.language}:${row.stems[end]}` : `${others[i]}-${row.stems[end]}`;
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
 * Whether a token may be a misspelling: letters only, not a stop-word, not a word known as
 * written (a phrase or place word, or a common English word or language near one).
 */
function correctable(token: string, stem: string, lookup: FreeTextLookup): boolean {
  const { oneTypo } = lookup.settings.typoTolerance.minWordSizeForTypos;
  if (token.length < oneTypo || !/^\p{L}+$/u.test(token)) return false;
  const { prefixes, phrases, gazetteer, neverCorrected } = lookup;
  // Known as written, or an inflection of a whole phrasing ("consultancies"); a stem that only
  // begins longer phrasings is no word of its own ("analisys" is not Italian "analisi").
  return !(
    isFunctionWord(lookup.roles, token) ||
    // A word of another language's lexicon is that language's word, not a misspelling.
    lookup.roles.evidence.has(token) ||
    // A brand's or product's name is itself ("Vanta" is not "Vantaa").
    lookup.roles.otherMeanings.has(token) ||
    neverCorrected.has(token) ||
    prefixes.has(token) ||
    phrases.has(stem) ||
    gazetteer.lookUp(token) !== undefined
  );
}

/**
 * The taxonomy's acronym a four-letter word in capitals, or without a vowel in any case, is
 * with two neighbouring letters swapped ("GPDR", "gdrp" are GDPR): shorter words are otherwise
 * never corrected, but an acronym typed fast is one swap from what was meant more often than it
 * is another acronym (a word with a vowel in lower case is more often a word: "sims").
 */
function acronymSwap(token: string, original: string, lookup: FreeTextLookup): string | undefined {
  const { oneTypo } = lookup.settings.typoTolerance.minWordSizeForTypos;
  if (token.length !== oneTypo - 1) return undefined;
  if (!/^\p{Lu}+$/u.test(original) && !/^[b-df-hj-np-tv-xz]+$/.test(token)) return undefined;
  const { prefixes } = lookup;
  if (prefixes.has(token) || isFunctionWord(lookup.roles, token)) return undefined;
  for (let i = 0; i < token.length - 1; i++) {
    const swapped = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2);
    if (lookup.taxonomy.textAliases.has(swapped)) return swapped;
  }
  return undefined;
}

/**
 * The place a word unknown as written names in a language the text shows that inflects places' names ("krakowie"
 * is Kraków, "praze" Praha, "києві" Київ): the name its lexicons' endings give, when the
 * gazetteer has it, else undefined.
 */
function inflectedPlace(token: string, { lookup, shown }: Reading): string | undefined {
  // Only a word unknown as written, in a language the text shows.
  if (known({ lookup }, token)) return undefined;
  for (const { language, written, name } of lookup.placeEndings) {
    if (!shown.has(language) || !token.endsWith(written)) continue;
    if (token.length - written.length < 3) continue;
    const candidate = token.slice(0, token.length - written.length) + name;
    if (lookup.gazetteer.lookUp(candidate)?.names.length) return candidate;
  }
  return undefined;
}

/** Compounds' last parts are read from this length, and their first parts from three letters. */
const SHORTEST_COMPOUND_HEAD = 6;
const SHORTEST_COMPOUND_MODIFIER = 3;

/**
 * The word a compound no rule read ends with, when a language that writes compounds has it as
 * a phrasing's word ("säkerhetsmedvetenhetsutbildning" ends with "utbildning", training;
 * "Informationssicherheitsberatung" with "beratung"), else undefined.
 */
function compoundHead(token: string, lookup: FreeTextLookup): string | undefined {
  const { compoundHeads } = lookup;
  if (
    compoundHeads.size === 0 ||
    token.length < SHORTEST_COMPOUND_HEAD + SHORTEST_COMPOUND_MODIFIER
  ) {
    return undefined;
  }
  for (let at = SHORTEST_COMPOUND_MODIFIER; at <= token.length - SHORTEST_COMPOUND_HEAD; at++) {
    const tail = token.slice(at);
    if (compoundHeads.has(tail)) return tail;
  }
  return undefined;
}

/**
 * The word a misspelling was meant to be: a word of the taxonomy's phrasings, else of a
 * country's name, else of a subdivision's or a large city's (from
 * `typoTolerance.minWordSizeForPlaces` letters, by a letter left out of a name that long, or by a swap of two neighbouring letters:
 * "Duabi"; other short near misses are mostly other words, "pharma" is not "Parma"). A word
 * written in capitals is an acronym or a code ("HIPPA", "POPIA"): only the taxonomy's words.
 */
function correction(
  token: string,
  original: string,
  typos: Typos,
  minWordSizeForPlaces: number,
): string | undefined {
  const acronym = original === original.toUpperCase();
  const key = acronym ? `^${token}` : token;
  const kept = typos.kept.get(key);
  if (kept !== undefined) return kept === false ? undefined : kept;
  const found = typos.index.correct(token, (candidate, position) => {
    const of = typos.of(position);
    if (of === "term") return true;
    if (acronym) return false;
    return (
      of === "country" ||
      token.length >= minWordSizeForPlaces ||
      isOneSwap(token, candidate) ||
      // A long name typed with a letter left out ("chicgo"), not a short word grown by one.
      (candidate.length >= minWordSizeForPlaces && candidate.length === token.length + 1)
    );
  });
  typos.kept.set(key, found ?? false);
  return found;
}

/**
 * The word of a phrasing a misspelt word stands for beside the phrasing's other words ("eu ai
 * akt": act, "gap analisys": analysis, "red teem": team): the phrasings' words that follow the
 * words before it, or precede the word after it, within one edit (two from
 * `minWordSizeForTypos.twoTypos` letters), from `minWordSizeInPhrase` letters; digits only by
 * a digit more or fewer from five ("iso 270001"; "27005" is another standard). Only the one nearest word: two as near read as neither.
 */
function phraseNeighbour(
  plain: readonly string[],
  stems: readonly string[],
  at: number,
  lookup: FreeTextLookup,
): string | undefined {
  const token = plain[at] ?? "";
  const { minWordSizeInPhrase, minWordSizeForTypos } = lookup.settings.typoTolerance;
  const digits = /^\p{N}+$/u.test(token);
  if (digits ? token.length < 5 : token.length < minWordSizeInPhrase || !/^\p{L}+$/u.test(token)) {
    return undefined;
  }
  if (isFunctionWord(lookup.roles, token) || known({ lookup }, token)) return undefined;
  const { after, before, firstWords, longest } = lookup.neighbours;
  // Each word a neighbour allows, with the tag it completes there (empty when it only goes on).
  const candidates = new Map<string, string>();
  const allow = (words: ReadonlyMap<string, string> | undefined) => {
    for (const [word, tag] of words ?? []) if (!candidates.get(word)) candidates.set(word, tag);
  };
  allow(before.get(plain[at + 1] ?? ""));
  // Runs that end right before the word, from a word that begins a phrasing.
  for (let start = at - 1; start >= 0 && start >= at - longest + 1; start--) {
    if (firstWords.has(plain[start] ?? "")) allow(after.get(plain.slice(start, at).join("-")));
    if (firstWords.has(stems[start] ?? "")) allow(after.get(stems.slice(start, at).join("-")));
  }
  const reach = !digits && token.length >= minWordSizeForTypos.twoTypos ? 2 : 1;
  let best: string | undefined;
  let nearest = reach + 1;
  let tied = false;
  for (const [candidate, tag] of candidates) {
    if (/^\p{N}+$/u.test(candidate) !== digits) continue;
    // A number one digit off is another standard's as often as a slip ("ISO 27005"); one
    // digit more or fewer is not.
    if (digits && candidate.length === token.length) continue;
    const edits = editDistance(token, candidate);
    // The word as written is the phrasing's: nothing to correct.
    if (edits === 0) return undefined;
    if (edits < nearest) {
      [best, nearest, tied] = [candidate, edits, false];
    } else if (edits === nearest && (tag === "" || tag !== candidates.get(best ?? ""))) {
      // Two words as near are a tie unless both complete the same tag here ("analyses", "analysis").
      tied = true;
    }
  }
  return tied ? undefined : best;
}

/** Whether a token is known as written: a phrasing's word or a place's name. */
function known({ lookup }: Pick<Reading, "lookup">, token: string): boolean {
  const { prefixes, gazetteer } = lookup;
  return prefixes.has(token) || gazetteer.lookUp(token) !== undefined;
}

/**
 * Reads a word unknown as written without a particle a lexicon says its language writes joined
 * to words (Arabic "ب" in "بالرياض", Korean "에서" in "서울에서") when what is left is known.
 */
function detachParticles(reading: Reading): void {
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
function stemsInOtherLanguages(
  plain: readonly string[],
  lookup: FreeTextLookup,
): Reading["otherStems"] {
  const { stemmers, admitting } = lookup.stems;
  const rows = new Map<number, string[]>();
  plain.forEach((token, i) => {
    for (const position of admitting(token)) {
      let row = rows.get(position);
      if (!row) {
        row = [...plain];
        rows.set(position, row);
      }
      row[i] = stemmers[position]?.stem(token) ?? token;
    }
  });
  return [...rows].map(([position, stems]) => ({
    language: stemmers[position]?.language ?? "",
    stems,
  }));
}

/** A word's sub-tokens read otherwise before the reading: digits typed as letters, words run together. */
interface Regrouping {
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
function regroup(
  subTokens: readonly string[],
  lookup: FreeTextLookup,
  changed: (rule: ReadingRule, to: string) => void,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < subTokens.length; i++) {
    const token = subTokens[i] ?? "";
    const before = out.at(-1);
    const next = subTokens[i + 1];
    if (
      before !== undefined &&
      next !== undefined &&
      /^\p{N}+$/u.test(before) &&
      /^\p{N}+$/u.test(next) &&
      /^[ol]+$/.test(token)
    ) {
      const digits = [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join("");
      const joined = `${before}${digits}${next}`;
      changed(READING_RULES.digitLookalike, joined);
      out[out.length - 1] = joined;
      i++;
      continue;
    }
    const parts = runTogether(token, lookup);
    if (parts) {
      changed(READING_RULES.runTogether, parts.join(" "));
      out.push(...parts);
    } else out.push(token);
  }
  return out;
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
  const tokens: Token[] = words.flatMap((word, w) =>
    regroup(word.tokens, lookup, (rule, to) => regrouped.push({ rule, word: w, to })).map(
      (token, _, all) => ({ token, word: w, alone: all.length === 1 }),
    ),
  );
  const plain = tokens.map((t) => t.token);
  const titleCase = !words.some((word) => /^\p{Ll}/u.test(word.original));
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
