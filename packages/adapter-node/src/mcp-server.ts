import {
  jsonSchemaOf,
  MCP_SERVER_NAME,
  MCP_SERVER_VERSION,
  MCP_TOOLS,
} from "@grc-directory/core/mcp";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as v from "valibot";
import { type CallApi, runMcpTool } from "./mcp-tool-runs.ts";

const text = (value: string, isError = false, structuredContent?: Record<string, unknown>) => ({
  content: [{ type: "text" as const, text: value }],
  ...(structuredContent ? { structuredContent } : {}),
  isError,
});

/**
 * An MCP server (tools only) over the core's tool definitions. `callApi` answers each
 * request: `api.fetch` in process, or `fetch` to a deployment at `baseUrl`.
 */
export function mcpServer(callApi: CallApi, baseUrl: string): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "Search GRC service vendors by exact tags (results are in name order, not ranked), read directory interest (not market share), or ask Ask AI for recommendations.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: MCP_TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: jsonSchemaOf(tool.input) as { type: "object" },
      ...("output" in tool
        ? { outputSchema: jsonSchemaOf(tool.output) as { type: "object" } }
        : {}),
      annotations: tool.annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = MCP_TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) return text(`Unknown tool "${request.params.name}".`, true);
    const parsed = v.safeParse(tool.input, request.params.arguments ?? {});
    if (!parsed.success) {
      const problems = parsed.issues.map((issue) => {
        const path = issue.path?.map((item) => item.key).join(".") || "arguments";
        return `${path}: ${issue.message}`;
      });
      return text(`Invalid arguments: ${problems.join("; ")}`, true);
    }
    try {
      const result = await runMcpTool(tool.name, parsed.output as never, callApi, baseUrl);
      return text(result.text, result.isError, result.structured);
    } catch (error) {
      return text(`The API could not be reached: ${(error as Error).message}`, true);
    }
  });
  return server;
}
