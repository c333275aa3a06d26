// The ESM build by its path: the package names only its CommonJS build (`main`, no
// `exports`), which bundlers cannot tree-shake (0.9 KiB gzip more in the Worker).
import { Ratelimit } from "@upstash/ratelimit/dist/index.mjs";
import { withTimeout } from "../async/with-timeout.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";
import { systemClock } from "../memory/system-clock.ts";
import type { Clock, RateLimiter, RateLimitPolicy } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashRateLimiter`. */
export interface UpstashRateLimiterOptions {
  redis: RedisCommands;
  /** Key prefix in Redis; default `grc:rl` (keys are `grc:rl:<policy>:<client>:<window>`). */
  prefix?: string;
  /** Longest a decision may take before it fails (and core applies its policy); default 1000 ms. */
  timeoutMs?: number;
  /**
   * Refused clients remembered in process memory until their window ends, so their next
   * requests are refused without a Redis call (as `@upstash/ratelimit`'s ephemeral cache
   * does); default 10,000. At the bound the client refused least recently is forgotten: it
   * is asked about in Redis again, which still refuses it.
   */
  maxCachedRefusals?: number;
  /**
   * After a decision fails (Redis down, slow or frozen), how long the next ones fail at
   * once instead of each waiting `timeoutMs` for Redis; default 2000 ms. Then one decision
   * at a time tries Redis again until one succeeds.
   */
  failFastMs?: number;
  clock?: Clock;
}

/** Seconds until `reset` (ms since the epoch), at least 1. */
const secondsTo = (reset: number) => Math.max(1, Math.ceil((reset - Date.now()) / 1000));

/** A decision refused at once because Redis failed a moment ago. */
export class RateLimiterUnavailableError extends Error {
  override name = "RateLimiterUnavailableError";
}

/**
 * Rate limits shared by every instance, with `@upstash/ratelimit`'s sliding window (the
 * in-memory limiter runs the same algorithm): one `Ratelimit` per policy, one atomic
 * script per decision (sent by its SHA once Redis has it), analytics and telemetry off.
 *
 * Timeout policy: the library's own `timeout` would let a request through silently, so
 * it is off; instead each decision is bounded by `timeoutMs`, after which `limit()`
 * rejects and core decides: catalog, pages and market let the request through (and log),
 * Ask AI answers 503. After a failure, decisions fail at once for `failFastMs`, and then
 * one at a time tries Redis until one succeeds, so an outage costs each request nothing
 * rather than `timeoutMs`.
 */
export function upstashRateLimiter(options: UpstashRateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? "grc:rl";
  const timeoutMs = options.timeoutMs ?? 1000;
  /** Refused clients by policy and key: when their refusal ends (ms since the epoch). */
  const refused = countBoundedLru<string, number>(options.maxCachedRefusals ?? 10_000);
  const limiters = new Map<string, Ratelimit>();
  const clock = options.clock ?? systemClock;
  const failFastMs = options.failFastMs ?? 2000;
  /** When decisions may try Redis again after a failure (0: Redis answered last time). */
  let retryAt = 0;
  /** When the decision now trying Redis again started, if one is. */
  let probingSince: number | undefined;

  /** A policy as limited: two policies of one name but other numbers are limited apart. */
  const policyId = (policy: RateLimitPolicy) =>
    `${policy.name}\u0000${policy.limit}\u0000${policy.windowSeconds}`;

  function limiterFor(policy: RateLimitPolicy): Ratelimit {
    const id = policyId(policy);
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        // It calls `evalsha` and `eval` only, which `RedisCommands` has.
        redis: options.redis as unknown as ConstructorParameters<typeof Ratelimit>[0]["redis"],
        limiter: Ratelimit.slidingWindow(policy.limit, `${policy.windowSeconds} s`),
        prefix: `${prefix}:${policy.name}`,
        // Its cache must be a `Map`, which nothing would bound: refusals are kept here instead.
        ephemeralCache: false,
        analytics: false,
        enableTelemetry: false,
        timeout: 0,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  }

  return {
    ping: redisPing(options.redis),
    async limit(policy, key) {
      const id = `${policyId(policy)}\u0000${key}`;
      const refusedUntil = refused.get(id);
      if (refusedUntil !== undefined && refusedUntil >= Date.now()) {
        return {
          allowed: false,
          limit: policy.limit,
          remaining: 0,
          resetSeconds: secondsTo(refusedUntil),
        };
      }
      const now = clock.now();
      // A probe pending past two timeouts was dropped (Workers may drop a finished
      // request's I/O and timers): another may try.
      const probing = probingSince !== undefined && now - probingSince < 2 * timeoutMs;
      if (retryAt > 0 && (now < retryAt || probing)) {
        throw new RateLimiterUnavailableError("Redis failed a moment ago; deciding without it");
      }
      const probe = retryAt > 0;
      if (probe) probingSince = now;
      let decision: Awaited<ReturnType<Ratelimit["limit"]>>;
      try {
        decision = await withTimeout(limiterFor(policy).limit(key), timeoutMs);
        retryAt = 0;
      } catch (error) {
        retryAt = clock.now() + failFastMs;
        throw error;
      } finally {
        if (probe) probingSince = undefined;
      }
      const { success, remaining, reset } = decision;
      if (!success) refused.set(id, reset);
      return { allowed: success, limit: policy.limit, remaining, resetSeconds: secondsTo(reset) };
    },
  };
}
