import { ALL_LEXICONS, sampleCatalogDocument } from "@grc-directory/core";
import { describe, expect, it, vi } from "vitest";
import { clearOfWindowTurn } from "../../core/test/http-helpers.ts";
import { fakeAssets } from "../test/fake-assets.ts";
import { createWorker, type WorkerContext } from "./create-worker.ts";

const BINDINGS = { LOG_LEVEL: "silent", AI_TOKEN_SECRET: "worker-test-secret-0123456789" };

function context() {
  const pending: Promise<unknown>[] = [];
  const ctx: WorkerContext = { waitUntil: (promise) => pending.push(promise) };
  return { ctx, pending };
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`https://directory.example${path}`, { headers });
}

function askAi(message: string) {
  return new Request("https://directory.example/api/ai-search", {
    method: "POST",
    body: JSON.stringify({ message }),
  });
}

describe("the Workers entry", () => {
  it("reads free text in WORKER_LEXICONS' eighteen languages by default, and in those it is given", async () => {
    // Finnish is read by every other runtime's default; a Worker reads it where it is given.
    const search = get(
      `/api/v1/search?q=${encodeURIComponent("tietoturva-auditointi Tampereella")}`,
    );
    const compact = createWorker({ catalog: sampleCatalogDocument });
    const unread = await compact.fetch(search, BINDINGS, context().ctx);
    expect(unread.status).toBe(400);
    expect(await unread.json()).toMatchObject({ error: { code: "MISSING_FILTER" } });
    const all = createWorker({ catalog: sampleCatalogDocument, lexicons: ALL_LEXICONS });
    const read = await all.fetch(search, BINDINGS, context().ctx);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      normalized: { regions: ["fi"], serviceTypes: ["audit"] },
    });
  });

  it("builds the API when created with the bindings and a bundled catalog, and its first request reuses it", async () => {
    const lines: string[] = [];
    const keep = (line: string) => lines.push(line);
    const spies = (["log", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(keep),
    );
    try {
      const env = { ...BINDINGS, LOG_LEVEL: "warn" };
      const worker = createWorker({ catalog: sampleCatalogDocument, env });
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Built now: its start-up warnings are out before any request.
      const built = lines.filter((line) => line.includes("INTEREST_SECRET is not set"));
      expect(built).toHaveLength(1);
      // A request's bindings are another object with the same settings: no second build.
      const response = await worker.fetch(get("/healthz"), { ...env }, context().ctx);
      expect(response.status).toBe(200);
      expect(lines.filter((line) => line.includes("INTEREST_SECRET is not set"))).toHaveLength(1);
      // Other settings build it again.
      await worker.fetch(get("/healthz"), { ...env, SITE_NAME: "Other" }, context().ctx);
      expect(lines.filter((line) => line.includes("INTEREST_SECRET is not set"))).toHaveLength(2);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("rate-limits by CF-Connecting-IP", async () => {
    await clearOfWindowTurn();
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const env = { ...BINDINGS, CATALOG_RATE_LIMIT: 1 };
    const { ctx } = context();
    const search = "/api/v1/search?framework=soc-2";
    const first = await worker.fetch(get(search, { "cf-connecting-ip": "203.0.113.1" }), env, ctx);
    const again = await worker.fetch(get(search, { "cf-connecting-ip": "203.0.113.1" }), env, ctx);
    const other = await worker.fetch(get(search, { "cf-connecting-ip": "203.0.113.2" }), env, ctx);
    expect([first.status, again.status, other.status]).toEqual([200, 429, 200]);
  });

  it("writes one JSON access line per request at LOG_LEVEL info, with its request id", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    try {
      const worker = createWorker({ catalog: sampleCatalogDocument });
      const { ctx } = context();
      const headers = { "x-request-id": "worker-line-1234" };
      await worker.fetch(
        get("/api/v1/search?framework=soc-2", headers),
        { ...BINDINGS, LOG_LEVEL: "info" },
        ctx,
      );
      const access = lines
        .map((line) => JSON.parse(line))
        .find((line) => line.message === "request");
      expect(access).toMatchObject({
        method: "GET",
        path: "/api/v1/search",
        status: 200,
        requestId: "worker-line-1234",
      });
      expect(typeof access.durationMs).toBe("number");
    } finally {
      log.mockRestore();
    }
  });

  it("takes numbers and booleans from [vars] as their text", async () => {
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const { ctx } = context();
    const env = { ...BINDINGS, AI_ENABLED: false, CATALOG_RATE_LIMIT: 7 };
    const search = await worker.fetch(get("/api/v1/search?framework=soc-2"), env, ctx);
    expect(search.headers.get("ratelimit-policy")).toBe('"catalog";q=7;w=60');
    const ask = await worker.fetch(askAi("soc 2"), env, ctx);
    expect((await ask.json()).code).toBe("disabled");
  });

  it("records a directory page view after the answer, through ctx.waitUntil", async () => {
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const { ctx, pending } = context();
    const page = get("/grc-services/iso-27001", {
      "cf-connecting-ip": "203.0.113.3",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
      accept: "text/html",
    });
    const response = await worker.fetch(page, BINDINGS, ctx);
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    await expect(Promise.all(pending)).resolves.toBeDefined();
  });

  it("answers 503 SERVICE_MISCONFIGURED for a bad binding and logs which, not its value", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const { ctx } = context();
    const response = await worker.fetch(
      get("/api/v1/search?framework=soc-2"),
      { ...BINDINGS, INTEREST_SECRET: "short-secret" },
      ctx,
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("SERVICE_MISCONFIGURED");
    const logged = errors.mock.calls.flat().join(" ");
    expect(logged).toContain("INTEREST_SECRET");
    expect(logged).not.toContain("short-secret");
    errors.mockRestore();
  });

  it("answers 503 SERVICE_MISCONFIGURED for a redis:// UPSTASH_REDIS_REST_URL, logging the setting, not its value", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const { ctx } = context();
    const env = {
      ...BINDINGS,
      UPSTASH_REDIS_REST_URL: "rediss://default:s3cret@eu1-example.upstash.io:6379",
      UPSTASH_REDIS_REST_TOKEN: "t0ken",
    };
    const response = await worker.fetch(get("/api/v1/search?framework=soc-2"), env, ctx);
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("SERVICE_MISCONFIGURED");
    const logged = errors.mock.calls.flat().join(" ");
    expect(logged).toContain("UPSTASH_REDIS_REST_URL");
    expect(logged).not.toContain("s3cret");
    errors.mockRestore();
  });

  it("answers 503 not_configured for AI_MODEL without the OpenAI client", async () => {
    const worker = createWorker({ catalog: sampleCatalogDocument });
    const { ctx } = context();
    const env = { ...BINDINGS, AI_MODEL: "gpt-4.1-mini", OPENAI_API_KEY: "k" };
    const ask = await worker.fetch(askAi("soc 2"), env, ctx);
    expect(ask.status).toBe(503);
    expect((await ask.json()).code).toBe("not_configured");
  });

  it("reads the catalog once from the CATALOG_ASSET static asset", async () => {
    const worker = createWorker();
    const { ctx } = context();
    const binding = fakeAssets({ "/catalog.json": JSON.stringify(sampleCatalogDocument) });
    const env = { ...BINDINGS, CATALOG_ASSET: "/catalog.json", ASSETS: binding };
    for (let i = 0; i < 3; i++) {
      const response = await worker.fetch(get("/api/v1/search?framework=soc-2"), env, ctx);
      expect(response.status).toBe(200);
    }
    expect(binding.reads).toEqual(["/catalog.json"]);
  });

  it("answers 503 SERVICE_MISCONFIGURED without a catalog, then recovers once it is there", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = createWorker();
    const { ctx } = context();
    const files: Record<string, string> = {};
    const env = { ...BINDINGS, CATALOG_ASSET: "/catalog.json", ASSETS: fakeAssets(files) };
    const search = get("/api/v1/search?framework=soc-2");
    const missing = await worker.fetch(search.clone(), env, ctx);
    expect(missing.status).toBe(503);
    expect(errors.mock.calls.flat().join(" ")).toContain(
      "CATALOG_ASSET /catalog.json answered 404",
    );
    const unbound = await worker.fetch(search.clone(), BINDINGS, ctx);
    expect((await unbound.json()).error.code).toBe("SERVICE_MISCONFIGURED");
    files["/catalog.json"] = JSON.stringify(sampleCatalogDocument);
    expect((await worker.fetch(search.clone(), env, ctx)).status).toBe(200);
    errors.mockRestore();
  });

  it("answers 503 SERVICE_MISCONFIGURED for an invalid catalog asset and names the problem", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = createWorker();
    const { ctx } = context();
    const env = {
      ...BINDINGS,
      CATALOG_ASSET: "/c.json",
      ASSETS: fakeAssets({ "/c.json": "{oops" }),
    };
    const response = await worker.fetch(get("/api/tools.json"), env, ctx);
    expect(response.status).toBe(503);
    expect(errors.mock.calls.flat().join(" ")).toContain("is not JSON");
    errors.mockRestore();
  });
});
