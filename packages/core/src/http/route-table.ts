import { type IRequest, IttyRouter } from "itty-router";
import type { RequestContext } from "../ports.ts";
import type { RoutedResponse } from "../telemetry/traced-request.ts";
import type { Endpoint } from "./endpoint.ts";
import type { ResponseHeaders } from "./response-headers.ts";

/*
 * What the router matches is the method and the path below `basePath`, in a small object of
 * its own. itty-router writes `query`, `params` and `route` onto what it is given; written
 * onto a runtime's Request (the Node bridge's lazy one), each write is a slow path, and its
 * query parsing would repeat work the handlers do from `url`. itty's types want a Request
 * there, hence the cast: it reads `method` and `url`, and nothing else.
 */
/** Any origin will do: only the path is matched. */
const ROUTE_ORIGIN = "http://route";

type RouteArgs = [request: Request, url: URL, context: RequestContext, headers: ResponseHeaders];

/** Routes by path (itty-router patterns, `*` included), each to an `Endpoint`. */
export interface RouteTable {
  all(path: string, route: Endpoint): RouteTable;
  /**
   * The first matching route's response, with the path it was added as (its template:
   * `/vendors/*`); undefined when none matches.
   */
  fetch(...args: RouteArgs): Promise<RoutedResponse | undefined>;
}

/** A path as itty matches it: trailing slashes do not count. */
const withoutTrailingSlashes = (path: string) =>
  path.endsWith("/") ? path.replace(/\/+$/, "") : path;

/**
 * itty-router matches routes in the order they were added, each by a regular expression,
 * after parsing the URL once more. A fixed path (no `*` or `:`) added before any pattern
 * can only be matched by its own route and wins over everything after it, so those are
 * looked up in a Map first, to the same effect; the rest go to itty in order.
 */
export function routeTable(): RouteTable {
  const router = IttyRouter<IRequest, RouteArgs>();
  const fixed = new Map<string, { route: string; handler: Endpoint }>();
  let patternAdded = false;
  const table: RouteTable = {
    all(path, handler) {
      const isFixed = /^[\w./~-]*$/.test(path);
      if (isFixed && !patternAdded) {
        const key = withoutTrailingSlashes(path.replace(/\/+(\/|$)/g, "$1"));
        if (!fixed.has(key)) fixed.set(key, { route: path, handler });
        return table;
      }
      patternAdded ||= !isFixed;
      router.all(path, async (_match: IRequest, ...args: RouteArgs) => ({
        response: await handler(...args),
        route: path,
      }));
      return table;
    },
    fetch: (...args) => {
      const [request, url] = args;
      const found = fixed.get(withoutTrailingSlashes(url.pathname));
      if (found)
        return found.handler(...args).then((response) => ({ response, route: found.route }));
      const match = { method: request.method, url: ROUTE_ORIGIN + url.pathname } as IRequest;
      return router.fetch(match, ...args);
    },
  };
  return table;
}
