import { ApiError } from "./api-error.ts";

/** The answer to any path no route claims: JSON, never an HTML error page. */
export function notFound(url: URL): never {
  throw new ApiError(
    404,
    "NOT_FOUND",
    `No endpoint at ${url.pathname.slice(0, 200)}.`,
    "The endpoints are described in /openapi.json (OpenAPI 3.1) and summarized in /llms.txt. Start with /api/v1/search?framework=iso-27001.",
  );
}
