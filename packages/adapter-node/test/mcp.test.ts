import { fileURLToPath } from "node:url";
import { createApi } from "@grc-directory/core";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, serve } from "../src/server.ts";

const CLI = fileURLToPath(new URL("../src/cli.ts", import.meta.url));

async function connect(args: string[]): Promise<Client> {
  const client = new Client({ name: "grc-directory-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ["--conditions=@grc-directory/source", "--import", "tsx", CLI, "mcp", ...args],
      env: { ...process.env, AI_TOKEN_SECRET: "mcp-test-secret-0123456789" } as Record<
        string,
        string
      >,
      stderr: "pipe",
    }),
  );
  return client;
}

function textOf(result: Awaited<ReturnType<Client["callTool"]>>): string {
  return (result.content as { type: string; text: string }[]).map((part) => part.text).join("");
}

describe("grc-directory mcp (SDK client over stdio, each message passed to POST /mcp)", () => {
  let site: RunningServer;
  let local: Client;
  let remote: Client;

  beforeAll(async () => {
    site = await serve(
      createApi({ market: { demoData: true }, ai: { tokenSecret: "mcp-site-secret-0123456789" } }),
      {
        port: 0,
      },
    );
    [local, remote] = await Promise.all([connect([]), connect(["--base-url", site.url])]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([local?.close(), remote?.close()]);
    await site?.close();
  });

  it("reports the name and version that the server card publishes", async () => {
    const card = await (await fetch(`${site.url}/.well-known/mcp/server-card.json`)).json();
    expect(local.getServerVersion()).toMatchObject({ name: card.name, version: card.version });
    expect(card).toMatchObject({
      $schema: expect.stringContaining("server-card"),
      name: expect.stringMatching(/^[a-z0-9.-]+\/[a-z0-9.-]+$/),
      title: expect.any(String),
      description: expect.any(String),
      websiteUrl: `${site.url}/mcp`,
      remotes: [{ type: "streamable-http", url: `${site.url}/mcp` }],
      packages: [
        {
          registryType: "npm",
          identifier: "@grc-directory/adapter-node",
          transport: { type: "stdio" },
          packageArguments: [
            { type: "positional", value: "mcp" },
            { type: "named", name: "--base-url", value: site.url },
          ],
        },
      ],
    });
  });

  it("lists every tool the /mcp page documents, each with an input schema", async () => {
    const page = await (
      await fetch(`${site.url}/mcp`, { headers: { accept: "text/markdown" } })
    ).text();
    const documented = [...page.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThanOrEqual(5);
    const { tools } = await local.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...documented].sort());
    for (const tool of tools) expect(tool.inputSchema.type).toBe("object");
  });

  it("searches vendors in process", async () => {
    const result = await local.callTool({
      name: "search_vendors",
      arguments: { framework: ["ISO 27001"], region: ["de"], limit: 3 },
    });
    expect(result.isError).toBe(false);
    const [json, more] = textOf(result).split("\n\n");
    const body = JSON.parse(json as string);
    expect(body.count).toBe(3);
    expect(body.normalized.frameworks).toEqual(["iso-27001"]);
    expect(more).toMatch(/cursor: \S+$/);
  });

  it("gets a vendor by name from a remote deployment, with its page there", async () => {
    const result = await remote.callTool({
      name: "get_vendor",
      arguments: { vendor: "bluepeak cyber" },
    });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({
      vendor: { name: "Bluepeak Cyber GmbH" },
      detailsPage: `${site.url}/vendors/bluepeak-cyber`,
    });
  });

  it("answers an unknown tool with a JSON-RPC error under the request's id", async () => {
    await expect(remote.callTool({ name: "no_such_tool", arguments: {} })).rejects.toThrow(
      /Unknown tool/,
    );
  });

  it("answers from a remote deployment with --base-url, market and Ask AI included", async () => {
    const ranking = JSON.parse(
      textOf(
        await remote.callTool({
          name: "market_ranking",
          arguments: { dimension: "frameworks", limit: 3 },
        }),
      ),
    );
    expect(ranking.results).toHaveLength(3);
    expect(ranking.warnings[0].code).toBe("DEMO_DATA");
    const point = JSON.parse(
      textOf(await remote.callTool({ name: "market_point", arguments: { framework: "soc-2" } })),
    );
    expect(point.result.type).toBe("framework");
    const taxonomy = JSON.parse(textOf(await remote.callTool({ name: "taxonomy", arguments: {} })));
    expect(taxonomy.framework).toContain("iso-27001");
    const answer = await remote.callTool({
      name: "ask_ai",
      arguments: { message: "SOC 2 auditor in the United States" },
    });
    expect(answer.isError).toBe(false);
    expect(textOf(answer)).toMatch(/^\d+ vendors in the directory match/);
    expect(textOf(answer)).toContain(`${site.url}/vendors/`);
  });

  it("continues an Ask AI conversation with the token the first answer returns", async () => {
    const first = await local.callTool({
      name: "ask_ai",
      arguments: { message: "ISO 27001 consultants in Germany" },
    });
    expect(first.isError).toBe(false);
    const structured = first.structuredContent as { token: string; vendors: unknown[] };
    expect(structured.vendors.length).toBeGreaterThan(0);
    expect(structured.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(textOf(first)).toContain(`token: ${structured.token}`);
    const second = await local.callTool({
      name: "ask_ai",
      arguments: { message: "tell me more about Bluepeak", token: structured.token },
    });
    expect(second.isError).toBe(false);
    expect(second.structuredContent).toMatchObject({
      vendors: [{ name: "Bluepeak Cyber GmbH" }],
      token: expect.any(String),
    });
    expect(textOf(second)).toContain("TISAX");
    const replay = await local.callTool({
      name: "ask_ai",
      arguments: { message: "soc 2", token: "not-a-token" },
    });
    expect(replay.isError).toBe(true);
    expect(JSON.parse(textOf(replay)).code).toBe("bad_token");
  });

  it("annotates market_point as recording interest and lookups as read-only", async () => {
    const { tools } = await local.listTools();
    const annotations = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
    expect(annotations.market_point).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
    });
    expect(annotations.search_vendors).toMatchObject({ readOnlyHint: true });
    expect(annotations.ask_ai).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    expect(tools.find((tool) => tool.name === "ask_ai")?.outputSchema?.type).toBe("object");
  });

  it("reports bad arguments and API errors as tool errors, not crashes", async () => {
    const bad = await local.callTool({
      name: "market_ranking",
      arguments: { dimension: "vendors" },
    });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("dimension");
    const unknown = await local.callTool({
      name: "search_vendors",
      arguments: { framework: ["iso-2700"] },
    });
    expect(unknown.isError).toBe(true);
    expect(JSON.parse(textOf(unknown)).error.code).toBe("UNKNOWN_ALIAS");
  });
});
