import * as v from "valibot";
import { DEFAULT_LEXICONS } from "#default-lexicons";
import { type Lexicon, type LexiconInput, LexiconSchema } from "./lexicon/lexicon-schema.ts";

/** Lists of lexicons parsed, by the list: the reader and Ask AI of one API read the same. */
const parsed = new WeakMap<readonly LexiconInput[], readonly Lexicon[]>();

/**
 * `lexicons` parsed (`parseLexicons`), once per list: the reader built ahead at a Worker's
 * global scope and the API built later with the same list share the work.
 */
export function parsedLexicons(lexicons: readonly LexiconInput[]): readonly Lexicon[] {
  let found = parsed.get(lexicons);
  if (!found) {
    found = parseLexicons(lexicons);
    parsed.set(lexicons, found);
  }
  return found;
}

/** `DEFAULT_LEXICONS` parsed, once per process. */
export function defaultLexicons(): readonly Lexicon[] {
  return parsedLexicons(DEFAULT_LEXICONS);
}

/** Lexicons as the reader uses them: validated, every role present; a bad one throws, naming its language. */
export function parseLexicons(lexicons: readonly LexiconInput[]): Lexicon[] {
  return lexicons.map((lexicon) => {
    const result = v.safeParse(LexiconSchema, lexicon);
    if (result.success) return result.output;
    const issue = result.issues[0];
    throw new TypeError(
      `lexicon "${lexicon.language}": ${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`,
    );
  });
}
