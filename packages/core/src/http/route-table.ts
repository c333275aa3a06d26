import { type IRequest, IttyRouter } from "itty-router";
import { NO_PARAMS, type RouteParams } from "./middleware/compose.ts";

/** A route the table found for a path: what it was added as, its value and the params. */
export interface FoundRoute<T> {
  /** The path the route was added as (its template: `/vendors/:slug`). */
  template: string;
  route: T;
  params: RouteParams;
}

/** Routes by path (itty-router patterns: `:name` params, `*`), each to a value. */
export interface RouteTable<T> {
  all(path: string, route: T): RouteTable<T>;
  /** The first route added that matches `path` (below `basePath`), with its params. */
  find(path: string): FoundRoute<T> | undefined | Promise<FoundRoute<T> | undefined>;
}

/*
 * What itty matches is the path, in a small object of its own: it writes `query`, `params`
 * and `route` onto what it is given, and each write onto a runtime's Request (the Node
 * bridge's lazy one) is a slow path. itty's types want a Request there, hence the cast: it
 * reads `method` and `url`, and nothing else. Any origin will do: only the path is matched.
 */
const ROUTE_ORIGIN = "http://route";

/** A path as itty matches it: trailing slashes do not count. */
const withoutTrailingSlashes = (path: string) =>
  path.endsWith("/") ? path.replace(/\/+$/, "") : path;

const FIXED = /^[\w./~-]*$/;

/**
 * Routes on itty-router, which matches them in the order they were added, each by a regular
 * expression, and gives a pattern's params. A fixed path (no `*` or `:`) that no pattern
 * added before it matches can only be taken by its own route, so those are looked up in a
 * Map first, to the same effect: only patterns, and paths that patterns shadow, go to itty.
 */
export function routeTable<T>(): RouteTable<T> {
  const router = IttyRouter<IRequest, []>();
  const fixed = new Map<string, FoundRoute<T>>();
  const patterns: RegExp[] = [];
  const shadowed = (path: string) => patterns.some((pattern) => pattern.test(path));
  const table: RouteTable<T> = {
    all(template, route) {
      // itty reads repeated slashes in a template as one.
      const key = withoutTrailingSlashes(template.replace(/\/+(\/|$)/g, "$1"));
      if (FIXED.test(template) && !shadowed(key)) {
        if (!fixed.has(key)) fixed.set(key, { template, route, params: NO_PARAMS });
        return table;
      }
      router.all(template, (match: IRequest) => ({ template, route, params: match.params }));
      const added = router.routes.at(-1)?.[1];
      if (added && !FIXED.test(template)) patterns.push(added);
      return table;
    },
    find(path) {
      const found = fixed.get(withoutTrailingSlashes(path));
      if (found) return found;
      return router.fetch({ method: "GET", url: ROUTE_ORIGIN + path } as IRequest);
    },
  };
  return table;
}
