/** The default reader and readers of every default language but one, for the lexicons' tests. */
import { defaultTaxonomy } from "../src/catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../src/catalog/taxonomy-index.ts";
import { ALL_LEXICONS } from "../src/free-text/all-lexicons.ts";
import { createGazetteerReader } from "../src/free-text/free-text-reader.ts";
import { DEFAULT_FREE_TEXT_SETTINGS } from "../src/free-text/free-text-settings.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);

/** The default taxonomy's reader of every lexicon shipped. */
export const reader = createGazetteerReader(taxonomy);

/** A reader of every default language but one: what a text reads as without its lexicon. */
export const readerWithout = (language: string) =>
  createGazetteerReader(taxonomy, {
    ...DEFAULT_FREE_TEXT_SETTINGS,
    lexicons: ALL_LEXICONS.filter((lexicon) => lexicon.language !== language),
  });
