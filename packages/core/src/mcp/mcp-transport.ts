import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { mcpServer } from "./mcp-server.ts";
import type { McpToolEnv } from "./mcp-tool-runs.ts";

/*
 * This module holds everything that needs the MCP SDK (its import costs 250 to 310 ms), so
 * that the endpoint loads it on the first POST /mcp, not when the API starts.
 */

/** Answers one JSON-RPC message read from a POST to the MCP endpoint. */
export type McpAnswerer = (
  request: Request,
  message: unknown,
  env: McpToolEnv,
) => Promise<Response>;

/**
 * Answers each JSON-RPC message (already read and parsed from `request`) statelessly: a
 * server and a Streamable HTTP transport for that request alone, answering in JSON, not a
 * stream, then closed. The transport checks the rest: `Accept`, `Content-Type`, the
 * protocol version header and the message's shape. One JSON Schema validator serves every
 * request (the SDK would build one per server).
 */
export function mcpAnswerer(): McpAnswerer {
  const validator = new AjvJsonSchemaValidator();
  return async (request, message, env) => {
    const server = mcpServer(env, validator);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(request, { parsedBody: message });
      // In JSON mode the answer is complete once it is returned: read it before closing.
      const body = response.status === 202 ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, headers: response.headers });
    } finally {
      await server.close();
    }
  };
}
