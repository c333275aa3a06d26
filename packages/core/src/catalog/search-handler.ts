import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import { ApiError } from "../http/api-error.ts";
import { siteRoot } from "../http/base-path.ts";
import { type CachedBody, cacheBody } from "../http/cached-body.ts";
import {
  conditionalResponse,
  FALLBACK_CACHE_CONTROL,
  SEARCH_CACHE_CONTROL,
} from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import { SCHEMA_VERSION } from "../http/schema-version.ts";
import type { CatalogSnapshot, CatalogSource } from "../ports.ts";
import type { CatalogSearchSuccess, Warning } from "./response-schemas.ts";
import { planSearch, type SearchPlan, searchPage } from "./search-plan.ts";
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

/**
 * Where `next` links point, from the unversioned path too: both paths run this handler and
 * take a cursor alike, and new integrations are sent to the versioned one.
 */
const PAGING_PATH = "/api/v1/search";

/**
 * One page of a search: `limit` vendors in name order from the plan's position, the total
 * of matches, and when more remain `next`, the same query on `PAGING_PATH` with the cursor
 * of the next page.
 */
function searchAnswer(
  plan: SearchPlan,
  snapshot: CatalogSnapshot,
  url: URL,
  root: string,
): CatalogSearchSuccess {
  const { catalog } = snapshot;
  const { frameworks, regions, serviceTypes } = plan.filters;
  const matched = { serviceTypes, frameworks, regions };
  const page = searchPage(plan, catalog.index);
  const results = page.positions.flatMap((position) => {
    const vendor = catalog.publicVendor(position, root);
    return vendor ? [{ ...vendor, matched }] : [];
  });
  let next: string | undefined;
  if (page.cursor) {
    const query = new URLSearchParams(url.searchParams);
    query.set("cursor", page.cursor);
    next = `${root}${PAGING_PATH}?${query}`;
  }
  return {
    ok: true,
    schemaVersion: SCHEMA_VERSION,
    normalized: { frameworks, regions, serviceTypes, regionMeaning: "service_coverage" },
    warnings: [...catalogWarnings(snapshot), ...plan.warnings],
    unparsedQueryTerms: plan.unparsedQueryTerms,
    catalog: { source: snapshot.source, fallback: snapshot.fallback },
    ranking: { method: "name_asc", rawVendorCountsExposed: false },
    count: results.length,
    total: page.total,
    ...(next ? { next } : {}),
    results,
  };
}

/**
 * A kept search answer: the body, and the `Link` header it goes with (`rel="next"`, the
 * body's `next`), kept beside it so that a hit, 304s included, answers the same link
 * without reading the body. The cache weighs the body only; the link is a copy of a small
 * part of it.
 */
interface KeptSearchAnswer extends CachedBody {
  link?: string;
}

async function keptAnswer(body: CatalogSearchSuccess): Promise<KeptSearchAnswer> {
  const kept: KeptSearchAnswer = await cacheBody(body);
  if (body.next) kept.link = `<${body.next}>; rel="next"`;
  return kept;
}

/**
 * `GET /api/v1/search` (and `/api/search`): exact-tag vendor search in name order, a page
 * at a time, each answer kept per URL with its `Link`.
 */
export function searchHandler(deps: {
  taxonomy: TaxonomyIndex;
  /** Reads `q` (`Dependencies.freeText`). */
  freeText: FreeTextReader;
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
    let body: KeptSearchAnswer | undefined = answers.get(key);
    if (!body) {
      const query = parseSearchQuery(url.searchParams);
      if (query instanceof ApiError) return query;
      const plan = planSearch(query, deps.taxonomy, deps.freeText);
      if (plan instanceof ApiError) return plan;
      body = await keptAnswer(searchAnswer(plan, snapshot, url, siteRoot(url, deps.basePath)));
      answers.set(key, body);
    }
    if (body.link) {
      // A deprecated path's own `Link` (its migration note) stays, the next page after it.
      headers.link = headers.link ? `${headers.link}, ${body.link}` : body.link;
    }
    const cacheControl = snapshot.fallback ? FALLBACK_CACHE_CONTROL : SEARCH_CACHE_CONTROL;
    return conditionalResponse(request, body, cacheControl, headers);
  };
}
