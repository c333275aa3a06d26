import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../packages/adapter-node/test/raw-http.ts";
import {
  sampleCatalog,
  sampleCatalogDocument,
} from "../packages/core/src/catalog/sample-catalog.ts";
import { siteFileContents } from "../packages/core/src/site/embedded-site-files.ts";
import { openApiDocument } from "../packages/core/src/site/openapi.ts";
import { deriveOpenApiSchemas } from "../packages/core/src/site/openapi-schemas.ts";
import { escapeMarkdown } from "../packages/core/src/site/page-render.ts";
import { clearOfWindowTurn } from "../packages/core/test/http-helpers.ts";
import { answerUrls, crawl, failingUrls } from "../packages/core/test/link-check.ts";
import { expectDocumented } from "../packages/core/test/openapi-validator.ts";
import { readEvents } from "../packages/core/test/sse.ts";
import { mcpOverHttp } from "./mcp-contract.ts";

/** A runtime serving the API over real HTTP, started with `CONFORMANCE_SETTINGS`. */
export interface RuntimeUnderTest {
  name: string;
  start(settings: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  /** The header that tells this deployment who the client is. */
  clientHeader: "x-forwarded-for" | "cf-connecting-ip";
  /** Whether its server compresses answers itself (the Node and Bun adapters). */
  compresses?: boolean;
  /** Whether it serves a catalog file named by `CATALOG_FILE` (Node, Bun, Deno). */
  readsCatalogFile?: boolean;
}

/** The same settings in every runtime: environment variables or Worker bindings. */
export const CONFORMANCE_SETTINGS = {
  LOG_LEVEL: "error",
  TRUST_PROXY: "1",
  CATALOG_RATE_LIMIT: "20",
  MARKET_DEMO_DATA: "true",
  AI_TOKEN_SECRET: "conformance-secret-0123456789",
  SUBMISSION_URL: "mailto:listings@directory.example",
};

/**
 * The HTTP contract every runtime must keep, written once: search, the tools dump, the
 * market, Ask AI with the built-in responder, errors and headers. Each test is its own
 * client (a fresh address in `clientHeader`), so rate limits never leak between tests.
 */
export function conformanceSuite(runtime: RuntimeUnderTest): void {
  describe(`the API on ${runtime.name}`, () => {
    let server: { url: string; stop(): Promise<void> };
    let clients = 0;
    beforeAll(async () => {
      server = await runtime.start(CONFORMANCE_SETTINGS);
    }, 60_000);
    afterAll(() => server?.stop());

    const client = () => `198.51.100.${++clients}`;

    mcpOverHttp(() => server.url, runtime.clientHeader);

    it.runIf(runtime.compresses)(
      "compresses the tools dump in br, with its length and its own ETag",
      async () => {
        const url = new URL("api/tools.json", server.url);
        const packed = await rawRequest(url, {
          "accept-encoding": "br",
          [runtime.clientHeader]: client(),
        });
        const plain = await rawRequest(url, {
          "accept-encoding": "identity",
          [runtime.clientHeader]: client(),
        });
        expect(packed.headers["content-encoding"]).toBe("br");
        expect(packed.headers["content-length"]).toBe(String(packed.body.length));
        expect(brotliDecompressSync(packed.body).equals(plain.body)).toBe(true);
        expect(packed.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
        expect(packed.headers.vary).toMatch(/Accept-Encoding/);
      },
    );
    it.runIf(runtime.readsCatalogFile)(
      "serves the catalog file CATALOG_FILE names, read as it streams from disk",
      async () => {
        // Indented, with text beyond ASCII: the file is read in pieces that cut through both.
        const document = {
          ...(sampleCatalogDocument as Record<string, unknown>),
          directory: "Répertoire ✓ des fournisseurs",
          sample: false,
        };
        const file = join(mkdtempSync(join(tmpdir(), "grc-conformance-")), "catalog.json");
        writeFileSync(file, JSON.stringify(document, null, 2));
        const own = await runtime.start({ ...CONFORMANCE_SETTINGS, CATALOG_FILE: file });
        try {
          const request = new Request(new URL("api/tools.json", own.url));
          request.headers.set(runtime.clientHeader, client());
          const dump = await (await fetch(request)).json();
          const { vendors } = sampleCatalogDocument as { vendors: unknown[] };
          expect(dump).toMatchObject({ directory: document.directory, count: vendors.length });
        } finally {
          await own.stop();
        }
      },
      60_000,
    );

    async function call(path: string, init: RequestInit = {}, ip = client()) {
      const request = new Request(new URL(path, server.url), init);
      request.headers.set(runtime.clientHeader, ip);
      const response = await fetch(request.clone());
      await expectDocumented(request, response);
      return response;
    }

    // A link check makes hundreds of requests: each is its own client, so no limit is hit.
    let linkClients = 0;
    const linkFetcher = (url: string, init: RequestInit = {}) => {
      const request = new Request(url, init);
      const n = ++linkClients;
      request.headers.set(runtime.clientHeader, `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`);
      return fetch(request);
    };

    it("links that resolve: a crawl from / finds no 4xx or 5xx and reaches every vendor", async () => {
      const root = server.url.replace(/\/$/, "");
      const { statuses, broken } = await crawl(`${root}/`, linkFetcher);
      expect(broken).toEqual([]);
      const tools = await (await linkFetcher(`${root}/api/tools.json`)).json();
      for (const vendor of tools.services) expect(statuses.get(vendor.detailsPage)).toBe(200);
    }, 180_000);

    it("links that resolve: every URL inside search, tools, market and llms.txt answers 200", async () => {
      const urls = await answerUrls(server.url.replace(/\/$/, ""), linkFetcher);
      expect(urls.length).toBeGreaterThan(20);
      expect(await failingUrls(urls, linkFetcher)).toEqual([]);
    }, 120_000);

    it("links the configured submission address and says the sample vendors are fictional", async () => {
      const page = await call("/fast-submission", { headers: { accept: "text/html" } });
      const html = await page.text();
      expect(html).toContain('<a href="mailto:listings@directory.example">');
      expect(html).toContain("<strong>Sample data:</strong>");
      const vendor = await call("/vendors/bluepeak-cyber", {
        headers: { accept: "text/markdown" },
      });
      expect(vendor.status).toBe(200);
      expect(await vendor.text()).toMatch(/^# Bluepeak Cyber GmbH\n[\s\S]*\*\*Sample data:\*\*/);
    });

    it("searches by framework and region, with absolute detailsPage links", async () => {
      const response = await call("/api/v1/search?framework=iso-27001&region=de&limit=3");
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.count).toBeGreaterThan(0);
      expect(body.count).toBeLessThanOrEqual(3);
      for (const vendor of body.results) {
        expect(vendor.complianceFrameworkExpertise).toContain("iso-27001");
        expect(vendor.detailsPage.startsWith(new URL(server.url).origin)).toBe(true);
      }
    });

    it("understands free text in q", async () => {
      const response = await call("/api/v1/search?q=soc+2+auditors+in+the+united+kingdom");
      const body = await response.json();
      expect(body.normalized.frameworks).toContain("soc-2");
      expect(body.normalized.regions).toContain("uk");
    });

    it("refuses a bad limit with 400 INVALID_LIMIT", async () => {
      const response = await call("/api/v1/search?framework=soc-2&limit=0");
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("INVALID_LIMIT");
    });

    it("answers an unknown framework with 422 and suggestions", async () => {
      const response = await call("/api/v1/search?framework=iso-2700");
      expect(response.status).toBe(422);
      const { error } = await response.json();
      expect(error.code).toBe("UNKNOWN_ALIAS");
      expect(error.unknown[0].suggestions).toContain("iso-27001");
    });

    it("refuses a query string over 8 KiB with 414", async () => {
      const response = await call(`/api/v1/search?q=${"a".repeat(9000)}`);
      expect(response.status).toBe(414);
    });

    it("refuses a query string that is not percent-encoded UTF-8 with 400 MALFORMED_QUERY, echoing no U+FFFD", async () => {
      for (const path of [
        "/api/v1/search?framework=%ZZ",
        "/api/v1/search?framework=%E0%A4%A",
        "/api/v1/market?framework=%ff",
        "/api/tools.json?x=%C0%AF",
      ]) {
        const response = await call(path);
        expect(response.status, path).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text).error.code, path).toBe("MALFORMED_QUERY");
        expect(text, path).not.toMatch(/\uFFFD|\\ufffd/i);
      }
    });

    it("takes a cursor from next on /api/search as on /api/v1/search", async () => {
      const first = await (await call("/api/search?framework=iso-27001&limit=2")).json();
      const cursor = new URL(first.next).searchParams.get("cursor");
      const legacy = await call(`/api/search?framework=iso-27001&limit=2&cursor=${cursor}`);
      const versioned = await call(`/api/v1/search?framework=iso-27001&limit=2&cursor=${cursor}`);
      expect(legacy.status).toBe(200);
      expect((await legacy.json()).results).toEqual((await versioned.json()).results);
    });

    it("refuses POST on search with 405 and Allow", async () => {
      const response = await call("/api/v1/search?framework=soc-2", { method: "POST" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    });

    it("dumps every listed vendor with public fields only, with its exact length", async () => {
      // Uncompressed, as workerd would otherwise gzip it, and a gzipped body has no length.
      const identity = { "accept-encoding": "identity" };
      const response = await call("/api/tools.json", { headers: identity });
      const bytes = new Uint8Array(await response.arrayBuffer());
      // The dump is sent whole from the bytes kept for the catalog version, with its length.
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      const head = await call("/api/tools.json", { method: "HEAD", headers: identity });
      expect(head.headers.get("content-length")).toBe(String(bytes.length));
      expect(head.headers.get("etag")).toBe(response.headers.get("etag"));
      const body = JSON.parse(new TextDecoder().decode(bytes));
      expect(body.count).toBe(body.services.length);
      expect(body.count).toBeGreaterThan(100);
      const fields = new Set(body.services.flatMap((vendor: object) => Object.keys(vendor)));
      expect(fields.has("email")).toBe(false);
      expect(fields.has("internalNotes")).toBe(false);
    });

    it("answers a repeated request with its ETag as 304", async () => {
      const first = await call("/api/tools.json");
      const etag = first.headers.get("etag");
      expect(etag).toBeTruthy();
      await first.arrayBuffer();
      const second = await call("/api/tools.json", { headers: { "if-none-match": etag ?? "" } });
      expect(second.status).toBe(304);
    });

    it("carries request id and the client's counting RateLimit on no-store answers only, nosniff and CORS on all", async () => {
      await clearOfWindowTurn();
      const ip = client();
      const first = await call("/api/v1/search?framework=soc-2", {}, ip);
      const second = await call("/api/v1/search?framework=soc-2", {}, client());
      // A cacheable answer carries nothing of one client a CDN could replay to another: no
      // request id, and the policy's whole quota as RateLimit; an error carries its own.
      expect(first.headers.get("x-request-id")).toBeNull();
      const refused = await call("/api/v1/search?framework=nope", {}, ip);
      expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers.get("x-content-type-options")).toBe("nosniff");
      expect(first.headers.get("access-control-allow-origin")).toBe("*");
      expect(first.headers.get("ratelimit-policy")).toBe('"catalog";q=20;w=60');
      expect(first.headers.get("ratelimit")).toBe('"catalog";r=20;t=60');
      expect(second.headers.get("ratelimit")).toBe('"catalog";r=20;t=60');
      expect(refused.headers.get("ratelimit")).toMatch(/^"catalog";r=18;t=\d+$/);
      const market = await call("/api/v1/market?framework=soc-2", {}, ip);
      expect(market.headers.get("cache-control")).toBe("no-store");
      expect(market.headers.get("ratelimit")).toMatch(/^"catalog";r=17;t=\d+$/);
    });

    it("answers a CORS preflight", async () => {
      const response = await call("/api/v1/search", {
        method: "OPTIONS",
        headers: { origin: "https://elsewhere.example", "access-control-request-method": "GET" },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-methods")).toContain("GET");
    });

    it("limits each client separately: the 21st request is 429 with Retry-After", async () => {
      await clearOfWindowTurn();
      const ip = client();
      for (let i = 0; i < 20; i++) {
        const response = await call("/api/v1/search?framework=soc-2", {}, ip);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
      const limited = await call("/api/v1/search?framework=soc-2", {}, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await limited.json()).error.code).toBe("RATE_LIMITED");
      expect((await call("/api/v1/search?framework=soc-2")).status).toBe(200);
    });

    it("answers market point lookups and rankings", async () => {
      const point = await call("/api/v1/market?framework=iso-27001&region=de");
      expect(point.status).toBe(200);
      const ranking = await call("/api/v1/market?dimension=frameworks&limit=5");
      expect(ranking.status).toBe(200);
      const body = await ranking.json();
      expect(body.results.length).toBeGreaterThan(0);
    });

    it("refuses a bad market dimension with 400 INVALID_DIMENSION", async () => {
      const response = await call("/api/v1/market?dimension=vendors");
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("INVALID_DIMENSION");
    });

    it("streams Ask AI from the built-in responder as meta, deltas and done", async () => {
      const response = await call("/api/ai-search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "ISO 27001 consultants in Germany" }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const { events } = await readEvents(response);
      expect(events[0]?.event).toBe("meta");
      expect(events[0]?.data.vendors.length).toBeGreaterThan(0);
      expect(events.some((event) => event.event === "delta")).toBe(true);
      expect(events.at(-1)?.event).toBe("done");
    });

    it("refuses an empty Ask AI message with 400 in Ask AI's error format", async () => {
      const response = await call("/api/ai-search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "" }),
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.ok).toBe(false);
      expect(typeof body.code).toBe("string");
    });

    it("never serves the catalog file itself, whatever the runtime keeps it in", async () => {
      for (const path of ["/catalog.json", "/sample-catalog.json", "/data/sample-catalog.json"]) {
        const response = await call(path);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain("internalNotes");
      }
    });

    it("answers unknown /api paths with the JSON 404", async () => {
      const response = await call("/api/v2/nothing");
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("NOT_FOUND");
    });

    it("serves /openapi.json byte for byte as the core builds it, wherever its template is read from", async () => {
      const expected = JSON.stringify(
        openApiDocument(sampleCatalog().taxonomy, "", "", deriveOpenApiSchemas()),
      );
      expect(await (await call("/openapi.json")).text()).toBe(expected);
    });

    it.each([
      ["site.css", "text/css; charset=utf-8"],
      ["chat.js", "text/javascript; charset=utf-8"],
      ["favicon.svg", "image/svg+xml"],
    ])(
      "serves /assets/%s as the core holds it, typed, cacheable and conditional",
      async (name, type) => {
        const response = await call(`/assets/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
        expect(await response.text()).toBe(siteFileContents()[`assets/${name}`]);
        const etag = response.headers.get("etag") ?? "";
        const again = await call(`/assets/${name}`, { headers: { "if-none-match": etag } });
        expect(again.status).toBe(304);
      },
    );

    it("serves the OpenAPI document and the human home page", async () => {
      const openapi = await call("/openapi.json");
      expect((await openapi.json()).openapi).toMatch(/^3\.1/);
      const home = await call("/", { headers: { accept: "text/html" } });
      expect(home.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await home.text()).toContain("<!doctype html>");
    });

    it("serves llms-full.txt listing every vendor of the tools dump with its name and page", async () => {
      const response = await call("/llms-full.txt");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      const text = await response.text();
      const tools = await (await call("/api/tools.json")).json();
      expect(tools.services.length).toBeGreaterThan(100);
      const vendors = text.slice(text.indexOf("\n## Vendors\n"));
      for (const vendor of tools.services) {
        const page = vendor.detailsPage.replace(/[()\s]/g, encodeURIComponent);
        expect(vendors).toContain(`- [${escapeMarkdown(vendor.name)}](${page}): `);
      }
      expect(vendors.match(/^- \[/gm)).toHaveLength(tools.services.length);
    });

    it("answers /healthz and /readyz 200 in JSON, no-store, outside the catalog rate limit", async () => {
      const ip = client();
      // More probes than CATALOG_RATE_LIMIT allows requests: none of them is counted.
      for (let i = 0; i < 25; i++) {
        const live = await call("/healthz", {}, ip);
        expect(live.status).toBe(200);
        expect(live.headers.get("cache-control")).toBe("no-store");
        expect(live.headers.get("ratelimit")).toBeNull();
        expect(await live.json()).toEqual({ status: "ok" });
        const ready = await call("/readyz", {}, ip);
        expect(ready.status).toBe(200);
        expect(ready.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(ready.headers.get("cache-control")).toBe("no-store");
        expect(ready.headers.get("ratelimit")).toBeNull();
        const body = await ready.json();
        expect(body.status).toBe("ok");
        expect(body.checks.catalog).toMatchObject({
          state: "ok",
          source: "static",
          fallback: false,
        });
        for (const check of Object.values<{ state: string }>(body.checks)) {
          expect(check.state).toBe("ok");
        }
      }
      const counted = await call("/api/v1/search?framework=nope", {}, ip);
      expect(counted.headers.get("ratelimit")).toMatch(/^"catalog";r=19;t=\d+$/);
    });
  });
}
