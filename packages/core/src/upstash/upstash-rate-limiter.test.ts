import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock } from "../../test/http-helpers.ts";
import { rateLimiterContract } from "../../test/rate-limiter-contract.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../app.ts";
import { TimeoutError } from "../async/with-timeout.ts";
import type { Logger } from "../ports.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";
import { RateLimiterUnavailableError, upstashRateLimiter } from "./upstash-rate-limiter.ts";
import { upstashRestClient } from "./upstash-rest-client.ts";

const quiet: Logger = { warn: vi.fn(), error: vi.fn() };

const upstash = useUpstashRedis();

const policy = { name: "catalog", limit: 3, windowSeconds: 60 };

/** An API instance with its own process state, sharing only Redis with the others. */
function instance() {
  const redis = upstash.client();
  return createApi({
    catalog: fixtureDocument,
    logger: quiet,
    rateLimiter: upstashRateLimiter({ redis }),
    market: { store: upstashInterestStore({ redis }), clientSecret: "shared-secret-0123456789" },
    ai: { tokenSecret: "shared-secret-0123456789" },
  });
}

describe.each(upstash.clients)("Upstash rate limiter (real %s client, real Redis)", (_, client) => {
  rateLimiterContract(() => upstashRateLimiter({ redis: client() }));
});

describe("Upstash rate limiter", () => {
  it("keeps the count in Redis: a second limiter on another client continues it", async () => {
    const first = upstashRateLimiter({ redis: upstash.client() });
    const second = upstashRateLimiter({ redis: upstash.client() });
    await first.limit(policy, "k");
    expect(await second.limit(policy, "k")).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("keeps each fixed window's count under grc:rl:<policy>:<client>:<window> for two windows", async () => {
    await upstashRateLimiter({ redis: upstash.client() }).limit(policy, "k");
    const [key] = await upstash.upstashRedis().keys("grc:rl:catalog:k:*");
    expect(key).toBe(`grc:rl:catalog:k:${Math.floor(Date.now() / 60_000)}`);
    const left = await upstash.upstashRedis().pttl(key as string);
    expect(left).toBeGreaterThan(115_000);
    expect(left).toBeLessThanOrEqual(121_000);
  });

  it("refuses a client it has refused from process memory, without Redis, until the window ends", async () => {
    const limiter = upstashRateLimiter({ redis: upstash.client() });
    for (let i = 0; i < 4; i++) await limiter.limit(policy, "k");
    const before = upstash.requests();
    for (let i = 0; i < 5; i++) {
      expect(await limiter.limit(policy, "k")).toMatchObject({ allowed: false, remaining: 0 });
    }
    expect(upstash.requests()).toBe(before);
  });

  it("remembers a refusal for its policy's numbers only: the same name with a higher limit asks Redis", async () => {
    const limiter = upstashRateLimiter({ redis: upstash.client() });
    for (let i = 0; i < 4; i++) await limiter.limit(policy, "k");
    const before = upstash.requests();
    expect(await limiter.limit({ ...policy, limit: 100 }, "k")).toMatchObject({ allowed: true });
    expect(upstash.requests() - before).toBeGreaterThan(0);
  });

  it("remembers at most maxCachedRefusals refused clients, forgetting the least recently refused", async () => {
    const limiter = upstashRateLimiter({ redis: upstash.client(), maxCachedRefusals: 2 });
    for (const key of ["a", "b", "c"]) for (let i = 0; i < 4; i++) await limiter.limit(policy, key);
    const before = upstash.requests();
    expect(await limiter.limit(policy, "c")).toMatchObject({ allowed: false }); // remembered
    expect(upstash.requests() - before).toBe(0);
    expect(await limiter.limit(policy, "a")).toMatchObject({ allowed: false }); // asks Redis
    expect(upstash.requests() - before).toBe(1);
  });

  it("rejects a decision that takes longer than timeoutMs instead of letting it through", async () => {
    const redis = upstash.client();
    const stalled = { ...redis, evalsha: () => new Promise<never>(() => {}) };
    const limiter = upstashRateLimiter({ redis: stalled, timeoutMs: 50 });
    await expect(limiter.limit(policy, "k")).rejects.toThrow(TimeoutError);
  });

  describe("after Redis fails", () => {
    /** The test client, frozen (its script calls never answer) while `frozen` is set. */
    function freezable() {
      const redis = upstash.client();
      const state = { frozen: true, calls: 0 };
      const hold = <T>(call: () => Promise<T>) => {
        state.calls++;
        return state.frozen ? new Promise<T>(() => {}) : call();
      };
      const client = {
        ...redis,
        evalsha: ((...args: Parameters<typeof redis.evalsha>) =>
          hold(() => redis.evalsha(...args))) as typeof redis.evalsha,
        eval: ((...args: Parameters<typeof redis.eval>) =>
          hold(() => redis.eval(...args))) as typeof redis.eval,
      };
      return { client, state };
    }

    it("fails at once for failFastMs without calling Redis, then tries it again", async () => {
      const { client, state } = freezable();
      const clock = manualClock();
      const limiter = upstashRateLimiter({ redis: client, timeoutMs: 50, failFastMs: 1000, clock });
      await expect(limiter.limit(policy, "k")).rejects.toThrow(TimeoutError);
      const calls = state.calls;
      await expect(limiter.limit(policy, "k")).rejects.toThrow(RateLimiterUnavailableError);
      clock.advance(999);
      await expect(limiter.limit(policy, "k")).rejects.toThrow(RateLimiterUnavailableError);
      expect(state.calls).toBe(calls);
      state.frozen = false;
      clock.advance(1);
      expect(await limiter.limit(policy, "k")).toMatchObject({ allowed: true });
      expect(await limiter.limit(policy, "k")).toMatchObject({ allowed: true, remaining: 1 });
    });

    it("lets one decision at a time try Redis again; the others fail at once", async () => {
      const { client, state } = freezable();
      const clock = manualClock();
      const limiter = upstashRateLimiter({ redis: client, timeoutMs: 50, failFastMs: 1000, clock });
      await expect(limiter.limit(policy, "k")).rejects.toThrow(TimeoutError);
      clock.advance(1000);
      const probe = limiter.limit(policy, "k");
      await expect(limiter.limit(policy, "other")).rejects.toThrow(RateLimiterUnavailableError);
      await expect(probe).rejects.toThrow(TimeoutError);
      // A probe the runtime dropped (pending past two timeouts) does not hold the others.
      clock.advance(1000);
      void limiter.limit(policy, "dropped").catch(() => {});
      clock.advance(100);
      state.frozen = false;
      expect(await limiter.limit(policy, "k")).toMatchObject({ allowed: true });
    });
  });

  it("costs one round trip per decision once Redis has the script", async () => {
    const limiter = upstashRateLimiter({ redis: upstash.client() });
    await limiter.limit(policy, "warm");
    const before = upstash.requests();
    for (let i = 0; i < 3; i++) await limiter.limit(policy, `k${i}`);
    expect(upstash.requests() - before).toBe(3);
  });

  it("rejects when Redis is unreachable, so core can apply its policy", async () => {
    const dead = upstashRateLimiter({
      redis: upstashRestClient({ url: "http://127.0.0.1:9", token: "x", retries: 0 }),
      timeoutMs: 500,
    });
    await expect(dead.limit(policy, "k")).rejects.toThrow();
  });
});

describe("two API instances sharing one Redis", () => {
  // Mid-minute, so that the load does not straddle two rate-limit windows.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allow exactly 120 catalog requests per 60 s per IP between them, under concurrent load", async () => {
    const [a, b] = [instance(), instance()];
    const statuses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        (i % 2 ? a : b)
          .fetch(new Request("http://x.test/api/v1/search?framework=soc-2"), {
            clientAddress: "203.0.113.9",
          })
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it("credit 50 concurrent point lookups from one client exactly once", async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b).fetch(new Request("http://x.test/api/v1/market?framework=soc-2"), {
          clientAddress: "198.51.100.77",
        }),
      ),
    );
    const answer = await (
      await a.fetch(new Request("http://x.test/api/v1/market?framework=soc-2"), {
        clientAddress: "198.51.100.78",
      })
    ).json();
    expect(answer.result.breakdown).toMatchObject({
      externalApiInterest: 50,
      includedExternalApiInterest: 1,
    });
  });

  it("keep catalog search answering when Redis is down, and market answers 503", async () => {
    const broken = upstashRestClient({ url: "http://127.0.0.1:9", token: "x", retries: 0 });
    const api = createApi({
      catalog: fixtureDocument,
      logger: quiet,
      rateLimiter: upstashRateLimiter({ redis: broken, timeoutMs: 300 }),
      market: { store: upstashInterestStore({ redis: broken }), timeoutMs: 300 },
      ai: { tokenSecret: "shared-secret-0123456789" },
    });
    const search = await api.fetch(new Request("http://x.test/api/v1/search?framework=soc-2"));
    expect(search.status).toBe(200);
    const market = await api.fetch(new Request("http://x.test/api/v1/market?framework=soc-2"));
    expect([503, 504]).toContain(market.status);
    const ask = await api.fetch(
      new Request("http://x.test/api/ai-search", { method: "POST", body: '{"message":"soc 2"}' }),
    );
    expect(ask.status).toBe(503);
    expect((await ask.json()).code).toBe("unavailable");
  });
});
