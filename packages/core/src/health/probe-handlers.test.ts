import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureApi } from "../../test/fixture-api.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock, ORIGIN } from "../../test/http-helpers.ts";
import type { Api } from "../app.ts";
import { createApi } from "../app.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { prepareCatalog } from "../catalog/prepared-catalog.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import { memoryRateLimiter } from "../memory/memory-rate-limiter.ts";
import type { CatalogSnapshot, CatalogSource, RateLimiter } from "../ports.ts";

const get = (api: Api, path: string, init: RequestInit = {}) =>
  api.fetch(new Request(`${ORIGIN}${path}`, init), { clientAddress: "203.0.113.9" });

const never = <T>() => new Promise<T>(() => {});

/** The fixture catalog as a source answers it, `fallback` or not. */
async function fixtureSnapshot(extra: Partial<CatalogSnapshot> = {}): Promise<CatalogSnapshot> {
  const catalog = await prepareCatalog(loadCatalog(fixtureDocument).catalog);
  return { catalog, source: "static", fallback: false, ...extra };
}

/** A rate limiter that counts its decisions, with `ping` as given. */
function countingLimiter(ping?: RateLimiter["ping"]) {
  const limiter = memoryRateLimiter();
  const counted = { decisions: 0 };
  const port: RateLimiter = {
    ...(ping ? { ping } : {}),
    limit(policy, key) {
      counted.decisions++;
      return limiter.limit(policy, key);
    },
  };
  return { port, counted };
}

/** Runs `answer` under fake timers and says whether it has settled after `ms`. */
async function settledAfter(answer: Promise<Response>, ms: number): Promise<boolean> {
  let settled = false;
  void answer.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /healthz", () => {
  it("answers 200 {status: ok}, JSON, no-store, without RateLimit headers even past every limit", async () => {
    const api = fixtureApi({
      rateLimits: {
        catalog: { limit: 1, windowSeconds: 60 },
        pages: { limit: 1, windowSeconds: 60 },
      },
    });
    await get(api, "/api/v1/search?framework=iso-27001");
    expect((await get(api, "/api/v1/search?framework=iso-27001")).status).toBe(429);
    await get(api, "/trends");
    expect((await get(api, "/trends")).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      const response = await get(api, "/healthz");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("ratelimit")).toBeNull();
      expect(response.headers.get("ratelimit-policy")).toBeNull();
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });

  it("asks nothing of any port: it answers while every one of them throws or hangs", async () => {
    const broken = () => {
      throw new Error("broken");
    };
    const api = fixtureApi({
      catalog: { current: broken, ping: broken } as CatalogSource,
      rateLimiter: { limit: never, ping: broken },
      market: { store: { record: broken, totals: broken, ping: broken } },
    });
    const response = await get(api, "/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers HEAD without a body, and refuses other methods with 405 and Allow", async () => {
    const api = fixtureApi();
    const head = await get(api, "/healthz", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await get(api, "/healthz", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("GET /readyz", () => {
  it("is ready on the bundled sample: the static catalog, every in-memory port unchecked", async () => {
    const api = createApi({ logger: { warn: () => {}, error: () => {} } });
    const response = await get(api, "/readyz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("ratelimit")).toBeNull();
    const { catalog } = sampleCatalog();
    expect(await response.json()).toEqual({
      status: "ok",
      checks: {
        catalog: {
          state: "ok",
          source: "static",
          fallback: false,
          lastUpdated: catalog.lastUpdated,
          ageSeconds: expect.any(Number),
          vendors: catalog.vendors.length,
          latencyMs: expect.any(Number),
        },
        catalogSource: { state: "ok", checked: false },
        rateLimiter: { state: "ok", checked: false },
        interestStore: { state: "ok", checked: false },
        model: { state: "ok", name: "grounded-catalog", checked: false },
        conversationStore: { state: "ok", checked: false },
        streamCapacity: { state: "ok", checked: false },
      },
    });
    const head = await get(api, "/readyz", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("is never rate limited and counts no interest", async () => {
    const { port, counted } = countingLimiter();
    const store = memoryInterestStore();
    const record = vi.spyOn(store, "record");
    const api = fixtureApi({
      rateLimiter: port,
      rateLimits: {
        catalog: { limit: 1, windowSeconds: 60 },
        pages: { limit: 1, windowSeconds: 60 },
      },
      market: { store },
    });
    for (let i = 0; i < 5; i++) {
      expect((await get(api, "/readyz")).status).toBe(200);
      expect((await get(api, "/healthz")).status).toBe(200);
    }
    expect(counted.decisions).toBe(0);
    expect(record).not.toHaveBeenCalled();
  });

  it("answers 503 unavailable within its bound while the catalog source never answers", async () => {
    fakeTimers();
    const api = fixtureApi({ catalog: { current: never } });
    const answer = get(api, "/readyz");
    expect(await settledAfter(answer, 1499)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    const response = await answer;
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.status).toBe("unavailable");
    expect(body.checks.catalog).toEqual({
      state: "down",
      latencyMs: 0,
      error: "no answer within 1500 ms",
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [
      "rejects",
      () => Promise.reject(new Error("catalog store unreachable")),
      "catalog store unreachable",
    ],
    [
      "throws",
      () => {
        throw new Error("source broken");
      },
      "source broken",
    ],
    ["answers no snapshot", () => Promise.resolve(undefined as never), expect.any(String)],
  ])("answers 503, not 500, when the catalog source %s", async (_, current, error) => {
    const api = fixtureApi({ catalog: { current } as CatalogSource });
    const response = await get(api, "/readyz");
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "unavailable",
      checks: { catalog: { state: "down", error } },
    });
  });

  it("answers 200 degraded on the fallback copy, naming the live version when there is one", async () => {
    const fallback = await fixtureSnapshot({ fallback: true });
    const fellBack = await get(
      fixtureApi({ catalog: { current: async () => fallback } }),
      "/readyz",
    );
    expect(fellBack.status).toBe(200);
    expect(await fellBack.json()).toMatchObject({
      status: "degraded",
      checks: { catalog: { state: "degraded", source: "static", fallback: true } },
    });
    const live = await fixtureSnapshot({ source: "live", version: "v42" });
    const body = await (
      await get(fixtureApi({ catalog: { current: async () => live } }), "/readyz")
    ).json();
    expect(body).toMatchObject({
      status: "ok",
      checks: { catalog: { state: "ok", source: "live", fallback: false, version: "v42" } },
    });
  });

  it("reports a store whose ping hangs as down, within the bound, and stays 200 degraded", async () => {
    fakeTimers();
    let aborted: AbortSignal | undefined;
    const { port } = countingLimiter((signal) => {
      aborted = signal;
      return never();
    });
    const store = { ...memoryInterestStore(), ping: never };
    const api = fixtureApi({ rateLimiter: port, market: { store } });
    const answer = get(api, "/readyz");
    // Every check runs at once: two that hang cost one bound, not two.
    expect(await settledAfter(answer, 1499)).toBe(false);
    expect(await settledAfter(answer, 1)).toBe(true);
    const response = await answer;
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("degraded");
    expect(body.checks.catalog.state).toBe("ok");
    expect(body.checks.rateLimiter).toEqual({
      state: "down",
      latencyMs: 0,
      error: "no answer within 1500 ms",
    });
    expect(body.checks.interestStore.state).toBe("down");
    expect(aborted?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports a ping that throws or rejects as a failed check, never a 500", async () => {
    const { port } = countingLimiter(() => {
      throw new Error("ping is broken");
    });
    const store = {
      ...memoryInterestStore(),
      ping: () => Promise.reject(new Error("ECONNREFUSED")),
    };
    const response = await get(fixtureApi({ rateLimiter: port, market: { store } }), "/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      checks: {
        rateLimiter: { state: "down", error: "ping is broken" },
        interestStore: { state: "down", error: "ECONNREFUSED" },
      },
    });
  });

  it("reports ports that answer their ping with their latency", async () => {
    const { port } = countingLimiter(async () => {});
    const body = await (await get(fixtureApi({ rateLimiter: port }), "/readyz")).json();
    expect(body.status).toBe("ok");
    expect(body.checks.rateLimiter).toEqual({ state: "ok", latencyMs: 0 });
  });

  it("checks only what is in use: no market, no Ask AI", async () => {
    const api = fixtureApi({ market: { store: null }, ai: { enabled: false } });
    const body = await (await get(api, "/readyz")).json();
    expect(Object.keys(body.checks)).toEqual(["catalog", "catalogSource", "rateLimiter"]);
  });

  it("checks the token spend store when a daily token budget is set", async () => {
    const tokenSpend = { spent: async () => 0, add: async () => 0, ping: async () => {} };
    const without = await (await get(fixtureApi({ ai: { tokenSpend } }), "/readyz")).json();
    expect(without.checks.tokenSpendStore).toBeUndefined();
    const api = fixtureApi({ ai: { tokenSpend, dailyTokenBudget: 100_000 } });
    const body = await (await get(api, "/readyz")).json();
    expect(body.checks.tokenSpendStore).toEqual({ state: "ok", latencyMs: 0 });
  });

  it("reports a model that was asked for but is not configured as down", async () => {
    const api = fixtureApi({ ai: { responder: null, tokenSecret: "test-secret-0123456789" } });
    const response = await get(api, "/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "degraded",
      checks: { model: { state: "down", error: expect.stringContaining("not configured") } },
    });
  });

  it("shares one report for a second: a burst of probes pings each port once", async () => {
    const clock = manualClock();
    const ping = vi.fn(async () => {});
    const api = fixtureApi({ clock, rateLimiter: countingLimiter(ping).port });
    await Promise.all([get(api, "/readyz"), get(api, "/readyz")]);
    await get(api, "/readyz");
    expect(ping).toHaveBeenCalledTimes(1);
    clock.advance(1000);
    await get(api, "/readyz");
    expect(ping).toHaveBeenCalledTimes(2);
  });
});

describe("probes under a basePath", () => {
  it("answer under the prefix like every route, and not outside it", async () => {
    const api = fixtureApi({ basePath: "/directory" });
    const live = await get(api, "/directory/healthz");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await get(api, "/directory/readyz");
    expect(ready.status).toBe(200);
    expect((await ready.json()).status).toBe("ok");
    expect((await get(api, "/healthz")).status).toBe(404);
    expect((await get(api, "/readyz")).status).toBe(404);
  });
});

describe("GET /readyz while the server stops", () => {
  it("answers 503 stopping once drain is called, checks still reported, while the API still serves", async () => {
    const api = createApi({ catalog: fixtureDocument });
    expect((await get(api, "/readyz")).status).toBe(200);
    api.drain();
    const response = await get(api, "/readyz");
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.status).toBe("stopping");
    expect(body.checks.catalog.state).toBe("ok");
    expect((await get(api, "/healthz")).status).toBe(200);
    expect((await get(api, "/api/v1/search?framework=soc-2")).status).toBe(200);
  });
});
