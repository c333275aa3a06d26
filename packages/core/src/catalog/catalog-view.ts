import { BodyCache } from "../http/body-cache.ts";
import { ANSWER_CACHE_BYTES } from "../http/cache-budgets.ts";
import type { CachedBody } from "../http/cached-body.ts";
import type { Catalog } from "./catalog-document.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";
import { type PublicVendor, toPublicVendor } from "./vendor-schema.ts";

/**
 * What one catalog version derives once: the index, public projections, cached search
 * answers. The tools dump is derived once too, beside it (`toolsDumpTemplate`).
 */
export interface CatalogView {
  index: SearchIndex;
  /** Public projections in index order; `detailsPage` may still be a site path. */
  publicVendors: readonly PublicVendor[];
  /** Index positions by vendor slug, for a vendor's own page. */
  positionOfSlug: ReadonlyMap<string, number>;
  /** Serialized search answers by public URL, so a repeated query costs a lookup. */
  answers: BodyCache;
}

const views = new WeakMap<Catalog, CatalogView>();

/** The derived view of a catalog, built on first use of each catalog version. */
export function catalogView(catalog: Catalog): CatalogView {
  let view = views.get(catalog);
  if (!view) {
    const index = buildSearchIndex(catalog);
    view = {
      index,
      publicVendors: index.vendors.map((vendor) =>
        toPublicVendor(vendor, vendor.detailsPage ?? `/vendors/${vendor.slug}`),
      ),
      positionOfSlug: new Map(index.vendors.map((vendor, position) => [vendor.slug, position])),
      answers: new BodyCache(ANSWER_CACHE_BYTES),
    };
    views.set(catalog, view);
  }
  return view;
}

/**
 * Resolves a site-path `detailsPage` (`/vendors/x`) against the directory's root URL: the
 * origin the request came to plus the `basePath` prefix (`siteRoot`). A site path in the
 * catalog names a page of the directory's own site, like the `/grc-services/...` pages,
 * so when the directory is mounted under `/directory` it is `https://host/directory/vendors/x`,
 * not a path of the host app: the same catalog then works mounted or not. The API serves
 * `/vendors/{slug}` itself; absolute URLs (the operator's own pages) are kept as they are.
 */
export function withDetailsBase(vendor: PublicVendor, root: string): PublicVendor {
  return vendor.detailsPage.startsWith("/")
    ? { ...vendor, detailsPage: root + vendor.detailsPage }
    : vendor;
}

/** Answers a request from the view's cache, computing and storing it on a miss. */
export function cachedAnswer(
  view: CatalogView,
  key: string,
  compute: () => Promise<CachedBody>,
): Promise<CachedBody> {
  return view.answers.getOrCompute(key, compute);
}
