import { expect, it } from "vitest";
import { memoryRateLimiter } from "../../packages/core/src/index.ts";
import { liveHeapBytes, MiB } from "./live-heap.ts";

const policy = { name: "catalog", limit: 120, windowSeconds: 60 };

/** An IPv4 address for client `i` (distinct for i below 2^32). */
const address = (i: number) =>
  `${(i >>> 24) & 255}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;

/** One in-memory limiter (default bound: 100,000 keys), one request from each of `clients`. */
async function underClients(clients: number) {
  const before = liveHeapBytes();
  const keys = Array.from({ length: clients }, (_, i) => address(i));
  const limiter = memoryRateLimiter();
  const started = performance.now();
  for (const key of keys) await limiter.limit(policy, key);
  const decisionsPerSecond = clients / ((performance.now() - started) / 1000);
  keys.length = 0;
  const heapBytes = liveHeapBytes() - before;
  // Still in use: the limiter is live while measured.
  await limiter.limit(policy, "after");
  return { decisionsPerSecond, heapBytes };
}

it("stops growing at its 100,000-key bound and decides in constant time under 1,000,000 clients", async () => {
  const atBound = await underClients(100_000);
  const tenTimes = await underClients(1_000_000);
  for (const [clients, at] of [
    ["100,000", atBound],
    ["1,000,000", tenTimes],
  ] as const) {
    const rate = Math.round(at.decisionsPerSecond).toLocaleString("en");
    console.info(`${clients} clients: ${(at.heapBytes / MiB).toFixed(1)} MiB, ${rate} decisions/s`);
  }
  expect(tenTimes.heapBytes / MiB).toBeLessThan((1.2 * atBound.heapBytes) / MiB + 4);
  expect(tenTimes.decisionsPerSecond).toBeGreaterThan(0.5 * atBound.decisionsPerSecond);
});
