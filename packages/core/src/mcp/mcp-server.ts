import { Server, type ServerOptions } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import * as v from "valibot";
import { MCP_SERVER_NAME, MCP_SERVER_VERSION } from "./mcp-identity.ts";
import toolList from "./mcp-tool-list.generated.json" with { type: "json" };
import { type McpToolEnv, runMcpTool } from "./mcp-tool-runs.ts";
import { MCP_TOOLS } from "./mcp-tools.ts";

const text = (value: string, isError = false, structuredContent?: Record<string, unknown>) => ({
  content: [{ type: "text" as const, text: value }],
  ...(structuredContent ? { structuredContent } : {}),
  isError,
});

/** The tool list as `tools/list` answers it, derived from `MCP_TOOLS` at build time. */
const TOOL_LIST = toolList as unknown as Tool[];

/**
 * An MCP server (tools only) over the core's tool definitions, running each tool against
 * `env`. A stateless endpoint builds one per request. `validator` is the SDK's JSON Schema
 * validator, passed so that one instance serves every request (the default builds a new one
 * per server).
 */
export function mcpServer(
  env: McpToolEnv,
  validator?: ServerOptions["jsonSchemaValidator"],
): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "Search GRC service vendors by exact tags (results are in name order, not ranked; page with cursor), look one up by name with get_vendor, read directory interest (not market share), or ask Ask AI for recommendations.",
      ...(validator ? { jsonSchemaValidator: validator } : {}),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_LIST }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = MCP_TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) {
      // A protocol error, as the specification has it; bad arguments are tool errors
      // instead, which the model reads and can correct.
      const names = MCP_TOOLS.map((candidate) => candidate.name).join(", ");
      const name = request.params.name.slice(0, 100);
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${name}". Tools: ${names}.`);
    }
    const parsed = v.safeParse(tool.input, request.params.arguments ?? {});
    if (!parsed.success) {
      const problems = parsed.issues.map((issue) => {
        const path = issue.path?.map((item) => item.key).join(".") || "arguments";
        return `${path}: ${issue.message}`;
      });
      return text(`Invalid arguments: ${problems.join("; ")}`, true);
    }
    try {
      const result = await runMcpTool(tool.name, parsed.output as never, env);
      return text(result.text, result.isError, result.structured);
    } catch (error) {
      return text(`The tool failed: ${(error as Error).message}`, true);
    }
  });
  return server;
}
