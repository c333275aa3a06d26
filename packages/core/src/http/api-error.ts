/** One value given for a parameter that no alias matches, with likely intended slugs. */
export interface UnknownAlias {
  parameter: string;
  value: string;
  suggestions: string[];
}

/** Where every error hint that has nothing more specific to say points. */
export const SPEC_HINT =
  "See /openapi.json for every endpoint, parameter and error code, and /llms.txt for an overview.";

/**
 * The one error type of core: an expected outcome that is not a success (400, 404, 405,
 * 413, 414, 422, 429, 503, 504), built as a value. It is not an `Error`: it captures no stack,
 * since nothing about it is unexpected. Handlers and the functions they call return it;
 * `errorResponse` turns it into the `ApiError` JSON body in one place. A port that can only
 * reject (a site file reader) may reject with one, and it is answered the same way.
 */
export class ApiError {
  readonly name = "ApiError";
  /** Its body in each format, serialized on first use: an error kept as a constant is serialized once. */
  #bodies: Partial<Record<ErrorFormat, string>> = {};
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly hint: string = SPEC_HINT,
    readonly options: { unknown?: UnknownAlias[]; headers?: Record<string, string> } = {},
  ) {}

  /** Its JSON body in `format`. */
  body(format: ErrorFormat): string {
    let body = this.#bodies[format];
    if (body === undefined) {
      body = JSON.stringify(errorBody(this, format));
      this.#bodies[format] = body;
    }
    return body;
  }
}

/** `api`: `{ ok, error: { code, message, hint } }`; `ai`: Ask AI's `{ ok, code, message }`. */
export type ErrorFormat = "api" | "ai";

/** The JSON body of an error in a format. */
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

/** A result that may be an `ApiError` instead of a value. */
export type OrApiError<T> = T | ApiError;
