import { lexer, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { quietLogger } from "../../test/fixture-api.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { call, callJson, ORIGIN } from "../../test/http-helpers.ts";
import { responseBodies } from "../../test/response-bodies.ts";
import { createApi } from "../app.ts";
import type { Catalog } from "../catalog/catalog-document.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { prepareCatalog } from "../catalog/prepared-catalog.ts";
import type { CachedBody } from "../http/cached-body.ts";
import type { ApiOptions } from "../options.ts";
import type { CatalogSnapshot, CatalogSource } from "../ports.ts";
import { serializeLlmsFull, VENDORS_HEADING } from "./llms-full.ts";
import { llmsFullHandler } from "./llms-full-handler.ts";
import { escapeMarkdown } from "./page-render.ts";

interface ToolsVendor {
  name: string;
  briefSummary: string;
  detailsPage: string;
  serviceType: string[];
  complianceFrameworkExpertise: string[];
  regionCovered: string[];
}

/** Text Markdown must escape, in what vendors write about themselves, and a page with parens. */
const TRICKY = {
  ...fixtureDocument,
  vendors: fixtureDocument.vendors.map((vendor, i) => ({
    ...vendor,
    name: i === 0 ? "[Zeta] *Audit* & <Co> #1" : vendor.name,
    briefSummary: `- ${vendor.briefSummary} See https://evil.example/x or [this](https://evil.example) _now_.`,
    ...(i === 1 ? { detailsPage: "https://partner.example/alpha (en)" } : {}),
  })),
};

/** A source serving one prepared catalog version at a time; `replace` swaps in the next. */
function versionedSource(first: Catalog, fallback = false) {
  const snapshotOf = (catalog: Catalog): Promise<CatalogSnapshot> =>
    prepareCatalog(catalog).then((prepared) => ({ catalog: prepared, source: "live", fallback }));
  let snapshot = snapshotOf(first);
  const source: CatalogSource = { current: () => snapshot };
  return {
    source,
    replace(next: Catalog) {
      snapshot = snapshotOf(next);
    },
  };
}

/** An API over `catalog` that does not rate-limit the test. */
function apiOver(catalog: CatalogSource, options: ApiOptions = {}) {
  return createApi({
    catalog,
    logger: quietLogger,
    rateLimits: { catalog: { limit: 100_000 } },
    ...options,
  });
}

/** The vendor list of a llms-full text: the Markdown after its heading, as `marked` reads it. */
function vendorList(text: string): Tokens.List {
  const at = text.indexOf(`\n${VENDORS_HEADING}\n`);
  expect(at).toBeGreaterThan(0);
  const tokens = lexer(text.slice(at + VENDORS_HEADING.length + 2)).filter(
    (token) => token.type !== "space",
  );
  expect(tokens.map((token) => token.type)).toEqual(["list"]);
  return tokens[0] as Tokens.List;
}

/** Checks that `text` lists exactly the vendors of `dump`, each with name, summary and page. */
function expectListsExactly(text: string, dump: ToolsVendor[]) {
  const list = vendorList(text);
  expect(list.items).toHaveLength(dump.length);
  dump.forEach((vendor, i) => {
    const item = list.items[i] as Tokens.ListItem;
    const target = vendor.detailsPage.replace(/[()\s]/g, encodeURIComponent);
    expect(item.raw.trimEnd()).toBe(
      `- [${escapeMarkdown(vendor.name)}](${target}): ${escapeMarkdown(vendor.briefSummary)} Services: ${vendor.serviceType.join(", ")}. Frameworks: ${vendor.complianceFrameworkExpertise.join(", ")}. Regions: ${vendor.regionCovered.join(", ")}.`,
    );
    // Read as Markdown: one link, to the page, named as the vendor; no other markup.
    const inline = (item.tokens[0] as Tokens.Text).tokens ?? [];
    const links = inline.filter((token) => token.type === "link") as Tokens.Link[];
    expect(links).toHaveLength(1);
    expect(links[0]?.href).toBe(target);
    const shown = (links[0]?.tokens ?? []).map((token) => ("text" in token ? token.text : ""));
    expect(shown.join("")).toBe(vendor.name);
    expect(
      inline
        .map((token) => token.type)
        .filter((type) => !["link", "text", "escape"].includes(type)),
    ).toEqual([]);
  });
}

describe("GET /llms-full.txt", () => {
  it("lists every vendor of the tools dump, with its name, brief summary, tags and page, and nothing else", async () => {
    for (const api of [
      createApi({ logger: quietLogger }),
      apiOver(versionedSource(loadCatalog(TRICKY).catalog).source),
    ]) {
      const { body: dump } = await callJson(api, "/api/tools.json");
      const response = await call(api, "/llms-full.txt");
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(dump.services.length).toBeGreaterThan(0);
      expectListsExactly(text, dump.services);
    }
  });

  it("follows llmstxt.org: title, summary quote, the API's essentials and the tags before the vendors", async () => {
    const text = await (await call(createApi({ logger: quietLogger }), "/llms-full.txt")).text();
    expect(text).toMatch(
      /^# GRC Directory: every listed vendor\n\n> All \d+ vendors of the directory/,
    );
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(["API", "Tags", "Vendors"]);
    expect(text).toContain("**Sample data:**");
    for (const link of [
      "/openapi.json",
      "/llms.txt",
      "/developers.md",
      "/agent.txt",
      "/api/tools.json",
    ])
      expect(text).toContain(`(${ORIGIN}${link})`);
    expect(text).toContain("`cursor`");
    expect(text).toContain("`next`");
    expect(text).toContain("`total`");
    expect(text).toContain("- Frameworks: iso-27001 (ISO/IEC 27001); soc-2 (SOC 2)");
  });

  it("is plain text like llms.txt, cached like the tools dump, conditional, open to any origin", async () => {
    const api = createApi({ logger: quietLogger });
    const first = await call(api, "/llms-full.txt");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe(
      (await call(api, "/api/tools.json")).headers.get("cache-control"),
    );
    expect(first.headers.get("content-length")).toBe(String(bytes.length));
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("vary")).toBeNull();
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"/);
    const again = await call(api, "/llms-full.txt", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    const head = await call(api, "/llms-full.txt", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect((await call(api, "/llms-full.txt", { method: "POST" })).status).toBe(405);
    expect((await call(api, "/llms-full.txt", { method: "OPTIONS" })).status).toBe(204);
  });

  it("is limited like the tools dump, by the catalog policy", async () => {
    const api = createApi({
      logger: quietLogger,
      rateLimits: { catalog: { limit: 2, windowSeconds: 60 } },
    });
    const ip = "198.51.100.77";
    const first = await call(api, "/llms-full.txt", {}, ip);
    expect(first.headers.get("ratelimit-policy")).toBe('"catalog";q=2;w=60');
    await first.body?.cancel();
    await (await call(api, "/api/tools.json", {}, ip)).body?.cancel();
    const refused = await call(api, "/llms-full.txt", {}, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
  });

  it("is the same body and ETag for a catalog version, and changes with the version", async () => {
    const versions = versionedSource(loadCatalog(fixtureDocument).catalog);
    const api = apiOver(versions.source);
    const etagOf = async () => {
      const response = await call(api, "/llms-full.txt");
      await response.body?.cancel();
      return response.headers.get("etag");
    };
    const first = await etagOf();
    expect(await etagOf()).toBe(first);
    const renamed = { ...fixtureDocument, vendors: fixtureDocument.vendors.slice(1) };
    versions.replace(loadCatalog(renamed).catalog);
    const second = await etagOf();
    expect(second).not.toBe(first);
    const stale = await call(api, "/llms-full.txt", { headers: { "if-none-match": first ?? "" } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).not.toContain(fixtureDocument.vendors[0]?.name);
    expect(await etagOf()).toBe(second);
  });

  it("is built once per catalog version and root, by concurrent first requests too", async () => {
    const versions = versionedSource(loadCatalog(fixtureDocument).catalog);
    const built: CachedBody[] = [];
    const build: typeof serializeLlmsFull = async (...args) => {
      const body = await serializeLlmsFull(...args);
      built.push(body);
      return body;
    };
    const facts = {
      catalogPolicy: { limit: 120, windowSeconds: 60 },
      pagePolicy: { limit: 300, windowSeconds: 60 },
      market: true,
      ai: true,
    };
    const { taxonomy } = loadCatalog(fixtureDocument);
    const handler = llmsFullHandler(
      {
        catalogs: versions.source,
        basePath: "",
        apiId: "api-1",
        site: { name: "Acme", fastTrackPrice: "EUR 1" },
        facts,
        taxonomy,
      },
      build,
    );
    const get = async (origin = ORIGIN) => {
      const url = new URL(`${origin}/llms-full.txt`);
      const response = await handler(new Request(url), url, {}, {});
      if (!(response instanceof Response)) throw response;
      return response.headers.get("etag");
    };
    const etags = await Promise.all([get(), get(), get()]);
    await get();
    expect(built).toHaveLength(1);
    expect(new Set(etags)).toEqual(new Set([built[0]?.etag]));
    await get("https://other.example");
    expect(built).toHaveLength(2);
    versions.replace(loadCatalog({ ...fixtureDocument, lastUpdated: "2026-11-02" }).catalog);
    await Promise.all([get(), get()]);
    expect(built).toHaveLength(3);
    expect(await get()).toBe(built[2]?.etag);
    expect(built[2]?.etag).not.toBe(built[0]?.etag);
  });

  it("is answered from the one Blob kept for its catalog version and root, not from a copy", async () => {
    const versions = versionedSource(loadCatalog(fixtureDocument).catalog);
    const api = apiOver(versions.source);
    const bodies = await responseBodies(async () => {
      for (let i = 0; i < 2; i++) {
        await (await api.fetch(new Request(`${ORIGIN}/llms-full.txt`))).arrayBuffer();
      }
    });
    const kept = [...(await versions.source.current()).catalog.caches.llmsFull.values()];
    expect(kept).toHaveLength(1);
    // A Response copies bytes it is given (the Fetch standard), and streams a Blob.
    expect(kept[0]?.content).toBeInstanceOf(Blob);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body).toBe(kept[0]?.content);
  });

  it("keeps apart the APIs, origins and prefixes sharing one catalog source", async () => {
    const { source } = versionedSource(loadCatalog(fixtureDocument).catalog);
    const plain = apiOver(source, { site: { name: "Plain" } });
    const other = apiOver(source, { site: { name: "Other" } });
    const mounted = apiOver(source, { site: { name: "Mounted" }, basePath: "/directory" });
    const cases = [
      [plain, `${ORIGIN}/llms-full.txt`, ORIGIN, "Plain"],
      [other, `${ORIGIN}/llms-full.txt`, ORIGIN, "Other"],
      [plain, "https://other.example/llms-full.txt", "https://other.example", "Plain"],
      [mounted, `${ORIGIN}/directory/llms-full.txt`, `${ORIGIN}/directory`, "Mounted"],
      [
        mounted,
        "https://other.example/directory/llms-full.txt",
        "https://other.example/directory",
        "Mounted",
      ],
    ] as const;
    for (const [api, url, root, name] of cases) {
      const text = await (await api.fetch(new Request(url))).text();
      expect(text.startsWith(`# ${name}:`), url).toBe(true);
      const urls = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => match[1] ?? "");
      const own = urls.filter((link) => !link.startsWith("https://partner.example/"));
      expect(own.length, url).toBeGreaterThan(fixtureDocument.vendors.length);
      for (const link of own)
        expect(link === root || link.startsWith(`${root}/`), `${url}: ${link}`).toBe(true);
      expect(text).toContain(`](${root}/vendors/zeta-audit): `);
      expect(text).toContain("](https://partner.example/gamma): ");
    }
  });

  it("is not cached while the catalog is the fallback", async () => {
    const api = apiOver(versionedSource(loadCatalog(fixtureDocument).catalog, true).source);
    const response = await call(api, "/llms-full.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("states this deployment's limits, and says when the market or Ask AI is off", async () => {
    const api = createApi({
      logger: quietLogger,
      rateLimits: { catalog: { limit: 7, windowSeconds: 30 } },
      market: { store: null },
      ai: { enabled: false },
    });
    const text = await (await call(api, "/llms-full.txt")).text();
    expect(text).toContain("7 requests per 30 seconds per IP");
    expect(text).toContain("Not configured on this deployment (503)");
    expect(text).toContain("Disabled on this deployment (503)");
  });
});
