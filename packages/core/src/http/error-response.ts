import type { Logger } from "../ports.ts";
import { ApiError, type ErrorFormat } from "./api-error.ts";
import { jsonTextResponse } from "./json-response.ts";

/**
 * The error body for an error, in one place for every endpoint: an `ApiError` answers as
 * itself; anything else was unexpected, is logged with its stack and becomes a generic 500.
 */
export function errorResponse(
  error: unknown,
  logger: Logger,
  format: ErrorFormat,
  baseHeaders: Record<string, string>,
): Response {
  const known =
    error instanceof ApiError
      ? error
      : new ApiError(500, "INTERNAL_ERROR", "The server failed to answer this request.");
  if (known !== error) {
    logger.error("unhandled error", {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  return jsonTextResponse(known.body(format), known.status, {
    ...baseHeaders,
    "cache-control": "no-store",
    ...known.options.headers,
  });
}
