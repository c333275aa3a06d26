/**
 * How a word nothing covers is read otherwise: a phrasing's word beside its neighbours, a
 * misspelling, a swapped acronym, an inflected place's name, a compound's head.
 */
import { codeCountriesAt } from "../../catalog/city-qualifiers.ts";
import type { FreeTextLookup, PlaceEnding, Typos } from "../../catalog/free-text-lookup.ts";
import type { KeyNode } from "../../catalog/key-trie.ts";
import { editDistance, isOneSwap } from "../../catalog/typo-index.ts";
import { DIGITS_ONLY, isFunctionWord, known, LETTERS_ONLY, type Reading } from "./reading.ts";

const CAPITALS_ONLY = /^\p{Lu}+$/u;
const VOWELLESS = /^[b-df-hj-np-tv-xz]+$/;

/**
 * Whether a token may be a misspelling: letters only, not a stop-word, not a word known as
 * written (a phrase or place word, or a common English word or language near one).
 */
export function correctable(token: string, stem: string, lookup: FreeTextLookup): boolean {
  const { oneTypo } = lookup.settings.typoTolerance.minWordSizeForTypos;
  return token.length >= oneTypo && unknownAsWritten(token, stem, lookup);
}

/** Letters only, and no word known as written (see `correctable`), of any length. */
function unknownAsWritten(token: string, stem: string, lookup: FreeTextLookup): boolean {
  if (!LETTERS_ONLY.test(token)) return false;
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
export function acronymSwap(
  token: string,
  original: string,
  lookup: FreeTextLookup,
): string | undefined {
  const { oneTypo } = lookup.settings.typoTolerance.minWordSizeForTypos;
  if (token.length !== oneTypo - 1) return undefined;
  const { prefixes } = lookup;
  if (prefixes.has(token) || isFunctionWord(lookup.roles, token)) return undefined;
  // A framework's acronym of oneTypo letters with one left out, in any case ("hipa", "TISA"):
  // unless the word means itself (a common word, another language's, a place).
  const filled = lookup.acronymsByDeletion.get(token);
  if (
    filled !== undefined &&
    !lookup.neverCorrected.has(token) &&
    !lookup.roles.evidence.has(token) &&
    lookup.gazetteer.lookUp(token) === undefined
  ) {
    return filled;
  }
  if (!CAPITALS_ONLY.test(original) && !VOWELLESS.test(token)) return undefined;
  for (let i = 0; i < token.length - 1; i++) {
    const swapped = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2);
    if (lookup.taxonomy.textAliases.has(swapped)) return swapped;
  }
  return undefined;
}

/**
 * The letters of a code written with digits that a trade role or a framework's alias is, with
 * two neighbouring letters swapped ("3poa": 3PAO, "c3poa": C3PAO): the sub-token at `at`
 * swapped so that its whole word is an alias of the taxonomy; undefined when no swap makes one.
 */
export function codeSwap({ plain, tokens, lookup }: Reading, at: number): string | undefined {
  const token = plain[at] ?? "";
  const word = tokens[at]?.word;
  if (tokens[at]?.alone !== false || !LETTERS_ONLY.test(token) || token.length < 2) {
    return undefined;
  }
  let from = at;
  while (tokens[from - 1]?.word === word) from--;
  let to = at;
  while (tokens[to + 1]?.word === word) to++;
  const before = plain.slice(from, at).join("-");
  const after = plain.slice(at + 1, to + 1).join("-");
  for (let i = 0; i < token.length - 1; i++) {
    const swapped = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2);
    const key = [before, swapped, after].filter(Boolean).join("-");
    if (lookup.taxonomy.textAliases.has(key)) return swapped;
  }
  return undefined;
}

/** The fewest letters of an inflected word a place's name keeps, and the shortest such name. */
const SHORTEST_ENDING_STEM = 2;
const SHORTEST_INFLECTED_NAME = 4;

/** The most words before an inflected last word that a place's name may have: "Буэнос-Айресе". */
const WORDS_BEFORE_INFLECTED = 2;

/**
 * The place a word unknown as written names in a language the text shows that inflects places' names ("krakowie"
 * is Kraków, "praze" Praha, "києві" Київ), alone or as the last word of a name of several
 * ("Тель-Авиве" is Tel Aviv): the name its lexicons' endings give, when the gazetteer has it,
 * else undefined.
 */
export function inflectedPlace(
  token: string,
  { lookup, shown, plain }: Reading,
  at: number,
): string | undefined {
  // Only a word unknown as written, in a language the text shows; a language's name is none
  // ("cinese" is Chinese, not Cina).
  if (shown.size === 0) return undefined;
  // A word that only begins a longer place's name is still read by its ending: Finnish "Suomen"
  // (of Finland) begins "Suomen tasavalta", Swedish "Stockholms" (of Stockholm) "Stockholms län".
  if (
    lookup.prefixes.has(token) ||
    (lookup.gazetteer.lookUp(token)?.names.length ?? 0) > 0 ||
    lookup.roles.languageNames.has(token)
  ) {
    return undefined;
  }
  const byLanguages = lookup.placeEndingsByLanguage;
  for (let i = 0; i < byLanguages.length; i++) {
    const { language, endings } = byLanguages[i] as (typeof byLanguages)[number];
    if (!shown.has(language)) continue;
    const name = inflectedIn(
      token,
      endings,
      lookup,
      plain.slice(Math.max(0, at - WORDS_BEFORE_INFLECTED), at),
    );
    if (name !== undefined) return name;
  }
  return undefined;
}

/**
 * The place's name one language's `endings` read a word as, when the gazetteer has it, alone
 * or after the last of the words `before` it.
 */
function inflectedIn(
  token: string,
  endings: readonly PlaceEnding[],
  lookup: FreeTextLookup,
  before: readonly string[],
): string | undefined {
  for (const { written, name } of endings) {
    if (!token.endsWith(written)) continue;
    // A name of four letters or more, from two of the word's own ("києві": Київ).
    const kept = token.length - written.length;
    if (kept < SHORTEST_ENDING_STEM || kept + name.length < SHORTEST_INFLECTED_NAME) continue;
    const candidate = token.slice(0, kept) + name;
    if (lookup.gazetteer.lookUp(candidate)?.names.length) return candidate;
    for (let first = before.length - 1; first >= 0; first--) {
      const whole = `${before.slice(first).join("-")}-${candidate}`;
      if (lookup.gazetteer.lookUp(whole)?.names.length) return candidate;
    }
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
export function compoundHead(token: string, lookup: FreeTextLookup): string | undefined {
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
 * A phrasing's word of other languages only (not English, the taxonomy's) is meant only in a
 * text that shows one of them (`languages`): a slip is of a word of the language one writes
 * in, so "dubia" in English is Dubai, not Indonesian "dunia" (world). A first name written
 * capitalised is a person's, no slip of a place's name ("— Marek, IT Manager" is no Morocco):
 * only the taxonomy's words.
 */
export function correction(
  token: string,
  original: string,
  typos: Typos,
  minWordSizeForPlaces: number,
  isName: (word: string) => boolean,
  languages: { of: ReadonlyMap<string, readonly string[]>; shown: ReadonlySet<string> },
  person = false,
): string | undefined {
  const acronym = original === original.toUpperCase();
  // What is reachable depends on the languages shown: they are part of the key.
  const key = `${[...languages.shown].sort().join(" ")}|${acronym ? `^${token}` : person ? `@${token}` : token}`;
  const kept = typos.kept.get(key);
  if (kept !== undefined) return kept === false ? undefined : kept;
  const written = (candidate: string) =>
    languages.of
      .get(candidate)
      ?.some((language) => language === "en" || languages.shown.has(language)) ?? true;
  const reachable = (candidate: string, position: number) => {
    const of = typos.of(position);
    if (of === "term") return written(candidate);
    if (acronym || person) return false;
    return (
      of === "country" ||
      token.length >= minWordSizeForPlaces ||
      isOneSwap(token, candidate) ||
      // A name of at least one letter fewer typed with a letter left out ("chicgo", "lisbn"),
      // not a short word grown by one.
      (candidate.length >= minWordSizeForPlaces - 1 && candidate.length === token.length + 1)
    );
  };
  // Among words as near, a place's whole name before a word of a longer name: "virgina" is
  // Virginia, not the "virgin" of the Virgin Islands.
  const any = typos.index.correct(token, reachable);
  // A whole name found first is the nearest whole name too: no second look.
  const whole =
    any === undefined || isName(any)
      ? any
      : typos.index.correct(
          token,
          (candidate, position) =>
            reachable(candidate, position) && (typos.of(position) === "term" || isName(candidate)),
        );
  const found =
    whole !== undefined && editDistance(token, whole) <= editDistance(token, any ?? "")
      ? whole
      : any;
  typos.kept.set(key, found ?? false);
  return found;
}

const VOWELS = "aeiouy";

/**
 * Whether `token` is `name` typed with one slip a reader would not take for another word: a
 * letter left out ("bostn"), two neighbouring letters swapped ("dalals"), or one vowel for
 * another ("denvor"). A letter too many ("pharma" for Parma) is more often a word of its own.
 */
function slipOf(token: string, name: string): boolean {
  if (isOneSwap(token, name)) return true;
  if (name.length === token.length + 1) {
    let i = 0;
    while (i < token.length && token[i] === name[i]) i++;
    return token.slice(i) === name.slice(i + 1);
  }
  if (name.length !== token.length) return false;
  let differ = -1;
  for (let i = 0; i < token.length; i++) {
    if (token[i] === name[i]) continue;
    if (differ >= 0) return false;
    differ = i;
  }
  return differ >= 0 && VOWELS.includes(token[differ] ?? "") && VOWELS.includes(name[differ] ?? "");
}

/**
 * The word of a place's name of several words that a word unknown as written (from
 * `minWordSizeInPhrase` letters: "yrok", "lumpr", "angelos") is one slip from, when the word
 * before it begins that name ("new yrok": New York, "kuala lumpr": Kuala Lumpur, "los
 * angelos": Los Angeles): the name's first word confirms what a near miss alone would not, so
 * it is tried before a misspelling's nearest word. Failing that, the first word of a country's or
 * a subdivision's name of several words whose next word follows ("nort carolina": North
 * Carolina, "untied states"). Of several, the name of the most people; undefined when none.
 */
export function nameSlip(
  words: readonly string[],
  stems: readonly (string | undefined)[],
  at: number,
  lookup: FreeTextLookup,
): string | undefined {
  const token = words[at] ?? "";
  const { minWordSizeInPhrase } = lookup.settings.typoTolerance;
  if (token.length < minWordSizeInPhrase) return undefined;
  const before = words[at - 1];
  const after = words[at + 1];
  // The words a name goes on with after this one, laid out when the reader was built; and the
  // words a country's or a subdivision's name begins with before the next one.
  const following = before === undefined ? undefined : lookup.nameNextWords.get(before);
  const preceding = after === undefined ? undefined : lookup.namePreviousWords.get(after);
  if (!following && !preceding) return undefined;
  // The slips first: they rule out most words without a look-up.
  const ahead = following?.filter((word) => slipOf(token, word)) ?? [];
  const behind = preceding?.filter((word) => slipOf(token, word)) ?? [];
  if (ahead.length + behind.length === 0) return undefined;
  if (!unknownAsWritten(token, stems[at] ?? token, lookup)) return undefined;
  let best: { word: string; population: number } | undefined;
  const consider = (word: string, key: string) => {
    for (const { place } of lookup.gazetteer.lookUp(key)?.names ?? []) {
      if (!best || place.population > best.population)
        best = { word, population: place.population };
    }
  };
  for (const word of ahead) consider(word, `${before}-${word}`);
  for (const word of best ? [] : behind) consider(word, `${word}-${after}`);
  return best?.word;
}

/**
 * The city a misspelt word no correction reads names when the word after it is a subdivision
 * code of the city's country, as addresses are written ("bostn ma": Boston, "denvor co":
 * Denver): a city's name one slip away (`slipOf`), of any length, since the code confirms what
 * a short near miss alone would not. The nearest such city, else undefined.
 */
export function qualifiedCity(at: number, reading: Reading): string | undefined {
  const countries = codeCountriesAt(reading, at + 1);
  if (countries.length === 0) return undefined;
  const token = reading.plain[at] ?? "";
  const { gazetteer, typos } = reading.lookup;
  return typos.index.correct(
    token,
    (candidate, position) =>
      typos.of(position) === "place" &&
      slipOf(token, candidate) &&
      (gazetteer
        .lookUp(candidate)
        ?.names.some((n) => n.place.kind === "city" && countries.includes(n.place.country)) ??
        false),
  );
}

/**
 * The word of a phrasing a misspelt word stands for beside the phrasing's other words ("eu ai
 * akt": act, "gap analisys": analysis, "red teem": team): the phrasings' words that follow the
 * words before it, or precede the word after it, within one edit (two from
 * `minWordSizeForTypos.twoTypos` letters), from `minWordSizeInPhrase` letters; digits only by
 * a digit more or fewer from five ("iso 270001"; "27005" is another standard). Only the one nearest word: two as near read as neither.
 */
export function phraseNeighbour(
  plain: readonly string[],
  stems: readonly string[],
  at: number,
  lookup: FreeTextLookup,
): string | undefined {
  const token = plain[at] ?? "";
  const { minWordSizeInPhrase, minWordSizeForTypos } = lookup.settings.typoTolerance;
  const digits = DIGITS_ONLY.test(token);
  if (digits ? token.length < 5 : token.length < minWordSizeInPhrase || !LETTERS_ONLY.test(token)) {
    return undefined;
  }
  if (isFunctionWord(lookup.roles, token) || known({ lookup }, token)) return undefined;
  const { after, runs, before, firstWords, longest } = lookup.neighbours;
  // The sets of words neighbours allow, each word with the tag it completes there (empty when
  // the phrasing goes on); most words have none, and nothing is made for them.
  const sources: ReadonlyMap<string, string>[] = [];
  const beforeNext = before.get(plain[at + 1] ?? "");
  if (beforeNext) sources.push(beforeNext);
  // The words that follow the run from `start` to the word, walked word by word (no key joined).
  const following = (words: readonly string[], start: number) => {
    if (!firstWords.has(words[start] ?? "")) return undefined;
    let node: KeyNode | undefined;
    let level = runs;
    for (let i = start; i < at; i++) {
      node = level.get(words[i] ?? "");
      if (!node) return undefined;
      level = node.next;
    }
    return node && after.get(node.key);
  };
  // Runs that end right before the word, from a word that begins a phrasing.
  for (let start = at - 1; start >= 0 && start >= at - longest + 1; start--) {
    const written = following(plain, start);
    if (written) sources.push(written);
    const stemmed = following(stems, start);
    if (stemmed) sources.push(stemmed);
  }
  if (sources.length === 0) return undefined;
  // A word's tag here: the first tag it completes among the sets it is in, else "".
  const tagOf = (word: string | undefined) => {
    for (const words of sources) {
      const tag = word === undefined ? undefined : words.get(word);
      if (tag) return tag;
    }
    return "";
  };
  const reach = !digits && token.length >= minWordSizeForTypos.twoTypos ? 2 : 1;
  let best: string | undefined;
  let nearest = reach + 1;
  let tied = false;
  let exact = false;
  // Each set walked in place, none merged into another: a word in two sets is met twice, and
  // the second time changes nothing.
  const weigh = (_: string, candidate: string) => {
    if (exact || candidate === best || DIGITS_ONLY.test(candidate) !== digits) return;
    // A number one digit off is another standard's as often as a slip ("ISO 27005"); one
    // digit more or fewer is not.
    if (digits && candidate.length === token.length) return;
    const edits = editDistance(token, candidate);
    // The word as written is the phrasing's: nothing to correct.
    if (edits === 0) exact = true;
    else if (edits < nearest) {
      best = candidate;
      nearest = edits;
      tied = false;
    } else if (edits === nearest) {
      // Two words as near are a tie unless both complete the same tag here ("analyses", "analysis").
      const tag = tagOf(candidate);
      if (tag === "" || tag !== tagOf(best)) tied = true;
    }
  };
  for (const words of sources) {
    words.forEach(weigh);
    if (exact) return undefined;
  }
  return tied ? undefined : best;
}
