export {
  type CatalogChunk,
  type CatalogHead,
  CHUNK_BYTES,
  catalogKeys,
} from "./catalog-layout.ts";
export { type PushCatalogOptions, pushCatalog } from "./catalog-push.ts";
export type { RedisCommands, RedisScript } from "./redis-commands.ts";
export {
  type UpstashCatalogSourceOptions,
  upstashCatalogSource,
} from "./upstash-catalog-source.ts";
export {
  type UpstashConversationStoreOptions,
  upstashConversationStore,
} from "./upstash-conversation-store.ts";
export {
  type UpstashInterestStoreOptions,
  upstashInterestStore,
} from "./upstash-interest-store.ts";
export { type UpstashRateLimiterOptions, upstashRateLimiter } from "./upstash-rate-limiter.ts";
export {
  UpstashError,
  type UpstashRestClientOptions,
  upstashRestClient,
} from "./upstash-rest-client.ts";
export {
  SECRET_KEYS,
  type UpstashSecretSourceOptions,
  upstashSecretSource,
} from "./upstash-secret-source.ts";
export {
  type UpstashStreamCapacityOptions,
  upstashStreamCapacity,
} from "./upstash-stream-capacity.ts";
export { type UpstashTokenSpendOptions, upstashTokenSpend } from "./upstash-token-spend.ts";
