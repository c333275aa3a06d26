import { Redis } from "@upstash/redis";
import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../app.ts";
import type { Logger } from "../ports.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";
import { upstashRateLimiter } from "./upstash-rate-limiter.ts";

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

describe("Upstash rate limiter (real @upstash/ratelimit, real Redis)", () => {
  it("allows `limit` requests per window per key, counting down, then refuses", async () => {
    const limiter = upstashRateLimiter({ redis: upstash.client() });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.limit(policy, "1.2.3.4"));
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(decisions[3]?.resetSeconds).toBeGreaterThan(0);
    expect(decisions[3]?.resetSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.limit(policy, "5.6.7.8")).allowed).toBe(true);
  });

  it("runs Upstash's flagged Lua scripts on plain Redis (EVALSHA mapped), twice in a row", async () => {
    const first = upstashRateLimiter({ redis: upstash.client() });
    const second = upstashRateLimiter({ redis: upstash.client() });
    await first.limit(policy, "k");
    expect(await second.limit(policy, "k")).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("rejects when Redis is unreachable, so core can apply its policy", async () => {
    const dead = upstashRateLimiter({
      redis: new Redis({ url: "http://127.0.0.1:9", token: "x", retry: false }),
      timeoutMs: 500,
    });
    await expect(dead.limit(policy, "k")).rejects.toThrow();
  });
});

describe("two API instances sharing one Redis", () => {
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
    const broken = new Redis({ url: "http://127.0.0.1:9", token: "x", retry: false });
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
