import type { Dimension, TaxonomyEntry } from "../catalog/taxonomy.ts";
import type { Gazetteer } from "./gazetteer.ts";

/** The region a country is read as, and whether that region is broader than the country. */
export interface CountryRegion {
  slug: string;
  /** True when the taxonomy has no tag for the country and a broader region stands in (Hong Kong as `apac`). */
  widened: boolean;
}

/** What country-to-region reading needs of a taxonomy (its index). */
export interface RegionTaxonomy {
  resolve(dimension: Dimension, value: string): TaxonomyEntry | undefined;
  bySlug(dimension: Dimension, slug: string): TaxonomyEntry | undefined;
}

/**
 * Reads countries as the taxonomy's regions: a region whose name, alias or slug is the
 * country's English name or ISO code (`de`, `uk` for the United Kingdom, an operator's
 * added `gr`), else the first broader region of the country's chain the taxonomy has
 * (Greece as `eu`, Egypt as `mena`, Hong Kong as `apac`). Undefined for a country no region
 * covers (Antarctica). Each country is read once per taxonomy.
 */
export function createCountryRegions(
  taxonomy: RegionTaxonomy,
  gazetteer: Gazetteer,
): (country: string) => CountryRegion | undefined {
  const read = new Map<string, CountryRegion | undefined>();
  const readOnce = (country: string): CountryRegion | undefined => {
    const name = gazetteer.countryNames.get(country);
    const own =
      (name === undefined ? undefined : taxonomy.resolve("regions", name)) ??
      taxonomy.resolve("regions", country);
    if (own) return { slug: own.slug, widened: false };
    const broader = gazetteer.regionChains
      .get(country)
      ?.find((slug) => taxonomy.bySlug("regions", slug) !== undefined);
    return broader === undefined ? undefined : { slug: broader, widened: true };
  };
  return (country) => {
    if (!read.has(country)) read.set(country, readOnce(country));
    return read.get(country);
  };
}
