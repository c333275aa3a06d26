import * as v from "valibot";
import af from "./lexicon/af.ts";
import ar from "./lexicon/ar.ts";
import bg from "./lexicon/bg.ts";
import ca from "./lexicon/ca.ts";
import cs from "./lexicon/cs.ts";
import da from "./lexicon/da.ts";
import de from "./lexicon/de.ts";
import el from "./lexicon/el.ts";
import en from "./lexicon/en.ts";
import es from "./lexicon/es.ts";
import et from "./lexicon/et.ts";
import fa from "./lexicon/fa.ts";
import fi from "./lexicon/fi.ts";
import fr from "./lexicon/fr.ts";
import he from "./lexicon/he.ts";
import hi from "./lexicon/hi.ts";
import hr from "./lexicon/hr.ts";
import hu from "./lexicon/hu.ts";
import id from "./lexicon/id.ts";
import is from "./lexicon/is.ts";
import it from "./lexicon/it.ts";
import ja from "./lexicon/ja.ts";
import ko from "./lexicon/ko.ts";
import { type Lexicon, type LexiconInput, LexiconSchema } from "./lexicon/lexicon-schema.ts";
import lt from "./lexicon/lt.ts";
import lv from "./lexicon/lv.ts";
import mk from "./lexicon/mk.ts";
import ms from "./lexicon/ms.ts";
import nl from "./lexicon/nl.ts";
import no from "./lexicon/no.ts";
import pl from "./lexicon/pl.ts";
import pt from "./lexicon/pt.ts";
import ro from "./lexicon/ro.ts";
import ru from "./lexicon/ru.ts";
import sk from "./lexicon/sk.ts";
import sl from "./lexicon/sl.ts";
import sq from "./lexicon/sq.ts";
import sr from "./lexicon/sr.ts";
import sv from "./lexicon/sv.ts";
import sw from "./lexicon/sw.ts";
import th from "./lexicon/th.ts";
import tl from "./lexicon/tl.ts";
import tr from "./lexicon/tr.ts";
import uk from "./lexicon/uk.ts";
import ur from "./lexicon/ur.ts";
import vi from "./lexicon/vi.ts";
import zh from "./lexicon/zh.ts";

/**
 * The languages a Worker reads by default (`createWorker`'s `lexicons`), English first: the
 * reader must be built within a Worker's 400 ms of start-up, and each lexicon costs it a few
 * milliseconds (its words' typo index, stems and phrasings). The place table holds every
 * shipped language's country and city names either way.
 */
export const WORKER_LEXICONS: readonly LexiconInput[] = [
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
 * The languages free text is read in by default, English first: every lexicon shipped, those a
 * Worker reads by default and Danish, Norwegian, Finnish, Hungarian, Romanian, Russian, Hebrew,
 * Vietnamese, Thai, Indonesian, Catalan, Croatian, Slovak, Slovenian, Lithuanian, Latvian,
 * Estonian, Bulgarian, Serbian, Macedonian, Persian, Urdu, Swahili, Malay, Tagalog, Icelandic,
 * Afrikaans and Albanian.
 */
export const DEFAULT_LEXICONS: readonly LexiconInput[] = [
  ...WORKER_LEXICONS,
  da,
  no,
  fi,
  hu,
  ro,
  ru,
  he,
  vi,
  th,
  id,
  ca,
  hr,
  sk,
  sl,
  lt,
  lv,
  et,
  bg,
  sr,
  mk,
  fa,
  ur,
  sw,
  ms,
  tl,
  is,
  af,
  sq,
];

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
