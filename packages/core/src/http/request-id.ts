const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `X-Request-Id` when it is a sane token, otherwise a fresh UUID. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
}

/**
 * Whether only the client may keep an answer so marked: `no-store`, or `private` for every
 * field. Any other answer may sit in a shared cache (a CDN) and be served to later clients.
 */
function keptByClientOnly(cacheControl: string): boolean {
  return /(?:^|,)\s*(?:no-store|private)\s*(?:,|$)/i.test(cacheControl);
}

/**
 * Sets `cache-control` in a request's header bag. An answer a shared cache may keep loses its
 * `X-Request-Id` there: a CDN would replay one request's id to every later client. The id is
 * still in the access log and on the request's span and log lines. Every cacheable answer
 * gets its `cache-control` here (`conditionalResponse`, `pageResponse`), before its Response
 * exists: reading a Response's headers back would cost the Node bridge its fast path.
 */
export function setCacheControl(headers: Record<string, string>, cacheControl: string): void {
  headers["cache-control"] = cacheControl;
  if (!keptByClientOnly(cacheControl)) delete headers["x-request-id"];
}
