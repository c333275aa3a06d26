import { sharedRateLimit } from "./rate-limit-headers.ts";

/**
 * Whether only the client may keep an answer so marked: `no-store`, or `private` for every
 * field. Any other answer may sit in a shared cache (a CDN) and be served to later clients.
 */
function keptByClientOnly(cacheControl: string): boolean {
  return /(?:^|,)\s*(?:no-store|private)\s*(?:,|$)/i.test(cacheControl);
}

/**
 * Sets `cache-control` in a request's header bag. An answer a shared cache may keep tells no
 * client anything of one request, since a CDN replays it to every later client: it loses its
 * `X-Request-Id` (still in the access log and on the request's span and log lines), and its
 * `RateLimit` says the policy's whole quota rather than this client's count
 * (`sharedRateLimit`). Every cacheable answer gets its `cache-control` here
 * (`conditionalResponse`, `pageResponse`), before its Response exists: reading a Response's
 * headers back would cost the Node bridge its fast path.
 */
export function setCacheControl(headers: Record<string, string>, cacheControl: string): void {
  headers["cache-control"] = cacheControl;
  if (keptByClientOnly(cacheControl)) return;
  delete headers["x-request-id"];
  const policy = headers["ratelimit-policy"];
  if (policy !== undefined) headers.ratelimit = sharedRateLimit(policy);
}

/** Pages whose content changes only with a deployment or a catalog version. */
export const STATIC_PAGE_CACHE = "public, max-age=300";

/** Pages of interest figures, which change as views are counted (rankings are a second old). */
export const TRENDS_CACHE = "public, max-age=60";

/** Answers no cache may keep: market figures, error answers, directory pages (each view counts). */
export const NO_STORE = "no-store";
