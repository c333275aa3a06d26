import { setCacheControl } from "./cache-control.ts";
import { type CachedBody, responseBody } from "./cached-body.ts";
import { ifNoneMatchHits } from "./etag.ts";
import { JSON_CONTENT_TYPE } from "./json-response.ts";

/** Search answers: browsers may reuse a minute, CDNs five, and serve stale while refreshing. */
export const SEARCH_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=60";
/** The tools dump changes only with the catalog. */
export const DUMP_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=300";
/**
 * An answer from the fallback catalog while the live one has not loaded yet: kept by no
 * cache, so the live catalog shows everywhere as soon as it loads.
 */
export const FALLBACK_CACHE_CONTROL = "no-store";

/**
 * A 200 with the cached body, or a 304 when the client already holds it. `headers` is the
 * request's own header bag: it is completed in place, the hottest path has no copy.
 */
export function conditionalResponse(
  request: Request,
  body: CachedBody,
  cacheControl: string,
  headers: Record<string, string>,
  contentType = JSON_CONTENT_TYPE,
): Response {
  const unchanged = notModified(request, body.etag, cacheControl, headers);
  if (unchanged) return unchanged;
  headers["content-type"] = contentType;
  return new Response(responseBody(body), { status: 200, headers });
}

/**
 * Sets the validators (`etag`, `cache-control`) in `headers` and answers 304 when the
 * client already holds `etag`; null when the body is to be sent.
 */
function notModified(
  request: Request,
  etag: string,
  cacheControl: string,
  headers: Record<string, string>,
): Response | null {
  headers.etag = etag;
  setCacheControl(headers, cacheControl);
  return ifNoneMatchHits(request.headers.get("if-none-match"), etag)
    ? new Response(null, { status: 304, headers })
    : null;
}
