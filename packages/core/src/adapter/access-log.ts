import type { JsonLogger } from "../config/json-logger.ts";
import { requestIdFor } from "../http/request-id.ts";
import type { FetchHandler } from "./compression.ts";

/**
 * `fetch` with an access line per request through `logger` (at `info`): `method`, `path`
 * (the URL's path, a mount path included, no query), `status`, `durationMs` until the
 * response's headers, and `requestId`. The id is chosen here (`requestIdFor`) and handed to
 * the API in the context, so the line names it even when the answer does not carry it (a
 * cacheable answer drops `X-Request-Id`). With no logger, or one below `info`, `fetch` as it is.
 */
export function accessLogged(fetch: FetchHandler, logger: JsonLogger | undefined): FetchHandler {
  if (!logger?.enabled("info")) return fetch;
  return async (request, context = {}) => {
    const started = performance.now();
    const requestId = context.requestId ?? requestIdFor(request);
    const response = await fetch(request, { ...context, requestId });
    logger.info("request", {
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      requestId,
    });
    return response;
  };
}
