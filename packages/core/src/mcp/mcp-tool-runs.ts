import { createParser } from "eventsource-parser";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { ApiError } from "../http/api-error.ts";
import type { CatalogSnapshot } from "../ports.ts";
import type { McpToolInput, McpToolName } from "./mcp-tools.ts";
import { lookupVendor } from "./vendor-lookup.ts";

/**
 * What the tools run against: the API itself (each call answered as the HTTP API answers it,
 * with its limits, client identity and interest counting), the catalog in service, and the
 * catalog rate limit for the tools that read the catalog directly. Every run is counted
 * once: by the API route it calls (search and market by the catalog limit, Ask AI by its
 * own), or by `chargeCatalog`.
 */
export interface McpToolEnv {
  /** Answers a request to the API at `path` (below the root, query included). */
  callApi(path: string, init?: RequestInit): Promise<Response>;
  /** Counts one call against the catalog policy: the refusal, or undefined when allowed. */
  chargeCatalog(): Promise<ApiError | undefined>;
  /** The catalog in service. */
  catalog(): Promise<CatalogSnapshot>;
  taxonomy: TaxonomyIndex;
  /** The deployment's public origin and base path, for the links in results. */
  root: string;
}

/** What a tool answers: text for the model, the structured result, and whether it failed. */
export interface ToolResult {
  text: string;
  isError: boolean;
  /** The result as the tool's output schema describes it, for tools that have one. */
  structured?: Record<string, unknown>;
}

type ToolRun<Name extends McpToolName> = (
  args: McpToolInput<Name>,
  env: McpToolEnv,
) => Promise<ToolResult>;

const failed = (data: unknown): ToolResult => ({ text: JSON.stringify(data), isError: true });

/** A refusal by the catalog limit, as the HTTP API words it. */
const refusal = (error: ApiError): ToolResult =>
  failed({ error: { code: error.code, message: error.message, hint: error.hint } });

async function getJson(env: McpToolEnv, path: string): Promise<ToolResult> {
  const response = await env.callApi(path, { headers: { accept: "application/json" } });
  const text = await response.text();
  return { text, isError: !response.ok };
}

function query(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = typeof value === "object" ? value : value === undefined ? [] : [value];
    for (const item of values) search.append(name, String(item));
  }
  return search.toString();
}

/**
 * A search page: the API's answer, and when more remain, the cursor of the next page in
 * words, for clients that show the model the text only.
 */
async function searchVendors(
  args: McpToolInput<"search_vendors">,
  env: McpToolEnv,
): Promise<ToolResult> {
  const result = await getJson(env, `/api/v1/search?${query(args)}`);
  if (result.isError) return result;
  const next = (JSON.parse(result.text) as { next?: string }).next;
  const cursor = next ? new URL(next).searchParams.get("cursor") : null;
  if (!cursor) return result;
  return {
    ...result,
    text: `${result.text}\n\nMore vendors match: call search_vendors again with the same filters and cursor: ${cursor}`,
  };
}

/** One vendor by slug or name, with its page; the closest names when none matches. */
async function getVendor(args: McpToolInput<"get_vendor">, env: McpToolEnv): Promise<ToolResult> {
  const refused = await env.chargeCatalog();
  if (refused) return refusal(refused);
  const { catalog } = await env.catalog();
  const found = lookupVendor(catalog, args.vendor);
  if ("suggestions" in found) {
    const { suggestions } = found;
    const message =
      suggestions.length > 0
        ? `No vendor is called "${args.vendor}". Closest names: ${suggestions.join("; ")}.`
        : `No vendor is called "${args.vendor}", and no name is close to it. Find vendors with search_vendors.`;
    return failed({ error: { code: "VENDOR_NOT_FOUND", message, suggestions } });
  }
  const vendor = catalog.publicVendor(found.position, env.root);
  if (!vendor) return failed({ error: { code: "VENDOR_NOT_FOUND", message: "No such vendor." } });
  const structured = { vendor, detailsPage: vendor.detailsPage };
  return { text: JSON.stringify(structured), isError: false, structured };
}

/** The canonical slugs of each dimension. */
async function taxonomySlugs(_args: McpToolInput<"taxonomy">, env: McpToolEnv) {
  const refused = await env.chargeCatalog();
  if (refused) return refusal(refused);
  const { frameworks, regions, serviceTypes } = env.taxonomy.taxonomy;
  const slugs = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);
  const data = {
    framework: slugs(frameworks),
    region: slugs(regions),
    service_type: slugs(serviceTypes),
  };
  return { text: JSON.stringify(data), isError: false };
}

/** Ask AI's event stream, read to its end: the answer's text, vendors, token or error. */
async function askAi(args: McpToolInput<"ask_ai">, env: McpToolEnv): Promise<ToolResult> {
  const response = await env.callApi("/api/ai-search", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(args),
  });
  if (!response.ok) return { text: await response.text(), isError: true };
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
    return { text: `${answer.text}\n\n${answer.error.message}`, isError: true };
  }
  const { error: _, ...structured } = answer;
  // The token goes in the text too, for clients that show the model text only.
  const followUp = answer.token
    ? `\n\nTo ask a follow-up in this conversation, call ask_ai again with token: ${answer.token}`
    : "";
  return { text: `${answer.text}${followUp}`, isError: false, structured };
}

/** How each of the core's MCP tools runs; one per tool, by type. */
const MCP_TOOL_RUNS: { [Name in McpToolName]: ToolRun<Name> } = {
  search_vendors: searchVendors,
  get_vendor: getVendor,
  market_point: (args, env) => getJson(env, `/api/v1/market?${query(args)}`),
  market_ranking: (args, env) => getJson(env, `/api/v1/market?${query(args)}`),
  taxonomy: taxonomySlugs,
  ask_ai: askAi,
};

/** Runs the tool `name` with arguments its input schema has parsed. */
export function runMcpTool<Name extends McpToolName>(
  name: Name,
  args: McpToolInput<Name>,
  env: McpToolEnv,
): Promise<ToolResult> {
  return (MCP_TOOL_RUNS[name] as ToolRun<Name>)(args, env);
}
