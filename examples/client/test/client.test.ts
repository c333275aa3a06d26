import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
// Relative imports: the example does not depend on the workspace packages, only its test does.
import { type RunningServer, serve } from "../../../packages/adapter-node/src/server.ts";
import { createApi } from "../../../packages/core/src/index.ts";
import { API_TYPES_FILE, generateApiTypes } from "../scripts/generate.ts";
import { AskAiError, type AskAiEvent, askAi } from "../src/ask-ai.ts";
import {
  type ApiError,
  createDirectoryClient,
  type DirectoryClient,
  marketPoint,
  marketRanking,
  type PublicVendor,
  SearchPageError,
  searchPages,
} from "../src/client.ts";

async function collect(events: AsyncIterable<AskAiEvent>): Promise<AskAiEvent[]> {
  const seen: AskAiEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describe("typed client against a real Node server", () => {
  let running: RunningServer;
  let client: DirectoryClient;

  beforeAll(async () => {
    // The default sample catalog and built-in Ask AI responder; demo interest history so that
    // market rankings have rows (as `pnpm start` does).
    const api = createApi({
      market: { demoData: true },
      ai: { tokenSecret: "example-client-test-token-secret" },
    });
    running = await serve(api, { port: 0 });
    client = createDirectoryClient(running.url);
  });
  afterAll(() => running.close());

  it("searches with repeated filters and returns typed vendors carrying every tag", async () => {
    const { data, error, response } = await client.GET("/api/v1/search", {
      params: { query: { framework: ["iso-27001", "soc-2"], region: ["de"], limit: 5 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    if (!data) throw new Error("no data");
    expect(data.normalized.frameworks).toEqual(["iso-27001", "soc-2"]);
    expect(data.count).toBeGreaterThan(0);
    expect(data.results).toHaveLength(data.count);
    expect(data.results.length).toBeLessThanOrEqual(5);
    // Type assertions are checked by `tsc -p examples/client`, not at run time.
    expectTypeOf(data.results).toExtend<PublicVendor[]>();
    expect(data.results[0]?.detailsPage).toMatch(/^http:\/\//);
    for (const result of data.results) {
      expect(result.complianceFrameworkExpertise).toEqual(
        expect.arrayContaining(["iso-27001", "soc-2"]),
      );
      expect(result.regionCovered).toContain("de");
    }
  });

  it("walks every page of a search once, following next, with the total on each", async () => {
    const seen: string[] = [];
    const totals = new Set<number>();
    let pages = 0;
    for await (const page of searchPages(client, { framework: ["iso-27001"], limit: 30 })) {
      expectTypeOf(page.total).toEqualTypeOf<number>();
      pages++;
      totals.add(page.total);
      seen.push(...page.results.map((vendor) => vendor.detailsPage));
      expect(page.next === undefined).toBe(seen.length === page.total);
    }
    const [total = 0] = totals;
    expect(totals.size).toBe(1);
    expect(total).toBeGreaterThan(30);
    expect(pages).toBe(Math.ceil(total / 30));
    expect(new Set(seen).size).toBe(total);
  });

  it("throws SearchPageError with status, code and hint when a page is refused", async () => {
    const walking = searchPages(client, { framework: ["iso-2700"] }).next();
    await expect(walking).rejects.toBeInstanceOf(SearchPageError);
    await expect(walking).rejects.toMatchObject({ status: 422, code: "UNKNOWN_ALIAS" });
    const { error, response } = await client.GET("/api/v1/search", {
      params: { query: { framework: ["iso-27001"], cursor: "not-a-cursor" } },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe("INVALID_CURSOR");
  });

  it("returns an unknown framework as a typed 422 UNKNOWN_ALIAS with suggestions", async () => {
    const { data, error, response } = await client.GET("/api/v1/search", {
      params: { query: { framework: ["iso-2700"] } },
    });
    expectTypeOf(error).toExtend<ApiError | undefined>();
    expect(data).toBeUndefined();
    expect(response.status).toBe(422);
    expect(error?.ok).toBe(false);
    expect(error?.error.code).toBe("UNKNOWN_ALIAS");
    expect(error?.error.unknown?.[0]).toMatchObject({ parameter: "framework", value: "iso-2700" });
    expect(error?.error.unknown?.[0]?.suggestions).toContain("iso-27001");
  });

  it("returns a limit out of range as a typed 400 INVALID_LIMIT error", async () => {
    const { data, error, response } = await client.GET("/api/v1/search", {
      params: { query: { framework: ["soc-2"], limit: 51 } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe("INVALID_LIMIT");
    expect(error?.error.hint).toBeTruthy();
  });

  it("fetches the tools dump with every vendor", async () => {
    const { data, error } = await client.GET("/api/tools.json");
    expect(error).toBeUndefined();
    if (!data) throw new Error("no data");
    expect(data.count).toBeGreaterThan(0);
    expect(data.services).toHaveLength(data.count);
    expect(data.services.map((vendor) => Object.keys(vendor))).not.toContainEqual(
      expect.arrayContaining(["email"]),
    );
  });

  it("ranks frameworks by directory interest, by views descending with rank 1 first", async () => {
    const { data, error } = await marketRanking(client, {
      dimension: "frameworks",
      window: "90d",
      limit: 5,
    });
    expect(error).toBeUndefined();
    if (!data) throw new Error("no data");
    expect(data.query).toMatchObject({ mode: "ranking", dimension: "frameworks", limit: 5 });
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.length).toBeLessThanOrEqual(5);
    expect(data.results[0]?.rank).toBe(1);
    expect(data.results[0]?.growthPercent).toBeNull();
    const views = data.results.map((row) => row.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(data.limitations).toContain("NOT_MARKET_SHARE");
  });

  it("looks up one framework and region as a market point", async () => {
    const { data, error } = await marketPoint(client, { framework: "iso-27001", region: "de" });
    expect(error).toBeUndefined();
    expect(data?.result.type).toBe("framework_region");
    expect(data?.query).toMatchObject({ mode: "point", framework: { slug: "iso-27001" } });
  });

  it("returns a market call with both modes as a typed 400 CONFLICTING_MODES error", async () => {
    const { data, error, response } = await client.GET("/api/v1/market", {
      params: { query: { framework: "soc-2", dimension: "regions" } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe("CONFLICTING_MODES");
  });

  it("streams Ask AI as meta, deltas, done; the deltas make a non-empty answer", async () => {
    const events = await collect(
      askAi(running.url, { message: "Who can audit us for SOC 2 in the United States?" }),
    );
    const names = events.map((event) => event.event);
    expect(names[0]).toBe("meta");
    expect(names.at(-1)).toBe("done");
    expect(names.filter((name) => name === "delta").length).toBeGreaterThan(0);
    expect(names.slice(1, -1).every((name) => name === "delta")).toBe(true);

    const meta = events[0];
    if (meta?.event !== "meta") throw new Error("no meta");
    expect(meta.data.filters.frameworks).toContain("soc-2");
    expect(meta.data.vendors.length).toBeGreaterThan(0);

    const text = events.map((event) => (event.event === "delta" ? event.data.text : "")).join("");
    expect(text.trim()).not.toBe("");
    expect(text).toContain(meta.data.vendors[0]?.name);

    const done = events.at(-1);
    if (done?.event !== "done") throw new Error("no done");
    expect(done.data.token).not.toBe("");
  });

  it("throws AskAiError with status and code when Ask AI refuses an empty message", async () => {
    const asking = collect(askAi(running.url, { message: "" }));
    await expect(asking).rejects.toBeInstanceOf(AskAiError);
    await expect(asking).rejects.toMatchObject({ status: 400, code: "bad_message" });
  });

  it("stops the Ask AI stream with the abort reason when the caller aborts", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of askAi(
        running.url,
        { message: "ISO 27001 certification bodies in Germany" },
        { signal: controller.signal },
      )) {
        seen.push(event.event);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual(["meta"]);
  });

  it("committed src/api-types.ts is what /openapi.json generates today", async () => {
    const generated = await generateApiTypes(`${running.url}/openapi.json`);
    const committed = await readFile(API_TYPES_FILE, "utf8");
    expect(generated, "stale: regenerate with the package's generate script").toBe(committed);
  });
});

describe("Ask AI consumer on a broken stream", () => {
  const streaming =
    (body: string, contentType = "text/event-stream"): typeof fetch =>
    async () =>
      new Response(body, { status: 200, headers: { "content-type": contentType } });

  it("throws stream_truncated when the stream ends before done or error", async () => {
    const meta = { model: "m", locale: "en", answerLocale: "en", vendors: [], filters: {} };
    const fetch = streaming(`event: meta\ndata: ${JSON.stringify(meta)}\n\nevent: delta\n`);
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of askAi("http://api.invalid", { message: "hi" }, { fetch })) {
        seen.push(event.event);
      }
    })();
    await expect(reading).rejects.toMatchObject({ code: "stream_truncated" });
    expect(seen).toEqual(["meta"]);
  });

  it("throws unexpected_response when a 200 answer is not an event stream", async () => {
    const fetch = streaming("<html></html>", "text/html");
    const asking = collect(askAi("http://api.invalid", { message: "hi" }, { fetch }));
    await expect(asking).rejects.toMatchObject({ status: 200, code: "unexpected_response" });
  });
});
