import * as v from "valibot";
import { sharedValues } from "./shared-values.ts";
import { DIMENSION_NOUN, type Dimension } from "./taxonomy.ts";
import { TaxonomyAdditionsSchema } from "./taxonomy-additions.ts";
import type { TaxonomyIndex } from "./taxonomy-index.ts";
import { type StoredVendor, StoredVendorSchema } from "./vendor-schema.ts";

/**
 * A catalog file: what `createApi({ catalog })` and the `CATALOG_FILE` setting accept.
 * `taxonomy` optionally adds frameworks, regions or service types (or aliases).
 */
export const CatalogDocumentSchema = v.object({
  directory: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
  lastUpdated: v.union([v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.isoTimestamp())]),
  vendors: v.pipe(v.array(StoredVendorSchema), v.minLength(1)),
  taxonomy: v.optional(TaxonomyAdditionsSchema),
  /** True for fictional sample data (the bundled sample): every human page then says so. */
  sample: v.optional(v.boolean()),
});
export type CatalogDocument = v.InferInput<typeof CatalogDocumentSchema>;
type ValidDocument = v.InferOutput<typeof CatalogDocumentSchema>;

/** A validated catalog whose vendor tags are canonical taxonomy slugs. */
export interface Catalog {
  directory: string;
  lastUpdated: string;
  vendors: StoredVendor[];
  /** The vendors are fictional sample data. */
  sample?: boolean;
}

/** A catalog that failed validation; `problems` names each offending record and field. */
export class CatalogValidationError extends Error {
  override name = "CatalogValidationError";
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 20).map((p) => `  - ${p}`);
    const more = problems.length > 20 ? [`  … and ${problems.length - 20} more`] : [];
    super(["Invalid catalog:", ...shown, ...more].join("\n"));
  }
}

const TAG_FIELDS: Record<
  Dimension,
  "complianceFrameworkExpertise" | "regionCovered" | "serviceType"
> = {
  frameworks: "complianceFrameworkExpertise",
  regions: "regionCovered",
  serviceTypes: "serviceType",
};

function recordName(input: unknown, index: number): string {
  const record = (input as { vendors?: unknown[] })?.vendors?.[index] as Record<string, unknown>;
  const id = typeof record?.slug === "string" ? record.slug : record?.name;
  return typeof id === "string" ? `vendors[${index}] ("${id}")` : `vendors[${index}]`;
}

function describeIssue(input: unknown, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key as string | number);
  let where = "catalog";
  if (keys[0] === "vendors" && typeof keys[1] === "number") {
    where = recordName(input, keys[1]);
    keys.splice(0, 2);
  }
  const field = keys.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("");
  const message = issue.received === "undefined" ? "is missing" : issue.message;
  return `${where}${field}: ${message}`;
}

/** Validates the shape of a catalog document, collecting every problem at once. */
export function parseCatalogDocument(input: unknown): ValidDocument {
  const result = v.safeParse(CatalogDocumentSchema, input);
  if (!result.success) {
    throw new CatalogValidationError(result.issues.map((issue) => describeIssue(input, issue)));
  }
  return result.output;
}

/**
 * Resolves every vendor tag to its canonical slug and checks that slugs are unique.
 * Unknown tags are problems, each named with its record, field and a suggestion.
 *
 * Each canonical vendor is built whole, in one shape, from the public fields and the
 * details page (the vendor's own `/vendors/{slug}` unless the catalog names one); private
 * fields (`email`, `internalNotes`) are validated but not kept, as nothing serves them.
 * Repeated texts and lists are shared (`sharedValues`), and each distinct tag is resolved once.
 */
export function canonicalizeCatalog(document: ValidDocument, taxonomy: TaxonomyIndex): Catalog {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const shared = sharedValues();
  const resolved = new Map<string, string | undefined>();
  const resolve = (dimension: Dimension, tag: string): string | undefined => {
    const key = `${dimension}:${tag}`;
    if (!resolved.has(key)) resolved.set(key, taxonomy.resolve(dimension, tag)?.slug);
    return resolved.get(key);
  };
  const vendors = document.vendors.map((vendor, index): StoredVendor => {
    const where = `vendors[${index}] ("${vendor.slug}")`;
    const first = seen.get(vendor.slug);
    if (first !== undefined) problems.push(`${where}.slug: duplicates vendors[${first}]`);
    else seen.set(vendor.slug, index);

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
    return {
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
  });
  if (problems.length > 0) throw new CatalogValidationError(problems);
  return {
    directory: document.directory,
    lastUpdated: document.lastUpdated,
    vendors,
    ...(document.sample ? { sample: true } : {}),
  };
}
