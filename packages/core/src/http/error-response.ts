import type { Logger } from "../ports.ts";
import { ApiError } from "./api-error.ts";
import { jsonResponse } from "./json-response.ts";

/** The `ApiError` body for an error; anything that is not an `ApiError` is logged and a 500. */
export function errorResponse(error: unknown, logger: Logger): Response {
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
  const body = {
    ok: false,
    error: {
      code: known.code,
      message: known.message,
      hint: known.hint,
      ...(unknown ? { unknown } : {}),
    },
  };
  return jsonResponse(body, known.status, { "cache-control": "no-store", ...headers });
}
