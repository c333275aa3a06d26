import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import { siteRoot } from "../http/base-path.ts";
import type { CachedBody } from "../http/cached-body.ts";
import {
  conditionalResponse,
  DUMP_CACHE_CONTROL,
  FALLBACK_CACHE_CONTROL,
} from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";
import type { CatalogSource } from "../ports.ts";
import { type LlmsFullSettings, serializeLlmsFull } from "./llms-full.ts";

/** As `/llms.txt`: llmstxt.org files are plain text holding Markdown. */
const TEXT = "text/plain; charset=utf-8";

/** What `/llms-full.txt` is built from and where it is kept. */
export interface LlmsFullDeps extends LlmsFullSettings {
  catalogs: CatalogSource;
  basePath: string;
  /** Names the API in the keys of what it keeps in a catalog version's caches. */
  apiId: string;
}

/**
 * `/llms-full.txt` of `catalog` for `root`, made once per version, API and root and kept with
 * the version; concurrent callers share one build.
 */
export function keptLlmsFull(
  deps: LlmsFullDeps,
  catalog: PreparedCatalog,
  root: string,
  build = serializeLlmsFull,
): Promise<CachedBody> {
  return catalog.caches.llmsFull.forceFetch(`${deps.apiId} ${root}`, {
    context: () => build(catalog, root, deps),
  });
}

/**
 * `GET /llms-full.txt`: every vendor of the catalog in service and the API's essentials, in
 * one Markdown text (`serializeLlmsFull`). Like the tools dump, it is built once per catalog
 * version and kept with it (`CatalogCaches.llmsFull`, bounded by bytes), under a key naming
 * the API (its name, limits and taxonomy) and the root URL (its links); concurrent first
 * requests share one build, and a revalidation answers 304 from the kept ETag. `build` is
 * for tests that count builds.
 */
export function llmsFullHandler(deps: LlmsFullDeps, build = serializeLlmsFull): Handler {
  return async (request, url, _context, headers) => {
    const { catalog, fallback } = await deps.catalogs.current();
    const root = siteRoot(url, deps.basePath);
    const body = await keptLlmsFull(deps, catalog, root, build);
    const cacheControl = fallback ? FALLBACK_CACHE_CONTROL : DUMP_CACHE_CONTROL;
    headers["content-length"] = String(body.size);
    return conditionalResponse(request, body, cacheControl, headers, TEXT);
  };
}
