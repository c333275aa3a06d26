import { aliasKey as foldedKey } from "../catalog/tokenize.ts";
import { charTrie } from "./char-trie.ts";
import type { Lexicon } from "./lexicon/lexicon-schema.ts";

/** Folded keys of one role's phrases across languages: words and phrases' tokens joined by `-`. */
export type RoleWords = ReadonlySet<string>;

/**
 * Every lexicon's words of each role, folded as free text is (`aliasKey`): what the rules of the
 * reader look at. The rules are the same for every language; only these sets grow with one.
 */
export interface WordRoles {
  /** Function words that are region codes only in capitals, and filler words. */
  readonly codesOnlyInCapitals: RoleWords;
  readonly filler: RoleWords;
  readonly placeIntroducers: RoleWords;
  readonly introducersInOtherPhrases: RoleWords;
  /** Compared as written, unfolded. */
  readonly placeIntroducersAsWritten: RoleWords;
  readonly placeMarkersAfter: RoleWords;
  readonly attachedPrefixes: readonly string[];
  readonly attachedSuffixes: readonly string[];
  readonly negations: RoleWords;
  readonly negationsNear: RoleWords;
  readonly othersPlaceJoined: RoleWords;
  readonly negationsAfter: RoleWords;
  readonly negationGaps: RoleWords;
  readonly auxiliaries: RoleWords;
  readonly negatedAuxiliaries: RoleWords;
  readonly personBefore: RoleWords;
  readonly personRoleBefore: RoleWords;
  readonly personAfter: RoleWords;
  readonly selfIntroductions: RoleWords;
  readonly eponymHeads: RoleWords;
  readonly eponymBefore: RoleWords;
  readonly idioms: RoleWords;
  readonly otherMeanings: RoleWords;
  readonly othersPlaceBefore: RoleWords;
  readonly phraseAdverbs: RoleWords;
  readonly encounterWords: RoleWords;
  readonly encounterStops: RoleWords;
  readonly othersPlaceAfter: RoleWords;
  readonly partyLinks: RoleWords;
  readonly ownTradeBefore: RoleWords;
  readonly ownPlaceBefore: RoleWords;
  readonly ownPlaceAfter: RoleWords;
  /** `ownPlaceBefore` and `ownTradeBefore` as one: the words that place the writer before a place. */
  readonly ownPlaceCues: RoleWords;
  readonly doneBefore: RoleWords;
  readonly landmarksBefore: RoleWords;
  readonly declinedBefore: RoleWords;
  readonly lackedBefore: RoleWords;
  readonly declinedAfter: RoleWords;
  readonly declinedLater: RoleWords;
  readonly signOffs: RoleWords;
  readonly asksNothing: RoleWords;
  readonly requests: RoleWords;
  readonly askedLinks: RoleWords;
  readonly closings: RoleWords;
  readonly contrasts: RoleWords;
  readonly heldBefore: RoleWords;
  readonly heldAfter: RoleWords;
  readonly ownTradeAfter: RoleWords;
  readonly possessives: RoleWords;
  readonly partyVerbs: RoleWords;
  readonly serviceObjects: RoleWords;
  readonly departments: RoleWords;
  readonly teams: RoleWords;
  readonly workWords: RoleWords;
  readonly assessmentWords: RoleWords;
  readonly certificationWords: RoleWords;
  readonly reportTypes: RoleWords;
  readonly askedAfter: RoleWords;
  readonly adviceWords: RoleWords;
  readonly productAsks: RoleWords;
  readonly productAsksAfter: RoleWords;
  readonly productReplacements: RoleWords;
  readonly productComparisons: RoleWords;
  readonly languageNames: RoleWords;
  readonly spokenLanguageBefore: RoleWords;
  readonly spokenLanguageAfter: RoleWords;
  readonly joins: RoleWords;
  /** Articles, definite and indefinite: words that are never a place's name in lower case. */
  readonly articles: RoleWords;
  /** Whether a folded word is one of the lexicons' `placeHeads`. */
  readonly placeHead: (word: string) => boolean;
  /** Whether a folded word is one of the lexicons' `styleHeads`. */
  readonly styleHead: (word: string) => boolean;
  /** Whether a folded word is one of the lexicons' `askers`. */
  readonly asker: (word: string) => boolean;
  /** The most tokens a phrase of any role spans. */
  readonly longestPhrase: number;
  /** The languages whose lexicons give a folded key each role. */
  readonly languagesOf: Readonly<Record<RoleName, ReadonlyMap<string, readonly string[]>>>;
  /**
   * One-word keys of every lexicon but English's that English has no word for ("de", "analise",
   * "und"), with their languages: a text holding one shows that language.
   */
  readonly evidence: ReadonlyMap<string, readonly string[]>;
}

type RoleName = Exclude<
  keyof WordRoles,
  | "attachedPrefixes"
  | "attachedSuffixes"
  | "longestPhrase"
  | "placeIntroducersAsWritten"
  | "placeHead"
  | "styleHead"
  | "asker"
  | "ownPlaceCues"
  | "languagesOf"
  | "evidence"
>;

const FOLDED_ROLES: readonly RoleName[] = [
  "codesOnlyInCapitals",
  "filler",
  "placeIntroducers",
  "introducersInOtherPhrases",
  "placeMarkersAfter",
  "negations",
  "negationsNear",
  "othersPlaceJoined",
  "negationsAfter",
  "negationGaps",
  "auxiliaries",
  "negatedAuxiliaries",
  "personBefore",
  "personRoleBefore",
  "personAfter",
  "selfIntroductions",
  "eponymHeads",
  "eponymBefore",
  "idioms",
  "otherMeanings",
  "othersPlaceBefore",
  "phraseAdverbs",
  "encounterWords",
  "encounterStops",
  "othersPlaceAfter",
  "partyLinks",
  "ownTradeBefore",
  "ownPlaceBefore",
  "ownPlaceAfter",
  "doneBefore",
  "landmarksBefore",
  "declinedBefore",
  "lackedBefore",
  "declinedAfter",
  "declinedLater",
  "signOffs",
  "asksNothing",
  "requests",
  "askedLinks",
  "closings",
  "contrasts",
  "heldBefore",
  "heldAfter",
  "ownTradeAfter",
  "possessives",
  "partyVerbs",
  "serviceObjects",
  "departments",
  "teams",
  "workWords",
  "assessmentWords",
  "certificationWords",
  "reportTypes",
  "askedAfter",
  "adviceWords",
  "productAsks",
  "productAsksAfter",
  "productReplacements",
  "productComparisons",
  "languageNames",
  "spokenLanguageBefore",
  "spokenLanguageAfter",
  "joins",
  "articles",
];

/** Folded keys, each phrase folded once: many phrases recur across roles and lexicons. */
const keys = new Map<string, string>();
function aliasKey(phrase: string): string {
  let key = keys.get(phrase);
  if (key === undefined) {
    key = foldedKey(phrase);
    keys.set(phrase, key);
  }
  return key;
}

/**
 * Roles whose words show no language by themselves: `contrasts` are read only where one is
 * shown; `askedLinks` ("must", "disponible") only between a word asking for a firm and a place.
 */
const NO_EVIDENCE: ReadonlySet<RoleName> = new Set(["contrasts", "askedLinks"]);

/** Every one-word key of a lexicon: its roles' words (but `NO_EVIDENCE`'s), its phrasings' and its service verbs'. */
function wordsOf(lexicon: Lexicon): string[] {
  const phrases = [
    ...FOLDED_ROLES.filter((role) => !NO_EVIDENCE.has(role)).flatMap((role) => lexicon[role]),
    ...Object.values(lexicon.terms).flatMap((bySlug) => Object.values(bySlug ?? {}).flat()),
    ...Object.values(lexicon.serviceVerbs).flatMap((verbs) =>
      (verbs ?? []).map((verb) => verb.replaceAll("*", " ")),
    ),
    ...Object.values(lexicon.frameworkHelp).flatMap((phrases) => phrases ?? []),
  ];
  return phrases
    .flatMap((phrase) => aliasKey(phrase).split("-"))
    .filter((key) => /^[\p{L}\p{M}]+$/u.test(key));
}

/** See `WordRoles.evidence`. */
function languageEvidence(
  lexicons: readonly Lexicon[],
  shared: Iterable<string>,
): Map<string, string[]> {
  const english = new Set([
    ...lexicons.filter((l) => l.language === "en").flatMap(wordsOf),
    ...shared,
  ]);
  const evidence = new Map<string, string[]>();
  for (const lexicon of lexicons) {
    if (lexicon.language === "en") continue;
    for (const key of new Set(wordsOf(lexicon))) {
      if (!english.has(key)) evidence.set(key, [...(evidence.get(key) ?? []), lexicon.language]);
    }
  }
  return evidence;
}

/**
 * A word more languages' lexicons hold than this shows none of them: Swedish, French, Finnish,
 * Catalan and six more write "en", and a Swedish text read as Finnish reads "någon" by a
 * Finnish case ending as the town of Nago.
 */
const MOST_LANGUAGES_SHOWN = 4;

/**
 * The languages other than English a text's tokens show (`WordRoles.evidence`): where two
 * languages give one word two roles, the one the text is written in decides ("no" is English
 * "no" but Portuguese "in the": "análise de gap no Porto"). A word many languages share shows
 * none (`MOST_LANGUAGES_SHOWN`).
 */
export function languagesShown(roles: WordRoles, tokens: readonly string[]): Set<string> {
  const shown = new Set<string>();
  for (const token of tokens) {
    const languages = roles.evidence.get(token);
    if (!languages || languages.length > MOST_LANGUAGES_SHOWN) continue;
    for (const language of languages) shown.add(language);
  }
  return shown;
}

/**
 * The roles of a set of lexicons (see `WordRoles`). `shared` are words every language writes
 * alike, the taxonomy's aliases' ("eu", "soc"): no evidence of a language.
 */
export function wordRoles(lexicons: readonly Lexicon[], shared: Iterable<string> = []): WordRoles {
  let longestPhrase = 1;
  const languagesOf = {} as Record<RoleName, Map<string, string[]>>;
  const folded = (role: RoleName) => {
    const keys = new Set<string>();
    const languages = new Map<string, string[]>();
    for (const lexicon of lexicons) {
      for (const phrase of lexicon[role]) {
        const key = aliasKey(phrase);
        if (!key) continue;
        keys.add(key);
        languages.set(key, [...(languages.get(key) ?? []), lexicon.language]);
        longestPhrase = Math.max(longestPhrase, key.split("-").length);
      }
    }
    languagesOf[role] = languages;
    return keys;
  };
  const roles = {} as Record<RoleName, RoleWords>;
  for (const role of FOLDED_ROLES) roles[role] = folded(role);
  const affixes = (role: "attachedPrefixes" | "attachedSuffixes") =>
    [...new Set(lexicons.flatMap((lexicon) => lexicon[role].map(aliasKey)))]
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
  return {
    ...roles,
    // A certification is a word of work too: another service's goal, or a moment of a timeline.
    workWords: new Set([...roles.workWords, ...roles.certificationWords]),
    placeHead: wordPatterns(lexicons.flatMap((lexicon) => lexicon.placeHeads)),
    styleHead: wordPatterns(lexicons.flatMap((lexicon) => lexicon.styleHeads)),
    asker: wordPatterns(lexicons.flatMap((lexicon) => lexicon.askers)),
    ownPlaceCues: new Set([...roles.ownPlaceBefore, ...roles.ownTradeBefore]),
    placeIntroducersAsWritten: new Set(lexicons.flatMap((l) => l.placeIntroducersAsWritten)),
    attachedPrefixes: affixes("attachedPrefixes"),
    attachedSuffixes: affixes("attachedSuffixes"),
    longestPhrase,
    languagesOf,
    evidence: languageEvidence(lexicons, shared),
  };
}

/** A test of one folded word against one-word patterns: as written, or beginning as one with `*` at its end. */
function wordPatterns(patterns: readonly string[]): (word: string) => boolean {
  const words = new Set<string>();
  const beginnings: [string, true][] = [];
  for (const pattern of patterns) {
    const key = aliasKey(pattern.replace(/\*$/, ""));
    if (pattern.endsWith("*")) beginnings.push([key, true]);
    else words.add(key);
  }
  // One walk along the word's letters finds a beginning, however many patterns there are.
  const trie = charTrie(beginnings);
  const begins = (begun: boolean, value: true | undefined) => begun || value === true;
  return (word) => words.has(word) || trie.reduce(word, begins, false);
}

/** A role's phrases laid out token by token: a phrase ends where `end` is true. */
interface PhraseNode {
  end: boolean;
  readonly next: Map<string, PhraseNode>;
}

/** The role's phrases token by token from their first words, and from their last, once per role. */
const forwards = new WeakMap<RoleWords, PhraseNode>();
const backwards = new WeakMap<RoleWords, PhraseNode>();
function phraseTrie(
  cache: WeakMap<RoleWords, PhraseNode>,
  role: RoleWords,
  backward: boolean,
): PhraseNode {
  let root = cache.get(role);
  if (!root) {
    root = { end: false, next: new Map() };
    for (const key of role) {
      const parts = key.split("-");
      if (backward) parts.reverse();
      let node = root;
      for (const part of parts) {
        let child = node.next.get(part);
        if (!child) {
          child = { end: false, next: new Map() };
          node.next.set(part, child);
        }
        node = child;
      }
      node.end = true;
    }
    cache.set(role, root);
  }
  return root;
}

/** Every position a phrase of the role ends before (`phraseEndsBefore`), in order. */
export function phraseEnds(role: RoleWords, tokens: readonly string[], longest: number): number[] {
  const ends: number[] = [];
  for (let at = 1; at <= tokens.length; at++) {
    if (phraseEndsBefore(role, tokens, at, longest)) ends.push(at);
  }
  return ends;
}

/**
 * Whether the tokens ending right before `at` are one of the role's phrases ("my name is",
 * "hi"): walked back token by token, no key made. Inside a phrase, after its last word, a word
 * of `adverbs` the phrase does not go on with is skipped ("sold mainly in" for "sold in").
 */
export function phraseEndsBefore(
  role: RoleWords,
  tokens: readonly string[],
  at: number,
  longest: number,
  adverbs?: RoleWords,
): boolean {
  const root = phraseTrie(backwards, role, true);
  let node: PhraseNode | undefined = root;
  let reach = at - longest;
  for (let from = at - 1; from >= 0 && from >= reach; from--) {
    const token = tokens[from] ?? "";
    const next: PhraseNode | undefined = node.next.get(token);
    if (!next && node !== root && adverbs?.has(token)) {
      reach--;
      continue;
    }
    node = next;
    if (!node) return false;
    if (node.end) return true;
  }
  return false;
}

/** Whether any token is the first word of one of the role's phrases: where none is, no phrase needs looking for. */
export function somePhraseBegins(role: RoleWords, tokens: readonly string[]): boolean {
  const { next } = phraseTrie(forwards, role, false);
  return next.size > 0 && tokens.some((token) => next.has(token));
}

/** The length in tokens of the longest phrase of the role that begins at `at`, 0 when none does. */
export function longestPhraseAt(role: RoleWords, tokens: readonly string[], at: number): number {
  let node: PhraseNode | undefined = phraseTrie(forwards, role, false);
  let longest = 0;
  for (let to = at; to < tokens.length; to++) {
    node = node.next.get(tokens[to] ?? "");
    if (!node) break;
    if (node.end) longest = to - at + 1;
  }
  return longest;
}

/** Whether the tokens from `at` begin with one of the role's phrases. */
export function phraseStartsAt(
  role: RoleWords,
  tokens: readonly string[],
  at: number,
  longest: number,
): boolean {
  let node: PhraseNode | undefined = phraseTrie(forwards, role, false);
  for (let to = at; to < tokens.length && to < at + longest; to++) {
    node = node.next.get(tokens[to] ?? "");
    if (!node) return false;
    if (node.end) return true;
  }
  return false;
}
