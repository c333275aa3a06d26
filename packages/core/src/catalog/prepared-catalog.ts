import { type CorpusProblem, corpusProblem } from "../ai/corpus.ts";
import { type RetrievalIndex, retrievalIndexSteps } from "../ai/retrieval.ts";
import { type Pause, runInSlices, type Steps } from "../async/run-in-slices.ts";
import type { EarlierVendor } from "./canonical-vendors.ts";
import { type CatalogCaches, catalogCaches } from "./catalog-caches.ts";
import type { Catalog } from "./catalog-document.ts";
import { type SearchIndex, searchIndexSteps } from "./search-index.ts";
import { serializeToolsDump } from "./tools-dump.ts";
import { type PublicVendor, toPublicVendor } from "./vendor-schema.ts";

/**
 * One catalog version, prepared: the catalog itself, everything requests derive from it
 * (the search index, positions by slug, Ask AI's retrieval index), and the answers
 * computed from it so far (`caches`). Handlers receive it from the `CatalogSource`; when a
 * new version replaces it, it becomes garbage whole, its caches with it.
 */
export interface PreparedCatalog extends Catalog {
  /** Exact-tag search over the vendors in name order (`index.vendors`). */
  readonly index: SearchIndex;
  /**
   * The public projection of the vendor at an index position, made when asked for (a version
   * keeps no second object per vendor): its `detailsPage` absolute under `root` when given,
   * else possibly a site path (`toPublicVendor`).
   */
  publicVendor(position: number, root?: string): PublicVendor | undefined;
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

/**
 * Builds everything requests derive from one catalog version, once, when it loads: the
 * search index over the vendors in name order, their positions by slug, and Ask AI's
 * retrieval index. No request builds any of it (at 100,000 vendors that
 * takes seconds). With `pause`, the work runs in slices of about `SLICE_BUDGET_MS` with a
 * pause between them (`runInSlices`): a live source yields to the catalog still serving. A
 * `CatalogSource` calls it once per version and serves what it returns.
 */
export async function prepareCatalog(catalog: Catalog, pause?: Pause): Promise<PreparedCatalog> {
  const index = await runInSlices(searchIndexSteps(catalog), pause);
  const positionOfSlug = await runInSlices(positionSteps(index), pause);
  const retrieval = await runInSlices(retrievalIndexSteps(index.vendors), pause);
  const problems = new Map<string | undefined, Promise<CorpusProblem>>();
  return {
    ...catalog,
    index,
    publicVendor(position, root) {
      const vendor = index.vendors[position];
      return vendor && toPublicVendor(vendor, root);
    },
    positionOfSlug,
    retrieval,
    caches: catalogCaches((root) => serializeToolsDump(catalog, index.vendors, root)),
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

/** The vendor of `slug` in a prepared version, if it has one. */
export function vendorOfSlug(prepared: PreparedCatalog): EarlierVendor {
  return (slug) => {
    const position = prepared.positionOfSlug.get(slug);
    return position === undefined ? undefined : prepared.index.vendors[position];
  };
}

/** Vendors placed between two places where `positionSteps` may stop. */
const VENDORS_PER_STEP = 2_000;

/** The index positions of the vendors by slug, in slices. */
function* positionSteps(index: SearchIndex): Steps<ReadonlyMap<string, number>> {
  const positionOfSlug = new Map<string, number>();
  for (const [position, vendor] of index.vendors.entries()) {
    if (position % VENDORS_PER_STEP === 0 && position > 0) yield;
    positionOfSlug.set(vendor.slug, position);
  }
  return positionOfSlug;
}
