import { describe, expect, it } from "vitest";
import { call, callJson } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { sampleCatalog, sampleCatalogDocument } from "../catalog/sample-catalog.ts";
import type { TaxonomyAdditions } from "../catalog/taxonomy-additions.ts";
import { optionDefaults } from "../options/parse-options.ts";
import { openApiDocument } from "./openapi.ts";
import generatedSchemas from "./openapi-schemas.generated.json" with { type: "json" };
import { deriveOpenApiSchemas } from "./openapi-schemas.ts";

describe("GET /openapi.json", () => {
  const api = createApi({ ai: { tokenSecret: "test-secret-0123456789" } });

  it("is an OpenAPI 3.1 document, version 1.0.0, with no security and every endpoint", async () => {
    const { response, body } = await callJson(api, "/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(body).toMatchObject({ openapi: "3.1.0", info: { version: "1.0.0" }, security: [] });
    expect(Object.keys(body.paths).sort()).toEqual([
      "/api/ai-search",
      "/api/market",
      "/api/search",
      "/api/tools.json",
      "/api/v1/market",
      "/api/v1/search",
    ]);
  });

  it("documents every error code the API can answer with", async () => {
    const text = await (await call(api, "/openapi.json")).text();
    for (const code of [
      "MISSING_FILTER",
      "EMPTY_FILTER",
      "INVALID_LIMIT",
      "REPEATED_PARAMETER",
      "TOO_MANY_VALUES",
      "QUERY_TOO_LONG",
      "UNKNOWN_PARAMETER",
      "NOT_FOUND",
      "METHOD_NOT_ALLOWED",
      "URI_TOO_LONG",
      "UNKNOWN_ALIAS",
      "RATE_LIMITED",
      "INTERNAL_ERROR",
      "MISSING_MODE",
      "CONFLICTING_MODES",
      "INVALID_WINDOW",
      "INVALID_DIMENSION",
      "MARKET_NOT_CONFIGURED",
      "MARKET_UNAVAILABLE",
      "MARKET_TIMEOUT",
      "bad_json",
      "bad_message",
      "bad_token",
      "origin_not_allowed",
      "too_large",
      "moderation_refused",
      "rate_limited",
      "conversation_limit",
      "capacity",
      "disabled",
      "not_configured",
      "corpus_integrity",
      "unavailable",
      "moderation_unavailable",
    ]) {
      expect(text, code).toContain(`\`${code}\``);
    }
  });

  it("lists the canonical slugs each filter accepts, and the rate-limit headers", async () => {
    const { body } = await callJson(api, "/openapi.json");
    const framework = body.paths["/api/v1/search"].get.parameters.find(
      (p: { name: string }) => p.name === "framework",
    );
    expect(framework["x-canonical-values"]).toContain("iso-27001");
    expect(framework.schema.maxItems).toBe(10);
    expect(body.components.headers.RateLimitPolicy).toBeDefined();
    expect(body.components.schemas.CatalogSearchSuccess.properties.results.items).toEqual({
      $ref: "#/components/schemas/PublicVendor",
    });
  });

  it("is cacheable and conditional", async () => {
    const first = await call(api, "/openapi.json");
    const again = await call(api, "/openapi.json", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("/openapi.json and the valibot schemas", () => {
  it("reads component schemas that are what the valibot schemas derive now", () => {
    expect(
      JSON.stringify(generatedSchemas),
      "openapi-schemas.generated.json is stale: run `pnpm openapi:schemas` and commit it",
    ).toBe(JSON.stringify(deriveOpenApiSchemas()));
  });

  const additions: TaxonomyAdditions = {
    frameworks: [{ slug: "tisax-x", label: "TISAX X", aliases: ["tisax x"] }],
    regions: [{ slug: "bavaria", label: "Bavaria", broader: "de" }],
  };
  it.each([
    ["at the root", "", undefined],
    ["under a basePath", "/directory", undefined],
    ["with taxonomy additions", "", additions],
  ])(
    "is, byte for byte, the document derived from the valibot schemas at run time, %s",
    async (_, basePath, taxonomy) => {
      const api = createApi({
        basePath,
        ...(taxonomy ? { taxonomy } : {}),
        ai: { tokenSecret: "test-secret-0123456789" },
      });
      const served = await (await call(api, `${basePath}/openapi.json`)).text();
      const index = loadCatalog(sampleCatalogDocument, taxonomy).taxonomy;
      expect(served).toBe(
        JSON.stringify(openApiDocument(index, basePath, "", deriveOpenApiSchemas())),
      );
      if (taxonomy) expect(served).toContain('"tisax-x"');
    },
  );
});

describe("/openapi.json of a deployment with limits of its own", () => {
  const api = createApi({
    rateLimits: { catalog: { limit: 7, windowSeconds: 30 } },
    ai: {
      tokenSecret: "test-secret-0123456789",
      limits: { perIpPerMinute: 3 },
      heartbeatMs: 5_000,
    },
  });

  it("is the document of every deployment: its numbers are the options schema's defaults", async () => {
    const defaults = optionDefaults();
    const { body } = await callJson(api, "/openapi.json");
    const { limit, windowSeconds } = defaults.rateLimits.catalog;
    expect(body.components.headers.RateLimitPolicy.description).toContain(
      `\`"catalog";q=${limit};w=${windowSeconds}\``,
    );
    expect(body.info.description).toContain(
      `(${limit} requests per ${windowSeconds} s unless the deployment sets another)`,
    );
    expect(body.paths["/api/ai-search"].post.description).toContain(
      `after ${defaults.ai.heartbeatMs / 1000} s of silence. Limits: ${defaults.ai.limits.perIpPerMinute} requests per IP per minute`,
    );
    const served = await (await call(api, "/openapi.json")).text();
    expect(served).toBe(
      JSON.stringify(openApiDocument(sampleCatalog().taxonomy, "", "", deriveOpenApiSchemas())),
    );
  });
});
