import { MCP_PACKAGE, MCP_SERVER_VERSION } from "./mcp-identity.ts";

/**
 * The commands that launch the stdio server against the deployment at `root` (origin plus
 * any basePath), each runnable as written: from the npm package, where tarballs packed from
 * the repository are installed, from a checkout, and as an MCP client's configuration.
 * The server card lists the same package and arguments.
 */
export function mcpLaunchCommands(root: string) {
  const args = `mcp --base-url ${root}`;
  const npm = `npx -y ${MCP_PACKAGE}@${MCP_SERVER_VERSION} ${args}`;
  return {
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
