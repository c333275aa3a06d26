import * as v from "valibot";
import type { OrApiError } from "../http/api-error.ts";
import {
  groupParams,
  once,
  parameterRefusals,
  parseParams,
  quoteName,
} from "../http/query-params.ts";
import { decodeSearchCursor } from "./search-cursor.ts";

export const MAX_VALUES_PER_FILTER = 10;
export const MAX_QUERY_LENGTH = 500;
export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 50;

/** Names that also mean `service_type`. */
export const SERVICE_TYPE_ALIASES = ["service_types", "type", "types"] as const;

export const SEARCH_EXAMPLE = "/api/v1/search?framework=iso-27001&region=de&limit=10";

/** `limit`: a whole number from 1 to 50, written plainly. */
export const LimitSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, "INVALID_LIMIT"),
  v.transform(Number),
  v.minValue(1, "INVALID_LIMIT"),
  v.maxValue(MAX_LIMIT, "INVALID_LIMIT"),
);

/** How to go on from a cursor that is not one the API issued, or not for this search. */
export const CURSOR_HINT =
  "Follow `next` from the previous answer unchanged, or leave cursor out to start over.";

/** `cursor`: one the API issued (`next` of an answer), read; anything else is `INVALID_CURSOR`. */
const CursorSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const cursor = decodeSearchCursor(dataset.value);
    if (cursor) return cursor;
    addIssue({ message: "INVALID_CURSOR" });
    return NEVER;
  }),
);

const filterValues = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.nonEmpty("EMPTY_FILTER"))),
  v.maxLength(MAX_VALUES_PER_FILTER, "TOO_MANY_VALUES"),
);

/**
 * The query string of a catalog search, each parameter as the list of its values.
 * Issue messages are our error codes; `searchQueryError` words them.
 */
export const SearchQuerySchema = v.strictObject(
  {
    framework: v.optional(filterValues),
    region: v.optional(filterValues),
    service_type: v.optional(filterValues),
    q: v.optional(
      once(
        v.pipe(
          v.string(),
          v.maxGraphemes(MAX_QUERY_LENGTH, "QUERY_TOO_LONG"),
          v.trim(),
          v.nonEmpty("EMPTY_FILTER"),
        ),
      ),
    ),
    limit: v.optional(once(LimitSchema)),
    cursor: v.optional(once(CursorSchema)),
  },
  "UNKNOWN_PARAMETER",
);
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

const GROUPING = {
  rename: Object.fromEntries(SERVICE_TYPE_ALIASES.map((name) => [name, "service_type"])),
  splitCommas: new Set(["framework", "region", "service_type", ...SERVICE_TYPE_ALIASES]),
};

function describe(code: string, parameter: string): { message: string; hint: string } {
  const name = quoteName(parameter);
  switch (code) {
    case "UNKNOWN_PARAMETER":
      return {
        message: `Unknown query parameter ${name}.`,
        hint: `Accepted: framework, region, service_type (or service_types, type, types), q, limit, cursor. Example: ${SEARCH_EXAMPLE}`,
      };
    case "REPEATED_PARAMETER":
      return {
        message: `${name} may be given only once.`,
        hint: "Repeat framework, region or service_type to AND several values; q, limit and cursor take one value.",
      };
    case "TOO_MANY_VALUES":
      return {
        message: `${name} takes at most ${MAX_VALUES_PER_FILTER} values.`,
        hint: `Narrow the filter. Example: ${SEARCH_EXAMPLE}`,
      };
    case "EMPTY_FILTER":
      return {
        message: `${name} has an empty value.`,
        hint: `Give a value or leave the parameter out. Example: ${SEARCH_EXAMPLE}`,
      };
    case "QUERY_TOO_LONG":
      return {
        message: `q is longer than ${MAX_QUERY_LENGTH} characters.`,
        hint: "Shorten the question, or use the framework, region and service_type filters.",
      };
    case "INVALID_CURSOR":
      return {
        message: "cursor is not a cursor this API issued: it is malformed, cut or changed.",
        hint: CURSOR_HINT,
      };
    default:
      return {
        message: `limit must be a whole number from 1 to ${MAX_LIMIT}.`,
        hint: `Leave limit out for ${DEFAULT_LIMIT}. Example: ${SEARCH_EXAMPLE}`,
      };
  }
}

const refuse = parameterRefusals(SearchQuerySchema, describe);

/**
 * Validates a search query string; every problem is a 400 with its own code. The service
 * type aliases fold into `service_type`, and filter values may be comma-separated.
 */
export function parseSearchQuery(params: URLSearchParams): OrApiError<SearchQuery> {
  return parseParams(SearchQuerySchema, groupParams(params, GROUPING), refuse);
}
