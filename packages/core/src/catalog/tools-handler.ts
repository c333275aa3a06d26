import { siteRoot } from "../http/base-path.ts";
import type { CachedBody } from "../http/cached-body.ts";
import {
  conditionalResponse,
  DUMP_CACHE_CONTROL,
  FALLBACK_CACHE_CONTROL,
} from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import type { CatalogSource } from "../ports.ts";
import type { PreparedCatalog } from "./prepared-catalog.ts";

/** The tools dump of `catalog` for `root`, made once per version and root and kept with it. */
export function keptToolsDump(catalog: PreparedCatalog, root: string): Promise<CachedBody> {
  return catalog.caches.toolsDumps.forceFetch(root);
}

/**
 * `GET /api/tools.json`: every listed service, public fields only, in name order. The body
 * and its ETag are made once per catalog version and root URL (`CatalogCaches.toolsDumps`);
 * a revalidation answers 304 from the kept ETag.
 */
export function toolsHandler(deps: { catalogs: CatalogSource; basePath: string }): Handler {
  return async (request, url, _context, headers) => {
    const { catalog, fallback } = await deps.catalogs.current();
    const body = await keptToolsDump(catalog, siteRoot(url, deps.basePath));
    const cacheControl = fallback ? FALLBACK_CACHE_CONTROL : DUMP_CACHE_CONTROL;
    // Said here, so that HEAD (answered without the body) says it too.
    headers["content-length"] = String(body.size);
    return conditionalResponse(request, body, cacheControl, headers);
  };
}
