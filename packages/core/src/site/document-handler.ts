import { type CachedBody, cacheText } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { ResponseHeaders } from "../http/response-headers.ts";
import type { RequestContext } from "../ports.ts";

/** Site documents change only with a deployment. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * Serves a generated text document (`/llms.txt`, `/deprecation.md`, …), rendered once per
 * origin (its links are absolute) and answered conditionally.
 */
export function documentHandler(render: (origin: string) => string, contentType: string) {
  const rendered = new Map<string, Promise<CachedBody>>();
  return async (
    request: Request,
    url: URL,
    _context: RequestContext,
    headers: ResponseHeaders,
  ): Promise<Response> => {
    let body = rendered.get(url.origin);
    if (!body) {
      body = cacheText(render(url.origin));
      if (rendered.size < 16) rendered.set(url.origin, body);
    }
    return conditionalResponse(request, await body, DOCUMENT_CACHE_CONTROL, headers, contentType);
  };
}
