import { catalogView, withDetailsBase } from "../../catalog/catalog-view.ts";
import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import { siteRoot } from "../../http/base-path.ts";
import { directoryPageTags } from "../../market/interest-key.ts";
import type { PageView, PageViewOutcome } from "../../market/page-view-recorder.ts";
import type { CatalogSource, ClientIpResolver, RequestContext } from "../../ports.ts";
import type { Page } from "../page-model.ts";

export interface DirectoryDeps {
  taxonomy: TaxonomyIndex;
  catalogs: CatalogSource;
  clientIp: ClientIpResolver;
  basePath: string;
  recordPageView(view: PageView): Promise<PageViewOutcome>;
}

function describe(framework?: TaxonomyEntry, region?: TaxonomyEntry): string {
  if (framework && region) return `${framework.label} services in ${region.label}`;
  return framework ? `${framework.label} services` : `GRC services in ${region?.label}`;
}

/**
 * `/grc-services/{framework}`, `/grc-services/regions/{region}` and
 * `/grc-services/{framework}/{region}`: every vendor carrying the tags, in name order,
 * linking to its details page. A GET counts as a page view (bots filtered out).
 */
export function directoryPage(deps: DirectoryDeps) {
  return async (request: Request, url: URL, context: RequestContext): Promise<Page | null> => {
    const tags = directoryPageTags(url.pathname, deps.taxonomy);
    if (!tags) return null;
    const { framework, region } = tags;
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
    const snapshot = await deps.catalogs.current();
    const view = catalogView(snapshot.catalog);
    const root = siteRoot(url, deps.basePath);
    const filters = {
      frameworks: framework ? [framework.slug] : [],
      regions: region ? [region.slug] : [],
      serviceTypes: [],
    };
    const vendors = view.index.search(filters, view.index.vendors.length).flatMap((position) => {
      const vendor = view.publicVendors[position];
      return vendor ? [withDetailsBase(vendor, root)] : [];
    });
    const search = new URLSearchParams();
    if (framework) search.set("framework", framework.slug);
    if (region) search.set("region", region.slug);
    return {
      title: describe(framework, region),
      description: `${vendors.length === 1 ? "One listed vendor" : `${vendors.length} listed vendors`}, in name order (not ranked).${region ? " Region means service coverage, not headquarters." : ""}`,
      blocks: [
        vendors.length === 0
          ? { paragraph: ["No listed vendor carries these tags yet."] }
          : {
              list: vendors.map((vendor) => [
                { link: vendor.detailsPage, text: vendor.name },
                `: ${vendor.briefSummary}`,
              ]),
            },
        {
          paragraph: [
            "Machine-readable: ",
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
