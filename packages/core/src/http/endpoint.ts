import type { RequestContext } from "../ports.ts";
import type { OrApiError } from "./api-error.ts";
import type { RouteParams } from "./middleware/compose.ts";
import type { ResponseHeaders } from "./response-headers.ts";

/**
 * A route's own work, after its middleware (methods, preflight, rate limit) let the request
 * through. It builds its Response with `headers` (the request's common, CORS and rate-limit
 * headers) included, or returns the `ApiError` that answers instead. `params` are what the
 * route's path pattern captured (`/vendors/:slug`), none for a fixed path.
 */
export type Handler = (
  request: Request,
  url: URL,
  context: RequestContext,
  headers: ResponseHeaders,
  params?: RouteParams,
) => Promise<OrApiError<Response>>;

/** A handler with its middleware composed (`composeRoute`): it always answers. */
export type Endpoint = (...args: Parameters<Handler>) => Promise<Response>;
