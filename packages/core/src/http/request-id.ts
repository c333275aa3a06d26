const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `X-Request-Id` when it is a sane token, otherwise a fresh UUID. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
}

/**
 * Whether only the client may keep the answer: `no-store`, or `private` for every field. Any
 * other answer may sit in a shared cache (a CDN) and be served to later clients.
 */
function keptByClientOnly(cacheControl: string | null): boolean {
  return cacheControl !== null && /(?:^|,)\s*(?:no-store|private)\s*(?:,|$)/i.test(cacheControl);
}

/**
 * The answer without its `X-Request-Id` when a shared cache may keep it: a CDN would replay
 * one request's id to every later client. The id is still in the access log and on the
 * request's span and log lines.
 */
export function withoutSharedRequestId(response: Response): Response {
  if (keptByClientOnly(response.headers.get("cache-control"))) return response;
  if (!response.headers.has("x-request-id")) return response;
  try {
    response.headers.delete("x-request-id");
    return response;
  } catch {
    // A Response whose headers are immutable (one passed through from `fetch`).
    const copy = new Response(response.body, response);
    copy.headers.delete("x-request-id");
    return copy;
  }
}
