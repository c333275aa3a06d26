import { aiSearchHandler, RESTARTING } from "./ai/ai-search-handler.ts";
import { openStreams } from "./ai/open-streams.ts";
import { type BundledCatalog, bundledSample } from "./catalog/sample-catalog.ts";
import { searchHandler } from "./catalog/search-handler.ts";
import { toolsHandler } from "./catalog/tools-handler.ts";
import type { QueryExplanation } from "./free-text/free-text-reader.ts";
import { probeEndpoints } from "./health/probe-endpoints.ts";
import { ApiError } from "./http/api-error.ts";
import { pathUnderBase } from "./http/base-path.ts";
import { endpoint, type Handler, limiterFailureWarning, rateLimit } from "./http/endpoint.ts";
import { errorResponse } from "./http/error-response.ts";
import { JSON_CONTENT_TYPE } from "./http/json-response.ts";
import { malformedQuery } from "./http/malformed-query.ts";
import { notFound, outsideBasePath } from "./http/not-found.ts";
import { atPublicOrigin } from "./http/public-origin.ts";
import { requestIdFor } from "./http/request-id.ts";
import { baseHeaders, type ResponseHeaders } from "./http/response-headers.ts";
import { routeTable } from "./http/route-table.ts";
import { marketHandler } from "./market/market-handler.ts";
import {
  type PageView,
  type PageViewOutcome,
  pageViewRecorder,
} from "./market/page-view-recorder.ts";
import { mcpEndpoint } from "./mcp/mcp-endpoint.ts";
import { type ApiOptions, resolveDependencies } from "./options.ts";
import type { RequestContext } from "./ports.ts";
import { assetHandler } from "./site/asset-handler.ts";
import { deprecationHeaders } from "./site/deprecations.ts";
import { documentHandler } from "./site/document-handler.ts";
import { embeddedSiteFiles } from "./site/embedded-site-files.ts";
import { llmsFullHandler } from "./site/llms-full-handler.ts";
import { siteRoutes } from "./site/markdown-url.ts";
import { mcpServerCard } from "./site/mcp-card.ts";
import { openApiHandler } from "./site/openapi-handler.ts";
import { pageHandler, pageResponse } from "./site/page-handler.ts";
import { developersPage } from "./site/pages/developers-page.ts";
import { directoryIndexPage, directoryPage } from "./site/pages/directory-pages.ts";
import { fastSubmissionPage } from "./site/pages/fast-submission-page.ts";
import { homePage } from "./site/pages/home-page.ts";
import { mcpPage } from "./site/pages/mcp-page.ts";
import { sampleNotice } from "./site/pages/sample-notice.ts";
import { trendKeyPage } from "./site/pages/trend-key-page.ts";
import { methodologyPage, rankingPage, trendsPage } from "./site/pages/trends-pages.ts";
import { vendorPage } from "./site/pages/vendor-page.ts";
import { SITE_ASSETS, type SiteAssetName, type SiteFiles } from "./site/site-files.ts";
import { agentTxt, deprecationMd, llmsTxt, pricingMd } from "./site/text-documents.ts";
import { observeCatalog } from "./telemetry/catalog-gauges.ts";
import { type RoutedResponse, tracedRequest } from "./telemetry/traced-request.ts";

/** The API: one fetch-style handler, callable without a server. */
export interface Api {
  fetch(request: Request, context?: RequestContext): Promise<Response>;
  /**
   * Counts a human view of a directory page (`/grc-services/...`) toward its framework,
   * region and combination. The host site calls it for each page it serves.
   */
  recordPageView(view: PageView): Promise<PageViewOutcome>;
  /**
   * For a server that is stopping, once requests in flight had their time: ends every Ask AI
   * stream still open with an `error` event (`unavailable`, "the server is restarting"),
   * refuses new ones the same way (503), and resolves once every stream slot is released
   * in the capacity store (shared with other instances on Upstash), so that the process
   * may exit. Never rejects.
   */
  shutdown(): Promise<void>;
  /**
   * Resolves once the catalog source has answered for the first time: the catalog in
   * service is loaded and prepared (its indexes), or its source failed and requests will say
   * so. Never rejects. A server may wait for it before it listens, so that no request waits
   * on the load. What free text is read with (the gazetteer, the typo index) is built with
   * the API, before any catalog load.
   */
  ready(): Promise<void>;
  /**
   * For a server that is about to stop: `/readyz` answers 503 `stopping` from now on, so that
   * a load balancer takes the instance out while requests in flight finish. Everything else
   * is served as before. `closeGracefully` (and so each adapter's `close`) calls it first.
   */
  drain(): void;
  /**
   * How this API reads free text (`q`, Ask AI's messages), step by step: the words as
   * segmented, every rule's verdict (what it found, rejected or changed, and why) and the
   * reading. The same reader, taxonomy and settings as its requests (`freeText`).
   */
  explainQuery(text: string): QueryExplanation;
}

/** Longer query strings are refused before any parsing (no contract parameter needs more). */
const MAX_QUERY_STRING = 8192;

const CATALOG_METHODS = ["GET", "HEAD", "OPTIONS"] as const;
/** HEAD is refused so that nothing is counted without a GET. */
const MARKET_METHODS = ["GET", "OPTIONS"] as const;
const PAGE_METHODS = ["GET", "HEAD"] as const;

/** Ask AI's path: its errors, those refused before routing included, are in its own shape. */
const AI_SEARCH_PATH = "/api/ai-search";

const TEXT = "text/plain; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";
const STATIC_PAGE_CACHE = "public, max-age=300";
const TRENDS_CACHE = "public, max-age=60";

/**
 * Builds the API. With no options it serves the bundled sample catalog with in-memory
 * ports; pass ports and data to run it anywhere (see `ApiOptions`), and `basePath` to
 * mount it under a path prefix of another app.
 */
export function createApi(options: ApiOptions = {}): Api {
  return buildApi(options, bundledSample, embeddedSiteFiles);
}

/**
 * `createApi` for a deployment that always brings its catalog (a document or a
 * `CatalogSource`): it never falls back to the bundled sample, so a bundle built on it
 * leaves the sample out (about 38 KiB gzip).
 */
export function createCatalogApi(
  options: ApiOptions & { catalog: NonNullable<ApiOptions["catalog"]> },
): Api {
  return buildApi(options, undefined, embeddedSiteFiles);
}

/** APIs built in this process so far: each one's `apiId`. */
let apisBuilt = 0;

/**
 * The API over `bundled` when the options name no catalog, serving the `/assets/` files and
 * the OpenAPI document's parts from `files` (the Workers entry reads them from static assets).
 */
export function buildApi(
  options: ApiOptions,
  bundled: BundledCatalog | undefined,
  files: SiteFiles,
): Api {
  const resolved = resolveDependencies(options, bundled);
  observeCatalog(resolved.telemetry, resolved.catalogs, resolved.clock);
  const deps = {
    ...resolved,
    // Names this API in the keys of what it keeps in a catalog version's caches, which APIs
    // of this process sharing one catalog source share: a count, as no random value may be
    // drawn where a Worker builds its API (its global scope).
    apiId: `api-${++apisBuilt}`,
    warnLimiterFailed: limiterFailureWarning(resolved.logger),
  };
  const streams = openStreams();
  const { basePath } = deps;
  const site = {
    name: deps.site.name,
    basePath,
    notice: sampleNotice(deps.catalogs),
    fallback: async () => (await deps.catalogs.current()).fallback,
  };
  const facts = {
    catalogPolicy: deps.catalogPolicy,
    pagePolicy: deps.pagePolicy,
    market: deps.market !== null,
    ai: deps.ai.enabled,
  };
  const catalogEndpoint = (handler: Handler) =>
    endpoint({ methods: CATALOG_METHODS, rateLimit: deps.catalogPolicy }, handler, deps);

  const documentEndpoint = (handler: Handler) =>
    endpoint({ methods: CATALOG_METHODS }, handler, deps);
  const recordPageView = pageViewRecorder(deps);
  const page = (source: Parameters<typeof pageHandler>[0], cacheControl = STATIC_PAGE_CACHE) =>
    endpoint(
      { methods: PAGE_METHODS, rateLimit: deps.pagePolicy },
      pageHandler(source, site, cacheControl),
      deps,
    );
  const document = (render: (root: string) => string, contentType: string) =>
    documentEndpoint(documentHandler(render, contentType, basePath));
  const asset = (name: SiteAssetName) =>
    documentEndpoint(assetHandler(() => files.asset(name), SITE_ASSETS[name]));
  const search = catalogEndpoint(searchHandler(deps));
  const market = endpoint(
    { methods: MARKET_METHODS, rateLimit: deps.catalogPolicy },
    marketHandler(deps),
    deps,
  );
  // Routes match the path below the prefix, as handlers see it in `url`: everything below
  // the router is the same mounted or not.
  // Every page also answers at its `.md` URL (`/trends.md`), in Markdown (`siteRoutes`).
  const mcpPageEndpoint = page(mcpPage(basePath));
  let draining = false;
  const probes = probeEndpoints({ ...deps, draining: () => draining });
  const router = siteRoutes(routeTable())
    .all("/healthz", probes.liveness)
    .all("/readyz", probes.readiness)
    .all("/api/v1/search", search)
    .all("/api/search", search)
    .all("/api/tools.json", catalogEndpoint(toolsHandler(deps)))
    .all("/api/v1/market", market)
    .all("/api/market", market)
    .all(
      AI_SEARCH_PATH,
      endpoint(
        {
          methods: ["POST", "OPTIONS"],
          errorFormat: "ai",
          origins: deps.ai.allowedOrigins,
          onError: (error) => deps.telemetry.aiRefusals.add(1, { code: error.code.toLowerCase() }),
        },
        aiSearchHandler({ ...deps, streams }),
        deps,
      ),
    )
    .all("/openapi.json", documentEndpoint(openApiHandler({ ...deps, files })))
    .all(
      "/llms.txt",
      document((root) => llmsTxt(root, deps.site, facts), TEXT),
    )
    .all("/llms-full.txt", catalogEndpoint(llmsFullHandler({ ...deps, facts })))
    .all(
      "/agent.txt",
      document((root) => agentTxt(root, deps.site, facts), TEXT),
    )
    .all(
      "/deprecation.md",
      document(() => deprecationMd(deps.site, deps.deprecations, basePath), MARKDOWN),
    )
    .all(
      "/pricing.md",
      document(() => pricingMd(deps.site, facts), MARKDOWN),
    )
    .all(
      "/.well-known/mcp/server-card.json",
      document((root) => JSON.stringify(mcpServerCard(root, deps.site)), JSON_CONTENT_TYPE),
    )
    .page("/", page(homePage(deps, deps.site.name)))
    .page(
      "/developers",
      page(
        developersPage(basePath, {
          catalogPolicy: deps.catalogPolicy,
          pagePolicy: deps.pagePolicy,
          ai: deps.ai.limits,
        }),
      ),
    )
    .page(
      "/mcp",
      mcpEndpoint(
        { ...deps, callApi: (request, context) => api.fetch(request, context) },
        mcpPageEndpoint,
      ),
      mcpPageEndpoint,
    )
    .page("/fast-submission", page(fastSubmissionPage(deps.site)))
    .page("/trends", page(trendsPage(deps), TRENDS_CACHE))
    .page("/trends/methodology", page(methodologyPage()))
    .page("/trends/frameworks", page(rankingPage(deps, "frameworks"), TRENDS_CACHE))
    .page("/trends/regions", page(rankingPage(deps, "regions"), TRENDS_CACHE))
    .page("/trends/combinations", page(rankingPage(deps, "combinations"), TRENDS_CACHE))
    .all("/trends/*", page(trendKeyPage(deps), TRENDS_CACHE))
    .all("/vendors/*", page(vendorPage(deps)))
    .page("/grc-services", page(directoryIndexPage(deps)))
    // Each view of a directory page is counted, so no cache may answer in its place.
    .all("/grc-services/*", page(directoryPage({ ...deps, recordPageView }), "no-store"))
    .all("/assets/site.css", asset("site.css"))
    .all("/assets/chat.js", asset("chat.js"))
    .all("/assets/favicon.svg", asset("favicon.svg"))
    .all(
      "*",
      async (request: Request, url: URL, context: RequestContext, headers: ResponseHeaders) => {
        if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
          return errorResponse(notFound(url, basePath), deps.logger, "api", headers);
        }
        // The 404 page is a page: it counts against the page limit like the others.
        const refused = await rateLimit(deps.pagePolicy, request, context, headers, deps);
        if (refused) return errorResponse(refused, deps.logger, "api", headers);
        return pageResponse(null, request, url, site, headers, "no-store", await site.notice());
      },
    );

  /** The request's answer, and the route template (under `basePath`) that gave it. */
  const answer = async (
    request: Request,
    url: URL,
    context: RequestContext,
    requestId: string,
  ): Promise<RoutedResponse> => {
    if (basePath) {
      // Only with a prefix: without one, nothing here costs a thing per request.
      const path = pathUnderBase(url.pathname, basePath);
      if (path === null) {
        const headers = baseHeaders(url, requestId);
        return {
          response: errorResponse(outsideBasePath(url, basePath), deps.logger, "api", headers),
        };
      }
      url.pathname = path;
    }
    const headers = baseHeaders(url, requestId);
    const deprecation = deps.deprecations[url.pathname];
    if (deprecation && deps.clock.now() >= Date.parse(deprecation.deprecatedAt)) {
      Object.assign(headers, deprecationHeaders(deprecation, basePath));
    }
    // Refused before any route reads the query, in the shape of the path's other errors.
    const format = url.pathname === AI_SEARCH_PATH ? "ai" : "api";
    if (url.search.length > MAX_QUERY_STRING) {
      const tooLong = new ApiError(
        414,
        "URI_TOO_LONG",
        `The query string is longer than ${MAX_QUERY_STRING} characters.`,
      );
      return { response: errorResponse(tooLong, deps.logger, format, headers) };
    }
    const malformed = malformedQuery(url.search);
    if (malformed) return { response: errorResponse(malformed, deps.logger, format, headers) };
    try {
      // The last route matches every path, so there is always an answer; it names no route.
      const routed = (await router.fetch(request, url, context, headers)) as RoutedResponse;
      return routed.route === "*"
        ? { response: routed.response }
        : { response: routed.response, route: basePath + routed.route };
    } catch (error) {
      return { response: errorResponse(error, deps.logger, "api", headers) };
    }
  };

  const api: Api = {
    recordPageView,
    shutdown: () => streams.shutdown("error", RESTARTING),
    // What free text is read with was built with the API (`resolveDependencies`).
    ready: () =>
      deps.catalogs.current().then(
        () => undefined,
        () => undefined,
      ),
    drain: () => {
      draining = true;
    },
    explainQuery: (text) => deps.freeText.explain(text),
    async fetch(request, context = {}) {
      const requestId = context.requestId ?? requestIdFor(request);
      const url = atPublicOrigin(new URL(request.url), deps.publicOrigin(request));
      return tracedRequest(deps.telemetry, request, url, requestId, () =>
        answer(request, url, context, requestId),
      );
    },
  };
  return api;
}
