/**
 * The lexicons read where none are given in a Worker's script (`#default-lexicons` under the
 * `workerd` condition): `WORKER_LEXICONS`, so that the others stay out of the script (about 80
 * KiB gzip). A Worker reads them all with `createWorker({ lexicons: ALL_LEXICONS })`.
 */
import type { LexiconInput } from "./lexicon/lexicon-schema.ts";
import { WORKER_LEXICONS } from "./worker-lexicons.ts";

/** The languages free text is read in by default in a Worker: `WORKER_LEXICONS`. */
export const DEFAULT_LEXICONS: readonly LexiconInput[] = WORKER_LEXICONS;
