import { siteRoot } from "../../http/base-path.ts";
import { MCP_PACKAGE, MCP_SERVER_NAME } from "../../mcp/mcp-identity.ts";
import { mcpLaunchCommands } from "../../mcp/mcp-launch.ts";
import { MCP_TOOL_TEXTS } from "../../mcp/mcp-tool-texts.ts";
import type { Page } from "../page-model.ts";

/** `/mcp`: the MCP server, how to connect to it or launch it on stdio, and each of its tools. */
export function mcpPage(basePath: string) {
  return async (_request: Request, url: URL): Promise<Page> => {
    const launch = mcpLaunchCommands(siteRoot(url, basePath));
    return {
      title: "MCP server",
      description:
        "Use the directory from any MCP client: connect by URL over Streamable HTTP, or through a local stdio server.",
      blocks: [
        {
          paragraph: [
            "The server ",
            { code: MCP_SERVER_NAME },
            " answers MCP over Streamable HTTP at ",
            { code: launch.url },
            ": POST one JSON-RPC message per request. It is stateless (no session, no event stream), so any instance answers any request. Its description for clients is the ",
            { link: "/.well-known/mcp/server-card.json", text: "server card" },
            ".",
          ],
        },
        { heading: "Connect by URL", level: 2 },
        { paragraph: ["Give an MCP client the endpoint, or this configuration:"] },
        { code: launch.remoteConfig },
        {
          paragraph: [
            "Limits are the API's, for the same client address: Ask AI's for ask_ai, the catalog limit for every other tool call and for initialize and tools/list; notifications are free. A tool call over the limit answers a tool error; any other request answers HTTP 429 with Retry-After.",
          ],
        },
        { heading: "Launch it on stdio", level: 2 },
        {
          paragraph: [
            "The npm package ",
            { code: MCP_PACKAGE },
            " (Node 22 or later) serves the same tools over stdio, passing each message to this endpoint (or, without --base-url, to the bundled sample catalog in process). From npm, or in an MCP client's configuration:",
          ],
        },
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
