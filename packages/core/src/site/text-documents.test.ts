import { describe, expect, it } from "vitest";
import { call, manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";

describe("site documents", () => {
  const api = createApi({ site: { name: "Acme GRC", fastTrackPrice: "USD 300" } });

  it("/llms.txt follows llmstxt.org: H1, summary quote, link sections with absolute URLs", async () => {
    const response = await call(api, "/llms.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const text = await response.text();
    expect(text).toMatch(/^# Acme GRC API\n\n> .+\n/);
    expect(text).toContain("## API\n");
    expect(text).toContain(`(${ORIGIN}/openapi.json)`);
    for (const [, link] of text.matchAll(/\]\((http[^)]+)\)/g)) {
      const path = (link as string).slice(ORIGIN.length).split("?")[0] as string;
      if (path === "/api/ai-search") continue;
      const target = await call(api, (link as string).slice(ORIGIN.length));
      expect(target.status, link).toBe(200);
    }
  });

  it("/llms.txt links llms-full.txt and pages by their .md URLs, and ends with an Optional section", async () => {
    const text = await (await call(api, "/llms.txt")).text();
    expect(text).toContain(`(${ORIGIN}/llms-full.txt)`);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections.at(-1)).toBe("Optional");
    const optional = text.slice(text.indexOf("\n## Optional\n"));
    for (const path of [
      "/agent.txt",
      "/trends/methodology.md",
      "/deprecation.md",
      "/pricing.md",
      "/.well-known/mcp/server-card.json",
    ])
      expect(optional).toContain(`(${ORIGIN}${path})`);
    const links = [...text.matchAll(/\]\((http[^)]+)\)/g)].map((match) => match[1] ?? "");
    for (const path of ["/index.md", "/grc-services.md", "/trends.md", "/developers.md", "/mcp.md"])
      expect(links).toContain(`${ORIGIN}${path}`);
    // Every page it links, it links by its .md URL: the others are the API and documents.
    const pages = links.filter((link) => !/\.(md|txt|json)$|\/api\//.test(new URL(link).pathname));
    expect(pages).toEqual([]);
    for (const link of links.filter((link) => link.endsWith(".md"))) {
      const target = await call(api, link.slice(ORIGIN.length));
      expect(target.headers.get("content-type"), link).toBe("text/markdown; charset=utf-8");
    }
    expect(await (await call(api, "/agent.txt")).text()).toContain(`${ORIGIN}/llms-full.txt`);
  });

  it("/agent.txt, /pricing.md and /deprecation.md are served with their types", async () => {
    expect((await call(api, "/agent.txt")).headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    const pricing = await call(api, "/pricing.md");
    expect(pricing.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await pricing.text()).toContain("USD 300");
    const policy = await (await call(api, "/deprecation.md")).text();
    expect(policy).toContain("No route is deprecated and no sunset is scheduled.");
    expect(policy).toContain("at least 90 days before removal");
  });

  it("answer HEAD and conditional requests, and refuse POST", async () => {
    const first = await call(api, "/llms.txt");
    expect((await call(api, "/llms.txt", { method: "HEAD" })).status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect((await call(api, "/llms.txt", { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await call(api, "/llms.txt", { method: "POST" })).status).toBe(405);
  });
});

describe("deprecation machinery", () => {
  const deprecations = {
    "/api/search": {
      deprecatedAt: "2026-11-01",
      sunset: "2027-03-01",
      link: "/deprecation.md#api-search",
    },
  };

  it("marks a deprecated route with Deprecation, Sunset and Link, and only that route", async () => {
    const api = createApi({ deprecations, clock: manualClock(Date.parse("2026-11-21T00:00:00Z")) });
    const old = await call(api, "/api/search?framework=soc-2");
    expect(old.status).toBe(200);
    expect(old.headers.get("deprecation")).toBe(`@${Date.parse("2026-11-01T00:00:00Z") / 1000}`);
    expect(old.headers.get("sunset")).toBe("Mon, 01 Mar 2027 00:00:00 GMT");
    expect(old.headers.get("link")).toContain('</deprecation.md#api-search>; rel="deprecation"');
    const current = await call(api, "/api/v1/search?framework=soc-2");
    expect(current.headers.get("deprecation")).toBeNull();
    const errors = await call(api, "/api/search?framework=nope");
    expect(errors.headers.get("sunset")).not.toBeNull();
    expect(await (await call(api, "/deprecation.md")).text()).toContain(
      "`/api/search`: deprecated since 2026-11-01",
    );
  });

  it("starts on the deprecation date, not before", async () => {
    const api = createApi({ deprecations, clock: manualClock(Date.parse("2026-10-31T23:59:59Z")) });
    expect((await call(api, "/api/search?framework=soc-2")).headers.get("deprecation")).toBeNull();
  });

  it("rejects a malformed deprecation at start", () => {
    expect(() =>
      createApi({ deprecations: { "api/x": { deprecatedAt: "soon", sunset: "later", link: "" } } }),
    ).toThrow(/Invalid deprecations/);
  });
});

describe("what agent.txt, llms.txt and pricing.md say is what the API does", () => {
  const recorded: string[] = [];
  const store = memoryInterestStore();
  const api = createApi({
    rateLimits: { catalog: { limit: 7, windowSeconds: 30 } },
    market: {
      store: {
        ...store,
        record: async (event) => {
          recorded.push(...event.keys);
          await store.record(event);
        },
      },
    },
  });
  const text = async (path: string) => (await call(api, path)).text();

  it("states the configured catalog limit, the one the RateLimit-Policy header advertises", async () => {
    const policy = (await call(api, "/api/v1/search?framework=soc-2")).headers.get(
      "ratelimit-policy",
    );
    expect(policy).toBe('"catalog";q=7;w=30');
    for (const path of ["/agent.txt", "/llms.txt", "/pricing.md"]) {
      const body = await text(path);
      expect(body, path).toContain("7 requests per 30 seconds per IP");
      expect(body, path).not.toContain("120");
    }
  });

  it("says market answers are no-store without an ETag, and they are", async () => {
    const agent = await text("/agent.txt");
    expect(agent).toContain("Market answers are never cached");
    expect(agent).toContain("carry no ETag");
    const market = await call(api, "/api/v1/market?dimension=frameworks", {}, "198.51.100.10");
    expect(market.status).toBe(200);
    expect(market.headers.get("cache-control")).toBe("no-store");
    expect(market.headers.get("etag")).toBeNull();
  });

  it("says search, the tools dump and the documents carry ETags, and they do", async () => {
    expect(await text("/agent.txt")).toContain(
      "Search, the tools dump and these documents carry\n   an ETag",
    );
    for (const path of ["/api/v1/search?framework=soc-2", "/api/tools.json", "/agent.txt"]) {
      const response = await call(api, path);
      const etag = response.headers.get("etag");
      expect(etag, path).toMatch(/^"/);
      const again = await call(api, path, { headers: { "if-none-match": etag ?? "" } });
      expect(again.status, path).toBe(304);
    }
  });

  it("says a point lookup is counted as interest and a ranking is not, and so it is", async () => {
    const agent = await text("/agent.txt");
    expect(agent).toContain("Each GET point lookup answered 200 is counted as interest");
    expect(agent).toContain("Rankings count nothing");
    expect(agent).not.toMatch(/No endpoint writes data/i);
    recorded.length = 0;
    // An IP of its own: the other tests here spend the low limit of theirs.
    const ip = "198.51.100.9";
    await (await call(api, "/api/v1/market?dimension=frameworks", {}, ip)).body?.cancel();
    expect(recorded).toEqual([]);
    const lookup = await call(api, "/api/v1/market?framework=iso-27001", {}, ip);
    expect(lookup.status).toBe(200);
    await lookup.body?.cancel();
    expect(recorded).toContain("framework:iso-27001");
  });

  it("says the market or Ask AI is off when it is, and the endpoints answer 503", async () => {
    const off = createApi({ market: { store: null }, ai: { enabled: false } });
    const agent = await (await call(off, "/agent.txt")).text();
    expect(agent).toContain("not configured on this deployment and answers 503");
    expect(agent).toContain("disabled on this deployment and answers 503");
    expect((await call(off, "/api/v1/market?dimension=frameworks")).status).toBe(503);
    const ask = await call(off, "/api/ai-search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "hi" }),
    });
    expect(ask.status).toBe(503);
    const llms = await (await call(off, "/llms.txt")).text();
    expect(llms).toContain("not configured on this deployment");
    expect(llms).toContain("disabled on this deployment");
  });
});
