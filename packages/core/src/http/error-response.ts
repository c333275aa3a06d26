import type { Logger } from "../ports.ts";
import { ApiError } from "./api-error.ts";
import { jsonTextResponse } from "./json-response.ts";

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
  return jsonTextResponse(serializedError(known, format), known.status, {
    ...baseHeaders,
    "cache-control": "no-store",
    ...known.options.headers,
  });
}

/**
 * The JSON body of an error in a format, serialized once per error value: an error made once
 * (the 404 of unknown paths, a parameter's 400) is written from the same string every time,
 * and one made per request is dropped with its request. An `ApiError` is read-only, so its
 * body cannot change.
 */
const serialized = new WeakMap<ApiError, Partial<Record<ErrorFormat, string>>>();

function serializedError(error: ApiError, format: ErrorFormat): string {
  const bodies = serialized.get(error) ?? {};
  if (bodies[format] === undefined) {
    bodies[format] = JSON.stringify(errorBody(error, format));
    serialized.set(error, bodies);
  }
  return bodies[format];
}

function errorBody(error: ApiError, format: ErrorFormat): object {
  if (format === "ai") return { ok: false, code: error.code.toLowerCase(), message: error.message };
  const { unknown } = error.options;
  return {
    ok: false,
    error: {
      code: error.code,
      message: error.message,
      hint: error.hint,
      ...(unknown ? { unknown } : {}),
    },
  };
}
