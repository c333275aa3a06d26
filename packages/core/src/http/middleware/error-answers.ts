import type { Logger } from "../../ports.ts";
import { ApiError, type ErrorFormat } from "../api-error.ts";
import { errorResponse } from "../error-response.ts";
import type { ResponseHeaders } from "../response-headers.ts";
import type { Middleware } from "./compose.ts";

/** How a route writes its errors: a body shape, or its own answer (`/mcp`'s JSON-RPC). */
export type ErrorWriter = ErrorFormat | ((error: ApiError, headers: ResponseHeaders) => Response);

export interface ErrorAnswersOptions {
  logger: Logger;
  /** @default "api" */
  format?: ErrorWriter;
  /**
   * Called with each `ApiError` answered here (the route's, its units'), so that a route may
   * count its refusals (Ask AI's `grc.ai.refusals`).
   */
  onError?(error: ApiError): void;
}

/**
 * Turns what the units and handler below return or throw into the answer: an `ApiError` in
 * the route's format, anything thrown logged and answered as a generic 500. With the
 * headers gathered so far (CORS, the rate limit's), so that refusals carry them.
 */
export function errorAnswers(options: ErrorAnswersOptions): Middleware {
  const { logger, format = "api", onError } = options;
  const answer = (error: unknown, headers: ResponseHeaders): Response => {
    if (error instanceof ApiError) {
      onError?.(error);
      if (typeof format === "function") return format(error, headers);
    }
    return errorResponse(error, logger, typeof format === "function" ? "api" : format, headers);
  };
  return async (exchange, next) => {
    try {
      const outcome = await next(exchange);
      return outcome instanceof ApiError ? answer(outcome, exchange.headers) : outcome;
    } catch (error) {
      return answer(error, exchange.headers);
    }
  };
}
