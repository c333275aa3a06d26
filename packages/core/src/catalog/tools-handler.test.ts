import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fixtureDocument, NAME_ORDER } from "../../test/fixture-catalog.ts";
import { call, callJson } from "../../test/http-helpers.ts";
import { referenceDump } from "../../test/reference-tools-dump.ts";
import { responseBodies } from "../../test/response-bodies.ts";
import { createApi } from "../app.ts";
import { TOOLS_DUMP_BYTES } from "../http/cache-budgets.ts";
import { KEPT_COMPRESSED_FROM_BYTES } from "../http/cached-body.ts";
import { staticCatalogSource } from "../memory/static-catalog-source.ts";
import type { ApiOptions } from "../options.ts";
import type { Catalog } from "./catalog-document.ts";
import { loadCatalog } from "./load-catalog.ts";
import { ToolsDumpSchema } from "./response-schemas.ts";

const quiet = { warn() {}, error() {} };

/** An API over `catalog` that does not rate-limit the test. */
function apiOver(catalog: Catalog, options: ApiOptions = {}) {
  return createApi({
    catalog: staticCatalogSource(catalog),
    logger: quiet,
    rateLimits: { catalog: { limit: 100_000 } },
    ...options,
  });
}

// Text JSON must escape, and text it must not, in what vendors write about themselves.
const TRICKY = {
  ...fixtureDocument,
  directory: 'The "GRC" directory \\ ünïcödé 𝔘 ✓',
  vendors: fixtureDocument.vendors.map((vendor, i) => ({
    ...vendor,
    description: `${vendor.description} He said "certified" \\ tab\there, 日本語 𝔘 #${i}`,
    ...(i === 1 ? { detailsPage: "/vendors/alpha-assurance" } : {}),
  })),
};

/** `count` fixture vendors, each with a long text (`length` characters), so the dump is several chunks long. */
function largeDocument(count: number, length = 2000) {
  const [first] = fixtureDocument.vendors;
  return {
    ...fixtureDocument,
    vendors: Array.from({ length: count }, (_, i) => ({
      ...first,
      slug: `vendor-${i}`,
      name: `Vendor ${i} ✓`,
      description: `Vendor ${i} "quoted" ${"x".repeat(length)}`,
      ...(i % 3 === 0 ? { detailsPage: `https://partner.example/${i}` } : {}),
    })),
  };
}

describe("GET /api/tools.json", () => {
  const api = createApi({ catalog: fixtureDocument });

  it("dumps every service, public fields only, in name order", async () => {
    const { response, body } = await callJson(api, "/api/tools.json");
    expect(response.status).toBe(200);
    expect(v.safeParse(ToolsDumpSchema, body).success).toBe(true);
    expect(body.directory).toBe(fixtureDocument.directory);
    expect(body.lastUpdated).toBe("2026-11-01");
    expect(body.count).toBe(fixtureDocument.vendors.length);
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(NAME_ORDER);
    expect(JSON.stringify(body)).not.toMatch(/email|internalNotes|@|matched/);
  });

  it("is cacheable and conditional", async () => {
    const first = await call(api, "/api/tools.json");
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    const etag = first.headers.get("etag") ?? "";
    const again = await call(api, "/api/tools.json", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("takes no parameters but ignores none silently: HEAD, OPTIONS and 405 as search", async () => {
    expect((await call(api, "/api/tools.json", { method: "HEAD" })).status).toBe(200);
    expect((await call(api, "/api/tools.json", { method: "OPTIONS" })).status).toBe(204);
    const post = await call(api, "/api/tools.json", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("answers byte for byte the dump serialized for its root, whatever sets the origin and prefix", async () => {
    for (const document of [fixtureDocument, TRICKY]) {
      const { catalog } = loadCatalog(document);
      const cases: [ApiOptions, string, Record<string, string>, string][] = [
        [{}, "http://directory.test/api/tools.json", {}, "http://directory.test"],
        [
          { basePath: "/grc/v1" },
          "https://host.example:8443/grc/v1/api/tools.json",
          {},
          "https://host.example:8443/grc/v1",
        ],
        [
          { publicUrl: "https://grc.example.com/", basePath: "/directory" },
          "http://127.0.0.1:8787/directory/api/tools.json",
          { host: "evil.test" },
          "https://grc.example.com/directory",
        ],
        [
          { trustProxy: 1 },
          "http://10.0.0.2/api/tools.json",
          { "x-forwarded-proto": "https", "x-forwarded-host": "proxied.example" },
          "https://proxied.example",
        ],
        // A Host the URL parser accepts with a quote in it: escaped, as JSON.stringify does.
        [{}, 'http://a"b/api/tools.json', {}, 'http://a"b'],
      ];
      for (const [options, url, headers, root] of cases) {
        const response = await apiOver(catalog, options).fetch(new Request(url, { headers }));
        expect(response.status).toBe(200);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const expected = new TextEncoder().encode(referenceDump(catalog, root));
        expect(response.headers.get("content-length")).toBe(String(expected.length));
        expect(Buffer.from(bytes).equals(Buffer.from(expected))).toBe(true);
        expect(
          v.safeParse(ToolsDumpSchema, JSON.parse(new TextDecoder().decode(bytes))).success,
        ).toBe(true);
      }
    }
  });

  it("answers an empty catalog with an empty dump", async () => {
    const catalog: Catalog = { directory: "Empty", lastUpdated: "2026-11-01", vendors: [] };
    const response = await apiOver(catalog).fetch(new Request("https://e.example/api/tools.json"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      directory: "Empty",
      lastUpdated: "2026-11-01",
      count: 0,
      services: [],
    });
  });

  it("answers a large dump whole, with an exact content-length, from the copy kept for its root", async () => {
    const { catalog } = loadCatalog(largeDocument(300));
    const source = staticCatalogSource(catalog);
    const api = apiOver(catalog, { catalog: source });
    const url = "https://big.example/api/tools.json";
    const response = await api.fetch(new Request(url));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(bytes).toString("utf8")).toBe(referenceDump(catalog, "https://big.example"));
    const kept = (await source.current()).catalog.caches.toolsDumps;
    expect(kept.get("https://big.example")?.size).toBe(bytes.length);
    expect(await (await api.fetch(new Request(url))).arrayBuffer()).toEqual(bytes.buffer);
  });

  it("keeps a dump of 8 MiB or more gzip-compressed, and answers it as it was: its bytes, length, ETag, 304 and HEAD", async () => {
    const { catalog } = loadCatalog(largeDocument(1_800, 4_900));
    const source = staticCatalogSource(catalog);
    const api = apiOver(catalog, { catalog: source });
    const url = "https://big.example/api/tools.json";
    const response = await api.fetch(new Request(url));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThanOrEqual(KEPT_COMPRESSED_FROM_BYTES);
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(bytes).toString("utf8")).toBe(referenceDump(catalog, "https://big.example"));
    const kept = (await source.current()).catalog.caches.toolsDumps.get("https://big.example");
    expect(kept?.stored).toBe("gzip");
    expect((kept?.content as Blob | undefined)?.size).toBeLessThan(bytes.length / 10);
    const etag = response.headers.get("etag") ?? "";
    const again = await api.fetch(new Request(url));
    expect(again.headers.get("etag")).toBe(etag);
    // Compared as buffers: a deep comparison of millions of array items takes seconds.
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const revalidated = await api.fetch(new Request(url, { headers: { "if-none-match": etag } }));
    expect(revalidated.status).toBe(304);
    const head = await api.fetch(new Request(url, { method: "HEAD" }));
    expect([head.status, head.body, head.headers.get("content-length")]).toEqual([
      200,
      null,
      String(bytes.length),
    ]);
  }, 30_000);

  it("makes every answer of the dump from the one Blob kept for its root, not from a copy of its bytes", async () => {
    const { catalog } = loadCatalog(largeDocument(30));
    const source = staticCatalogSource(catalog);
    const api = apiOver(catalog, { catalog: source });
    const bodies = await responseBodies(async () => {
      for (let i = 0; i < 2; i++) {
        await (await api.fetch(new Request("https://big.example/api/tools.json"))).arrayBuffer();
      }
    });
    const kept = (await source.current()).catalog.caches.toolsDumps.get("https://big.example");
    // A Response copies bytes it is given (the Fetch standard), and streams a Blob.
    expect(kept?.content).toBeInstanceOf(Blob);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body).toBe(kept?.content);
  });

  it("gives each root its own strong ETag, stable for one root, and 304s a match", async () => {
    const api = apiOver(loadCatalog(fixtureDocument).catalog);
    const etagOf = async (url: string) => {
      const response = await api.fetch(new Request(url));
      await response.body?.cancel();
      return response.headers.get("etag") ?? "";
    };
    const a = await etagOf("https://a.example/api/tools.json");
    expect(a).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(await etagOf("https://a.example/api/tools.json")).toBe(a);
    expect(await etagOf("https://b.example/api/tools.json")).not.toBe(a);
    expect(await etagOf("http://a.example/api/tools.json")).not.toBe(a);

    for (const tag of [a, `W/${a}`, `"other", ${a}`, "*"]) {
      const again = await api.fetch(
        new Request("https://a.example/api/tools.json", { headers: { "if-none-match": tag } }),
      );
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("etag")).toBe(a);
      expect(again.headers.get("cache-control")).toContain("s-maxage=3600");
    }
    const elsewhere = await api.fetch(
      new Request("https://b.example/api/tools.json", { headers: { "if-none-match": a } }),
    );
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
  });

  it("answers HEAD with the headers of GET and no body, large dumps included", async () => {
    for (const document of [fixtureDocument, largeDocument(300)]) {
      const api = apiOver(loadCatalog(document).catalog);
      const url = "https://h.example/api/tools.json";
      const get = await api.fetch(new Request(url));
      const head = await api.fetch(new Request(url, { method: "HEAD" }));
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
      for (const name of ["etag", "cache-control", "content-type", "content-length"]) {
        expect(head.headers.get(name)).toBe(get.headers.get(name));
      }
      expect(Number(head.headers.get("content-length"))).toBe((await get.arrayBuffer()).byteLength);
    }
  });

  it("keeps dumps per root within their byte budget, apart from search answers, however many Host headers ask", async () => {
    const { catalog } = loadCatalog(largeDocument(50));
    const source = staticCatalogSource(catalog);
    const api = apiOver(catalog, { catalog: source });
    for (let i = 0; i < 200; i++) {
      const response = await api.fetch(new Request(`https://made-up-${i}.example/api/tools.json`));
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const { caches } = (await source.current()).catalog;
    expect(caches.searchAnswers.size).toBe(0);
    expect(caches.toolsDumps.size).toBe(200);
    expect(caches.toolsDumps.calculatedSize).toBeLessThanOrEqual(TOOLS_DUMP_BYTES);
  });
});
