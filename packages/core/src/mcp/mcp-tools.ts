import * as v from "valibot";
import { AiMessageSchema } from "../ai/ai-request.ts";
import { MAX_CURSOR_LENGTH } from "../catalog/search-cursor.ts";
import { MAX_LIMIT, MAX_QUERY_LENGTH, MAX_VALUES_PER_FILTER } from "../catalog/search-query.ts";
import { PublicVendorSchema } from "../catalog/vendor-schema.ts";
import { MCP_TOOL_TEXTS } from "./mcp-tool-texts.ts";

/**
 * One tool of the MCP server: its name, title, description and input schema (valibot). The
 * /mcp page documents these; `mcpServer` runs them, over Streamable HTTP at POST /mcp and,
 * through `@grc-directory/adapter-node`, over stdio.
 */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  input: v.GenericSchema;
  /** The shape of the tool's structured result, when it returns one. */
  output?: v.GenericSchema;
  /** MCP tool annotations: what calling the tool does to the world. */
  annotations: {
    readOnlyHint: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint: boolean;
  };
}

const READ_ONLY = { readOnlyHint: true, openWorldHint: false };

/** A longer name is refused by the input schema, before any work. */
const MAX_VENDOR_INPUT = 200;

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

const SearchInput = v.strictObject({
  framework: tags("Framework"),
  region: tags("Region (service coverage)"),
  service_type: tags("Service type"),
  q: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_QUERY_LENGTH), v.description("Free text.")),
  ),
  limit: limitInput,
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(MAX_CURSOR_LENGTH),
      v.description("The cursor of the previous page's result, with the same filters."),
    ),
  ),
});
const VendorInput = v.strictObject({
  vendor: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(MAX_VENDOR_INPUT),
    v.description('A vendor\'s slug ("acme-audit") or name ("Acme Audit GmbH").'),
  ),
});
const VendorOutput = v.strictObject({
  vendor: PublicVendorSchema,
  detailsPage: v.pipe(v.string(), v.description("The vendor's page, an absolute URL.")),
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
  message: AiMessageSchema,
  token: v.optional(
    v.pipe(v.string(), v.description("done.token of the previous answer, for a follow-up.")),
  ),
  locale: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{2}$/), v.description("Two-letter language code.")),
  ),
});

const AskOutput = v.strictObject({
  text: v.pipe(v.string(), v.description("The answer.")),
  vendors: v.array(v.strictObject({ name: v.string(), detailsPage: v.string() })),
  matchedCount: v.optional(v.number()),
  token: v.optional(
    v.pipe(v.string(), v.description("Pass as token to ask a follow-up in this conversation.")),
  ),
});

/** The tools of the GRC Directory MCP server; the /mcp page documents exactly these. */
export const MCP_TOOLS = [
  {
    name: "search_vendors",
    ...MCP_TOOL_TEXTS.search_vendors,
    input: SearchInput,
    annotations: READ_ONLY,
  },
  {
    name: "get_vendor",
    ...MCP_TOOL_TEXTS.get_vendor,
    input: VendorInput,
    output: VendorOutput,
    annotations: READ_ONLY,
  },
  {
    name: "market_point",
    ...MCP_TOOL_TEXTS.market_point,
    input: PointInput,
    // A lookup records interest (capped at one credit per client, key and day), so it
    // writes, though repeating it adds nothing and deletes nothing.
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
  {
    name: "market_ranking",
    ...MCP_TOOL_TEXTS.market_ranking,
    input: RankingInput,
    annotations: READ_ONLY,
  },
  {
    name: "taxonomy",
    ...MCP_TOOL_TEXTS.taxonomy,
    input: v.strictObject({}),
    annotations: READ_ONLY,
  },
  {
    name: "ask_ai",
    ...MCP_TOOL_TEXTS.ask_ai,
    input: AskInput,
    output: AskOutput,
    // Each call counts a turn of the conversation and against rate limits.
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  },
] as const satisfies readonly McpTool[];

/** The name of one of the MCP server's tools. */
export type McpToolName = (typeof MCP_TOOLS)[number]["name"];

/** The arguments a tool takes once its input schema has parsed them. */
export type McpToolInput<Name extends McpToolName> = v.InferOutput<
  Extract<(typeof MCP_TOOLS)[number], { name: Name }>["input"]
>;
