import { loadOnce } from "../async/load-once.ts";
import { cacheText } from "../http/cached-body.ts";
import { conditionalResponse } from "../http/conditional-response.ts";
import type { Handler } from "../http/endpoint.ts";

/** The assets change only with a deployment. */
const ASSET_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * Serves a constant file (`/assets/site.css`, …): read on the first request, then answered
 * from memory, conditionally. A read that fails answers its error and is tried again next
 * time.
 */
export function assetHandler(read: () => Promise<string>, contentType: string): Handler {
  const body = loadOnce(async () => cacheText(await read()));
  return async (request, _url, _context, headers) =>
    conditionalResponse(request, await body(), ASSET_CACHE_CONTROL, headers, contentType);
}
