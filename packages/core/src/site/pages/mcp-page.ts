import { siteRoot } from "../../http/base-path.ts";
import { MCP_PACKAGE, MCP_SERVER_NAME } from "../../mcp/mcp-identity.ts";
import { MCP_BIN, mcpLaunchCommands } from "../../mcp/mcp-launch.ts";
import { MCP_TOOLS } from "../../mcp/mcp-tools.ts";
import type { Page } from "../page-model.ts";

/** `/mcp`: the MCP server, how to launch it against this deployment, and each of its tools. */
export function mcpPage(basePath: string) {
  return async (_request: Request, url: URL): Promise<Page> => {
    const launch = mcpLaunchCommands(siteRoot(url, basePath));
    return {
      title: "MCP server",
      description: "Use the directory from any MCP client through a local stdio server.",
      blocks: [
        {
          paragraph: [
            "The server ",
            { code: MCP_SERVER_NAME },
            " ships in the npm package ",
            { code: MCP_PACKAGE },
            " (Node 22 or later). It speaks MCP over stdio and answers from this deployment (or, without --base-url, from the bundled sample catalog in process). Its description for clients is the ",
            { link: "/.well-known/mcp/server-card.json", text: "server card" },
            ".",
          ],
        },
        { heading: "Launch it", level: 2 },
        { paragraph: ["From the npm package:"] },
        { code: launch.npm },
        { paragraph: ["In an MCP client's configuration:"] },
        { code: launch.clientConfig },
        {
          paragraph: [
            "From packages packed from the project's repository: in a project where ",
            { code: "npm install <core tarball> <adapter-node tarball>" },
            " has run, the package's ",
            { code: MCP_BIN },
            " command:",
          ],
        },
        { code: launch.packed },
        {
          paragraph: [
            "From a checkout of the repository, after ",
            { code: "npx -y pnpm@12 install --prod" },
            " there (",
            { code: "--silent" },
            " keeps pnpm's own output off the MCP stream):",
          ],
        },
        { code: launch.checkout },
        { heading: "Tools", level: 2 },
        {
          table: {
            head: ["Tool", "What it does"],
            rows: MCP_TOOLS.map((tool) => [{ code: tool.name }, tool.description]),
          },
        },
      ],
    };
  };
}
