import type { McpToolInput, McpToolName } from "@grc-directory/core/mcp";
import { createParser } from "eventsource-parser";

/** Runs one request against the API: `api.fetch` in process, or `fetch` to a deployment. */
export type CallApi = (request: Request) => Promise<Response>;

/** What a tool answers: text for the model, the JSON it came from, and whether it failed. */
export interface ToolResult {
  text: string;
  data: unknown;
  isError: boolean;
  /** The result as the tool's output schema describes it, for tools that have one. */
  structured?: Record<string, unknown>;
}

type ToolRun<Name extends McpToolName> = (
  args: McpToolInput<Name>,
  callApi: CallApi,
  baseUrl: string,
) => Promise<ToolResult>;

async function getJson(callApi: CallApi, url: string): Promise<ToolResult> {
  const response = await callApi(new Request(url, { headers: { accept: "application/json" } }));
  const data = await response.json();
  return { text: JSON.stringify(data), data, isError: !response.ok };
}

function query(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = typeof value === "object" ? value : value === undefined ? [] : [value];
    for (const item of values) search.append(name, String(item));
  }
  return search.toString();
}

interface OpenApiLike {
  paths: Record<
    string,
    { get?: { parameters?: { name: string; "x-canonical-values"?: string[] }[] } }
  >;
}

/** Ask AI's event stream, read to its end: the answer's text, vendors, token or error. */
async function askAi(
  args: McpToolInput<"ask_ai">,
  callApi: CallApi,
  base: string,
): Promise<ToolResult> {
  const response = await callApi(
    new Request(`${base}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(args),
    }),
  );
  if (!response.ok) {
    const data = await response.json();
    return { text: JSON.stringify(data), data, isError: true };
  }
  const answer = {
    text: "",
    vendors: [] as { name: string; detailsPage: string }[],
    matchedCount: undefined as number | undefined,
    token: undefined as string | undefined,
    error: undefined as { code: string; message: string } | undefined,
  };
  const parser = createParser({
    onEvent: (event) => {
      const data = JSON.parse(event.data);
      if (event.event === "meta") {
        answer.vendors = data.vendors;
        answer.matchedCount = data.matchedCount;
      } else if (event.event === "delta") answer.text += data.text;
      else if (event.event === "done") answer.token = data.token;
      else if (event.event === "error") answer.error = data;
    },
  });
  parser.feed(await response.text());
  if (answer.error) {
    return { text: `${answer.text}\n\n${answer.error.message}`, data: answer, isError: true };
  }
  const { error: _, ...structured } = answer;
  // The token goes in the text too, for clients that show the model text only.
  const followUp = answer.token
    ? `\n\nTo ask a follow-up in this conversation, call ask_ai again with token: ${answer.token}`
    : "";
  return { text: `${answer.text}${followUp}`, data: answer, isError: false, structured };
}

/** How each of the core's MCP tools runs, as requests to the API; one per tool, by type. */
const MCP_TOOL_RUNS: { [Name in McpToolName]: ToolRun<Name> } = {
  search_vendors: (args, callApi, base) => getJson(callApi, `${base}/api/v1/search?${query(args)}`),
  market_point: (args, callApi, base) => getJson(callApi, `${base}/api/v1/market?${query(args)}`),
  market_ranking: (args, callApi, base) => getJson(callApi, `${base}/api/v1/market?${query(args)}`),
  taxonomy: async (_args, callApi, base) => {
    const document = await getJson(callApi, `${base}/openapi.json`);
    if (document.isError) return document;
    const parameters =
      (document.data as OpenApiLike).paths["/api/v1/search"]?.get?.parameters ?? [];
    const data = Object.fromEntries(
      ["framework", "region", "service_type"].map((name) => [
        name,
        parameters.find((p) => p.name === name)?.["x-canonical-values"] ?? [],
      ]),
    );
    return { text: JSON.stringify(data), data, isError: false };
  },
  ask_ai: askAi,
};

/** Runs the tool `name` with arguments its input schema has parsed. */
export function runMcpTool<Name extends McpToolName>(
  name: Name,
  args: McpToolInput<Name>,
  callApi: CallApi,
  baseUrl: string,
): Promise<ToolResult> {
  return (MCP_TOOL_RUNS[name] as ToolRun<Name>)(args, callApi, baseUrl);
}
