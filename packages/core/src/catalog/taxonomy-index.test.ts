import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import { DIMENSIONS } from "./taxonomy.ts";
import { createTaxonomyIndex, TaxonomyError } from "./taxonomy-index.ts";
import { aliasKey, compactKey, tokenize } from "./tokenize.ts";

const index = createTaxonomyIndex(defaultTaxonomy);

describe("the built-in taxonomy", () => {
  it("has at least 20 frameworks, 30 regions and 10 service types, all with slug-format ids", () => {
    expect(defaultTaxonomy.frameworks.length).toBeGreaterThanOrEqual(20);
    expect(defaultTaxonomy.regions.length).toBeGreaterThanOrEqual(30);
    expect(defaultTaxonomy.serviceTypes.length).toBeGreaterThanOrEqual(10);
    for (const dimension of DIMENSIONS) {
      for (const entry of defaultTaxonomy[dimension]) {
        expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it("resolves every slug, label and alias of every entry to that entry", () => {
    for (const dimension of DIMENSIONS) {
      for (const entry of defaultTaxonomy[dimension]) {
        for (const spelling of [entry.slug, entry.label, ...entry.aliases]) {
          expect(index.resolve(dimension, spelling)?.slug, spelling).toBe(entry.slug);
          expect(index.resolve(dimension, spelling.toUpperCase())?.slug, spelling).toBe(entry.slug);
          expect(index.resolve(dimension, spelling.replaceAll("-", "_"))?.slug, spelling).toBe(
            entry.slug,
          );
        }
      }
    }
  });
});

describe("taxonomy index", () => {
  it("rejects two entries claiming one alias, in any spelling", () => {
    expect(() =>
      createTaxonomyIndex({
        frameworks: [{ slug: "a", label: "A", aliases: ["Foo Bar"] }],
        regions: [{ slug: "b", label: "B", aliases: ["foo_bar"] }],
        serviceTypes: [],
      }),
    ).toThrow(TaxonomyError);
  });

  it("rejects a broader region that does not exist", () => {
    expect(() =>
      createTaxonomyIndex({
        frameworks: [],
        regions: [{ slug: "a", label: "A", aliases: [], broader: "nowhere" }],
        serviceTypes: [],
      }),
    ).toThrow(/broader region "nowhere"/);
  });

  it("rejects a service that is part of a service type that does not exist", () => {
    expect(() =>
      createTaxonomyIndex({
        frameworks: [],
        regions: [],
        serviceTypes: [{ slug: "audit", label: "Audit", aliases: [], partOf: ["nothing"] }],
      }),
    ).toThrow(/partOf service type "nothing"/);
  });

  it("rejects a framework whose consulting service type does not exist", () => {
    expect(() =>
      createTaxonomyIndex({
        frameworks: [{ slug: "gdpr", label: "GDPR", aliases: [], consulting: "nothing" }],
        regions: [],
        serviceTypes: [],
      }),
    ).toThrow(/consulting service type "nothing"/);
  });

  it("rejects a framework whose assessment service type does not exist", () => {
    expect(() =>
      createTaxonomyIndex({
        frameworks: [{ slug: "tisax", label: "TISAX", aliases: [], assessment: "nothing" }],
        regions: [],
        serviceTypes: [],
      }),
    ).toThrow(/assessment service type "nothing"/);
  });

  it("rejects a framework whose roles name a service type that does not exist", () => {
    expect(() =>
      createTaxonomyIndex({
        frameworks: [{ slug: "cmmc", label: "CMMC", aliases: [], roles: { nothing: ["RPO"] } }],
        regions: [],
        serviceTypes: [],
      }),
    ).toThrow(/roles service type "nothing"/);
  });

  it("suggests near misses and prefixes, and nothing for nonsense", () => {
    expect(index.suggest("frameworks", "iso27002")).toContain("iso-27001");
    expect(index.suggest("regions", "Grmany")).toEqual(["de"]);
    expect(index.suggest("frameworks", "qqqqqqqqqq")).toEqual([]);
    expect(index.suggest("frameworks", "x".repeat(100_000))).toEqual([]);
  });
});

describe("alias keys", () => {
  it("ignore case, diacritics, separators and letter/digit joins", () => {
    expect(aliasKey("ISO/IEC 27001:2022")).toBe("iso-iec-27001-2022");
    expect(aliasKey("iso27001")).toBe(aliasKey("ISO 27001"));
    expect(compactKey("Côte d'Ivoire")).toBe("cotedivoire");
  });

  it("are idempotent and separator-free in compact form", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        expect(aliasKey(aliasKey(text))).toBe(aliasKey(text));
        expect(compactKey(text)).not.toMatch(/[\s\-_]/);
        expect(tokenize(text).every((word) => word.tokens.length > 0)).toBe(true);
      }),
    );
  });
});
