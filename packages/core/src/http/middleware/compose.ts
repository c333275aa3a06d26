import type { RequestContext } from "../../ports.ts";
import type { OrApiError } from "../api-error.ts";
import type { ResponseHeaders } from "../response-headers.ts";

/** The values a route's path pattern captured (`/vendors/:slug` gives `{ slug }`), undecoded. */
export type RouteParams = Readonly<Record<string, string>>;

/** One request on its way through the middleware and to its handler. */
export interface Exchange {
  readonly request: Request;
  /** The request's URL at the public origin, its path below `basePath`. */
  readonly url: URL;
  readonly context: RequestContext;
  /**
   * The headers gathered for the answer (the common ones, CORS, the rate limit's), passed to
   * whatever builds its Response, so that each Response is created once with a plain object.
   */
  readonly headers: ResponseHeaders;
  /** What the route's pattern captured; empty for a fixed path. */
  params: RouteParams;
  /** The route template that took the request (`/vendors/:slug`), once one did. */
  route?: string;
}

/** A step's outcome: a Response, or the `ApiError` an `errorAnswers` unit answers instead. */
export type Answer = Promise<OrApiError<Response>>;

/** What comes after a unit: the next unit, or at the end the route's handler. */
export type Next = (exchange: Exchange) => Answer;

/**
 * A unit of behaviour around a route: it answers itself (a preflight, a refusal) or calls
 * `next` and may change what comes back. One shape for every unit, as Hono's middleware.
 */
export type Middleware = (exchange: Exchange, next: Next) => Answer;

/** No params: what a fixed path's exchange carries. */
export const NO_PARAMS: RouteParams = Object.freeze({});

/**
 * `units` around `handler`, the first outermost. The chain is built once: a request runs it
 * without allocating a closure per unit.
 */
export function compose(units: readonly Middleware[], handler: Next): Next {
  return units.reduceRight<Next>((next, unit) => (exchange) => unit(exchange, next), handler);
}
