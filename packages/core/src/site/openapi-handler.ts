import { loadOnce } from "../async/load-once.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { cacheText } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";
import type { SiteFiles } from "./site-files.ts";

/** The document changes only with a deployment. */
const OPENAPI_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * `GET /openapi.json`: the deployment's document (`buildOpenApiDocument`), built and
 * serialized on the first request around the parts `files` hold, then served from memory. A
 * failed read is tried again on the next request.
 */
export function openApiHandler(deps: {
  taxonomy: TaxonomyIndex;
  basePath: string;
  publicUrl: string | undefined;
  files: SiteFiles;
}): Handler {
  const body = loadOnce(async () => {
    const parts = await deps.files.openApiParts();
    const { taxonomy, basePath, publicUrl } = deps;
    const document = buildOpenApiDocument(parts, { taxonomy, basePath, publicOrigin: publicUrl });
    return cacheText(JSON.stringify(document));
  });
  return async (request, _url, _context, headers) =>
    conditionalResponse(request, await body(), OPENAPI_CACHE_CONTROL, headers);
}
