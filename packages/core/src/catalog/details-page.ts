import type { PublicVendor } from "./vendor-schema.ts";

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
    ? { ...vendor, detailsPage: detailsPageUnder(vendor.detailsPage, root) }
    : vendor;
}

/** A details page as `withDetailsBase` resolves it: a site path under `root`, else as it is. */
export function detailsPageUnder(detailsPage: string, root: string): string {
  return detailsPage.startsWith("/") ? root + detailsPage : detailsPage;
}
