import * as v from "valibot";
import { type Catalog, readCatalogDocument } from "./catalog-document.ts";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import {
  mergeTaxonomy,
  type TaxonomyAdditions,
  TaxonomyAdditionsSchema,
} from "./taxonomy-additions.ts";
import { createTaxonomyIndex, TaxonomyError, type TaxonomyIndex } from "./taxonomy-index.ts";

/** A validated catalog and the taxonomy (built-in plus additions) it was validated with. */
export interface LoadedCatalog {
  catalog: Catalog;
  taxonomy: TaxonomyIndex;
}

/** Validates operator-supplied taxonomy additions. */
export function parseTaxonomyAdditions(additions: TaxonomyAdditions | undefined) {
  if (additions === undefined) return undefined;
  const result = v.safeParse(TaxonomyAdditionsSchema, additions);
  if (result.success) return result.output;
  const problems = result.issues.map(
    (issue) => `${issue.path?.map((p) => p.key).join(".") ?? "taxonomy"}: ${issue.message}`,
  );
  throw new TaxonomyError(`Invalid taxonomy additions:\n  - ${problems.join("\n  - ")}`);
}

/**
 * Loads a catalog document: checks its shape, merges the built-in taxonomy with the given
 * additions and the document's own `taxonomy`, and resolves every vendor tag to a slug.
 * Throws `CatalogValidationError` (naming each bad record and field) or `TaxonomyError`.
 */
export function loadCatalog(document: unknown, additions?: TaxonomyAdditions): LoadedCatalog {
  return readCatalogDocument(document, (own) =>
    createTaxonomyIndex(mergeTaxonomy(defaultTaxonomy, parseTaxonomyAdditions(additions), own)),
  );
}
