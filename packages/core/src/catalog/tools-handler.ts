import { siteRoot } from "../http/base-path.ts";
import {
  DUMP_CACHE_CONTROL,
  FALLBACK_CACHE_CONTROL,
  notModified,
} from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import { JSON_CONTENT_TYPE } from "../http/json-response.ts";
import { splicedBody } from "../http/spliced-body.ts";
import type { CatalogSource } from "../ports.ts";
import { catalogView } from "./catalog-view.ts";
import { representationEtag, rootBytes, toolsDumpTemplate } from "./tools-dump.ts";

/**
 * `GET /api/tools.json`: every listed service, public fields only, in name order. The dump
 * is serialized once per catalog version (`toolsDumpTemplate`); a request splices its root
 * into the site-path `detailsPage`s as the body streams, so whatever the Host, no request
 * serializes, hashes or holds a whole dump, and none is kept per origin.
 */
export function toolsHandler(deps: { catalogs: CatalogSource; basePath: string }): Handler {
  return async (request, url, _context, headers) => {
    const { catalog, fallback } = await deps.catalogs.current();
    const template = await toolsDumpTemplate(catalog, catalogView(catalog));
    const root = siteRoot(url, deps.basePath);
    const etag = await representationEtag(template, root);
    const cacheControl = fallback ? FALLBACK_CACHE_CONTROL : DUMP_CACHE_CONTROL;
    const unchanged = notModified(request, etag, cacheControl, headers);
    if (unchanged) return unchanged;
    const { body, length } = splicedBody(template, rootBytes(root));
    headers["content-type"] = JSON_CONTENT_TYPE;
    headers["content-length"] = String(length);
    return new Response(body, { status: 200, headers });
  };
}
