import { CORS_HEADERS } from "./cors.ts";

/**
 * Headers gathered for one request (the common ones, then the rate limit's) and passed to
 * whatever builds its Response, so that each Response is created once with a plain
 * object: runtimes such as @hono/node-server then skip building a `Headers` object.
 */
export type ResponseHeaders = Record<string, string>;

/** Machine-readable documents that clients on any origin may fetch, like the API. */
const OPEN_DOCUMENTS = new Set([
  "/openapi.json",
  "/llms.txt",
  "/llms-full.txt",
  "/agent.txt",
  "/deprecation.md",
  "/pricing.md",
  "/.well-known/mcp/server-card.json",
]);

/** What every answer carries: `nosniff`, the request id, and CORS on `/api` and documents. */
export function baseHeaders(url: URL, requestId: string): ResponseHeaders {
  const headers: ResponseHeaders = {
    "x-content-type-options": "nosniff",
    "x-request-id": requestId,
  };
  const open =
    url.pathname === "/api" || url.pathname.startsWith("/api/") || OPEN_DOCUMENTS.has(url.pathname);
  return open ? Object.assign(headers, CORS_HEADERS) : headers;
}
