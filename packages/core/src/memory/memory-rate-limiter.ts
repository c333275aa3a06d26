import type { Clock, RateLimitDecision, RateLimiter } from "../ports.ts";
import { systemClock } from "./system-clock.ts";

interface Window {
  startedAt: number;
  count: number;
}

export interface MemoryRateLimiterOptions {
  clock?: Clock;
  /** Keys held at most; past it, expired windows are swept, then the oldest dropped. */
  maxKeys?: number;
}

/**
 * A fixed-window rate limiter in process memory: each key's window opens with its first
 * request and lasts the policy's `windowSeconds`. Exact on one instance; use the Upstash
 * limiter when several instances share the load.
 */
export function memoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const clock = options.clock ?? systemClock;
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, Window>();

  function sweep(now: number, windowMs: number): void {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= windowMs) windows.delete(key);
    }
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async limit(policy, key): Promise<RateLimitDecision> {
      const now = clock.now();
      const windowMs = policy.windowSeconds * 1000;
      const id = `${policy.name}\u0000${key}`;
      let window = windows.get(id);
      if (!window || now - window.startedAt >= windowMs) {
        if (!window && windows.size >= maxKeys) sweep(now, windowMs);
        window = { startedAt: now, count: 0 };
        windows.delete(id);
        windows.set(id, window);
      }
      window.count++;
      const allowed = window.count <= policy.limit;
      return {
        allowed,
        limit: policy.limit,
        remaining: Math.max(0, policy.limit - window.count),
        resetSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)),
      };
    },
  };
}
