import type { RateLimiter } from "../ports.ts";
import { withTimeout } from "../with-timeout.ts";
import type { RedisCommands } from "./redis-commands.ts";

export interface UpstashRateLimiterOptions {
  redis: RedisCommands;
  /** Key prefix in Redis; default `grc:rl`. */
  prefix?: string;
  /** Longest a decision may take before it fails (and core applies its policy); default 1000 ms. */
  timeoutMs?: number;
}

/**
 * Counts one request and answers the count and the window's milliseconds left. The first
 * request opens the window (the key's expiry); a key found without an expiry, which only a
 * failed write could leave, gets one, so no client is blocked for good.
 */
const COUNT = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local left = redis.call("PTTL", KEYS[1])
if left < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }
`;

/**
 * Rate limits shared by every instance: one counter per policy and key in Redis, counted
 * by one atomic script (sent by its SHA after the first call). The window opens with a
 * key's first request and lasts the policy's `windowSeconds`, as in the in-memory limiter,
 * and its end comes from Redis's clock, so every instance reports the same reset. A slow
 * or failing Redis makes `limit()` reject, and core decides: catalog and market let the
 * request through (and log), Ask AI answers 503.
 */
export function upstashRateLimiter(options: UpstashRateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? "grc:rl";
  const timeoutMs = options.timeoutMs ?? 1000;
  const count = options.redis.createScript<[number, number]>(COUNT);
  return {
    async limit(policy, key) {
      const windowMs = policy.windowSeconds * 1000;
      const [requests, leftMs] = await withTimeout(
        count.exec([`${prefix}:${policy.name}:${key}`], [String(windowMs)]),
        timeoutMs,
      );
      return {
        allowed: requests <= policy.limit,
        limit: policy.limit,
        remaining: Math.max(0, policy.limit - requests),
        resetSeconds: Math.max(1, Math.ceil(leftMs / 1000)),
      };
    },
  };
}
