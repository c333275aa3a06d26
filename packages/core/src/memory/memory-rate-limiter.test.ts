import { describe, expect, it, vi } from "vitest";
import { manualClock } from "../../test/http-helpers.ts";
import { rateLimiterContract } from "../../test/rate-limiter-contract.ts";
import { memoryRateLimiter } from "./memory-rate-limiter.ts";

const policy = { name: "p", limit: 3, windowSeconds: 10 };

describe("memory rate limiter", () => {
  rateLimiterContract(() => memoryRateLimiter());

  it("holds at most maxKeys clients, forgetting the least recently seen one at the bound", async () => {
    const limiter = memoryRateLimiter({ clock: manualClock(), maxKeys: 2 });
    await limiter.limit(policy, "a");
    await limiter.limit(policy, "a");
    await limiter.limit(policy, "b");
    await limiter.limit(policy, "a"); // "a" is now the most recently seen
    await limiter.limit(policy, "c"); // full: "b", the least recently seen, is forgotten
    expect(await limiter.limit(policy, "a")).toMatchObject({ allowed: false, remaining: 0 });
    expect(await limiter.limit(policy, "b")).toMatchObject({ remaining: 2 }); // starts again
  });

  it("decides without scanning its clients, also at the bound", async () => {
    const maxKeys = 1000;
    const limiter = memoryRateLimiter({ clock: manualClock(), maxKeys });
    for (let i = 0; i < maxKeys; i++) await limiter.limit(policy, `warm-${i}`);
    const keys = vi.spyOn(Map.prototype, "keys");
    const iterate = vi.spyOn(Map.prototype, Symbol.iterator);
    const entries = vi.spyOn(Map.prototype, "entries");
    const forEach = vi.spyOn(Map.prototype, "forEach");
    try {
      let steps = 0;
      keys.mockImplementation(function (this: Map<unknown, unknown>) {
        const iterator = Map.prototype.entries.call(this);
        return {
          next() {
            steps++;
            const step = iterator.next();
            return step.done ? step : { done: false, value: step.value[0] };
          },
          [Symbol.iterator]() {
            return this;
          },
        } as MapIterator<unknown>;
      });
      for (let i = 0; i < 500; i++) await limiter.limit(policy, `new-${i}`);
      // One step per new client at the bound: the oldest key, dropped.
      expect(steps).toBe(500);
      expect(iterate).not.toHaveBeenCalled();
      expect(forEach).not.toHaveBeenCalled();
      expect(entries).toHaveBeenCalledTimes(500);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
