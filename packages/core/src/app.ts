import { aiSearchHandler, RESTARTING } from "./ai/ai-search-handler.ts";
import { openStreams } from "./ai/open-streams.ts";
import { oneAtATime } from "./async/run-in-slices.ts";
import { dumpsAhead } from "./catalog/dumps-ahead.ts";
import type { PreparedCatalog } from "./catalog/prepared-catalog.ts";
import { MADE_AHEAD_FROM_VENDORS, rootsAsked } from "./catalog/roots-asked.ts";
import { type BundledCatalog, bundledSample } from "./catalog/sample-catalog.ts";
import { searchHandler } from "./catalog/search-handler.ts";
import { keptToolsDump, toolsHandler } from "./catalog/tools-handler.ts";
import type { QueryExplanation } from "./free-text/free-text-reader.ts";
import { probeHandlers } from "./health/probe-handlers.ts";
import { NO_STORE, STATIC_PAGE_CACHE, TRENDS_CACHE } from "./http/cache-control.ts";
import type { Handler } from "./http/endpoint.ts";
import { errorResponse } from "./http/error-response.ts";
import { JSON_CONTENT_TYPE } from "./http/json-response.ts";
import { underBasePath } from "./http/middleware/base-path.ts";
import { compose, type Middleware, type Next, NO_PARAMS } from "./http/middleware/compose.ts";
import { limiterFailureWarning } from "./http/middleware/rate-limit.ts";
import { notFound } from "./http/not-found.ts";
import { atPublicOrigin } from "./http/public-origin.ts";
import { requestId } from "./http/request-id.ts";
import { baseHeaders } from "./http/response-headers.ts";
import { asEndpoint, composeRoute, type Route } from "./http/route.ts";
import { routeTable } from "./http/route-table.ts";
import { marketHandler } from "./market/market-handler.ts";
import {
  type PageView,
  type PageViewOutcome,
  pageViewRecorder,
} from "./market/page-view-recorder.ts";
import { mcpRoute } from "./mcp/mcp-endpoint.ts";
import { type ApiOptions, resolveDependencies } from "./options.ts";
import type { RequestContext } from "./ports.ts";
import { assetHandler } from "./site/asset-handler.ts";
import { deprecationNotices } from "./site/deprecations.ts";
import { documentHandler } from "./site/document-handler.ts";
import { embeddedSiteFiles } from "./site/embedded-site-files.ts";
import { keptLlmsFull, llmsFullHandler } from "./site/llms-full-handler.ts";
import { markdownUrlOf } from "./site/markdown-url.ts";
import { mcpServerCard } from "./site/mcp-card.ts";
import { openApiHandler } from "./site/openapi-handler.ts";
import { type PageSource, pageHandler, pageResponse } from "./site/page-handler.ts";
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
import { tracing } from "./telemetry/traced-request.ts";

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

const CATALOG_METHODS = ["GET", "HEAD", "OPTIONS"] as const;
/** HEAD is refused so that nothing is counted without a GET. */
const MARKET_METHODS = ["GET", "OPTIONS"] as const;
const AI_METHODS = ["POST", "OPTIONS"] as const;
const PAGE_METHODS = ["GET", "HEAD"] as const;
const PROBE_METHODS = ["GET", "HEAD"] as const;

const TEXT = "text/plain; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";

/**
 * A route's name in traces and metrics: its template with each param as `*`
 * (`/vendors/:slug` is `/vendors/*`), the names the series have always had.
 */
const routeName = (template: string) => template.replace(/:\w+/g, "*");

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
  const deps = {
    ...resolved,
    // A version's tools dump and `/llms-full.txt` for the public URL, and for the roots the
    // version before it was asked them for, are made before the version goes into service
    // (`dumpsAhead`), not by their first request.
    catalogs: dumpsAhead(
      resolved.catalogs,
      makeDumps,
      resolved.logger,
      resolved.clock,
      resolved.heapUse,
    ),
    // Names this API in the keys of what it keeps in a catalog version's caches, which APIs
    // of this process sharing one catalog source share: a count, as no random value may be
    // drawn where a Worker builds its API (its global scope).
    apiId: `api-${++apisBuilt}`,
    warnLimiterFailed: limiterFailureWarning(resolved.logger),
  };
  observeCatalog(deps.telemetry, deps.catalogs, deps.clock);
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
  const llmsFullDeps = { ...deps, facts };
  /**
   * The tools dump and `/llms-full.txt` of `catalog`, kept with it, for the public URL and, for
   * a large catalog, the roots `serving` (the version in service, the fallback included) was
   * asked them for; `undefined` when there are none.
   */
  function makeDumps(
    catalog: PreparedCatalog,
    serving?: PreparedCatalog,
  ): Promise<unknown> | undefined {
    const publicRoot = resolved.publicUrl === undefined ? [] : [`${resolved.publicUrl}${basePath}`];
    const large = catalog.vendors.length >= MADE_AHEAD_FROM_VENDORS;
    const asked = large && serving ? rootsAsked(serving.caches, deps.apiId) : undefined;
    const dumps = new Set([...publicRoot, ...(asked?.toolsDump ?? [])]);
    const llmsFull = new Set([...publicRoot, ...(asked?.llmsFull ?? [])]);
    if (dumps.size === 0 && llmsFull.size === 0) return undefined;
    // One body at a time, the first after a yield: not inside the request that handed over
    // the version, and never two bodies' slices back to back.
    return oneAtATime([
      ...[...dumps].map((root) => () => keptToolsDump(catalog, root)),
      ...[...llmsFull].map((root) => () => keptLlmsFull(llmsFullDeps, catalog, root)),
    ]);
  }
  let draining = false;
  const probes = probeHandlers({ ...deps, draining: () => draining });
  const search = searchHandler(deps);
  const market = marketHandler(deps);
  const recordPageView = pageViewRecorder(deps);

  /** The API's own data: any origin may read it, within the catalog limit. */
  const api = (path: string, handler: Handler): Route => ({
    path,
    methods: CATALOG_METHODS,
    cors: "*",
    rateLimit: deps.catalogPolicy,
    handler,
  });
  /** A machine-readable document: any origin may read it, not limited. */
  const document = (path: string, render: (root: string) => string, contentType: string) =>
    openDocument(path, documentHandler(render, contentType, basePath));
  const openDocument = (path: string, handler: Handler): Route => ({
    path,
    methods: CATALOG_METHODS,
    cors: "*",
    handler,
  });
  const asset = (name: SiteAssetName): Route => ({
    path: `/assets/${name}`,
    methods: PAGE_METHODS,
    handler: assetHandler(() => files.asset(name), SITE_ASSETS[name]),
  });
  /** A human page, within the page limit. */
  const pageRoute = (path: string, source: PageSource, cache = STATIC_PAGE_CACHE): Route => ({
    path,
    methods: PAGE_METHODS,
    rateLimit: deps.pagePolicy,
    cache,
    handler: pageHandler(source, site, cache),
  });
  /** The page at its `.md` URL (`/trends.md`, `/vendors/:slug.md`), in Markdown. */
  const markdownOf = (route: Route): Route => ({ ...route, path: markdownUrlOf(route.path) });
  /** A page at its path and its `.md` URL; the `.md` first, which a pattern would take. */
  const page = (path: string, source: PageSource, cache?: string): Route[] => {
    const route = pageRoute(path, source, cache);
    return [markdownOf(route), route];
  };
  const mcpPageRoute = pageRoute("/mcp", mcpPage(basePath));
  // The refusal of every unknown path under `/api`, its body made once around the path.
  const noEndpoint = notFound(basePath);
  const notFoundPage: Handler = async (request, url, _context, headers) =>
    pageResponse(null, request, url, site, headers, NO_STORE, await site.notice());

  // Paths below `basePath`, as handlers see them in `url`; the first route that matches a
  // path takes it. The middleware of each: `routeMiddleware` (`http/route.ts`).
  const routes: Route[] = [
    { path: "/healthz", methods: PROBE_METHODS, handler: probes.liveness },
    { path: "/readyz", methods: PROBE_METHODS, handler: probes.readiness },
    api("/api/v1/search", search),
    api("/api/search", search),
    api("/api/tools.json", toolsHandler(deps)),
    { ...api("/api/v1/market", market), methods: MARKET_METHODS },
    { ...api("/api/market", market), methods: MARKET_METHODS },
    {
      path: "/api/ai-search",
      methods: AI_METHODS,
      cors: deps.ai.allowedOrigins,
      errors: "ai",
      onError: (error) => deps.telemetry.aiRefusals.add(1, { code: error.code.toLowerCase() }),
      handler: aiSearchHandler({ ...deps, streams }),
    },
    openDocument("/openapi.json", openApiHandler({ ...deps, files })),
    document("/llms.txt", (root) => llmsTxt(root, deps.site, facts), TEXT),
    api("/llms-full.txt", llmsFullHandler(llmsFullDeps)),
    document("/agent.txt", (root) => agentTxt(root, deps.site, facts), TEXT),
    document(
      "/deprecation.md",
      () => deprecationMd(deps.site, deps.deprecations, basePath),
      MARKDOWN,
    ),
    document("/pricing.md", () => pricingMd(deps.site, facts), MARKDOWN),
    document(
      "/.well-known/mcp/server-card.json",
      (root) => JSON.stringify(mcpServerCard(root, deps.site)),
      JSON_CONTENT_TYPE,
    ),
    ...page("/", homePage(deps, deps.site.name)),
    ...page(
      "/developers",
      developersPage(basePath, {
        catalogPolicy: deps.catalogPolicy,
        pagePolicy: deps.pagePolicy,
        ai: deps.ai.limits,
      }),
    ),
    // JSON-RPC on POST, the page on GET; only the page is at `/mcp.md`.
    mcpRoute(
      { ...deps, callApi: (request, context) => served.fetch(request, context) },
      asEndpoint(mcpPageRoute, deps),
    ),
    markdownOf(mcpPageRoute),
    ...page("/fast-submission", fastSubmissionPage(deps.site)),
    ...page("/trends", trendsPage(deps), TRENDS_CACHE),
    ...page("/trends/methodology", methodologyPage()),
    ...page("/trends/frameworks", rankingPage(deps, "frameworks"), TRENDS_CACHE),
    ...page("/trends/regions", rankingPage(deps, "regions"), TRENDS_CACHE),
    ...page("/trends/combinations", rankingPage(deps, "combinations"), TRENDS_CACHE),
    ...page("/trends/:dimension/:key", trendKeyPage(deps), TRENDS_CACHE),
    ...page("/vendors/:slug", vendorPage(deps)),
    ...page("/grc-services", directoryIndexPage(deps)),
    // Each view of a directory page is counted, so no cache may answer in its place. Its
    // pattern takes the pages' `.md` URLs too.
    pageRoute("/grc-services/*", directoryPage({ ...deps, recordPageView }), NO_STORE),
    asset("site.css"),
    asset("chat.js"),
    asset("favicon.svg"),
    // Nothing else: JSON under `/api`, the 404 page (within the page limit) anywhere else.
    {
      path: "/api/*",
      cors: "*",
      unnamed: true,
      handler: async (_r, url, _c, headers) => noEndpoint(basePath + url.pathname, headers),
    },
    { path: "*", rateLimit: deps.pagePolicy, unnamed: true, handler: notFoundPage },
  ];

  const table = routeTable<{ run: Next; name?: string }>();
  for (const route of routes) {
    const name = route.unnamed ? undefined : basePath + routeName(route.path);
    table.all(route.path, { run: composeRoute(route, deps), name });
  }
  const dispatch: Next = async (exchange) => {
    try {
      // The last route matches every path, so there is always one.
      const found = await table.find(exchange.url.pathname);
      if (!found) return noEndpoint(basePath + exchange.url.pathname, exchange.headers);
      exchange.params = found.params;
      exchange.route = found.route.name;
      return await found.route.run(exchange);
    } catch (error) {
      return errorResponse(error, deps.logger, "api", exchange.headers);
    }
  };
  // What every request goes through before its route: its id, its trace, the mount path.
  const before: Middleware[] = [
    requestId(),
    tracing(deps.telemetry),
    ...(basePath ? [underBasePath(basePath)] : []),
    deprecationNotices(deps.deprecations, deps.clock, basePath),
  ];
  const serve = compose(before, dispatch);

  const served: Api = {
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
    fetch(request, context = {}) {
      const url = atPublicOrigin(new URL(request.url), deps.publicOrigin(request));
      const headers = baseHeaders();
      return serve({ request, url, context, headers, params: NO_PARAMS }) as Promise<Response>;
    },
  };
  return served;
}
