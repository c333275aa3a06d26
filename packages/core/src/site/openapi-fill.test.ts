import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { openApiDocument } from "./openapi.ts";
import { fillOpenApiTemplate, type OpenApiTaxonomy } from "./openapi-fill.ts";
import { deriveOpenApiSchemas } from "./openapi-schemas.ts";
import { openApiTemplate } from "./openapi-template.ts";

const schemas = deriveOpenApiSchemas();
const template = openApiTemplate(schemas);

const slug = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/);
const slugs = fc.uniqueArray(slug, { maxLength: 6 });
const taxonomyArbitrary: fc.Arbitrary<OpenApiTaxonomy> = fc
  .record({ frameworks: slugs, regions: slugs, serviceTypes: slugs })
  .map((lists) => ({
    taxonomy: {
      frameworks: lists.frameworks.map((s) => ({ slug: s })),
      regions: lists.regions.map((s) => ({ slug: s })),
      serviceTypes: lists.serviceTypes.map((s) => ({ slug: s })),
    },
  }));
const basePath = fc.constantFrom("", "/directory", "/a/b%20c", "/grc-services");
const origin = fc.constantFrom(undefined, "https://grc.example.com", "http://127.0.0.1:8787");

describe("the OpenAPI template", () => {
  it("fills into the very document the builder makes, for the sample taxonomy", () => {
    const { taxonomy } = sampleCatalog();
    for (const [base, publicOrigin] of [
      ["", undefined],
      ["/directory", "https://grc.example.com"],
    ] as const) {
      expect(fillOpenApiTemplate(template, taxonomy, base, publicOrigin)).toBe(
        JSON.stringify(openApiDocument(taxonomy, base, publicOrigin, schemas)),
      );
    }
  });

  it("fills byte for byte what the builder makes, whatever the slugs, base path and origin", () => {
    fc.assert(
      fc.property(taxonomyArbitrary, basePath, origin, (taxonomy, base, publicOrigin) => {
        expect(fillOpenApiTemplate(template, taxonomy, base, publicOrigin)).toBe(
          JSON.stringify(openApiDocument(taxonomy, base, publicOrigin, schemas)),
        );
      }),
    );
  });

  it("leaves no placeholder behind", () => {
    const filled = fillOpenApiTemplate(template, sampleCatalog().taxonomy, "/x", undefined);
    expect(filled).not.toContain("@@");
  });
});
