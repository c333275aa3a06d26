import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureApi, quietLogger } from "../test/fixture-api.ts";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { ORIGIN } from "../test/http-helpers.ts";
import { expectDocumented } from "../test/openapi-validator.ts";
import { answerText, readEvents } from "../test/sse.ts";
import { createApi } from "./app.ts";
import { memoryInterestStore } from "./memory/memory-interest-store.ts";
import type { ApiOptions } from "./options.ts";
import type { InterestEvent } from "./ports.ts";

const BASE = "/directory";
const ROOT = `${ORIGIN}${BASE}`;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

function mounted(options: ApiOptions = {}) {
  return fixtureApi({ basePath: BASE, ...options });
}

/**
 * Calls the mounted API at `path` (prefix included). An /api answer is also checked
 * against /openapi.json, at its path below the prefix, as `call` does for the root API.
 */
async function fetchAt(
  api: ReturnType<typeof createApi>,
  path: string,
  init: RequestInit = {},
  ip = "203.0.113.7",
) {
  const request = new Request(`${ORIGIN}${path}`, init);
  const response = await api.fetch(request.clone(), { clientAddress: ip });
  if (path.startsWith(`${BASE}/`)) {
    const below = new Request(`${ORIGIN}${path.slice(BASE.length)}`, init);
    await expectDocumented(below, response);
  }
  return response;
}

/** Every absolute http(s) URL in a text (JSON strings, Markdown links, plain text). */
function absoluteUrls(text: string): string[] {
  // An HTML-escaped quote (`&quot;`, as around a URL in a JSON code block) ends a URL too.
  return [...text.replaceAll("&quot;", '"').matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map(
    (match) => match[0],
  );
}

/** Each URL on this API's origin must be the root itself or below it. */
function expectUnderRoot(text: string): string[] {
  const own = absoluteUrls(text).filter((url) => url.startsWith(ORIGIN));
  expect(own.length).toBeGreaterThan(0);
  for (const url of own) expect(url === ROOT || url.startsWith(`${ROOT}/`), url).toBe(true);
  return own;
}

/** A link target is fine when it is under the prefix, absolute elsewhere, or an anchor. */
function expectLinkUnderBase(link: string) {
  if (link.startsWith("#") || link.startsWith("mailto:")) return;
  if (/^https?:\/\//.test(link)) {
    if (link.startsWith(ORIGIN))
      expect(link === ROOT || link.startsWith(`${ROOT}/`), link).toBe(true);
    return;
  }
  expect(link === BASE || link.startsWith(`${BASE}/`), link).toBe(true);
}

const HTML_URL_ATTRIBUTES = /\s(?:href|src|action|data-endpoint|xlink:href|formaction)="([^"]*)"/g;

describe("the basePath option", () => {
  it.each(["/directory", "/grc/directory", "/v1.2", "/a~b_c-d", "/caf%C3%A9"])(
    "accepts %s",
    (basePath) => {
      expect(() => createApi({ basePath, logger: quietLogger })).not.toThrow();
    },
  );

  it.each(["", "/", undefined])("treats %j as no prefix", async (basePath) => {
    const api = createApi({ basePath, catalog: fixtureDocument, logger: quietLogger });
    const response = await api.fetch(new Request(`${ORIGIN}/api/v1/search?framework=iso-27001`));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.results[0].detailsPage).toMatch(new RegExp(`^${ORIGIN}/vendors/`));
  });

  it.each([
    "directory",
    "/directory/",
    "//directory",
    "/a//b",
    "/dir?x=1",
    "/dir#top",
    "/./dir",
    "/dir/..",
    "/%2e%2e",
    "/dir ectory",
    "/dïr",
    "/dir\\x",
    "/a:b",
    "/a*",
    "/%zz",
    " /directory",
    "http://host/directory",
    42,
    null,
  ])("throws a TypeError at createApi for %j", (basePath) => {
    expect(() => createApi({ basePath: basePath as string, logger: quietLogger })).toThrow(
      TypeError,
    );
  });
});

describe("routes under the prefix", () => {
  const api = mounted();

  it.each([
    ["/api/v1/search?framework=iso-27001", "application/json"],
    ["/api/search?framework=iso-27001", "application/json"],
    ["/api/tools.json", "application/json"],
    ["/api/v1/market?dimension=frameworks", "application/json"],
    ["/api/v1/market?framework=iso-27001", "application/json"],
    ["/openapi.json", "application/json"],
    ["/llms.txt", "text/plain"],
    ["/agent.txt", "text/plain"],
    ["/deprecation.md", "text/markdown"],
    ["/pricing.md", "text/markdown"],
    ["/.well-known/mcp/server-card.json", "application/json"],
    ["/developers", "text/html"],
    ["/mcp", "text/html"],
    ["/fast-submission", "text/html"],
    ["/trends", "text/html"],
    ["/trends/methodology", "text/html"],
    ["/trends/frameworks", "text/html"],
    ["/grc-services/iso-27001", "text/html"],
    ["/grc-services/regions/de", "text/html"],
    ["/grc-services/iso-27001/de", "text/html"],
    ["/assets/site.css", "text/css"],
    ["/assets/chat.js", "text/javascript"],
    ["/assets/favicon.svg", "image/svg+xml"],
  ])("%s answers under %s", async (path, type) => {
    const response = await fetchAt(api, `${BASE}${path}`, { headers: { "user-agent": BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
    await response.body?.cancel();
  });

  it("answers the home page at the prefix with and without its trailing slash", async () => {
    for (const path of [BASE, `${BASE}/`, `${BASE}?q=iso+27001`]) {
      const response = await fetchAt(api, path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<form id="ask-form"');
      expect(html, path).toContain('aria-current="page"');
    }
  });

  it("answers an unknown /api path with the JSON 404, naming the full path", async () => {
    const response = await fetchAt(api, `${BASE}/api/v9/nope`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.message).toContain(`${BASE}/api/v9/nope`);
    expect(body.error.hint).toContain(`${BASE}/openapi.json`);
    expect(body.error.hint).toContain(`${BASE}/llms.txt`);
  });

  it("answers an unknown page with the 404 page, its links under the prefix", async () => {
    const response = await fetchAt(api, `${BASE}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    const links = [...html.matchAll(HTML_URL_ATTRIBUTES)].map((match) => match[1] ?? "");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expectLinkUnderBase(link);
  });

  it("names the full path when a method is refused", async () => {
    const response = await fetchAt(api, `${BASE}/api/v1/search`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect((await response.json()).error.message).toContain(`${BASE}/api/v1/search`);
  });

  it("puts CORS on /api answers and machine-readable documents, not on pages", async () => {
    const cors = async (path: string) => {
      const response = await fetchAt(api, `${BASE}${path}`);
      await response.body?.cancel();
      return response.headers.get("access-control-allow-origin");
    };
    expect(await cors("/api/v1/search?framework=iso-27001")).toBe("*");
    expect(await cors("/openapi.json")).toBe("*");
    expect(await cors("/llms.txt")).toBe("*");
    expect(await cors("/trends")).toBeNull();
  });

  it("rate-limits per client IP under the prefix, with the limit headers", async () => {
    const tight = mounted({ rateLimits: { catalog: { limit: 2 } } });
    const status = async (ip: string) => {
      const response = await fetchAt(tight, `${BASE}/api/tools.json`, {}, ip);
      await response.body?.cancel();
      expect(response.headers.get("ratelimit-policy")).toContain("q=2");
      return response.status;
    };
    expect([await status("198.51.100.1"), await status("198.51.100.1")]).toEqual([200, 200]);
    expect(await status("198.51.100.1")).toBe(429);
    expect(await status("198.51.100.2")).toBe(200);
  });

  it("keys deprecations by the path below the prefix and links the note under it", async () => {
    const deprecated = mounted({
      deprecations: {
        "/api/search": {
          deprecatedAt: "2026-01-01",
          sunset: "2027-01-01",
          link: "/deprecation.md#api-search",
        },
      },
    });
    const response = await fetchAt(deprecated, `${BASE}/api/search?framework=iso-27001`);
    await response.body?.cancel();
    expect(response.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(response.headers.get("link")).toContain(`<${BASE}/deprecation.md#api-search>`);
    const policy = await (await fetchAt(deprecated, `${BASE}/deprecation.md`)).text();
    expect(policy).toContain(`\`${BASE}/api/search\``);
    expect(policy).toContain(`Migration note: ${BASE}/deprecation.md#api-search`);
  });
});

describe("paths outside the prefix", () => {
  const api = mounted();

  it.each([
    "/",
    "/api/v1/search?framework=iso-27001",
    "/openapi.json",
    "/llms.txt",
    "/trends",
    "/grc-services/iso-27001",
    "/assets/site.css",
    "/directoryx",
    "/directory-api/v1/search",
    "/Directory/api/v1/search",
    "/other/directory/api/v1/search",
  ])("%s is a JSON 404 NOT_FOUND naming the prefix", async (path) => {
    const response = await fetchAt(api, path, { headers: { accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    const body = await response.json();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.message).toContain(`served under ${BASE}/`);
    expect(body.error.hint).toContain(`${BASE}/openapi.json`);
  });

  it("is a 404 for every method, Ask AI's path included", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await api.fetch(new Request(`${ORIGIN}/api/ai-search`, { method }));
      expect(response.status, method).toBe(404);
    }
  });

  it("never answers a 200 or a 5xx for any path outside, nor a 5xx for any path under it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), fc.boolean(), async (path, under) => {
        const target = under ? `${BASE}${path.startsWith("/") ? "" : "/"}${path}` : path;
        const response = await api.fetch(new Request(`${ORIGIN}${target}`));
        await response.body?.cancel();
        expect(response.status).toBeLessThan(500);
        const { pathname } = new URL(`${ORIGIN}${target}`);
        const inside = pathname === BASE || pathname.startsWith(`${BASE}/`);
        if (!inside) expect(response.status).toBe(404);
      }),
      { numRuns: 300 },
    );
  });
});

describe("absolute links carry the prefix", () => {
  const api = mounted();

  it("search and tools: a site-path detailsPage resolves under the prefix; an absolute one is kept", async () => {
    for (const path of ["/api/v1/search?framework=iso-27001", "/api/tools.json"]) {
      const body = await (await fetchAt(api, `${BASE}${path}`)).json();
      const vendors: { detailsPage: string }[] = body.results ?? body.services;
      const pages = vendors.map((vendor) => vendor.detailsPage);
      expect(pages, path).toContain(`${ROOT}/vendors/alpha-assurance`);
      expect(pages, path).toContain("https://partner.example/gamma");
      for (const page of pages) {
        expect(page.startsWith(`${ROOT}/`) || page === "https://partner.example/gamma").toBe(true);
      }
    }
  });

  it("does not share cached answers with an API at the root on the same catalog", async () => {
    // Both serve the bundled sample, one catalog object whose cached answers they share.
    const root = createApi({ logger: quietLogger });
    const sample = createApi({ basePath: BASE, logger: quietLogger });
    for (const path of ["/api/v1/search?framework=iso-27001&limit=3", "/api/tools.json"]) {
      const plain = await (await root.fetch(new Request(`${ORIGIN}${path}`))).text();
      const under = await (await fetchAt(sample, `${BASE}${path}`)).text();
      expect(plain).toContain(`${ORIGIN}/vendors/`);
      expect(plain).not.toContain(ROOT);
      expect(under).toContain(`${ROOT}/vendors/`);
      expect(under).not.toContain(`"${ORIGIN}/vendors/`);
    }
  });

  it.each([
    "/api/v1/market?framework=iso-27001&region=de",
    "/api/v1/market?dimension=combinations",
  ])("market answer %s links under the prefix", async (path) => {
    const text = await (await fetchAt(api, `${BASE}${path}`)).text();
    const own = expectUnderRoot(text);
    expect(own).toContain(`${ROOT}/trends/methodology`);
    expect(own).toContain(`${ROOT}/llms.txt`);
  });

  it("llms.txt and agent.txt link under the prefix", async () => {
    const llms = await (await fetchAt(api, `${BASE}/llms.txt`)).text();
    expect(expectUnderRoot(llms)).toContain(`${ROOT}/openapi.json`);
    const agent = await (await fetchAt(api, `${BASE}/agent.txt`)).text();
    expect(agent).toContain(`Base URL: ${ROOT}\n`);
    expectUnderRoot(agent);
  });

  it("the MCP server card points the MCP server at the prefix", async () => {
    const card = await (await fetchAt(api, `${BASE}/.well-known/mcp/server-card.json`)).json();
    expect(card.websiteUrl).toBe(`${ROOT}/mcp`);
    expect(card.packages[0].packageArguments).toContainEqual({
      type: "named",
      name: "--base-url",
      value: ROOT,
    });
    expectUnderRoot(JSON.stringify(card));
  });

  it("OpenAPI names the prefix as its server, so generated clients call the right paths", async () => {
    const document = await (await fetchAt(api, `${BASE}/openapi.json`)).json();
    expect(document.servers).toEqual([{ url: BASE, description: "This deployment" }]);
    expect(document.externalDocs.url).toBe(`${BASE}/llms.txt`);
    expect(Object.keys(document.paths)).toContain("/api/v1/search");
    // Resolved against the document's own URL, as OpenAPI says a relative server URL is.
    const server = new URL(document.servers[0].url, `${ROOT}/openapi.json`).href;
    expect(`${server}/api/v1/search`).toBe(`${ROOT}/api/v1/search`);
  });

  it("the developer and MCP pages show commands against the prefix", async () => {
    const developers = await (await fetchAt(api, `${BASE}/developers`)).text();
    expect(developers).toContain(`curl &#39;${ROOT}/api/v1/search?`);
    expect(developers).not.toContain(`${ORIGIN}/api/`);
    const mcp = await (await fetchAt(api, `${BASE}/mcp`)).text();
    expect(mcp).toContain(`--base-url ${ROOT}<`);
  });
});

describe("pages link under the prefix", () => {
  const api = mounted();
  const PAGES = [
    "",
    "/",
    "/?q=iso+27001+in+germany",
    "/grc-services/iso-27001",
    "/grc-services/iso-27001/de",
    "/trends",
    "/trends/frameworks",
    "/trends/methodology",
    "/developers",
    "/mcp",
    "/fast-submission",
  ];

  it.each(PAGES)(
    "HTML %s: every href, src, action and endpoint is under the prefix",
    async (page) => {
      const response = await fetchAt(api, `${BASE}${page}`, { headers: { "user-agent": BROWSER } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const links = [...html.matchAll(HTML_URL_ATTRIBUTES)].map((match) => match[1] ?? "");
      expect(links.length).toBeGreaterThan(8);
      for (const link of links) expectLinkUnderBase(link);
      expect(links).toContain(`${BASE}/assets/site.css`);
      expect(links).toContain(`${BASE}/assets/favicon.svg`);
      // No CSS url() or inline script fetches a site path on its own.
      expect(html).not.toMatch(/url\(\s*['"]?\//);
    },
  );

  it("the home page's search form, chat script and chat endpoint are under the prefix", async () => {
    const html = await (await fetchAt(api, `${BASE}/`)).text();
    expect(html).toContain(`<form class="search" action="${BASE}/" method="get"`);
    expect(html).toContain(`<script src="${BASE}/assets/chat.js" defer>`);
    expect(html).toContain(`<form id="ask-form" data-endpoint="${BASE}/api/ai-search"`);
    const script = await (await fetchAt(api, `${BASE}/assets/chat.js`)).text();
    expect(script).toContain("form.dataset.endpoint");
    expect(script).toContain("fetch(endpoint,");
  });

  it("search results on the home page and directory pages link details under the prefix", async () => {
    for (const page of ["/?q=iso+27001+in+germany", "/grc-services/iso-27001"]) {
      const html = await (await fetchAt(api, `${BASE}${page}`)).text();
      expect(html, page).toContain(`href="${ROOT}/vendors/alpha-assurance"`);
    }
  });

  it.each(PAGES)("Markdown %s: every link is under the prefix", async (page) => {
    const response = await fetchAt(api, `${BASE}${page}`, {
      headers: { accept: "text/markdown", "user-agent": BROWSER },
    });
    expect(response.headers.get("content-type")).toContain("text/markdown");
    const markdown = await response.text();
    for (const [, link = ""] of markdown.matchAll(/\]\(([^)]*)\)/g)) expectLinkUnderBase(link);
  });
});

describe("Ask AI under the prefix", () => {
  it("streams an answer whose vendors link under the prefix", async () => {
    const api = mounted();
    const response = await fetchAt(api, `${BASE}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "ISO 27001 audit in Germany" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const { events } = await readEvents(response);
    const meta = events.find((event) => event.event === "meta");
    const pages: string[] = meta?.data.vendors.map((v: { detailsPage: string }) => v.detailsPage);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.startsWith(`${ROOT}/`) || page.startsWith("https://partner.example/")).toBe(true);
    }
    expect(answerText(events).length).toBeGreaterThan(0);
    expect(events.some((event) => event.event === "done")).toBe(true);
  });
});

describe("page views under the prefix", () => {
  function recordingApi() {
    const store = memoryInterestStore();
    const recorded: InterestEvent[] = [];
    const spy = {
      ...store,
      record: async (event: InterestEvent) => {
        recorded.push(event);
        await store.record(event);
      },
    };
    return { api: mounted({ market: { store: spy } }), recorded };
  }

  it("counts a visit of a directory page served under the prefix", async () => {
    const { api, recorded } = recordingApi();
    const response = await fetchAt(api, `${BASE}/grc-services/iso-27001/de`, {
      headers: { "user-agent": BROWSER },
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expect(recorded.map((event) => event.keys)).toEqual([
      ["framework:iso-27001", "region:de", "combination:iso-27001+de"],
    ]);
  });

  it("recordPageView takes page URLs under the prefix, as visitors see them", async () => {
    const { api } = recordingApi();
    const view = (url: string) => api.recordPageView({ url, userAgent: BROWSER, ip: "1.2.3.4" });
    expect(await view(`${BASE}/grc-services/iso-27001`)).toMatchObject({ recorded: true });
    expect(await view(`${ROOT}/grc-services/regions/de`)).toMatchObject({ recorded: true });
    for (const outside of ["/grc-services/iso-27001", "/directoryx/grc-services/iso-27001"]) {
      expect(await view(outside)).toEqual({ recorded: false, reason: "not_a_directory_page" });
    }
  });
});
