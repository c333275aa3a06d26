import { describe, expect, it } from "vitest";
import { call, manualClock } from "../../../test/http-helpers.ts";
import { createApi } from "../../app.ts";
import { utcDay } from "../../market/utc-day.ts";
import { memoryInterestStore } from "../../memory/memory-interest-store.ts";
import type { InterestKind, InterestStore } from "../../ports.ts";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const MARKDOWN = { headers: { accept: "text/markdown" } };
const SECRET = { tokenSecret: "test-secret-0123456789" };

/** A store that records what it is asked to write, over a real memory store. */
function watchedStore() {
  const inner = memoryInterestStore();
  const recorded: unknown[] = [];
  const store: InterestStore = {
    record: (event) => {
      recorded.push(event);
      return inner.record(event);
    },
    totals: (kind: InterestKind, ranges) => inner.totals(kind, ranges),
  };
  return { store, recorded };
}

describe("the trends page of one key", () => {
  it("draws daily views as an SVG line chart with the same figures in a table", async () => {
    const site = createApi({ market: { demoData: true }, clock: manualClock(NOW), ai: SECRET });
    const response = await call(site, "/trends/frameworks/iso-27001");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<svg class="chart" role="img"[^>]*>.*<polyline /s);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).toContain("Demo data:");
    expect(html).toContain('<a href="/grc-services/iso-27001">');
    const days = [...html.matchAll(/<tr><td>(\d{4}-\d{2}-\d{2})<\/td>/g)].map((m) => m[1]);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe("2026-11-21");
    expect(html).toMatch(/Views, last 30 days<\/td><td class="num">\d+/);
  });

  it("shows the figures of the API's point lookup", async () => {
    const site = createApi({ market: { demoData: true }, clock: manualClock(NOW), ai: SECRET });
    // The page first: the lookup credits itself after it has answered.
    const markdown = await (
      await call(site, "/trends/combinations/iso-27001+de?window=90d", MARKDOWN)
    ).text();
    const point = await (
      await call(site, "/api/v1/market?framework=iso-27001&region=de&window=90d")
    ).json();
    expect(markdown).toContain(`| Views, last 90 days | ${point.result.views} |`);
    expect(markdown).toContain(`| Human page views | ${point.result.breakdown.humanPageviews} |`);
    const dayRows = markdown.match(/^\| \d{4}-\d{2}-\d{2} \| \d+ \|$/gm) ?? [];
    expect(dayRows).toHaveLength(90);
    const sum = dayRows.reduce((total, row) => total + Number(row.split("|")[2]), 0);
    expect(sum).toBe(point.result.views);
  });

  it("says why growth and rank are withheld when there is too little data", async () => {
    const site = createApi({ clock: manualClock(NOW), ai: SECRET });
    const markdown = await (await call(site, "/trends/regions/de", MARKDOWN)).text();
    expect(markdown).toContain("| Growth | withheld (current period below threshold");
    expect(markdown).toContain("| Rank | withheld (");
  });

  it("reads the store without crediting interest, unlike an API point lookup", async () => {
    const { store, recorded } = watchedStore();
    const site = createApi({ market: { store }, clock: manualClock(NOW), ai: SECRET });
    await call(site, "/trends/frameworks/iso-27001");
    await call(site, "/trends/combinations/iso-27001+de?window=90d", MARKDOWN);
    expect(recorded).toEqual([]);
    await call(site, "/api/v1/market?framework=iso-27001");
    expect(recorded).toHaveLength(1);
    const day = utcDay(NOW);
    const totals = await store.totals("framework", [{ fromDay: day, toDay: day + 1 }]);
    expect(totals.rows.get("framework:iso-27001")?.[0]?.externalApiInterest).toBe(1);
  });

  it.each([
    "/trends/vendors/iso-27001",
    "/trends/frameworks/narnia",
    "/trends/regions/iso-27001",
    "/trends/combinations/iso-27001",
    "/trends/combinations/iso-27001+de+fr",
    "/trends/combinations/de+iso-27001",
    "/trends/frameworks/%E0%A4%A",
    "/trends/frameworks/iso-27001%2Fde",
    "/trends/regions/de+iso-27001",
    "/trends/frameworks/iso-27001?window=7d",
    "/trends/frameworks/iso-27001?window=30d&window=90d",
  ])("answers %s with the 404 page", async (path) => {
    const site = createApi({ market: { demoData: true }, clock: manualClock(NOW), ai: SECRET });
    expect((await call(site, path)).status).toBe(404);
    expect((await call(site, path, MARKDOWN)).status).toBe(404);
  });

  it("says so when the market is not configured, instead of failing", async () => {
    const site = createApi({ market: { store: null }, ai: SECRET });
    const response = await call(site, "/trends/frameworks/iso-27001");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("not configured on this deployment");
  });

  it("is linked from every row of the rankings", async () => {
    const site = createApi({ market: { demoData: true }, clock: manualClock(NOW), ai: SECRET });
    for (const dimension of ["frameworks", "regions", "combinations"]) {
      const html = await (await call(site, `/trends/${dimension}`)).text();
      const rows = html.match(/<tr><td class="num">\d+<\/td><td>[^<]*<a href="[^"]+"/g) ?? [];
      expect(rows.length, dimension).toBeGreaterThan(0);
      for (const row of rows) {
        const href = /href="([^"]+)"/.exec(row)?.[1] ?? "";
        expect(href).toMatch(new RegExp(`^/trends/${dimension}/[a-z0-9-]+(\\+[a-z0-9-]+)?$`));
        expect((await call(site, href)).status, href).toBe(200);
      }
    }
  });
});
