import * as v from "valibot";
import { resolveAliases } from "../catalog/resolve-aliases.ts";
import { DEFAULT_LIMIT, LimitSchema, MAX_LIMIT } from "../catalog/search-query.ts";
import type { TaxonomyEntry } from "../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { ApiError, type OrApiError } from "../http/api-error.ts";
import {
  groupParams,
  once,
  parameterRefusals,
  parseParams,
  quoteName,
} from "../http/query-params.ts";
import type { InterestKind } from "../ports.ts";

export const POINT_EXAMPLE = "/api/v1/market?framework=iso-27001&region=de";
export const RANKING_EXAMPLE = "/api/v1/market?dimension=frameworks&window=90d";
const BOTH_EXAMPLES = `Point lookup: ${POINT_EXAMPLE}. Ranking: ${RANKING_EXAMPLE}.`;

const DIMENSIONS = ["frameworks", "regions", "combinations"] as const;
export type RankingDimension = (typeof DIMENSIONS)[number];

/**
 * A point lookup's tag: one value. A comma list (`iso-27001,soc-2`) names several, like a
 * repeated parameter, and is refused the same way rather than read as one unknown alias.
 */
const tag = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("EMPTY_FILTER"),
  v.check((value) => !value.includes(","), "REPEATED_PARAMETER"),
);

/** The market query string; issue messages are our error codes. Every parameter is single. */
export const MarketQuerySchema = v.strictObject(
  {
    framework: v.optional(once(tag)),
    region: v.optional(once(tag)),
    dimension: v.optional(once(v.picklist(DIMENSIONS, "INVALID_DIMENSION"))),
    window: v.optional(once(v.picklist(["30d", "90d"], "INVALID_WINDOW"))),
    days: v.optional(
      once(
        v.pipe(
          v.string(),
          v.regex(/^(30|90)d?$/, "INVALID_WINDOW"),
          v.transform((days) => (days.endsWith("d") ? days : `${days}d`) as "30d" | "90d"),
        ),
      ),
    ),
    limit: v.optional(once(LimitSchema)),
  },
  "UNKNOWN_PARAMETER",
);

/** A validated market request. */
export type MarketPlan =
  | {
      mode: "point";
      window: "30d" | "90d";
      windowDays: number;
      framework?: TaxonomyEntry;
      region?: TaxonomyEntry;
    }
  | {
      mode: "ranking";
      window: "30d" | "90d";
      windowDays: number;
      dimension: RankingDimension;
      limit: number;
    };

/** The kind of interest key a plan reads. */
export function planKind(plan: MarketPlan): InterestKind {
  if (plan.mode === "ranking") {
    return plan.dimension === "frameworks"
      ? "framework"
      : plan.dimension === "regions"
        ? "region"
        : "combination";
  }
  if (plan.framework && plan.region) return "combination";
  return plan.framework ? "framework" : "region";
}

function describe(code: string, parameter: string): { message: string; hint: string } {
  const name = quoteName(parameter);
  switch (code) {
    case "UNKNOWN_PARAMETER":
      return {
        message: `Unknown query parameter ${name}.`,
        hint: `Accepted: framework, region (point lookup), dimension, limit (ranking), window or days. ${BOTH_EXAMPLES}`,
      };
    case "REPEATED_PARAMETER":
      return {
        message: `${name} takes one value: give it once, without a comma list.`,
        hint: `A market lookup names at most one framework and one region. ${BOTH_EXAMPLES}`,
      };
    case "EMPTY_FILTER":
      return { message: `${name} has an empty value.`, hint: BOTH_EXAMPLES };
    case "INVALID_DIMENSION":
      return {
        message: "dimension must be one of frameworks, regions, combinations.",
        hint: `Example: ${RANKING_EXAMPLE}`,
      };
    case "INVALID_WINDOW":
      return {
        message: `${name} must be ${parameter === "days" ? "30 or 90 (optionally with a trailing d)" : "30d or 90d"}.`,
        hint: "Leave it out for the default, 30d.",
      };
    default:
      return {
        message: `limit must be a whole number from 1 to ${MAX_LIMIT}.`,
        hint: `Leave limit out for ${DEFAULT_LIMIT}. Example: ${RANKING_EXAMPLE}`,
      };
  }
}

const refuse = parameterRefusals(MarketQuerySchema, describe);

function badRequest(code: string, message: string, hint = BOTH_EXAMPLES): ApiError {
  return new ApiError(400, code, message, hint);
}

/**
 * Validates a market query: exactly one mode (a point lookup by framework and/or region,
 * or a ranking by dimension), one window, aliases resolved as in catalog search. A bad
 * query is the `ApiError` that answers it (400, or 422 for an unknown alias).
 */
export function planMarket(
  params: URLSearchParams,
  taxonomy: TaxonomyIndex,
): OrApiError<MarketPlan> {
  const query = parseParams(MarketQuerySchema, groupParams(params), refuse);
  if (query instanceof ApiError) return query;
  if (query.window !== undefined && query.days !== undefined) {
    return badRequest(
      "REPEATED_PARAMETER",
      "window and days are the same setting; give one of them.",
    );
  }
  const window = query.window ?? query.days ?? "30d";
  const windowDays = window === "90d" ? 90 : 30;
  const point = query.framework !== undefined || query.region !== undefined;

  if (point && query.dimension !== undefined) {
    return badRequest(
      "CONFLICTING_MODES",
      "Give framework/region (point lookup) or dimension (ranking), not both.",
    );
  }
  if (!point && query.dimension === undefined) {
    return badRequest(
      "MISSING_MODE",
      "Give framework and/or region for a point lookup, or dimension for a ranking.",
    );
  }
  if (point && query.limit !== undefined) {
    return badRequest(
      "INVALID_LIMIT",
      "limit applies to rankings only.",
      `Example: ${RANKING_EXAMPLE}&limit=10`,
    );
  }
  if (query.dimension !== undefined) {
    return {
      mode: "ranking",
      window,
      windowDays,
      dimension: query.dimension,
      limit: query.limit ?? DEFAULT_LIMIT,
    };
  }

  const slugs = resolveAliases(
    [
      {
        dimension: "frameworks",
        parameter: "framework",
        values: query.framework === undefined ? [] : [query.framework],
      },
      {
        dimension: "regions",
        parameter: "region",
        values: query.region === undefined ? [] : [query.region],
      },
    ],
    taxonomy,
    POINT_EXAMPLE,
  );
  if (slugs instanceof ApiError) return slugs;
  const framework = slugs.frameworks[0];
  const region = slugs.regions[0];
  return {
    mode: "point",
    window,
    windowDays,
    ...(framework ? { framework: taxonomy.bySlug("frameworks", framework) } : {}),
    ...(region ? { region: taxonomy.bySlug("regions", region) } : {}),
  };
}
