import { decodeSearchCursor } from "../../catalog/search-cursor.ts";
import { planSearch, searchPage } from "../../catalog/search-plan.ts";
import type { TaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import type { FreeTextReader } from "../../free-text/free-text-reader.ts";
import { ApiError } from "../../http/api-error.ts";
import { siteRoot } from "../../http/base-path.ts";
import type { CatalogSource, ChatResponder } from "../../ports.ts";
import type { Block, Inline, Page } from "../page-model.ts";
import { escapeHtml } from "../page-render.ts";

/**
 * The Ask AI chat. `locales` are the languages the responder writes, when it says so (the
 * built-in one does; a model writes any): the chat script sends the first of the browser's
 * languages among them (`chatLocale` in `browser/chat.ts`).
 */
function chat(locales: readonly string[] | undefined): string {
  const written = locales?.length ? ` data-locales="${escapeHtml(locales.join(" "))}"` : "";
  return `<section class="chat" aria-labelledby="ask-title">
<h2 id="ask-title">Ask AI</h2>
<form id="ask-form" data-endpoint="/api/ai-search"${written}>
<label for="ask-input">Your question</label>
<textarea id="ask-input" name="message" rows="3" maxlength="1200" required placeholder="Who can audit us for SOC 2 in the United States?"></textarea>
<button type="submit">Ask</button>
</form>
<div id="ask-log" class="log" aria-live="polite"></div>
<script src="/assets/chat.js" defer></script>
</section>`;
}

function searchForm(q: string): string {
  return `<form class="search" action="/" method="get" role="search">
<label for="q">Search the directory</label>
<input id="q" name="q" type="search" maxlength="500" value="${escapeHtml(q)}" placeholder="iso 27001 certification body in germany">
<button type="submit">Search</button>
</form>`;
}

/** `/`: catalog search (server-rendered, works without JavaScript) and the Ask AI chat. */
export function homePage(
  deps: {
    taxonomy: TaxonomyIndex;
    freeText: FreeTextReader;
    catalogs: CatalogSource;
    basePath: string;
    ai: { responder: ChatResponder | null };
  },
  siteName: string,
) {
  const appendix = chat(deps.ai.responder?.locales);
  /** What the search box found for `q`: a page of vendors in name order, or why there are none. */
  const results = async (q: string, token: string | null, url: URL): Promise<Block[]> => {
    const heading: Block = { heading: `Results for “${q}”`, level: 2 };
    const firstPage = `/?${new URLSearchParams({ q })}`;
    const startOver = (why: string): Block[] => [
      heading,
      { paragraph: [why, " ", { link: firstPage, text: "Start this search over" }, "."] },
    ];
    const cursor = token === null ? undefined : decodeSearchCursor(token);
    if (cursor === null) return startOver("That page link is broken or incomplete.");
    const plan = planSearch({ q: q.slice(0, 500), cursor }, deps.taxonomy, deps.freeText);
    if (plan instanceof ApiError) {
      if (plan.code === "INVALID_CURSOR") return startOver("That page link is for another search.");
      return [
        heading,
        {
          paragraph: [
            "That search names no framework, region or service type we know. Try for example “ISO 27001 in Germany” or “SOC 2 audit”.",
          ],
        },
      ];
    }
    const { catalog } = await deps.catalogs.current();
    const root = siteRoot(url, deps.basePath);
    const page = searchPage(plan, catalog.index);
    const vendors = page.positions.flatMap((position) => {
      const vendor = catalog.publicVendor(position, root);
      return vendor ? [vendor] : [];
    });
    if (page.total === 0) {
      return [
        heading,
        { paragraph: ["No listed vendor carries all of those tags. Try fewer or broader terms."] },
      ];
    }
    if (vendors.length === 0) {
      return startOver("No more vendors match: the directory changed since the previous page.");
    }
    const pages: Inline[] = [
      ...(cursor ? [{ link: firstPage, text: "First page" }] : []),
      ...(page.cursor
        ? [{ link: `/?${new URLSearchParams({ q, cursor: page.cursor })}`, text: "Next page" }]
        : []),
    ];
    return [
      heading,
      {
        paragraph: [
          `Showing ${vendors.length}${cursor ? " more" : ""} of ${page.total} matching vendors, in name order.`,
        ],
      },
      {
        list: vendors.map((vendor) => [
          { link: vendor.detailsPage, text: vendor.name },
          `: ${vendor.briefSummary}`,
        ]),
      },
      ...(pages.length
        ? [{ paragraph: pages.flatMap((link, i) => (i ? [" ", link] : [link])) }]
        : []),
      ...(plan.unparsedQueryTerms.length
        ? [{ paragraph: [`Not used as filters: ${plan.unparsedQueryTerms.join(", ")}.`] }]
        : []),
    ];
  };

  return async (_request: Request, url: URL): Promise<Page> => {
    const q = url.searchParams.get("q")?.trim() ?? "";
    const blocks: Block[] = [];
    if (q) blocks.push(...(await results(q, url.searchParams.get("cursor"), url)));
    blocks.push({
      paragraph: [
        "Results are in name order, not ranked. Browse ",
        { link: "/grc-services", text: "the directory by framework and region" },
        ", see ",
        { link: "/trends", text: "what people look for" },
        ", or use the ",
        { link: "/developers", text: "free API" },
        ". Ask AI (POST /api/ai-search) recommends listed vendors in a few lines.",
      ],
    });
    return {
      title: siteName,
      description:
        "Find ISO 27001, SOC 2 and other GRC service vendors by framework, region and service.",
      blocks,
      prelude: searchForm(q),
      appendix,
    };
  };
}
