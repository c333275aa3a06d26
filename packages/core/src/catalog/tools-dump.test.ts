import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referenceDump } from "../../test/reference-tools-dump.ts";
import { splicedBody } from "../http/spliced-body.ts";
import type { Catalog } from "./catalog-document.ts";
import { catalogView } from "./catalog-view.ts";
import { representationEtag, rootBytes, toolsDumpTemplate } from "./tools-dump.ts";
import type { StoredVendor } from "./vendor-schema.ts";

async function bodyBytes(body: Uint8Array | ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

async function splicedText(catalog: Catalog, root: string, chunkSize = 64 * 1024) {
  const template = await toolsDumpTemplate(catalog, catalogView(catalog));
  const { body, length } = splicedBody(template, rootBytes(root), {
    chunkSize,
    bufferBytes: chunkSize,
  });
  const bytes = await bodyBytes(body);
  expect(bytes.length).toBe(length);
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

describe("the tools dump template", () => {
  it("spliced with any root, in any chunk size, is byte for byte JSON.stringify of the dump for that root", async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogArb,
        rootArb,
        fc.integer({ min: 1, max: 700 }),
        async (catalog, root, chunkSize) => {
          expect(await splicedText(catalog, root, chunkSize)).toBe(referenceDump(catalog, root));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("stays byte for byte right when vendors are far larger than the buffer first reserved", async () => {
    const [vendor] = fc.sample(vendorArb(0), { seed: 3, numRuns: 1 }) as StoredVendor[];
    const catalog: Catalog = {
      directory: "Long",
      lastUpdated: "2026-11-01",
      vendors: Array.from({ length: 7 }, (_, i) => ({
        ...(vendor as StoredVendor),
        slug: `v${i}`,
        name: `V${i}`,
        detailsPage: i % 2 ? `/vendors/v${i}` : undefined,
        // Three UTF-8 bytes a character, 5,000 of them: twelve times the reserved kilobyte.
        description: "日本語の説明".repeat(834).slice(0, 5000),
      })),
    };
    const root = "https://grc.example/dir";
    expect(await splicedText(catalog, root, 4096)).toBe(referenceDump(catalog, root));
  });

  it("serializes an empty catalog as an empty dump", async () => {
    const catalog: Catalog = { directory: "Empty", lastUpdated: "2026-11-01", vendors: [] };
    const text = await splicedText(catalog, "https://grc.example");
    expect(text).toBe('{"directory":"Empty","lastUpdated":"2026-11-01","count":0,"services":[]}');
  });

  it("is built once per catalog version and leaves absolute detailsPage URLs without a root", async () => {
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
    const view = catalogView(catalog);
    const template = await toolsDumpTemplate(catalog, view);
    expect(await toolsDumpTemplate(catalog, view)).toBe(template);
    expect(template.offsets).toHaveLength(1);
    const text = await splicedText(catalog, "https://grc.example/dir");
    expect(text).toContain('"detailsPage":"https://grc.example/dir/vendors/v0"');
    expect(text).toContain('"detailsPage":"https://partner.example/v1"');
  });

  it("gives each root its own stable ETag and remembers only a few short roots", async () => {
    const catalog: Catalog = { directory: "E", lastUpdated: "2026-11-01", vendors: [] };
    const template = await toolsDumpTemplate(catalog, catalogView(catalog));
    const a = await representationEtag(template, "https://a.example");
    expect(await representationEtag(template, "https://a.example")).toBe(a);
    expect(await representationEtag(template, "https://b.example")).not.toBe(a);
    expect(a).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    for (let i = 0; i < 500; i++) await representationEtag(template, `https://h${i}.example`);
    await representationEtag(template, `https://${"x".repeat(5000)}.example`);
    expect(template.etags.size).toBeLessThanOrEqual(32);
    expect([...template.etags.keys()].every((root) => root.length <= 256)).toBe(true);
    // Forgotten roots get the same ETag again: it depends on the template and root only.
    expect(await representationEtag(template, "https://a.example")).toBe(a);
  });
});
