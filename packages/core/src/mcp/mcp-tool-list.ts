import { jsonSchemaOf } from "../site/json-schema.ts";
import { MCP_TOOLS } from "./mcp-tools.ts";

/**
 * The tools as `tools/list` answers them, derived from `MCP_TOOLS` (JSON Schemas with no
 * shared references, which clients resolve against nothing). Derived at build time, like the
 * OpenAPI schemas: `scripts/write-openapi-schemas.ts` writes it to
 * `mcp-tool-list.generated.json`, which the server reads, so that no runtime carries the
 * JSON Schema converter; `mcp-tool-list.test.ts` fails while that file is stale.
 */
export function deriveMcpToolList() {
  return MCP_TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchemaOf(tool.input, false),
    ...("output" in tool ? { outputSchema: jsonSchemaOf(tool.output, false) } : {}),
    annotations: tool.annotations,
  }));
}
