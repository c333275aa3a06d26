import ar from "./lexicon/ar.ts";
import cs from "./lexicon/cs.ts";
import de from "./lexicon/de.ts";
import el from "./lexicon/el.ts";
import en from "./lexicon/en.ts";
import es from "./lexicon/es.ts";
import fr from "./lexicon/fr.ts";
import hi from "./lexicon/hi.ts";
import it from "./lexicon/it.ts";
import ja from "./lexicon/ja.ts";
import ko from "./lexicon/ko.ts";
import type { LexiconInput } from "./lexicon/lexicon-schema.ts";
import nl from "./lexicon/nl.ts";
import pl from "./lexicon/pl.ts";
import pt from "./lexicon/pt.ts";
import sv from "./lexicon/sv.ts";
import tr from "./lexicon/tr.ts";
import uk from "./lexicon/uk.ts";
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
