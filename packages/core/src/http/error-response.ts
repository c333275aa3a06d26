import type { Logger } from "../ports.ts";
import { ApiError } from "./api-error.ts";
import { jsonResponse } from "./json-response.ts";

/** `api`: `{ ok, error: { code, message, hint } }`; `ai`: Ask AI's `{ ok, code, message }`. */
export type ErrorFormat = "api" | "ai";

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
  const { unknown, headers } = known.options;
  const body =
    format === "ai"
      ? { ok: false, code: known.code.toLowerCase(), message: known.message }
      : {
          ok: false,
          error: {
            code: known.code,
            message: known.message,
            hint: known.hint,
            ...(unknown ? { unknown } : {}),
          },
        };
  return jsonResponse(body, known.status, {
    ...baseHeaders,
    "cache-control": "no-store",
    ...headers,
  });
}
