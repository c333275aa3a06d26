import { cacheBody } from "../http/cached-body.ts";
import { conditionalResponse, DUMP_CACHE_CONTROL } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import type { CatalogSource } from "../ports.ts";
import { cachedAnswer, catalogView, withDetailsOrigin } from "./catalog-view.ts";
import type { ToolsDump } from "./response-schemas.ts";

/** `GET /api/tools.json`: every listed service, public fields only, in name order. */
export function toolsHandler(deps: { catalogs: CatalogSource }): Handler {
  return async (request, url, _context, headers) => {
    const { catalog } = await deps.catalogs.current();
    const view = catalogView(catalog);
    const body = await cachedAnswer(view, `tools:${url.origin}`, () => {
      const dump: ToolsDump = {
        directory: catalog.directory,
        lastUpdated: catalog.lastUpdated,
        count: view.publicVendors.length,
        services: view.publicVendors.map((vendor) => withDetailsOrigin(vendor, url.origin)),
      };
      return cacheBody(dump);
    });
    return conditionalResponse(request, body, DUMP_CACHE_CONTROL, headers);
  };
}
