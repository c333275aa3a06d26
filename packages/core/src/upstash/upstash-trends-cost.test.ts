import { Redis } from "@upstash/redis";
import { describe, expect, it } from "vitest";
import { quietLogger } from "../../test/fixture-api.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { call, manualClock } from "../../test/http-helpers.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../app.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";
import { upstashRateLimiter } from "./upstash-rate-limiter.ts";

const upstash = useUpstashRedis();
const NOW = Date.parse("2026-11-21T12:00:00Z");
const DAY = 86_400_000;
const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
/** The most Redis commands any trends page, key page or ranking may cost. */
const BUDGET = 10;

/** Pages and rankings that read every key of a kind. */
const PATHS = [
  "/trends",
  "/trends/frameworks",
  "/trends/regions",
  "/trends/combinations",
  "/trends/frameworks/iso-27001",
  "/trends/frameworks/iso-27001?window=90d",
  "/trends/regions/de",
  "/trends/combinations/iso-27001+de",
  "/api/v1/market?dimension=frameworks",
  "/api/v1/market?dimension=combinations&window=90d",
];

/**
 * One instance with everything in Upstash, on its own clock; `limiter: "memory"` keeps the
 * rate limits in process, so that only the interest store's commands are counted.
 */
function instance(clock = manualClock(NOW), limiter: "upstash" | "memory" = "upstash") {
  const redis = upstash.client();
  const api = createApi({
    catalog: fixtureDocument,
    clock,
    logger: quietLogger,
    ...(limiter === "upstash" ? { rateLimiter: upstashRateLimiter({ redis }) } : {}),
    rateLimits: { catalog: { limit: 100_000 } },
    market: { store: upstashInterestStore({ redis }), clientSecret: "shared-secret-0123456789" },
    ai: { tokenSecret: "shared-secret-0123456789" },
  });
  return { api, clock };
}

/** 180 days of page views on a few pages, so that every read spans many day hashes. */
async function seedHistory() {
  const { api } = instance();
  const pages = ["/grc-services/iso-27001/de", "/grc-services/soc-2/fr", "/grc-services/nis2"];
  for (let age = 0; age < 180; age++) {
    await Promise.all(
      pages.map(async (url, i) => {
        const outcome = await api.recordPageView({
          url,
          userAgent: BROWSER,
          ip: `10.0.${age}.${i}`,
          at: NOW - age * DAY,
        });
        expect(outcome.recorded).toBe(true);
      }),
    );
  }
}

/** Commands the REST server received while `work` ran. */
async function commandsOf(work: () => Promise<unknown>): Promise<number> {
  const before = upstash.commands();
  await work();
  return upstash.commands() - before;
}

const flushScripts = () => new Redis({ ...upstash.server(), retry: false }).scriptFlush();

describe("store commands of trends pages and rankings on Upstash", () => {
  it(`costs at most ${BUDGET} commands per request on a cold instance, scripts not yet loaded`, async () => {
    await seedHistory();
    const ranking = await call(instance().api, "/api/v1/market?dimension=frameworks&window=90d");
    expect((await ranking.json()).results).toContainEqual(
      expect.objectContaining({ slug: "iso-27001", views: 90 }),
    );
    for (const path of PATHS) {
      await flushScripts();
      const { api } = instance();
      const used = await commandsOf(async () => {
        const response = await call(api, path);
        expect(response.status, path).toBe(200);
        await response.arrayBuffer();
      });
      expect(used, path).toBeLessThanOrEqual(BUDGET);
    }
  });

  it(`costs at most ${BUDGET} commands per request over many requests, as the cache refreshes`, async () => {
    await seedHistory();
    const { api, clock } = instance();
    let total = 0;
    let requests = 0;
    for (let round = 0; round < 12; round++) {
      for (const path of PATHS) {
        const used = await commandsOf(async () => {
          const response = await call(api, path);
          expect(response.status, path).toBe(200);
          await response.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
        expect(used, path).toBeLessThanOrEqual(BUDGET);
        total += used;
        requests++;
      }
      clock.advance(400);
    }
    // Most requests are answered from the cache: far under the budget on average.
    expect(total / requests).toBeLessThan(2);
  });

  it(`answers 40 concurrent requests for /trends on a cold instance with one read per kind`, async () => {
    await seedHistory();
    await flushScripts();
    // Each request's own rate-limit command is counted by the tests above; here, the reads.
    const { api } = instance(manualClock(NOW), "memory");
    const used = await commandsOf(() =>
      Promise.all(
        Array.from({ length: 40 }, async () => {
          const response = await call(api, "/trends");
          expect(response.status).toBe(200);
          await response.arrayBuffer();
        }),
      ),
    );
    // Three kinds, one script each, loaded once: at most 6 commands for all 40 requests.
    expect(used).toBeLessThanOrEqual(6);
  });
});

describe("store commands of a point lookup on Upstash", () => {
  it("reads its own key in one command and credits it in one, its rank from the shared read", async () => {
    await seedHistory();
    const { api, clock } = instance(manualClock(NOW), "memory");
    const lookup = async (ip: string) => {
      const response = await call(api, "/api/v1/market?framework=iso-27001&region=de", {}, ip);
      expect(response.status).toBe(200);
      return (await response.json()).result;
    };
    // The first lookup loads the scripts and the combinations' ranking read.
    expect(await lookup("10.9.0.1")).toMatchObject({ views: 30, rank: 1, peerCount: 2 });
    await api.recordPageView({
      url: "/grc-services/iso-27001/de",
      userAgent: BROWSER,
      ip: "10.9.0.2",
    });
    clock.advance(400);
    let result: unknown;
    const used = await commandsOf(async () => {
      result = await lookup("10.9.0.3");
    });
    // Every event so far: 30 seeded views, one credited lookup, one page view.
    expect(result).toMatchObject({ views: 32, rank: 1, peerCount: 2 });
    expect(used).toBe(2);
  });
});
