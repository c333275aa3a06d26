import { ApiError } from "../http/api-error.ts";
import { siteRoot } from "../http/base-path.ts";
import { cacheBody } from "../http/cached-body.ts";
import {
  conditionalResponse,
  FALLBACK_CACHE_CONTROL,
  SEARCH_CACHE_CONTROL,
} from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import { SCHEMA_VERSION } from "../http/schema-version.ts";
import type { CatalogSnapshot, CatalogSource } from "../ports.ts";
import { withDetailsBase } from "./details-page.ts";
import type { CatalogSearchSuccess, Warning } from "./response-schemas.ts";
import { planSearch, type SearchPlan } from "./search-plan.ts";
import { parseSearchQuery } from "./search-query.ts";
import type { TaxonomyIndex } from "./taxonomy-index.ts";

/** Says so when a live catalog was configured but the bundled snapshot answered. */
export function catalogWarnings(snapshot: CatalogSnapshot): Warning[] {
  if (!snapshot.fallback) return [];
  return [
    {
      code: "CATALOG_FALLBACK",
      message: "The live catalog is unavailable; this answer comes from the bundled snapshot.",
    },
  ];
}

function searchAnswer(
  plan: SearchPlan,
  snapshot: CatalogSnapshot,
  root: string,
): CatalogSearchSuccess {
  const { catalog } = snapshot;
  const { frameworks, regions, serviceTypes } = plan.filters;
  const matched = { serviceTypes, frameworks, regions };
  const results = catalog.index.search(plan.filters, plan.limit).flatMap((position) => {
    const vendor = catalog.publicVendors[position];
    return vendor ? [{ ...withDetailsBase(vendor, root), matched }] : [];
  });
  return {
    ok: true,
    schemaVersion: SCHEMA_VERSION,
    normalized: { frameworks, regions, serviceTypes, regionMeaning: "service_coverage" },
    warnings: [...catalogWarnings(snapshot), ...plan.warnings],
    unparsedQueryTerms: plan.unparsedQueryTerms,
    catalog: { source: snapshot.source, fallback: snapshot.fallback },
    ranking: { method: "name_asc", rawVendorCountsExposed: false },
    count: results.length,
    results,
  };
}

/** `GET /api/v1/search`: exact-tag vendor search in name order. */
export function searchHandler(deps: {
  taxonomy: TaxonomyIndex;
  catalogs: CatalogSource;
  basePath: string;
  /** Names the API in the keys of the answers it keeps (`AiDeps.apiId`). */
  apiId: string;
}): Handler {
  return async (request, url, _context, headers) => {
    const snapshot = await deps.catalogs.current();
    const answers = snapshot.catalog.caches.searchAnswers;
    // What else an answer depends on: the API (its taxonomy reads the query), where the
    // catalog came from, and the public URL, prefix included (its links).
    const key = `${deps.apiId}:${snapshot.source}:${snapshot.fallback}:${deps.basePath}:${url.href}`;
    // Only valid queries are kept, so a hit skips parsing as well as searching.
    let body = answers.get(key);
    if (!body) {
      const query = parseSearchQuery(url.searchParams);
      if (query instanceof ApiError) return query;
      const plan = planSearch(query, deps.taxonomy);
      if (plan instanceof ApiError) return plan;
      body = await cacheBody(searchAnswer(plan, snapshot, siteRoot(url, deps.basePath)));
      answers.set(key, body);
    }
    const cacheControl = snapshot.fallback ? FALLBACK_CACHE_CONTROL : SEARCH_CACHE_CONTROL;
    return conditionalResponse(request, body, cacheControl, headers);
  };
}
