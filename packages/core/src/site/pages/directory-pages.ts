import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import { siteRoot } from "../../http/base-path.ts";
import { directoryPageTags } from "../../market/interest-key.ts";
import type { PageView, PageViewOutcome } from "../../market/page-view-recorder.ts";
import type { CatalogSource, ClientIpResolver, RequestContext } from "../../ports.ts";
import type { Block, Inline, Page } from "../page-model.ts";
import { pageNumber, pagination } from "./pagination.ts";
import { vendorListItem } from "./vendor-tags.ts";

export interface DirectoryDeps {
  taxonomy: TaxonomyIndex;
  catalogs: CatalogSource;
  clientIp: ClientIpResolver;
  basePath: string;
  recordPageView(view: PageView): Promise<PageViewOutcome>;
}

/** Vendors per page of a directory listing. */
export const DIRECTORY_PAGE_SIZE = 20;

function describe(framework?: TaxonomyEntry, region?: TaxonomyEntry): string {
  if (framework && region) return `${framework.label} services in ${region.label}`;
  return framework ? `${framework.label} services` : `GRC services in ${region?.label}`;
}

/** Links to the framework-and-region pages among `vendors` (those that have vendors). */
function combinationLinks(
  taxonomy: TaxonomyIndex,
  vendors: { complianceFrameworkExpertise: string[]; regionCovered: string[] }[],
  framework?: TaxonomyEntry,
  region?: TaxonomyEntry,
): Block[] {
  if ((framework && region) || (!framework && !region)) return [];
  const paths = new Map<string, string>();
  for (const vendor of vendors) {
    for (const f of framework ? [framework.slug] : vendor.complianceFrameworkExpertise) {
      for (const r of region ? [region.slug] : vendor.regionCovered) {
        const a = taxonomy.bySlug("frameworks", f)?.label ?? f;
        const b = taxonomy.bySlug("regions", r)?.label ?? r;
        paths.set(`/grc-services/${f}/${r}`, `${a} in ${b}`);
      }
    }
  }
  if (paths.size === 0) return [];
  const links = [...paths].sort((x, y) => x[1].localeCompare(y[1], "en"));
  return [
    { heading: framework ? "By region" : "By framework", level: 2 },
    { list: links.map(([link, text]) => [{ link, text }]) },
  ];
}

/**
 * `/grc-services/{framework}`, `/grc-services/regions/{region}` and
 * `/grc-services/{framework}/{region}`: every vendor carrying the tags, in name order,
 * with its tags and a link to its page, `DIRECTORY_PAGE_SIZE` a page (`?page=N`). A GET of
 * a page that exists counts as a page view (bots filtered out).
 */
export function directoryPage(deps: DirectoryDeps) {
  return async (request: Request, url: URL, context: RequestContext): Promise<Page | null> => {
    const tags = directoryPageTags(url.pathname, deps.taxonomy);
    const requested = pageNumber(url);
    if (!tags || requested === null) return null;
    const { framework, region } = tags;
    const { catalog } = await deps.catalogs.current();
    const root = siteRoot(url, deps.basePath);
    const filters = {
      frameworks: framework ? [framework.slug] : [],
      regions: region ? [region.slug] : [],
      serviceTypes: [],
    };
    const positions = catalog.index.search(filters, catalog.index.vendors.length);
    const vendors = positions.flatMap((position) => catalog.index.vendors[position] ?? []);
    const paging = pagination(url.pathname, requested, vendors.length, DIRECTORY_PAGE_SIZE);
    if (!paging) return null;
    if (request.method === "GET") {
      // The URL as the visitor sees it, prefix included, as `recordPageView` expects.
      const recording = deps.recordPageView({
        url: request.url,
        userAgent: request.headers.get("user-agent"),
        ip: deps.clientIp(request, context) ?? null,
      });
      if (context.waitUntil) context.waitUntil(recording);
      else await recording;
    }
    const search = new URLSearchParams();
    if (framework) search.set("framework", framework.slug);
    if (region) search.set("region", region.slug);
    const shown = positions.slice(paging.from, paging.to).flatMap((position) => {
      const vendor = catalog.publicVendor(position, root);
      return vendor ? [vendor] : [];
    });
    return {
      title: describe(framework, region),
      description: `${vendors.length === 1 ? "One listed vendor" : `${vendors.length} listed vendors`}, in name order (not ranked).${region ? " Region means service coverage, not headquarters." : ""}`,
      blocks: [
        shown.length === 0
          ? { paragraph: ["No listed vendor carries these tags yet."] }
          : { list: shown.map((vendor) => vendorListItem(vendor, deps.taxonomy)) },
        ...paging.blocks,
        ...combinationLinks(deps.taxonomy, vendors, framework, region),
        {
          paragraph: [
            "All directory pages: ",
            { link: "/grc-services", text: "the directory index" },
            ". Machine-readable: ",
            { link: `/api/v1/search?${search}&limit=50`, text: "the same search in the API" },
            " and ",
            { link: `/api/v1/market?${search}`, text: "interest in this page" },
            ".",
          ],
        },
      ],
    };
  };
}

/** `/grc-services`: every framework and region directory page, with its vendor count. */
export function directoryIndexPage(deps: { taxonomy: TaxonomyIndex; catalogs: CatalogSource }) {
  return async (): Promise<Page> => {
    const { index } = (await deps.catalogs.current()).catalog;
    const count = (dimension: "frameworks" | "regions", slug: string) =>
      index.count({ frameworks: [], regions: [], serviceTypes: [], [dimension]: [slug] });
    const item = (link: string, label: string, n: number): Inline[] => [
      { link, text: label },
      ` (${n === 1 ? "1 vendor" : `${n} vendors`})`,
    ];
    const { frameworks, regions } = deps.taxonomy.taxonomy;
    return {
      title: "Directory",
      description: "Every framework and region page, with its number of listed vendors.",
      blocks: [
        { heading: "By framework", level: 2 },
        {
          list: frameworks.map((entry) =>
            item(`/grc-services/${entry.slug}`, entry.label, count("frameworks", entry.slug)),
          ),
        },
        { heading: "By region", level: 2 },
        {
          list: regions.map((entry) =>
            item(`/grc-services/regions/${entry.slug}`, entry.label, count("regions", entry.slug)),
          ),
        },
      ],
    };
  };
}
