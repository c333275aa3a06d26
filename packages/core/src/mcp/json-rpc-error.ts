import { jsonResponse } from "../http/json-response.ts";

/** JSON-RPC 2.0's error codes as the MCP endpoint uses them. */
export const JSON_RPC = {
  /** The body is not JSON (or not UTF-8). */
  PARSE_ERROR: -32700,
  /** The body is JSON but not one request the endpoint takes (a batch, too large). */
  INVALID_REQUEST: -32600,
  /** Refused by the server: a method not allowed, a rate limit. */
  SERVER_ERROR: -32000,
} as const;

/**
 * A JSON-RPC error answer, the way the MCP SDK's transport words its own (`id` null: the
 * request could not be read, or was not taken). `data.code` carries the HTTP API's error
 * code where there is one (`RATE_LIMITED`), so that clients of both read one set of codes.
 */
export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string>,
  data?: Record<string, unknown>,
): Response {
  const error = { code, message, ...(data ? { data } : {}) };
  return jsonResponse({ jsonrpc: "2.0", error, id: null }, status, {
    ...headers,
    "cache-control": "no-store",
  });
}
