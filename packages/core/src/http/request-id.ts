const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `X-Request-Id` when it is a sane token, otherwise a fresh UUID. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
}
