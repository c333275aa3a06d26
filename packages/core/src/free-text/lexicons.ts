import * as v from "valibot";
import ar from "./lexicon/ar.ts";
import cs from "./lexicon/cs.ts";
import da from "./lexicon/da.ts";
import de from "./lexicon/de.ts";
import el from "./lexicon/el.ts";
import en from "./lexicon/en.ts";
import es from "./lexicon/es.ts";
import fi from "./lexicon/fi.ts";
import fr from "./lexicon/fr.ts";
import he from "./lexicon/he.ts";
import hi from "./lexicon/hi.ts";
import hu from "./lexicon/hu.ts";
import it from "./lexicon/it.ts";
import ja from "./lexicon/ja.ts";
import ko from "./lexicon/ko.ts";
import { type Lexicon, type LexiconInput, LexiconSchema } from "./lexicon/lexicon-schema.ts";
import nl from "./lexicon/nl.ts";
import no from "./lexicon/no.ts";
import pl from "./lexicon/pl.ts";
import pt from "./lexicon/pt.ts";
import ro from "./lexicon/ro.ts";
import ru from "./lexicon/ru.ts";
import sv from "./lexicon/sv.ts";
import tr from "./lexicon/tr.ts";
import uk from "./lexicon/uk.ts";
import zh from "./lexicon/zh.ts";

/** The languages free text is read in by default, English first. */
export const DEFAULT_LEXICONS: readonly LexiconInput[] = [
  en,
  de,
  fr,
  es,
  it,
  nl,
  pt,
  sv,
  pl,
  cs,
  tr,
  ja,
  zh,
  ko,
  ar,
  hi,
  el,
  uk,
];

/**
 * Languages shipped as data but read only when a deployment adds them (`freeText.lexicons`:
 * `[...DEFAULT_LEXICONS, ...MORE_LEXICONS]`): each lexicon costs the reader's start-up about
 * 20-25 ms and 0.6 MiB of heap (its words' typo index), and the default reader must start
 * within a Worker's 400 ms. The place table holds their countries' and cities' names either way.
 */
export const MORE_LEXICONS: readonly LexiconInput[] = [da, no, fi, hu, ro, ru, he];

let parsedDefaults: Lexicon[] | undefined;

/** `DEFAULT_LEXICONS` parsed, once per process: the reader and Ask AI read the same. */
export function defaultLexicons(): readonly Lexicon[] {
  parsedDefaults ??= parseLexicons(DEFAULT_LEXICONS);
  return parsedDefaults;
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
