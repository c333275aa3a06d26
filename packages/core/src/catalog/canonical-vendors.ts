import { sharedValues } from "./shared-values.ts";
import { DIMENSION_NOUN, type Dimension } from "./taxonomy.ts";
import type { TaxonomyIndex } from "./taxonomy-index.ts";
import type { StoredVendor } from "./vendor-schema.ts";

const TAG_FIELDS: Record<
  Dimension,
  "complianceFrameworkExpertise" | "regionCovered" | "serviceType"
> = {
  frameworks: "complianceFrameworkExpertise",
  regions: "regionCovered",
  serviceTypes: "serviceType",
};

/** Makes validated vendors canonical one at a time, collecting what is wrong with them. */
export interface CanonicalVendors {
  /** The canonical form of the vendor at `index` of the document. */
  vendor(vendor: StoredVendor, index: number): StoredVendor;
  /** `vendor`, canonical already (another version's), at `index`: its slug is counted. */
  known(vendor: StoredVendor, index: number): StoredVendor;
  /** Unknown tags, duplicate slugs and dead site paths so far, each naming its record and field. */
  readonly problems: readonly string[];
}

/** A vendor of the version in service, by slug: what a version loading may share. */
export type EarlierVendor = (slug: string) => StoredVendor | undefined;

/** Two canonical vendors with the same fields: texts equal, lists equal item by item. */
export function sameVendor(a: StoredVendor, b: StoredVendor): boolean {
  const fieldsA = a as unknown as Record<string, unknown>;
  const fieldsB = b as unknown as Record<string, unknown>;
  const keys = Object.keys(fieldsA);
  if (keys.length !== Object.keys(fieldsB).length) return false;
  return keys.every((key) => {
    const valueA = fieldsA[key];
    const valueB = fieldsB[key];
    if (valueA === valueB) return true;
    return (
      Array.isArray(valueA) &&
      Array.isArray(valueB) &&
      valueA.length === valueB.length &&
      valueA.every((item, i) => item === valueB[i])
    );
  });
}

/**
 * Resolves every vendor tag to its canonical slug and checks that slugs are unique.
 * Unknown tags are problems, each named with its record, field and a suggestion.
 *
 * Each canonical vendor is built whole, in one shape, from the public fields and the
 * details page (the vendor's own `/vendors/{slug}` unless the catalog names one); private
 * fields (`email`, `internalNotes`) are validated but not kept, as nothing serves them.
 * Repeated texts and lists are shared (`sharedValues`), and each distinct tag is resolved once.
 *
 * With `earlier` (the version in service), a vendor whose canonical form equals the one of
 * the same slug there is that vendor: a new version holds only what changed, so two versions
 * of 100,000 vendors fit in memory during a live swap where each alone barely would.
 */
export function canonicalVendors(
  taxonomy: TaxonomyIndex,
  earlier?: EarlierVendor,
): CanonicalVendors {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const shared = sharedValues();
  const resolved = new Map<string, string | undefined>();
  const resolve = (dimension: Dimension, tag: string): string | undefined => {
    const key = `${dimension}:${tag}`;
    if (!resolved.has(key)) resolved.set(key, taxonomy.resolve(dimension, tag)?.slug);
    return resolved.get(key);
  };

  const recordName = (vendor: StoredVendor, index: number) =>
    `vendors[${index}] ("${vendor.slug}")`;
  /** Counts the slug of `vendor`, at `index`: a problem when an earlier vendor has it. */
  const countSlug = (vendor: StoredVendor, index: number) => {
    const first = seen.get(vendor.slug);
    if (first === undefined) seen.set(vendor.slug, index);
    else problems.push(`${recordName(vendor, index)}.slug: duplicates vendors[${first}]`);
  };

  const vendor = (vendor: StoredVendor, index: number): StoredVendor => {
    const where = recordName(vendor, index);
    countSlug(vendor, index);

    // The site serves `/vendors/{slug}` only, so any other site path would be a dead link.
    const own = `/vendors/${vendor.slug}`;
    if (vendor.detailsPage?.startsWith("/") && vendor.detailsPage !== own) {
      problems.push(
        `${where}.detailsPage: a site path must be "${own}" (the page this site serves for the vendor); use an absolute https:// URL for a page elsewhere`,
      );
    }

    const tags = (dimension: Dimension): string[] => {
      const field = TAG_FIELDS[dimension];
      const slugs = vendor[field].map((tag, i) => {
        const slug = resolve(dimension, tag);
        if (slug === undefined) {
          const hint = taxonomy.suggest(dimension, tag);
          const didYouMean = hint.length ? ` (did you mean ${hint.join(", ")}?)` : "";
          problems.push(
            `${where}.${field}[${i}]: unknown ${DIMENSION_NOUN[dimension]} tag "${tag}"${didYouMean}`,
          );
        }
        return slug ?? tag;
      });
      return shared.list([...new Set(slugs)]);
    };
    // In this order, so that problems are listed frameworks, regions, service types.
    const complianceFrameworkExpertise = tags("frameworks");
    const regionCovered = tags("regions");
    const serviceType = tags("serviceTypes");
    const canonical: StoredVendor = {
      slug: vendor.slug,
      name: vendor.name,
      url: vendor.url,
      briefSummary: vendor.briefSummary,
      description: vendor.description,
      serviceType,
      regionCovered,
      complianceFrameworkExpertise,
      problemsTheySolve: shared.list(vendor.problemsTheySolve),
      industrySpecialization: shared.list(vendor.industrySpecialization),
      targetClientsSize: shared.list(vendor.targetClientsSize),
      supportedLanguages: shared.list(vendor.supportedLanguages),
      detailsPage: vendor.detailsPage ?? own,
    };
    const before = earlier?.(vendor.slug);
    return before && sameVendor(before, canonical) ? before : canonical;
  };
  const known = (vendor: StoredVendor, index: number): StoredVendor => {
    countSlug(vendor, index);
    return vendor;
  };
  return { vendor, known, problems };
}
