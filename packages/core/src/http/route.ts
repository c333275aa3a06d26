import type { Logger, RateLimitPolicy } from "../ports.ts";
import type { AllowedOrigins } from "./allowed-origins.ts";
import type { ApiError } from "./api-error.ts";
import type { Endpoint, Handler } from "./endpoint.ts";
import { allowedOrigins } from "./middleware/allowed-origins.ts";
import { compose, type Exchange, type Middleware, NO_PARAMS } from "./middleware/compose.ts";
import { cors } from "./middleware/cors.ts";
import { type ErrorWriter, errorAnswers } from "./middleware/error-answers.ts";
import { headWithoutBody } from "./middleware/head.ts";
import { methods } from "./middleware/methods.ts";
import { queryGuard } from "./middleware/query-guard.ts";
import { type RateLimitDeps, rateLimit } from "./middleware/rate-limit.ts";

/** One route of the API, declared once: where, how it is reached and limited, and its work. */
export interface Route {
  /** Its path below `basePath`, an itty-router pattern: `:name` is a param, `*` any rest. */
  path: string;
  /**
   * Methods answered, `OPTIONS` (a CORS preflight) included; anything else is 405 with
   * `Allow`. Unset on a catch-all, which answers every method.
   */
  methods?: readonly string[];
  /** The policy each request is counted against; unset: not limited. */
  rateLimit?: RateLimitPolicy;
  /** Which requests the limit counts (`/mcp`: not tool calls, which count what they run). */
  counts?(exchange: Exchange): boolean | Promise<boolean>;
  /**
   * Browser origins granted CORS: any (`"*"`: the API and machine-readable documents), or
   * the listed ones besides the deployment's own, any other refused (403). Unset: no CORS.
   */
  cors?: AllowedOrigins;
  /** The `Cache-Control` of its successful answers, where the route, not its handler, sets it. */
  cache?: string;
  /** The error body's shape. @default "api" */
  errors?: ErrorWriter;
  /** Called with each error the route answers (Ask AI counts its refusals). */
  onError?(error: ApiError): void;
  /** A 405's message, when the route has more to say than which methods it takes. */
  methodMessage?(method: string, path: string): string;
  /** A catch-all: its answers name no route (span names and metrics). */
  unnamed?: boolean;
  handler: Handler;
}

export interface RouteDeps extends RateLimitDeps {
  logger: Logger;
  basePath: string;
}

/**
 * A route's handler inside its middleware, in this order (outermost first): HEAD without a
 * body; CORS and the preflight; the query guard (414, malformed); error answers; methods
 * (405); allowed origins (403); the rate limit (429). Only the units a route asks for.
 */
export function routeMiddleware(route: Route, deps: RouteDeps): Middleware[] {
  const { basePath, logger } = deps;
  const guardFormat = typeof route.errors === "string" ? route.errors : "api";
  const units: Middleware[] = [];
  if (!route.methods || route.methods.includes("HEAD")) units.push(headWithoutBody());
  if (route.cors) units.push(cors({ methods: route.methods ?? [], origins: route.cors }));
  units.push(
    queryGuard({ logger, format: guardFormat }),
    errorAnswers({ logger, format: route.errors, onError: route.onError }),
  );
  if (route.methods) {
    units.push(methods({ allow: route.methods, basePath, message: route.methodMessage }));
  }
  if (route.cors && route.cors !== "*") units.push(allowedOrigins(basePath));
  if (route.rateLimit) {
    units.push(rateLimit({ policy: route.rateLimit, counts: route.counts }, deps));
  }
  return units;
}

/** The route's handler with its middleware composed, as the route table calls it. */
export function composeRoute(route: Route, deps: RouteDeps) {
  const { handler } = route;
  return compose(routeMiddleware(route, deps), (exchange) =>
    handler(exchange.request, exchange.url, exchange.context, exchange.headers, exchange.params),
  );
}

/** A composed route called as an `Endpoint` (another route answering for it: `/mcp`'s page). */
export function asEndpoint(route: Route, deps: RouteDeps): Endpoint {
  const composed = composeRoute(route, deps);
  return async (request, url, context, headers, params = NO_PARAMS) =>
    composed({ request, url, context, headers, params }) as Promise<Response>;
}
