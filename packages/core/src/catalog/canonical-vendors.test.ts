import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { createApi } from "../app.ts";
import { staticCatalogSource } from "../memory/static-catalog-source.ts";
import { sameVendor } from "./canonical-vendors.ts";
import { readCatalogDocument } from "./catalog-document.ts";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import { type PreparedCatalog, prepareCatalog, vendorOfSlug } from "./prepared-catalog.ts";
import { createTaxonomyIndex } from "./taxonomy-index.ts";
import type { StoredVendor } from "./vendor-schema.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
type Vendors = Record<string, unknown>[];

/** The fixture with `change` applied to a copy of its vendors. */
function version(change: (vendors: Vendors) => void = () => {}) {
  const document = structuredClone(fixtureDocument);
  change(document.vendors as unknown as Vendors);
  return document;
}

/** `document` validated and prepared as a live source does, beside the version `earlier`. */
async function prepared(document: unknown, earlier?: PreparedCatalog) {
  const { catalog } = readCatalogDocument(
    document,
    () => taxonomy,
    earlier && vendorOfSlug(earlier),
  );
  return prepareCatalog(catalog);
}

const bySlug = (catalog: PreparedCatalog, slug: string) =>
  catalog.vendors.find((vendor) => vendor.slug === slug) as StoredVendor;
const projectionOf = (catalog: PreparedCatalog, slug: string) =>
  catalog.publicVendor(catalog.positionOfSlug.get(slug) as number);

/** The fixture prepared, then again with its first vendor renamed, beside it. */
async function firstVendorRenamed() {
  const first = await prepared(version());
  const next = await prepared(
    version((vendors) => {
      (vendors[0] as { name: string }).name = "Zeta Audit Renamed";
    }),
    first,
  );
  return { first, next };
}

describe("a version loaded beside the one in service", () => {
  it("keeps a vendor both versions hold unchanged once", async () => {
    const { first, next } = await firstVendorRenamed();
    for (const vendor of first.vendors.slice(1)) expect(bySlug(next, vendor.slug)).toBe(vendor);
    const changed = bySlug(next, "zeta-audit");
    expect(changed).not.toBe(bySlug(first, "zeta-audit"));
    expect(changed.name).toBe("Zeta Audit Renamed");
    expect(projectionOf(next, "zeta-audit")?.name).toBe("Zeta Audit Renamed");
    expect(bySlug(first, "zeta-audit").name).toBe("Zeta Audit");
  });

  it("compares canonical forms: a tag written as its alias is the same vendor, a tag added or a list reordered is not", async () => {
    const first = await prepared(version());
    const next = await prepared(
      version((vendors) => {
        (vendors[0] as { complianceFrameworkExpertise: string[] }).complianceFrameworkExpertise = [
          "ISO 27001",
          "SOC2",
        ];
        (vendors[1] as { regionCovered: string[] }).regionCovered.push("us");
        (vendors[2] as { supportedLanguages: string[] }).supportedLanguages = ["German", "English"];
        (vendors[3] as { detailsPage?: string }).detailsPage = "https://elsewhere.example/page";
      }),
      first,
    );
    const [aliased, tagged, reordered, moved] = fixtureDocument.vendors.map((v) => v.slug);
    expect(bySlug(first, aliased as string).complianceFrameworkExpertise).toEqual([
      "iso-27001",
      "soc-2",
    ]);
    expect(bySlug(next, aliased as string)).toBe(bySlug(first, aliased as string));
    for (const slug of [tagged, reordered, moved] as string[]) {
      expect(bySlug(next, slug)).not.toBe(bySlug(first, slug));
    }
    expect(bySlug(next, tagged as string).regionCovered).toContain("us");
    expect(projectionOf(next, moved as string)?.detailsPage).toBe("https://elsewhere.example/page");
  });

  it("serves what the new version says, whatever it shares with the old one", async () => {
    const { next } = await firstVendorRenamed();
    const api = createApi({ catalog: staticCatalogSource(next) });
    const answer = await api.fetch(new Request("http://api.test/api/tools.json"));
    const names = ((await answer.json()) as { services: { name: string }[] }).services.map(
      (vendor) => vendor.name,
    );
    expect(names).toContain("Zeta Audit Renamed");
    expect(names).not.toContain("Zeta Audit");
  });
});

describe("sameVendor", () => {
  const texts = fc.constantFrom("a", "b", "");
  const lists = fc.array(texts, { maxLength: 3 });
  const vendors = fc.record({
    slug: texts,
    name: texts,
    url: texts,
    briefSummary: texts,
    description: texts,
    serviceType: lists,
    regionCovered: lists,
    complianceFrameworkExpertise: lists,
    problemsTheySolve: lists,
    industrySpecialization: lists,
    targetClientsSize: lists,
    supportedLanguages: lists,
    detailsPage: texts,
  }) as fc.Arbitrary<StoredVendor>;

  it("holds exactly when the two vendors' fields are equal as JSON", () => {
    fc.assert(
      fc.property(vendors, vendors, (a, b) => {
        expect(sameVendor(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(sameVendor(a, structuredClone(a))).toBe(true);
      }),
    );
  });
});
