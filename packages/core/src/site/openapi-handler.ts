import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { cacheBody } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import { openApiDocument } from "./openapi.ts";

/** The document changes only with a deployment. */
const OPENAPI_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/** `GET /openapi.json`: built on first request, then served from memory. */
export function openApiHandler(deps: {
  taxonomy: TaxonomyIndex;
  basePath: string;
  publicUrl: string | undefined;
}): Handler {
  let body: ReturnType<typeof cacheBody> | undefined;
  return async (request, _url, _context, headers) => {
    body ??= cacheBody(openApiDocument(deps.taxonomy, deps.basePath, deps.publicUrl));
    return conditionalResponse(request, await body, OPENAPI_CACHE_CONTROL, headers);
  };
}
