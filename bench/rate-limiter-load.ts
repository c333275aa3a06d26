import { memoryRateLimiter } from "../packages/core/src/memory/memory-rate-limiter.ts";

const policy = { name: "catalog", limit: 120, windowSeconds: 60 };
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** An IPv4 address for client `i` (distinct for i below 2^32). */
const address = (i: number) =>
  `${(i >>> 24) & 255}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;

/** One in-memory limiter, one request from each of `clients` distinct clients. */
export interface LimiterLoad {
  clients: number;
  decisionsPerSecond: number;
  heapBytes: number;
}

/**
 * The in-memory rate limiter under hostile clients: with O(1) decisions the rate stays flat
 * as `clients` grows past the 100,000-key bound, and memory stops growing at it.
 */
export async function limiterUnderHostileClients(clients: number): Promise<LimiterLoad> {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const limiter = memoryRateLimiter();
  const keys = Array.from({ length: clients }, (_, i) => address(i));
  const started = performance.now();
  for (const key of keys) await limiter.limit(policy, key);
  const seconds = (performance.now() - started) / 1000;
  keys.length = 0;
  gc();
  const heapBytes = process.memoryUsage().heapUsed - heapBefore;
  // Keep the limiter alive until measured.
  if ((await limiter.limit(policy, "x")).limit < 0)
    return { clients, decisionsPerSecond: 0, heapBytes };
  return { clients, decisionsPerSecond: clients / seconds, heapBytes };
}

/** The client counts the reliability section and `pnpm bench:limiter` measure. */
export const LIMITER_CLIENTS = [10_000, 100_000, 1_000_000];
