/** Headers every `/api` answer carries so that any origin can read it. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "ETag, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id, Deprecation, Sunset, Link",
};

/** A CORS preflight answer: 204, the allowed methods, cacheable by the browser for a day. */
export function preflightResponse(
  methods: readonly string[],
  request: Request,
  headers: Record<string, string>,
): Response {
  const allow = methods.join(", ");
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
