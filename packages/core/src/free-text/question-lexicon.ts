import { DEFAULT_LEXICONS } from "#default-lexicons";
import { tokenize } from "../catalog/tokenize.ts";
import type { Lexicon, LexiconInput } from "./lexicon/lexicon-schema.ts";
import { parsedLexicons } from "./lexicons.ts";

/**
 * What Ask AI reads in a question besides the taxonomy's tags (which the free-text reader
 * reads): the buyer's size, industries and languages, whether it is about what the directory
 * knows, whether it narrows the previous answer, and the vendor a "tell me more about" names.
 */
export interface QuestionReading {
  /** `targetClientsSize` values: from the lexicons' `sizes`, then from a headcount. */
  sizes: string[];
  /** `industrySpecialization` values, from the lexicons' `industries`. */
  industries: string[];
  /** `supportedLanguages` values, only where a language's name names the language spoken. */
  languages: string[];
  /** A `topicWords` word is in the question (markup such as "</VENDORS>" aside). */
  mentionsTopic: boolean;
  /** A `followUps` word is in the question: it narrows the previous answer. */
  refines: boolean;
  /**
   * The words after the first `vendorFocus` phrase to the end of their sentence, as written,
   * without a leading article: the vendor's name, perhaps partial. Null without such a phrase.
   */
  focus: string | null;
}

/** Reads questions with the words of a set of lexicons (`createQuestionLexicon`). */
export interface QuestionLexicon {
  read(question: string): QuestionReading;
}

/** `targetClientsSize` values in the order a reading lists them. */
const SIZES = ["startup", "smb", "mid-market", "enterprise"] as const;

/** The size brackets a headcount falls in. */
function sizesOfHeadcount(count: number): string[] {
  if (count < 10) return ["startup", "smb"];
  if (count < 250) return ["smb"];
  if (count < 1000) return ["mid-market"];
  return ["enterprise"];
}

/** One word of a pattern, compared with one folded token of the text. */
interface TokenTest {
  text: string;
  /** `*` before it: any beginning. */
  anyBefore: boolean;
  /** `*` after it: any ending. */
  anyAfter: boolean;
}

function passes(test: TokenTest, token: string): boolean {
  if (test.anyBefore && test.anyAfter) return token.includes(test.text);
  if (test.anyAfter) return token.startsWith(test.text);
  if (test.anyBefore) return token.endsWith(test.text);
  return token === test.text;
}

type Role =
  | "size"
  | "industry"
  | "headcount"
  | "topic"
  | "focus"
  | "followUp"
  | "language"
  | "spokenBefore"
  | "spokenAfter"
  | "join";

/** A lexicon's phrase of one role, as the tests of its tokens in a row. */
interface Pattern {
  role: Role;
  /** The catalog value it names (size, industry, language), else "". */
  value: string;
  tests: TokenTest[];
}

/**
 * A phrase's token tests: folded and split as text is (`tokenize`). With `wildcards`, a `*` at
 * a word's start or end makes its first or last token match any beginning or ending.
 */
function tokenTests(phrase: string, wildcards: boolean): TokenTest[] {
  return phrase.split(/\s+/).flatMap((word) => {
    const anyBefore = wildcards && word.startsWith("*");
    const anyAfter = wildcards && word.length > 1 && word.endsWith("*");
    const tokens = tokenize(word).flatMap((each) => each.tokens);
    return tokens.map((text, i) => ({
      text,
      anyBefore: anyBefore && i === 0,
      anyAfter: anyAfter && i === tokens.length - 1,
    }));
  });
}

/** The patterns indexed by their first token: exact, by prefix, by suffix, or anywhere. */
interface PatternIndex {
  exact: Map<string, Pattern[]>;
  prefixes: Map<string, Pattern[]>;
  suffixes: Map<string, Pattern[]>;
  inside: Pattern[];
}

function indexPatterns(patterns: readonly Pattern[]): PatternIndex {
  const index: PatternIndex = {
    exact: new Map(),
    prefixes: new Map(),
    suffixes: new Map(),
    inside: [],
  };
  const add = (map: Map<string, Pattern[]>, key: string, pattern: Pattern) =>
    map.set(key, [...(map.get(key) ?? []), pattern]);
  for (const pattern of patterns) {
    const first = pattern.tests[0] as TokenTest;
    if (first.anyBefore && first.anyAfter) index.inside.push(pattern);
    else if (first.anyAfter) add(index.prefixes, first.text, pattern);
    else if (first.anyBefore) add(index.suffixes, first.text, pattern);
    else add(index.exact, first.text, pattern);
  }
  return index;
}

/** The patterns whose first test the token passes. */
function startingWith(index: PatternIndex, token: string): Pattern[] {
  const found = [...(index.exact.get(token) ?? [])];
  for (let k = 1; k <= token.length; k++)
    found.push(...(index.prefixes.get(token.slice(0, k)) ?? []));
  for (let k = 0; k < token.length; k++) found.push(...(index.suffixes.get(token.slice(k)) ?? []));
  for (const pattern of index.inside)
    if (passes(pattern.tests[0] as TokenTest, token)) found.push(pattern);
  return found;
}

/** A pattern found in the text: its tokens from `start` to before `end`. */
interface Match {
  pattern: Pattern;
  start: number;
  end: number;
}

/** A question as a row of folded tokens. */
interface Tokens {
  tokens: string[];
  /** The word (of `words`) each token is part of. */
  wordOf: number[];
  /** Whether a comma or a sentence's end stands right before the token (no phrase spans it). */
  broken: boolean[];
  words: { original: string; key: string; afterStop: boolean }[];
}

/** Markup ("</VENDORS>") is not part of a question. */
const MARKUP = /<[^>]*>/g;
/** A thousands separator ("5.000", "1,000"), dropped so the number is one token. */
const THOUSANDS = /(?<=\d)[.,](?=\d{3}(?!\d))/g;

function questionTokens(question: string): Tokens {
  const read: Tokens = { tokens: [], wordOf: [], broken: [], words: [] };
  for (const word of tokenize(question.replace(MARKUP, " ").replace(THOUSANDS, ""))) {
    const at = read.words.length;
    read.words.push({
      original: word.original,
      key: word.tokens.join("-"),
      afterStop: word.afterStop === true,
    });
    word.tokens.forEach((token, i) => {
      read.tokens.push(token);
      read.wordOf.push(at);
      read.broken.push(i === 0 && (word.afterComma === true || word.afterStop === true));
    });
  }
  return read;
}

/** Every match in the text, by start, a longer one first among those that start together. */
function findAll(index: PatternIndex, text: Tokens): Match[] {
  const { tokens, broken } = text;
  const matches: Match[] = [];
  tokens.forEach((token, start) => {
    for (const pattern of startingWith(index, token)) {
      const end = start + pattern.tests.length;
      if (end > tokens.length) continue;
      let whole = true;
      for (let i = 1; whole && i < pattern.tests.length; i++) {
        whole =
          !broken[start + i] && passes(pattern.tests[i] as TokenTest, tokens[start + i] as string);
      }
      if (whole) matches.push({ pattern, start, end });
    }
  });
  return matches.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** A language's name found in the text, or a word that is its name and a suffix joined. */
interface NameFound {
  value: string;
  start: number;
  end: number;
  joined: boolean;
}

/**
 * Builds the reader of questions from lexicons, once (`resolveDependencies` builds it from
 * `freeText.lexicons`). The rules are the same for every language: only the lexicons' words
 * differ. Every word of every lexicon is read in every question, as a buyer may mix languages.
 */
export function createQuestionLexicon(lexicons: readonly Lexicon[]): QuestionLexicon {
  const patterns: Pattern[] = [];
  /** The order values are listed in: the order the lexicons first name them. */
  const rank = new Map<string, number>();
  const add = (role: Role, value: string, phrases: readonly string[], wildcards = true) => {
    if (value && !rank.has(`${role}:${value}`)) rank.set(`${role}:${value}`, rank.size);
    for (const phrase of phrases) {
      const tests = tokenTests(phrase, wildcards);
      if (tests.length > 0) patterns.push({ role, value, tests });
    }
  };
  /** One-token names of languages, for words joined to a suffix ("deutschsprachig"). */
  const joinedNames = new Map<string, string>();
  const suffixes: TokenTest[] = [];
  const articles = new Set<string>();
  for (const lexicon of lexicons) {
    for (const size of SIZES) add("size", size, lexicon.sizes[size]);
    for (const [industry, phrases] of Object.entries(lexicon.industries))
      add("industry", industry, phrases);
    for (const [language, names] of Object.entries(lexicon.catalogLanguages)) {
      add("language", language, names, false);
      for (const name of names) {
        const tests = tokenTests(name, false);
        const text = tests.length === 1 ? (tests[0] as TokenTest).text : "";
        if (text && !joinedNames.has(text)) joinedNames.set(text, language);
      }
    }
    add("headcount", "", lexicon.headcountWords);
    add("topic", "", lexicon.topicWords);
    add("focus", "", lexicon.vendorFocus);
    add("followUp", "", lexicon.followUps);
    add("spokenBefore", "", lexicon.spokenLanguageBefore, false);
    add("spokenAfter", "", lexicon.spokenLanguageAfter, false);
    add("spokenAfter", "", lexicon.spokenLanguageSuffixes);
    add("join", "", lexicon.joins, false);
    for (const suffix of lexicon.spokenLanguageSuffixes) {
      const tests = tokenTests(suffix, true);
      if (tests.length === 1) suffixes.push(tests[0] as TokenTest);
    }
    for (const article of lexicon.articles)
      articles.add(
        tokenTests(article, false)
          .map((test) => test.text)
          .join("-"),
      );
  }
  const index = indexPatterns(patterns);
  const longestName = Math.max(0, ...[...joinedNames.keys()].map((name) => name.length));
  const ranked = (role: Role, values: Iterable<string>) =>
    [...new Set(values)].sort(
      (a, b) => (rank.get(`${role}:${a}`) ?? 0) - (rank.get(`${role}:${b}`) ?? 0),
    );

  /** The language whose name a token begins with, joined to a suffix ("francophone"). */
  function joinedName(token: string): string | undefined {
    for (let k = Math.min(longestName, token.length - 1); k > 0; k--) {
      const language = joinedNames.get(token.slice(0, k));
      const rest = token.slice(k);
      if (language && suffixes.some((suffix) => passes(suffix, rest))) return language;
    }
    return undefined;
  }

  /**
   * Languages named as the language spoken: a list of names joined by `joins` ("German or
   * French") right after a `spokenLanguageBefore` phrase ("in", "auf"), right before a
   * `spokenLanguageAfter` phrase or suffix ("speaking", "sprachig"), or ending in a name written
   * joined to a suffix ("deutschsprachig"). A name alone ("a German company") is a people's.
   */
  function spokenLanguages(text: Tokens, matches: readonly Match[]): string[] {
    const { tokens, broken } = text;
    const endsAt = (role: Role, at: number) =>
      !broken[at] && matches.some((m) => m.pattern.role === role && m.end === at);
    const startsAt = (role: Role, at: number) =>
      !broken[at] && matches.some((m) => m.pattern.role === role && m.start === at);
    const names: NameFound[] = matches
      .filter((m) => m.pattern.role === "language")
      .map((m) => ({ value: m.pattern.value, start: m.start, end: m.end, joined: false }));
    tokens.forEach((token, at) => {
      const language = joinedName(token);
      if (language) names.push({ value: language, start: at, end: at + 1, joined: true });
    });
    names.sort((a, b) => a.start - b.start);
    const spoken: string[] = [];
    let list: NameFound[] = [];
    const close = () => {
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) return;
      if (last.joined || endsAt("spokenBefore", first.start) || startsAt("spokenAfter", last.end)) {
        spoken.push(...list.map((name) => name.value));
      } else {
        spoken.push(...list.filter((name) => name.joined).map((name) => name.value));
      }
    };
    for (const name of names) {
      const previous = list.at(-1);
      const joined =
        previous !== undefined &&
        !broken[name.start] &&
        matches.some(
          (m) =>
            m.pattern.role === "join" &&
            m.start === previous.end &&
            m.end === name.start &&
            !broken[m.start],
        );
      if (previous && (joined || name.start < previous.end)) list.push(name);
      else {
        close();
        list = [name];
      }
    }
    close();
    return ranked("language", spoken);
  }

  /** The first headcount: a number right before a `headcountWords` word ("50 employees"). */
  function headcount(text: Tokens, matches: readonly Match[]): number | null {
    for (const match of matches) {
      if (match.pattern.role !== "headcount" || match.start === 0 || text.broken[match.start])
        continue;
      const number = text.tokens[match.start - 1] as string;
      if (/^\d+$/.test(number)) return Number(number);
    }
    return null;
  }

  /** See `QuestionReading.focus`. */
  function focus(text: Tokens, matches: readonly Match[]): string | null {
    for (const match of matches) {
      if (match.pattern.role !== "focus") continue;
      const named: string[] = [];
      let at = (text.wordOf[match.end - 1] as number) + 1;
      // "tell me more about the X": the article is not part of X's name.
      if (articles.has(text.words[at]?.key ?? "") && at + 1 < text.words.length) at++;
      for (; at < text.words.length; at++) {
        const word = text.words[at] as Tokens["words"][number];
        if (word.afterStop && named.length > 0) break;
        named.push(word.original);
      }
      if (named.length > 0) return named.join(" ");
    }
    return null;
  }

  return {
    read(question) {
      const text = questionTokens(question);
      const matches = findAll(index, text);
      const has = (role: Role) => matches.some((match) => match.pattern.role === role);
      const valuesOf = (role: Role) =>
        matches.filter((match) => match.pattern.role === role).map((match) => match.pattern.value);
      const sizes = new Set(ranked("size", valuesOf("size")));
      const count = headcount(text, matches);
      if (count !== null) for (const size of sizesOfHeadcount(count)) sizes.add(size);
      return {
        sizes: [...sizes],
        industries: ranked("industry", valuesOf("industry")),
        languages: spokenLanguages(text, matches),
        mentionsTopic: has("topic"),
        refines: has("followUp"),
        focus: focus(text, matches),
      };
    },
  };
}

/** Question lexicons by the list of lexicons they were built from. */
const built = new WeakMap<readonly LexiconInput[], QuestionLexicon>();

/**
 * The question lexicon of a list of lexicons, built on the first call for the list: the API
 * (`resolveDependencies`) and a Worker's global scope (`readerBuiltAhead`) share it.
 */
export function questionLexiconOf(lexicons: readonly LexiconInput[]): QuestionLexicon {
  let found = built.get(lexicons);
  if (!found) {
    found = createQuestionLexicon(parsedLexicons(lexicons));
    built.set(lexicons, found);
  }
  return found;
}

/** The question lexicon of `DEFAULT_LEXICONS`, built on the first call. */
export function defaultQuestionLexicon(): QuestionLexicon {
  return questionLexiconOf(DEFAULT_LEXICONS);
}
