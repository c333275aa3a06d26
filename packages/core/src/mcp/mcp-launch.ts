import { MCP_PACKAGE, MCP_SERVER_VERSION } from "./mcp-identity.ts";

/**
 * How an MCP client reaches the deployment at `root` (origin plus any basePath): its
 * Streamable HTTP endpoint and a client configuration naming it, and the commands that
 * launch the stdio server against it, each runnable as written: from the npm package, where
 * tarballs packed from the repository are installed, from a checkout, and as a client's
 * configuration. The server card lists the same endpoint, package and arguments.
 */
export function mcpLaunchCommands(root: string) {
  const args = `mcp --base-url ${root}`;
  const npm = `npx -y ${MCP_PACKAGE}@${MCP_SERVER_VERSION} ${args}`;
  const url = `${root}/mcp`;
  return {
    /** The Streamable HTTP endpoint (POST). */
    url,
    /** An MCP client's configuration (`mcpServers`) for the endpoint. */
    remoteConfig: JSON.stringify(
      { mcpServers: { "grc-directory": { type: "http", url } } },
      null,
      2,
    ),
    npm,
    packed: `npx grc-directory ${args}`,
    checkout: `npx -y pnpm@12 --silent ${args}`,
    /** An MCP client's configuration (`mcpServers`) for the npm package. */
    clientConfig: JSON.stringify(
      { mcpServers: { "grc-directory": { command: "npx", args: npm.split(" ").slice(1) } } },
      null,
      2,
    ),
  };
}
