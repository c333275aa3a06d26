import { setCacheControl } from "../http/cache-control.ts";
import { FALLBACK_CACHE_CONTROL } from "../http/conditional-response.ts";
import { NO_PARAMS, type RouteParams } from "../http/middleware/compose.ts";
import type { ResponseHeaders } from "../http/response-headers.ts";
import type { RequestContext } from "../ports.ts";
import { markdownUrlOf, pageOfMarkdownUrl } from "./markdown-url.ts";
import type { Block, Page } from "./page-model.ts";
import { pageHtml, pageMarkdown } from "./page-render.ts";
import { pageSecurityHeaders } from "./page-security-headers.ts";
import { wantsMarkdown } from "./wants-markdown.ts";

/** What every page is rendered with: the site's name and the `basePath` its links carry. */
export interface PageSite {
  name: string;
  basePath: string;
  /** A notice every page shows first, the 404 page included (e.g. that vendors are fictional). */
  notice?: () => Promise<Block | null>;
  /** Whether the catalog served right now is the fallback: pages are then not cached. */
  fallback?: () => Promise<boolean>;
}

/**
 * Renders a page for a request, or null when there is no such page (a 404). `url` is the
 * request's URL with any `basePath` taken off its path; pages write site paths without it
 * (`/trends`), and rendering puts it back. `params` are what the route's pattern captured
 * (`/vendors/:slug`), at a `.md` URL too.
 */
export type PageSource = (
  request: Request,
  url: URL,
  context: RequestContext,
  params: RouteParams,
) => Promise<Page | null>;

const NOT_FOUND_PAGE: Page = {
  title: "Page not found",
  description: "There is no page at this address.",
  blocks: [
    {
      paragraph: [
        "Try the ",
        { link: "/", text: "home page" },
        ", the ",
        { link: "/trends", text: "trends" },
        ", or the ",
        { link: "/developers", text: "developer portal" },
        ".",
      ],
    },
  ],
};

/**
 * The answer for a page: HTML or Markdown, 404 when missing. At a `.md` URL (`/trends.md`)
 * it is Markdown whatever `Accept` says, else negotiated with `Vary: Accept`; the HTML names
 * its `.md` URL in a `rel="alternate"` link. Both carry the pages' security headers (inert on
 * Markdown, and one set to check).
 */
export function pageResponse(
  page: Page | null,
  request: Request,
  url: URL,
  site: PageSite,
  headers: ResponseHeaders,
  cacheControl: string,
  notice: Block | null = null,
): Response {
  const markdownUrl = pageOfMarkdownUrl(url.pathname) !== null;
  const markdown = markdownUrl || wantsMarkdown(request.headers.get("accept"));
  const found = page ?? NOT_FOUND_PAGE;
  const shown = notice ? { ...found, blocks: [notice, ...found.blocks] } : found;
  // A missing page has no `.md` URL: its alternate is its own path, negotiated.
  const alternate = page ? markdownUrlOf(url.pathname) + url.search : undefined;
  const body = markdown
    ? pageMarkdown(shown, site.basePath)
    : pageHtml(shown, site.name, url.pathname, site.basePath, alternate);
  const pageHeaders: ResponseHeaders = {
    ...headers,
    "content-type": markdown ? "text/markdown; charset=utf-8" : "text/html; charset=utf-8",
    ...(markdownUrl ? {} : { vary: "Accept" }),
    ...pageSecurityHeaders(url),
  };
  setCacheControl(pageHeaders, page ? cacheControl : "no-store");
  return new Response(body, { status: page ? 200 : 404, headers: pageHeaders });
}

/**
 * The request and URL a page's source is asked with: at a `.md` URL, those of the page it
 * stands for (`/grc-services/iso-27001.md` is `/grc-services/iso-27001`, query kept), so
 * that the source finds the page and records a view as it would of the page itself.
 */
function pageRequest(request: Request, url: URL, basePath: string): [Request, URL] {
  const page = pageOfMarkdownUrl(url.pathname);
  if (page === null) return [request, url];
  const pageUrl = new URL(url);
  pageUrl.pathname = page;
  const visited = new URL(request.url);
  visited.pathname = basePath + page;
  return [new Request(visited, { method: request.method, headers: request.headers }), pageUrl];
}

/** A route handler serving pages from `source`, each at its path and its `.md` URL. */
export function pageHandler(source: PageSource, site: PageSite, cacheControl: string) {
  return async (
    request: Request,
    url: URL,
    context: RequestContext,
    headers: ResponseHeaders,
    params: RouteParams = NO_PARAMS,
  ): Promise<Response> => {
    const page = await source(...pageRequest(request, url, site.basePath), context, params);
    const notice = (await site.notice?.()) ?? null;
    const cache = (await site.fallback?.()) ? FALLBACK_CACHE_CONTROL : cacheControl;
    return pageResponse(page, request, url, site, headers, cache, notice);
  };
}
