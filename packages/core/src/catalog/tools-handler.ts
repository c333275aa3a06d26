import { siteRoot } from "../http/base-path.ts";
import { cacheBody } from "../http/cached-body.ts";
import { conditionalResponse, DUMP_CACHE_CONTROL } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import type { CatalogSource } from "../ports.ts";
import { cachedAnswer, catalogView, withDetailsBase } from "./catalog-view.ts";
import type { ToolsDump } from "./response-schemas.ts";

/** `GET /api/tools.json`: every listed service, public fields only, in name order. */
export function toolsHandler(deps: { catalogs: CatalogSource; basePath: string }): Handler {
  return async (request, url, _context, headers) => {
    const { catalog } = await deps.catalogs.current();
    const view = catalogView(catalog);
    const root = siteRoot(url, deps.basePath);
    const body = await cachedAnswer(view, `tools:${root}`, () => {
      const dump: ToolsDump = {
        directory: catalog.directory,
        lastUpdated: catalog.lastUpdated,
        count: view.publicVendors.length,
        services: view.publicVendors.map((vendor) => withDetailsBase(vendor, root)),
      };
      return cacheBody(dump);
    });
    return conditionalResponse(request, body, DUMP_CACHE_CONTROL, headers);
  };
}
