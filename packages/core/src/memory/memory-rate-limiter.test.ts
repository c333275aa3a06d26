import { describe, expect, it, vi } from "vitest";
import { manualClock } from "../../test/http-helpers.ts";
import { rateLimiterContract } from "../../test/rate-limiter-contract.ts";
import { memoryRateLimiter } from "./memory-rate-limiter.ts";

const policy = { name: "p", limit: 3, windowSeconds: 10 };

describe("memory rate limiter", () => {
  rateLimiterContract(() => memoryRateLimiter());

  it("holds at most maxKeys clients, forgetting the least recently seen ones at the bound", async () => {
    const limiter = memoryRateLimiter({ clock: manualClock(), maxKeys: 4 });
    const spend = async (key: string) => {
      for (let i = 0; i < 3; i++) await limiter.limit(policy, key);
    };
    await spend("a");
    await spend("b");
    await spend("c");
    await limiter.limit(policy, "a"); // seen again: b is now the least recently seen
    await spend("d");
    await spend("e"); // a fifth client: b, the least recently seen, is forgotten
    expect(await limiter.limit(policy, "a")).toMatchObject({ allowed: false });
    expect(await limiter.limit(policy, "c")).toMatchObject({ allowed: false });
    expect(await limiter.limit(policy, "b")).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("decides without iterating over its clients, also at the bound", async () => {
    const limiter = memoryRateLimiter({ clock: manualClock(), maxKeys: 1000 });
    for (let i = 0; i < 1000; i++) await limiter.limit(policy, `warm-${i}`);
    const iterations = [
      vi.spyOn(Map.prototype, "keys"),
      vi.spyOn(Map.prototype, "values"),
      vi.spyOn(Map.prototype, "entries"),
      vi.spyOn(Map.prototype, "forEach"),
      vi.spyOn(Map.prototype, Symbol.iterator),
    ];
    try {
      for (let i = 0; i < 5000; i++) await limiter.limit(policy, `new-${i % 2500}`);
      for (const iteration of iterations) expect(iteration).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
