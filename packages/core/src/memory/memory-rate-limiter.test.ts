import { describe, expect, it } from "vitest";
import { manualClock } from "../../test/http-helpers.ts";
import { rateLimiterContract } from "../../test/rate-limiter-contract.ts";
import { memoryRateLimiter } from "./memory-rate-limiter.ts";

const policy = { name: "p", limit: 3, windowSeconds: 10 };

describe("memory rate limiter", () => {
  rateLimiterContract(() => memoryRateLimiter({ clock: manualClock() }));

  it("opens a window with a key's first request and reopens it once the window has passed", async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter({ clock });
    const remaining = [];
    for (let i = 0; i < 4; i++) remaining.push(await limiter.limit(policy, "a"));
    expect(remaining.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    clock.advance(9_001);
    expect(await limiter.limit(policy, "a")).toMatchObject({ allowed: false, resetSeconds: 1 });
    expect(await limiter.limit(policy, "b")).toMatchObject({ allowed: true, remaining: 2 });
    clock.advance(999);
    expect(await limiter.limit(policy, "a")).toMatchObject({
      allowed: true,
      remaining: 2,
      resetSeconds: 10,
    });
  });

  it("holds at most maxKeys keys: expired windows are swept first, then the oldest dropped", async () => {
    const clock = manualClock();
    const limiter = memoryRateLimiter({ clock, maxKeys: 2 });
    await limiter.limit(policy, "old");
    clock.advance(11_000);
    await limiter.limit(policy, "a");
    await limiter.limit(policy, "a");
    await limiter.limit(policy, "b"); // full: sweeping the expired "old" makes room
    await limiter.limit(policy, "c"); // full, nothing expired: the oldest live key "a" goes
    expect(await limiter.limit(policy, "a")).toMatchObject({ remaining: 2 });
    expect(await limiter.limit(policy, "c")).toMatchObject({ remaining: 1 });
  });
});
