import * as v from "valibot";
import { canonicalVendors, type EarlierVendor } from "./canonical-vendors.ts";
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
/** A catalog file as written: the input `CatalogDocumentSchema` validates. */
export type CatalogDocument = v.InferInput<typeof CatalogDocumentSchema>;
type ValidAdditions = v.InferOutput<typeof TaxonomyAdditionsSchema>;

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

/**
 * The document's own fields, its vendors only counted: each vendor is validated and made
 * canonical in turn, so the copy the schema makes of a vendor is garbage at once and no
 * second copy of every vendor is ever held while a large catalog loads.
 */
const EnvelopeSchema = v.object({
  ...CatalogDocumentSchema.entries,
  vendors: v.pipe(v.array(v.unknown()), v.minLength(1)),
});
const FIELD_ORDER = Object.keys(CatalogDocumentSchema.entries);

function recordName(record: unknown, index: number): string {
  const fields = record as Record<string, unknown> | undefined;
  const id = typeof fields?.slug === "string" ? fields.slug : fields?.name;
  return typeof id === "string" ? `vendors[${index}] ("${id}")` : `vendors[${index}]`;
}

function describeIssue(where: string, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key as string | number);
  const field = keys.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("");
  const message = issue.received === "undefined" ? "is missing" : issue.message;
  return `${where}${field}: ${message}`;
}

/** A catalog read a slice of vendors at a time (see `catalogAssembly`). */
export interface CatalogAssembly {
  /** Validates the next vendors of the document, in order, and keeps their canonical form. */
  add(records: readonly unknown[]): void;
  /**
   * Keeps the next vendors of the document, in order, as they are: vendors another version
   * read from the very same records under the very same taxonomy, so already valid and
   * canonical. Only what depends on the other vendors (a slug used twice) is checked.
   */
  addKnown(vendors: readonly StoredVendor[]): void;
  /** How many vendors were given so far. */
  readonly added: number;
  /**
   * The catalog, once every vendor was given: throws `CatalogValidationError` naming every
   * shape problem at once (in document order), else the taxonomy's error, else every unknown
   * tag, duplicate slug and dead site path.
   */
  finish(): { catalog: Catalog; taxonomy: TaxonomyIndex };
}

/**
 * Reads a catalog document a slice of vendors at a time, so a large one is validated between
 * other work and no second copy of it is held: `envelope` is the document with its `vendors`
 * only counted (an array as long as the document's), and `add` gives the vendors themselves.
 * `taxonomyOf` gives the taxonomy tags resolve against, from the document's own additions.
 * `earlier` gives the vendors of the version in service: an unchanged vendor is kept once for
 * both (`canonicalVendors`).
 */
export function catalogAssembly(
  envelope: unknown,
  taxonomyOf: (additions: ValidAdditions | undefined) => TaxonomyIndex,
  earlier?: EarlierVendor,
): CatalogAssembly {
  const own = v.safeParse(EnvelopeSchema, envelope);
  let taxonomy: TaxonomyIndex | undefined;
  let taxonomyError: unknown;
  if (own.success) {
    try {
      taxonomy = taxonomyOf(own.output.taxonomy);
    } catch (error) {
      taxonomyError = error;
    }
  }
  const canonical = taxonomy && canonicalVendors(taxonomy, earlier);
  const vendors: StoredVendor[] = [];
  const vendorProblems: string[] = [];
  let added = 0;
  return {
    get added() {
      return added;
    },
    add(records) {
      for (const record of records) {
        const index = added++;
        const result = v.safeParse(StoredVendorSchema, record);
        if (!result.success) {
          const where = recordName(record, index);
          for (const issue of result.issues) vendorProblems.push(describeIssue(where, issue));
        } else if (canonical && vendorProblems.length === 0) {
          vendors.push(canonical.vendor(result.output, index));
        }
      }
    },
    addKnown(known) {
      for (const vendor of known) {
        const index = added++;
        if (canonical && vendorProblems.length === 0) vendors.push(canonical.known(vendor, index));
      }
    },
    finish() {
      const at = (issue: v.BaseIssue<unknown>) => FIELD_ORDER.indexOf(String(issue.path?.[0]?.key));
      const vendorsAt = FIELD_ORDER.indexOf("vendors");
      const issues = own.issues ?? [];
      const shape = [
        ...issues.filter((issue) => at(issue) <= vendorsAt).map((i) => describeIssue("catalog", i)),
        ...vendorProblems,
        ...issues.filter((issue) => at(issue) > vendorsAt).map((i) => describeIssue("catalog", i)),
      ];
      if (shape.length > 0) throw new CatalogValidationError(shape);
      if (!own.success || !canonical || !taxonomy) throw taxonomyError;
      if (canonical.problems.length > 0) throw new CatalogValidationError([...canonical.problems]);
      const document = own.output;
      return {
        catalog: {
          directory: document.directory,
          lastUpdated: document.lastUpdated,
          vendors,
          ...(document.sample ? { sample: true } : {}),
        },
        taxonomy,
      };
    },
  };
}

/**
 * Validates a catalog document and makes it a `Catalog`, in one pass over its vendors (see
 * `catalogAssembly`), sharing the vendors `earlier` holds unchanged.
 */
export function readCatalogDocument(
  input: unknown,
  taxonomyOf: (additions: ValidAdditions | undefined) => TaxonomyIndex,
  earlier?: EarlierVendor,
): { catalog: Catalog; taxonomy: TaxonomyIndex } {
  const assembly = catalogAssembly(input, taxonomyOf, earlier);
  const given = (input as { vendors?: unknown } | null)?.vendors;
  assembly.add(Array.isArray(given) ? given : []);
  return assembly.finish();
}
