import type { Logger } from "../../ports.ts";
import { ApiError, type ErrorFormat } from "../api-error.ts";
import { errorResponse } from "../error-response.ts";
import { malformedQuery } from "../malformed-query.ts";
import type { Middleware } from "./compose.ts";

/** Longer query strings are refused before any parsing (no contract parameter needs more). */
export const MAX_QUERY_STRING = 8192;

const TOO_LONG = new ApiError(
  414,
  "URI_TOO_LONG",
  `The query string is longer than ${MAX_QUERY_STRING} characters.`,
);

export interface QueryGuardOptions {
  logger: Logger;
  /**
   * The error body's shape: the one of the path's other errors in the HTTP API's shapes
   * (`/mcp`, whose protocol errors are JSON-RPC, answers these as the API does).
   * @default "api"
   */
  format?: ErrorFormat;
}

/**
 * A query string no route may read: over `MAX_QUERY_STRING` characters (414), or not valid
 * percent-encoded UTF-8 (400 `MALFORMED_QUERY`). Refused before the methods and the rate
 * limit, answered here in the route's error shape.
 */
export function queryGuard(options: QueryGuardOptions): Middleware {
  const { logger, format = "api" } = options;
  return (exchange, next) => {
    const { search } = exchange.url;
    if (search === "") return next(exchange);
    const refused = search.length > MAX_QUERY_STRING ? TOO_LONG : malformedQuery(search);
    if (!refused) return next(exchange);
    return Promise.resolve(errorResponse(refused, logger, format, exchange.headers));
  };
}
