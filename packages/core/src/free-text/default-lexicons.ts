/**
 * The lexicons read where none are given (`#default-lexicons`, every runtime but a Worker):
 * every lexicon shipped. A Worker's script resolves `#default-lexicons` to
 * `default-lexicons.worker.ts` instead (the `workerd` condition), so that the lexicons it does
 * not read by default stay out of its script.
 */
import { ALL_LEXICONS } from "./all-lexicons.ts";
import type { LexiconInput } from "./lexicon/lexicon-schema.ts";

/** The languages free text is read in by default: `ALL_LEXICONS` (a Worker: `WORKER_LEXICONS`). */
export const DEFAULT_LEXICONS: readonly LexiconInput[] = ALL_LEXICONS;
