import type { LRUCache } from "lru-cache";
import type { CharTrie } from "../free-text/char-trie.ts";
import { foldText } from "../free-text/fold.ts";
import {
  DEFAULT_FREE_TEXT_SETTINGS,
  type FreeTextSettings,
} from "../free-text/free-text-settings.ts";
import {
  createStemmer,
  type KeptStems,
  type LanguageStems,
  languageStems,
} from "../free-text/language-stems.ts";
import english from "../free-text/lexicon/en.ts";
import type { Lexicon } from "../free-text/lexicon/lexicon-schema.ts";
import { defaultLexicons, parsedLexicons, parseLexicons } from "../free-text/lexicons.ts";
import { runTogetherFirsts } from "../free-text/reading/segment.ts";
import { type WordRoles, wordRoles } from "../free-text/word-roles.ts";
import { KEPT_CORRECTIONS, KEPT_STEMS } from "../http/cache-budgets.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";
import { COMMON_WORDS_NEAR_KNOWN } from "../places/common-words.ts";
import { correctionWords } from "../places/correction-words.ts";
import { type Gazetteer, loadGazetteer } from "../places/gazetteer.ts";
import { type CountryRegion, createCountryRegions } from "../places/place-regions.ts";
import { type KeyNode, type KeyTrie, keyTrie } from "./key-trie.ts";
import { DIMENSIONS } from "./taxonomy.ts";
import type { TaxonomyHit, TaxonomyIndex } from "./taxonomy-index.ts";
import { aliasKey } from "./tokenize.ts";
import { createTypoIndex, type TypoIndex, type TypoSizes } from "./typo-index.ts";

/** Stemmed phrase lookup for free text, derived from one (merged) taxonomy. */
export interface FreeTextLookup {
  /** The taxonomy it reads tags of (its aliases as written, `textAliases`). */
  readonly taxonomy: TaxonomyIndex;
  /** The settings it was built with. */
  readonly settings: FreeTextSettings;
  /** Stemmed phrase keys (stems joined by `-`) to the tag they name. */
  readonly phrases: ReadonlyMap<string, TaxonomyHit>;
  /**
   * Tags of other dimensions a key names too: a trade term names a framework and the service
   * its holder performs ("QSA" is `pci-dss` and `audit`, "3PAO" `fedramp` and `audit`).
   */
  readonly alsoNames: ReadonlyMap<string, readonly TaxonomyHit[]>;
  /**
   * Every leading run of tokens of an exact alias key or a stemmed phrase key (`soc`,
   * `soc-2`, `soc-2-type`...): a span that is none of these cannot grow into a hit.
   */
  readonly prefixes: ReadonlySet<string>;
  /** The same leading runs laid out token by token, per language (see `KeyTrie`). */
  readonly keys: KeyTrie;
  /**
   * Phrasings left out because their stemmed key names two tags (the taxonomy's own
   * spellings and the free-text tables alike); exact alias matching still reads them.
   */
  readonly ambiguous: readonly string[];
  /** Table phrasings left out because the taxonomy spells another tag that way. */
  readonly shadowed: readonly string[];
  /** The most sub-tokens a phrasing, alias or place name spans. */
  readonly longestSpan: number;
  /** The places free text can name. */
  readonly gazetteer: Gazetteer;
  /** The region a country is read as (its own tag, or a broader one), undefined when none covers it. */
  regionOf(country: string): CountryRegion | undefined;
  /** The country a region tag stands for, when the tag is one country's (`de` -> `DE`, `uk` -> `GB`). */
  countryOf(region: string): string | undefined;
  /** Corrects misspellings to words of the taxonomy's phrasings and of place names. */
  readonly typos: Typos;
  /**
   * The words of phrasings around their neighbours (`phrase-typo`): what follows a run of words
   * (keyed as written and stemmed, `eu-ai` -> `act`) and what precedes a word (`continuity` ->
   * `business`).
   */
  readonly neighbours: PhraseNeighbours;
  /** The words that may begin a run-together word, letter by letter (`run-together`). */
  readonly runTogetherFirsts: CharTrie<true>;
  /** Every word of every phrasing, as written (letters only). */
  readonly termWords: ReadonlySet<string>;
  /**
   * The languages whose phrasings have each word (`en` for the taxonomy's own): a misspelling
   * is read as a word of a language the text is written in (`correction`).
   */
  readonly termLanguages: ReadonlyMap<string, readonly string[]>;
  /** Per first word of a place's name of several words, the words that follow it (`name-slip`). */
  readonly nameNextWords: ReadonlyMap<string, readonly string[]>;
  /**
   * Per second word of a country's or a subdivision's own name of several words, the words
   * that begin such a name before it ("carolina": north, south): `name-slip` backwards.
   */
  readonly namePreviousWords: ReadonlyMap<string, readonly string[]>;
  /**
   * Common English words within a typo's reach of a known word, and the lexicons'
   * `commonWords`: never corrected, since they mean themselves.
   */
  readonly neverCorrected: ReadonlySet<string>;
  /**
   * The English stem a token and a phrasing's word are compared by (the English lexicon's
   * Snowball stemmer and its `stemExceptions`), so "audits", "auditing" and "audited" meet
   * "audit"; codes and short words stay as written.
   */
  readonly stem: (token: string) => string;
  /** The stemmers of the lexicons' languages other than English, which read a text's tokens too. */
  readonly stems: LanguageStems;
  /** Every lexicon's place-name endings, folded: a written form's and the name's (`place-ending`). */
  readonly placeEndings: readonly PlaceEnding[];
  /** Per language, the countries where it is spoken (the lexicons' `countries`). */
  readonly spokenIn: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * `placeEndings` by language, in the lexicons' order, of the languages that have any: a word is
   * tried for the languages its text shows (a list, walked without a pair made per language).
   */
  readonly placeEndingsByLanguage: readonly {
    readonly language: string;
    readonly endings: readonly PlaceEnding[];
  }[];
  /** The lexicons' short names of places, folded, to the gazetteer key of the full name (`placeShortNames`). */
  readonly placeShortNames: ReadonlyMap<string, string>;
  /**
   * Frameworks' one-word acronyms of `minWordSizeForTypos.oneTypo` letters by each form with one
   * letter left out (`hipa`: `hipaa`); a form two acronyms share is left out.
   */
  readonly acronymsByDeletion: ReadonlyMap<string, string>;
  /** The lexicons' service verbs, folded (`serviceVerbs`), to the service they ask for. */
  readonly serviceVerbs: ReadonlyMap<string, ServiceVerb>;
  /** The lexicons' `frameworkHelp`, folded, by the service each asks for where a framework is named. */
  readonly frameworkHelp: ReadonlyMap<string, ReadonlySet<string>>;
  /** The taxonomy's products (`products`), folded, to the service each does (`product-asked`). */
  readonly products: ReadonlyMap<string, TaxonomyHit>;
  /** The first word of each product's name (`products`): a text with none names no product. */
  readonly productFirstWords: ReadonlySet<string>;
  /** One-word phrasings of the languages that write compounds, which end compounds (`compound-head`). */
  readonly compoundHeads: ReadonlySet<string>;
  /** The lexicons' words by the role they play. */
  readonly roles: WordRoles;
  /** One-word demonyms of the regions, which may name a language's variety ("Brazilian Portuguese"). */
  readonly demonyms: ReadonlySet<string>;
}

/**
 * Typo correction: one index over the taxonomy's words, then countries' names, then
 * subdivisions' and large cities' names, in that order of preference.
 */
export interface Typos {
  readonly index: TypoIndex;
  /** What the word at a position of the index is a word of. */
  of(position: number): "term" | "country" | "place";
  /** Corrections made, by word (`^` before a word written in capitals); `false` when none. */
  readonly kept: LRUCache<string, string | false>;
}

/**
 * The words phrasings put next to others, as written (see `FreeTextLookup.neighbours`), each
 * with the tag the phrasing names when that word ends it (`frameworks/eu-ai-act`; empty when the
 * phrasing goes on, or two tags claim it).
 */
export interface PhraseNeighbours {
  /** After a run of words (its key as written or stemmed), the words that follow it. */
  readonly after: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The keys of `after` laid out word by word: a run's key is found by walking its words, none joined. */
  readonly runs: ReadonlyMap<string, KeyNode>;
  /** Before a word, the words that precede it. */
  readonly before: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The first words of phrasings of several words, as written and stemmed: where a run may begin. */
  readonly firstWords: ReadonlySet<string>;
  /** The most words a phrasing of several words has. */
  readonly longest: number;
}

/** Adds one word and its tag to a map kept under `key`; a tag already found is kept. */
function addTo(map: Map<string, Map<string, string>>, key: string, word: string, tag: string) {
  let words = map.get(key);
  if (!words) {
    words = new Map();
    map.set(key, words);
  }
  if (!words.get(word)) words.set(word, tag);
}

/** Lays out phrasings of several words as neighbours (see `PhraseNeighbours`). */
function phraseNeighbours(
  runs: readonly { written: string[]; stemmed: string[]; key: string }[],
  phrases: ReadonlyMap<string, TaxonomyHit>,
): PhraseNeighbours {
  const after = new Map<string, Map<string, string>>();
  const before = new Map<string, Map<string, string>>();
  const firstWords = new Set<string>();
  let longest = 0;
  for (const { written, stemmed, key } of runs) {
    const hit = phrases.get(key);
    const tag = hit ? `${hit.dimension}/${hit.entry.slug}` : "";
    longest = Math.max(longest, written.length);
    firstWords.add(written[0] ?? "");
    firstWords.add(stemmed[0] ?? "");
    for (let at = 1; at < written.length; at++) {
      const next = written[at] ?? "";
      const last = at === written.length - 1 ? tag : "";
      addTo(after, written.slice(0, at).join("-"), next, last);
      addTo(after, stemmed.slice(0, at).join("-"), next, last);
      addTo(before, next, written[at - 1] ?? "", written.length === 2 ? tag : "");
    }
  }
  return { after, runs: keyTrie(after.keys()).get("") ?? new Map(), before, firstWords, longest };
}

/** See `FreeTextLookup.nameNextWords`. */
function nameNextWords(gazetteer: Gazetteer): Map<string, string[]> {
  const next = new Map<string, Set<string>>();
  gazetteer.forEachKey((key) => {
    const parts = key.split("-");
    for (let at = 1; at < parts.length; at++) {
      const first = parts.slice(0, at).join("-");
      const words = next.get(first) ?? new Set<string>();
      words.add(parts[at] ?? "");
      next.set(first, words);
    }
  });
  return new Map([...next].map(([first, words]) => [first, [...words]]));
}

/** See `FreeTextLookup.namePreviousWords`. */
function namePreviousWords(gazetteer: Gazetteer): Map<string, string[]> {
  const previous = new Map<string, string[]>();
  // Own names only (North Carolina, not its names in other languages): a third of the words.
  gazetteer.forEachKey((key, kind, _population, own) => {
    if (kind === "city" || !own || !key.includes("-")) return;
    const [first = "", second = ""] = key.split("-");
    const words = previous.get(second) ?? [];
    if (!words.includes(first)) previous.set(second, [...words, first]);
  });
  return previous;
}

/** Taxonomy words first (two edits found in full), then countries' names, then places'. */
function typoCorrection(
  terms: readonly string[],
  gazetteer: Gazetteer,
  sizes: TypoSizes,
  minPlacePopulation: number,
): Typos {
  const { countries, places } = correctionWords(gazetteer, minPlacePopulation);
  const index = createTypoIndex(
    [...terms, ...countries, ...places],
    (position) => (position < terms.length ? 2 : 1),
    sizes,
  );
  // Positions count words as given; the index skips repeats, so group by first position.
  const firstCountry = terms.length;
  const firstPlace = terms.length + countries.length;
  return {
    index,
    of: (position) =>
      position < firstCountry ? "term" : position < firstPlace ? "country" : "place",
    kept: countBoundedLru(KEPT_CORRECTIONS),
  };
}

/** A lexicon's place-name ending, folded: how a written form ends and how the name ends. */
export interface PlaceEnding {
  readonly language: string;
  readonly written: string;
  readonly name: string;
}

/**
 * A service verb: the service it asks for and, where its phrasing holds a `*` ("help with *
 * compliance"), the folded words that must follow the framework it acts on (`after`).
 */
export interface ServiceVerb extends TaxonomyHit {
  readonly after?: ReadonlySet<string>;
}

/** The lexicons' service verbs by folded key, each to the service of the taxonomy it asks for. */
function serviceVerbsOf(
  lexicons: readonly Lexicon[],
  index: TaxonomyIndex,
): ReadonlyMap<string, ServiceVerb> {
  const verbs = new Map<string, ServiceVerb>();
  for (const lexicon of lexicons) {
    for (const [slug, phrases] of Object.entries(lexicon.serviceVerbs)) {
      const entry = index.taxonomy.serviceTypes.find((e) => e.slug === slug);
      if (!entry) continue;
      for (const phrase of phrases) {
        const [verb = "", rest] = phrase.split("*");
        const key = aliasKey(verb);
        const known = verbs.get(key);
        // A verb that acts on any framework needs nothing after it, whatever else it is listed with.
        if (rest === undefined || (known && known.after === undefined)) {
          verbs.set(key, { dimension: "serviceTypes", entry });
        } else {
          // The words after, a role's phrases as the phrase tries read them.
          const after = new Set(known?.after).add(aliasKey(rest));
          verbs.set(key, { dimension: "serviceTypes", entry, after });
        }
      }
    }
  }
  return verbs;
}

/** See `FreeTextLookup.frameworkHelp`: every lexicon's phrases of a service the taxonomy has. */
function frameworkHelpOf(
  lexicons: readonly Lexicon[],
  index: TaxonomyIndex,
): ReadonlyMap<string, ReadonlySet<string>> {
  const help = new Map<string, Set<string>>();
  for (const lexicon of lexicons) {
    for (const [slug, phrases] of Object.entries(lexicon.frameworkHelp)) {
      if (!index.bySlug("serviceTypes", slug)) continue;
      const keys = help.get(slug) ?? new Set<string>();
      for (const phrase of phrases) keys.add(aliasKey(phrase));
      help.set(slug, keys);
    }
  }
  return help;
}

/** See `FreeTextLookup.acronymsByDeletion`. */
function acronymsByDeletion(
  index: TaxonomyIndex,
  prefixes: ReadonlySet<string>,
  length: number,
): ReadonlyMap<string, string> {
  const found = new Map<string, string | false>();
  for (const [key, hit] of index.textAliases) {
    if (hit.dimension !== "frameworks" || key.length !== length || !/^[a-z]+$/.test(key)) continue;
    for (let at = 0; at < key.length; at++) {
      const form = key.slice(0, at) + key.slice(at + 1);
      if (prefixes.has(form)) continue;
      const other = found.get(form);
      found.set(form, other === undefined || other === key ? key : false);
    }
  }
  return new Map([...found].flatMap(([form, key]) => (key === false ? [] : [[form, key]])));
}

/** One folded word of letters. */
const LETTERS = /^\p{L}+$/u;

/** One folded word of letters, up to four. */
const SHORT_WORD = /^\p{L}{1,4}$/u;

/** English reads every text first: its lexicon among those given, or the default one. */
function englishLexicon(lexicons: readonly Lexicon[]): Lexicon {
  const given = lexicons.find((lexicon) => lexicon.language === "en");
  if (given) return given;
  const [parsed] = parseLexicons([english]);
  if (!parsed) throw new Error("the default English lexicon did not parse");
  return parsed;
}

/**
 * Builds the stemmed lookup: the taxonomy's slugs, labels and aliases first (so operator
 * additions are understood inflected too), then the free-text tables for tags the
 * taxonomy has. A key two tags claim serves neither.
 */
export function createFreeTextLookup(
  index: TaxonomyIndex,
  settings: FreeTextSettings = DEFAULT_FREE_TEXT_SETTINGS,
): FreeTextLookup {
  const { taxonomy } = index;
  const lexicons = settings.lexicons ? parsedLexicons(settings.lexicons) : defaultLexicons();
  const phrases = new Map<string, TaxonomyHit>();
  const alsoNames = new Map<string, TaxonomyHit[]>();
  const claimedByTaxonomy = new Set<string>();
  const ambiguous = new Set<string>();
  const shadowed: string[] = [];
  const prefixes = new Set<string>();
  const words = new Set<string>();
  const termLanguages = new Map<string, string[]>();
  /** Phrasings of several words, to be laid out as neighbours once every key is claimed. */
  const runs: { written: string[]; stemmed: string[]; key: string }[] = [];
  /** Services' phrasings of several words: one may hold a framework's (`alsoNames`). */
  const servicePhrasings: { key: string; tokens: string[]; language: string }[] = [];
  /** `written`: a phrasing's folded sub-tokens; `key`: its key. */
  const addNeighbours = (written: string[], language: string, key: string) => {
    if (written.length < 2) return;
    const stemmed = language === "en" ? written.map(stem) : written;
    runs.push({ written, stemmed, key });
  };
  const addPrefixes = (key: string) => {
    const parts = key.split("-");
    for (let length = 1; length <= parts.length; length++) {
      prefixes.add(parts.slice(0, length).join("-"));
    }
  };

  const keptStems: KeptStems = countBoundedLru(KEPT_STEMS);
  const stems = languageStems(lexicons, keptStems);
  const { stemmers } = stems;
  const stem = createStemmer(englishLexicon(lexicons), keptStems);
  /** A phrasing's key: stemmed in its language (English for the taxonomy's), as written when the language has no stemmer. */
  /**
   * A phrasing's key, from its folded form (`folded`, its sub-tokens joined by `-`) and
   * sub-tokens: each sub-token stemmed in its language (English for the taxonomy's), joined
   * by `-`; as written when the language has no stemmer.
   */
  const keyOf = (folded: string, tokens: string[], language: string) => {
    // A word of up to four letters is mostly an acronym: itself, never a stem another word
    // shares ("aiming" is not AIMS); its plural still stems to it ("QSAs").
    if (SHORT_WORD.test(folded)) return folded;
    if (language === "en") return tokens.map(stem).join("-");
    const stemmer = stemmers.find((s) => s.language === language);
    // Each stemmed language keeps its own keys ("fr:certif"): a stem means a word only in its language.
    return stemmer ? `${language}:${tokens.map(stemmer.stem).join("-")}` : folded;
  };
  /** The words of a folded phrase, letters only, as words a misspelling may be corrected to. */
  const addTermWords = (tokens: readonly string[], language: string) => {
    for (const word of tokens) {
      if (!LETTERS.test(word)) continue;
      words.add(word);
      const languages = termLanguages.get(word) ?? [];
      if (!languages.includes(language)) termLanguages.set(word, [...languages, language]);
    }
  };
  const claim = (spelling: string, hit: TaxonomyHit, fromTaxonomy: boolean, language = "en") => {
    const folded = aliasKey(spelling);
    const tokens = folded.split("-");
    addTermWords(tokens, language);
    const key = keyOf(folded, tokens, language);
    addNeighbours(tokens, language, key);
    if (hit.dimension === "serviceTypes" && tokens.length > 1) {
      servicePhrasings.push({ key, tokens, language });
    }
    if (!key || ambiguous.has(key)) return;
    const owner = phrases.get(key);
    if (owner && owner.dimension !== hit.dimension && !fromTaxonomy) {
      // A lexicon's phrasing of another dimension's tag: the key names both.
      const also = alsoNames.get(key) ?? [];
      if (!also.some((other) => other.entry === hit.entry)) alsoNames.set(key, [...also, hit]);
      return;
    }
    if (owner && owner.entry !== hit.entry) {
      // A table phrase yields to the taxonomy; two taxonomy spellings cancel each other.
      if (!fromTaxonomy && claimedByTaxonomy.has(key)) {
        shadowed.push(`${spelling} (${hit.dimension}/${hit.entry.slug})`);
        return;
      }
      phrases.delete(key);
      ambiguous.add(key);
      return;
    }
    if (!owner) phrases.set(key, hit);
    addPrefixes(key);
    if (fromTaxonomy) claimedByTaxonomy.add(key);
  };

  for (const dimension of DIMENSIONS) {
    for (const entry of taxonomy[dimension]) {
      for (const spelling of [entry.slug, entry.label, ...entry.aliases]) {
        claim(spelling, { dimension, entry }, true);
        addPrefixes(aliasKey(spelling));
      }
    }
  }
  for (const lexicon of lexicons) {
    for (const dimension of DIMENSIONS) {
      for (const [slug, list] of Object.entries(lexicon.terms[dimension] ?? {})) {
        const entry = taxonomy[dimension].find((e) => e.slug === slug);
        if (!entry) continue;
        for (const phrase of list) claim(phrase, { dimension, entry }, false, lexicon.language);
      }
    }
  }
  // A service's phrasing that holds a framework's whole phrasing names that framework too
  // ("ISMS implementation": implementation consulting and ISO 27001, as "QSA" names audit and
  // PCI DSS).
  for (const { key, tokens, language } of servicePhrasings) {
    // A phrasing another service's or dimension's took, or two cancelled, names no service here.
    if (phrases.get(key)?.dimension !== "serviceTypes") continue;
    for (let from = 0; from < tokens.length; from++) {
      for (let to = from + 1; to <= tokens.length; to++) {
        if (to - from === tokens.length) continue;
        const part = tokens.slice(from, to);
        // A framework's alias is the taxonomy's, keyed as English, in any language's phrasing.
        const inner =
          phrases.get(keyOf(part.join("-"), part, language)) ??
          phrases.get(keyOf(part.join("-"), part, "en"));
        if (inner?.dimension !== "frameworks") continue;
        const also = alsoNames.get(key) ?? [];
        if (!also.some((other) => other.entry === inner.entry))
          alsoNames.set(key, [...also, inner]);
      }
    }
  }
  // The words of a service's work a lexicon lists (an audit, a certificate: "recertifiction"
  // is a recertification) are corrected to as its phrasings' are.
  for (const lexicon of lexicons) {
    for (const phrase of [
      ...lexicon.workWords,
      ...lexicon.certificationWords,
      ...lexicon.assessmentWords,
    ]) {
      if (!phrase.includes("*")) addTermWords(aliasKey(phrase).split("-"), lexicon.language);
    }
  }
  const demonyms = new Set(
    lexicons.flatMap((lexicon) =>
      Object.values(lexicon.terms.regions ?? {})
        .flat()
        .map(aliasKey)
        .filter((key) => /^\p{L}+$/u.test(key)),
    ),
  );
  const gazetteer = loadGazetteer();
  const regionOf = createCountryRegions(index, gazetteer);
  const countries = new Map<string, string>();
  for (const country of gazetteer.countryNames.keys()) {
    const region = regionOf(country);
    if (region && !region.widened) countries.set(region.slug, country);
  }
  const neighbours = phraseNeighbours(runs, phrases);
  let longestSpan = gazetteer.longestKey;
  for (const key of prefixes) longestSpan = Math.max(longestSpan, key.split("-").length);
  // The taxonomy's products by name, to the service each does (`product-asked`).
  const products = new Map(
    taxonomy.serviceTypes.flatMap((entry) =>
      (entry.products ?? []).map(
        (product) => [aliasKey(product), { dimension: "serviceTypes" as const, entry }] as const,
      ),
    ),
  );
  const placeEndings: PlaceEnding[] = lexicons.flatMap(({ language, placeEndings }) =>
    placeEndings.map(([written, name]) => ({
      language,
      written: foldText(written),
      name: foldText(name),
    })),
  );
  return {
    taxonomy: index,
    settings,
    longestSpan,
    phrases,
    alsoNames,
    prefixes,
    keys: keyTrie(prefixes),
    ambiguous: [...ambiguous],
    shadowed,
    gazetteer,
    regionOf,
    countryOf: (region) => countries.get(region),
    typos: typoCorrection(
      [...words],
      gazetteer,
      settings.typoTolerance.minWordSizeForTypos,
      settings.typoTolerance.minPlacePopulation,
    ),
    neighbours,
    runTogetherFirsts: runTogetherFirsts(neighbours.after, [
      ...index.textAliases.keys(),
      ...phrases.keys(),
    ]),
    stem,
    termWords: words,
    termLanguages,
    nameNextWords: nameNextWords(gazetteer),
    namePreviousWords: namePreviousWords(gazetteer),
    neverCorrected: new Set([
      ...COMMON_WORDS_NEAR_KNOWN.split("|"),
      ...lexicons.flatMap((lexicon) => lexicon.commonWords.map(aliasKey)),
    ]),
    stems,
    placeEndings,
    spokenIn: new Map(lexicons.map(({ language, countries }) => [language, new Set(countries)])),
    placeEndingsByLanguage: lexicons
      .map(({ language }) => ({
        language,
        endings: placeEndings.filter((ending) => ending.language === language),
      }))
      .filter(({ endings }) => endings.length > 0),
    placeShortNames: new Map(
      lexicons.flatMap(({ placeShortNames }) =>
        Object.entries(placeShortNames).map(([short, full]) => [aliasKey(short), aliasKey(full)]),
      ),
    ),
    serviceVerbs: serviceVerbsOf(lexicons, index),
    frameworkHelp: frameworkHelpOf(lexicons, index),
    products,
    productFirstWords: new Set([...products.keys()].map((key) => key.split("-")[0] ?? "")),
    acronymsByDeletion: acronymsByDeletion(
      index,
      prefixes,
      settings.typoTolerance.minWordSizeForTypos.oneTypo,
    ),
    compoundHeads: new Set(
      lexicons
        .filter((lexicon) => lexicon.compounds)
        .flatMap((lexicon) =>
          Object.values(lexicon.terms).flatMap((bySlug) => Object.values(bySlug ?? {}).flat()),
        )
        .map(aliasKey)
        .filter((key) => /^\p{L}{6,}$/u.test(key)),
    ),
    roles: wordRoles(
      lexicons,
      [...index.textAliases.keys()].flatMap((key) => key.split("-")),
    ),
    demonyms,
  };
}
