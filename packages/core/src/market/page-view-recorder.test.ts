import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { callJson, manualClock } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import { utcDay } from "./utc-day.ts";

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const NOW = Date.parse("2026-11-21T12:00:00Z");

function setup() {
  const store = memoryInterestStore();
  const api = createApi({ catalog: fixtureDocument, clock: manualClock(NOW), market: { store } });
  const humanViews = async (kind: "framework" | "region" | "combination", key: string) => {
    const { rows } = await store.totals(kind, [{ fromDay: utcDay(NOW), toDay: utcDay(NOW) + 1 }]);
    return rows.get(key)?.[0]?.humanPageviews ?? 0;
  };
  return { api, store, humanViews };
}

describe("recordPageView", () => {
  it("counts a combination page toward its framework, its region and the combination", async () => {
    const { api, humanViews } = setup();
    const outcome = await api.recordPageView({
      url: "https://site.example/grc-services/iso-27001/de?ref=x",
      userAgent: BROWSER,
      ip: "1.2.3.4",
    });
    expect(outcome).toEqual({
      recorded: true,
      keys: ["framework:iso-27001", "region:de", "combination:iso-27001+de"],
    });
    expect(await humanViews("framework", "framework:iso-27001")).toBe(1);
    expect(await humanViews("region", "region:de")).toBe(1);
    expect(await humanViews("combination", "combination:iso-27001+de")).toBe(1);
  });

  it("maps framework and region pages, with or without a trailing slash", async () => {
    const { api } = setup();
    expect(
      await api.recordPageView({ url: "/grc-services/soc-2/", userAgent: BROWSER }),
    ).toMatchObject({ keys: ["framework:soc-2"] });
    expect(
      await api.recordPageView({ url: "/grc-services/regions/fr", userAgent: BROWSER }),
    ).toMatchObject({ keys: ["region:fr"] });
  });

  it("ignores other paths and unknown tags", async () => {
    const { api } = setup();
    for (const url of [
      "/",
      "/grc-services",
      "/grc-services/regions",
      "/grc-services/narnia",
      "/grc-services/soc-2/atlantis",
      "/grc-services/a/b/c",
      "/vendors/x",
      "::bad",
    ]) {
      expect(await api.recordPageView({ url, userAgent: BROWSER }), url).toEqual({
        recorded: false,
        reason: "not_a_directory_page",
      });
    }
  });

  it("does not count bots, automation, or requests without a user agent", async () => {
    const { api, humanViews } = setup();
    for (const userAgent of [
      undefined,
      null,
      "",
      "  ",
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "curl/8.5.0",
      "python-requests/2.32",
      "Mozilla/5.0 HeadlessChrome/120.0",
    ]) {
      const outcome = await api.recordPageView({ url: "/grc-services/soc-2", userAgent });
      expect(outcome, String(userAgent)).toEqual({ recorded: false, reason: "automation" });
    }
    expect(await humanViews("framework", "framework:soc-2")).toBe(0);
  });

  it("counts repeat views, up to 20 per client per page a day", async () => {
    const { api, humanViews } = setup();
    for (let i = 0; i < 25; i++)
      await api.recordPageView({ url: "/grc-services/soc-2", userAgent: BROWSER, ip: "1.1.1.1" });
    await api.recordPageView({ url: "/grc-services/soc-2", userAgent: BROWSER, ip: "2.2.2.2" });
    expect(await humanViews("framework", "framework:soc-2")).toBe(21);
  });

  it("shows up in the market answer", async () => {
    const { api } = setup();
    for (let i = 0; i < 3; i++) {
      await api.recordPageView({
        url: "/grc-services/regions/fr",
        userAgent: BROWSER,
        ip: `10.0.0.${i}`,
      });
    }
    const { body } = await callJson(api, "/api/v1/market?region=fr");
    expect(body.result.breakdown.humanPageviews).toBe(3);
  });

  it("says so when the market is off or the store fails", async () => {
    const off = createApi({ catalog: fixtureDocument, market: { store: null } });
    expect(await off.recordPageView({ url: "/grc-services/soc-2", userAgent: BROWSER })).toEqual({
      recorded: false,
      reason: "market_not_configured",
    });
    const store = memoryInterestStore();
    store.record = () => Promise.reject(new Error("down"));
    const failing = createApi({
      catalog: fixtureDocument,
      market: { store },
      logger: { warn() {}, error() {} },
    });
    expect(
      await failing.recordPageView({ url: "/grc-services/soc-2", userAgent: BROWSER }),
    ).toEqual({ recorded: false, reason: "store_unavailable" });
  });
});
