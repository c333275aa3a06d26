import { MCP_PACKAGE, MCP_SERVER_NAME, MCP_SERVER_VERSION } from "../mcp/mcp-identity.ts";

/**
 * `/.well-known/mcp/server-card.json`: the MCP server, as the MCP server-card schema
 * describes a server (the same shape as a registry `server.json`): its identity, its
 * Streamable HTTP endpoint on this deployment (`remotes`), and the npm package and arguments
 * that launch the stdio server against it (`root`: the origin plus any `basePath`).
 */
export function mcpServerCard(root: string, site: { name: string; repositoryUrl?: string }) {
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
    name: MCP_SERVER_NAME,
    version: MCP_SERVER_VERSION,
    title: site.name,
    description:
      "Search a curated directory of ISO 27001, SOC 2 and other GRC service vendors, read directory interest statistics, and ask for recommendations.",
    websiteUrl: `${root}/mcp`,
    ...(site.repositoryUrl ? { repository: { url: site.repositoryUrl, source: "github" } } : {}),
    remotes: [{ type: "streamable-http", url: `${root}/mcp` }],
    packages: [
      {
        registryType: "npm",
        identifier: MCP_PACKAGE,
        version: MCP_SERVER_VERSION,
        transport: { type: "stdio" },
        packageArguments: [
          { type: "positional", value: "mcp" },
          { type: "named", name: "--base-url", value: root },
        ],
      },
    ],
  };
}
