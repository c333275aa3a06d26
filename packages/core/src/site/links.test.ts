import { describe, expect, it } from "vitest";
import { manualClock } from "../../test/http-helpers.ts";
import { answerUrls, crawl, failingUrls } from "../../test/link-check.ts";
import { createApi } from "../app.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";

const ORIGIN = "http://directory.test";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

function site(basePath = "") {
  const api = createApi({
    basePath,
    market: { demoData: true },
    clock: manualClock(Date.parse("2026-11-21T12:00:00Z")),
    // The crawl is one client making hundreds of requests.
    rateLimits: { catalog: { limit: 1_000_000 }, pages: { limit: 1_000_000 } },
    ai: { tokenSecret: "test-secret-0123456789" },
    logger: { log: () => {} } as never,
  });
  return (url: string, init: RequestInit = {}) => {
    const request = new Request(url, init);
    request.headers.set("user-agent", BROWSER);
    return api.fetch(request, { clientAddress: "203.0.113.9" });
  };
}

describe.each(["", "/directory"])("links that resolve (basePath %j)", (basePath) => {
  const root = ORIGIN + basePath;

  it("a crawl from / reaches every directory and vendor page and finds no 4xx or 5xx", async () => {
    const { statuses, broken } = await crawl(`${root}/`, site(basePath));
    expect(broken).toEqual([]);
    const { catalog, taxonomy } = sampleCatalog();
    const reached = [...statuses.keys()].map((url) => url.slice(root.length));
    for (const vendor of catalog.vendors) {
      expect(reached).toContain(`/vendors/${vendor.slug}`);
      // Through each page's alternate link: its .md URL.
      expect(reached).toContain(`/vendors/${vendor.slug}.md`);
    }
    for (const entry of taxonomy.taxonomy.frameworks)
      expect(reached).toContain(`/grc-services/${entry.slug}`);
    for (const entry of taxonomy.taxonomy.regions)
      expect(reached).toContain(`/grc-services/regions/${entry.slug}`);
    expect(reached).toContain("/trends/combinations/iso-27001+de");
  }, 120_000);

  it("every URL inside search, tools, market, llms.txt and llms-full.txt answers 200", async () => {
    const fetcher = site(basePath);
    const urls = await answerUrls(root, fetcher);
    expect(urls.length).toBeGreaterThan(20);
    const found = urls.map((url) => url.url);
    for (const path of ["/api/tools.json", "/llms-full.txt", "/index.md", "/developers.md"])
      expect(found).toContain(`${root}${path}`);
    const { catalog } = sampleCatalog();
    for (const vendor of catalog.vendors) expect(found).toContain(`${root}/vendors/${vendor.slug}`);
    expect(await failingUrls(urls, fetcher)).toEqual([]);
  }, 60_000);
});
