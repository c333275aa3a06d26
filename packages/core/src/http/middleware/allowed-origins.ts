import { ApiError } from "../api-error.ts";
import type { Middleware } from "./compose.ts";

/**
 * Refuses a browser request (one with `Origin`) that `cors` granted no origin, with 403
 * `ORIGIN_NOT_ALLOWED`: a form or `text/plain` POST skips the preflight, so withholding the
 * answer from the browser alone would still spend it. Requests without `Origin` (servers)
 * pass. `basePath` is put back in front of the path the message names.
 */
export function allowedOrigins(basePath = ""): Middleware {
  return (exchange, next) => {
    const origin = exchange.request.headers.get("origin");
    if (origin === null || exchange.headers["access-control-allow-origin"] !== undefined) {
      return next(exchange);
    }
    const path = `${basePath}${exchange.url.pathname}`;
    return Promise.resolve(
      new ApiError(
        403,
        "ORIGIN_NOT_ALLOWED",
        `Pages on ${origin.slice(0, 100)} may not call ${path}: it answers its own site and the origins its operator lists.`,
        "Call it from a server (without Origin), or ask the operator to list your origin.",
      ),
    );
  };
}
