import type { Middleware } from "./middleware/compose.ts";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `X-Request-Id` when it is a sane token, otherwise a fresh UUID. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && ACCEPTABLE.test(given) ? given : crypto.randomUUID();
}

/**
 * The request's id (the runtime's, `context.requestId`, else `requestIdFor`) in its answer's
 * `X-Request-Id`, where the units after it (the trace, log lines) read it. A cacheable
 * answer drops it again (`setCacheControl`).
 */
export function requestId(): Middleware {
  return (exchange, next) => {
    exchange.headers["x-request-id"] = exchange.context.requestId ?? requestIdFor(exchange.request);
    return next(exchange);
  };
}
