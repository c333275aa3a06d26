import * as v from "valibot";
import { PublicVendorSchema } from "./vendor-schema.ts";

const strings = v.array(v.string());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A note about how a request was understood, e.g. a broader region that was not included. */
export const WarningSchema = v.strictObject({ code: v.string(), message: v.string() });
/** A note in an answer's `warnings`: a code and a sentence. */
export type Warning = v.InferOutput<typeof WarningSchema>;

/** The body of a successful catalog search. */
export const CatalogSearchSuccessSchema = v.strictObject({
  ok: v.literal(true),
  schemaVersion: v.string(),
  normalized: v.strictObject({
    frameworks: strings,
    regions: strings,
    serviceTypes: strings,
    regionMeaning: v.literal("service_coverage"),
  }),
  warnings: v.array(WarningSchema),
  unparsedQueryTerms: strings,
  catalog: v.strictObject({ source: v.picklist(["live", "static"]), fallback: v.boolean() }),
  ranking: v.strictObject({
    method: v.literal("name_asc"),
    rawVendorCountsExposed: v.literal(false),
  }),
  count: v.pipe(count, v.description("Results in this answer (this page).")),
  total: v.pipe(
    count,
    v.description("Vendors matching the filters in all, on every page together."),
  ),
  next: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.description(
        'When more matches remain: the URL of the next page, the same query with a `cursor` (also sent as `Link: <...>; rel="next"`). Absent on the last page.',
      ),
    ),
  ),
  results: v.array(PublicVendorSchema),
});
/** The body of a successful catalog search (`CatalogSearchSuccessSchema`). */
export type CatalogSearchSuccess = v.InferOutput<typeof CatalogSearchSuccessSchema>;

/** `GET /api/tools.json`: every listed service, public fields only. */
export const ToolsDumpSchema = v.strictObject({
  directory: v.string(),
  lastUpdated: v.string(),
  count,
  services: v.array(PublicVendorSchema),
});
/** The body of `GET /api/tools.json` (`ToolsDumpSchema`). */
export type ToolsDump = v.InferOutput<typeof ToolsDumpSchema>;
