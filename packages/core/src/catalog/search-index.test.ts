import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Catalog } from "./catalog-document.ts";
import { buildSearchIndex, sortByName, type TagFilters } from "./search-index.ts";
import type { StoredVendor } from "./vendor-schema.ts";

const FRAMEWORKS = ["a", "b", "c", "d"];
const REGIONS = ["x", "y", "z"];
const SERVICES = ["s", "t"];

const vendorArb = (index: number) =>
  fc
    .record({
      name: fc.string({ minLength: 1, maxLength: 8 }),
      complianceFrameworkExpertise: fc.subarray(FRAMEWORKS, { minLength: 1 }),
      regionCovered: fc.subarray(REGIONS, { minLength: 1 }),
      serviceType: fc.subarray(SERVICES, { minLength: 1 }),
    })
    .map((tags) => ({ ...tags, slug: `v${index}` }) as unknown as StoredVendor);

const catalogArb = fc
  .integer({ min: 0, max: 150 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => vendorArb(i))))
  .map((vendors): Catalog => ({ directory: "d", lastUpdated: "2026-01-01", vendors }));

const filtersArb = fc.record({
  frameworks: fc.subarray([...FRAMEWORKS, "missing"], { maxLength: 2 }),
  regions: fc.subarray(REGIONS, { maxLength: 2 }),
  serviceTypes: fc.subarray(SERVICES, { maxLength: 1 }),
});

function bruteForce(catalog: Catalog, filters: TagFilters, limit: number): string[] {
  const anyFilter = Object.values(filters).some((slugs) => slugs.length > 0);
  if (!anyFilter) return [];
  return sortByName(catalog.vendors)
    .filter(
      (v) =>
        filters.frameworks.every((s) => v.complianceFrameworkExpertise.includes(s)) &&
        filters.regions.every((s) => v.regionCovered.includes(s)) &&
        filters.serviceTypes.every((s) => v.serviceType.includes(s)),
    )
    .slice(0, limit)
    .map((v) => v.slug);
}

describe("search index", () => {
  it("returns exactly the first `limit` vendors carrying every tag, in name order", () => {
    fc.assert(
      fc.property(
        catalogArb,
        filtersArb,
        fc.integer({ min: 1, max: 50 }),
        (catalog, filters, limit) => {
          const index = buildSearchIndex(catalog);
          const got = index.search(filters, limit).map((p) => index.vendors[p]?.slug);
          expect(got).toEqual(bruteForce(catalog, filters, limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("starts at a given position when asked: the carriers from there on, in name order", () => {
    fc.assert(
      fc.property(
        catalogArb,
        filtersArb,
        fc.integer({ min: 1, max: 50 }),
        fc.nat({ max: 160 }),
        (catalog, filters, limit, from) => {
          const index = buildSearchIndex(catalog);
          const all = index.search(filters, Infinity);
          expect(index.search(filters, limit, from)).toEqual(
            all.filter((position) => position >= from).slice(0, limit),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts exactly the vendors carrying every tag, without a limit", () => {
    fc.assert(
      fc.property(catalogArb, filtersArb, (catalog, filters) => {
        const index = buildSearchIndex(catalog);
        expect(index.count(filters)).toBe(bruteForce(catalog, filters, Infinity).length);
      }),
      { numRuns: 300 },
    );
  });

  it("finds vendors at every bit position across word boundaries", () => {
    const vendors = Array.from({ length: 100 }, (_, i) => ({
      slug: `v${i}`,
      name: `Vendor ${String(i).padStart(3, "0")}`,
      complianceFrameworkExpertise: ["a"],
      regionCovered: ["x"],
      serviceType: ["s"],
    })) as unknown as StoredVendor[];
    const index = buildSearchIndex({ directory: "d", lastUpdated: "2026-01-01", vendors });
    const all = index.search({ frameworks: ["a"], regions: [], serviceTypes: [] }, 100);
    expect(all).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});
