import QuickLRU from "quick-lru";
import type { CachedBody } from "../http/cached-body.ts";
import type { Catalog } from "./catalog-document.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";
import { type PublicVendor, toPublicVendor } from "./vendor-schema.ts";

/** Answers kept per catalog version; an entry is a search body of up to 50 vendors. */
const CACHED_ANSWERS = 500;

/** What one catalog version derives once: the index, public projections, cached answers. */
export interface CatalogView {
  index: SearchIndex;
  /** Public projections in index order; `detailsPage` may still be a site path. */
  publicVendors: readonly PublicVendor[];
  /** Serialized answers by request URL, so a repeated query costs a lookup. */
  answers: QuickLRU<string, Promise<CachedBody>>;
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
      answers: new QuickLRU({ maxSize: CACHED_ANSWERS }),
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
  let answer = view.answers.get(key);
  if (!answer) {
    answer = compute();
    view.answers.set(key, answer);
    answer.catch(() => view.answers.delete(key));
  }
  return answer;
}
