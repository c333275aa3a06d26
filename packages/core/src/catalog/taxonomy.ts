/** One canonical tag of a taxonomy dimension: framework, region or service type. */
export interface TaxonomyEntry {
  /** Canonical lowercase hyphenated slug, e.g. `iso-27001`. */
  slug: string;
  /** Human label, e.g. `ISO/IEC 27001`. */
  label: string;
  /** Other spellings that resolve to this slug (matched case- and separator-insensitively). */
  aliases: string[];
  /** Regions only: the slug of a broader region that contains this one (e.g. `de` -> `eu`). */
  broader?: string;
}

/** The three tag dimensions a vendor is filtered by. */
export interface Taxonomy {
  frameworks: TaxonomyEntry[];
  regions: TaxonomyEntry[];
  serviceTypes: TaxonomyEntry[];
}

/** What a tag names: `frameworks`, `regions` or `serviceTypes`. */
export type Dimension = keyof Taxonomy;

export const DIMENSIONS: readonly Dimension[] = ["frameworks", "regions", "serviceTypes"];

/** How one tag of each dimension is called in messages. */
export const DIMENSION_NOUN: Readonly<Record<Dimension, string>> = {
  frameworks: "framework",
  regions: "region",
  serviceTypes: "service type",
};
