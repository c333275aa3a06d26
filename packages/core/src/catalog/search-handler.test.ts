import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fixtureDocument, NAME_ORDER } from "../../test/fixture-catalog.ts";
import { call, callJson, ORIGIN } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { ApiErrorBodySchema } from "../http/api-error-schema.ts";
import { CatalogSearchSuccessSchema } from "./response-schemas.ts";

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
      ["framework=iso-27001&sort=name", 400, "UNKNOWN_PARAMETER"],
      ["framework=iso-27001&Framework=soc-2", 400, "UNKNOWN_PARAMETER"],
      [`framework=iso-27001&q=${"a".repeat(501)}`, 400, "QUERY_TOO_LONG"],
      [Array.from({ length: 11 }, () => "region=de").join("&"), 400, "TOO_MANY_VALUES"],
      ["type=audit&types=vciso&service_type=a,b,c,d,e,f,g,h,i", 400, "TOO_MANY_VALUES"],
      ["framework=iso-9999", 422, "UNKNOWN_ALIAS"],
      ["framework=%zz", 422, "UNKNOWN_ALIAS"],
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
