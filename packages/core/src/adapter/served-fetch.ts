import type { Api } from "../app.ts";
import type { JsonLogger } from "../config/json-logger.ts";
import { accessLogged } from "./access-log.ts";
import { type Compressor, compressedFetch, type FetchHandler } from "./compression.ts";

/** What a runtime entry adds around the API. */
export interface ServedFetchOptions {
  /** Compress answers for clients that accept it (`compressedFetch`); none: sent as they are. */
  compressor?: Compressor | undefined;
  /** Access lines (`accessLogged`), at `info`. */
  logger?: JsonLogger | undefined;
}

/**
 * What a runtime entry serves: `api.fetch`, behind `compressedFetch` when given a compressor,
 * with an access line per request (`accessLogged`). The Node and Bun servers, the Worker and
 * `examples/deno` all run it.
 */
export function servedFetch(
  api: Pick<Api, "fetch">,
  options: ServedFetchOptions = {},
): FetchHandler {
  const fetch: FetchHandler = (request, context) => api.fetch(request, context);
  const { compressor, logger } = options;
  return accessLogged(
    compressor ? compressedFetch(fetch, { compress: compressor }) : fetch,
    logger,
  );
}
