import { type CachedBody, cacheText } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";

/** Site documents change only with a deployment. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * Serves a generated text document (`/llms.txt`, `/deprecation.md`, …), rendered once per
 * origin (its links are absolute) and answered conditionally.
 */
export function documentHandler(render: (origin: string) => string, contentType: string): Handler {
  const rendered = new Map<string, Promise<CachedBody>>();
  return async (request, url, _context, headers) => {
    let body = rendered.get(url.origin);
    if (!body) {
      body = cacheText(render(url.origin));
      if (rendered.size < 16) rendered.set(url.origin, body);
    }
    return conditionalResponse(request, await body, DOCUMENT_CACHE_CONTROL, headers, contentType);
  };
}
