import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureApi, quietLogger } from "../../test/fixture-api.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { ORIGIN } from "../../test/http-helpers.ts";
import { mcpHttpClient, mcpPost, toolText, twoTurnAsk } from "../../test/mcp-client.ts";
import { type Api, createApi } from "../app.ts";
import type { StoredVendor } from "../catalog/vendor-schema.ts";
import type { ApiOptions } from "../options.ts";
import { MCP_MAX_BODY_BYTES } from "./mcp-endpoint.ts";
import { MCP_TOOLS } from "./mcp-tools.ts";

const MCP_URL = `${ORIGIN}/mcp`;

/** The API's fetch as a client's fetch, from one client address. */
const fetchOf =
  (api: Api, ip = "203.0.113.9") =>
  (url: string | URL, init?: RequestInit) =>
    api.fetch(new Request(url, init), { clientAddress: ip });

/** The API over the bundled sample catalog, as a deployment with no configuration serves it. */
const sampleApi = (options: ApiOptions = {}) =>
  createApi({
    market: { demoData: true },
    ai: { tokenSecret: "mcp-test-secret-0123456789" },
    logger: quietLogger,
    ...options,
  });

async function connect(options: ApiOptions = {}, ip?: string) {
  const api = sampleApi(options);
  return { api, client: await mcpHttpClient(MCP_URL, fetchOf(api, ip)) };
}

/** One raw POST to /mcp, as a client that does not use the SDK would send it. */
function post(api: Api, body: BodyInit, headers: Record<string, string> = {}) {
  return api.fetch(new Request(MCP_URL, mcpPost(body, headers)), {
    clientAddress: "203.0.113.10",
  });
}

const toolsList = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });

describe("POST /mcp (the MCP SDK's client over Streamable HTTP, in process)", () => {
  it("initializes statelessly and lists every tool with its schema and annotations", async () => {
    const { client } = await connect();
    expect(client.getServerVersion()?.name).toMatch(/grc-directory/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(MCP_TOOLS.map((tool) => tool.name));
    for (const tool of tools) expect(tool.inputSchema.type).toBe("object");
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.get_vendor?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get_vendor?.outputSchema?.type).toBe("object");
  });

  it("searches with links at the request's origin", async () => {
    const { client } = await connect();
    const result = await client.callTool({
      name: "search_vendors",
      arguments: { framework: ["ISO 27001"], limit: 2 },
    });
    expect(result.isError).toBe(false);
    const body = JSON.parse(toolText(result).split("\n\n")[0] as string);
    expect(body.count).toBe(2);
    expect(body.results[0].detailsPage).toMatch(new RegExp(`^${ORIGIN}/vendors/`));
  });

  it("gets a vendor by slug, or by name whatever its case, accents and legal form", async () => {
    const { client } = await connect();
    const bySlug = await client.callTool({
      name: "get_vendor",
      arguments: { vendor: "bluepeak-cyber" },
    });
    expect(bySlug.isError).toBe(false);
    const found = bySlug.structuredContent as { vendor: { name: string }; detailsPage: string };
    expect(found.detailsPage).toBe(`${ORIGIN}/vendors/bluepeak-cyber`);
    for (const name of ["Bluepeak Cyber GmbH", "bluepeak cyber", "BLUEPÉAK CYBER"]) {
      const byName = await client.callTool({ name: "get_vendor", arguments: { vendor: name } });
      expect(byName.structuredContent).toEqual(found);
    }
  });

  it("suggests the closest names when no vendor has the name asked", async () => {
    const { client } = await connect();
    const miss = await client.callTool({ name: "get_vendor", arguments: { vendor: "Bluepek" } });
    expect(miss.isError).toBe(true);
    const { error } = JSON.parse(toolText(miss));
    expect(error.code).toBe("VENDOR_NOT_FOUND");
    expect(error.suggestions).toContain("Bluepeak Cyber GmbH");
    const none = await client.callTool({
      name: "get_vendor",
      arguments: { vendor: "zzzzzzzzzzzzzzzz" },
    });
    expect(JSON.parse(toolText(none)).error).toMatchObject({ suggestions: [] });
  });

  it("tells apart names that differ only by legal form, and suggests both when asked for the shared part", async () => {
    const model = fixtureDocument.vendors[0] as StoredVendor;
    const named = (slug: string, name: string): StoredVendor => ({
      ...model,
      slug,
      name,
      url: `https://${slug}.example`,
    });
    const api = fixtureApi({
      catalog: {
        ...fixtureDocument,
        vendors: [
          ...fixtureDocument.vendors,
          named("acme-gmbh", "Acme Audit GmbH"),
          named("acme-ltd", "Acme Audit Ltd"),
        ],
      },
    });
    const client = await mcpHttpClient(MCP_URL, fetchOf(api));
    const ltd = await client.callTool({
      name: "get_vendor",
      arguments: { vendor: "acme audit ltd" },
    });
    expect(ltd.structuredContent).toMatchObject({ vendor: { name: "Acme Audit Ltd" } });
    const shared = await client.callTool({
      name: "get_vendor",
      arguments: { vendor: "Acme Audit" },
    });
    expect(JSON.parse(toolText(shared)).error.suggestions).toEqual([
      "Acme Audit GmbH",
      "Acme Audit Ltd",
    ]);
  });

  it("continues an Ask AI conversation by token over two calls", async () => {
    const { client } = await connect();
    const second = await twoTurnAsk(client);
    expect(second.isError).toBe(false);
    expect(second.structuredContent).toMatchObject({ vendors: [{ name: "Bluepeak Cyber GmbH" }] });
  });

  it("credits interest for market_point as the HTTP API does: once per client, key and day", async () => {
    const api = sampleApi();
    const interest = async () => {
      const response = await api.fetch(new Request(`${ORIGIN}/api/v1/market?framework=soc-2`), {
        clientAddress: "198.51.100.50",
      });
      const { breakdown } = (await response.json()).result;
      return [breakdown.externalApiInterest, breakdown.includedExternalApiInterest] as number[];
    };
    // The reader's own first lookup is credited before it is answered (no waitUntil here):
    // read again for a baseline that includes it.
    await interest();
    const [lookups = 0, included = 0] = await interest();
    const client = await mcpHttpClient(MCP_URL, fetchOf(api, "198.51.100.51"));
    const point = { name: "market_point", arguments: { framework: "soc-2" } };
    expect((await client.callTool(point)).isError).toBe(false);
    expect((await client.callTool(point)).isError).toBe(false);
    // Every lookup is seen (the MCP client's two and the reader's baseline read); of the MCP
    // client's, one is included, as for two GETs from one client.
    expect(await interest()).toEqual([lookups + 3, included + 1]);
  });

  it("counts tool calls against the catalog limit, once each, and answers the refusal as a tool error", async () => {
    // initialize and tools/list count one each; the notification after initialize nothing.
    const { client } = await connect({ rateLimits: { catalog: { limit: 4 } } });
    await client.listTools();
    const search = { name: "search_vendors", arguments: { framework: ["soc-2"] } };
    expect((await client.callTool(search)).isError).toBe(false);
    const vendor = { name: "get_vendor", arguments: { vendor: "bluepeak-cyber" } };
    expect((await client.callTool(vendor)).isError).toBe(false);
    for (const call of [search, vendor]) {
      const refused = await client.callTool(call);
      expect(refused.isError).toBe(true);
      expect(JSON.parse(toolText(refused)).error.code).toBe("RATE_LIMITED");
    }
    await expect(client.listTools()).rejects.toThrow(/Too many requests/);
  });

  it("counts each client on its own, as the HTTP API does", async () => {
    const api = sampleApi({ rateLimits: { catalog: { limit: 2 } } });
    const first = await mcpHttpClient(MCP_URL, fetchOf(api, "198.51.100.1"));
    await first.listTools();
    await expect(first.listTools()).rejects.toThrow(/Too many requests/);
    const second = await mcpHttpClient(MCP_URL, fetchOf(api, "198.51.100.2"));
    expect((await second.callTool({ name: "taxonomy", arguments: {} })).isError).toBe(false);
  });

  it("serves under a base path, with the links in results under it", async () => {
    const api = sampleApi({ basePath: "/directory" });
    const client = await mcpHttpClient(`${ORIGIN}/directory/mcp`, fetchOf(api));
    const vendor = await client.callTool({
      name: "get_vendor",
      arguments: { vendor: "bluepeak-cyber" },
    });
    expect(vendor.structuredContent).toMatchObject({
      detailsPage: `${ORIGIN}/directory/vendors/bluepeak-cyber`,
    });
    const search = await client.callTool({
      name: "search_vendors",
      arguments: { framework: ["iso-27001"], limit: 1 },
    });
    expect(toolText(search)).toContain(`"${ORIGIN}/directory/vendors/`);
  });

  it("answers an unknown tool with a JSON-RPC error and bad arguments with a tool error", async () => {
    const { client } = await connect();
    await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(
      /Unknown tool "no_such_tool"/,
    );
    const bad = await client.callTool({
      name: "market_ranking",
      arguments: { dimension: "vendors" },
    });
    expect(bad.isError).toBe(true);
    expect(toolText(bad)).toContain("dimension");
  });
});

describe("malformed requests to /mcp", () => {
  const api = sampleApi();

  it("answers a body that is not JSON with a parse error, 400", async () => {
    const response = await post(api, "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
  });

  it("answers a JSON-RPC batch with an invalid-request error, 400", async () => {
    const response = await post(api, `[${toolsList},${toolsList}]`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: { code: -32600 }, id: null });
    expect(body.error.message).toMatch(/batch/i);
  });

  it("refuses a body over the bound with 413 before reading it all", async () => {
    const big = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "ask_ai", arguments: { message: "x".repeat(MCP_MAX_BODY_BYTES) } },
    });
    const response = await post(api, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: -32600 } });
  });

  it("answers JSON that is no JSON-RPC message, and a wrong Accept, as the transport does", async () => {
    expect((await post(api, "42")).status).toBe(400);
    expect((await post(api, '{"hello":"world"}')).status).toBe(400);
    expect((await post(api, toolsList, { accept: "application/json" })).status).toBe(406);
    expect((await post(api, toolsList, { "content-type": "text/plain" })).status).toBe(415);
  });

  it("answers a request over the catalog limit with 429, Retry-After and the JSON-RPC error", async () => {
    const limited = sampleApi({ rateLimits: { catalog: { limit: 1 } } });
    const send = () =>
      limited.fetch(new Request(MCP_URL, mcpPost(toolsList)), { clientAddress: "203.0.113.11" });
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-policy")).toBe('"catalog";q=1;w=60');
    expect(await refused.json()).toMatchObject({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32000, data: { code: "RATE_LIMITED", retryAfter: expect.any(Number) } },
    });
  });

  it("answers GET for an event stream and DELETE with 405, as a stateless server", async () => {
    const stream = await api.fetch(
      new Request(MCP_URL, { headers: { accept: "text/event-stream" } }),
    );
    expect(stream.status).toBe(405);
    expect(stream.headers.get("allow")).toContain("POST");
    const ended = await api.fetch(new Request(MCP_URL, { method: "DELETE" }));
    expect(ended.status).toBe(405);
    expect((await ended.json()).error.message).toMatch(/stateless/);
  });

  it("still serves the human page on GET and answers a CORS preflight for POST", async () => {
    const page = await api.fetch(new Request(MCP_URL, { headers: { accept: "text/html" } }));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const preflight = await api.fetch(
      new Request(MCP_URL, {
        method: "OPTIONS",
        headers: { origin: "https://agent.example", "access-control-request-method": "POST" },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("never answers 500 to any body: text, JSON values, or JSON-RPC-shaped messages of any content", async () => {
    const message = fc.record(
      {
        jsonrpc: fc.oneof(fc.constant("2.0"), fc.string()),
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        method: fc.oneof(
          fc.constantFrom("initialize", "tools/list", "tools/call", "ping", "notifications/x"),
          fc.string(),
        ),
        params: fc.oneof(
          fc.jsonValue(),
          fc.record({
            name: fc.constantFrom("get_vendor", "search_vendors", "x"),
            arguments: fc.jsonValue(),
          }),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      message.map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const response = await post(api, text);
        await response.body?.cancel();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it("never answers 500 to a notification, a response, or a message of an unknown method", async () => {
    const notification = await post(api, '{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(notification.status).toBe(202);
    const unknown = await post(api, '{"jsonrpc":"2.0","id":7,"method":"resources/list"}');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ id: 7, error: { code: -32601 } });
  });
});
