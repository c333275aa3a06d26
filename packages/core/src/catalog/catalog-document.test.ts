import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { createApi } from "../app.ts";
import { CatalogValidationError, readCatalogDocument } from "./catalog-document.ts";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import { loadCatalog } from "./load-catalog.ts";
import { createTaxonomyIndex, TaxonomyError } from "./taxonomy-index.ts";

function withVendor(change: (vendor: Record<string, unknown>) => void, index = 1) {
  const document = structuredClone(fixtureDocument) as { vendors: Record<string, unknown>[] };
  change(document.vendors[index] as Record<string, unknown>);
  return document as unknown as typeof fixtureDocument;
}

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof CatalogValidationError) return error.problems;
    throw error;
  }
  throw new Error("expected a CatalogValidationError");
}

describe("loading a catalog", () => {
  it("normalizes tag aliases to canonical slugs and drops duplicates", () => {
    const document = withVendor((vendor) => {
      vendor.complianceFrameworkExpertise = ["ISO 27001", "iso27001", "SOC2"];
      vendor.regionCovered = ["Germany"];
    });
    const { catalog } = loadCatalog(document);
    const alpha = catalog.vendors.find((vendor) => vendor.slug === "alpha-assurance");
    expect(alpha?.complianceFrameworkExpertise).toEqual(["iso-27001", "soc-2"]);
    expect(alpha?.regionCovered).toEqual(["de"]);
  });

  it("names each offending record and field, all at once", () => {
    const document = structuredClone(fixtureDocument) as { vendors: Record<string, unknown>[] };
    (document.vendors[0] as Record<string, unknown>).url = "not a url";
    delete (document.vendors[2] as Record<string, unknown>).briefSummary;
    (document.vendors[3] as Record<string, unknown>).email = "nope";
    const problems = problemsOf(() => loadCatalog(document));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^vendors\[0\] \("zeta-audit"\)\.url: /);
    expect(problems[1]).toMatch(/^vendors\[2\] \("eclair-conformite"\)\.briefSummary: /);
    expect(problems[2]).toMatch(/^vendors\[3\] \("beta-pentest"\)\.email: /);
  });

  it("rejects unknown tags with a suggestion", () => {
    const problems = problemsOf(() =>
      loadCatalog(withVendor((v) => (v.regionCovered = ["Germny"]))),
    );
    expect(problems).toEqual([
      'vendors[1] ("alpha-assurance").regionCovered[0]: unknown region tag "Germny" (did you mean de?)',
    ]);
  });

  it("keeps an absolute detailsPage and the vendor's own /vendors/{slug} path", () => {
    const { catalog } = loadCatalog(
      withVendor((v) => {
        v.detailsPage = "/vendors/alpha-assurance";
      }),
    );
    const alpha = catalog.vendors.find((vendor) => vendor.slug === "alpha-assurance");
    expect(alpha?.detailsPage).toBe("/vendors/alpha-assurance");
    expect(() =>
      loadCatalog(withVendor((v) => (v.detailsPage = "https://alpha.example/profile"))),
    ).not.toThrow();
  });

  it.each(["/partners/alpha", "/vendors/zeta-audit", "/vendors/alpha-assurance/extra"])(
    "rejects a site-path detailsPage %s that this site does not serve for the vendor",
    (detailsPage) => {
      const problems = problemsOf(() =>
        loadCatalog(withVendor((v) => (v.detailsPage = detailsPage))),
      );
      expect(problems).toEqual([
        expect.stringMatching(
          /^vendors\[1\] \("alpha-assurance"\)\.detailsPage: a site path must be "\/vendors\/alpha-assurance"/,
        ),
      ]);
    },
  );

  it("keeps one copy of each repeated text and list, and no private fields", () => {
    // Zeta Audit covers ["de", "eu"]; Alpha Assurance now the same, spelled otherwise.
    const document = withVendor((v) => (v.regionCovered = ["Germany", "EU"]));
    const { catalog } = loadCatalog(document);
    const [zeta, alpha] = catalog.vendors;
    // The parsed document holds a copy per vendor; the catalog shares one.
    expect(document.vendors[0]?.industrySpecialization).not.toBe(
      document.vendors[1]?.industrySpecialization,
    );
    expect(zeta?.industrySpecialization).toBe(alpha?.industrySpecialization);
    expect(zeta?.supportedLanguages).toBe(alpha?.supportedLanguages);
    expect(zeta?.regionCovered).toEqual(["de", "eu"]);
    expect(zeta?.regionCovered).toBe(alpha?.regionCovered);
    expect(zeta).not.toHaveProperty("email");
    expect(zeta).not.toHaveProperty("internalNotes");
    expect(zeta?.detailsPage).toBe("/vendors/zeta-audit");
  });

  it("resolves each distinct tag once, however many vendors carry it", () => {
    const taxonomy = createTaxonomyIndex(defaultTaxonomy);
    const asked: string[] = [];
    const counting = {
      ...taxonomy,
      resolve: (dimension: Parameters<typeof taxonomy.resolve>[0], tag: string) => {
        asked.push(`${dimension}:${tag}`);
        return taxonomy.resolve(dimension, tag);
      },
    };
    const { vendors } = readCatalogDocument(fixtureDocument, () => counting).catalog;
    const carried = vendors.flatMap((v) => [...v.serviceType, ...v.regionCovered]);
    expect(carried.length).toBeGreaterThan(new Set(carried).size);
    expect(asked.length).toBe(new Set(asked).size);
  });

  it("rejects a vendor slug over 200 characters, which a search cursor could not carry", () => {
    const long = "a".repeat(201);
    const problems = problemsOf(() => loadCatalog(withVendor((v) => (v.slug = long))));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/\.slug: .*200/);
  });

  it("rejects duplicate slugs", () => {
    const problems = problemsOf(() => loadCatalog(withVendor((v) => (v.slug = "zeta-audit"))));
    expect(problems).toEqual(['vendors[1] ("zeta-audit").slug: duplicates vendors[0]']);
  });

  it("rejects a document that is not a catalog", () => {
    expect(problemsOf(() => loadCatalog([])).length).toBeGreaterThan(0);
    expect(
      problemsOf(() => loadCatalog({ directory: "x", lastUpdated: "yesterday", vendors: [] })),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^catalog\.lastUpdated/),
        expect.stringMatching(/^catalog\.vendors/),
      ]),
    );
  });

  it("lists the document's own problems and its vendors' in document order", () => {
    const document = {
      ...withVendor((v) => (v.url = "not a url")),
      lastUpdated: "yesterday",
      taxonomy: { frameworks: [{ slug: "Not A Slug", label: "x" }] },
    };
    const problems = problemsOf(() => loadCatalog(document));
    expect(problems).toEqual([
      expect.stringMatching(/^catalog\.lastUpdated: /),
      expect.stringMatching(/^vendors\[1\] \("alpha-assurance"\)\.url: /),
      expect.stringMatching(/^catalog\.taxonomy\.frameworks\[0\]\.slug: /),
    ]);
  });

  it("reports a vendor's shape before a conflict in the taxonomy it would be read with", () => {
    const stealing = {
      regions: [{ slug: "deutschland-north", label: "North", aliases: ["germany"] }],
    };
    expect(() => loadCatalog(fixtureDocument, stealing)).toThrow(TaxonomyError);
    expect(() =>
      loadCatalog(
        withVendor((v) => (v.name = "")),
        stealing,
      ),
    ).toThrow(CatalogValidationError);
  });

  it("fails createApi fast on an invalid catalog", () => {
    expect(() => createApi({ catalog: withVendor((v) => (v.name = "")) as never })).toThrow(
      CatalogValidationError,
    );
  });

  it("accepts taxonomy additions from options and from the document", async () => {
    const document = {
      ...withVendor((v) => (v.complianceFrameworkExpertise = ["acme-standard", "internal-std"])),
      taxonomy: {
        frameworks: [{ slug: "acme-standard", label: "ACME Standard", aliases: ["acme std"] }],
      },
    };
    const api = createApi({
      catalog: document,
      taxonomy: { frameworks: [{ slug: "internal-std", label: "Internal", aliases: [] }] },
    });
    const response = await api.fetch(new Request("http://x.test/api/v1/search?framework=ACME+STD"));
    const body = await response.json();
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(["Alpha Assurance"]);
  });

  it("rejects taxonomy additions that steal another entry's alias", () => {
    expect(() =>
      createApi({
        taxonomy: {
          regions: [{ slug: "deutschland-north", label: "North", aliases: ["germany"] }],
        },
      }),
    ).toThrow(TaxonomyError);
  });
});
