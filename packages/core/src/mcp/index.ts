export { jsonSchemaOf } from "../site/json-schema.ts";
export { MCP_PACKAGE, MCP_SERVER_NAME, MCP_SERVER_VERSION } from "./mcp-identity.ts";
export { mcpLaunchCommands } from "./mcp-launch.ts";
export { MCP_TOOLS, type McpTool, type McpToolInput, type McpToolName } from "./mcp-tools.ts";
