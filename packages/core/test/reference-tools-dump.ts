import type { Catalog } from "../src/catalog/catalog-document.ts";
import { catalogView, withDetailsBase } from "../src/catalog/catalog-view.ts";
import type { ToolsDump } from "../src/catalog/response-schemas.ts";

/**
 * The tools dump as it was built per request before the template: one `JSON.stringify` of
 * the whole document for one root. Every answer must equal it byte for byte, and the bench
 * measures what it cost.
 */
export function referenceDump(catalog: Catalog, root: string): string {
  const view = catalogView(catalog);
  const dump: ToolsDump = {
    directory: catalog.directory,
    lastUpdated: catalog.lastUpdated,
    count: view.publicVendors.length,
    services: view.publicVendors.map((vendor) => withDetailsBase(vendor, root)),
  };
  return JSON.stringify(dump);
}
