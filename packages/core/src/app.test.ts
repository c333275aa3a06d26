import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { call, callJson, manualClock, ORIGIN } from "../test/http-helpers.ts";
import { createApi } from "./app.ts";
import { loadCatalog } from "./catalog/load-catalog.ts";
import { staticCatalogSource } from "./memory/static-catalog-source.ts";
import type { CatalogSource, Logger, RateLimiter } from "./ports.ts";

const quietLogger: Logger = { warn: vi.fn(), error: vi.fn() };

describe("every answer", () => {
  const api = createApi({ catalog: fixtureDocument });

  it("carries nosniff, a request id, and CORS on /api", async () => {
    const response = await call(api, "/api/v1/search?framework=nope");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("RateLimit");
  });

  it("leaves the request id off an answer a shared cache may keep, so a CDN cannot replay it", async () => {
    const headers = { "x-request-id": "caller-1234abcd" };
    const etag = (await call(api, "/api/tools.json")).headers.get("etag") ?? "";
    const cacheable = [
      await call(api, "/api/v1/search?framework=soc-2", { headers }),
      await call(api, "/api/tools.json", { headers: { ...headers, "if-none-match": etag } }),
      await call(api, "/trends", { headers }),
    ];
    for (const response of cacheable) {
      expect(response.headers.get("cache-control")).toContain("public");
      expect(response.headers.get("x-request-id")).toBeNull();
    }
    const kept = await call(api, "/readyz", { headers });
    expect(kept.headers.get("cache-control")).toBe("no-store");
    expect(kept.headers.get("x-request-id")).toBe("caller-1234abcd");
  });

  it("is the same for every client, headers included, wherever a shared cache may store it", async () => {
    const paths = [
      "/",
      "/developers",
      "/mcp",
      "/trends",
      "/trends/frameworks",
      "/grc-services",
      "/vendors/no-such-vendor",
      "/openapi.json",
      "/llms.txt",
      "/llms-full.txt",
      "/assets/site.css",
      "/api/tools.json",
      "/api/v1/search?framework=soc-2",
      "/api/search?framework=soc-2",
      "/api/v1/market?framework=soc-2",
    ];
    const busy = "203.0.113.70";
    const fresh = "198.51.100.70";
    let shared = 0;
    for (const path of paths) {
      for (let i = 0; i < 3; i++) await call(api, path, {}, busy);
      const headers = { "x-request-id": `caller-${path.length}-abcdefgh` };
      const one = await call(api, path, { headers }, busy);
      const other = await call(api, path, {}, fresh);
      const cacheControl = one.headers.get("cache-control") ?? "";
      if (/no-store|private/.test(cacheControl)) continue;
      shared++;
      expect([...one.headers], path).toEqual([...other.headers]);
    }
    expect(shared).toBeGreaterThanOrEqual(12);
  });

  it("carries them on every kind of answer, since each Response is built with them", async () => {
    const tight = createApi({
      catalog: fixtureDocument,
      logger: quietLogger,
      rateLimits: { catalog: { limit: 1 } },
      ai: { tokenSecret: "test-secret-0123456789" },
    });
    await call(tight, "/api/tools.json");
    const own = { origin: ORIGIN };
    const question = '{"message":"soc 2"}';
    const etag = (await call(api, "/api/tools.json")).headers.get("etag") ?? "";
    // The request id is on every answer no shared cache keeps (see the test above).
    const shared = new Set(["200", "304", "HEAD"]);
    const answers: [string, Promise<Response>][] = [
      ["200", call(api, "/api/v1/search?framework=soc-2")],
      ["304", call(api, "/api/tools.json", { headers: { "if-none-match": etag } })],
      ["HEAD", call(api, "/api/v1/search?framework=soc-2", { method: "HEAD" })],
      ["404", call(api, "/api/nope")],
      ["405", call(api, "/api/v1/search", { method: "DELETE" })],
      ["414", call(api, `/api/v1/search?q=${"x".repeat(9000)}`)],
      ["422", call(api, "/api/v1/search?framework=nope")],
      ["429", call(tight, "/api/tools.json")],
      ["preflight", call(api, "/api/v1/market", { method: "OPTIONS" })],
      ["market", call(api, "/api/v1/market?dimension=regions")],
      // Ask AI grants the origins it allows, here its own, rather than "*".
      ["sse", call(tight, "/api/ai-search", { method: "POST", headers: own, body: question })],
      ["ai error", call(tight, "/api/ai-search", { method: "POST", headers: own, body: "{" })],
    ];
    for (const [name, pending] of answers) {
      const response = await pending;
      expect(response.headers.get("x-content-type-options"), name).toBe("nosniff");
      const id = response.headers.get("x-request-id");
      if (shared.has(name)) expect(id, name).toBeNull();
      else expect(id, name).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get("access-control-allow-origin"), name).toBe(
        name === "sse" || name === "ai error" ? ORIGIN : "*",
      );
      await response.body?.cancel();
    }
  });

  it("keeps a sane caller X-Request-Id and replaces anything else", async () => {
    const kept = await call(api, "/api/nope", {
      headers: { "x-request-id": "trace-1234abcd" },
    });
    expect(kept.headers.get("x-request-id")).toBe("trace-1234abcd");
    const replaced = await call(api, "/api/nope", {
      headers: { "x-request-id": "<script>" },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("unknown paths", () => {
  const api = createApi({ catalog: fixtureDocument });

  it.each(["/api", "/api/", "/api/v2/search", "/api/v1/vendors", "/api/v1/search/extra"])(
    "%s is a JSON 404 NOT_FOUND pointing to /openapi.json and /llms.txt",
    async (path) => {
      const { response, body } = await callJson(api, path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(body.error.code).toBe("NOT_FOUND");
      expect(body.error.hint).toContain("/openapi.json");
      expect(body.error.hint).toContain("/llms.txt");
    },
  );

  it("outside /api is a 404 page, HTML or Markdown as asked", async () => {
    const html = await call(api, "/API/v1/search");
    expect(html.status).toBe(404);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const markdown = await call(api, "/no-such-page", { headers: { accept: "text/markdown" } });
    expect(markdown.status).toBe(404);
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await markdown.text()).toMatch(/^# Page not found/);
  });

  it("is a 404 for every method, never an HTML page", async () => {
    for (const method of ["GET", "POST", "DELETE", "OPTIONS"]) {
      const response = await call(api, "/api/nope", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });
});

describe("catalog rate limit", () => {
  function limitedApi() {
    const clock = manualClock();
    return { clock, api: createApi({ catalog: fixtureDocument, clock, logger: quietLogger }) };
  }

  it("advertises the policy and the client's own remaining count and reset on answers only it keeps", async () => {
    const { api, clock } = limitedApi();
    const first = await call(api, "/api/v1/market?framework=soc-2");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("ratelimit-policy")).toBe('"catalog";q=120;w=60');
    expect(first.headers.get("ratelimit")).toBe('"catalog";r=119;t=60');
    clock.advance(15_000);
    const second = await call(api, "/api/v1/search?framework=nope");
    expect(second.headers.get("ratelimit")).toBe('"catalog";r=118;t=45');
  });

  it("tells every client the same RateLimit, the policy's whole quota, on answers a shared cache may store", async () => {
    const { api } = limitedApi();
    const headers = { "x-request-id": "caller-1234abcd" };
    for (let i = 0; i < 7; i++) await call(api, "/api/v1/market?framework=soc-2", { headers });
    const tired = "203.0.113.7";
    const fresh = "198.51.100.1";
    const etag = (await call(api, "/api/tools.json", {}, fresh)).headers.get("etag") ?? "";
    const cacheable: [string, RequestInit][] = [
      ["/api/v1/search?framework=soc-2", { headers }],
      ["/api/search?framework=soc-2", { headers }],
      ["/api/tools.json", { headers }],
      ["/api/tools.json", { headers: { ...headers, "if-none-match": etag } }],
      ["/llms-full.txt", { headers }],
    ];
    for (const [path, init] of cacheable) {
      const seen = [await call(api, path, init, tired), await call(api, path, init, fresh)];
      for (const response of seen) {
        expect(response.headers.get("cache-control"), path).toMatch(/public/);
        expect(response.headers.get("ratelimit"), path).toBe('"catalog";r=120;t=60');
      }
      const [one, other] = seen.map((response) => [...response.headers]);
      expect(one, path).toEqual(other);
    }
    // The counts went on all along: the private answer says so.
    const own = await call(api, "/api/v1/market?framework=soc-2", {}, tired);
    expect(own.headers.get("ratelimit")).toBe('"catalog";r=107;t=60');
  });

  it("refuses the 121st request in a window with 429 RATE_LIMITED and Retry-After, then recovers as the window slides", async () => {
    const { api, clock } = limitedApi();
    for (let i = 0; i < 120; i++) {
      expect((await call(api, "/api/v1/search?framework=soc-2")).status).toBe(200);
    }
    clock.advance(20_000);
    const { response, body } = await callJson(api, "/api/v1/search?framework=soc-2");
    expect(response.status).toBe(429);
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(response.headers.get("retry-after")).toBe("40");
    expect(response.headers.get("ratelimit")).toBe('"catalog";r=0;t=40');
    const other = await call(api, "/api/v1/search?framework=soc-2", {}, "198.51.100.1");
    expect(other.status).toBe(200);
    clock.advance(40_000);
    // A new fixed window, but the previous one's 120 requests still weigh in fully.
    expect((await call(api, "/api/v1/search?framework=soc-2")).status).toBe(429);
    clock.advance(30_000);
    const half = await call(api, "/api/v1/market?framework=soc-2");
    expect(half.status).toBe(200);
    expect(half.headers.get("ratelimit")).toBe('"catalog";r=59;t=30');
  });

  it("counts errors too, and puts the headers on them", async () => {
    const { api } = limitedApi();
    const response = await call(api, "/api/v1/search?framework=nope");
    expect(response.status).toBe(422);
    expect(response.headers.get("ratelimit")).toBe('"catalog";r=119;t=60');
  });

  it("does not count preflights or refused methods", async () => {
    const { api } = limitedApi();
    await call(api, "/api/v1/search", { method: "OPTIONS" });
    await call(api, "/api/v1/search", { method: "POST" });
    const response = await call(api, "/api/v1/market?framework=soc-2");
    expect(response.headers.get("ratelimit")).toBe('"catalog";r=119;t=60');
  });

  it("takes its numbers from options", async () => {
    const api = createApi({
      catalog: fixtureDocument,
      rateLimits: { catalog: { limit: 2, windowSeconds: 10 } },
    });
    await call(api, "/api/tools.json");
    await call(api, "/api/tools.json");
    const third = await call(api, "/api/tools.json");
    expect(third.status).toBe(429);
    expect(third.headers.get("ratelimit-policy")).toBe('"catalog";q=2;w=10');
  });

  it("lets requests through, and logs, when the limiter itself fails", async () => {
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const broken: RateLimiter = { limit: () => Promise.reject(new Error("redis down")) };
    const api = createApi({ catalog: fixtureDocument, rateLimiter: broken, logger });
    const response = await call(api, "/api/v1/search?framework=soc-2");
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit")).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("rate limiter failed"),
      expect.anything(),
    );
    // Every request fails the same way while the limiter is down: logged now and then.
    for (let i = 0; i < 5; i++) await call(api, "/api/v1/search?framework=iso-27001");
    const limiterWarnings = vi
      .mocked(logger.warn)
      .mock.calls.filter(([message]) => message.includes("rate limiter failed"));
    expect(limiterWarnings).toHaveLength(1);
  });
});

describe("failures inside core", () => {
  it("answer a logged, generic 500 that leaks nothing", async () => {
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const catalogs: CatalogSource = { current: () => Promise.reject(new Error("secret detail")) };
    const api = createApi({ catalog: catalogs, logger });
    const { response, body } = await callJson(api, "/api/v1/search?framework=soc-2");
    expect(response.status).toBe(500);
    expect(body.error.code).toBe("INTERNAL_ERROR");
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(logger.error).toHaveBeenCalled();
  });
});

describe("ready", () => {
  it("resolves once the catalog source has answered, and not before", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const inner = staticCatalogSource(loadCatalog(fixtureDocument).catalog);
    const catalogs: CatalogSource = {
      current: async () => {
        await answered;
        return inner.current();
      },
    };
    const api = createApi({ catalog: catalogs, logger: quietLogger });
    let ready = false;
    const waiting = api.ready().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    answer();
    await waiting;
    expect(ready).toBe(true);
  });

  it("resolves, never rejects, when the catalog source fails", async () => {
    const catalogs: CatalogSource = { current: () => Promise.reject(new Error("down")) };
    await expect(createApi({ catalog: catalogs, logger: quietLogger }).ready()).resolves.toBe(
      undefined,
    );
  });
});

describe("no query string yields a 5xx", () => {
  const api = createApi({
    catalog: fixtureDocument,
    rateLimits: { catalog: { limit: 1_000_000 } },
  });
  const names = fc.constantFrom(
    "framework",
    "region",
    "service_type",
    "type",
    "types",
    "service_types",
    "q",
    "limit",
    "x",
    "",
  );
  const values = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom("iso-27001", "de", "audit", "%", "%zz", "%C0%AF", "%00", ",", "50", "0", "+"),
  );

  it("for any mix of parameters and values, raw or percent-encoded", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(names, values, fc.boolean()), { maxLength: 12 }),
        async (pairs) => {
          const query = pairs
            .map(
              ([name, value, raw]) =>
                `${name}=${raw ? value.replace(/[#\s]/g, "") : encodeURIComponent(value)}`,
            )
            .join("&");
          const response = await call(api, `/api/v1/search?${query}`);
          expect(response.status).toBeLessThan(500);
          expect([200, 400, 414, 422]).toContain(response.status);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("for any raw query string", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 300 }), async (raw) => {
        let request: Request;
        try {
          request = new Request(`http://directory.test/api/v1/search?${raw}`);
        } catch {
          return;
        }
        const response = await api.fetch(request, { clientAddress: "203.0.113.9" });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  });
});
