import { aliasKey } from "../catalog/tokenize.ts";
import type { Lexicon } from "./lexicon/lexicon-schema.ts";

/** Shorter tokens are codes or function words (`ens`, `nis`, `us`): stemming would only mangle them. */
const SHORTEST_STEMMED = 4;

/** Letters of each script a lexicon may be written in, for the scripts whose stemmers are not suffix-only. */
const SCRIPT_LETTER: Readonly<Record<string, RegExp>> = {
  Arabic: /^\p{Script=Arabic}/u,
  Cyrillic: /^\p{Script=Cyrillic}/u,
  Greek: /^\p{Script=Greek}/u,
  Devanagari: /^\p{Script=Devanagari}/u,
};

/**
 * One language's stemmer, as the reader applies it to a text's tokens: only to tokens that could
 * meet one of the language's phrasings, so a text costs a stem per token and language that
 * might matter, not per token and language.
 */
export interface LanguageStemmer {
  readonly language: string;
  /** Whether the token may be a form of one of the language's words. */
  admits(token: string): boolean;
  /** The token's stem in the language; tokens with digits and short ones stay as they are. */
  stem(token: string): string;
}

/** The first letters a Latin-script stem keeps of its word: Snowball's Latin stemmers strip suffixes only. */
const HEAD = 3;

/**
 * The stemmers of the lexicons that have one, English aside (English is every text's first
 * reading). A Latin-script language admits a token whose first letters begin one of its
 * phrasings' words; other scripts admit the tokens written in them.
 */
export function languageStemmers(lexicons: readonly Lexicon[]): LanguageStemmer[] {
  const stemmers: LanguageStemmer[] = [];
  for (const lexicon of lexicons) {
    const { stem: stemWord, language, script } = lexicon;
    if (!stemWord || language === "en") continue;
    const stem = (token: string) =>
      token.length < SHORTEST_STEMMED || /\d/.test(token) ? token : stemWord(token);
    const letter = SCRIPT_LETTER[script];
    if (letter) {
      stemmers.push({ language, admits: (token) => letter.test(token), stem });
      continue;
    }
    const heads = new Set<string>();
    for (const phrase of Object.values(lexicon.terms).flatMap((bySlug) =>
      Object.values(bySlug ?? {}).flat(),
    )) {
      for (const word of aliasKey(phrase).split("-")) {
        if (word.length >= SHORTEST_STEMMED) heads.add(word.slice(0, HEAD));
      }
    }
    stemmers.push({
      language,
      admits: (token) => token.length >= SHORTEST_STEMMED && heads.has(token.slice(0, HEAD)),
      stem,
    });
  }
  return stemmers;
}
