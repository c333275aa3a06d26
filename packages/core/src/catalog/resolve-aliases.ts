import { ApiError, type OrApiError, type UnknownAlias } from "../http/api-error.ts";
import type { Dimension } from "./taxonomy.ts";
import type { TaxonomyIndex } from "./taxonomy-index.ts";

/** Values given for one parameter, to be resolved in one dimension. */
export interface AliasRequest {
  dimension: Dimension;
  parameter: string;
  values: readonly string[];
}

const ECHO_LIMIT = 100;

/**
 * Resolves every value to its canonical slug (deduplicated, in the order given). All
 * unknown values are reported at once: a 422 `UNKNOWN_ALIAS` whose `error.unknown` holds
 * each one with its suggestions.
 */
export function resolveAliases(
  requests: readonly AliasRequest[],
  taxonomy: TaxonomyIndex,
  example: string,
): OrApiError<Record<Dimension, string[]>> {
  const slugs: Record<Dimension, string[]> = { frameworks: [], regions: [], serviceTypes: [] };
  const unknown: UnknownAlias[] = [];
  for (const { dimension, parameter, values } of requests) {
    for (const value of values) {
      const entry = taxonomy.resolve(dimension, value);
      if (!entry) {
        const suggestions = taxonomy.suggest(dimension, value);
        unknown.push({ parameter, value: value.slice(0, ECHO_LIMIT), suggestions });
      } else if (!slugs[dimension].includes(entry.slug)) {
        slugs[dimension].push(entry.slug);
      }
    }
  }
  const [first] = unknown;
  if (!first) return slugs;
  const more = unknown.length > 1 ? ` and ${unknown.length - 1} more` : "";
  const guess = first.suggestions[0];
  return new ApiError(
    422,
    "UNKNOWN_ALIAS",
    `Unknown ${first.parameter} value ${JSON.stringify(first.value)}${more}.`,
    guess
      ? `Did you mean ${first.parameter}=${guess}? Suggestions for every unknown value are in error.unknown; accepted slugs are listed in /openapi.json.`
      : `Values are lowercase hyphenated slugs or their aliases, listed in /openapi.json. Example: ${example}`,
    { unknown },
  );
}
