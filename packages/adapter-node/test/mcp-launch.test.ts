import { fileURLToPath } from "node:url";
import { createApi } from "@grc-directory/core";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument } from "../../core/test/fixture-catalog.ts";
import { type RunningServer, serve } from "../src/server.ts";
import { launchAndSearch, mcpPageCommands } from "./mcp-launch.ts";

const CHECKOUT = fileURLToPath(new URL("../../..", import.meta.url));

describe("the MCP launch commands a deployment gives", () => {
  let site: RunningServer;
  let commands: string[];
  let client: Client | undefined;

  beforeAll(async () => {
    // A catalog the bundled sample does not have: an answer from it proves the launched
    // server asked this deployment.
    site = await serve(
      createApi({ catalog: fixtureDocument, ai: { tokenSecret: "launch-test-secret-0123456789" } }),
      { port: 0 },
    );
    commands = await mcpPageCommands(site.url);
  });

  afterAll(async () => {
    await client?.close();
    await site?.close();
  });

  it("are the same on the /mcp page, in its client configurations and on the server card", async () => {
    const card = await (await fetch(`${site.url}/.well-known/mcp/server-card.json`)).json();
    const [{ identifier, version, packageArguments }] = card.packages;
    const args = packageArguments.flatMap((arg: { type: string; name?: string; value: string }) =>
      arg.type === "named" ? [arg.name, arg.value] : [arg.value],
    );
    expect(args).toEqual(["mcp", "--base-url", site.url]);
    expect(commands).toContain(`npx -y ${identifier}@${version} ${args.join(" ")}`);
    const configs = commands
      .filter((block) => block.startsWith("{"))
      .map((block) => JSON.parse(block).mcpServers["grc-directory"]);
    expect(configs).toEqual([
      { type: "http", url: card.remotes[0].url },
      { command: "npx", args: ["-y", `${identifier}@${version}`, ...args] },
    ]);
    expect(card.remotes).toEqual([{ type: "streamable-http", url: `${site.url}/mcp` }]);
    expect(commands).toContain(`npx grc-directory ${args.join(" ")}`);
  });

  it("from a checkout, the /mcp page's command runs the server against this deployment", async () => {
    const checkout = commands.find((block) => block.startsWith("npx -y pnpm@12 "));
    expect(checkout).toBe(`npx -y pnpm@12 --silent mcp --base-url ${site.url}`);
    const launched = await launchAndSearch(checkout as string, CHECKOUT, {
      framework: ["iso-27001"],
    });
    client = launched.client;
    expect(launched.tools).toContain("search_vendors");
    expect(launched.text).toContain("Zeta Audit");
    expect(launched.text).toContain("Alpha Assurance");
  }, 60_000);
});
