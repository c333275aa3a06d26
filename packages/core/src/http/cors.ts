import type { ResponseHeaders } from "./response-headers.ts";

/** Headers every `/api` answer carries so that any origin can read it. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "ETag, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id, Deprecation, Sunset, Link",
};

/**
 * Narrows the CORS grant in `headers` (`CORS_HEADERS`, from `baseHeaders`) for an endpoint
 * open to `origins` only. A request whose `Origin` is listed, or is the deployment's own
 * (`url.origin`, the public origin; or a browser's `Sec-Fetch-Site: same-origin`, which
 * pages cannot forge, for a server that does not know its public origin), is granted that
 * origin; any other gets no `Access-Control-*` header, so its browser withholds the answer.
 * `Vary: Origin` says the answer depends on it.
 *
 * Returns false for a browser request from an origin not allowed (the caller refuses it: a
 * form or `text/plain` POST skips the preflight, so withholding the answer alone would still
 * spend it); true otherwise, a request without `Origin` (not a browser's) included.
 */
export function grantAllowedOrigin(
  origins: readonly string[],
  request: Request,
  url: URL,
  headers: ResponseHeaders,
): boolean {
  for (const name of Object.keys(CORS_HEADERS)) delete headers[name];
  headers.vary = "Origin";
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const allowed =
    origin === url.origin ||
    request.headers.get("sec-fetch-site") === "same-origin" ||
    origins.includes(origin);
  if (allowed) Object.assign(headers, CORS_HEADERS, { "access-control-allow-origin": origin });
  return allowed;
}

/**
 * A CORS preflight answer: 204 and `Allow`; when `headers` grant an origin, the allowed
 * methods and headers too, cacheable by the browser for a day.
 */
export function preflightResponse(
  methods: readonly string[],
  request: Request,
  headers: Record<string, string>,
): Response {
  const allow = methods.join(", ");
  if (headers["access-control-allow-origin"] === undefined) {
    return new Response(null, { status: 204, headers: { ...headers, allow } });
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...headers,
      allow,
      "access-control-allow-methods": allow,
      "access-control-allow-headers":
        request.headers.get("access-control-request-headers") ?? "Content-Type",
      "access-control-max-age": "86400",
    },
  });
}
