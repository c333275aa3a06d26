import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { ApiError } from "../http/api-error.ts";
import { siteRoot } from "../http/base-path.ts";
import { CORS_HEADERS } from "../http/cors.ts";
import type { Endpoint, Handler } from "../http/endpoint.ts";
import { readLimitedBody } from "../http/limited-body.ts";
import type { Exchange } from "../http/middleware/compose.ts";
import { chargeRequest, type RateLimitDeps } from "../http/middleware/rate-limit.ts";
import type { ResponseHeaders } from "../http/response-headers.ts";
import type { Route } from "../http/route.ts";
import type { CatalogSource, RateLimitPolicy, RequestContext } from "../ports.ts";
import { JSON_RPC, jsonRpcError } from "./json-rpc-error.ts";
import type { McpToolEnv } from "./mcp-tool-runs.ts";
import type { McpAnswerer } from "./mcp-transport.ts";

/** Larger POST bodies are refused unread (a tool call's arguments take a few KiB at most). */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

/** The methods `/mcp` answers: the page on GET and HEAD, JSON-RPC on POST. */
const MCP_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/**
 * Request headers a tool's call to the API does not take from the MCP request: the body's,
 * content negotiation's, validators' and MCP's own. Everything else is passed on, so that the
 * API sees the same client (its address headers), origin and request id.
 */
const NOT_PASSED_ON = new Set([
  "accept",
  "accept-encoding",
  "content-length",
  "content-type",
  "connection",
  "expect",
  "if-modified-since",
  "if-none-match",
  "last-event-id",
  "mcp-protocol-version",
  "mcp-session-id",
  "transfer-encoding",
]);

/** The rate-limit headers a tool's call to the API answers with, passed on to the MCP answer. */
const RATE_LIMIT_HEADERS = ["ratelimit", "ratelimit-policy"] as const;

export interface McpEndpointDeps extends RateLimitDeps {
  catalogPolicy: RateLimitPolicy;
  catalogs: CatalogSource;
  taxonomy: TaxonomyIndex;
  basePath: string;
  /** The API itself (`Api.fetch`), which the tools call. */
  callApi(request: Request, context: RequestContext): Promise<Response>;
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The message in a POST body, or the JSON-RPC error that answers instead. */
async function readMessage(request: Request, headers: ResponseHeaders): Promise<unknown> {
  const parseError = () =>
    jsonRpcError(400, JSON_RPC.PARSE_ERROR, "Parse error: Invalid JSON", headers);
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimitedBody(request, MCP_MAX_BODY_BYTES);
  } catch {
    // A body that could not be read to its end.
    return parseError();
  }
  if (bytes === null) {
    return jsonRpcError(
      413,
      JSON_RPC.INVALID_REQUEST,
      `Invalid Request: the body is larger than ${MCP_MAX_BODY_BYTES / 1024} KiB.`,
      headers,
    );
  }
  let message: unknown;
  try {
    message = JSON.parse(decoder.decode(bytes));
  } catch {
    return parseError();
  }
  if (Array.isArray(message)) {
    return jsonRpcError(
      400,
      JSON_RPC.INVALID_REQUEST,
      "Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18 removed them); send one message per request.",
      headers,
    );
  }
  return message;
}

/** Whether a message is a request (it has a method and an id) other than a tool call. */
function isChargedRequest(message: unknown): boolean {
  if (typeof message !== "object" || message === null) return false;
  const { method, id } = message as { method?: unknown; id?: unknown };
  return typeof method === "string" && id !== undefined && method !== "tools/call";
}

/** An `ApiError` (a 405, a 429) as the JSON-RPC error an MCP client reads. */
function jsonRpcRefusal(error: ApiError, headers: ResponseHeaders): Response {
  const answered = { ...headers, ...error.options.headers };
  const retryAfter = answered["retry-after"];
  const data =
    retryAfter === undefined ? undefined : { code: error.code, retryAfter: Number(retryAfter) };
  return jsonRpcError(error.status, JSON_RPC.SERVER_ERROR, error.message, answered, data);
}

/** A 405's message: what `/mcp` does instead. */
function methodMessage(method: string): string {
  return method === "DELETE"
    ? "Method not allowed: this server is stateless, so there is no session to end."
    : `Method not allowed: ${method.slice(0, 20)} /mcp. POST one JSON-RPC message; GET serves the page, and no event stream.`;
}

/**
 * `/mcp`: the human page on GET and HEAD, and a stateless MCP server over Streamable HTTP on
 * POST. Each POST is one JSON-RPC message, answered in JSON; refusals (405, 429) are JSON-RPC
 * errors. Limits: a tool call is counted by what it runs (search and market by the catalog
 * limit, Ask AI by its own, as over HTTP); every other request (initialize, tools/list, ping)
 * by the catalog limit, through the route's rate-limit unit; notifications are not counted.
 * The SDK is loaded on the first POST. `page` is the page's own route, composed.
 */
export function mcpRoute(deps: McpEndpointDeps, page: Endpoint): Route {
  let answerer: Promise<McpAnswerer> | undefined;
  const answer = () => {
    answerer ??= import("./mcp-transport.ts").then((module) => module.mcpAnswerer());
    return answerer;
  };
  // A POST's message, read once: the limit asks whether it counts, then the handler runs it.
  const messages = new WeakMap<Request, Promise<unknown>>();
  const messageOf = ({ request, headers }: Pick<Exchange, "request" | "headers">) => {
    let message = messages.get(request);
    if (!message) {
      message = readMessage(request, headers);
      messages.set(request, message);
    }
    return message;
  };
  const handler: Handler = async (request, url, context, headers, params) => {
    const { method } = request;
    if (method !== "POST") {
      // A client opening a server-sent event stream: a stateless server offers none.
      if (!request.headers.get("accept")?.includes("text/event-stream")) {
        // The page is a page: not open to other origins, as it is at `/mcp.md`.
        const pageHeaders = { ...headers };
        for (const name of Object.keys(CORS_HEADERS)) delete pageHeaders[name];
        return page(request, url, context, pageHeaders, params);
      }
      return new ApiError(405, "METHOD_NOT_ALLOWED", methodMessage(method), undefined, {
        headers: { allow: MCP_METHODS.join(", ") },
      });
    }
    const message = await messageOf({ request, headers });
    if (message instanceof Response) return message;

    const apiRoot = new URL(request.url).origin + deps.basePath;
    const passedOn = [...request.headers].filter(([name]) => !NOT_PASSED_ON.has(name));
    const env: McpToolEnv = {
      callApi: async (path, init = {}) => {
        const inner = new Headers(passedOn);
        // The API's log lines for the call carry this request's id.
        if (headers["x-request-id"]) inner.set("x-request-id", headers["x-request-id"]);
        for (const [name, value] of new Headers(init.headers)) inner.set(name, value);
        const call = new Request(apiRoot + path, {
          ...init,
          headers: inner,
          signal: request.signal,
        });
        const response = await deps.callApi(call, context);
        // The limit that counted the call is the one this answer reports.
        for (const name of RATE_LIMIT_HEADERS) {
          const value = response.headers.get(name);
          if (value !== null) headers[name] = value;
        }
        return response;
      },
      chargeCatalog: () => chargeRequest(deps.catalogPolicy, request, context, headers, deps),
      catalog: () => deps.catalogs.current(),
      taxonomy: deps.taxonomy,
      root: siteRoot(url, deps.basePath),
    };
    const response = await (await answer())(request, message, env);
    const answered = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) answered.set(name, value);
    answered.set("cache-control", "no-store");
    return new Response(response.body, { status: response.status, headers: answered });
  };
  return {
    path: "/mcp",
    methods: MCP_METHODS,
    cors: "*",
    rateLimit: deps.catalogPolicy,
    counts: async (exchange) =>
      exchange.request.method === "POST" && isChargedRequest(await messageOf(exchange)),
    errors: jsonRpcRefusal,
    methodMessage,
    handler,
  };
}
