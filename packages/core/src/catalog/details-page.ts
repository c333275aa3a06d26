/**
 * A vendor's details page under the directory's root URL (`siteRoot`: the origin the request
 * came to plus the `basePath` prefix): the catalog's `detailsPage`, else the vendor's own
 * `/vendors/{slug}`. A site path names a page of the directory's own site, like the
 * `/grc-services/...` pages, so when the directory is mounted under `/directory` it is
 * `https://host/directory/vendors/x`, not a path of the host app: the same catalog then works
 * mounted or not. Absolute URLs (the operator's own pages) are kept as they are; with no
 * `root`, a site path stays a path.
 */
export function detailsPageOf(vendor: { slug: string; detailsPage?: string }, root = ""): string {
  return detailsPageUnder(vendor.detailsPage ?? `/vendors/${vendor.slug}`, root);
}

/** A details page under `root`: a site path made absolute, an absolute URL as it is. */
export function detailsPageUnder(detailsPage: string, root: string): string {
  return detailsPage.startsWith("/") ? root + detailsPage : detailsPage;
}
