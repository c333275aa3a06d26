import { siteRoot } from "../http/base-path.ts";
import {
  conditionalResponse,
  DUMP_CACHE_CONTROL,
  FALLBACK_CACHE_CONTROL,
} from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import type { CatalogSource } from "../ports.ts";

/**
 * `GET /api/tools.json`: every listed service, public fields only, in name order. The body
 * and its ETag are made once per catalog version and root URL (`CatalogCaches.toolsDumps`);
 * a revalidation answers 304 from the kept ETag.
 */
export function toolsHandler(deps: { catalogs: CatalogSource; basePath: string }): Handler {
  return async (request, url, _context, headers) => {
    const { catalog, fallback } = await deps.catalogs.current();
    const body = await catalog.caches.toolsDumps.forceFetch(siteRoot(url, deps.basePath));
    const cacheControl = fallback ? FALLBACK_CACHE_CONTROL : DUMP_CACHE_CONTROL;
    // Said here, so that HEAD (answered without the body) says it too.
    headers["content-length"] = String(body.size);
    return conditionalResponse(request, body, cacheControl, headers);
  };
}
