import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** The MCP SDK's client, connected over Streamable HTTP to `url` through `fetchLike`. */
export async function mcpHttpClient(
  url: string,
  fetchLike: (url: string | URL, init?: RequestInit) => Promise<Response> = fetch,
): Promise<Client> {
  const client = new Client({ name: "grc-directory-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: fetchLike }));
  return client;
}

/**
 * A raw POST of one JSON-RPC `body` to an MCP endpoint, as a client that does not use the
 * SDK sends it (both content types accepted); `headers` add to or replace those.
 */
export function mcpPost(body: BodyInit, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body,
  };
}

/** The text parts of a tool result, joined. */
export function toolText(result: Awaited<ReturnType<Client["callTool"]>>): string {
  return (result.content as { type: string; text: string }[]).map((part) => part.text).join("");
}

/**
 * Asks `ask_ai` about ISO 27001 in Germany, then, with the token of that answer, about one of
 * the vendors it named: the second answer, which should be about Bluepeak Cyber GmbH alone.
 */
export async function twoTurnAsk(client: Client) {
  const first = await client.callTool({
    name: "ask_ai",
    arguments: { message: "ISO 27001 consultants in Germany" },
  });
  if (first.isError) throw new Error(`ask_ai failed: ${toolText(first)}`);
  const { token } = first.structuredContent as { token: string };
  return client.callTool({
    name: "ask_ai",
    arguments: { message: "tell me more about Bluepeak", token },
  });
}
