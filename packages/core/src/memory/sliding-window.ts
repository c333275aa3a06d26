import type { RateLimitDecision } from "../ports.ts";

/**
 * `@upstash/ratelimit`'s sliding window (`Ratelimit.slidingWindow`), for one request:
 * time is cut into fixed windows, and a client's count is its current window's requests
 * plus the previous window's weighted by how much of it the sliding window still covers
 * (rounded down, as the library's script does). A refused request is not counted; the
 * reset is the end of the current fixed window. `current` is the count before this request.
 */
export function slidingWindowDecision(
  limit: number,
  windowMs: number,
  now: number,
  counts: { current: number; previous: number },
): RateLimitDecision {
  const weighted = Math.floor((1 - (now % windowMs) / windowMs) * counts.previous);
  const allowed = weighted + counts.current < limit;
  const resetAt = (Math.floor(now / windowMs) + 1) * windowMs;
  return {
    allowed,
    limit,
    remaining: allowed ? Math.max(0, limit - (counts.current + 1 + weighted)) : 0,
    resetSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  };
}
