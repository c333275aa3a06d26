import { foldText } from "../free-text/fold.ts";

/** A word of free text and the sub-tokens it splits into at letter/digit boundaries. */
export interface Word {
  /** The word as written (diacritics kept), used to report leftovers and detect upper case. */
  original: string;
  /** Lowercase, diacritic-free sub-tokens: `ISO27001` -> `iso`, `27001`. */
  tokens: string[];
  /** True when a comma, semicolon, colon or spaced dash stands between it and the word before ("Monterrey, NL"). */
  afterComma?: true;
  /** True when it begins a sentence after another: a full stop, "!" or "?" stands before it. */
  afterStop?: true;
  /** True when the sentence before it ends with "!" or "?" ("Good day! We are..."). */
  afterExclamation?: true;
  /** The hyphen or ampersand that joins it to the word before, no space around ("eu-central-1", "POA&M"). */
  joiner?: "-" | "&";
  /** True when a closing bracket stands between it and the word before ("(300 staff, Poznań) just"). */
  afterBracket?: true;
  /** True when an opening bracket stands between it and the word before ("auditor (based in"). */
  afterOpeningBracket?: true;
}

/** Anything but letters, digits and the marks that belong to letters ("मुंबई"). */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
/** A run of letters, digits and marks: a word as written, found one after the other. */
const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;
/**
 * Separators that end a clause, and a sentence, before the next word: a comma, a semicolon, a
 * colon or a dash between spaces ("we don't want a Canadian firm: SOC 2 auditor"; "10:30" goes
 * on); a full stop, "!" or "?" and a space ("v1.2" goes on); or the ones of other scripts:
 * the Arabic script's comma, semicolon and question mark ("،", "؛", "؟") and Urdu's full stop
 * ("۔"), the danda of Devanagari and Bengali ("।"), Armenian's and Ethiopic's full stops ("։",
 * "።"), Greek's question mark, and those of scripts written without spaces ("。", "、").
 */
const CLAUSE_MARK = /[,;、，،؛；]|:\s|\s[—–]\s/;
const CLOSING_BRACKET = /[)\]}）]/;
const OPENING_BRACKET = /[([{（]/;
const SENTENCE_END = /[.!?]\s|[。！？؟۔।॥։።\u037E]/;
/** An exclamation or a question mark, in any script's form. */
const EXCLAMATION = /[!?！？¡¿؟]/;
/** A separator that joins two words into one compound: a hyphen or an ampersand alone. */
const JOINER = /^[-&]$/;
const LETTER_DIGIT_BOUNDARY = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/** ASCII letters and digits: nothing to fold but the letter case. */
const PLAIN_ASCII = /^[A-Za-z0-9]+$/;
const ASCII_LETTERS = /^[A-Za-z]+$/;

/** Splits one word into sub-tokens (folding can expose new separators, e.g. in `½`). */
function subTokens(word: string): string[] {
  // Most words are plain ASCII, which Unicode folding leaves as it is: skip the work.
  if (ASCII_LETTERS.test(word)) return [word.toLowerCase()];
  if (PLAIN_ASCII.test(word)) return word.toLowerCase().split(LETTER_DIGIT_BOUNDARY);
  const folded = foldText(word);
  // Folded letters alone (most words of other scripts) are one token: nothing to split.
  if (LETTERS_AND_MARKS.test(folded)) return [folded];
  return folded
    .split(SEPARATORS)
    .flatMap((part) => (part ? part.split(LETTER_DIGIT_BOUNDARY) : []));
}

const LETTERS_AND_MARKS = /^[\p{L}\p{M}]+$/u;

/** Scripts written without spaces between words: Chinese, Japanese, Thai, Lao, Khmer, Burmese. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Letters of scripts written with spaces, none of which folds into an unspaced script. */
const SPACED_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Hangul}\p{M}\p{Nd}]+$/u;

/** Words of unspaced scripts, found by the runtime's Unicode word breaker (ICU's dictionaries). */
const wordBreaker = new Intl.Segmenter("ja", { granularity: "word" });

/** A run between separators as the words it holds: itself, or its dictionary words. */
function spacedWords(run: string): string[] {
  // Most runs are ASCII, which holds no such script and folds into none.
  if (PLAIN_ASCII.test(run)) return [run];
  // Nor do the letters of spaced scripts (a full-width Latin letter folds to a Latin one).
  if (SPACED_SCRIPTS.test(run)) return [run];
  // Compatibility forms may fold into such a script ("㊀" is "一"): test and split them folded.
  const unspaced = UNSPACED_SCRIPT.test(run) ? run : run.normalize("NFKC");
  if (!UNSPACED_SCRIPT.test(unspaced)) return [run];
  const words: string[] = [];
  for (const { segment, isWordLike } of wordBreaker.segment(unspaced)) {
    if (isWordLike) words.push(segment);
  }
  return words;
}

/**
 * Splits text into words at any separator (and, in scripts written without spaces, where the
 * runtime's word breaker finds words: "東京の監査法人" → 東京, の, 監査, 法人), and words into
 * sub-tokens at letter/digit boundaries, so that `ISO 27001`, `iso_27001` and `iso27001` all
 * read `iso`, `27001`.
 */
export function tokenize(text: string): Word[] {
  const words: Word[] = [];
  let end = 0;
  for (const run of text.matchAll(WORD_RUN)) {
    const at = run.index;
    // Only a separator that holds more than a space is looked at.
    const separator = at - end > 1 || (at > end && text[end] !== " ") ? text.slice(end, at) : "";
    let afterComma = CLAUSE_MARK.test(separator);
    let afterStop = SENTENCE_END.test(separator);
    let afterExclamation = EXCLAMATION.test(separator);
    let afterBracket = CLOSING_BRACKET.test(separator);
    let afterOpeningBracket = OPENING_BRACKET.test(separator);
    let joiner = end > 0 && JOINER.test(separator) ? (separator as Word["joiner"]) : undefined;
    end = at + run[0].length;
    for (const original of spacedWords(run[0])) {
      const tokens = subTokens(original);
      if (tokens.length === 0) continue;
      const word: Word = { original, tokens };
      if (afterComma) word.afterComma = true;
      if (afterStop) word.afterStop = true;
      if (afterExclamation) word.afterExclamation = true;
      if (afterBracket) word.afterBracket = true;
      if (afterOpeningBracket) word.afterOpeningBracket = true;
      if (joiner) word.joiner = joiner;
      words.push(word);
      afterComma = false;
      afterStop = false;
      afterExclamation = false;
      afterBracket = false;
      afterOpeningBracket = false;
      joiner = undefined;
    }
  }
  return words;
}

/** The separator-insensitive key of an alias: its sub-tokens joined by `-`. */
export function aliasKey(text: string): string {
  return tokenize(text)
    .flatMap((word) => word.tokens)
    .join("-");
}

/** The key with every separator removed, so `united-states` and `unitedstates` meet. */
export function compactKey(text: string): string {
  return aliasKey(text).replaceAll("-", "");
}
