import QuickLRU from "quick-lru";
import { siteRoot } from "../http/base-path.ts";
import { type CachedBody, cacheText } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";

/** Site documents change only with a deployment. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * Serves a generated text document (`/llms.txt`, `/deprecation.md`, …), rendered once per
 * origin (its links are absolute, under `basePath`) and answered conditionally. `render`
 * gets the directory's root URL (`siteRoot`). The origins come from the Host header, so
 * the most recently used 16 are kept: requests with made-up hosts cannot push the real
 * one out for good.
 */
export function documentHandler(
  render: (root: string) => string,
  contentType: string,
  basePath: string,
): Handler {
  const rendered = new QuickLRU<string, Promise<CachedBody>>({ maxSize: 16 });
  return async (request, url, _context, headers) => {
    let body = rendered.get(url.origin);
    if (!body) {
      body = cacheText(render(siteRoot(url, basePath)));
      rendered.set(url.origin, body);
    }
    return conditionalResponse(request, await body, DOCUMENT_CACHE_CONTROL, headers, contentType);
  };
}
