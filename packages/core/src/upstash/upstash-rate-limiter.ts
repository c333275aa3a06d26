import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis";
import { systemClock } from "../memory/system-clock.ts";
import type { Clock, RateLimiter, RateLimitPolicy } from "../ports.ts";
import { withTimeout } from "../with-timeout.ts";

export interface UpstashRateLimiterOptions {
  redis: Redis;
  /** Key prefix in Redis; default `grc:rl`. */
  prefix?: string;
  /** Longest a decision may take before it fails (and core applies its policy); default 1000 ms. */
  timeoutMs?: number;
  clock?: Clock;
}

/**
 * Rate limits shared by every instance, on `@upstash/ratelimit` fixed windows. Its own
 * `timeout` would silently let requests through, and its ephemeral cache would keep a key
 * blocked in one process after Redis forgot it; both are off. A slow or failing Redis
 * makes `limit()` reject, and core decides: catalog and market let the request through
 * (and log), Ask AI answers 503.
 */
export function upstashRateLimiter(options: UpstashRateLimiterOptions): RateLimiter {
  const limiters = new Map<string, Ratelimit>();
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 1000;

  function limiterFor(policy: RateLimitPolicy): Ratelimit {
    const id = `${policy.name}:${policy.limit}:${policy.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: options.redis,
        limiter: Ratelimit.fixedWindow(policy.limit, `${policy.windowSeconds} s`),
        prefix: `${options.prefix ?? "grc:rl"}:${policy.name}`,
        ephemeralCache: false,
        timeout: 0,
        analytics: false,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  }

  return {
    async limit(policy, key) {
      const result = await withTimeout(limiterFor(policy).limit(key), timeoutMs);
      return {
        allowed: result.success,
        limit: result.limit,
        remaining: Math.max(0, result.remaining),
        resetSeconds: Math.max(1, Math.ceil((result.reset - clock.now()) / 1000)),
      };
    },
  };
}
