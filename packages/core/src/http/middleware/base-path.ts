import { pathUnderBase } from "../base-path.ts";
import { outsideBasePath } from "../not-found.ts";
import type { Middleware } from "./compose.ts";

/**
 * For an API mounted under `basePath`: the request's path taken below it, so that routes
 * and handlers are the same mounted or not; a path outside it is the JSON 404 that says
 * where the API is, for any method.
 */
export function underBasePath(basePath: string): Middleware {
  const outside = outsideBasePath(basePath);
  return async (exchange, next) => {
    const { url } = exchange;
    const path = pathUnderBase(url.pathname, basePath);
    if (path === null) {
      return outside(url.pathname, exchange.headers);
    }
    url.pathname = path;
    return next(exchange);
  };
}
