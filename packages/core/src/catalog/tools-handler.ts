import { cacheBody } from "../http/cached-body.ts";
import { conditionalResponse, DUMP_CACHE_CONTROL } from "../http/conditional-response.ts";
import type { ResponseHeaders } from "../http/response-headers.ts";
import type { CatalogSource, RequestContext } from "../ports.ts";
import { cachedAnswer, catalogView, withDetailsOrigin } from "./catalog-view.ts";
import type { ToolsDump } from "./response-schemas.ts";

/** `GET /api/tools.json`: every listed service, public fields only, in name order. */
export function toolsHandler(deps: { catalogs: CatalogSource }) {
  return async (
    request: Request,
    url: URL,
    _context: RequestContext,
    headers: ResponseHeaders,
  ): Promise<Response> => {
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
