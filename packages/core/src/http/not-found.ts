import { ApiError } from "./api-error.ts";

/**
 * The answer to any path no route claims: JSON, never an HTML error page. `url` is the
 * request's URL below `basePath`; the message and hint name full paths, prefix included.
 */
export function notFound(url: URL, basePath = ""): ApiError {
  return new ApiError(
    404,
    "NOT_FOUND",
    `No endpoint at ${(basePath + url.pathname).slice(0, 200)}.`,
    `The endpoints are described in ${basePath}/openapi.json (OpenAPI 3.1) and summarized in ${basePath}/llms.txt. Start with ${basePath}/api/v1/search?framework=iso-27001.`,
  );
}

/**
 * The answer to a path outside `basePath`: the API does not own it, so it is the same JSON
 * 404 for any path and method, pointing to where the API is.
 */
export function outsideBasePath(url: URL, basePath: string): ApiError {
  return new ApiError(
    404,
    "NOT_FOUND",
    `No endpoint at ${url.pathname.slice(0, 200)}: this API is served under ${basePath}/.`,
    `The endpoints are described in ${basePath}/openapi.json (OpenAPI 3.1) and summarized in ${basePath}/llms.txt. Start with ${basePath}/api/v1/search?framework=iso-27001.`,
  );
}
