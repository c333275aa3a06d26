import { MULTILINGUAL_TERMS } from "./multilingual-terms.ts";
import { PHRASE_SYNONYMS } from "./phrase-synonyms.ts";
import { REGION_DEMONYMS } from "./region-demonyms.ts";
import { stemToken } from "./stem-token.ts";
import { DIMENSIONS, type Taxonomy } from "./taxonomy.ts";
import type { TaxonomyHit } from "./taxonomy-index.ts";
import type { TermTable } from "./term-table.ts";
import { aliasKey, tokenize } from "./tokenize.ts";

/** Stemmed phrase lookup for free text, derived from one (merged) taxonomy. */
export interface FreeTextLookup {
  /** Stemmed phrase keys (stems joined by `-`) to the tag they name. */
  readonly phrases: ReadonlyMap<string, TaxonomyHit>;
  /**
   * Every leading run of tokens of an exact alias key or a stemmed phrase key (`soc`,
   * `soc-2`, `soc-2-type`...): a span that is none of these cannot grow into a hit.
   */
  readonly prefixes: ReadonlySet<string>;
  /**
   * Phrasings left out because their stemmed key names two tags (the taxonomy's own
   * spellings and the free-text tables alike); exact alias matching still reads them.
   */
  readonly ambiguous: readonly string[];
  /** Table phrasings left out because the taxonomy spells another tag that way. */
  readonly shadowed: readonly string[];
}

const TABLES: readonly TermTable[] = [PHRASE_SYNONYMS, REGION_DEMONYMS, MULTILINGUAL_TERMS];

/** The key free text is compared by: sub-tokens, each stemmed, joined by `-`. */
export function stemmedKey(text: string): string {
  return tokenize(text)
    .flatMap((word) => word.tokens.map(stemToken))
    .join("-");
}

/**
 * Builds the stemmed lookup: the taxonomy's slugs, labels and aliases first (so operator
 * additions are understood inflected too), then the free-text tables for tags the
 * taxonomy has. A key two tags claim serves neither.
 */
export function createFreeTextLookup(taxonomy: Taxonomy): FreeTextLookup {
  const phrases = new Map<string, TaxonomyHit>();
  const claimedByTaxonomy = new Set<string>();
  const ambiguous = new Set<string>();
  const shadowed: string[] = [];
  const prefixes = new Set<string>();
  const addPrefixes = (key: string) => {
    const parts = key.split("-");
    for (let length = 1; length <= parts.length; length++) {
      prefixes.add(parts.slice(0, length).join("-"));
    }
  };

  const claim = (spelling: string, hit: TaxonomyHit, fromTaxonomy: boolean) => {
    const key = stemmedKey(spelling);
    if (!key || ambiguous.has(key)) return;
    const owner = phrases.get(key);
    if (owner && owner.entry !== hit.entry) {
      // A table phrase yields to the taxonomy; two taxonomy spellings cancel each other.
      if (!fromTaxonomy && claimedByTaxonomy.has(key)) {
        shadowed.push(`${spelling} (${hit.dimension}/${hit.entry.slug})`);
        return;
      }
      phrases.delete(key);
      ambiguous.add(key);
      return;
    }
    if (!owner) phrases.set(key, hit);
    addPrefixes(key);
    if (fromTaxonomy) claimedByTaxonomy.add(key);
  };

  for (const dimension of DIMENSIONS) {
    for (const entry of taxonomy[dimension]) {
      for (const spelling of [entry.slug, entry.label, ...entry.aliases]) {
        claim(spelling, { dimension, entry }, true);
        addPrefixes(aliasKey(spelling));
      }
    }
  }
  for (const table of TABLES) {
    for (const dimension of DIMENSIONS) {
      for (const [slug, list] of Object.entries(table[dimension] ?? {})) {
        const entry = taxonomy[dimension].find((e) => e.slug === slug);
        if (!entry) continue;
        for (const phrase of list.split("|")) claim(phrase, { dimension, entry }, false);
      }
    }
  }
  return { phrases, prefixes, ambiguous: [...ambiguous], shadowed };
}
