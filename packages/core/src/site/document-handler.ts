import { siteRoot } from "../http/base-path.ts";
import { DOCUMENT_CACHE_BYTES } from "../http/cache-budgets.ts";
import { bodyCache, cacheText } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";

/** Site documents change only with a deployment. */
const DOCUMENT_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * Serves a generated text document (`/llms.txt`, `/deprecation.md`, …), rendered once per
 * origin (its links are absolute, under `basePath`) and answered conditionally. `render`
 * gets the directory's root URL (`siteRoot`). Without `publicUrl` the origins come from
 * the Host header, so the copies are kept least recently used first out within
 * `DOCUMENT_CACHE_BYTES`: made-up hosts cannot grow memory, and a real origin pushed out
 * is rendered again. `rendered` is for tests that watch it.
 */
export function documentHandler(
  render: (root: string) => string,
  contentType: string,
  basePath: string,
  rendered = bodyCache(DOCUMENT_CACHE_BYTES),
): Handler {
  return async (request, url, _context, headers) => {
    let body = rendered.get(url.origin);
    if (!body) {
      body = await cacheText(render(siteRoot(url, basePath)));
      rendered.set(url.origin, body);
    }
    return conditionalResponse(request, body, DOCUMENT_CACHE_CONTROL, headers, contentType);
  };
}
