import type { AiLimits, AiSettings } from "./ai/ai-settings.ts";
import { resolveAiSettings } from "./ai/resolve-ai-settings.ts";
import type { Catalog, CatalogDocument } from "./catalog/catalog-document.ts";
import { defaultTaxonomy } from "./catalog/default-taxonomy.ts";
import { loadCatalog, parseTaxonomyAdditions } from "./catalog/load-catalog.ts";
import type { BundledCatalog } from "./catalog/sample-catalog.ts";
import { mergeTaxonomy, type TaxonomyAdditions } from "./catalog/taxonomy-additions.ts";
import { createTaxonomyIndex, type TaxonomyIndex } from "./catalog/taxonomy-index.ts";
import { parseBasePath } from "./http/base-path.ts";
import { forwardedFor, keyedClientIp, socketAddress } from "./http/client-ip.ts";
import {
  type OriginResolver,
  originResolver,
  parsePublicUrl,
  parseTrustProxy,
} from "./http/public-origin.ts";
import type { MarketSettings } from "./market/market-settings.ts";
import { resolveMarketSettings } from "./market/resolve-market-settings.ts";
import { consoleLogger } from "./memory/console-logger.ts";
import { memoryRateLimiter } from "./memory/memory-rate-limiter.ts";
import { staticCatalogSource } from "./memory/static-catalog-source.ts";
import { systemClock } from "./memory/system-clock.ts";
import type {
  CatalogSource,
  ChatResponder,
  ClientIpResolver,
  Clock,
  ConversationStore,
  InterestStore,
  Logger,
  Moderator,
  RateLimiter,
  RateLimitPolicy,
  SecretSource,
  StreamCapacity,
} from "./ports.ts";
import { positiveInteger } from "./positive-integer.ts";
import { type Deprecation, parseDeprecations } from "./site/deprecations.ts";
import { parseSubmissionUrl } from "./site/submission-url.ts";
import type { SiteSettings } from "./site/text-documents.ts";

/** Options of `createApi`. Every one is optional: the defaults serve the bundled sample. */
export interface ApiOptions {
  /**
   * The path prefix the API is mounted under when it shares a server with another app,
   * e.g. `"/directory"`: every route then answers under it (`/directory/api/v1/search`,
   * `/directory/openapi.json`, the home page at `/directory` and `/directory/`, …), and every
   * path outside it answers a JSON 404 `NOT_FOUND` whose hint names the prefix.
   *
   * It must match the path the host mounts the API at, and the host must pass requests
   * unchanged (full path, prefix included). Every link the API writes carries it: absolute
   * URLs (search and tools `detailsPage`, market links, llms.txt, agent.txt, the MCP server
   * card, developer examples), site links in HTML and Markdown pages, the chat script's
   * endpoint, and the OpenAPI `servers` entry. A catalog `detailsPage` that is a site path
   * (`/vendors/x`) is a path of the directory's site, so it resolves under the prefix too
   * (`https://host/directory/vendors/x`), where the API serves the vendor's page.
   * `recordPageView` likewise expects page
   * URLs under the prefix, as visitors see them.
   *
   * Starts with "/", no trailing "/", no "?" or "#", percent-encoded; `""` or `"/"` mean none
   * (the default). Anything else throws a `TypeError` here.
   */
  basePath?: string;
  /**
   * The origin the directory is reached at, e.g. `"https://grc.example.com"`: when set,
   * every absolute URL the API writes (search and tools `detailsPage`, market links,
   * llms.txt, agent.txt, the OpenAPI `servers`, the MCP server card, pages, Ask AI links)
   * starts with it plus `basePath`, whatever the request's `Host` or forwarding headers say.
   * An origin only: a path, query, fragment or credentials throw a `TypeError` here (the
   * prefix is `basePath`). Unset, links use the request's origin, see `trustProxy`.
   */
  publicUrl?: string;
  /**
   * How many reverse proxies in front of the API append to the forwarding headers (0 to 10;
   * default 0, none). With `publicUrl` unset, the origin of links then comes from the
   * trusted proxy's `X-Forwarded-Proto`/`X-Forwarded-Host`, else its `Forwarded` `proto=`/
   * `host=` (the entry `trustProxy` from the end of each list); values that are not
   * `http`/`https` or a valid `host[:port]` are ignored. Unless `clientIp` is given, the
   * client address likewise comes from `X-Forwarded-For` (`forwardedFor`).
   */
  trustProxy?: number;
  /**
   * A catalog document (validated now; an invalid one throws `CatalogValidationError`),
   * or a `CatalogSource` port. Default: the bundled sample catalog.
   */
  catalog?: CatalogDocument | CatalogSource;
  /** Frameworks, regions, service types or aliases added to the built-in taxonomy. */
  taxonomy?: TaxonomyAdditions;
  /** Default: in-process sliding windows (`memoryRateLimiter`). */
  rateLimiter?: RateLimiter;
  /**
   * Per-client policies: `catalog` (search, tools dump, market; default 120 requests per
   * 60 seconds) and `pages` (every HTML/Markdown page, the 404 page included; default 300
   * per 60 seconds). Clients are keyed by `clientKey` (IPv6 by /64).
   */
  rateLimits?: {
    catalog?: { limit?: number; windowSeconds?: number };
    pages?: { limit?: number; windowSeconds?: number };
  };
  /**
   * Default: `forwardedFor(trustProxy)` behind proxies, else `socketAddress` (what the
   * adapter reports as `context.clientAddress`). Whichever it is, its answer is reduced to
   * the client's key (`clientKey`: port dropped, IPv4-mapped IPv6 as IPv4, IPv6 by /64; not
   * an IP address, the one unknown client) for limits, credits and page-view hashes.
   */
  clientIp?: ClientIpResolver;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: JSON lines through `console`. */
  logger?: Logger;
  /** Directory interest (the market endpoint and page-view recording). */
  market?: {
    /** Default: an in-memory store. `null` turns the market off (503 `MARKET_NOT_CONFIGURED`). */
    store?: InterestStore | null;
    /** Seed the built-in memory store with synthetic demo history; answers say `DEMO_DATA`. */
    demoData?: boolean;
    /** Longest a store call may take before a 504; default 1500 ms. */
    timeoutMs?: number;
    /**
     * Secret behind the daily client hashes: text, or a `SecretSource` that loads one (e.g.
     * `upstashSecretSource`, shared by every instance on the store). Instances sharing a
     * store must share it, or per-client caps count per instance. Default: random per
     * process.
     */
    clientSecret?: string | SecretSource;
  };
  /**
   * Routes marked deprecated, by exact path (below `basePath`: `/api/search`, not
   * `/directory/api/search`): they answer with Deprecation/Sunset/Link.
   */
  deprecations?: Record<string, Deprecation>;
  /** How the public documents name the directory and price fast-track listings. */
  site?: Partial<SiteSettings> & {
    /**
     * Where vendors submit a listing, shown on `/fast-submission`: an `https:` URL (a form)
     * or a `mailto:` address. Unset, the page says submissions are not configured.
     */
    submissionUrl?: string;
  };
  /** Ask AI (`POST /api/ai-search`). */
  ai?: {
    /** `false` answers 503 `disabled`. Default true. */
    enabled?: boolean;
    /**
     * Who writes answers. Default: the built-in grounded responder (no model). `null`
     * means a model was wanted but is not usable: 503 `not_configured`.
     */
    responder?: ChatResponder | null;
    /** Screens questions first (fails closed). Default: none. */
    moderator?: Moderator | null;
    /**
     * HMAC secret of conversation tokens (16+ characters), or a `SecretSource` that loads
     * one; while a source cannot answer, Ask AI answers 503 `unavailable`. Default: random
     * per process, with a warning.
     */
    tokenSecret?: string | SecretSource;
    /** How long a conversation token stays valid; default 7200 s. */
    tokenTtlSeconds?: number;
    /** Defaults: 10 per IP per minute, 30 per session per hour, 20 turns, 20 streams. */
    limits?: Partial<AiLimits>;
    /** Default: counted in process memory. */
    capacity?: StreamCapacity;
    /** Turns per conversation. Default: counted in process memory (bounded, see docs/ask-ai.md). */
    conversations?: ConversationStore;
    /** Expected corpus SHA-256. Default: the bundled digest when serving the sample catalog. */
    corpusDigest?: string;
    /** Heartbeat comment after this much silence; default 15000 ms. */
    heartbeatMs?: number;
    /** Longest wait for moderation or the model's next piece; default 30000 ms. */
    idleTimeoutMs?: number;
  };
}

/** The ports and settings every handler is built from. */
export interface Dependencies {
  /** The validated `basePath`: "" at the root, else `/prefix` without a trailing slash. */
  basePath: string;
  /** The validated `publicUrl` as an origin (`https://host`), when set. */
  publicUrl: string | undefined;
  /** The origin absolute links use, or null for the request's own (`publicUrl`, `trustProxy`). */
  publicOrigin: OriginResolver;
  taxonomy: TaxonomyIndex;
  catalogs: CatalogSource;
  rateLimiter: RateLimiter;
  catalogPolicy: RateLimitPolicy;
  pagePolicy: RateLimitPolicy;
  clientIp: ClientIpResolver;
  clock: Clock;
  logger: Logger;
  market: MarketSettings | null;
  ai: AiSettings;
  deprecations: Record<string, Deprecation>;
  site: SiteSettings & { submissionUrl?: string };
}

function isCatalogSource(value: unknown): value is CatalogSource {
  return typeof (value as CatalogSource | undefined)?.current === "function";
}

function catalogDependencies(
  options: ApiOptions,
  bundled: BundledCatalog | undefined,
): Pick<Dependencies, "taxonomy" | "catalogs"> & { staticCatalog: Catalog } {
  if (isCatalogSource(options.catalog)) {
    const taxonomy = createTaxonomyIndex(
      mergeTaxonomy(defaultTaxonomy, parseTaxonomyAdditions(options.taxonomy)),
    );
    // Only demo interest is seeded from it, and only the in-memory store takes demo data.
    const staticCatalog = bundled?.load().catalog ?? {
      directory: "",
      lastUpdated: "",
      vendors: [],
    };
    return { taxonomy, catalogs: options.catalog, staticCatalog };
  }
  if (options.catalog === undefined && bundled === undefined) {
    throw new TypeError("createCatalogApi needs a catalog: a catalog document or a CatalogSource");
  }
  const loaded =
    options.catalog === undefined && options.taxonomy === undefined && bundled
      ? bundled.load()
      : loadCatalog(options.catalog ?? bundled?.document, options.taxonomy);
  return {
    taxonomy: loaded.taxonomy,
    catalogs: staticCatalogSource(loaded.catalog),
    staticCatalog: loaded.catalog,
  };
}

/**
 * Fills every port and setting that was not given with its embedded default; `bundled` is
 * the catalog served when the options name none.
 */
export function resolveDependencies(
  options: ApiOptions,
  bundled: BundledCatalog | undefined,
): Dependencies {
  const basePath = parseBasePath(options.basePath);
  const trustProxy = parseTrustProxy(options.trustProxy);
  const publicUrl = parsePublicUrl(options.publicUrl);
  const publicOrigin = originResolver(publicUrl, trustProxy);
  const clock = options.clock ?? systemClock;
  const catalogLimits = options.rateLimits?.catalog;
  const pageLimits = options.rateLimits?.pages;
  const { staticCatalog, ...catalogs } = catalogDependencies(options, bundled);
  // The free-text lookup (`q`, Ask AI) is built now, not by the first request that reads text.
  void catalogs.taxonomy.freeText;
  const logger = options.logger ?? consoleLogger;
  return {
    basePath,
    publicUrl,
    publicOrigin,
    ...catalogs,
    ai: resolveAiSettings(
      options,
      catalogs.taxonomy,
      logger,
      options.catalog === undefined ? bundled?.corpusDigest : undefined,
      clock,
    ),
    deprecations: parseDeprecations(options.deprecations),
    site: {
      name: options.site?.name ?? "GRC Directory",
      fastTrackPrice: options.site?.fastTrackPrice ?? "EUR 490",
      ...(options.site?.repositoryUrl ? { repositoryUrl: options.site.repositoryUrl } : {}),
      submissionUrl: parseSubmissionUrl(options.site?.submissionUrl),
    },
    market: resolveMarketSettings(options.market, staticCatalog, clock, logger),
    rateLimiter: options.rateLimiter ?? memoryRateLimiter({ clock }),
    catalogPolicy: {
      name: "catalog",
      limit: positiveInteger("rateLimits.catalog.limit", catalogLimits?.limit, 120),
      windowSeconds: positiveInteger(
        "rateLimits.catalog.windowSeconds",
        catalogLimits?.windowSeconds,
        60,
      ),
    },
    pagePolicy: {
      name: "pages",
      limit: positiveInteger("rateLimits.pages.limit", pageLimits?.limit, 300),
      windowSeconds: positiveInteger(
        "rateLimits.pages.windowSeconds",
        pageLimits?.windowSeconds,
        60,
      ),
    },
    clientIp: keyedClientIp(
      options.clientIp ?? (trustProxy > 0 ? forwardedFor(trustProxy) : socketAddress),
    ),
    clock,
    logger,
  };
}
