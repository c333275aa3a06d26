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
/** A fixed path and a wildcard after it (`/api/*`), or the wildcard alone (`*`): no params. */
const UNDER_FIXED = /^[\w./~-]*\/\*$|^\*$/;

/**
 * A pattern as the table tries it before itty: the fixed start every path it matches has
 * (`/vendors/` of `/vendors/:slug`), and, for a wildcard under a fixed path, that path (which
 * it matches with anything or nothing after it: `/api`, `/api/`, `/api/x`).
 */
interface Pattern<T> {
  start: string;
  under?: { path: string; found: FoundRoute<T> };
}

/**
 * Routes on itty-router, which matches them in the order they were added, each by a regular
 * expression, and gives a pattern's params. A fixed path (no `*` or `:`) that no pattern
 * added before it matches can only be taken by its own route, so those are looked up in a
 * Map first, to the same effect: only patterns, and paths that patterns shadow, go to itty.
 * A pattern cannot match a path that does not begin as it does, and a wildcard under a fixed
 * path (`/api/*`, `*`) gives no params: a path the patterns before such a wildcard cannot
 * match is its route at once, without itty (an unknown path under `/api` is found by two
 * string comparisons per pattern, not a URL and a regular expression each).
 */
export function routeTable<T>(): RouteTable<T> {
  const router = IttyRouter<IRequest, []>();
  const fixed = new Map<string, FoundRoute<T>>();
  const patterns: RegExp[] = [];
  const shadowed = (path: string) => patterns.some((pattern) => pattern.test(path));
  const starts: Pattern<T>[] = [];
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
      starts.push(
        UNDER_FIXED.test(key)
          ? {
              start: "",
              under: {
                path: key.replace(/\/\*$|^\*$/, ""),
                found: { template, route, params: NO_PARAMS },
              },
            }
          : { start: key.slice(0, key.search(/[:*]|$/)) },
      );
      return table;
    },
    find(path) {
      const found = fixed.get(withoutTrailingSlashes(path));
      if (found) return found;
      for (const { start, under } of starts) {
        if (under) {
          const rest = path.slice(under.path.length);
          if (path.startsWith(under.path) && (rest === "" || rest.startsWith("/"))) {
            return under.found;
          }
        } else if (path.startsWith(start)) {
          return router.fetch({ method: "GET", url: ROUTE_ORIGIN + path } as IRequest);
        }
      }
      return undefined;
    },
  };
  return table;
}
