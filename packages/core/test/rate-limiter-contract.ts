import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { RateLimiter, RateLimitPolicy } from "../src/ports.ts";

const policy = { name: "catalog", limit: 3, windowSeconds: 60 };

/** A time `offsetMs` from the start of some fixed window of `windowSeconds`. */
const inWindow = (windowSeconds: number, offsetMs: number) =>
  Date.UTC(2026, 10, 21, 12) + offsetMs - (Date.UTC(2026, 10, 21, 12) % (windowSeconds * 1000));

/** Sends `count` requests at once at the given time and answers how many were allowed. */
async function burst(limiter: RateLimiter, policy: RateLimitPolicy, at: number, count: number) {
  vi.setSystemTime(at);
  const decisions = await Promise.all(
    Array.from({ length: count }, () => limiter.limit(policy, "192.0.2.1")),
  );
  return decisions.filter((decision) => decision.allowed).length;
}

/**
 * The behaviour every RateLimiter must have, whatever it counts in: `@upstash/ratelimit`'s
 * sliding window. The limiter must read the time from `Date` (cases move it with fake
 * timers that fake nothing else).
 */
export function rateLimiterContract(makeLimiter: () => RateLimiter): void {
  // Mid-window, so that no case crosses a window boundary unless it means to.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(inWindow(60, 30_000));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never gives a burst straddling a window boundary twice the limit (the fixed-window bug)", async () => {
    const limiter = makeLimiter();
    const tight = { name: "boundary", limit: 10, windowSeconds: 60 };
    const allowed = [
      await burst(limiter, tight, inWindow(60, -1000), 20),
      await burst(limiter, tight, inWindow(60, 0), 20),
      await burst(limiter, tight, inWindow(60, 1000), 20),
    ];
    // The previous window still weighs 59/60 of its 10, rounded down to 9: one more.
    expect(allowed).toEqual([10, 0, 1]);
  });

  it("lets the previous window's requests slide out: half of them weigh half way through", async () => {
    const limiter = makeLimiter();
    const policy4 = { name: "slide", limit: 4, windowSeconds: 60 };
    expect(await burst(limiter, policy4, inWindow(60, -1000), 4)).toBe(4);
    expect(await burst(limiter, policy4, inWindow(60, 30_000), 2)).toBe(2); // 2 + 2 weighted
    vi.setSystemTime(inWindow(60, 45_000)); // 2 + 1 weighted
    expect(await limiter.limit(policy4, "192.0.2.1")).toMatchObject({
      allowed: true,
      remaining: 0,
      resetSeconds: 15,
    });
    expect(await burst(limiter, policy4, inWindow(60, 120_000), 5)).toBe(4);
  });

  it("keeps a refused client refused until the fixed window that refused it ends", async () => {
    const limiter = makeLimiter();
    const policy4 = { name: "refused", limit: 4, windowSeconds: 60 };
    expect(await burst(limiter, policy4, inWindow(60, -1000), 4)).toBe(4);
    expect(await burst(limiter, policy4, inWindow(60, 1000), 2)).toBe(1); // 3 weighted + 1
    // The weighted count is down to 0 by now, but the refusal holds to the window's end.
    expect(await burst(limiter, policy4, inWindow(60, 50_000), 1)).toBe(0);
    // Blocked through the window's last instant; then the 1 request weighs under 1, rounded to 0.
    expect(await burst(limiter, policy4, inWindow(60, 60_000), 1)).toBe(0);
    expect(await burst(limiter, policy4, inWindow(60, 60_001), 4)).toBe(4);
  });

  it("answers the end of the current fixed window as the reset, refused or not", async () => {
    const limiter = makeLimiter();
    vi.setSystemTime(inWindow(60, 20_500));
    for (let i = 0; i < 4; i++) {
      expect(await limiter.limit(policy, "198.51.100.1")).toMatchObject({ resetSeconds: 40 });
    }
  });

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
