import { CORS_HEADERS } from "./cors.ts";

/** Headers every answer carries: `nosniff`, the request id, and CORS on `/api`. */
export function finalizeResponse(response: Response, url: URL, requestId: string): Response {
  const headers = response.headers;
  headers.set("x-content-type-options", "nosniff");
  headers.set("x-request-id", requestId);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  }
  return response;
}
