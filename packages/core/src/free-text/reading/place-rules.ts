/**
 * The rules that keep or reject a place a span names where it stands (`readable`): a person's
 * name, another name, a denied, another party's or a modifying place, a name that is a word.
 */
import { cityCodeAt } from "../../catalog/city-qualifiers.ts";
import type { PlaceName } from "../../places/gazetteer.ts";
import {
  followsPersonCue,
  inIdiom,
  introducesPlace,
  namesMember,
  namesOthersPlace,
  namesPerson,
  negatesPlace,
  partOfAnotherName,
} from "../../places/place-context.ts";
import { READING_RULES, type ReadingRule } from "../reading-rules.ts";
import { phraseStartsAt } from "../word-roles.ts";
import {
  CAPITALISED_WORD,
  cityBefore,
  clauseBreakBefore,
  cueBefore,
  exactKey,
  isFunctionWord,
  note,
  placeAt,
  placeKeyFrom,
  placeNames,
  type Reading,
  regionFollows,
  sentenceBreakBefore,
  wordBefore,
} from "./reading.ts";
import { inSignature } from "./signature.ts";

const THREE_LETTERS_OR_MORE = /^\p{L}{3,}$/u;
const STARTS_CAPITAL = /^\p{Lu}/u;

/**
 * Whether the word at `start` is written as a place's: inflected by one of the lexicons'
 * `placeEndings` (Finnish "tamperelainen", Polish "w Krakowie"), or joined to a particle that
 * introduces a place (Hebrew "מחיפה": "from Haifa", `attachedPrefixes` that are
 * `placeIntroducers`). Its form is its place context.
 */
function introducedByItsForm({ plain, tokens, lookup }: Reading, start: number): boolean {
  const written = tokens[start]?.token ?? "";
  const read = plain[start] ?? "";
  if (written === read) return false;
  if (
    written.endsWith(read) &&
    lookup.roles.placeIntroducers.has(written.slice(0, written.length - read.length))
  ) {
    return true;
  }
  return lookup.placeEndings.some(
    (ending) =>
      written.endsWith(ending.written) &&
      `${written.slice(0, written.length - ending.written.length)}${ending.name}` === read,
  );
}

/** Whether the place spanning `start` to `start + length` is another party's (`namesOthersPlace`). */
export function othersPlace(text: Reading, start: number, length: number) {
  const end = start + length;
  if (inPartysAside(text, start)) return true;
  // An owner's or a backer's people, joined to its word: "a Jamaican-owned agency".
  const joined = text.words[text.tokens[end]?.word ?? -1];
  if (joined?.joiner === "-" && text.lookup.roles.othersPlaceJoined.has(text.plain[end] ?? "")) {
    return true;
  }
  return namesOthersPlace(
    text.lookup.roles,
    text.plain,
    start,
    end,
    clauseBreakBefore(text, end),
    (at) => clauseBreakBefore(text, at),
    placeAt(text),
    text.encounters,
    (at) => writersOwnBefore(text, at),
  );
}

/** The most words of an aside in brackets before a place in it: "(based in Denver)". */
const ASIDE_WORDS = 4;

/** The most words between a possessive and the party's word it stands before: "our SOC 2 auditor". */
const WORDS_TO_PARTY = 4;

/**
 * Whether the place at `start` stands in an aside in brackets right after a party the writer has
 * (a possessive before a service's word or another party's, `othersPlaceAfter`): "Our SOC 2
 * auditor (based in Denver) is retiring", "our last consultant (from the UK)" are the party's
 * places; "our company (Aberdeen, Scotland)", "our US subsidiary (we're in Austin)" stay the
 * writer's.
 */
function inPartysAside(text: Reading, start: number): boolean {
  const { tokens, words, plain, lookup } = text;
  const { roles } = lookup;
  const word = tokens[start]?.word ?? 0;
  for (let at = word; at >= 0 && at > word - ASIDE_WORDS; at--) {
    const aside = words[at];
    if (at < word && (aside?.afterBracket || aside?.afterStop)) return false;
    if (!aside?.afterOpeningBracket) continue;
    // The party's word: the last token of the word before the bracket.
    let head = start;
    while (head >= 0 && (tokens[head]?.word ?? 0) >= at) head--;
    // A party: the doer of a service's work ("auditor", "consultant") or another party ("investors").
    const party = plain[head] ?? "";
    if (head < 0 || !(roles.workWords.has(party) || roles.othersPlaceAfter.has(party))) {
      return false;
    }
    for (let before = head - 1; before >= 0 && before >= head - WORDS_TO_PARTY; before--) {
      if (roles.possessives.has(plain[before] ?? "")) return true;
      if (clauseBreakBefore(text, before + 1)) return false;
    }
    return false;
  }
  return false;
}

/** The most modifiers and articles between the words that place the writer and their party's word: "CFO of a family-owned food distributor". */
const WORDS_TO_OWN_PARTY = 5;

/**
 * Whether the words ending right before `at` are introduced as the writer's own by
 * `ownPlaceCues` in their clause, across articles and modifiers only: "I'm CFO of a family-owned
 * food distributor in Monterrey", "we're a German distributor" are the writer's, while "our
 * distributor in Monterrey" is another party.
 */
function writersOwnBefore(text: Reading, at: number): boolean {
  const { roles } = text.lookup;
  const between = (word: string) => roles.articles.has(word) || !isFunctionWord(roles, word);
  return cueBefore(text, roles.ownPlaceCues, at - 1, WORDS_TO_OWN_PARTY, between);
}

/**
 * Whether the words around a name make it a person's whatever else it names: a cue before it or
 * before the name it ends ("my colleague Sydney", "I'm India", "Mr. Denver Ireland"), or a team or a role after it ("Dallas from finance",
 * "India, CISO at..."), unless the text puts it in a place ("an insurer in Munich. Our board").
 */
export function namesSomeone(text: Reading, start: number, length: number): boolean {
  const { plain, tokens, words, lookup, shown } = text;
  const { roles } = lookup;
  // A greeting exclaimed greets no one by the name after it: "Jó napot! Budapesti fintech cég
  // vagyunk" (Good day! We are a Budapest fintech); "Dr. Holland" is still a person.
  const exclaimed = words[tokens[start]?.word ?? -1]?.afterExclamation === true;
  if (!exclaimed && followsPersonCue(roles, plain, start, shown)) return true;
  // The name that begins the writer's signature, right after the closing words, is theirs:
  // "Thanks a lot, Florence", "Cheers, Sydney".
  if (start > 0 && inSignature(text, start) && !inSignature(text, start - 1)) return true;
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
  // A name that begins a clause, then "here": the writer's ("Hi all, Adelaide here").
  if (
    (start === 0 || clauseBreakBefore(text, start)) &&
    !clauseBreakBefore(text, start + length) &&
    phraseStartsAt(roles.selfIntroductions, plain, start + length, roles.longestPhrase)
  ) {
    return true;
  }
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
  const sameSentence = (at: number) => !clauseBreakBefore(text, at);
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

/**
 * Whether a capitalised place name and the capitalised word after it read as an organisation's
 * or a product's name ("Zurich Insurance", "Texas Instruments", "Canada Goose"): the word names
 * no tag and no place, the text is not written in capitals throughout (a title-case query
 * capitalises every word), and no place introducer stands before the name: "in Dubai Marina"
 * is a part of the place.
 */
function namesOrganisation(
  { plain, tokens, words, lookup, titleCase }: Reading,
  start: number,
  length: number,
): boolean {
  const next = tokens[start + length];
  const first = tokens[start];
  if (!next || !first || next.word === first.word || words[next.word]?.afterStop) return false;
  if (start > 0 && lookup.roles.placeIntroducers.has(plain[start - 1] ?? "")) return false;
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
export function namesSomethingElse(text: Reading, start: number, length: number): boolean {
  return (
    partOfAnotherName(text.lookup.roles, text.plain, start, start + length, (at) =>
      clauseBreakBefore(text, at),
    ) ||
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
export function modifiesNextWord(text: Reading, at: number, names: readonly PlaceName[]): boolean {
  const { plain, tokens, words, lookup, titleCase } = text;
  const next = tokens[at];
  if (next === undefined || next.word === tokens[at - 1]?.word) return false;
  const word = words[next.word];
  // A bracket between ends what the name could modify: "(300 staff, Poznań) just got", "a
  // representative in the EU (Art. 27)".
  if (!word || clauseBreakBefore(text, at) || word.afterBracket || word.afterOpeningBracket) {
    return false;
  }
  const token = plain[at] ?? "";
  const { roles, prefixes, termWords, gazetteer } = lookup;
  const modifies =
    THREE_LETTERS_OR_MORE.test(token) &&
    // A word of a script without letter case says nothing by its capitals: no thing's name.
    word.original.toLowerCase() !== word.original.toUpperCase() &&
    // An acronym or code is read by what it stands for ("Thailand PDPA", "Newcastle NSW"); a
    // text in capitals throughout says nothing by them.
    (titleCase || word.original !== word.original.toUpperCase()) &&
    !isFunctionWord(roles, token) &&
    !roles.placeHead(token) &&
    !prefixes.has(token) &&
    !termWords.has(token) &&
    !roles.evidence.has(token) &&
    !placeBeginsAt(text, at) &&
    // The code of a subdivision the place lies in, however written ("sydney nsw").
    !gazetteer
      .subdivisionCountries(token.toUpperCase())
      .some((country) => names.some((n) => n.place.country === country));
  return modifies && !headFollows(text, at + 1);
}

/**
 * Whether the words from `at` name a place: a one-word name, or the first word of one whose
 * next words follow ("San" of "San Francisco"; "Chen" begins names but none follows here).
 */
const placeBeginsAt = (text: Reading, at: number) =>
  placeKeyFrom(text, at, (_, place) => (place?.names.length ?? 0) > 0);

/** The most words between a place and the organisation word it locates ("Christchurch accounting firm"). */
const MAX_HEAD_MODIFIERS = 2;

/**
 * Whether one of `placeHeads` follows within `MAX_HEAD_MODIFIERS` words from `at`, in the
 * same clause: the place before them locates that organisation ("a Christchurch accounting
 * firm", "a Lyon wine export company"), where "Dijon mustard" names a thing.
 */
function headFollows(text: Reading, at: number): boolean {
  const { plain, tokens, lookup } = text;
  for (let ahead = at; ahead < at + MAX_HEAD_MODIFIERS && ahead < tokens.length; ahead++) {
    if (clauseBreakBefore(text, ahead)) return false;
    if (lookup.roles.placeHead(plain[ahead] ?? "")) return true;
  }
  return false;
}

const DIGIT = /\p{Nd}/u;

/**
 * Whether a span is part of a code, not all of it: of a word written with digits ("c3poa",
 * "3pao"), or of words joined by hyphens or ampersands that hold a digit or an ampersand (a
 * cloud region "eu-central-1", "POA&M", "AT&T"); "EU-based" is no code.
 */
export function partOfCode({ tokens, words }: Reading, start: number, length: number): boolean {
  const first = tokens[start];
  const last = tokens[start + length - 1];
  if (!first || !last) return false;
  let from = first.word;
  while (from > 0 && words[from]?.joiner) from--;
  let to = last.word;
  while (words[to + 1]?.joiner) to++;
  // The span begins and ends with its compound: all of it, no part.
  const whole =
    from === first.word &&
    to === last.word &&
    tokens[start - 1]?.word !== first.word &&
    tokens[start + length]?.word !== last.word;
  if (whole) return false;
  for (let at = from; at <= to; at++) {
    const word = words[at];
    if (DIGIT.test(word?.original ?? "") || (at > from && word?.joiner === "&")) return true;
  }
  return false;
}

/**
 * Whether a one-word span is an article of a language the text shows, not capitalised or
 * capitalised only because a sentence begins with it ("Der bisherige Anbieter": no Győr).
 */
function isArticle(text: Reading, start: number, length: number) {
  const { plain, tokens, words, lookup, shown } = text;
  const sentenceStart = start === 0 || sentenceBreakBefore(text, start);
  if (
    length !== 1 ||
    (!sentenceStart && STARTS_CAPITAL.test(words[tokens[start]?.word ?? 0]?.original ?? ""))
  ) {
    return false;
  }
  const languages = lookup.roles.languagesOf.articles.get(plain[start] ?? "");
  return languages?.some((language) => language === "en" || shown.has(language)) ?? false;
}

/** What `readable` says of a place the words around it deny. */
export const DENIED: unique symbol = Symbol("denied");

const NO_PLACES: readonly PlaceName[] = Object.freeze([]);

/** Records that a rule rejected the span's places, when the reading is explained. */
function noteRejected(
  text: Reading,
  names: readonly PlaceName[],
  start: number,
  length: number,
  rule: ReadingRule,
): void {
  if (text.trace) note(text, rule, start, length, () => placeNames(names), "rejected");
}

/**
 * The rule that says the span's words are no place's name at all, if one does: part of a code,
 * an article.
 */
function noNameBy(text: Reading, start: number, length: number): ReadingRule | undefined {
  if (partOfCode(text, start, length)) return READING_RULES.placeInCode;
  if (isArticle(text, start, length)) return READING_RULES.articlePlace;
  return undefined;
}

/**
 * The rule that rejects a place's name where it stands whatever it names, if one does: a
 * person's name ("cc Sydney"), part of another name ("Swiss cheese"), a denied or another
 * party's place, a designator ("the state of Texas").
 */
function deniedBy(text: Reading, start: number, length: number): ReadingRule | undefined {
  const { plain } = text;
  const { roles } = text.lookup;
  if (namesSomeone(text, start, length)) return READING_RULES.personCue;
  if (namesFullName(text, start, length)) return READING_RULES.fullName;
  if (namesSomethingElse(text, start, length)) return READING_RULES.otherName;
  if (
    negatesPlace(roles, plain, start, start + length, text.shown, placeAt(text), (at) =>
      clauseBreakBefore(text, at),
    )
  ) {
    return READING_RULES.negatedPlace;
  }
  if (othersPlace(text, start, length)) return READING_RULES.othersPlace;
  if (plain[start + length] === "of" && regionFollows(text, start + length + 1)) {
    return READING_RULES.designator;
  }
  return undefined;
}

/**
 * Whether the writer capitalises names: a word other than a sentence's first is written
 * capitalised ("Linz", "Florian", "Austrian") and names a place, a first name or a people. A
 * text in lower case, in capitals or in title case says nothing; a capitalised service word
 * ("ISO 27001 Consultant") is no name.
 */
function capitalisesNames({ tokens, words, plain, lookup, titleCase }: Reading): boolean {
  if (titleCase) return false;
  const { gazetteer, demonyms } = lookup;
  for (let at = 1; at < tokens.length; at++) {
    const token = tokens[at];
    const word = token === undefined ? undefined : words[token.word];
    if (!token?.alone || !word || word.afterStop || tokens[at - 1]?.word === token.word) continue;
    if (!CAPITALISED_WORD.test(word.original)) continue;
    const key = plain[at] ?? "";
    if (gazetteer.lookUp(key)?.names.length || gazetteer.givenNames.has(key) || demonyms.has(key)) {
      return true;
    }
  }
  return false;
}

/**
 * The places a span's name reads as where it stands (see `NameReading`), or `DENIED` when the
 * words around it say it is no place of the buyer's whatever it names (a person's, another
 * name's, a denied or another party's place): then no shorter span inside it is read as one
 * either ("a conference in Las Vegas" is not Vegas).
 */
export function readable(
  text: Reading,
  names: readonly PlaceName[],
  start: number,
  length: number,
): readonly PlaceName[] | typeof DENIED {
  const { plain, tokens, words } = text;
  const { roles } = text.lookup;
  const noName = noNameBy(text, start, length);
  if (noName) {
    noteRejected(text, names, start, length, noName);
    return NO_PLACES;
  }
  const denial = deniedBy(text, start, length);
  if (denial) {
    noteRejected(text, names, start, length, denial);
    return DENIED;
  }
  // A brand's or a breed's name as often as a place's: only where the text puts a place.
  const otherMeaning = roles.otherMeanings.has(exactKey(text, start, length));
  const inContext =
    introducesPlace(roles, plain, start, start + length, wordBefore(text, start)) ||
    introducedByItsForm(text, start) ||
    regionFollows(text, start + length) ||
    cityCodeAt(text, start + length, names) ||
    cityBefore(text, start);
  if (
    !inContext &&
    names.every((n) => n.place.kind !== "country") &&
    modifiesNextWord(text, start + length, names)
  ) {
    noteRejected(text, names, start, length, READING_RULES.placeModifier);
    return DENIED;
  }
  if (!otherMeaning && names.every((n) => n.reading === "anywhere")) return names;
  const person = namesPerson(roles, plain, start, start + length, text.shown);
  const original = words[tokens[start]?.word ?? 0]?.original ?? "";
  const capitalised =
    text.lookup.settings.commonWordPlaces === "capitalised" && STARTS_CAPITAL.test(original);
  if (otherMeaning && !inContext) {
    noteRejected(text, names, start, length, READING_RULES.otherMeaning);
    return NO_PLACES;
  }
  // A common word the writer, who capitalises names, wrote in lower case: the word ("in spring").
  if (
    !STARTS_CAPITAL.test(original) &&
    names.every((n) => n.reading === "in-context" || n.reading === "capitalised") &&
    capitalisesNames(text)
  ) {
    noteRejected(text, names, start, length, READING_RULES.lowerCaseWord);
    return NO_PLACES;
  }
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
    if (text.trace)
      note(
        text,
        READING_RULES.placeContext,
        start,
        length,
        () => placeNames(left),
        "rejected",
        why,
      );
    // The word is not read as a lesser place when the place it names first is not read: "virginia"
    // that is no US state here is no town of Virginia in South Africa either.
    if (kept.length > 0 && prominence(left) > prominence(kept)) {
      if (text.trace)
        note(
          text,
          READING_RULES.placeContext,
          start,
          length,
          () => placeNames(kept),
          "rejected",
          LESSER_PLACE,
        );
      return [];
    }
  }
  return kept;
}

const LESSER_PLACE = "a lesser place of a name whose first place is not read here";

/** How prominent the most prominent of some places is: a country first, then by people. */
function prominence(names: readonly PlaceName[]): number {
  let most = -1;
  for (const { place } of names) {
    most = Math.max(most, place.kind === "country" ? Number.POSITIVE_INFINITY : place.population);
  }
  return most;
}
