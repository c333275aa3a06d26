import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { call } from "../test/http-helpers.ts";
import { percentEncoded, readableUtf8 } from "../test/utf8-bytes.ts";
import { createApi } from "./app.ts";

const api = createApi({
  catalog: fixtureDocument,
  rateLimits: { catalog: { limit: 1_000_000 }, pages: { limit: 1_000_000 } },
});

/** A path of every kind the API answers, each with the methods it takes. */
const ENDPOINTS: [string, string][] = [
  ["GET", "/api/v1/search"],
  ["GET", "/api/search"],
  ["HEAD", "/api/v1/search"],
  ["GET", "/api/tools.json"],
  ["GET", "/api/v1/market"],
  ["GET", "/api/market"],
  ["POST", "/api/ai-search"],
  ["POST", "/mcp"],
  ["GET", "/mcp"],
  ["GET", "/openapi.json"],
  ["GET", "/llms.txt"],
  ["GET", "/llms-full.txt"],
  ["GET", "/"],
  ["GET", "/trends"],
  ["GET", "/grc-services/iso-27001"],
  ["GET", "/vendors/no-such-vendor"],
  ["GET", "/healthz"],
  ["GET", "/readyz"],
  ["GET", "/assets/site.css"],
];

const init = (method: string): RequestInit =>
  method === "POST"
    ? { method, headers: { "content-type": "application/json" }, body: '{"message":"soc 2"}' }
    : { method };

describe("a query string that is not valid percent-encoded UTF-8", () => {
  it.each(ENDPOINTS)(
    "is 400 MALFORMED_QUERY on %s %s, in the JSON error body of the path",
    async (method, path) => {
      for (const query of ["framework=%ZZ", "framework=%E0%A4%A", "q=50%", "%ff=1"]) {
        const response = await call(api, `${path}?${query}`, init(method));
        expect(response.status, query).toBe(400);
        expect(response.headers.get("cache-control")).toBe("no-store");
        if (method === "HEAD") continue;
        const body = await response.json();
        expect(JSON.stringify(body)).not.toMatch(/\uFFFD|\\ufffd/i);
        if (path === "/api/ai-search") {
          // Ask AI's own error shape, as its other errors.
          expect(body, query).toMatchObject({ ok: false, code: "malformed_query" });
          continue;
        }
        expect(body, query).toMatchObject({ ok: false, error: { code: "MALFORMED_QUERY" } });
        expect(body.error.hint).toMatch(/UTF-8/);
      }
    },
  );

  it("is refused before routing: an unknown path with one is a 400 too", async () => {
    const response = await api.fetch(new Request("http://directory.test/api/nope?x=%ZZ"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("MALFORMED_QUERY");
  });

  it("is never read as a value: the issue's queries are no UNKNOWN_ALIAS", async () => {
    for (const path of [
      "/api/v1/search?framework=%ZZ",
      "/api/v1/search?framework=%E0%A4%A",
      "/api/v1/market?framework=%ff",
    ]) {
      const response = await call(api, path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code, path).toBe("MALFORMED_QUERY");
    }
  });

  it("comes before the parameters are read, and the rate limit: nothing is counted", async () => {
    const limited = createApi({ catalog: fixtureDocument, rateLimits: { catalog: { limit: 1 } } });
    for (let i = 0; i < 3; i++) {
      expect((await call(limited, "/api/v1/search?framework=%ZZ")).status).toBe(400);
    }
    expect((await call(limited, "/api/v1/search?framework=soc-2")).status).toBe(200);
  });
});

describe("arbitrary bytes in the query", () => {
  const paths = fc.constantFrom(...ENDPOINTS.filter(([method]) => method === "GET"));
  const names = fc.constantFrom("framework", "region", "service_type", "q", "limit", "cursor");

  it("as a value of any parameter of any endpoint: never 500, and 400 MALFORMED_QUERY (never a 422) exactly when they are not UTF-8", async () => {
    await fc.assert(
      fc.asyncProperty(
        paths,
        names,
        fc.uint8Array({ minLength: 1, maxLength: 60 }),
        async ([, path], name, bytes) => {
          const response = await call(api, `${path}?${name}=${percentEncoded(bytes)}`);
          const text = await response.text();
          expect(response.status).not.toBe(500);
          expect(text).not.toContain("\uFFFD");
          if (!readableUtf8(bytes)) {
            expect(response.status).toBe(400);
            expect(JSON.parse(text).error.code).toBe("MALFORMED_QUERY");
          } else {
            expect(text).not.toContain('"code":"MALFORMED_QUERY"');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("anywhere in a query of names and values: 400 MALFORMED_QUERY exactly when a malformed sequence is in it, never 500", async () => {
    // Each ends its pair, so that what follows cannot complete it.
    const malformed = fc.constantFrom(
      "%&",
      "%f&",
      "%zz&",
      "%e0%a4&",
      "%ff&",
      "%c0%af&",
      "%ed%a0%80&",
      "%ef%bf%bd&",
    );
    const wellFormed = fc.oneof(
      fc
        .string({ unit: "grapheme", maxLength: 12 })
        .filter((text) => !text.includes("\uFFFD"))
        .map(encodeURIComponent),
      fc.constantFrom("=", "&", "+", "framework=", "q=", "iso-27001"),
    );
    await fc.assert(
      fc.asyncProperty(
        paths,
        fc.array(wellFormed, { maxLength: 10 }),
        fc.option(fc.tuple(malformed, fc.nat())),
        async ([, path], parts, bad) => {
          if (bad) parts.splice(bad[1] % (parts.length + 1), 0, bad[0]);
          const response = await call(api, `${path}?${parts.join("")}`);
          expect(response.status).not.toBe(500);
          const text = await response.text();
          expect(text).not.toContain("\uFFFD");
          expect(text.includes('"code":"MALFORMED_QUERY"')).toBe(bad !== null);
          if (bad) expect(response.status).toBe(400);
        },
      ),
      { numRuns: 400 },
    );
  });
});
