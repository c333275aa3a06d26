import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { createApi } from "./app.ts";

const api = createApi({
  catalog: fixtureDocument,
  rateLimits: { catalog: { limit: 1_000_000 }, pages: { limit: 1_000_000 } },
});
const get = (path: string, init: RequestInit = {}) =>
  api.fetch(new Request(`http://directory.test${path}`, init), { clientAddress: "203.0.113.7" });

const slug = fixtureDocument.vendors[0]?.slug;

describe("routes with params", () => {
  it("serves a vendor's page from the slug param, at its .md URL in Markdown too", async () => {
    const html = await get(`/vendors/${slug}`, { headers: { accept: "text/html" } });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    const markdown = await get(`/vendors/${slug}.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect((await get("/vendors/no-such-vendor")).status).toBe(404);
  });

  it("answers a trend key page only for a known dimension; anything else is the 404 page", async () => {
    expect((await get("/trends/frameworks/iso-27001")).status).toBe(200);
    expect((await get("/trends/frameworks/iso-27001.md")).status).toBe(200);
    const unknown = await get("/trends/vendors/iso-27001", { headers: { accept: "text/html" } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
  });
});

describe("the catch-all routes", () => {
  it("answers an unknown /api path with the JSON 404, open to any origin", async () => {
    const response = await get("/api/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });

  it("answers any other unknown path with the 404 page, within the page limit", async () => {
    const response = await get("/nope", { headers: { accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("ratelimit-policy")).toMatch(/^"pages"/);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
