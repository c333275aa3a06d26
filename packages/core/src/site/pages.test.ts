import { describe, expect, it } from "vitest";
import { unescapeHtml } from "../../test/html-text.ts";
import { call, manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { SITE_PAGES } from "../../test/site-pages.ts";
import { createApi } from "../app.ts";
import { utcDay } from "../market/utc-day.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import { CURL_EXAMPLES } from "./pages/developers-page.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const NOW = Date.parse("2026-11-21T12:00:00Z");
const PAGES = SITE_PAGES;

function api() {
  return createApi({
    market: { demoData: true },
    clock: manualClock(NOW),
    ai: { tokenSecret: "test-secret-0123456789" },
    site: { fastTrackPrice: "EUR 490" },
  });
}

/** The visible words of the HTML's main element (tags, scripts, forms and SVG removed). */
function htmlWords(html: string): Set<string> {
  const main = html.slice(html.indexOf("<main>"), html.indexOf("</main>"));
  const text = unescapeHtml(
    main.replace(/<(script|form|svg|section)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " "),
  );
  return new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** The words of the Markdown (link targets and markup removed). */
function markdownWords(markdown: string): string[] {
  const text = markdown.replace(/\]\([^)]*\)/g, " ").replace(/\\(.)/g, "$1");
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function links(text: string, pattern: RegExp): Set<string> {
  return new Set(
    [...text.matchAll(pattern)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&")),
  );
}

describe("human pages", () => {
  it.each(PAGES)(
    "%s is HTML by default and Markdown on request, with the same content",
    async (path) => {
      const site = api();
      const html = await call(site, path, { headers: { "user-agent": BROWSER } });
      const markdown = await call(site, path, {
        headers: { accept: "text/markdown", "user-agent": BROWSER },
      });
      expect(html.status).toBe(200);
      expect(markdown.status).toBe(200);
      expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(html.headers.get("vary")).toBe("Accept");
      const csp = html.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");

      const htmlText = await html.text();
      const markdownText = await markdown.text();
      const visible = htmlWords(htmlText);
      for (const word of markdownWords(markdownText))
        expect(visible, `${path}: "${word}"`).toContain(word);
      const main = htmlText.slice(htmlText.indexOf("<main>"), htmlText.indexOf("</main>"));
      const mainWithoutForms = main.replace(/<(form|section)[\s\S]*?<\/\1>/g, "");
      expect(links(mainWithoutForms, /href="([^"]+)"/g)).toEqual(
        links(markdownText, /\]\(([^)]+)\)/g),
      );
      // No external assets: every script, stylesheet and image comes from this site.
      expect(htmlText).not.toMatch(/<(?:script|link|img)\b[^>]*(?:src|href)="(?:https?:)?\/\//);
    },
  );

  it("serves its stylesheet and script from this site", async () => {
    const site = api();
    expect((await call(site, "/assets/site.css")).headers.get("content-type")).toBe(
      "text/css; charset=utf-8",
    );
    const script = await call(site, "/assets/chat.js");
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("/api/ai-search");
  });

  it("keeps a missing page a 404 in both formats, including unknown directory tags", async () => {
    const site = api();
    for (const path of [
      "/nothing-here",
      "/grc-services/narnia",
      "/grc-services/iso-27001/atlantis",
      "/trends/vendors",
    ]) {
      expect((await call(site, path)).status, path).toBe(404);
      expect((await call(site, path, { headers: { accept: "text/markdown" } })).status, path).toBe(
        404,
      );
    }
  });

  it("draws trends as accessible inline SVG with the same figures in a table", async () => {
    const html = await (await call(api(), "/trends/frameworks")).text();
    expect(html).toMatch(/<svg class="chart" role="img" aria-labelledby="[^"]+-title [^"]+-desc"/);
    expect(html).toContain("<title id=");
    expect(html).toMatch(/<table>.*<th scope="col" class="num">Rank<\/th>/s);
    expect(html).toContain("Demo data:");
  });

  it("counts each GET of a directory page as a view of its keys, but not HEAD or bots", async () => {
    const store = memoryInterestStore();
    const site = createApi({
      market: { store },
      clock: manualClock(NOW),
      ai: { tokenSecret: "test-secret-0123456789" },
    });
    await call(site, "/grc-services/iso-27001/de", { headers: { "user-agent": BROWSER } });
    await call(site, "/grc-services/iso-27001/de", {
      method: "HEAD",
      headers: { "user-agent": BROWSER },
    });
    await call(site, "/grc-services/iso-27001/de", { headers: { "user-agent": "Googlebot/2.1" } });
    const response = await call(site, "/grc-services/iso-27001/de", {
      headers: { "user-agent": BROWSER },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const day = { fromDay: utcDay(NOW), toDay: utcDay(NOW) + 1 };
    const combination = await store.totals("combination", [day]);
    expect(combination.rows.get("combination:iso-27001+de")?.[0]?.humanPageviews).toBe(2);
    const regions = await store.totals("region", [day]);
    expect(regions.rows.get("region:de")?.[0]?.humanPageviews).toBe(2);
  });

  it("shows the configured fast-track price", async () => {
    const site = createApi({
      site: { fastTrackPrice: "CHF 750" },
      ai: { tokenSecret: "test-secret-0123456789" },
    });
    expect(await (await call(site, "/fast-submission")).text()).toContain("CHF 750");
  });

  it("explains a search that names nothing, kindly", async () => {
    const html = await (await call(api(), "/?q=cheap+and+fast")).text();
    expect(html).toContain("names no framework, region or service type we know");
  });
});

describe("the developer portal's curl examples", () => {
  it.each(CURL_EXAMPLES)("%s works", async (example) => {
    const site = api();
    const url = /'BASE([^']+)'/.exec(example)?.[1] ?? "";
    const method = /-X (\w+)/.exec(example)?.[1] ?? "GET";
    const body = /-d '([^']+)'/.exec(example)?.[1];
    const response = await call(site, url, {
      method,
      ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it("are shown with this deployment's origin", async () => {
    const text = await (
      await call(api(), "/developers", { headers: { accept: "text/markdown" } })
    ).text();
    expect(text).toContain(`curl '${ORIGIN}/api/v1/search?framework=iso-27001`);
  });
});

describe("the developer portal's limits", () => {
  it("states this deployment's catalog and Ask AI limits, not the defaults", async () => {
    const configured = createApi({
      logger: { warn: () => {}, error: () => {} },
      rateLimits: { catalog: { limit: 300, windowSeconds: 30 } },
      ai: { limits: { perIpPerMinute: 4, turnsPerConversation: 7 } },
    });
    const text = await (
      await call(configured, "/developers", { headers: { accept: "text/markdown" } })
    ).text();
    expect(text).toContain("300 requests per 30 seconds per IP");
    expect(text).toContain("4 requests per minute per IP, 7 turns per conversation");
    const policy = (await call(configured, "/api/v1/search?framework=soc-2")).headers.get(
      "ratelimit-policy",
    );
    expect(policy).toBe('"catalog";q=300;w=30');
  });
});
