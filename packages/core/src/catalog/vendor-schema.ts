import * as v from "valibot";
import { detailsPageOf } from "./details-page.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const textList = (max: number) => v.pipe(v.array(text(max)), v.maxLength(100));
const tagList = v.pipe(v.array(text(80)), v.minLength(1), v.maxLength(100));

/** A lowercase hyphenated slug, the format of every tag and vendor id. */
export const SlugSchema = v.pipe(v.string(), v.regex(SLUG, "must be a lowercase hyphenated slug"));

/** An `http(s)` URL. */
const WebUrlSchema = v.pipe(
  v.string(),
  v.check(
    (url) => /^https?:\/\//i.test(url) && URL.canParse(url),
    "must be an absolute http(s) URL",
  ),
);

/** A vendor details page: an absolute http(s) URL, or a path on this site (`/vendors/x`). */
const DetailsPageSchema = v.union([WebUrlSchema, v.pipe(v.string(), v.regex(/^\/[^/\\]/))]);

/**
 * A vendor as stored in a catalog. It may hold private fields (`email`, `internalNotes`)
 * that the public projection never emits: they are validated, then not kept in memory
 * (`canonicalVendors`); unknown extra fields are dropped on load.
 * Tags (`serviceType`, `regionCovered`, `complianceFrameworkExpertise`) are taxonomy
 * slugs or aliases; loading normalizes them to canonical slugs.
 */
export const StoredVendorSchema = v.object({
  // Bounded so that a search cursor, which carries it, stays within `MAX_CURSOR_LENGTH`.
  slug: v.pipe(SlugSchema, v.maxLength(200)),
  name: text(200),
  url: WebUrlSchema,
  briefSummary: text(400),
  description: text(5000),
  serviceType: tagList,
  regionCovered: tagList,
  complianceFrameworkExpertise: tagList,
  problemsTheySolve: textList(300),
  industrySpecialization: textList(100),
  targetClientsSize: textList(60),
  supportedLanguages: textList(60),
  detailsPage: v.optional(DetailsPageSchema),
  email: v.optional(v.pipe(v.string(), v.email())),
  internalNotes: v.optional(v.string()),
});
/** A vendor as the catalog stores it, private fields included (`StoredVendorSchema`). */
export type StoredVendor = v.InferOutput<typeof StoredVendorSchema>;

const slugList = v.array(v.string());

/** Which requested tags a search result matched. Search results only. */
export const MatchedSchema = v.strictObject({
  serviceTypes: slugList,
  frameworks: slugList,
  regions: slugList,
});

/** The public face of a vendor. Strict: no e-mail, no notes, nothing unlisted. */
export const PublicVendorSchema = v.strictObject({
  name: v.string(),
  url: v.string(),
  briefSummary: v.string(),
  description: v.string(),
  serviceType: slugList,
  regionCovered: slugList,
  complianceFrameworkExpertise: slugList,
  problemsTheySolve: slugList,
  industrySpecialization: slugList,
  targetClientsSize: slugList,
  supportedLanguages: slugList,
  detailsPage: v.string(),
  matched: v.optional(MatchedSchema),
});
/** A vendor as the API shows it: public fields only (`PublicVendorSchema`). */
export type PublicVendor = v.InferOutput<typeof PublicVendorSchema>;
export type Matched = v.InferOutput<typeof MatchedSchema>;

/**
 * Projects a stored vendor to its public fields, naming each one so that a private
 * field added to the store later can never leak by accident. Its `detailsPage` is the
 * catalog's, else the vendor's own `/vendors/{slug}`; a site path is made absolute under
 * `root` when one is given (`detailsPageOf`), else kept as a path.
 */
export function toPublicVendor(vendor: StoredVendor, root = ""): PublicVendor {
  const detailsPage = detailsPageOf(vendor, root);
  return {
    name: vendor.name,
    url: vendor.url,
    briefSummary: vendor.briefSummary,
    description: vendor.description,
    serviceType: vendor.serviceType,
    regionCovered: vendor.regionCovered,
    complianceFrameworkExpertise: vendor.complianceFrameworkExpertise,
    problemsTheySolve: vendor.problemsTheySolve,
    industrySpecialization: vendor.industrySpecialization,
    targetClientsSize: vendor.targetClientsSize,
    supportedLanguages: vendor.supportedLanguages,
    detailsPage,
  };
}
