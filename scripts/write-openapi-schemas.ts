import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deriveMcpToolList } from "../packages/core/src/mcp/mcp-tool-list.ts";
import { deriveOpenApiSchemas } from "../packages/core/src/site/openapi-schemas.ts";

/**
 * Writes the JSON Schemas derived from the valibot schemas: the OpenAPI document's component
 * schemas to packages/core/src/site/openapi-schemas.generated.json, which the served
 * /openapi.json reads, and the MCP tool list to packages/core/src/mcp/mcp-tool-list.generated.json,
 * which the MCP server reads. `pnpm build` runs it; run it (`pnpm openapi:schemas`) after
 * changing a response, request or tool schema, and commit the files: the tests fail while
 * they are stale.
 */
function write(path: string, value: unknown): void {
  const target = fileURLToPath(new URL(`../packages/core/src/${path}`, import.meta.url));
  const text = `${JSON.stringify(value, null, 2)}\n`;
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // Not written yet.
  }
  if (current === text) {
    console.info(`${path} is up to date`);
  } else {
    writeFileSync(target, text);
    console.info(`wrote packages/core/src/${path}`);
  }
}

write("site/openapi-schemas.generated.json", deriveOpenApiSchemas());
write("mcp/mcp-tool-list.generated.json", deriveMcpToolList());
