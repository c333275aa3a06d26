import { jsonTextResponse } from "./json-response.ts";
import type { ResponseHeaders } from "./response-headers.ts";

/** The 404 of a path the API does not serve, written for the path asked for. */
export type PathRefusal = (path: string, headers: ResponseHeaders) => Response;

/** The most of the path an answer repeats. */
const QUOTED_PATH_LENGTH = 200;

/** Stands for the path while the body is serialized; JSON writes it escaped, `\u0000…`. */
const SLOT = "\u0000path\u0000";

/**
 * A JSON 404 whose message names the path: the body is serialized once, around a slot, and
 * each answer only writes the path (JSON-escaped, cut to 200 characters) into it.
 */
function pathRefusal(message: (path: string) => string, hint: string): PathRefusal {
  const body = JSON.stringify({
    ok: false,
    error: { code: "NOT_FOUND", message: message(SLOT), hint },
  });
  const [before, after] = body.split(JSON.stringify(SLOT).slice(1, -1)) as [string, string];
  return (path, headers) =>
    jsonTextResponse(
      before + JSON.stringify(path.slice(0, QUOTED_PATH_LENGTH)).slice(1, -1) + after,
      404,
      { ...headers, "cache-control": "no-store" },
    );
}

const hint = (basePath: string) =>
  `The endpoints are described in ${basePath}/openapi.json (OpenAPI 3.1) and summarized in ${basePath}/llms.txt. Start with ${basePath}/api/v1/search?framework=iso-27001.`;

/**
 * The answer to any path no route claims: JSON, never an HTML error page, made once per
 * mount path. It is given the full path (prefix included), as are the hint's.
 */
export function notFound(basePath = ""): PathRefusal {
  return pathRefusal((path) => `No endpoint at ${path}.`, hint(basePath));
}

/**
 * The answer to a path outside `basePath`: the API does not own it, so it is the same JSON
 * 404 for any path and method, pointing to where the API is.
 */
export function outsideBasePath(basePath: string): PathRefusal {
  return pathRefusal(
    (path) => `No endpoint at ${path}: this API is served under ${basePath}/.`,
    hint(basePath),
  );
}
