import { CORS_HEADERS } from "./cors.ts";

/**
 * Headers gathered for one request (the common ones, then the rate limit's) and passed to
 * whatever builds its Response, so that each Response is created once with a plain
 * object: runtimes such as @hono/node-server then skip building a `Headers` object.
 */
export type ResponseHeaders = Record<string, string>;

/** What every answer carries: `nosniff`, the request id, and CORS on `/api`. */
export function baseHeaders(url: URL, requestId: string): ResponseHeaders {
  const headers: ResponseHeaders = {
    "x-content-type-options": "nosniff",
    "x-request-id": requestId,
  };
  return url.pathname === "/api" || url.pathname.startsWith("/api/")
    ? Object.assign(headers, CORS_HEADERS)
    : headers;
}
