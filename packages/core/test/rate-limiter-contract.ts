import { expect, it } from "vitest";
import type { RateLimiter } from "../src/ports.ts";

const policy = { name: "catalog", limit: 3, windowSeconds: 60 };

/** The behaviour every RateLimiter must have, whatever it counts in. */
export function rateLimiterContract(makeLimiter: () => RateLimiter): void {
  it("allows `limit` requests per window per key, counting down, then refuses", async () => {
    const limiter = makeLimiter();
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter.limit(policy, "203.0.113.1"));
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    for (const decision of decisions) {
      expect(decision.limit).toBe(3);
      expect(decision.resetSeconds).toBeGreaterThanOrEqual(1);
      expect(decision.resetSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("counts each key apart", async () => {
    const limiter = makeLimiter();
    for (let i = 0; i < 4; i++) await limiter.limit(policy, "203.0.113.1");
    expect(await limiter.limit(policy, "203.0.113.2")).toMatchObject({
      allowed: true,
      remaining: 2,
    });
  });

  it("counts each policy apart for the same key", async () => {
    const limiter = makeLimiter();
    await limiter.limit(policy, "a");
    expect(await limiter.limit({ ...policy, name: "other" }, "a")).toMatchObject({
      remaining: 2,
    });
  });

  it("allows exactly `limit` of many concurrent requests from one key", async () => {
    const limiter = makeLimiter();
    const many = { name: "burst", limit: 20, windowSeconds: 60 };
    const decisions = await Promise.all(
      Array.from({ length: 50 }, () => limiter.limit(many, "198.51.100.7")),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    expect(decisions.map((d) => d.remaining).sort((a, b) => b - a)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => 19 - i),
      ...Array<number>(30).fill(0),
    ]);
  });
}
