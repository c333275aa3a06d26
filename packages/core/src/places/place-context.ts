import {
  longestPhraseAt,
  phraseEnds,
  phraseEndsBefore,
  phraseStartsAt,
  type RoleWords,
  type WordRoles,
} from "../free-text/word-roles.ts";

/**
 * Whether the words before `at` put it in a place context ("in Nice", "near Reading", "aus
 * Jordanien", "à Nice") or the words after it do ("東京 で", "मुंबई में"): the lexicons' place
 * introducers and postpositions. `original` is the word before as written, for introducers
 * folding would change ("à" is "a"), undefined when no separate word stands before.
 */
export function introducesPlace(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
  originalBefore: string | undefined,
): boolean {
  return (
    (originalBefore !== undefined &&
      (phraseEndsBefore(roles.placeIntroducers, tokens, start, roles.longestPhrase) ||
        roles.placeIntroducersAsWritten.has(originalBefore)) &&
      // "looking at Vanta", "good at Jira": the introducer's word is another phrase's.
      !phraseEndsBefore(roles.introducersInOtherPhrases, tokens, start, roles.longestPhrase)) ||
    phraseStartsAt(roles.placeMarkersAfter, tokens, end, roles.longestPhrase)
  );
}

/**
 * Whether the words before a place's name make the name a person's ("my colleague Sydney",
 * "I'm Regina", "my name is Florence").
 */
export function followsPersonCue(
  roles: WordRoles,
  tokens: readonly string[],
  at: number,
  shown: ReadonlySet<string> = new Set(),
): boolean {
  return (
    phraseEndsBefore(roles.personBefore, tokens, at, roles.longestPhrase) &&
    !introducesInShownLanguage(roles, "personBefore", tokens[at - 1] ?? "", shown, tokens)
  );
}

/**
 * Whether the words around a place's name spanning `start` to `end` make it part of another
 * name in its clause: an eponym or an organisation's ("Basel III", "Zurich Insurance", "Bank of
 * America"); "Texas. Insurance carriers want..." is Texas.
 */
export function partOfAnotherName(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
  clauseBreakBefore: (at: number) => boolean = () => false,
): boolean {
  return (
    (!clauseBreakBefore(end) &&
      phraseStartsAt(roles.eponymHeads, tokens, end, roles.longestPhrase)) ||
    (!clauseBreakBefore(start) &&
      phraseEndsBefore(roles.eponymBefore, tokens, start, roles.longestPhrase))
  );
}

/** Each idiom's words, by every word in it, worked out once per role. */
const idiomsByWord = new WeakMap<RoleWords, ReadonlyMap<string, readonly string[][]>>();
function idiomsWith(idioms: RoleWords, word: string): readonly string[][] {
  let byWord = idiomsByWord.get(idioms);
  if (!byWord) {
    const map = new Map<string, string[][]>();
    for (const key of idioms) {
      const words = key.split("-");
      for (const w of new Set(words)) map.set(w, [...(map.get(w) ?? []), words]);
    }
    byWord = map;
    idiomsByWord.set(idioms, byWord);
  }
  return byWord.get(word) ?? [];
}

/**
 * Whether the place's name spanning `start` to `end` stands inside one of the lexicons' idioms
 * ("swiss army knife", "houston we have a problem", "our waterloo"): then it names no place.
 */
export function inIdiom(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
): boolean {
  for (const words of idiomsWith(roles.idioms, tokens[start] ?? "")) {
    for (let k = 0; k < words.length; k++) {
      if (words[k] !== tokens[start]) continue;
      const from = start - k;
      if (from < 0 || from + words.length < end) continue;
      if (words.every((word, i) => tokens[from + i] === word)) return true;
    }
  }
  return false;
}

/**
 * Whether the words around the place spanning `start` to `end` make it another party's, not
 * the buyer's: customers' or a market ("customers in Germany", "launching in Europe", "our US
 * distributor"), a trip ("went to Paris"), an event or a past dealing (`encounters`: where the
 * text's `encounterWords` end). A list of places is one place ("Ghanaian and Senegalese users").
 * A gap word may stand between ("customers in the US": `negationGaps`); `clauseEndsAfter` when
 * a comma or a full stop follows the place.
 */
export function namesOthersPlace(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
  clauseEndsAfter = false,
  clauseBreakBefore: (at: number) => boolean = () => false,
  namesPlace: (at: number) => boolean = () => false,
  encounters: readonly number[] = [],
  writersOwnBefore: (at: number) => boolean = () => false,
): boolean {
  // The last place of a list the place begins ("Ghanaian and Senegalese users") stands for the
  // list, as the first of a list it ends does below.
  let last = end;
  while (
    roles.joins.has(tokens[last] ?? "") &&
    !clauseBreakBefore(last) &&
    !clauseBreakBefore(last + 1) &&
    namesPlace(last + 1)
  ) {
    last += 2;
  }
  // A party right after it, after one link word ("our US distributor", "欧州の顧客"), or after
  // one word that modifies the party ("our German OEM customer", "a German enterprise client",
  // "Swiss bank clients").
  // The party is looked for first: most places have none after them.
  const between = tokens[last] ?? "";
  const party = (at: number) => longestPhraseAt(roles.othersPlaceAfter, tokens, at);
  /** Where the party after the place ends; 0 where none follows. */
  let partyEnd = 0;
  if (!(last === end ? clauseEndsAfter : clauseBreakBefore(last))) {
    if (party(last) > 0) partyEnd = last + party(last);
    else if (
      !clauseBreakBefore(last + 1) &&
      party(last + 1) > 0 &&
      (roles.partyLinks.has(between) ||
        (LETTERS_ONLY.test(between) &&
          !roles.codesOnlyInCapitals.has(between) &&
          !roles.filler.has(between) &&
          !roles.joins.has(between)))
    ) {
      partyEnd = last + 1 + party(last + 1);
    }
  }
  if (
    partyEnd > 0 &&
    // A party the buyer asks for is a vendor: "UK suppliers only".
    !phraseStartsAt(roles.askedAfter, tokens, partyEnd, roles.longestPhrase) &&
    // Looked at last: most places have no party after them.
    !writersOwnBefore(start + 1)
  ) {
    return true;
  }
  // The first place of a list the place ends ("in Italy and Austria") stands for the list.
  let first = start;
  while (first > 1 && roles.joins.has(tokens[first - 1] ?? "") && namesPlace(first - 2)) first -= 2;
  let at = first;
  for (let gaps = 0; gaps <= 1; gaps++) {
    if (
      phraseEndsBefore(
        roles.othersPlaceBefore,
        tokens,
        at,
        roles.longestPhrase,
        roles.phraseAdverbs,
      )
    ) {
      return true;
    }
    if (!roles.negationGaps.has(tokens[at - 1] ?? "")) break;
    at--;
  }
  // A meeting, an event or a past dealing earlier in the clause, up to one of `encounterStops`:
  // "saw an auditor at Black Hat in Las Vegas", "previously worked with a firm in Manila".
  for (const after of encounters) {
    if (after > first || after <= first - MAX_ENCOUNTER_GAP) continue;
    let open = true;
    for (at = after; at <= first && open; at++) {
      open = !clauseBreakBefore(at) && !roles.encounterStops.has(tokens[at - 1] ?? "");
    }
    if (open) return true;
  }
  // A party before it across link words of the same clause: "customers are mostly in Germany".
  at = first;
  while (
    at > 0 &&
    at > first - MAX_PARTY_LINKS &&
    !clauseBreakBefore(at) &&
    roles.partyLinks.has(tokens[at - 1] ?? "")
  ) {
    at--;
  }
  return (
    at < first &&
    !clauseBreakBefore(at) &&
    phraseEndsBefore(roles.othersPlaceAfter, tokens, at, roles.longestPhrase) &&
    !writersOwnBefore(at)
  );
}

/**
 * Where each of the lexicons' `encounterWords` ends in a text's tokens (the position after its
 * last word), worked out once per text: most texts hold none, and `namesOthersPlace` then
 * looks at none for each place.
 */
export function encounterEnds(roles: WordRoles, tokens: readonly string[]): readonly number[] {
  return phraseEnds(roles.encounterWords, tokens, roles.longestPhrase);
}

const LETTERS_ONLY = /^\p{L}+$/u;

/** The most words from an encounter to its place ("saw a great SOC 2 auditor at Black Hat in"). */
const MAX_ENCOUNTER_GAP = 10;

/** The most link words between a party and its place ("are mostly based in"). */
const MAX_PARTY_LINKS = 4;

/**
 * Whether a team or department follows the name ("Dallas from finance", "Sydney in our legal
 * team"), or a role after a comma ("India, CISO at..."): a person's name, whatever else it is.
 */
export function namesMember(
  roles: WordRoles,
  tokens: readonly string[],
  end: number,
  commaAfter: boolean,
): boolean {
  if (commaAfter && roles.personRoleBefore.has(tokens[end] ?? "")) return true;
  // A word of `personAfter` ties the name to the team ("from", "in"), function words may stand
  // between ("in our legal team").
  if (!roles.personAfter.has(tokens[end] ?? "")) return false;
  let at = end + 1;
  while (at < end + 3 && roles.codesOnlyInCapitals.has(tokens[at] ?? "")) at++;
  return phraseStartsAt(roles.departments, tokens, at, roles.longestPhrase);
}

/** Whether the words around a first name spanning `start` to `end` make it a person's. */
export function namesPerson(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
  shown: ReadonlySet<string> = new Set(),
): boolean {
  return (
    followsPersonCue(roles, tokens, start, shown) ||
    phraseEndsBefore(roles.personRoleBefore, tokens, start, roles.longestPhrase) ||
    phraseStartsAt(roles.personAfter, tokens, end, roles.longestPhrase)
  );
}

/**
 * Whether a word a role's phrase ends with is rather a place introducer of a language the text
 * is written in, which does not give it that role: Portuguese "no" ("in the") in "consultoria
 * no Porto" is no English "no", German "im" in "Beratung im DACH-Raum" no English "I'm". Given
 * the text's `tokens`, the language is one the text is written in only where a word of it
 * shows that language and none that gives the word the role: Albanian "në" ("in") folds to the
 * "ne" ("not") of Croatian, Slovenian and Czech, and "auditues në Tiranë" is Albanian, while "ne
 * u Zagrebu" stays a denial though "ne" and "na" are Albanian words too.
 */
export function introducesInShownLanguage(
  roles: WordRoles,
  role: "negations" | "personBefore" | "lackedBefore",
  word: string,
  shown: ReadonlySet<string>,
  tokens?: readonly string[],
): boolean {
  const giving = roles.languagesOf[role].get(word) ?? [];
  const shownApart = (language: string) =>
    tokens === undefined ||
    tokens.some((token) => {
      const languages = roles.evidence.get(token);
      return languages?.includes(language) && !languages.some((other) => giving.includes(other));
    });
  return (roles.languagesOf.placeIntroducers.get(word) ?? []).some(
    (language) => shown.has(language) && !giving.includes(language) && shownApart(language),
  );
}

/**
 * The most gap words between a negation and its place: "not looking for anyone in France",
 * "don't want analysts located in eastern Europe".
 */
const MAX_NEGATION_GAPS = 5;

/**
 * Whether the text negates the place that spans `start` to `end` (exclusive) of `tokens`: a
 * negation before it or before the list it ends ("not in Kansas", "except France", "excluding
 * the US", "not from the UK or Ireland"; `namesPlace` says which tokens end a place's name), one after it in
 * languages that put it there ("東京 以外"), or a negated auxiliary right after it ("Rome
 * wasn't built in a day", "Germany is not required"). A place the text denies is no filter.
 */
export function negatesPlace(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
  shown: ReadonlySet<string> = new Set(),
  namesPlace: (at: number) => boolean = () => false,
  clauseBreakBefore: (at: number) => boolean = () => false,
): boolean {
  let at = start - 1;
  let gaps = 0;
  // Back over gap words ("not in the"), and over earlier places of the same list joined by
  // "or"/"and" ("not from the UK or Ireland"): a denial covers its whole list.
  while (at >= 0) {
    const token = tokens[at] ?? "";
    // An article is no distance: "not looking for anyone in the UK".
    if (roles.articles.has(token)) at--;
    else if (gaps < MAX_NEGATION_GAPS && roles.negationGaps.has(token)) {
      gaps++;
      at--;
    } else if (roles.joins.has(token) && at > 0 && namesPlace(at - 1)) {
      at -= 2;
      gaps = 0;
    } else break;
  }
  if (
    phraseEndsBefore(roles.negations, tokens, at + 1, roles.longestPhrase) &&
    !phraseEndsBefore(roles.negationsNear, tokens, at + 1, roles.longestPhrase) &&
    !introducesInShownLanguage(roles, "negations", tokens[at] ?? "", shown, tokens)
  ) {
    return true;
  }
  // After the place, only in its clause: "anywhere in APAC, doesn't have to be SG" denies SG.
  if (clauseBreakBefore(end)) return false;
  if (phraseStartsAt(roles.negationsAfter, tokens, end, roles.longestPhrase)) return true;
  const after = tokens[end] ?? "";
  if (roles.negatedAuxiliaries.has(after) && tokens[end + 1] === "t") return true;
  return roles.auxiliaries.has(after) && tokens[end + 1] === "not";
}
