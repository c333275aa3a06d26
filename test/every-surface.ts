/**
 * Every surface a running deployment serves, exercised as its users would over real HTTP and
 * stdio: a search, the tools dump, a market answer, an Ask AI stream, MCP over Streamable
 * HTTP (initialize, tools/list, tools/call) and over stdio, `/readyz`, and Prometheus on
 * `METRICS_PORT`. Shared by the tests of what users install: the README's first command in a
 * copy of the clone, and the packed tarballs installed with production dependencies only.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { expect, it } from "vitest";
import { parsePrometheusText } from "../packages/adapter-node/test/prometheus-text.ts";
import { mcpHttpClient, toolText } from "../packages/core/test/mcp-client.ts";
import { readEvents } from "../packages/core/test/sse.ts";

/** A deployment as a test started it. */
export interface RunningDeployment {
  /** The API's origin, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** The Prometheus scrape URL the server printed (`METRICS_PORT`). */
  metricsUrl: string;
  /** How users launch the stdio MCP server here, each as an MCP client's command and args. */
  stdioMcp: { command: string; args: string[]; cwd: string; env: Record<string, string> }[];
}

/** The text of a tool call, failing the test on a tool error. */
async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = toolText(result);
  expect(result.isError, `${name}: ${text}`).toBeFalsy();
  return text;
}

/** Registers one test per surface, against the deployment `running` returns once started. */
export function itServesEverySurface(running: () => RunningDeployment): void {
  const url = (path: string) => new URL(path, running().origin);

  it("answers a search", async () => {
    const response = await fetch(url("/api/v1/search?framework=iso-27001&limit=5"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.results.length).toBeGreaterThan(0);
    for (const vendor of body.results) {
      expect(vendor.complianceFrameworkExpertise).toContain("iso-27001");
    }
  });

  it("serves the tools dump", async () => {
    const response = await fetch(url("/api/tools.json"));
    expect(response.status).toBe(200);
    const dump = await response.json();
    expect(dump.count).toBeGreaterThan(0);
    expect(dump.services).toHaveLength(dump.count);
  });

  it("answers a market point lookup", async () => {
    const response = await fetch(url("/api/v1/market?framework=iso-27001&region=de"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, result: { type: "framework_region" } });
  });

  it("streams an Ask AI answer: meta, deltas, done with a token", async () => {
    const response = await fetch(url("/api/ai-search"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Who can audit us for SOC 2 in the United States?" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const { events } = await readEvents(response);
    expect(events[0]?.event).toBe("meta");
    expect(events.some(({ event }) => event === "delta")).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { token: expect.any(String) } });
  });

  it("answers MCP over Streamable HTTP: initialize, tools/list, and tools/call of search_vendors and ask_ai", async () => {
    const client = await mcpHttpClient(url("/mcp").href);
    try {
      const { tools } = await client.listTools();
      expect(tools.map(({ name }) => name)).toEqual(
        expect.arrayContaining(["search_vendors", "ask_ai"]),
      );
      expect(await callTool(client, "search_vendors", { framework: ["soc-2"] })).toMatch(/soc-2/i);
      expect(
        await callTool(client, "ask_ai", { message: "ISO 27001 auditors in Germany" }),
      ).not.toBe("");
    } finally {
      await client.close();
    }
  }, 60_000);

  it("runs the stdio MCP server as users launch it: tools/list and a tools/call", async () => {
    const launches = running().stdioMcp;
    expect(launches.length).toBeGreaterThan(0);
    for (const launch of launches) {
      const client = new Client({ name: "grc-directory-surface-test", version: "1.0.0" });
      await client.connect(new StdioClientTransport({ ...launch, stderr: "pipe" }));
      try {
        const { tools } = await client.listTools();
        expect(tools.map(({ name }) => name)).toContain("search_vendors");
        const text = await callTool(client, "search_vendors", { framework: ["iso-27001"] });
        expect(text, launch.args.join(" ")).toMatch(/iso-27001/i);
      } finally {
        await client.close();
      }
    }
  }, 120_000);

  it("is ready: /readyz answers 200 with every check ok", async () => {
    const response = await fetch(url("/readyz"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    for (const check of Object.values<{ state: string }>(body.checks)) {
      expect(check.state).toBe("ok");
    }
  });

  it("serves Prometheus metrics on METRICS_PORT, counting the requests above", async () => {
    const { metricsUrl, origin } = running();
    expect(new URL(metricsUrl).port).not.toBe(new URL(origin).port);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    const text = await response.text();
    const families = parsePrometheusText(text);
    const names = families.map(({ name }) => name);
    expect(names).toContain("http_server_request_duration_seconds");
    const vendors = families.find(({ name }) => name === "grc_catalog_vendors");
    expect(Number(vendors?.metrics[0]?.value)).toBeGreaterThan(0);
    // The parser drops a histogram's labels: the route is read from its _count line.
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{[^}]*http_route="\/api\/v1\/search"/m,
    );
  });
}
