import { describe, expect, it } from "vitest";
import { call, manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";

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
