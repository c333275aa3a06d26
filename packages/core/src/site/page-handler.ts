import { FALLBACK_CACHE_CONTROL } from "../http/conditional-response.ts";
import type { ResponseHeaders } from "../http/response-headers.ts";
import type { RequestContext } from "../ports.ts";
import type { Block, Page } from "./page-model.ts";
import { pageHtml, pageMarkdown } from "./page-render.ts";
import { wantsMarkdown } from "./wants-markdown.ts";

/** Everything a page needs comes from this site; the chat script is the only script. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

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
 * (`/trends`), and rendering puts it back.
 */
export type PageSource = (
  request: Request,
  url: URL,
  context: RequestContext,
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

/** The answer for a page: HTML or Markdown, 404 when missing, with `Vary: Accept`. */
export function pageResponse(
  page: Page | null,
  request: Request,
  url: URL,
  site: PageSite,
  headers: ResponseHeaders,
  cacheControl: string,
  notice: Block | null = null,
): Response {
  const markdown = wantsMarkdown(request.headers.get("accept"));
  const found = page ?? NOT_FOUND_PAGE;
  const shown = notice ? { ...found, blocks: [notice, ...found.blocks] } : found;
  const body = markdown
    ? pageMarkdown(shown, site.basePath)
    : pageHtml(shown, site.name, url.pathname, site.basePath);
  return new Response(body, {
    status: page ? 200 : 404,
    headers: {
      ...headers,
      "content-type": markdown ? "text/markdown; charset=utf-8" : "text/html; charset=utf-8",
      vary: "Accept",
      "cache-control": page ? cacheControl : "no-store",
      "content-security-policy": CONTENT_SECURITY_POLICY,
      "referrer-policy": "strict-origin-when-cross-origin",
    },
  });
}

/** A route handler serving pages from `source`. */
export function pageHandler(source: PageSource, site: PageSite, cacheControl: string) {
  return async (
    request: Request,
    url: URL,
    context: RequestContext,
    headers: ResponseHeaders,
  ): Promise<Response> => {
    const page = await source(request, url, context);
    const notice = (await site.notice?.()) ?? null;
    const cache = (await site.fallback?.()) ? FALLBACK_CACHE_CONTROL : cacheControl;
    return pageResponse(page, request, url, site, headers, cache, notice);
  };
}
