/**
 * `pnpm bench:limiter`: the in-memory rate limiter under hostile clients. Each run sends
 * one request from each of N distinct clients (N up to 10x the 100,000-key bound) and
 * reports decisions per second and heap growth: with O(1) decisions the rate stays flat as
 * N grows past the bound, and memory stops growing at it.
 */
import { memoryRateLimiter } from "../packages/core/src/memory/memory-rate-limiter.ts";

const policy = { name: "catalog", limit: 120, windowSeconds: 60 };
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** An IPv4 address for client `i` (distinct for i below 2^32). */
const address = (i: number) =>
  `${(i >>> 24) & 255}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;

process.stdout.write("| Distinct clients | Decisions/s | Heap growth |\n|---:|---:|---:|\n");
for (const clients of [10_000, 100_000, 1_000_000]) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const limiter = memoryRateLimiter();
  const keys = Array.from({ length: clients }, (_, i) => address(i));
  const started = performance.now();
  for (const key of keys) await limiter.limit(policy, key);
  const seconds = (performance.now() - started) / 1000;
  keys.length = 0;
  gc();
  const growth = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  process.stdout.write(
    `| ${clients.toLocaleString("en")} | ${Math.round(clients / seconds).toLocaleString("en")} | ${growth.toFixed(1)} MB |\n`,
  );
}
