export {
  type UpstashInterestStoreOptions,
  upstashInterestStore,
} from "./upstash-interest-store.ts";
export { type UpstashRateLimiterOptions, upstashRateLimiter } from "./upstash-rate-limiter.ts";
