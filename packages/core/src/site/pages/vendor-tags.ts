import type { Dimension } from "../../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import type { PublicVendor } from "../../catalog/vendor-schema.ts";
import type { Inline } from "../page-model.ts";

/** The human labels of a vendor's canonical tags of one dimension. */
export function tagLabels(
  taxonomy: TaxonomyIndex,
  dimension: Dimension,
  slugs: string[],
): string[] {
  return slugs.map((slug) => taxonomy.bySlug(dimension, slug)?.label ?? slug);
}

/** One vendor of a listing: its page, summary and the tags it is found by. */
export function vendorListItem(vendor: PublicVendor, taxonomy: TaxonomyIndex): Inline[] {
  const tags = (name: string, dimension: Dimension, slugs: string[]) =>
    ` ${name}: ${tagLabels(taxonomy, dimension, slugs).join(", ")}.`;
  return [
    { link: vendor.detailsPage, text: vendor.name },
    `: ${vendor.briefSummary}`,
    tags("Services", "serviceTypes", vendor.serviceType),
    tags("Frameworks", "frameworks", vendor.complianceFrameworkExpertise),
    tags("Regions", "regions", vendor.regionCovered),
  ];
}
