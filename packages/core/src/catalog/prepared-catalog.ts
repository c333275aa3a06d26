import { type CorpusProblem, corpusProblem } from "../ai/corpus.ts";
import { buildRetrievalIndex, type RetrievalIndex } from "../ai/retrieval.ts";
import { type CatalogCaches, catalogCaches } from "./catalog-caches.ts";
import type { Catalog } from "./catalog-document.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";
import { serializeToolsDump } from "./tools-dump.ts";
import { type PublicVendor, toPublicVendor } from "./vendor-schema.ts";

/**
 * One catalog version, prepared: the catalog itself, everything requests derive from it
 * (the search index, the public projections, Ask AI's retrieval index), and the answers
 * computed from it so far (`caches`). Handlers receive it from the `CatalogSource`; when a
 * new version replaces it, it becomes garbage whole, its caches with it.
 */
export interface PreparedCatalog extends Catalog {
  /** Exact-tag search over the vendors in name order (`index.vendors`). */
  readonly index: SearchIndex;
  /** Public projections in index order; `detailsPage` may still be a site path. */
  readonly publicVendors: readonly PublicVendor[];
  /** Index positions by vendor slug, for a vendor's own page. */
  readonly positionOfSlug: ReadonlyMap<string, number>;
  /** Ask AI's full-text and fit indexes and the vendor names it compares answers with. */
  readonly retrieval: RetrievalIndex;
  /** Answers computed from this version, each cache bounded. */
  readonly caches: CatalogCaches;
  /**
   * The corpus integrity gate for this version: why Ask AI may not answer from it (empty, or
   * not the `expected` SHA-256), or null. Hashed once per expected digest.
   */
  corpusProblem(expected: string | undefined): Promise<CorpusProblem>;
}

/** Lets the event loop run between stages, so that the catalog in service keeps answering. */
export type Pause = () => Promise<void>;

/**
 * Builds everything requests derive from one catalog version, once, when it loads: the
 * search index over the vendors in name order, their public projections and positions by
 * slug, and Ask AI's retrieval index. No request builds any of it (at 100,000 vendors that
 * takes seconds). `pause` runs between stages: a live source yields to the catalog still
 * serving. A `CatalogSource` calls it once per version and serves what it returns.
 */
export async function prepareCatalog(catalog: Catalog, pause?: Pause): Promise<PreparedCatalog> {
  const index = buildSearchIndex(catalog);
  const publicVendors = index.vendors.map((vendor) =>
    toPublicVendor(vendor, vendor.detailsPage ?? `/vendors/${vendor.slug}`),
  );
  const positionOfSlug = new Map(index.vendors.map((vendor, position) => [vendor.slug, position]));
  await pause?.();
  const retrieval = buildRetrievalIndex(index.vendors);
  await pause?.();
  const problems = new Map<string | undefined, Promise<CorpusProblem>>();
  return {
    ...catalog,
    index,
    publicVendors,
    positionOfSlug,
    retrieval,
    caches: catalogCaches((root) => serializeToolsDump(catalog, publicVendors, root)),
    corpusProblem(expected) {
      let problem = problems.get(expected);
      if (!problem) {
        problem = corpusProblem(catalog, expected);
        problems.set(expected, problem);
      }
      return problem;
    },
  };
}

/** A pause for a macrotask: requests already waiting run before the next stage. */
export const yieldToEventLoop: Pause = () => new Promise((resolve) => setTimeout(resolve, 0));
