import type * as v from "valibot";
import type { AiSettings } from "./ai/ai-settings.ts";
import { resolveAiSettings } from "./ai/resolve-ai-settings.ts";
import type { Catalog } from "./catalog/catalog-document.ts";
import { defaultTaxonomy } from "./catalog/default-taxonomy.ts";
import { loadCatalog, parseTaxonomyAdditions } from "./catalog/load-catalog.ts";
import type { BundledCatalog } from "./catalog/sample-catalog.ts";
import { mergeTaxonomy } from "./catalog/taxonomy-additions.ts";
import { createTaxonomyIndex, type TaxonomyIndex } from "./catalog/taxonomy-index.ts";
import { createGazetteerReader, type FreeTextReader } from "./free-text/free-text-reader.ts";
import {
  defaultQuestionLexicon,
  type QuestionLexicon,
  questionLexiconOf,
} from "./free-text/question-lexicon.ts";
import { forwardedFor, keyedClientIp, socketAddress } from "./http/client-ip.ts";
import { type OriginResolver, originResolver } from "./http/public-origin.ts";
import type { MarketSettings } from "./market/market-settings.ts";
import { resolveMarketSettings } from "./market/resolve-market-settings.ts";
import { consoleLogger } from "./memory/console-logger.ts";
import { memoryRateLimiter } from "./memory/memory-rate-limiter.ts";
import { staticCatalogSource } from "./memory/static-catalog-source.ts";
import { systemClock } from "./memory/system-clock.ts";
import type { ApiOptionsSchema, ResolvedOptions } from "./options/api-options-schema.ts";
import { isCatalogSource } from "./options/is-catalog-source.ts";
import { parseOptions } from "./options/parse-options.ts";
import type {
  CatalogSource,
  ClientIpResolver,
  Clock,
  HeapUse,
  Logger,
  RateLimiter,
  RateLimitPolicy,
} from "./ports.ts";
import type { Deprecation } from "./site/deprecations.ts";
import type { SiteSettings } from "./site/text-documents.ts";
import { instrumentedOptions } from "./telemetry/instrumented-options.ts";
import { createTelemetry, type Telemetry } from "./telemetry/instruments.ts";
import { requestScopedLogger } from "./telemetry/scoped-logger.ts";

/**
 * Options of `createApi`. Every one is optional: the defaults serve the bundled sample.
 * Each field's default is in its `@default`, written once in `ApiOptionsSchema`.
 */
export type ApiOptions = v.InferInput<typeof ApiOptionsSchema>;

/** The ports and settings every handler is built from. */
export interface Dependencies {
  /** The validated `basePath`: "" at the root, else `/prefix` without a trailing slash. */
  basePath: string;
  /** The validated `publicUrl` as an origin (`https://host`), when set. */
  publicUrl: string | undefined;
  /** The origin absolute links use, or null for the request's own (`publicUrl`, `trustProxy`). */
  publicOrigin: OriginResolver;
  taxonomy: TaxonomyIndex;
  /** Reads free text (`q`, Ask AI's messages): `freeText.reader`, else the gazetteer reader. */
  freeText: FreeTextReader;
  /**
   * Reads what Ask AI ranks and decides by beyond the tags (size, industry, language, topic,
   * follow-ups, the vendor asked about), from the same `freeText.lexicons`.
   */
  questionLexicon: QuestionLexicon;
  catalogs: CatalogSource;
  rateLimiter: RateLimiter;
  catalogPolicy: RateLimitPolicy;
  pagePolicy: RateLimitPolicy;
  clientIp: ClientIpResolver;
  clock: Clock;
  /** The heap in use and its limit (`heapUse`), where the runtime tells. */
  heapUse: HeapUse | undefined;
  logger: Logger;
  market: MarketSettings | null;
  ai: AiSettings;
  deprecations: Record<string, Deprecation>;
  site: SiteSettings & { submissionUrl?: string };
  /** The API's instruments and tracer (`createTelemetry`). */
  telemetry: Telemetry;
}

function catalogDependencies(
  options: ResolvedOptions,
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
 * Checks the options and fills every one that was not given: settings from the schema's
 * defaults, ports with their embedded implementations; `bundled` is the catalog served when
 * the options name none. A bad option throws (see `parseOptions`).
 */
export function resolveDependencies(
  input: ApiOptions,
  bundled: BundledCatalog | undefined,
): Dependencies {
  const parsed = parseOptions(input);
  const telemetry = createTelemetry(parsed.telemetry);
  const options = instrumentedOptions(parsed, telemetry);
  const { basePath, publicUrl, trustProxy } = options;
  const clock = options.clock ?? systemClock;
  const logger = requestScopedLogger(options.logger ?? consoleLogger);
  const { staticCatalog, ...catalogs } = catalogDependencies(options, bundled);
  // The free-text reader (`q`, Ask AI) is built now, not by the first request that reads text.
  const { reader, ...freeTextSettings } = options.freeText;
  const freeText =
    reader?.(catalogs.taxonomy) ?? createGazetteerReader(catalogs.taxonomy, freeTextSettings);
  // Made once per list of lexicons (at a Worker's global scope, `readerBuiltAhead`).
  const questionLexicon = freeTextSettings.lexicons
    ? questionLexiconOf(freeTextSettings.lexicons)
    : defaultQuestionLexicon();
  return {
    basePath,
    publicUrl,
    publicOrigin: originResolver(publicUrl, trustProxy),
    ...catalogs,
    freeText,
    questionLexicon,
    ai: resolveAiSettings(
      options.ai,
      catalogs.taxonomy,
      logger,
      options.catalog === undefined ? bundled?.corpusDigest : undefined,
      clock,
    ),
    deprecations: options.deprecations,
    site: options.site,
    market: resolveMarketSettings(options.market, staticCatalog, clock, logger),
    rateLimiter: options.rateLimiter ?? memoryRateLimiter({ clock }),
    catalogPolicy: { name: "catalog", ...options.rateLimits.catalog },
    pagePolicy: { name: "pages", ...options.rateLimits.pages },
    clientIp: keyedClientIp(
      options.clientIp ?? (trustProxy > 0 ? forwardedFor(trustProxy) : socketAddress),
    ),
    clock,
    heapUse: options.heapUse,
    logger,
    telemetry,
  };
}
