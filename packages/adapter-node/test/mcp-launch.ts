import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { shellEnvironment } from "../../../test/shell-environment.ts";

/** The code blocks of the deployment's `/mcp` page, in its Markdown form. */
export async function mcpPageCommands(root: string): Promise<string[]> {
  const page = await (await fetch(`${root}/mcp`, { headers: { accept: "text/markdown" } })).text();
  return [...page.matchAll(/```[a-z]*\n([\s\S]*?)\n```/g)].map((match) => match[1] as string);
}

/**
 * Runs a launch command as an MCP client would (split on spaces, in `cwd`), connects over
 * stdio, and returns the client and the text of a `search_vendors` call.
 */
export async function launchAndSearch(
  command: string,
  cwd: string,
  search: Record<string, unknown>,
): Promise<{ client: Client; tools: string[]; text: string }> {
  const [program, ...args] = command.split(" ");
  const client = new Client({ name: "grc-directory-launch-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: program as string,
      args,
      cwd,
      env: shellEnvironment(),
      stderr: "pipe",
    }),
  );
  const { tools } = await client.listTools();
  const result = await client.callTool({ name: "search_vendors", arguments: search });
  const text = (result.content as { text: string }[]).map((part) => part.text).join("");
  return { client, tools: tools.map((tool) => tool.name), text };
}
