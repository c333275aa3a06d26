import { expect, it } from "vitest";
import { mcpHttpClient, mcpPost, toolText, twoTurnAsk } from "../packages/core/test/mcp-client.ts";

/**
 * The MCP endpoint over real HTTP, with the MCP SDK's own client, as agents connect by URL:
 * registered inside a runtime's conformance suite, against its running server (`url()`),
 * with `clientHeader` naming the client as that deployment reads it. Each test is its own
 * client, so that the catalog limit (20 a minute in the conformance settings) is its own.
 */
export function mcpOverHttp(url: () => string, clientHeader: string): void {
  let clients = 0;
  const clientFetch = () => {
    const ip = `192.0.2.${++clients}`;
    return (target: string | URL, init?: RequestInit) => {
      const request = new Request(target, init);
      request.headers.set(clientHeader, ip);
      return fetch(request);
    };
  };
  const endpoint = () => new URL("mcp", url()).href;
  const connect = () => mcpHttpClient(endpoint(), clientFetch());
  const post = (body: string, headers: Record<string, string> = {}) =>
    clientFetch()(endpoint(), mcpPost(body, headers));

  it("MCP over Streamable HTTP: the SDK client lists the tools, searches and gets a vendor", async () => {
    const client = await connect();
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain("get_vendor");
      const search = await client.callTool({
        name: "search_vendors",
        arguments: { framework: ["iso-27001"], limit: 2 },
      });
      expect(search.isError).toBe(false);
      const origin = new URL(url()).origin;
      expect(toolText(search)).toContain(`${origin}/vendors/`);
      expect(toolText(search)).toMatch(/cursor: \S+$/);
      const vendor = await client.callTool({
        name: "get_vendor",
        arguments: { vendor: "Bluepeak Cyber" },
      });
      expect(vendor.structuredContent).toMatchObject({
        detailsPage: `${origin}/vendors/bluepeak-cyber`,
      });
    } finally {
      await client.close();
    }
  });

  it("MCP over Streamable HTTP: a two-turn Ask AI conversation by token", async () => {
    const client = await connect();
    try {
      const second = await twoTurnAsk(client);
      expect(second.structuredContent).toMatchObject({
        vendors: [{ name: "Bluepeak Cyber GmbH" }],
      });
    } finally {
      await client.close();
    }
  });

  it("MCP over Streamable HTTP: the catalog limit, reached, is a tool error, then a 429", async () => {
    const client = await connect();
    try {
      // initialize counted one of 20; 19 calls use up the rest.
      for (let call = 0; call < 19; call++) {
        expect((await client.callTool({ name: "taxonomy", arguments: {} })).isError).toBe(false);
      }
      const refused = await client.callTool({ name: "taxonomy", arguments: {} });
      expect(refused.isError).toBe(true);
      expect(JSON.parse(toolText(refused)).error.code).toBe("RATE_LIMITED");
      await expect(client.listTools()).rejects.toThrow(/Too many requests/);
    } finally {
      await client.close();
    }
  });

  it("MCP over Streamable HTTP: malformed requests get JSON-RPC errors, never a 500", async () => {
    const list = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
    const answers = [
      [await post("{not json"), 400, -32700],
      [await post(`[${list}]`), 400, -32600],
      [await post(JSON.stringify({ pad: "x".repeat(70_000) })), 413, -32600],
      [await post(list, { accept: "application/json" }), 406, -32000],
    ] as const;
    for (const [response, status, code] of answers) {
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
    const stream = await clientFetch()(endpoint(), { headers: { accept: "text/event-stream" } });
    expect(stream.status).toBe(405);
    await stream.body?.cancel();
    const ended = await clientFetch()(endpoint(), { method: "DELETE" });
    expect(ended.status).toBe(405);
    await ended.body?.cancel();
  });
}
