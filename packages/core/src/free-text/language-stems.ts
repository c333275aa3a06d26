import type { LRUCache } from "lru-cache";
import { aliasKey } from "../catalog/tokenize.ts";
import { KEPT_STEMS } from "../http/cache-budgets.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";
import { charTrie } from "./char-trie.ts";
import type { Lexicon } from "./lexicon/lexicon-schema.ts";

/** Shorter tokens are codes or function words (`ens`, `nis`, `us`): stemming would only mangle them. */
const SHORTEST_STEMMED = 4;

/** Letters of each script other than Latin a lexicon may be written in: one language each here. */
const SCRIPT_LETTER: Readonly<Record<string, RegExp>> = {
  Arabic: /^\p{Script=Arabic}/u,
  Cyrillic: /^\p{Script=Cyrillic}/u,
  Greek: /^\p{Script=Greek}/u,
  Devanagari: /^\p{Script=Devanagari}/u,
  Tamil: /^\p{Script=Tamil}/u,
  Armenian: /^\p{Script=Armenian}/u,
};

/**
 * The options of every look-up in the kept stems, made once: `get` without options makes an
 * object per call, and a text's tokens are looked up once per language that admits them.
 */
const READ_ONLY: LRUCache.GetOptions<string, Map<string, string>, unknown> = {};

/**
 * A lexicon's stemmer as the reader runs it: tokens with digits and short ones stay as they are
 * (codes such as `27001`, `soc2`, `ens` are never mangled), the lexicon's `stemExceptions`
 * overrule the Snowball stem, and stems are kept per language and token in `kept` (bounded,
 * `KEPT_STEMS`; the stemmers of one reader share one). Without a stemmer, a token is its own
 * stem.
 */
export function createStemmer(
  lexicon: Lexicon,
  kept: KeptStems = countBoundedLru(KEPT_STEMS),
): (token: string) => string {
  const { stem: stemWord, language } = lexicon;
  if (!stemWord) return (token) => token;
  const keep = new Set(lexicon.stemExceptions.keep.map(aliasKey));
  const same = new Map(Object.entries(lexicon.stemExceptions.same));
  return (token) => {
    if (token.length < SHORTEST_STEMMED || /\d/.test(token) || keep.has(token)) return token;
    let byLanguage = kept.get(token, READ_ONLY);
    let found = byLanguage?.get(language);
    if (found === undefined) {
      const stem = stemWord(token);
      found = same.get(stem) ?? stem;
      if (!byLanguage) {
        byLanguage = new Map();
        kept.set(token, byLanguage);
      }
      byLanguage.set(language, found);
    }
    return found;
  };
}

/**
 * Stems kept across requests by token, then language (a token is looked up as it is: no key is
 * made per lookup), bounded by tokens (`KEPT_STEMS`).
 */
export type KeptStems = LRUCache<string, Map<string, string>>;

/** The languages of one more beginning of a token, added to those met before. */
const orBits = (languages: number, bits: number | undefined) => languages | (bits ?? 0);

/** One language's stemmer: its code and the stem of a folded token in it. */
export interface LanguageStemmer {
  readonly language: string;
  /** The token's stem in the language; tokens with digits and short ones stay as they are. */
  stem(token: string): string;
}

/**
 * The stemmers of the lexicons other than English's (English is every text's first reading),
 * and which of them may meet a token: only those are run on it, so a text costs a stem per
 * token and language that might matter.
 */
export interface LanguageStems {
  readonly stemmers: readonly LanguageStemmer[];
  /**
   * The positions in `stemmers` of the languages that may read the token: for a Latin-script
   * token, those one of whose phrasings' words the token begins with, or its stem (Snowball's
   * Latin-script stemmers strip suffixes, so a form begins with its stem or its word: one walk
   * along their prefixes, shared by every language); for another script, the languages written
   * in it.
   */
  admitting(token: string): readonly number[];
}

const NONE: readonly number[] = [];

/** See `LanguageStems`. */
export function languageStems(
  lexicons: readonly Lexicon[],
  kept: KeptStems = countBoundedLru(KEPT_STEMS),
): LanguageStems {
  const stemmers: LanguageStemmer[] = [];
  /** The words and stems of each language's phrasings, each with its languages (a bit per stemmer). */
  const forms: [string, number][] = [];
  const scripts: [RegExp, readonly number[]][] = [];
  for (const lexicon of lexicons) {
    const { stem: stemWord, language, script } = lexicon;
    if (!stemWord || language === "en") continue;
    const bit = 1 << stemmers.length;
    const stem = createStemmer(lexicon, kept);
    stemmers.push({ language, stem });
    const letter = SCRIPT_LETTER[script];
    if (letter) {
      scripts.push([letter, [stemmers.length - 1]]);
      continue;
    }
    for (const phrase of Object.values(lexicon.terms).flatMap((bySlug) =>
      Object.values(bySlug ?? {}).flat(),
    )) {
      for (const word of aliasKey(phrase).split("-")) {
        if (word.length < SHORTEST_STEMMED) continue;
        // The word and its stem: a few stemmers also change a word's end ("consulenza" is
        // "consulent", "advocaat" "advocat"), so its forms begin with one or the other.
        for (const form of new Set([word, stemWord(word)])) forms.push([form, bit]);
      }
    }
  }
  const trie = charTrie(forms, (kept, added) => kept | added);
  /** The positions of each set of languages met, made once per set. */
  const positions = new Map<number, readonly number[]>();
  return {
    stemmers,
    admitting(token) {
      if (token.length < SHORTEST_STEMMED) return NONE;
      for (const [letter, written] of scripts) if (letter.test(token)) return written;
      const languages = trie.reduce(token, orBits, 0);
      if (languages === 0) return NONE;
      let admitted = positions.get(languages);
      if (!admitted) {
        admitted = stemmers.flatMap((_, position) =>
          languages & (1 << position) ? [position] : [],
        );
        positions.set(languages, admitted);
      }
      return admitted;
    },
  };
}
