import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fixtureDocument, NAME_ORDER } from "../../test/fixture-catalog.ts";
import { call, callJson, ORIGIN } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { ApiErrorBodySchema } from "../http/api-error-schema.ts";
import type { CatalogSnapshot } from "../ports.ts";
import { loadCatalog } from "./load-catalog.ts";
import { prepareCatalog } from "./prepared-catalog.ts";
import { CatalogSearchSuccessSchema } from "./response-schemas.ts";
import { decodeSearchCursor } from "./search-cursor.ts";

const api = createApi({ catalog: fixtureDocument });

async function search(query: string, init?: RequestInit) {
  const { response, body } = await callJson(api, `/api/v1/search?${query}`, init);
  return { response, body };
}

function names(body: { results: { name: string }[] }) {
  return body.results.map((r) => r.name);
}

describe("GET /api/v1/search", () => {
  it("answers a CatalogSearchSuccess whose every field matches the schema", async () => {
    const { response, body } = await search("framework=iso-27001");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(v.safeParse(CatalogSearchSuccessSchema, body).success).toBe(true);
    expect(body).toMatchObject({
      ok: true,
      schemaVersion: "1.0",
      normalized: {
        frameworks: ["iso-27001"],
        regions: [],
        serviceTypes: [],
        regionMeaning: "service_coverage",
      },
      unparsedQueryTerms: [],
      catalog: { source: "static", fallback: false },
      ranking: { method: "name_asc", rawVendorCountsExposed: false },
    });
  });

  it("returns matches in case- and accent-insensitive name order, numbers first", async () => {
    const { body } = await search("framework=iso-27001");
    const expected = NAME_ORDER.filter((name) => name !== "beta pentest");
    expect(names(body)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it("ANDs repeated values of the same parameter, for all three parameters", async () => {
    expect(names((await search("framework=iso-27001&framework=soc-2")).body)).toEqual([
      "Delta vCISO",
      "Gamma GRC",
      "Zeta Audit",
    ]);
    expect(names((await search("region=de&region=eu")).body)).toEqual(["Zeta Audit"]);
    expect(
      names((await search("service_type=audit&service_type=certification-body")).body),
    ).toEqual(["Alpha Assurance"]);
  });

  it("ANDs different parameters", async () => {
    const { body } = await search("framework=iso-27001&region=de&service_type=audit");
    expect(names(body)).toEqual(["10x Security", "Alpha Assurance", "Zeta Audit"]);
  });

  it("matches exact tags only: a country does not pull in vendors tagged only its bloc, and says so", async () => {
    const { body } = await search("region=de");
    expect(names(body)).not.toContain("Eta EU Advisory");
    expect(body.warnings).toContainEqual({
      code: "BROADER_REGION_NOT_INCLUDED",
      message: expect.stringContaining("region=eu"),
    });
  });

  it("resolves aliases case- and separator-insensitively to canonical slugs", async () => {
    for (const spelling of ["ISO 27001", "iso_27001", "iso27001", "ISO-27001-2022", "27001"]) {
      const { response, body } = await search(`framework=${encodeURIComponent(spelling)}`);
      expect(response.status, spelling).toBe(200);
      expect(body.normalized.frameworks, spelling).toEqual(["iso-27001"]);
    }
    const { body } = await search("region=USA&service_type=pentest");
    expect(body.normalized).toMatchObject({
      regions: ["us"],
      serviceTypes: ["penetration-testing"],
    });
    expect(names(body)).toEqual(["beta pentest"]);
  });

  it("accepts service_types, type and types as service_type, and comma-separated values", async () => {
    for (const name of ["service_type", "service_types", "type", "types"]) {
      const { body } = await search(`${name}=vciso`);
      expect(names(body), name).toEqual(["Delta vCISO"]);
    }
    const { body } = await search("framework=iso-27001,soc-2");
    expect(body.normalized.frameworks).toEqual(["iso-27001", "soc-2"]);
  });

  it("lists in matched the tags each result matched", async () => {
    const { body } = await search("framework=soc-2&region=us");
    for (const result of body.results) {
      expect(result.matched).toEqual({ serviceTypes: [], frameworks: ["soc-2"], regions: ["us"] });
    }
  });

  it("never exposes private fields, and resolves site-relative details pages", async () => {
    const { body } = await search("framework=iso-27001&limit=50");
    const text = JSON.stringify(body);
    expect(text).not.toContain("@");
    expect(text).not.toContain("private");
    const alpha = body.results.find((r: { name: string }) => r.name === "Alpha Assurance");
    expect(alpha.detailsPage).toBe(`${ORIGIN}/vendors/alpha-assurance`);
    const gamma = body.results.find((r: { name: string }) => r.name === "Gamma GRC");
    expect(gamma.detailsPage).toBe("https://partner.example/gamma");
  });

  it("takes limit 1 to 50, default 25, and returns the first vendors in name order", async () => {
    expect(names((await search("framework=iso-27001&limit=2")).body)).toEqual([
      "10x Security",
      "Alpha Assurance",
    ]);
    expect((await search("framework=iso-27001&limit=50")).response.status).toBe(200);
  });

  describe("q", () => {
    it("turns the longest alias hits into filters and reports the rest", async () => {
      const { body } = await search(
        `q=${encodeURIComponent("SOC 2 Type II vciso for my fintech in the United Kingdom")}`,
      );
      expect(body.normalized).toMatchObject({
        frameworks: ["soc-2"],
        regions: ["uk"],
        serviceTypes: ["vciso"],
      });
      expect(body.unparsedQueryTerms).toEqual(["fintech"]);
      expect(names(body)).toEqual(["Delta vCISO"]);
    });

    it("merges q hits with explicit filters", async () => {
      const { body } = await search("framework=iso-27001&q=germany");
      expect(body.normalized).toMatchObject({ frameworks: ["iso-27001"], regions: ["de"] });
    });

    it("is 400 MISSING_FILTER when q maps to nothing and no filter is given", async () => {
      const { response, body } = await search("q=cheap+and+quick");
      expect(response.status).toBe(400);
      expect(body.error.code).toBe("MISSING_FILTER");
    });

    it("reads a misspelling as the word it is a typo of, and says so in warnings", async () => {
      const { response, body } = await search(
        `q=${encodeURIComponent("penetraton testing in germnay")}`,
      );
      expect(response.status).toBe(200);
      expect(body.normalized).toMatchObject({
        regions: ["de"],
        serviceTypes: ["penetration-testing"],
      });
      const corrected = body.warnings.filter(
        (w: { code: string }) => w.code === "QUERY_TERM_CORRECTED",
      );
      expect(corrected.map((w: { message: string }) => w.message)).toEqual([
        'q: "penetraton" was read as "penetration".',
        'q: "germnay" was read as "germany".',
      ]);
      expect(v.safeParse(CatalogSearchSuccessSchema, body).success).toBe(true);
    });

    it("is the same 400 MISSING_FILTER, with its hint, when q corrects to nothing known", async () => {
      const { response, body } = await search(`q=${encodeURIComponent("qwertyuiop zxcvbnmasd")}`);
      expect(response.status).toBe(400);
      expect(body.error.code).toBe("MISSING_FILTER");
      expect(body.error.hint).toContain("/api/v1/search?q=soc+2+audit+in+germany");
    });

    it("searches a city as its country's tag and a country without a tag as its broader region, and says so", async () => {
      const lisbon = await search(`q=${encodeURIComponent("ISO 27001 for a fintech in Lisboa")}`);
      expect(lisbon.body.normalized).toMatchObject({ frameworks: ["iso-27001"], regions: ["pt"] });
      expect(lisbon.body.warnings).toContainEqual({
        code: "QUERY_PLACE_WIDENED",
        message:
          'q: "Lisboa" (Lisbon, Portugal): vendors are tagged by country, so it is served as pt.',
      });
      const hongKong = await search(`q=${encodeURIComponent("SOC 2 auditors in Hong Kong")}`);
      expect(hongKong.body.normalized).toMatchObject({ regions: ["apac"] });
      expect(hongKong.body.warnings).toContainEqual({
        code: "QUERY_PLACE_WIDENED",
        message:
          'q: "Hong Kong": the taxonomy has no region for Hong Kong, so it is served as apac.',
      });
    });

    it("reads a state code after a city as part of the place, and a swapped acronym as the taxonomy's, saying so", async () => {
      const { response, body } = await search(
        `q=${encodeURIComponent("GPDR lawyer in San Jose, CA")}`,
      );
      expect(response.status).toBe(200);
      // "CA" is Canada's code on its own; after San Jose it is California.
      expect(body.normalized).toMatchObject({
        frameworks: ["gdpr"],
        regions: ["us"],
        serviceTypes: ["legal-advisory"],
      });
      expect(body.warnings).toContainEqual({
        code: "QUERY_TERM_CORRECTED",
        message: 'q: "gpdr" was read as "gdpr".',
      });
      expect(v.safeParse(CatalogSearchSuccessSchema, body).success).toBe(true);
    });

    it("is 400 MISSING_FILTER when the only place named is part of another name", async () => {
      const { response, body } = await search(`q=${encodeURIComponent("Swiss cheese")}`);
      expect(response.status).toBe(400);
      expect(body.error.code).toBe("MISSING_FILTER");
    });

    it("keeps a country with a tag of its own exact and unwidened: Germany is de, not eu", async () => {
      const { body } = await search("q=germany");
      expect(body.normalized.regions).toEqual(["de"]);
      expect(body.warnings.some((w: { code: string }) => w.code === "QUERY_PLACE_WIDENED")).toBe(
        false,
      );
    });
  });

  describe("bad input", () => {
    const cases: [string, number, string][] = [
      ["", 400, "MISSING_FILTER"],
      ["limit=5", 400, "MISSING_FILTER"],
      ["framework=", 400, "EMPTY_FILTER"],
      ["framework=%20%20", 400, "EMPTY_FILTER"],
      ["framework=iso-27001,", 400, "EMPTY_FILTER"],
      ["region=de&q=", 400, "EMPTY_FILTER"],
      ["framework=iso-27001&limit=0", 400, "INVALID_LIMIT"],
      ["framework=iso-27001&limit=51", 400, "INVALID_LIMIT"],
      ["framework=iso-27001&limit=ten", 400, "INVALID_LIMIT"],
      ["framework=iso-27001&limit=", 400, "INVALID_LIMIT"],
      ["framework=iso-27001&limit=1.5", 400, "INVALID_LIMIT"],
      ["framework=iso-27001&limit=-1", 400, "INVALID_LIMIT"],
      ["framework=iso-27001&limit=5&limit=6", 400, "REPEATED_PARAMETER"],
      ["q=iso&q=soc", 400, "REPEATED_PARAMETER"],
      ["framework=iso-27001&cursor=a&cursor=b", 400, "REPEATED_PARAMETER"],
      ["framework=iso-27001&cursor=", 400, "INVALID_CURSOR"],
      ["framework=iso-27001&cursor=%20", 400, "INVALID_CURSOR"],
      ["framework=iso-27001&cursor=not+a+cursor", 400, "INVALID_CURSOR"],
      ["framework=iso-27001&cursor=AAAA", 400, "INVALID_CURSOR"],
      [`framework=iso-27001&cursor=${"A".repeat(5000)}`, 400, "INVALID_CURSOR"],
      ["framework=iso-27001&sort=name", 400, "UNKNOWN_PARAMETER"],
      ["framework=iso-27001&Framework=soc-2", 400, "UNKNOWN_PARAMETER"],
      [`framework=iso-27001&q=${"a".repeat(501)}`, 400, "QUERY_TOO_LONG"],
      [Array.from({ length: 11 }, () => "region=de").join("&"), 400, "TOO_MANY_VALUES"],
      ["type=audit&types=vciso&service_type=a,b,c,d,e,f,g,h,i", 400, "TOO_MANY_VALUES"],
      ["framework=iso-9999", 422, "UNKNOWN_ALIAS"],
      ["framework=%zz", 400, "MALFORMED_QUERY"],
      ["framework=%E0%A4%A", 400, "MALFORMED_QUERY"],
      ["framework=iso-27001&q=100%", 400, "MALFORMED_QUERY"],
      ["framework=%EF%BF%BD", 400, "MALFORMED_QUERY"],
      ["%ff=iso-27001", 400, "MALFORMED_QUERY"],
      [`q=x&region=${"%ff".repeat(3000)}`, 414, "URI_TOO_LONG"],
    ];
    it.each(cases)("?%s -> %i %s", async (query, status, code) => {
      const { response, body } = await search(query);
      expect(response.status).toBe(status);
      expect(v.safeParse(ApiErrorBodySchema, body).success).toBe(true);
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(0);
      expect(body.error.hint.length).toBeGreaterThan(0);
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    it("accepts exactly 10 values and a q of exactly 500 characters", async () => {
      const ten = Array.from({ length: 10 }, () => "region=de").join("&");
      expect((await search(ten)).response.status).toBe(200);
      const q = `germany ${"x".repeat(492)}`;
      expect(q.length).toBe(500);
      expect((await search(`q=${q}`)).response.status).toBe(200);
    });

    it("reports every unknown alias at once with suggestions", async () => {
      const { response, body } = await search(
        "framework=iso-2700&region=germny&service_type=audit",
      );
      expect(response.status).toBe(422);
      expect(body.error.unknown).toEqual([
        {
          parameter: "framework",
          value: "iso-2700",
          suggestions: expect.arrayContaining(["iso-27001"]),
        },
        { parameter: "region", value: "germny", suggestions: ["de"] },
      ]);
      expect(body.error.hint).toContain("framework=iso-27001");
    });

    it("answers an alias of another dimension as unknown for this one", async () => {
      const { response, body } = await search("framework=germany");
      expect(response.status).toBe(422);
      expect(body.error.unknown[0]).toMatchObject({ parameter: "framework", value: "germany" });
    });
  });

  describe("methods", () => {
    it("runs the same handler on /api/search", async () => {
      const a = await (await call(api, "/api/search?framework=soc-2")).text();
      const b = await (await call(api, "/api/v1/search?framework=soc-2")).text();
      expect(a).toBe(b);
    });

    it("answers HEAD like GET without a body", async () => {
      const response = await call(api, "/api/v1/search?framework=soc-2", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      expect(await response.text()).toBe("");
    });

    it("answers OPTIONS as a CORS preflight", async () => {
      const response = await call(api, "/api/v1/search", {
        method: "OPTIONS",
        headers: {
          "access-control-request-method": "GET",
          "access-control-request-headers": "if-none-match",
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
      expect(response.headers.get("access-control-allow-headers")).toBe("if-none-match");
    });

    it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with 405 and Allow", async (method) => {
      const response = await call(api, "/api/v1/search?framework=soc-2", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect((await response.json()).error.code).toBe("METHOD_NOT_ALLOWED");
    });
  });

  describe("caching", () => {
    it("is CDN-cacheable with a strong ETag, and 304 on If-None-Match", async () => {
      const first = await call(api, "/api/v1/search?framework=nis2");
      const etag = first.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const again = await call(api, "/api/v1/search?framework=nis2", {
          headers: { "if-none-match": header },
        });
        expect(again.status, header).toBe(304);
        expect(again.headers.get("etag")).toBe(etag);
        expect(await again.text()).toBe("");
      }
      const changed = await call(api, "/api/v1/search?framework=nis2", {
        headers: { "if-none-match": '"stale"' },
      });
      expect(changed.status).toBe(200);
    });

    it("gives different answers different ETags", async () => {
      const a = await call(api, "/api/v1/search?framework=nis2");
      const b = await call(api, "/api/v1/search?framework=dora");
      expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
    });
  });
});

describe("paging GET /api/v1/search", () => {
  // The bundled sample: about a hundred vendors carry iso-27001.
  const sample = createApi({ rateLimits: { catalog: { limit: 100_000 } } });
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely
  type Page = { response: Response; body: any };

  async function page(api: ReturnType<typeof createApi>, pathOrUrl: string, init?: RequestInit) {
    const path = pathOrUrl.startsWith(ORIGIN) ? pathOrUrl.slice(ORIGIN.length) : pathOrUrl;
    return (await callJson(api, path, init)) as Page;
  }

  /** Every page from `path` on, following `next`. */
  async function walk(api: ReturnType<typeof createApi>, path: string): Promise<Page[]> {
    const pages: Page[] = [];
    let next: string | undefined = path;
    while (next) {
      const current = await page(api, next);
      expect(current.response.status, next).toBe(200);
      pages.push(current);
      next = current.body.next;
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  const cursorOf = (next: string) => new URL(next).searchParams.get("cursor") ?? "";

  it("walks every match once, in name order, with the total on every page and Link equal to next", async () => {
    const dump = await page(sample, "/api/tools.json");
    const expected = dump.body.services
      .filter((vendor: { complianceFrameworkExpertise: string[] }) =>
        vendor.complianceFrameworkExpertise.includes("iso-27001"),
      )
      .map((vendor: { slug: string }) => vendor.slug);
    expect(expected.length).toBeGreaterThan(50);

    const pages = await walk(sample, "/api/v1/search?framework=iso-27001&limit=7");
    expect(pages).toHaveLength(Math.ceil(expected.length / 7));
    const seen = pages.flatMap(({ body }) => body.results.map((r: { slug: string }) => r.slug));
    expect(seen).toEqual(expected);
    for (const [i, { response, body }] of pages.entries()) {
      expect(v.safeParse(CatalogSearchSuccessSchema, body).success).toBe(true);
      expect(body.total).toBe(expected.length);
      expect(body.count).toBe(body.results.length);
      const last = i === pages.length - 1;
      expect(body.count).toBe(last ? expected.length - 7 * i : 7);
      if (last) {
        expect(body.next).toBeUndefined();
        expect(response.headers.get("link")).toBeNull();
      } else {
        expect(body.next).toMatch(
          /^http:\/\/directory\.test\/api\/v1\/search\?framework=iso-27001&limit=7&cursor=[\w-]+$/,
        );
        expect(response.headers.get("link")).toBe(`<${body.next}>; rel="next"`);
      }
    }
  });

  it("has no next when everything fits, and says the total however small the page", async () => {
    const all = await page(sample, "/api/v1/search?framework=iso-27001&limit=50");
    expect(all.body.count).toBe(50);
    expect(all.body.total).toBeGreaterThan(50);
    const one = await page(sample, "/api/v1/search?framework=iso-27001&limit=1");
    expect(one.body).toMatchObject({ count: 1, total: all.body.total });
    const fixture = await search("framework=iso-27001");
    expect(fixture.body).toMatchObject({ count: 7, total: 7 });
    expect(fixture.body.next).toBeUndefined();
    expect(fixture.response.headers.get("link")).toBeNull();
    const none = await search("framework=hipaa&region=de");
    expect(none.body).toMatchObject({ count: 0, total: 0, results: [] });
  });

  it("keeps every original parameter, as given, in next", async () => {
    const { body } = await page(
      sample,
      "/api/v1/search?type=audit&q=iso+27001&limit=2&framework=ISO%2027001",
    );
    const next = new URL(body.next);
    expect([...next.searchParams.keys()]).toEqual(["type", "q", "limit", "framework", "cursor"]);
    expect(next.searchParams.get("q")).toBe("iso 27001");
    expect(next.searchParams.get("framework")).toBe("ISO 27001");
    const second = await page(sample, body.next);
    expect(second.body.next).toContain("&cursor=");
    expect(new URL(second.body.next).searchParams.getAll("cursor")).toHaveLength(1);
  });

  it("binds a cursor to its filters: other filters are refused, the same ones spelled otherwise are served", async () => {
    const first = await page(sample, "/api/v1/search?framework=iso-27001&region=de&limit=2");
    expect(first.body.next).toBeDefined();
    const cursor = cursorOf(first.body.next);
    const second = await page(
      sample,
      `/api/v1/search?framework=iso-27001&region=de&limit=2&cursor=${cursor}`,
    );
    const viaQ = await page(
      sample,
      `/api/v1/search?q=${encodeURIComponent("ISO 27001 in Germany")}&limit=2&cursor=${cursor}`,
    );
    const reordered = await page(
      sample,
      `/api/v1/search?region=germany&framework=27001&framework=iso-27001&limit=2&cursor=${cursor}`,
    );
    expect(viaQ.response.status).toBe(200);
    expect(viaQ.body.results).toEqual(second.body.results);
    expect(reordered.body.results).toEqual(second.body.results);
    // The page size may change between pages: the position is a vendor, not an offset.
    const wider = await page(
      sample,
      `/api/v1/search?framework=iso-27001&region=de&limit=4&cursor=${cursor}`,
    );
    expect(wider.body.results.slice(0, 2)).toEqual(second.body.results);

    for (const other of ["framework=iso-27001", "framework=iso-27001&region=eu", "region=de"]) {
      const { response, body } = await page(sample, `/api/v1/search?${other}&cursor=${cursor}`);
      expect(response.status, other).toBe(400);
      expect(body.error.code).toBe("INVALID_CURSOR");
      expect(body.error.message).toContain("other filters");
      expect(body.error.hint).toContain("leave cursor out");
    }
  });

  it("refuses a cursor with any one character changed", async () => {
    const { body } = await page(sample, "/api/v1/search?framework=iso-27001&limit=3");
    const cursor = cursorOf(body.next);
    for (const i of [0, 5, Math.floor(cursor.length / 2), cursor.length - 1]) {
      const char = cursor[i] === "A" ? "B" : "A";
      const tampered = cursor.slice(0, i) + char + cursor.slice(i + 1);
      const { response, body: error } = await page(
        sample,
        `/api/v1/search?framework=iso-27001&limit=3&cursor=${tampered}`,
      );
      expect(response.status, tampered).toBe(400);
      expect(error.error).toMatchObject({
        code: "INVALID_CURSOR",
        message: expect.stringContaining("malformed"),
        hint: "Follow `next` from the previous answer unchanged, or leave cursor out to start over.",
      });
    }
  });

  it("answers any other cursor, of any length and alphabet, 400 INVALID_CURSOR, never 500", async () => {
    const api = createApi({
      catalog: fixtureDocument,
      rateLimits: { catalog: { limit: 100_000 } },
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 500 }),
          fc.string({ unit: "grapheme", maxLength: 200 }),
          fc.stringMatching(/^[A-Za-z0-9_-]{0,1500}$/),
        ),
        async (cursor) => {
          const query = new URLSearchParams({ framework: "iso-27001", cursor });
          const { response, body } = await callJson(api, `/api/v1/search?${query}`);
          if (decodeSearchCursor(cursor) !== null) return;
          expect(response.status).toBe(400);
          // A lone surrogate is written as an encoded U+FFFD, which is a malformed query
          // whatever the parameter (docs/api.md, "Malformed query strings").
          const replaced = String(query).includes("%EF%BF%BD");
          expect(body.error.code).toBe(replaced ? "MALFORMED_QUERY" : "INVALID_CURSOR");
          expect(response.headers.get("cache-control")).toBe("no-store");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("takes a cursor on /api/search as on /api/v1/search, the same handler, and points its next to /api/v1/search", async () => {
    const legacy = await page(sample, "/api/search?framework=iso-27001&limit=5");
    expect(legacy.body.next).toMatch(/^http:\/\/directory\.test\/api\/v1\/search\?/);
    expect(legacy.response.headers.get("link")).toBe(`<${legacy.body.next}>; rel="next"`);
    const cursor = cursorOf(legacy.body.next);
    const versioned = await page(sample, legacy.body.next);
    const unversioned = await page(
      sample,
      `/api/search?framework=iso-27001&limit=5&cursor=${cursor}`,
    );
    expect(versioned.response.status).toBe(200);
    expect(unversioned.response.status).toBe(200);
    expect(unversioned.body).toEqual(versioned.body);
    expect(unversioned.body.results.length).toBeGreaterThan(0);
    const refused = await page(sample, "/api/search?framework=iso-27001&cursor=AAAA");
    expect(refused.response.status).toBe(400);
    expect(refused.body.error.code).toBe("INVALID_CURSOR");
  });

  it("sends the kept Link again with a 304, and after a deprecated path's own links", async () => {
    const first = await call(sample, "/api/v1/search?framework=iso-27001&limit=4");
    const link = first.headers.get("link");
    expect(link).toMatch(/^<http:\/\/directory\.test\/api\/v1\/search\?.*>; rel="next"$/);
    const again = await call(sample, "/api/v1/search?framework=iso-27001&limit=4", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("link")).toBe(link);

    const deprecated = createApi({
      deprecations: {
        "/api/search": {
          deprecatedAt: "2026-01-01",
          sunset: "2099-01-01",
          link: "/deprecation.md#api-search",
        },
      },
    });
    const legacy = await call(deprecated, "/api/search?framework=iso-27001&limit=4");
    const links = legacy.headers.get("link") ?? "";
    const next = (await legacy.json()).next;
    expect(links).toContain('rel="deprecation"');
    expect(links.endsWith(`, <${next}>; rel="next"`)).toBe(true);
  });

  it("links next pages under the basePath", async () => {
    const mounted = createApi({ basePath: "/directory" });
    const response = await mounted.fetch(
      new Request(`${ORIGIN}/directory/api/v1/search?framework=iso-27001&limit=10`),
    );
    const { next } = await response.json();
    expect(next).toMatch(/^http:\/\/directory\.test\/directory\/api\/v1\/search\?framework=/);
    const second = await mounted.fetch(new Request(next));
    expect(second.status).toBe(200);
    expect((await second.json()).results).toHaveLength(10);
  });

  it("neither skips nor repeats a vendor that stayed when the catalog changes between pages", async () => {
    const vendor = (slug: string, name: string, frameworks = ["iso-27001"]) => ({
      ...fixtureDocument.vendors[0],
      slug,
      name,
      complianceFrameworkExpertise: frameworks,
    });
    const { vendors } = fixtureDocument;
    const versionA = { ...fixtureDocument, vendors };
    // Page 1 on A (limit 3): 10x Security, Alpha Assurance, Delta vCISO.
    // B drops Alpha (before the cursor), Delta vCISO (the cursor's own vendor) and Gamma
    // (after it), and adds Aaron Audit and Delta Two (before: they would have been on page 1),
    // Delta Zulu (after) and Dora Dora (after, without the filter's tag).
    const versionB = {
      ...fixtureDocument,
      vendors: [
        ...vendors.filter((v) => !["alpha-assurance", "delta-vciso", "gamma-grc"].includes(v.slug)),
        vendor("aaron-audit", "Aaron Audit"),
        vendor("delta-two", "Delta Two"),
        vendor("delta-zulu", "Delta Zulu"),
        vendor("dora-dora", "Dora Dora", ["dora"]),
      ],
    };
    const snapshot = async (document: unknown): Promise<CatalogSnapshot> => ({
      catalog: await prepareCatalog(loadCatalog(document).catalog),
      source: "static",
      fallback: false,
    });
    const a = await snapshot(versionA);
    const b = await snapshot(versionB);
    let current = a;
    const api = createApi({ catalog: { current: async () => current } });

    const first = await page(api, "/api/v1/search?framework=iso-27001&limit=3");
    expect(names(first.body)).toEqual(["10x Security", "Alpha Assurance", "Delta vCISO"]);
    expect(first.body.total).toBe(7);
    current = b;
    const rest = await walk(api, first.body.next);
    expect(rest.flatMap(({ body }) => names(body))).toEqual([
      "Delta Zulu",
      "Éclair Conformité",
      "Eta EU Advisory",
      "Zeta Audit",
    ]);
    expect(rest[0]?.body.total).toBe(7);
  });
});

describe("paging in /openapi.json", () => {
  it("documents cursor on both search paths, INVALID_CURSOR, total, next and the Link header", async () => {
    const { body } = await callJson(api, "/openapi.json");
    const names = (path: string) =>
      body.paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(names("/api/v1/search")).toContain("cursor");
    expect(names("/api/search")).toEqual(names("/api/v1/search"));
    const responses = body.paths["/api/v1/search"].get.responses;
    expect(responses["400"].description).toContain("`INVALID_CURSOR`");
    expect(responses["200"].headers.Link).toEqual({ $ref: "#/components/headers/Link" });
    expect(responses["304"].headers.Link).toEqual({ $ref: "#/components/headers/Link" });
    expect(body.components.headers.Link.description).toContain('rel="next"');
    const schema = body.components.schemas.CatalogSearchSuccess;
    expect(schema.required).toContain("total");
    expect(schema.required).not.toContain("next");
    expect(schema.properties.next).toMatchObject({ type: "string", format: "uri" });
  });
});
