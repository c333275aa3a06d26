export { DEFAULT_LEXICONS } from "#default-lexicons";
export { AiSearchRequestSchema } from "./ai/ai-request.ts";
export type { AiLimits } from "./ai/ai-settings.ts";
export { corpusDigest } from "./ai/corpus.ts";
export { groundedResponder } from "./ai/grounded-responder.ts";
export { type Api, createApi, createCatalogApi } from "./app.ts";
export {
  type Catalog,
  type CatalogDocument,
  CatalogDocumentSchema,
  CatalogValidationError,
} from "./catalog/catalog-document.ts";
export { defaultTaxonomy } from "./catalog/default-taxonomy.ts";
export { type LoadedCatalog, loadCatalog } from "./catalog/load-catalog.ts";
export { type PreparedCatalog, prepareCatalog } from "./catalog/prepared-catalog.ts";
export type { ParsedQueryText, PlaceReading } from "./catalog/query-text.ts";
export {
  type CatalogSearchSuccess,
  CatalogSearchSuccessSchema,
  type ToolsDump,
  ToolsDumpSchema,
  type Warning,
  WarningSchema,
} from "./catalog/response-schemas.ts";
export { sampleCatalog, sampleCatalogDocument } from "./catalog/sample-catalog.ts";
export { SearchQuerySchema } from "./catalog/search-query.ts";
export type { Dimension, Taxonomy, TaxonomyEntry } from "./catalog/taxonomy.ts";
export { type TaxonomyAdditions, TaxonomyAdditionsSchema } from "./catalog/taxonomy-additions.ts";
export { TaxonomyError, type TaxonomyIndex } from "./catalog/taxonomy-index.ts";
export {
  type PublicVendor,
  PublicVendorSchema,
  type StoredVendor,
  StoredVendorSchema,
} from "./catalog/vendor-schema.ts";
export { ALL_LEXICONS } from "./free-text/all-lexicons.ts";
export {
  createGazetteerReader,
  explainQuery,
  type FreeTextReader,
  formatExplanation,
  type GazetteerReader,
  type QueryExplanation,
  readerBuiltAhead,
} from "./free-text/free-text-reader.ts";
export type { FreeTextSettings } from "./free-text/free-text-settings.ts";
export {
  defineLexicon,
  type Lexicon,
  type LexiconInput,
  LexiconSchema,
} from "./free-text/lexicon/lexicon-schema.ts";
export { READING_RULES, type ReadingRule, type ReadingStep } from "./free-text/reading-rules.ts";
export { WORKER_LEXICONS } from "./free-text/worker-lexicons.ts";
export { ApiError, type UnknownAlias } from "./http/api-error.ts";
export { ApiErrorBodySchema } from "./http/api-error-schema.ts";
export { forwardedFor, headerAddress, socketAddress } from "./http/client-ip.ts";
export { SCHEMA_VERSION } from "./http/schema-version.ts";
export { demoInterestHistory } from "./market/demo-history.ts";
export {
  type MarketPointSuccess,
  MarketPointSuccessSchema,
  type MarketRankingSuccess,
  MarketRankingSuccessSchema,
  type MarketSuccess,
  MarketSuccessSchema,
} from "./market/market-schemas.ts";
export type { PageView, PageViewOutcome } from "./market/page-view-recorder.ts";
export { consoleLogger } from "./memory/console-logger.ts";
export { HEAP_CEILING } from "./memory/heap-ceiling.ts";
export { memoryConversationStore } from "./memory/memory-conversation-store.ts";
export {
  type InterestSeed,
  type MemoryInterestStore,
  memoryInterestStore,
} from "./memory/memory-interest-store.ts";
export { type MemoryRateLimiterOptions, memoryRateLimiter } from "./memory/memory-rate-limiter.ts";
export { memorySecretSource } from "./memory/memory-secret-source.ts";
export { memoryStreamCapacity } from "./memory/memory-stream-capacity.ts";
export { memoryTokenSpend } from "./memory/memory-token-spend.ts";
export { staticCatalogSource } from "./memory/static-catalog-source.ts";
export { systemClock } from "./memory/system-clock.ts";
export type { ApiOptions } from "./options.ts";
export type * from "./ports.ts";
export { requestScopedLogger } from "./telemetry/scoped-logger.ts";
