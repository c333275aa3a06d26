import { defaultQuestionLexicon, type QuestionLexicon } from "../free-text/question-lexicon.ts";

/** What a question says about the buyer, beyond the catalog's hard filters. */
export interface QuestionSignals {
  /** `targetClientsSize` values: startup, smb, mid-market, enterprise. */
  sizes: string[];
  /** `industrySpecialization` values as the catalog writes them. */
  industries: string[];
  /** `supportedLanguages` values as the catalog writes them. */
  languages: string[];
}

/**
 * Company size, industry and language the question asks for, in the lexicons' words
 * (`QuestionLexicon`; the default lexicons' when none is given). These rank vendors; they
 * never filter them out.
 */
export function questionSignals(
  question: string,
  lexicon: QuestionLexicon = defaultQuestionLexicon(),
): QuestionSignals {
  const { sizes, industries, languages } = lexicon.read(question);
  return { sizes, industries, languages };
}

/** True when the question states any signal. */
export function hasSignals(signals: QuestionSignals): boolean {
  return signals.sizes.length + signals.industries.length + signals.languages.length > 0;
}
