import type { Clock, RateLimitDecision, RateLimiter } from "../ports.ts";
import { countBoundedLru } from "./count-bounded-lru.ts";
import { slidingWindowDecision } from "./sliding-window.ts";
import { systemClock } from "./system-clock.ts";

/** One client's counts under one policy: its current fixed window and the one before. */
interface Counts {
  window: number;
  current: number;
  previous: number;
  /**
   * When refused, the end of that fixed window: refused until then (inclusive), as
   * `@upstash/ratelimit`'s ephemeral cache answers; 0 when not refused.
   */
  refusedUntil: number;
}

/** Options of `memoryRateLimiter`. */
export interface MemoryRateLimiterOptions {
  clock?: Clock;
  /**
   * Clients (policy and key pairs) held at most; default 100,000 (about 200 bytes each).
   * At the bound, the client seen least recently is forgotten (and starts again from zero).
   */
  maxKeys?: number;
}

/**
 * A sliding-window rate limiter in process memory, with the algorithm `@upstash/ratelimit`
 * uses (see `slidingWindowDecision`), so both limiters give the same answers; a refused
 * client stays refused until the fixed window that refused it ends, as the library's
 * ephemeral cache (on in the Upstash limiter) answers. Every decision is O(1): clients are
 * kept in an LRU cache (`countBoundedLru`), which takes memory as clients come. Exact on one instance; use the Upstash limiter when
 * several instances share the load.
 */
export function memoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const clock = options.clock ?? systemClock;
  const clients = countBoundedLru<string, Counts>(options.maxKeys ?? 100_000);

  return {
    async limit(policy, key): Promise<RateLimitDecision> {
      const now = clock.now();
      const windowMs = policy.windowSeconds * 1000;
      const window = Math.floor(now / windowMs);
      const id = `${policy.name}\u0000${key}`;
      let counts = clients.get(id);
      if (!counts) {
        counts = { window, current: 0, previous: 0, refusedUntil: 0 };
        clients.set(id, counts);
      }
      if (counts.window !== window) {
        counts.previous = counts.window === window - 1 ? counts.current : 0;
        counts.current = 0;
        counts.window = window;
      }
      if (now <= counts.refusedUntil) {
        const resetSeconds = Math.max(1, Math.ceil((counts.refusedUntil - now) / 1000));
        return { allowed: false, limit: policy.limit, remaining: 0, resetSeconds };
      }
      const decision = slidingWindowDecision(policy.limit, windowMs, now, counts);
      if (decision.allowed) counts.current++;
      else counts.refusedUntil = (window + 1) * windowMs;
      return decision;
    },
  };
}
