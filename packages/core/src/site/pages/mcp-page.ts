import { siteRoot } from "../../http/base-path.ts";
import { MCP_PACKAGE, MCP_SERVER_NAME } from "../../mcp/mcp-identity.ts";
import { MCP_TOOLS } from "../../mcp/mcp-tools.ts";
import type { Page } from "../page-model.ts";

/** `/mcp`: the MCP server, how to launch it, and each of its tools. */
export function mcpPage(basePath: string) {
  return async (_request: Request, url: URL): Promise<Page> => ({
    title: "MCP server",
    description: "Use the directory from any MCP client through a local stdio server.",
    blocks: [
      {
        paragraph: [
          "The server ",
          { code: MCP_SERVER_NAME },
          " ships in the npm package ",
          { code: MCP_PACKAGE },
          ". It speaks MCP over stdio and answers from this deployment (or, without --base-url, from the bundled sample catalog in process). Its description for clients is the ",
          { link: "/.well-known/mcp/server-card.json", text: "server card" },
          ".",
        ],
      },
      { code: `npx -y ${MCP_PACKAGE} mcp --base-url ${siteRoot(url, basePath)}` },
      { heading: "Tools", level: 2 },
      {
        table: {
          head: ["Tool", "What it does"],
          rows: MCP_TOOLS.map((tool) => [{ code: tool.name }, tool.description]),
        },
      },
    ],
  });
}
