import { brotliDecompressSync } from "node:zlib";
import {
  type CatalogDocument,
  createApi,
  forwardedFor,
  sampleCatalogDocument,
} from "@grc-directory/core";
import { jsonLogger } from "@grc-directory/core/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearOfWindowTurn } from "../../core/test/http-helpers.ts";
import { rawRequest } from "../test/raw-http.ts";
import { type RunningServer, serve } from "./server.ts";

describe("Node server over real HTTP", () => {
  let running: RunningServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = jsonLogger("info", (line) => lines.push(line));
    running = await serve(createApi({ logger }), { port: 0, logger });
  });
  afterAll(() => running.close());

  it("listens on loopback and reports its URL", () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("answers a search from the bundled sample catalog", async () => {
    const response = await fetch(
      `${running.url}/api/v1/search?framework=iso-27001&region=de&limit=5`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.results[0].detailsPage).toMatch(new RegExp(`^${running.url}/vendors/`));
    expect(response.headers.get("ratelimit")).toMatch(/^"catalog";r=\d+;t=\d+$/);
  });

  it("rate-limits by the socket address", async () => {
    await clearOfWindowTurn();
    const api = createApi({ rateLimits: { catalog: { limit: 1, windowSeconds: 86_400 } } });
    const server = await serve(api, { port: 0 });
    try {
      const spoof = { headers: { "x-forwarded-for": "198.51.100.1" } };
      expect((await fetch(`${server.url}/api/tools.json`, spoof)).status).toBe(200);
      expect(
        (
          await fetch(`${server.url}/api/tools.json`, {
            headers: { "x-forwarded-for": "198.51.100.2" },
          })
        ).status,
      ).toBe(429);
    } finally {
      await server.close();
    }
  });

  it("rate-limits by X-Forwarded-For when told to trust a proxy", async () => {
    await clearOfWindowTurn();
    const api = createApi({
      rateLimits: { catalog: { limit: 1, windowSeconds: 86_400 } },
      clientIp: forwardedFor(1),
    });
    const server = await serve(api, { port: 0 });
    try {
      const from = (ip: string) =>
        fetch(`${server.url}/api/tools.json`, { headers: { "x-forwarded-for": ip } });
      expect((await from("198.51.100.1")).status).toBe(200);
      expect((await from("198.51.100.2")).status).toBe(200);
      expect((await from("198.51.100.1")).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it("streams a large tools dump with its exact content-length, not chunked", async () => {
    const sample = sampleCatalogDocument as CatalogDocument;
    const vendors = Array.from({ length: 400 }, (_, i) => ({
      ...(sample.vendors[0] as CatalogDocument["vendors"][number]),
      slug: `vendor-${i}`,
      name: `Vendor ${i}`,
      detailsPage: undefined,
      description: `Vendor ${i} ${"x".repeat(2000)}`,
    }));
    const api = createApi({ catalog: { ...sample, vendors } });
    const server = await serve(api, { port: 0 });
    try {
      // Uncompressed: fetch asks for br and gzip unless told otherwise.
      const response = await fetch(`${server.url}/api/tools.json`, {
        headers: { "accept-encoding": "identity" },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(512 * 1024);
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      expect(response.headers.get("transfer-encoding")).toBeNull();
      const dump = JSON.parse(new TextDecoder().decode(bytes));
      expect(dump.count).toBe(400);
      expect(dump.services[0].detailsPage).toBe(`${server.url}/vendors/vendor-0`);
    } finally {
      await server.close();
    }
  });

  it("sends the tools dump in br with its length and own ETag, answers 304 to that ETag, and streams Ask AI uncompressed", async () => {
    const raw = (path: string, headers: Record<string, string>, method?: string, body?: string) =>
      rawRequest(`${running.url}${path}`, headers, method, body);
    const plain = await raw("/api/tools.json", { "accept-encoding": "identity" });
    const packed = await raw("/api/tools.json", { "accept-encoding": "gzip, br" });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers["content-length"]).toBe(String(packed.body.length));
    expect(packed.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(packed.body).equals(plain.body)).toBe(true);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    const etag = String(packed.headers.etag);
    expect(etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    const again = await raw("/api/tools.json", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    const stream = await raw(
      "/api/ai-search",
      { "accept-encoding": "br, gzip", "content-type": "application/json" },
      "POST",
      JSON.stringify({ message: "SOC 2 auditors in the United States" }),
    );
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.body.toString()).toContain("event: done");
  });

  it("answers HEAD without a body and unknown paths with JSON 404", async () => {
    const head = await fetch(`${running.url}/api/v1/search?framework=soc-2`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const missing = await fetch(`${running.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("NOT_FOUND");
  });

  it("answers market lookups, credits them by socket address, and refuses HEAD", async () => {
    const first = await fetch(`${running.url}/api/v1/market?framework=soc-2`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const again = await (await fetch(`${running.url}/api/v1/market?framework=soc-2`)).json();
    expect(again.result.breakdown).toMatchObject({
      externalApiInterest: 1,
      includedExternalApiInterest: 1,
    });
    const head = await fetch(`${running.url}/api/v1/market?framework=soc-2`, { method: "HEAD" });
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("GET, OPTIONS");
  });

  it("streams Ask AI over HTTP and stops cleanly when the client disconnects", async () => {
    const controller = new AbortController();
    const response = await fetch(`${running.url}/api/ai-search`, {
      method: "POST",
      body: JSON.stringify({ message: "ISO 27001 certification body in Germany" }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    expect(first).toContain("event: meta");
    controller.abort();
    const after = await fetch(`${running.url}/api/v1/search?framework=soc-2`);
    expect(after.status).toBe(200);
  });

  it("answers a query string that is not percent-encoded UTF-8 with 400 MALFORMED_QUERY, never a 5xx", async () => {
    const bad = await fetch(`${running.url}/api/v1/search?framework=%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("MALFORMED_QUERY");
  });

  it("writes one JSON access-log line per request, with the id even when the answer leaves it off", async () => {
    lines.length = 0;
    const headers = { "x-request-id": "access-log-1234" };
    const response = await fetch(`${running.url}/api/v1/search?framework=soc-2`, { headers });
    await response.arrayBuffer();
    const entry = JSON.parse(lines.at(-1) ?? "{}");
    expect(entry).toMatchObject({
      level: "info",
      message: "request",
      method: "GET",
      path: "/api/v1/search",
      status: 200,
      requestId: "access-log-1234",
    });
    // A cacheable answer carries no id a CDN could replay; a no-store one names the line's.
    expect(response.headers.get("x-request-id")).toBeNull();
    const missing = await fetch(`${running.url}/api/nope`);
    await missing.arrayBuffer();
    expect(JSON.parse(lines.at(-1) ?? "{}").requestId).toBe(missing.headers.get("x-request-id"));
    expect(typeof entry.durationMs).toBe("number");
  });
});
