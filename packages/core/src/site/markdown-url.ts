import type { Endpoint } from "../http/endpoint.ts";
import type { RouteTable } from "../http/route-table.ts";

/** `/a.md` (trailing slashes ignored, as routes ignore them): a page path and `.md`. */
const MARKDOWN_URL = /^(.*\/[^/]+)\.md\/*$/;

/**
 * The page path a `.md` URL stands for: `/developers.md` is `/developers`, `/index.md` is
 * `/`; null for any other path (`/developers`, `/.md`).
 */
export function pageOfMarkdownUrl(path: string): string | null {
  const page = MARKDOWN_URL.exec(path)?.[1];
  if (page === undefined) return null;
  return page === "/index" ? "/" : page;
}

/** The `.md` URL of a page path: `/trends` is `/trends.md`, `/` is `/index.md`. */
export function markdownUrlOf(path: string): string {
  return `${path.replace(/\/+$/, "") || "/index"}.md`;
}

/** A route table that also knows which routes are pages. */
export interface SiteRouteTable {
  all(path: string, route: Endpoint): SiteRouteTable;
  /**
   * A page at a fixed `path`, which also answers at its `.md` URL (`/developers.md`,
   * `/index.md` for `/`). `page` is the page's own endpoint when `route` wraps it (`/mcp`
   * serves JSON-RPC on POST beside its page): only the page answers at the `.md` URL. A path
   * a route took first (`/pricing.md`) keeps its route. Pages on a pattern (`/vendors/*`) are
   * added with `all`: the pattern matches their `.md` URLs already.
   */
  page(path: string, route: Endpoint, page?: Endpoint): SiteRouteTable;
  fetch: RouteTable["fetch"];
}

/**
 * `table`, with `page` routes that give every page a `.md` URL. The page handler reads the
 * `.md` off the path and answers the page in Markdown (`pageHandler`).
 */
export function siteRoutes(table: RouteTable): SiteRouteTable {
  const site: SiteRouteTable = {
    all(path, route) {
      table.all(path, route);
      return site;
    },
    page(path, route, page = route) {
      table.all(path, route).all(markdownUrlOf(path), page);
      return site;
    },
    fetch: table.fetch,
  };
  return site;
}
