import type { Clock, RateLimitDecision, RateLimiter } from "../ports.ts";
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

export interface MemoryRateLimiterOptions {
  clock?: Clock;
  /**
   * Clients (policy and key pairs) held at most; default 100,000 (about 200 bytes each).
   * They are kept in two generations of half that each: when the recent one is full, the
   * older one is forgotten whole and the recent one becomes the older. So at the bound, the
   * clients not seen since the last turnover (the least recently seen) start again from
   * zero. Nothing is ever scanned or iterated.
   */
  maxKeys?: number;
}

/**
 * A sliding-window rate limiter in process memory, with the algorithm `@upstash/ratelimit`
 * uses (see `slidingWindowDecision`), so both limiters give the same answers; a refused
 * client stays refused until the fixed window that refused it ends, as the library's
 * ephemeral cache (on in the Upstash limiter) answers. Every decision is O(1): at most two
 * `Map` lookups and one insert, in two generations as `quick-lru` keeps them (dropping a
 * `Map`'s first entry instead would make V8 step over every slot deleted before it). Exact
 * on one instance; use the Upstash limiter when several instances share the load.
 */
export function memoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const clock = options.clock ?? systemClock;
  const generation = Math.max(1, Math.floor((options.maxKeys ?? 100_000) / 2));
  let recent = new Map<string, Counts>();
  let older = new Map<string, Counts>();

  function remember(id: string, counts: Counts): void {
    if (recent.size >= generation) {
      older = recent;
      recent = new Map();
    }
    recent.set(id, counts);
  }

  /** A client's counts, moved to the recent generation when found in the older one. */
  function find(id: string): Counts | undefined {
    const counts = recent.get(id);
    if (counts) return counts;
    const old = older.get(id);
    if (old) {
      older.delete(id);
      remember(id, old);
    }
    return old;
  }

  return {
    async limit(policy, key): Promise<RateLimitDecision> {
      const now = clock.now();
      const windowMs = policy.windowSeconds * 1000;
      const window = Math.floor(now / windowMs);
      const id = `${policy.name}\u0000${key}`;
      let counts = find(id);
      if (!counts) {
        counts = { window, current: 0, previous: 0, refusedUntil: 0 };
        remember(id, counts);
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
