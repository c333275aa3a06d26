import type { Catalog } from "../catalog/catalog-document.ts";
import type { CatalogView } from "../catalog/catalog-view.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { keptPerObject } from "../kept-per-object.ts";
import type { TurnFilters } from "./conversation-token.ts";
import { type Retrieved, retrieve } from "./retrieval.ts";

/** Retrievals kept per catalog version. */
const MAX_ENTRIES = 1_000;

/**
 * Freezes what a kept retrieval shares with later answers (itself, its lists, its candidate
 * records), so that a responder changing its input fails loudly rather than changing the
 * next asker's answer.
 */
function frozen(found: Retrieved): Retrieved {
  for (const vendor of found.vendors) Object.freeze(vendor);
  for (const part of [found.filters, found.signals]) {
    for (const list of Object.values(part)) Object.freeze(list);
    Object.freeze(part);
  }
  Object.freeze(found.vendors);
  return Object.freeze(found);
}

/**
 * `retrieve` with the last retrievals of each catalog version kept. A retrieval is a pure
 * function of the question, the previous turn's filters, the catalog and the site root, and
 * the same question comes again often (a suggested prompt, a retry, many visitors); a kept
 * one is the very object computed the first time, frozen.
 * A new catalog version starts with none: the old version's go with it.
 */
export function retrievalMemo(taxonomy: TaxonomyIndex) {
  const kept = keptPerObject<Catalog, Retrieved>(MAX_ENTRIES);
  return (
    message: string,
    previous: TurnFilters | undefined,
    catalog: Catalog,
    view: CatalogView,
    root: string,
  ): Retrieved =>
    kept(catalog, JSON.stringify([message, previous ?? null, root]), () =>
      frozen(retrieve(message, previous, catalog, view, taxonomy, root)),
    );
}
