import { sampleCatalogDocument } from "@grc-directory/core";
import { embeddedSiteFiles, siteFileContents } from "@grc-directory/core/site-files";
import { describe, expect, it, vi } from "vitest";
import { fakeAssets } from "../test/fake-assets.ts";
import { createWorker, type WorkerContext } from "./create-worker.ts";

const BINDINGS = { LOG_LEVEL: "error", AI_TOKEN_SECRET: "worker-test-secret-0123456789" };
const ctx: WorkerContext = { waitUntil: () => {} };

/** The site files as the example's assets directory holds them, by request path. */
const SITE_FILES = Object.fromEntries(
  Object.entries(siteFileContents()).map(([path, text]) => [`/${path}`, text]),
);

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://directory.example${path}`, { headers });

describe("the Workers entry's site files", () => {
  it.each([
    ["/assets/site.css", "text/css; charset=utf-8"],
    ["/assets/chat.js", "text/javascript; charset=utf-8"],
    ["/assets/favicon.svg", "image/svg+xml"],
  ])(
    "answers %s from the ASSETS binding, read once, with its type and an ETag",
    async (path, type) => {
      const binding = fakeAssets(SITE_FILES);
      const worker = createWorker({ catalog: sampleCatalogDocument });
      const env = { ...BINDINGS, ASSETS: binding };
      const first = await worker.fetch(get(path), env, ctx);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe(type);
      expect(await first.text()).toBe(SITE_FILES[path]);
      const etag = first.headers.get("etag") ?? "";
      const again = await worker.fetch(get(path, { "if-none-match": etag }), env, ctx);
      expect(again.status).toBe(304);
      expect(binding.reads).toEqual([path]);
    },
  );

  it("builds /openapi.json around /assets/openapi-parts.json, byte for byte the embedded one", async () => {
    const binding = fakeAssets(SITE_FILES);
    const env = { ...BINDINGS, ASSETS: binding };
    const fromAssets = createWorker({ catalog: sampleCatalogDocument });
    const embedded = createWorker({ catalog: sampleCatalogDocument, siteFiles: embeddedSiteFiles });
    const served = await (await fromAssets.fetch(get("/openapi.json"), env, ctx)).text();
    expect(served).toBe(await (await embedded.fetch(get("/openapi.json"), env, ctx)).text());
    await fromAssets.fetch(get("/openapi.json"), env, ctx);
    expect(binding.reads).toEqual(["/assets/openapi-parts.json"]);
  });

  it("answers 503 SERVICE_MISCONFIGURED for a missing site file and logs which, then reads it once it is there", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const files: Record<string, string> = {};
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const env = { ...BINDINGS, ASSETS: fakeAssets(files) };
    for (const path of ["/assets/site.css", "/openapi.json"]) {
      const missing = await worker.fetch(get(path), env, ctx);
      expect(missing.status).toBe(503);
      expect((await missing.json()).error.code).toBe("SERVICE_MISCONFIGURED");
    }
    const logged = logs.mock.calls.flat().join(" ");
    expect(logged).toContain("/assets/site.css answered 404");
    expect(logged).toContain("/assets/openapi-parts.json answered 404");
    Object.assign(files, SITE_FILES);
    expect((await worker.fetch(get("/assets/site.css"), env, ctx)).status).toBe(200);
    expect((await worker.fetch(get("/openapi.json"), env, ctx)).status).toBe(200);
    logs.mockRestore();
  });

  it("answers 503 SERVICE_MISCONFIGURED for OpenAPI parts that are not JSON, and logs which", async () => {
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const files = { ...SITE_FILES, "/assets/openapi-parts.json": "{oops" };
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const env = { ...BINDINGS, ASSETS: fakeAssets(files) };
    const response = await worker.fetch(get("/openapi.json"), env, ctx);
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("SERVICE_MISCONFIGURED");
    expect(logs.mock.calls.flat().join(" ")).toContain("/assets/openapi-parts.json");
    logs.mockRestore();
  });

  it("serves the embedded files given as siteFiles without an ASSETS binding", async () => {
    const worker = createWorker({ catalog: sampleCatalogDocument, siteFiles: embeddedSiteFiles });
    const response = await worker.fetch(get("/assets/favicon.svg"), BINDINGS, ctx);
    expect(await response.text()).toBe(SITE_FILES["/assets/favicon.svg"]);
  });
});
