import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureDocument, NAME_ORDER } from "../../test/fixture-catalog.ts";
import type { Catalog } from "./catalog-document.ts";
import { buildSearchIndex, compareByName, type NamePosition } from "./search-index.ts";
import type { StoredVendor } from "./vendor-schema.ts";

const NAMES = ["Alpha", "alpha", "Álpha", "Beta", "beta 2", "Beta 10", "10x", "9x", "Zeta", "zêta"];

const positionArb = fc.record({
  name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 6 })),
  slug: fc.stringMatching(/^[a-c]{1,3}$/),
});

const catalogOf = (positions: NamePosition[]): Catalog => ({
  directory: "d",
  lastUpdated: "2026-01-01",
  vendors: positions.map(
    (position) =>
      ({
        ...position,
        serviceType: [],
        regionCovered: [],
        complianceFrameworkExpertise: [],
      }) as unknown as StoredVendor,
  ),
});

describe("SearchIndex.positionAfter", () => {
  it("is the first position whose vendor sorts strictly after the given name and slug", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(positionArb, { selector: (p) => p.slug, maxLength: 40 }),
        positionArb,
        (vendors, key) => {
          const index = buildSearchIndex(catalogOf(vendors));
          const after = index.positionAfter(key);
          index.vendors.forEach((vendor, position) => {
            expect(compareByName(vendor, key) > 0, `${vendor.name} at ${position}`).toBe(
              position >= after,
            );
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads names as the index sorts them: case, accents and numbers", () => {
    const index = buildSearchIndex(fixtureDocument as unknown as Catalog);
    expect(index.vendors.map((vendor) => vendor.name)).toEqual(NAME_ORDER);
    const after = (name: string, slug: string) => index.positionAfter({ name, slug });
    expect(after("10x Security", "10x-security")).toBe(1);
    expect(after("10X SECURITY", "10x-security")).toBe(1);
    expect(after("9x Security", "zzz")).toBe(0);
    expect(after("eclair conformite", "eclair-conformite")).toBe(5);
    // A vendor no longer listed still names its place: between its neighbours.
    expect(after("Charlie Checks", "charlie-checks")).toBe(3);
    expect(after("Zzz", "zzz")).toBe(NAME_ORDER.length);
    // Names that compare equal fall back on the slug.
    expect(after("Delta vCISO", "delta-a")).toBe(3);
    expect(after("Delta vCISO", "delta-z")).toBe(4);
  });
});
