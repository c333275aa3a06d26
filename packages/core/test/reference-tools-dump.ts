import type { Catalog } from "../src/catalog/catalog-document.ts";
import type { ToolsDump } from "../src/catalog/response-schemas.ts";
import { sortByName } from "../src/catalog/search-index.ts";
import { type PublicVendor, toPublicVendor } from "../src/catalog/vendor-schema.ts";

/** `vendor` with a site-path details page made absolute under `root`, written here afresh. */
export function underRoot(vendor: PublicVendor, root: string): PublicVendor {
  const { detailsPage } = vendor;
  return detailsPage.startsWith("/") ? { ...vendor, detailsPage: `${root}${detailsPage}` } : vendor;
}

/**
 * The tools dump of a catalog for one root, built from the catalog alone: every vendor in
 * name order, public fields, site paths made absolute under the root, one `JSON.stringify`.
 * Every answer must equal it byte for byte.
 */
export function referenceDump(catalog: Catalog, root: string): string {
  const services = sortByName(catalog.vendors).map((vendor) =>
    underRoot(toPublicVendor(vendor), root),
  );
  const dump: ToolsDump = {
    directory: catalog.directory,
    lastUpdated: catalog.lastUpdated,
    count: services.length,
    services,
  };
  return JSON.stringify(dump);
}
