import af from "./lexicon/af.ts";
import bg from "./lexicon/bg.ts";
import bn from "./lexicon/bn.ts";
import ca from "./lexicon/ca.ts";
import cy from "./lexicon/cy.ts";
import da from "./lexicon/da.ts";
import et from "./lexicon/et.ts";
import fa from "./lexicon/fa.ts";
import fi from "./lexicon/fi.ts";
import he from "./lexicon/he.ts";
import hr from "./lexicon/hr.ts";
import hu from "./lexicon/hu.ts";
import hy from "./lexicon/hy.ts";
import id from "./lexicon/id.ts";
import is from "./lexicon/is.ts";
import ka from "./lexicon/ka.ts";
import type { LexiconInput } from "./lexicon/lexicon-schema.ts";
import lt from "./lexicon/lt.ts";
import lv from "./lexicon/lv.ts";
import mk from "./lexicon/mk.ts";
import ms from "./lexicon/ms.ts";
import no from "./lexicon/no.ts";
import ro from "./lexicon/ro.ts";
import ru from "./lexicon/ru.ts";
import sk from "./lexicon/sk.ts";
import sl from "./lexicon/sl.ts";
import sq from "./lexicon/sq.ts";
import sr from "./lexicon/sr.ts";
import sw from "./lexicon/sw.ts";
import ta from "./lexicon/ta.ts";
import th from "./lexicon/th.ts";
import tl from "./lexicon/tl.ts";
import ur from "./lexicon/ur.ts";
import vi from "./lexicon/vi.ts";
import { WORKER_LEXICONS } from "./worker-lexicons.ts";

/**
 * Every lexicon shipped, English first: those a Worker reads by default (`WORKER_LEXICONS`) and
 * Danish, Norwegian, Finnish, Hungarian, Romanian, Russian, Hebrew, Vietnamese, Thai,
 * Indonesian, Catalan, Croatian, Slovak, Slovenian, Lithuanian, Latvian, Estonian, Bulgarian,
 * Serbian, Macedonian, Persian, Urdu, Swahili, Malay, Tagalog, Icelandic, Afrikaans,
 * Albanian, Bengali, Tamil, Georgian, Armenian and Welsh. The default of every runtime but a
 * Worker (`DEFAULT_LEXICONS`); a Worker passes it to `createWorker({ lexicons })` to read them
 * all.
 */
export const ALL_LEXICONS: readonly LexiconInput[] = [
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
  bn,
  ta,
  ka,
  hy,
  cy,
];
