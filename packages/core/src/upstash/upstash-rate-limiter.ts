// The ESM build by its path: the package names only its CommonJS build (`main`, no
// `exports`), which bundlers cannot tree-shake (0.9 KiB gzip more in the Worker).
import { Ratelimit } from "@upstash/ratelimit/dist/index.mjs";
import { BoundedMap } from "../bounded-map.ts";
import type { RateLimiter, RateLimitPolicy } from "../ports.ts";
import { withTimeout } from "../with-timeout.ts";
import type { RedisCommands } from "./redis-commands.ts";

export interface UpstashRateLimiterOptions {
  redis: RedisCommands;
  /** Key prefix in Redis; default `grc:rl` (keys are `grc:rl:<policy>:<client>:<window>`). */
  prefix?: string;
  /** Longest a decision may take before it fails (and core applies its policy); default 1000 ms. */
  timeoutMs?: number;
  /**
   * Refused clients remembered in process memory until their window ends, so their next
   * requests are refused without a Redis call (`@upstash/ratelimit`'s ephemeral cache);
   * default 10,000. When full, it is emptied: those clients are asked about in Redis
   * again, which still refuses them.
   */
  maxCachedRefusals?: number;
}

/**
 * Rate limits shared by every instance, with `@upstash/ratelimit`'s sliding window (the
 * in-memory limiter runs the same algorithm): one `Ratelimit` per policy, one atomic
 * script per decision (sent by its SHA once Redis has it), analytics and telemetry off.
 *
 * Timeout policy: the library's own `timeout` would let a request through silently, so
 * it is off; instead each decision is bounded by `timeoutMs`, after which `limit()`
 * rejects and core decides: catalog, pages and market let the request through (and log),
 * Ask AI answers 503.
 */
export function upstashRateLimiter(options: UpstashRateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? "grc:rl";
  const timeoutMs = options.timeoutMs ?? 1000;
  const refused = new BoundedMap<string, number>(options.maxCachedRefusals ?? 10_000);
  const limiters = new Map<string, Ratelimit>();

  function limiterFor(policy: RateLimitPolicy): Ratelimit {
    const id = `${policy.name}\u0000${policy.limit}\u0000${policy.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        // It calls `evalsha` and `eval` only, which `RedisCommands` has.
        redis: options.redis as unknown as ConstructorParameters<typeof Ratelimit>[0]["redis"],
        limiter: Ratelimit.slidingWindow(policy.limit, `${policy.windowSeconds} s`),
        prefix: `${prefix}:${policy.name}`,
        ephemeralCache: refused,
        analytics: false,
        enableTelemetry: false,
        timeout: 0,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  }

  return {
    async limit(policy, key) {
      const { success, remaining, reset } = await withTimeout(
        limiterFor(policy).limit(key),
        timeoutMs,
      );
      return {
        allowed: success,
        limit: policy.limit,
        remaining,
        resetSeconds: Math.max(1, Math.ceil((reset - Date.now()) / 1000)),
      };
    },
  };
}
