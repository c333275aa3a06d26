import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../test/fixture-catalog.ts";
import { call, manualClock } from "../../../test/http-helpers.ts";
import { createApi } from "../../app.ts";
import { defaultTaxonomy } from "../../catalog/default-taxonomy.ts";
import { memoryInterestStore } from "../../memory/memory-interest-store.ts";
import { DIRECTORY_PAGE_SIZE } from "./directory-pages.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const VENDORS = 2 * DIRECTORY_PAGE_SIZE + 5;

/** A catalog of `VENDORS` ISO 27001 vendors in Germany: three pages of one listing. */
function largeCatalog() {
  const [template] = fixtureDocument.vendors;
  const vendors = Array.from({ length: VENDORS }, (_, i) => {
    const n = String(i).padStart(2, "0");
    return {
      ...template,
      slug: `vendor-${n}`,
      name: `Vendor ${n}`,
      url: `https://vendor-${n}.example`,
      complianceFrameworkExpertise: ["iso-27001"],
      regionCovered: ["de"],
    };
  });
  return { ...fixtureDocument, vendors } as typeof fixtureDocument;
}

function api(catalog = largeCatalog()) {
  return createApi({ catalog, ai: { tokenSecret: "test-secret-0123456789" } });
}

const vendorLinks = (html: string) => [...html.matchAll(/href="[^"]*\/vendors\/(vendor-\d+)"/g)];

describe("directory listings", () => {
  it("list each vendor with its services, frameworks and regions and a link to its page", async () => {
    const html = await (await call(api(fixtureDocument), "/grc-services/iso-27001/de")).text();
    expect(html).toContain('<a href="http://directory.test/vendors/alpha-assurance">');
    expect(html).toContain("Services: Certification body, Audit &amp; attestation.");
    expect(html).toContain("Frameworks: ISO/IEC 27001.");
    expect(html).toContain("Regions: Germany.");
  });

  it(`paginate ${DIRECTORY_PAGE_SIZE} vendors a page with previous and next links`, async () => {
    const site = api();
    const first = await (await call(site, "/grc-services/iso-27001")).text();
    expect(vendorLinks(first).map((m) => m[1])).toEqual(
      Array.from({ length: DIRECTORY_PAGE_SIZE }, (_, i) => `vendor-${String(i).padStart(2, "0")}`),
    );
    expect(first).toContain("Page 1 of 3.");
    expect(first).toContain('<a href="/grc-services/iso-27001?page=2">Next page</a>');
    expect(first).not.toContain("Previous page");

    const last = await (await call(site, "/grc-services/iso-27001?page=3")).text();
    expect(vendorLinks(last)).toHaveLength(VENDORS - 2 * DIRECTORY_PAGE_SIZE);
    expect(last).toContain('<a href="/grc-services/iso-27001?page=2">Previous page</a>');
    expect(last).not.toContain("Next page");

    const markdown = await (
      await call(site, "/grc-services/iso-27001?page=2", { headers: { accept: "text/markdown" } })
    ).text();
    expect(markdown).toContain("[Previous page](/grc-services/iso-27001)");
    expect(markdown).toContain("[Next page](/grc-services/iso-27001?page=3)");
  });

  it.each(["4", "0", "-1", "01", "1.5", "abc", "", "9999999", "1&page=2"])(
    "answer ?page=%s with the 404 page and count no view",
    async (page) => {
      const store = memoryInterestStore();
      const clock = manualClock();
      const site = createApi({
        catalog: largeCatalog(),
        market: { store },
        clock,
        ai: { tokenSecret: "test-secret-0123456789" },
      });
      const path = `/grc-services/iso-27001?page=${page}`;
      const response = await call(site, path, { headers: { "user-agent": BROWSER } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Page not found");
      const markdown = await call(site, path, { headers: { accept: "text/markdown" } });
      expect(markdown.status).toBe(404);
      const day = Math.floor(clock.now() / 86_400_000);
      const totals = await store.totals("framework", [{ fromDay: day, toDay: day + 1 }]);
      expect(totals.rows.get("framework:iso-27001")?.[0]?.humanPageviews ?? 0).toBe(0);
    },
  );

  it("link a framework page to its region combinations that have vendors", async () => {
    const html = await (await call(api(fixtureDocument), "/grc-services/soc-2")).text();
    for (const path of ["soc-2/de", "soc-2/eu", "soc-2/us", "soc-2/uk", "soc-2/global"]) {
      expect(html).toContain(`<a href="/grc-services/${path}">`);
    }
    expect(html).not.toContain('<a href="/grc-services/soc-2/fr">');
  });
});

describe("the directory index", () => {
  it("links every framework and region page with its vendor count", async () => {
    const response = await call(api(fixtureDocument), "/grc-services");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const entry of defaultTaxonomy.frameworks) {
      expect(html).toContain(`<a href="/grc-services/${entry.slug}">`);
    }
    for (const entry of defaultTaxonomy.regions) {
      expect(html).toContain(`<a href="/grc-services/regions/${entry.slug}">`);
    }
    expect(html).toMatch(/ISO\/IEC 27001<\/a> \(7 vendors\)/);
  });

  it("is linked from the home page and the trends page", async () => {
    const site = api(fixtureDocument);
    for (const path of ["/", "/trends"]) {
      const html = await (await call(site, path)).text();
      const main = html.slice(html.indexOf("<main>"));
      expect(main, path).toContain('<a href="/grc-services">');
    }
  });
});
