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
 * The one error type of core. Handlers throw it; `errorResponse` turns it into the
 * `ApiError` JSON body in one place.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly hint: string = SPEC_HINT,
    readonly options: { unknown?: UnknownAlias[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}
