import { type CachedBody, cacheBody } from "../http/cached-body.ts";
import type { Catalog } from "./catalog-document.ts";
import { withDetailsBase } from "./details-page.ts";
import type { ToolsDump } from "./response-schemas.ts";
import type { PublicVendor } from "./vendor-schema.ts";

/**
 * The tools dump of a catalog version for one root URL (`siteRoot`): every vendor's public
 * fields in name order, site-path details pages made absolute under the root. Serialized
 * with its ETag once per version and root (the prepared catalog keeps it).
 */
export function serializeToolsDump(
  catalog: Pick<Catalog, "directory" | "lastUpdated">,
  publicVendors: readonly PublicVendor[],
  root: string,
): Promise<CachedBody> {
  const dump: ToolsDump = {
    directory: catalog.directory,
    lastUpdated: catalog.lastUpdated,
    count: publicVendors.length,
    services: publicVendors.map((vendor) => withDetailsBase(vendor, root)),
  };
  return cacheBody(dump);
}
