import type { TaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import type { RouteParams } from "../../http/middleware/compose.ts";
import type { CatalogSource } from "../../ports.ts";
import type { Block, Inline, Page } from "../page-model.ts";
import { tagLabels } from "./vendor-tags.ts";

function section(heading: string, items: Inline[][]): Block[] {
  return items.length === 0 ? [] : [{ heading, level: 2 }, { list: items }];
}

const plain = (values: string[]) => values.map((value) => [value]);

/**
 * `/vendors/:slug`: one vendor of the served catalog, public fields only, with links to
 * the directory pages it is listed on and schema.org `Organization` data. A view is not
 * directory interest (it names no framework or region page), so nothing is recorded.
 */
export function vendorPage(deps: { taxonomy: TaxonomyIndex; catalogs: CatalogSource }) {
  return async (
    _request: Request,
    _url: URL,
    _context: unknown,
    params: RouteParams,
  ): Promise<Page | null> => {
    const { slug } = params;
    if (!slug) return null;
    const { catalog } = await deps.catalogs.current();
    const position = catalog.positionOfSlug.get(slug);
    const vendor = position === undefined ? undefined : catalog.publicVendor(position);
    if (!vendor) return null;
    const { taxonomy } = deps;
    const frameworks = vendor.complianceFrameworkExpertise;
    const regions = vendor.regionCovered;
    const label = (dimension: "frameworks" | "regions", slug: string) =>
      taxonomy.bySlug(dimension, slug)?.label ?? slug;
    const services = tagLabels(taxonomy, "serviceTypes", vendor.serviceType);
    const regionLabels = tagLabels(taxonomy, "regions", regions);
    return {
      title: vendor.name,
      description: vendor.briefSummary,
      blocks: [
        { paragraph: [vendor.description] },
        {
          paragraph: [
            "Website: ",
            { link: vendor.url, text: vendor.url },
            ...(vendor.detailsPage.startsWith("/")
              ? []
              : [". Full profile: ", { link: vendor.detailsPage, text: vendor.detailsPage }]),
            ".",
          ],
        },
        ...section("Services", plain(services)),
        ...section(
          "Frameworks",
          frameworks.map((slug) => [
            { link: `/grc-services/${slug}`, text: label("frameworks", slug) },
          ]),
        ),
        ...section(
          "Regions served",
          regions.map((slug) => [
            { link: `/grc-services/regions/${slug}`, text: label("regions", slug) },
          ]),
        ),
        ...section("Problems they solve", plain(vendor.problemsTheySolve)),
        ...section("Industries", plain(vendor.industrySpecialization)),
        ...section("Client sizes", plain(vendor.targetClientsSize)),
        ...section("Languages", plain(vendor.supportedLanguages)),
        ...section(
          "Listed on",
          frameworks.flatMap((framework) =>
            regions.map((region) => [
              {
                link: `/grc-services/${framework}/${region}`,
                text: `${label("frameworks", framework)} in ${label("regions", region)}`,
              },
            ]),
          ),
        ),
      ],
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: vendor.name,
        url: vendor.url,
        description: vendor.description,
        areaServed: regionLabels,
        knowsAbout: [...tagLabels(taxonomy, "frameworks", frameworks), ...services],
      },
    };
  };
}
