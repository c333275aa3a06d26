import { MCP_PACKAGE, MCP_SERVER_VERSION } from "./mcp-identity.ts";

/** The command in the packed or published package, and the CLI's arguments for a deployment. */
export const MCP_BIN = "grc-directory";

/** What the stdio server takes to answer from the deployment at `root` (origin + basePath). */
export function mcpArguments(root: string): string[] {
  return ["mcp", "--base-url", root];
}

/**
 * The ways to launch the stdio server against the deployment at `root`, each a command that
 * runs as written: from the npm package (npx fetches it), from tarballs packed from the
 * repository (installed into a project first), and from a checkout of the repository.
 */
export function mcpLaunchCommands(root: string) {
  const args = mcpArguments(root).join(" ");
  return {
    npm: `npx -y ${MCP_PACKAGE}@${MCP_SERVER_VERSION} ${args}`,
    packed: `npx ${MCP_BIN} ${args}`,
    checkout: `npx -y pnpm@12 --silent ${args}`,
    /** An MCP client's configuration (`mcpServers`) for the npm package. */
    clientConfig: JSON.stringify(
      {
        mcpServers: {
          "grc-directory": {
            command: "npx",
            args: ["-y", `${MCP_PACKAGE}@${MCP_SERVER_VERSION}`, ...mcpArguments(root)],
          },
        },
      },
      null,
      2,
    ),
  };
}
