import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import { ApiError, type OrApiError } from "../http/api-error.ts";
import { queryTextWarnings } from "./query-text-warnings.ts";
import { resolveAliases } from "./resolve-aliases.ts";
import type { Warning } from "./response-schemas.ts";
import { encodeSearchCursor, filtersDigest } from "./search-cursor.ts";
import type { NamePosition, SearchIndex, TagFilters } from "./search-index.ts";
import { CURSOR_HINT, DEFAULT_LIMIT, SEARCH_EXAMPLE, type SearchQuery } from "./search-query.ts";
import type { Dimension } from "./taxonomy.ts";
import type { TaxonomyIndex } from "./taxonomy-index.ts";

/** A validated search: canonical filters plus what to report about how it was read. */
export interface SearchPlan {
  filters: TagFilters;
  limit: number;
  /** Where the page starts: strictly after this vendor (a cursor's), or at the first match. */
  after?: NamePosition;
  unparsedQueryTerms: string[];
  warnings: Warning[];
}

function broaderRegions(slug: string, taxonomy: TaxonomyIndex): string[] {
  const chain: string[] = [];
  let entry = taxonomy.bySlug("regions", slug);
  while (entry?.broader && !chain.includes(entry.broader)) {
    chain.push(entry.broader);
    entry = taxonomy.bySlug("regions", entry.broader);
  }
  return chain;
}

/**
 * Turns a validated query into canonical filters: explicit values resolve through the
 * aliases (all unknown values are reported at once as a 422 with suggestions), `q`
 * contributes its alias hits, and a search with no filter at all is a 400, as is a cursor
 * issued for other filters (either way the `ApiError` is returned).
 */
export function planSearch(
  query: SearchQuery,
  taxonomy: TaxonomyIndex,
  reader: FreeTextReader,
): OrApiError<SearchPlan> {
  const filters = resolveAliases(
    [
      { dimension: "frameworks", parameter: "framework", values: query.framework ?? [] },
      { dimension: "regions", parameter: "region", values: query.region ?? [] },
      { dimension: "serviceTypes", parameter: "service_type", values: query.service_type ?? [] },
    ],
    taxonomy,
    SEARCH_EXAMPLE,
  );
  if (filters instanceof ApiError) return filters;

  let unparsedQueryTerms: string[] = [];
  let readingWarnings: Warning[] = [];
  if (query.q !== undefined) {
    const text = reader.read(query.q);
    readingWarnings = queryTextWarnings(text);
    for (const dimension of Object.keys(filters) as Dimension[]) {
      for (const slug of text.slugs[dimension]) {
        if (!filters[dimension].includes(slug)) filters[dimension].push(slug);
      }
    }
    unparsedQueryTerms = text.unparsedQueryTerms;
  }

  if (Object.values(filters).every((slugs) => slugs.length === 0)) {
    return new ApiError(
      400,
      "MISSING_FILTER",
      query.q === undefined
        ? "Give at least one of framework, region or service_type, or a q that names one."
        : "q names no framework, region or service type, and no other filter was given.",
      `Example: ${SEARCH_EXAMPLE} or /api/v1/search?q=soc+2+audit+in+germany`,
    );
  }

  if (query.cursor && query.cursor.filters !== filtersDigest(filters)) {
    return new ApiError(
      400,
      "INVALID_CURSOR",
      "cursor was issued for a search on other filters: a cursor serves only the framework, region, service_type and q it came with (or ones that resolve to the same tags).",
      CURSOR_HINT,
    );
  }

  const warnings: Warning[] = [
    ...readingWarnings,
    ...filters.regions.flatMap((region) => {
      const broader = broaderRegions(region, taxonomy);
      if (broader.length === 0) return [];
      return [
        {
          code: "BROADER_REGION_NOT_INCLUDED",
          message: `region ${region} matches vendors tagged ${region} exactly; vendors tagged only the broader ${broader.join(" or ")} are not included (search region=${broader[0]} for those).`,
        },
      ];
    }),
  ];

  return {
    filters,
    limit: query.limit ?? DEFAULT_LIMIT,
    after: query.cursor?.after,
    unparsedQueryTerms,
    warnings,
  };
}

/** One page of a planned search. */
export interface SearchPage {
  /** Index positions of the page's vendors, in name order. */
  positions: number[];
  /** How many vendors match the filters in all. */
  total: number;
  /** When more matches remain: the cursor of the next page, after this page's last vendor. */
  cursor?: string;
}

/**
 * The page a plan asks for: up to `limit` matches from the first one strictly after its
 * cursor position (found by name, so vendors added or removed since the cursor was issued
 * are neither repeated nor skipped), or from the first match.
 */
export function searchPage(plan: SearchPlan, index: SearchIndex): SearchPage {
  const from = plan.after ? index.positionAfter(plan.after) : 0;
  // One more than a page says whether another page follows, without counting the rest.
  const positions = index.search(plan.filters, plan.limit + 1, from);
  const more = positions.length > plan.limit;
  if (more) positions.pop();
  const lastShown = positions.at(-1);
  const last = lastShown === undefined ? undefined : index.vendors[lastShown];
  return {
    positions,
    total: index.count(plan.filters),
    cursor: more && last ? encodeSearchCursor(plan.filters, last) : undefined,
  };
}
