import { describe, expect, it } from "vitest";
import { fixtureApi } from "../test/fixture-api.ts";
import { call, callJson, manualClock } from "../test/http-helpers.ts";
import { apiFromConfig } from "./config/api-from-config.ts";
import { readApiConfig } from "./config/read-config.ts";
import { socketAddress } from "./http/client-ip.ts";
import type { Api } from "./index.ts";

const page = (api: Api, path: string, ip = "203.0.113.7", init: RequestInit = {}) =>
  api.fetch(new Request(`http://directory.test${path}`, init), { clientAddress: ip });

describe("page rate limit", () => {
  it("allows 300 page requests per 60 s per client by default, then answers a JSON 429 with the headers", async () => {
    const api = fixtureApi({ clock: manualClock() });
    const first = await page(api, "/no-such-page");
    expect(first.headers.get("ratelimit-policy")).toBe('"pages";q=300;w=60');
    expect(first.headers.get("ratelimit")).toBe('"pages";r=299;t=60');
    // A page a shared cache may store tells every client the whole quota, not its count.
    expect((await page(api, "/")).headers.get("ratelimit")).toBe('"pages";r=300;t=60');
    for (let i = 2; i < 300; i++) expect((await page(api, "/mcp")).status).toBe(200);
    const refused = await page(api, "/trends", "203.0.113.7", {
      headers: { accept: "text/html" },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("ratelimit")).toBe('"pages";r=0;t=60');
    expect((await refused.json()).error.code).toBe("RATE_LIMITED");
    expect((await page(api, "/", "198.51.100.1")).status).toBe(200);
  });

  it("counts every page route, Markdown answers and the 404 page included", async () => {
    const api = fixtureApi({ rateLimits: { pages: { limit: 3, windowSeconds: 60 } } });
    expect((await page(api, "/no-such-page")).status).toBe(404);
    const markdown = await page(api, "/grc-services/iso-27001", undefined, {
      headers: { accept: "text/markdown" },
    });
    expect(markdown.headers.get("ratelimit")).toMatch(/^"pages";r=1;/);
    expect((await page(api, "/grc-services")).status).toBe(200);
    const notFound = await page(api, "/still-no-page");
    expect(notFound.status).toBe(429);
    expect(notFound.headers.get("ratelimit-policy")).toBe('"pages";q=3;w=60');
  });

  it("is its own policy: pages do not use up the catalog limit, nor the other way round", async () => {
    const api = fixtureApi({
      rateLimits: { pages: { limit: 1 }, catalog: { limit: 1 } },
    });
    expect((await page(api, "/")).status).toBe(200);
    expect((await call(api, "/api/v1/search?framework=soc-2")).status).toBe(200);
    expect((await page(api, "/")).status).toBe(429);
    expect((await call(api, "/api/v1/search?framework=soc-2")).status).toBe(429);
  });

  it("leaves documents, assets and unknown API paths out", async () => {
    const api = fixtureApi({ rateLimits: { pages: { limit: 1 } } });
    await page(api, "/");
    for (const path of ["/llms.txt", "/openapi.json", "/assets/site.css", "/api/nope"]) {
      const response = await page(api, path);
      expect(response.status, path).not.toBe(429);
      expect(response.headers.get("ratelimit"), path).toBeNull();
    }
  });

  it("takes PAGE_RATE_LIMIT and PAGE_RATE_WINDOW_SECONDS from the environment", async () => {
    const api = apiFromConfig(
      readApiConfig({ PAGE_RATE_LIMIT: "7", PAGE_RATE_WINDOW_SECONDS: "30" }),
      { logger: { warn() {}, error() {} }, clientIp: socketAddress },
    );
    const response = await page(api, "/developers");
    expect(response.headers.get("ratelimit-policy")).toBe('"pages";q=7;w=30');
    expect(await response.text()).toContain("7 requests per 30 seconds per IP");
  });

  it("refuses a page limit that is not a positive whole number", () => {
    expect(() => fixtureApi({ rateLimits: { pages: { limit: 0 } } })).toThrow(RangeError);
    expect(() => fixtureApi({ rateLimits: { pages: { windowSeconds: 1.5 } } })).toThrow(
      "rateLimits.pages.windowSeconds",
    );
  });
});

describe("client identity", () => {
  const limited = () => fixtureApi({ rateLimits: { catalog: { limit: 3 } } });
  const search = (api: Api, ip: string) => call(api, "/api/v1/search?framework=soc-2", {}, ip);

  it("counts 5.5.5.5, 5.5.5.5:1234 and ::ffff:5.5.5.5 as one client", async () => {
    const api = limited();
    for (const ip of ["5.5.5.5", "5.5.5.5:1234", "::ffff:5.5.5.5"]) {
      expect((await search(api, ip)).status).toBe(200);
    }
    expect((await search(api, "::ffff:505:505")).status).toBe(429);
    expect((await search(api, "5.5.5.6")).status).toBe(200);
  });

  it("counts every address of an IPv6 /64 as one client, and another /64 apart", async () => {
    const api = limited();
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "[2001:db8:1:2::abcd]:443"]) {
      expect((await search(api, ip)).status).toBe(200);
    }
    expect((await search(api, "2001:db8:1:2:dead:beef:0:1")).status).toBe(429);
    expect((await search(api, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("gives one /64 one market credit, however many addresses it uses", async () => {
    const api = fixtureApi({ market: {} });
    for (let i = 1; i <= 6; i++) {
      await call(api, "/api/v1/market?framework=soc-2", {}, `2001:db8:7:7::${i}`);
    }
    const { body } = await callJson(api, "/api/v1/market?framework=soc-2", {}, "198.51.100.2");
    expect(body.result.breakdown).toMatchObject({
      externalApiInterest: 6,
      includedExternalApiInterest: 1,
    });
  });

  it("keys a user-supplied clientIp resolver's answers the same way", async () => {
    const api = fixtureApi({
      rateLimits: { catalog: { limit: 1 } },
      clientIp: (request) => request.headers.get("x-client") ?? undefined,
    });
    const from = (client: string) =>
      api.fetch(
        new Request("http://directory.test/api/tools.json", { headers: { "x-client": client } }),
      );
    expect((await from("5.5.5.5:80")).status).toBe(200);
    expect((await from("::ffff:5.5.5.5")).status).toBe(429);
  });

  it("behind a proxy, ignores a forwarded value that is not an IP and counts the socket address", async () => {
    const api = fixtureApi({ trustProxy: 1, rateLimits: { catalog: { limit: 1 } } });
    const spoof = (value: string) =>
      api.fetch(
        new Request("http://directory.test/api/tools.json", {
          headers: { "x-forwarded-for": value },
        }),
        { clientAddress: "10.0.0.9" },
      );
    expect((await spoof("not-an-ip")).status).toBe(200);
    expect((await spoof("also-not-an-ip")).status).toBe(429);
    expect((await spoof("203.0.113.50")).status).toBe(200);
  });
});
