import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { cacheBody } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import { loadOnce } from "../http/load-once.ts";
import { openApiDocument } from "./openapi.ts";
import type { SiteFiles } from "./site-files.ts";

/** The document changes only with a deployment. */
const OPENAPI_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * `GET /openapi.json`: built on first request, its component schemas read from `files`,
 * then served from memory. A failed read is tried again on the next request.
 */
export function openApiHandler(deps: {
  taxonomy: TaxonomyIndex;
  basePath: string;
  publicUrl: string | undefined;
  files: SiteFiles;
}): Handler {
  const body = loadOnce(async () => {
    const schemas = await deps.files.openApiSchemas();
    return cacheBody(openApiDocument(deps.taxonomy, deps.basePath, deps.publicUrl, schemas));
  });
  return async (request, _url, _context, headers) =>
    conditionalResponse(request, await body(), OPENAPI_CACHE_CONTROL, headers);
}
