import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { call, callJson, manualClock } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { ApiErrorBodySchema } from "../http/api-error-schema.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import type { InterestStore, Logger } from "../ports.ts";
import { MarketPointSuccessSchema, MarketRankingSuccessSchema } from "./market-schemas.ts";
import { utcDay } from "./utc-day.ts";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const TODAY = utcDay(NOW);
const quiet: Logger = { warn: vi.fn(), error: vi.fn() };

/** Seeds `views` human page views spread over days `fromAge`..`toAge` (ages before today). */
function history(entries: [key: string, views: number, fromAge: number, toAge: number][]) {
  const store = memoryInterestStore();
  for (const [key, views, fromAge, toAge] of entries) {
    const days = toAge - fromAge + 1;
    store.seed(
      Array.from({ length: days }, (_, i) => ({
        key,
        day: TODAY - fromAge - i,
        counts: {
          humanPageviews: Math.floor(views / days) + (i < views % days ? 1 : 0),
          externalApiInterest: 0,
          includedExternalApiInterest: 0,
        },
      })),
      NOW - 60_000,
    );
  }
  return store;
}

function marketApi(store: InterestStore | null = history([]), extra: { timeoutMs?: number } = {}) {
  const clock = manualClock(NOW);
  return createApi({
    catalog: fixtureDocument,
    clock,
    logger: quiet,
    rateLimits: { catalog: { limit: 10_000 } },
    market: { store, ...extra },
  });
}

/** A market API over `store` on a manual clock, for tests that move time. */
function clockedMarket(store: InterestStore) {
  const clock = manualClock(NOW);
  const api = createApi({
    catalog: fixtureDocument,
    clock,
    logger: quiet,
    rateLimits: { catalog: { limit: 10_000 } },
    market: { store },
  });
  return { clock, api };
}

const market = (
  api: ReturnType<typeof marketApi>,
  query: string,
  init?: RequestInit,
  ip?: string,
) => callJson(api, `/api/v1/market?${query}`, init, ip);

describe("GET /api/v1/market, point mode", () => {
  // A fresh store per call: every 200 point lookup credits the keys it names.
  const seeded = () =>
    history([
      ["framework:iso-27001", 40, 0, 29],
      ["framework:iso-27001", 20, 30, 59],
      ["framework:soc-2", 40, 0, 29],
      ["framework:nis2", 55, 0, 29],
      ["framework:dora", 9, 0, 29],
      ["region:de", 12, 0, 29],
      ["region:de", 3, 30, 59],
      ["combination:iso-27001+de", 30, 0, 29],
      ["framework:gdpr", 15, 100, 119],
    ]);
  const fresh = () => marketApi(seeded());

  it("answers every MarketSuccess field for a framework", async () => {
    const { response, body } = await market(fresh(), "framework=iso27001");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(v.safeParse(MarketPointSuccessSchema, body).issues).toBeUndefined();
    expect(body.query).toEqual({
      mode: "point",
      window: "30d",
      framework: { slug: "iso-27001", label: expect.any(String) },
    });
    expect(body.result).toEqual({
      type: "framework",
      views: 40,
      breakdown: {
        humanPageviews: 40,
        externalApiInterest: 0,
        includedExternalApiInterest: 0,
        composition: "sum_1_1",
      },
      observationStatus: "recorded",
      growthPercent: 100,
      rank: 2,
      peerCount: 3,
    });
    expect(body.confidence).toEqual({
      level: "sufficient_volume",
      minimumViewsPerPeriod: 10,
      growthEligible: true,
      rankEligible: true,
      reasons: [],
    });
    expect(body.limitations).toHaveLength(7);
    expect(body.related.catalogSearch).toBe(
      "http://directory.test/api/v1/search?framework=iso-27001",
    );
    expect(body.citations.methodology).toBe("http://directory.test/trends/methodology");
    expect(body.warnings).toEqual([]);
  });

  it("ranks ties together among eligible peers of the same kind", async () => {
    const soc2 = (await market(fresh(), "framework=soc-2")).body.result;
    expect(soc2).toMatchObject({ rank: 2, peerCount: 3 });
    const nis2 = (await market(fresh(), "framework=nis2")).body.result;
    expect(nis2).toMatchObject({ rank: 1, growthPercent: null });
  });

  it("withholds growth when the comparison period is below threshold, and says why", async () => {
    const { body } = await market(fresh(), "region=de");
    expect(body.result).toMatchObject({
      type: "region",
      views: 12,
      growthPercent: null,
      rank: 1,
      peerCount: 1,
    });
    expect(body.confidence).toMatchObject({
      level: "low_data",
      growthEligible: false,
      rankEligible: true,
      reasons: ["COMPARISON_PERIOD_BELOW_THRESHOLD"],
    });
    expect(body.warnings.map((w: { code: string }) => w.code)).toEqual(["LOW_DATA"]);
  });

  it("withholds rank and growth below 10 views", async () => {
    const { body } = await market(fresh(), "framework=dora");
    expect(body.result).toMatchObject({
      views: 9,
      rank: null,
      peerCount: null,
      growthPercent: null,
    });
    expect(body.confidence.reasons).toContain("CURRENT_PERIOD_BELOW_THRESHOLD");
  });

  it("reports no_data for a key never viewed in either period", async () => {
    const { body } = await market(fresh(), "framework=hipaa");
    expect(body.result).toMatchObject({ views: 0, observationStatus: "no_data", rank: null });
    const old = await market(fresh(), "framework=gdpr");
    expect(old.body.result.observationStatus).toBe("no_data");
    expect((await market(fresh(), "framework=gdpr&window=90d")).body.result.observationStatus).toBe(
      "recorded",
    );
  });

  it("looks up a framework+region combination and carries both filters to catalog search", async () => {
    const { body } = await market(fresh(), "framework=ISO%2027001&region=Germany");
    expect(body.result).toMatchObject({ type: "framework_region", views: 30 });
    expect(body.query.region).toEqual({ slug: "de", label: expect.any(String) });
    expect(body.related.catalogSearch).toBe(
      "http://directory.test/api/v1/search?framework=iso-27001&region=de",
    );
  });

  it("marks the comparison incomplete before history is long enough", async () => {
    const young = marketApi(history([["framework:soc-2", 50, 0, 40]]));
    const { body } = await market(young, "framework=soc-2");
    expect(body.period.comparison.complete).toBe(false);
    expect(body.confidence.reasons).toEqual(["COMPARISON_PERIOD_INCOMPLETE"]);
    expect(body.result.growthPercent).toBeNull();
  });

  it("reads window from days too: 30, 90, 30d, 90d", async () => {
    for (const [query, days] of [
      ["days=90", 90],
      ["days=30d", 30],
      ["window=90d", 90],
      ["", 30],
    ] as const) {
      const { body } = await market(fresh(), `framework=soc-2&${query}`);
      expect(body.period.windowDays, query).toBe(days);
      expect(body.window, query).toBe(`${days}d`);
    }
  });

  it("answers null source and null dates when nothing was ever recorded", async () => {
    const { body } = await market(marketApi(), "framework=soc-2");
    expect(body.source).toBeNull();
    expect(body.period).toMatchObject({ availableFrom: null, dataAsOf: null });
    expect(body.result.observationStatus).toBe("no_data");
  });
});

describe("GET /api/v1/market, ranking mode", () => {
  const api = marketApi(
    history([
      ["framework:iso-27001", 50, 0, 29],
      ["framework:soc-2", 50, 0, 29],
      ["framework:nis2", 30, 0, 29],
      ["framework:dora", 10, 0, 29],
      ["framework:gdpr", 9, 0, 29],
      ["combination:soc-2+us", 12, 0, 29],
    ]),
  );

  it("lists eligible rows by views with competition ranks and no growth", async () => {
    const { response, body } = await market(api, "dimension=frameworks");
    expect(response.status).toBe(200);
    expect(v.safeParse(MarketRankingSuccessSchema, body).issues).toBeUndefined();
    expect(body.results.map((r: { slug: string; rank: number }) => [r.slug, r.rank])).toEqual([
      ["iso-27001", 1],
      ["soc-2", 1],
      ["nis2", 3],
      ["dora", 4],
    ]);
    expect(body.results.every((r: { growthPercent: null }) => r.growthPercent === null)).toBe(true);
    expect(body).toMatchObject({ returnedCount: 4, eligiblePeerCount: 4, truncated: false });
    expect(body.query).toEqual({
      mode: "ranking",
      dimension: "frameworks",
      window: "30d",
      limit: 25,
    });
    expect(body.confidence).toMatchObject({
      level: "sufficient_volume",
      minimumViewsPerPeriod: 10,
    });
    expect(body.warnings.map((w: { code: string }) => w.code)).toEqual(["RANKING_GROWTH_WITHHELD"]);
  });

  it("truncates to limit and says so", async () => {
    const { body } = await market(api, "dimension=frameworks&limit=2");
    expect(body).toMatchObject({ returnedCount: 2, eligiblePeerCount: 4, truncated: true });
  });

  it("names combinations with both labels and a null slug", async () => {
    const { body } = await market(api, "dimension=combinations");
    expect(body.results).toEqual([
      {
        name: expect.stringContaining(" + "),
        slug: null,
        framework: "soc-2",
        region: "us",
        views: 12,
        rank: 1,
        growthPercent: null,
      },
    ]);
  });
});

describe("external API interest", () => {
  it("credits every key a 200 point lookup names, once per client per day", async () => {
    const store = history([]);
    const api = marketApi(store);
    await market(api, "framework=iso-27001&region=de", {}, "198.51.100.1");
    await market(api, "framework=iso-27001&region=de", {}, "198.51.100.1");
    await market(api, "framework=iso-27001", {}, "198.51.100.2");
    const { body } = await market(api, "framework=iso-27001", {}, "198.51.100.3");
    expect(body.result.breakdown).toMatchObject({
      externalApiInterest: 3,
      includedExternalApiInterest: 2,
    });
    const combination = (await market(api, "framework=iso-27001&region=de")).body.result.breakdown;
    expect(combination).toMatchObject({ externalApiInterest: 2, includedExternalApiInterest: 1 });
  });

  it("credits nothing for rankings, refused HEADs or errors", async () => {
    const store = history([]);
    const api = marketApi(store);
    await market(api, "dimension=frameworks");
    expect((await call(api, "/api/v1/market?framework=soc-2", { method: "HEAD" })).status).toBe(
      405,
    );
    await market(api, "framework=soc-2&limit=3");
    const { rows } = await store.totals("framework", [{ fromDay: 0, toDay: TODAY + 1 }]);
    expect(rows.size).toBe(0);
  });

  it("never hands an IP to the store", async () => {
    const store = history([]);
    const record = vi.spyOn(store, "record");
    await market(marketApi(store), "framework=soc-2", {}, "203.0.113.77");
    expect(JSON.stringify(record.mock.calls)).not.toContain("203.0.113.77");
    expect(record.mock.calls[0]?.[0].client).toMatch(/^[\w-]{22}$/);
  });

  it("runs after the response through waitUntil where the runtime has it", async () => {
    const store = history([]);
    const api = marketApi(store);
    const pending: Promise<unknown>[] = [];
    const response = await api.fetch(new Request("http://x.test/api/v1/market?framework=soc-2"), {
      clientAddress: "198.51.100.9",
      waitUntil: (promise) => pending.push(promise),
    });
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const { rows } = await store.totals("framework", [{ fromDay: TODAY, toDay: TODAY + 1 }]);
    expect(rows.get("framework:soc-2")?.[0]?.includedExternalApiInterest).toBe(1);
  });
});

describe("market errors", () => {
  const api = marketApi();
  const cases: [string, number, string][] = [
    ["", 400, "MISSING_MODE"],
    ["window=30d", 400, "MISSING_MODE"],
    ["framework=soc-2&dimension=frameworks", 400, "CONFLICTING_MODES"],
    ["framework=soc-2&framework=nis2", 400, "REPEATED_PARAMETER"],
    ["region=de&region=fr", 400, "REPEATED_PARAMETER"],
    ["framework=iso-27001,soc-2", 400, "REPEATED_PARAMETER"],
    ["framework=iso-27001,", 400, "REPEATED_PARAMETER"],
    ["region=de,fr", 400, "REPEATED_PARAMETER"],
    ["framework=soc-2&region=de,fr", 400, "REPEATED_PARAMETER"],
    ["dimension=frameworks&dimension=regions", 400, "REPEATED_PARAMETER"],
    ["framework=soc-2&window=30d&days=30", 400, "REPEATED_PARAMETER"],
    ["framework=soc-2&window=7d", 400, "INVALID_WINDOW"],
    ["framework=soc-2&days=60", 400, "INVALID_WINDOW"],
    ["framework=soc-2&days=", 400, "INVALID_WINDOW"],
    ["dimension=vendors", 400, "INVALID_DIMENSION"],
    ["dimension=frameworks&limit=0", 400, "INVALID_LIMIT"],
    ["dimension=frameworks&limit=51", 400, "INVALID_LIMIT"],
    ["dimension=frameworks&limit=x", 400, "INVALID_LIMIT"],
    ["framework=soc-2&limit=5", 400, "INVALID_LIMIT"],
    ["framework=soc-2&q=x", 400, "UNKNOWN_PARAMETER"],
    ["framework=", 400, "EMPTY_FILTER"],
    ["framework=soc-3", 422, "UNKNOWN_ALIAS"],
    ["framework=soc-2&region=germny", 422, "UNKNOWN_ALIAS"],
  ];
  it.each(cases)("?%s -> %i %s", async (query, status, code) => {
    const { response, body } = await market(api, query);
    expect(response.status).toBe(status);
    expect(v.safeParse(ApiErrorBodySchema, body).success).toBe(true);
    expect(body.error.code).toBe(code);
    expect(body.error.hint.length).toBeGreaterThan(0);
  });

  it.each([
    ["framework", "iso-27001,soc-2"],
    ["region", "de,fr"],
  ])("refuses a comma list in %s as one value given several times", async (name, list) => {
    const { response, body } = await market(api, `${name}=${list}`);
    expect(response.status).toBe(400);
    expect(body.error).toMatchObject({
      code: "REPEATED_PARAMETER",
      message: `"${name}" takes one value: give it once, without a comma list.`,
    });
    expect(body.error.unknown).toBeUndefined();
  });

  it("suggests slugs for unknown aliases", async () => {
    const { body } = await market(api, "region=germny");
    expect(body.error.unknown).toEqual([
      { parameter: "region", value: "germny", suggestions: ["de"] },
    ]);
  });

  it.each(["HEAD", "POST", "PUT", "DELETE", "PATCH"])(
    "answers %s with 405 and Allow: GET, OPTIONS",
    async (method) => {
      const response = await call(api, "/api/v1/market?framework=soc-2", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, OPTIONS");
    },
  );

  it("answers OPTIONS on both paths as a CORS preflight", async () => {
    for (const path of ["/api/market", "/api/v1/market"]) {
      const response = await call(api, path, { method: "OPTIONS" });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")).toBe("GET, OPTIONS");
      expect(await response.text()).toBe("");
    }
  });

  it("runs the same handler on /api/market", async () => {
    const a = await market(api, "dimension=regions");
    const b = await callJson(api, "/api/market?dimension=regions");
    expect(b.body.query).toEqual(a.body.query);
  });

  it("is 503 MARKET_NOT_CONFIGURED without a store", async () => {
    const { response, body } = await market(marketApi(null), "framework=soc-2");
    expect(response.status).toBe(503);
    expect(body.error.code).toBe("MARKET_NOT_CONFIGURED");
  });

  it("is 503 MARKET_UNAVAILABLE when the store throws, leaking nothing", async () => {
    const broken: InterestStore = {
      record: () => Promise.reject(new Error("ECONNREFUSED secret-host:6379")),
      totals: () => Promise.reject(new Error("ECONNREFUSED secret-host:6379")),
    };
    const { response, body } = await market(marketApi(broken), "dimension=frameworks");
    expect(response.status).toBe(503);
    expect(body.error.code).toBe("MARKET_UNAVAILABLE");
    expect(JSON.stringify(body)).not.toContain("secret-host");
  });

  it("is 504 MARKET_TIMEOUT when the store hangs past its timeout", async () => {
    const hanging: InterestStore = {
      record: () => new Promise(() => {}),
      totals: () => new Promise(() => {}),
    };
    const started = Date.now();
    const { response, body } = await market(
      marketApi(hanging, { timeoutMs: 50 }),
      "framework=soc-2",
    );
    expect(response.status).toBe(504);
    expect(body.error.code).toBe("MARKET_TIMEOUT");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("answers 503 when only the crediting fails, so a 200 point lookup was always counted", async () => {
    const store = history([]);
    store.record = () => Promise.reject(new Error("write failed"));
    const { response, body } = await market(marketApi(store), "framework=soc-2");
    expect(response.status).toBe(503);
    expect(body.error.code).toBe("MARKET_UNAVAILABLE");
  });

  it("answers 504 when the crediting hangs past the store timeout", async () => {
    const store = history([]);
    store.record = () => new Promise(() => {});
    const { response } = await market(marketApi(store, { timeoutMs: 50 }), "framework=soc-2");
    expect(response.status).toBe(504);
  });

  it("answers 200 and logs when crediting after the response (waitUntil) fails", async () => {
    const store = history([]);
    store.record = () => Promise.reject(new Error("write failed"));
    const warn = vi.fn();
    const api = createApi({
      catalog: fixtureDocument,
      market: { store },
      clock: manualClock(NOW),
      logger: { warn, error: vi.fn() },
    });
    const pending: Promise<unknown>[] = [];
    const response = await api.fetch(
      new Request("http://localhost/api/v1/market?framework=soc-2"),
      { waitUntil: (promise) => pending.push(promise) },
    );
    expect(response.status).toBe(200);
    await Promise.all(pending);
    expect(warn).toHaveBeenCalledWith("external API interest was not recorded", expect.anything());
  });

  it("carries the catalog rate-limit headers, sharing the catalog's budget", async () => {
    // A fixed clock: with the system's, a window could turn between the two requests.
    const shared = createApi({ catalog: fixtureDocument, logger: quiet, clock: manualClock(NOW) });
    await call(shared, "/api/v1/search?framework=soc-2");
    const response = await call(shared, "/api/v1/market?dimension=frameworks");
    expect(response.headers.get("ratelimit-policy")).toBe('"catalog";q=120;w=60');
    expect(response.headers.get("ratelimit")).toMatch(/^"catalog";r=118;t=\d+$/);
  });
});

describe("demo data", () => {
  it("fills rankings out of the box and flags every answer DEMO_DATA", async () => {
    const api = createApi({ market: { demoData: true }, clock: manualClock(NOW), logger: quiet });
    for (const query of [
      "dimension=frameworks",
      "dimension=combinations",
      "framework=iso-27001&region=de",
    ]) {
      const { body } = await callJson(api, `/api/v1/market?${query}`);
      expect(body.warnings[0].code, query).toBe("DEMO_DATA");
      if (body.results) expect(body.results.length, query).toBeGreaterThan(3);
    }
  });

  it("is deterministic and off by default", async () => {
    const make = () =>
      createApi({ market: { demoData: true }, clock: manualClock(NOW), logger: quiet });
    const a = await callJson(make(), "/api/v1/market?dimension=regions");
    const b = await callJson(make(), "/api/v1/market?dimension=regions");
    expect(a.body.results).toEqual(b.body.results);
    const empty = await callJson(
      createApi({ clock: manualClock(NOW) }),
      "/api/v1/market?dimension=regions",
    );
    expect(empty.body.results).toEqual([]);
    expect(empty.body.warnings.map((w: { code: string }) => w.code)).not.toContain("DEMO_DATA");
  });
});

describe("market freshness", () => {
  const BROWSER =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

  it("reflects every event in a point lookup at once, and in a ranking within a second", async () => {
    const { clock, api } = clockedMarket(history([["framework:soc-2", 20, 0, 9]]));
    const ranked = async () =>
      (await market(api, "dimension=frameworks")).body.results.find(
        (row: { slug: string }) => row.slug === "soc-2",
      ).views;
    const point = async (ip: string) =>
      (await market(api, "framework=soc-2", {}, ip)).body.result.breakdown.humanPageviews;
    expect(await ranked()).toBe(20);
    for (let i = 0; i < 3; i++) {
      await api.recordPageView({
        url: "/grc-services/soc-2",
        userAgent: BROWSER,
        ip: `10.0.0.${i}`,
      });
    }
    expect(await point("10.1.0.1")).toBe(23);
    clock.advance(400);
    expect(await ranked()).toBe(20);
    clock.advance(700);
    expect(await ranked()).toBe(24);
  });

  it("ranks a point lookup's exact views against the others' views of at most a second ago", async () => {
    const { clock, api } = clockedMarket(
      history([
        ["framework:nis2", 30, 0, 9],
        ["framework:iso-27001", 25, 0, 9],
        ["framework:soc-2", 20, 0, 9],
      ]),
    );
    const view = (url: string, i: number) =>
      api.recordPageView({ url, userAgent: BROWSER, ip: `10.0.0.${i}` });
    // The same client each time: only its first lookup credits soc-2 (one more view).
    const soc2 = async () => (await market(api, "framework=soc-2", {}, "10.9.9.9")).body.result;
    expect((await market(api, "dimension=frameworks")).response.status).toBe(200);
    for (let i = 0; i < 6; i++) await view("/grc-services/soc-2", i);
    expect(await soc2()).toMatchObject({ views: 26, rank: 2, peerCount: 3 });
    for (let i = 0; i < 4; i++) await view("/grc-services/iso-27001", i);
    // Its own 27 views at once; iso-27001's 29 not yet (ranked as 25, a read ago).
    expect(await soc2()).toMatchObject({ views: 27, rank: 2, peerCount: 3 });
    clock.advance(1001);
    expect(await soc2()).toMatchObject({ views: 27, rank: 3, peerCount: 3 });
  });

  it("serves a ranking asked again within its second as the same bytes, calculated when first asked", async () => {
    const { clock, api } = clockedMarket(history([["framework:nis2", 30, 0, 9]]));
    const ranking = async () => {
      const response = await call(api, "/api/v1/market?dimension=frameworks");
      return response.text();
    };
    const first = await ranking();
    clock.advance(300);
    expect(await ranking()).toBe(first);
    expect(JSON.parse(first).period.calculatedAt).toBe(new Date(NOW).toISOString());
    // Another limit is another answer of the same read.
    const limited = await call(api, "/api/v1/market?dimension=frameworks&limit=1");
    expect(JSON.parse(await limited.text()).period.calculatedAt).toBe(
      new Date(NOW + 300).toISOString(),
    );
    clock.advance(1001);
    const later = JSON.parse(await ranking());
    expect(later.period.calculatedAt).not.toBe(new Date(NOW).toISOString());
    expect(later.results).toEqual(JSON.parse(first).results);
  });

  it("answers point lookups exactly from a store that ignores the keys filter", async () => {
    const seeded = () =>
      history([
        ["combination:iso-27001+de", 30, 0, 29],
        ["combination:soc-2+de", 40, 0, 29],
        ["combination:nis2+fr", 12, 0, 59],
      ]);
    const inner = seeded();
    const ignoring: InterestStore = {
      record: (event) => inner.record(event),
      totals: (kind, ranges) => inner.totals(kind, ranges),
    };
    const query = "framework=iso-27001&region=de";
    const expected = (await market(marketApi(seeded()), query)).body;
    const { body } = await market(marketApi(ignoring), query);
    expect(body.result).toEqual(expected.result);
    expect(body.result).toMatchObject({ views: 30, rank: 2, peerCount: 3 });
  });
});
