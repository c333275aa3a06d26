import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { syntheticCatalog } from "../../../../bench/synthetic-catalog.ts";
import { keptBytes } from "../../test/kept-bytes.ts";
import { referenceDump, underRoot } from "../../test/reference-tools-dump.ts";
import { strongEtag } from "../http/etag.ts";
import type { Catalog } from "./catalog-document.ts";
import { loadCatalog } from "./load-catalog.ts";
import { prepareCatalog } from "./prepared-catalog.ts";
import { serializeToolsDump } from "./tools-dump.ts";
import { type StoredVendor, toPublicVendor } from "./vendor-schema.ts";

/** The dump of a catalog version for a root, as the API keeps it, as text. */
async function dumpText(catalog: Catalog, root: string): Promise<string> {
  const prepared = await prepareCatalog(catalog);
  const bytes = await keptBytes(await prepared.caches.toolsDumps.forceFetch(root));
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
}

// Text with what JSON must escape (quotes, backslashes, controls, lone surrogates) and
// what it must not (multi-byte UTF-8, astral characters).
const textArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 20 }),
  fc.constantFrom(
    'say "hi"',
    "back\\slash",
    "tab\there",
    "Éclair Conformité",
    "𝔘nicode ✓",
    "\ud800",
  ),
);
const detailsArb = fc.oneof(
  fc.constant(undefined),
  textArb.map((text) => `/vendors/${text}`),
  fc.constantFrom("/x", '/vendors/"quoted"', "/ü"),
  fc.webUrl(),
);
const vendorArb = (index: number) =>
  fc
    .record({
      name: textArb,
      briefSummary: textArb,
      description: textArb,
      problemsTheySolve: fc.array(textArb, { maxLength: 2 }),
      detailsPage: detailsArb,
    })
    .map(
      (fields) =>
        ({
          ...fields,
          slug: `v${index}`,
          url: `https://v${index}.example`,
          serviceType: ["audit"],
          regionCovered: ["eu"],
          complianceFrameworkExpertise: ["iso-27001"],
          industrySpecialization: [],
          targetClientsSize: [],
          supportedLanguages: ["English"],
        }) as StoredVendor,
    );
const catalogArb = fc
  .record({
    directory: textArb,
    lastUpdated: fc.constantFrom("2026-11-01", "2026-11-01T10:00:00Z"),
    size: fc.integer({ min: 0, max: 12 }),
  })
  .chain(({ directory, lastUpdated, size }) =>
    fc
      .tuple(...Array.from({ length: size }, (_, i) => vendorArb(i)))
      .map((vendors): Catalog => ({ directory, lastUpdated, vendors })),
  );
// Origins plus base paths as the API builds them, and roots no URL parser would give.
const rootArb = fc.oneof(
  fc.webUrl({ withQueryParameters: false, withFragments: false }).map((url) => {
    const { origin, pathname } = new URL(url);
    return origin + (pathname === "/" ? "" : pathname.replace(/\/$/, ""));
  }),
  fc.constantFrom("", 'http://a"b', "https://xn--4ca.example/directory", "http://[::1]:8787"),
  fc.string({ unit: "binary", maxLength: 12 }),
);

describe("the tools dump", () => {
  it("is byte for byte JSON.stringify of the dump for its root, for any catalog and root", async () => {
    await fc.assert(
      fc.asyncProperty(catalogArb, rootArb, async (catalog, root) => {
        expect(await dumpText(catalog, root)).toBe(referenceDump(catalog, root));
      }),
      { numRuns: 300 },
    );
  });

  it("is made a thousand vendors at a time as the same bytes as the whole dump stringified", async () => {
    const { catalog } = loadCatalog(syntheticCatalog(3_000, 5));
    const prepared = await prepareCatalog(catalog);
    const body = await serializeToolsDump(prepared, prepared.index.vendors, "https://x.test");
    const whole = {
      directory: catalog.directory,
      lastUpdated: catalog.lastUpdated,
      count: 3_000,
      services: prepared.index.vendors.map((vendor) =>
        underRoot(toPublicVendor(vendor), "https://x.test"),
      ),
    };
    const bytes = await keptBytes(body);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(whole));
    expect(body.etag).toBe(await strongEtag(bytes));
  });

  it("serializes an empty catalog as an empty dump", async () => {
    const catalog: Catalog = { directory: "Empty", lastUpdated: "2026-11-01", vendors: [] };
    const text = await dumpText(catalog, "https://grc.example");
    expect(text).toBe('{"directory":"Empty","lastUpdated":"2026-11-01","count":0,"services":[]}');
  });

  it("is made once per catalog version and root, and leaves absolute detailsPage URLs as they are", async () => {
    const catalog: Catalog = {
      directory: "D",
      lastUpdated: "2026-11-01",
      vendors: [
        fc.sample(vendorArb(0), { seed: 1, numRuns: 1 })[0] as StoredVendor,
        fc.sample(vendorArb(1), { seed: 2, numRuns: 1 })[0] as StoredVendor,
      ].map((vendor, i) => ({
        ...vendor,
        detailsPage: i === 0 ? "/vendors/v0" : "https://partner.example/v1",
      })),
    };
    const { caches } = await prepareCatalog(catalog);
    const [first, concurrent] = await Promise.all([
      caches.toolsDumps.forceFetch("https://grc.example/dir"),
      caches.toolsDumps.forceFetch("https://grc.example/dir"),
    ]);
    expect(concurrent).toBe(first);
    expect(await caches.toolsDumps.forceFetch("https://grc.example/dir")).toBe(first);
    const text = new TextDecoder().decode(await keptBytes(first));
    expect(text).toContain('"detailsPage":"https://grc.example/dir/vendors/v0"');
    expect(text).toContain('"detailsPage":"https://partner.example/v1"');
  });

  it("gives each root its own ETag, the same for the same bytes in every version", async () => {
    const vendor = fc.sample(vendorArb(0), { seed: 4, numRuns: 1 })[0] as StoredVendor;
    const catalog: Catalog = {
      directory: "E",
      lastUpdated: "2026-11-01",
      vendors: [{ ...vendor, detailsPage: "/vendors/v0" }],
    };
    const { caches } = await prepareCatalog(catalog);
    const a = (await caches.toolsDumps.forceFetch("https://a.example")).etag;
    expect((await caches.toolsDumps.forceFetch("https://b.example")).etag).not.toBe(a);
    const again = await prepareCatalog(catalog);
    expect((await again.caches.toolsDumps.forceFetch("https://a.example")).etag).toBe(a);
    expect(a).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  });
});
