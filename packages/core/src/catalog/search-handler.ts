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
import { type CatalogView, cachedAnswer, catalogView, withDetailsBase } from "./catalog-view.ts";
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
  view: CatalogView,
  root: string,
): CatalogSearchSuccess {
  const { frameworks, regions, serviceTypes } = plan.filters;
  const matched = { serviceTypes, frameworks, regions };
  const results = view.index.search(plan.filters, plan.limit).flatMap((position) => {
    const vendor = view.publicVendors[position];
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
}): Handler {
  return async (request, url, _context, headers) => {
    const snapshot = await deps.catalogs.current();
    const view = catalogView(snapshot.catalog);
    // The public URL, prefix included: answers are shared by every API built on the same
    // catalog, and their links depend on the origin and the prefix.
    const key = `${snapshot.source}:${snapshot.fallback}:${deps.basePath}:${url.href}`;
    // Only valid queries are cached, so a hit skips parsing as well as searching.
    let body = view.answers.get(key);
    if (!body) {
      const plan = planSearch(parseSearchQuery(url.searchParams), deps.taxonomy);
      body = cachedAnswer(view, key, () =>
        cacheBody(searchAnswer(plan, snapshot, view, siteRoot(url, deps.basePath))),
      );
    }
    const cacheControl = snapshot.fallback ? FALLBACK_CACHE_CONTROL : SEARCH_CACHE_CONTROL;
    return conditionalResponse(request, await body, cacheControl, headers);
  };
}
