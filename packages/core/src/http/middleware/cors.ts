import type { AllowedOrigins } from "../allowed-origins.ts";
import { CORS_HEADERS, grantAllowedOrigin, preflightResponse } from "../cors.ts";
import type { Middleware } from "./compose.ts";

export interface CorsOptions {
  /** The route's methods: a preflight's `Allow`. Only a route that lists `OPTIONS` answers one. */
  methods: readonly string[];
  /**
   * The browser origins granted: any (`"*"`), or these besides the deployment's own
   * (`grantAllowedOrigin`, with `Vary: Origin`).
   * @default "*"
   */
  origins?: AllowedOrigins;
}

/**
 * CORS for a route: the grant in the answer's headers (every answer, refusals included),
 * and the preflight (`OPTIONS`, 204) answered here. A browser request from an origin not
 * granted is refused by `allowedOrigins`, below the methods.
 */
export function cors(options: CorsOptions): Middleware {
  const { methods, origins = "*" } = options;
  const preflight = methods.includes("OPTIONS");
  // Not async: a request it lets through costs no promise of its own.
  return (exchange, next) => {
    const { request, headers } = exchange;
    if (origins === "*") Object.assign(headers, CORS_HEADERS);
    else grantAllowedOrigin(origins, request, exchange.url, headers);
    if (preflight && request.method === "OPTIONS") {
      return Promise.resolve(preflightResponse(methods, request, headers));
    }
    return next(exchange);
  };
}
