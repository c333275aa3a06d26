import { createParser } from "eventsource-parser";
import * as v from "valibot";
import { MAX_MESSAGE_LENGTH } from "../ai/ai-request.ts";
import { MAX_LIMIT, MAX_QUERY_LENGTH, MAX_VALUES_PER_FILTER } from "../catalog/search-query.ts";

/** Runs one request against the API: `api.fetch` in process, or `fetch` to a deployment. */
export type CallApi = (request: Request) => Promise<Response>;

/** What a tool answers: text for the model, the JSON it came from, and whether it failed. */
export interface ToolResult {
  text: string;
  data: unknown;
  isError: boolean;
}

/** One MCP tool: its name, description, input schema (valibot) and how it runs. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  input: v.GenericSchema;
  run(args: never, callApi: CallApi, baseUrl: string): Promise<ToolResult>;
}

const tags = (noun: string) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.minLength(1))),
      v.maxLength(MAX_VALUES_PER_FILTER),
      v.description(`${noun} slugs or aliases; several are ANDed.`),
    ),
  );
const windowInput = v.optional(
  v.pipe(v.picklist(["30d", "90d"]), v.description("Period length; default 30d.")),
);
const limitInput = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LIMIT), v.description("1 to 50.")),
);

async function getJson(callApi: CallApi, url: string): Promise<ToolResult> {
  const response = await callApi(new Request(url, { headers: { accept: "application/json" } }));
  const data = await response.json();
  return { text: JSON.stringify(data), data, isError: !response.ok };
}

function query(params: Record<string, string | number | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(name, String(item));
    }
  }
  return search.toString();
}

const SearchInput = v.strictObject({
  framework: tags("Framework"),
  region: tags("Region (service coverage)"),
  service_type: tags("Service type"),
  q: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_QUERY_LENGTH), v.description("Free text.")),
  ),
  limit: limitInput,
});
const PointInput = v.strictObject({
  framework: v.optional(
    v.pipe(v.string(), v.minLength(1), v.description("A framework slug or alias.")),
  ),
  region: v.optional(v.pipe(v.string(), v.minLength(1), v.description("A region slug or alias."))),
  window: windowInput,
});
const RankingInput = v.strictObject({
  dimension: v.pipe(
    v.picklist(["frameworks", "regions", "combinations"]),
    v.description("What to rank."),
  ),
  window: windowInput,
  limit: limitInput,
});
const AskInput = v.strictObject({
  message: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(MAX_MESSAGE_LENGTH),
    v.description("The question."),
  ),
  token: v.optional(
    v.pipe(v.string(), v.description("done.token of the previous answer, for a follow-up.")),
  ),
  locale: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{2}$/), v.description("Two-letter language code.")),
  ),
});

/** The tools of the GRC Directory MCP server; the /mcp page documents exactly these. */
export const MCP_TOOLS: McpTool[] = [
  {
    name: "search_vendors",
    title: "Search vendors",
    description:
      "Find GRC service vendors carrying every given framework, region and service type (exact tags, aliases accepted), in name order, not ranked. Give at least one filter or a q that names one.",
    input: SearchInput,
    run: (args: v.InferOutput<typeof SearchInput>, callApi, base) =>
      getJson(callApi, `${base}/api/v1/search?${query(args)}`),
  },
  {
    name: "market_point",
    title: "Directory interest: one framework and/or region",
    description:
      "Views of the directory's pages for a framework, a region or both, with growth and rank when there is enough volume. Not market share. Each lookup counts once per client and day.",
    input: PointInput,
    run: (args: v.InferOutput<typeof PointInput>, callApi, base) =>
      getJson(callApi, `${base}/api/v1/market?${query(args)}`),
  },
  {
    name: "market_ranking",
    title: "Directory interest: ranking",
    description:
      "Frameworks, regions or combinations ranked by directory page views (rows with at least 10 views).",
    input: RankingInput,
    run: (args: v.InferOutput<typeof RankingInput>, callApi, base) =>
      getJson(callApi, `${base}/api/v1/market?${query(args)}`),
  },
  {
    name: "taxonomy",
    title: "Accepted filter values",
    description: "The canonical slugs accepted for framework, region and service_type.",
    input: v.strictObject({}),
    run: async (_args: Record<string, never>, callApi, base) => {
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
  },
  {
    name: "ask_ai",
    title: "Ask AI",
    description:
      "Ask a question in plain words; the answer recommends up to 5 listed vendors with their pages. Pass the returned token to ask a follow-up.",
    input: AskInput,
    run: async (args: v.InferOutput<typeof AskInput>, callApi, base) => {
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
        vendors: [] as unknown[],
        token: undefined as string | undefined,
        error: undefined as unknown,
      };
      const parser = createParser({
        onEvent: (event) => {
          const data = JSON.parse(event.data);
          if (event.event === "meta") answer.vendors = data.vendors;
          else if (event.event === "delta") answer.text += data.text;
          else if (event.event === "done") answer.token = data.token;
          else if (event.event === "error") answer.error = data;
        },
      });
      parser.feed(await response.text());
      return { text: answer.text, data: answer, isError: answer.error !== undefined };
    },
  },
];

interface OpenApiLike {
  paths: Record<
    string,
    { get?: { parameters?: { name: string; "x-canonical-values"?: string[] }[] } }
  >;
}
