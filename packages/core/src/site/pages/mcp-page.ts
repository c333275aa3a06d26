import { siteRoot } from "../../http/base-path.ts";
import { MCP_PACKAGE, MCP_SERVER_NAME } from "../../mcp/mcp-identity.ts";
import { mcpLaunchCommands } from "../../mcp/mcp-launch.ts";
import { MCP_TOOL_TEXTS } from "../../mcp/mcp-tool-texts.ts";
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
        { paragraph: ["From npm, or in an MCP client's configuration:"] },
        { code: launch.npm },
        { code: launch.clientConfig },
        { paragraph: ["Where the packed tarballs are installed, or from a checkout:"] },
        { code: launch.packed },
        { code: launch.checkout },
        { heading: "Tools", level: 2 },
        {
          table: {
            head: ["Tool", "What it does"],
            rows: Object.entries(MCP_TOOL_TEXTS).map(([name, tool]) => [
              { code: name },
              tool.description,
            ]),
          },
        },
      ],
    };
  };
}
