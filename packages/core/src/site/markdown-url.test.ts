import { describe, expect, it } from "vitest";
import { quietLogger } from "../../test/fixture-api.ts";
import { call, manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { SITE_PAGES } from "../../test/site-pages.ts";
import { createApi } from "../app.ts";
import { utcDay } from "../market/utc-day.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import type { ApiOptions } from "../options.ts";
import { markdownUrlOf, pageOfMarkdownUrl } from "./markdown-url.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const NOW = Date.parse("2026-11-21T12:00:00Z");
const MARKDOWN = { accept: "text/markdown", "user-agent": BROWSER };
const HTML = { accept: "text/html", "user-agent": BROWSER };

function site(options: ApiOptions = {}) {
  return createApi({
    market: { demoData: true },
    clock: manualClock(NOW),
    ai: { tokenSecret: "test-secret-0123456789" },
    logger: quietLogger,
    rateLimits: { catalog: { limit: 1_000_000 }, pages: { limit: 1_000_000 } },
    ...options,
  });
}

/** The `.md` URL of a page URL (path and query). */
function markdownUrl(pageUrl: string): string {
  const url = new URL(pageUrl, ORIGIN);
  return markdownUrlOf(url.pathname) + url.search;
}

/** What a client compares: status, body and the headers that describe it. */
async function answer(response: Response) {
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    policy: response.headers.get("ratelimit-policy"),
    body: await response.text(),
  };
}

describe("the .md URL of a page path", () => {
  it.each([
    ["/", "/index.md"],
    ["/developers", "/developers.md"],
    ["/trends/methodology", "/trends/methodology.md"],
    ["/grc-services/", "/grc-services.md"],
    ["/trends/combinations/iso-27001+de", "/trends/combinations/iso-27001+de.md"],
  ])("%s is %s, and back", (page, markdown) => {
    expect(markdownUrlOf(page)).toBe(markdown);
    expect(pageOfMarkdownUrl(markdown)).toBe(page.replace(/(.)\/$/, "$1"));
  });

  it.each(["/", "/developers", "/.md", "/trends/.md", "/a.mdx", "/md", "/index"])(
    "%s is no .md URL",
    (path) => {
      expect(pageOfMarkdownUrl(path)).toBeNull();
    },
  );

  it("ignores trailing slashes, as routes do", () => {
    expect(pageOfMarkdownUrl("/developers.md/")).toBe("/developers");
  });
});

describe("a page at its .md URL", () => {
  it.each(SITE_PAGES)("%s answers what it answers with Accept: text/markdown", async (path) => {
    const api = site();
    const negotiated = await call(api, path, { headers: MARKDOWN });
    // Whatever the client accepts: the .md URL does not negotiate.
    const atMarkdownUrl = await call(api, markdownUrl(path), { headers: HTML });
    expect(negotiated.status).toBe(200);
    expect(await answer(atMarkdownUrl)).toEqual(await answer(negotiated));
    expect(negotiated.headers.get("vary")).toBe("Accept");
    expect(atMarkdownUrl.headers.get("vary")).toBeNull();
    const head = await call(api, markdownUrl(path), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
  });

  it.each(SITE_PAGES)("%s names its .md URL in the HTML's alternate link", async (path) => {
    const html = await (await call(site(), path, { headers: HTML })).text();
    const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(html);
    expect(alternate?.[1]?.replaceAll("&amp;", "&")).toBe(markdownUrl(path));
  });

  it("is a 404 where there is no page: Markdown, or JSON under /api", async () => {
    const api = site();
    for (const path of [
      "/vendors/no-such-vendor.md",
      "/grc-services/narnia.md",
      "/grc-services/iso-27001/atlantis.md",
      "/grc-services/iso-27001.md?page=99",
      "/trends/vendors.md",
      "/nothing-here.md",
      "/llms.txt.md",
      "/openapi.json.md",
      "/index.md/x.md",
    ]) {
      const response = await call(api, path, { headers: HTML });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toBe("text/markdown; charset=utf-8");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.text(), path).toMatch(/^# Page not found\n/);
    }
    for (const path of ["/api/tools.json.md", "/api/v1/search.md", "/api/nothing.md"]) {
      const response = await call(api, path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code, path).toBe("NOT_FOUND");
    }
    // Not a .md URL: the 404 page, negotiated as before.
    const bare = await call(api, "/.md", { headers: HTML });
    expect(bare.status).toBe(404);
    expect(bare.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers GET and HEAD only, as the page does", async () => {
    const api = site();
    const post = await call(api, "/developers.md", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await call(api, "/mcp.md", { method: "POST" })).status).toBe(405);
  });

  it("leaves the Markdown documents /pricing.md and /deprecation.md as they are", async () => {
    const api = site({ site: { fastTrackPrice: "USD 300" } });
    for (const path of ["/pricing.md", "/deprecation.md"]) {
      const response = await call(api, path, { headers: HTML });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("etag"), path).toMatch(/^"/);
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(response.headers.get("content-security-policy"), path).toBeNull();
    }
    expect(await (await call(api, "/pricing.md")).text()).toMatch(/^# GRC Directory: pricing\n/);
  });

  it("counts a view of a directory page and spends the page limit, as the page does", async () => {
    const store = memoryInterestStore();
    const api = createApi({
      market: { store },
      clock: manualClock(NOW),
      ai: { tokenSecret: "test-secret-0123456789" },
      logger: quietLogger,
      rateLimits: { pages: { limit: 3, windowSeconds: 60 } },
    });
    const ip = "198.51.100.40";
    const viewed = await call(api, "/grc-services/iso-27001/de.md", { headers: MARKDOWN }, ip);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("ratelimit-policy")).toBe('"pages";q=3;w=60');
    await call(api, "/grc-services/iso-27001/de", { headers: MARKDOWN }, ip);
    const day = { fromDay: utcDay(NOW), toDay: utcDay(NOW) + 1 };
    const combination = await store.totals("combination", [day]);
    expect(combination.rows.get("combination:iso-27001+de")?.[0]?.humanPageviews).toBe(2);
    // A bot's view of the .md URL is not counted, as a bot's view of the page is not.
    await call(
      api,
      "/grc-services/iso-27001/de.md",
      { headers: { "user-agent": "Googlebot/2.1" } },
      ip,
    );
    const after = await store.totals("combination", [day]);
    expect(after.rows.get("combination:iso-27001+de")?.[0]?.humanPageviews).toBe(2);
    expect((await call(api, "/developers.md", {}, ip)).status).toBe(429);
  });

  it("carries the prefix when mounted, and is outside the API without it", async () => {
    const api = site({ basePath: "/directory" });
    const at = (path: string, headers: Record<string, string>) =>
      api.fetch(new Request(`${ORIGIN}${path}`, { headers }), { clientAddress: "203.0.113.7" });
    const pages: [page: string, markdown: string][] = [
      ["/directory", "/directory/index.md"],
      ["/directory/", "/directory/index.md"],
      ["/directory/developers", "/directory/developers.md"],
      ["/directory/vendors/bluepeak-cyber", "/directory/vendors/bluepeak-cyber.md"],
      ["/directory/grc-services/iso-27001?page=2", "/directory/grc-services/iso-27001.md?page=2"],
    ];
    for (const [page, markdown] of pages) {
      const html = await (await at(page, HTML)).text();
      expect(html).toContain(
        `<link rel="alternate" type="text/markdown" href="${markdown.replace("&", "&amp;")}">`,
      );
      const negotiated = await at(page, MARKDOWN);
      const response = await at(markdown, HTML);
      expect(await answer(response), markdown).toEqual(await answer(negotiated));
      expect(response.status, markdown).toBe(200);
    }
    expect((await at("/developers.md", HTML)).status).toBe(404);
    expect((await at("/directory/index.md", HTML)).headers.get("content-type")).toBe(
      "text/markdown; charset=utf-8",
    );
  });
});
