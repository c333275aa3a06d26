import * as v from "valibot";
import type { Taxonomy, TaxonomyEntry } from "./taxonomy.ts";
import { DIMENSIONS } from "./taxonomy.ts";
import { SlugSchema } from "./vendor-schema.ts";

const TaxonomyEntrySchema = v.object({
  slug: SlugSchema,
  label: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  aliases: v.optional(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))), []),
  broader: v.optional(SlugSchema),
  partOf: v.optional(v.array(SlugSchema)),
  consulting: v.optional(SlugSchema),
  assessment: v.optional(SlugSchema),
  certification: v.optional(SlugSchema),
  roles: v.optional(
    v.record(SlugSchema, v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)))),
  ),
  products: v.optional(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)))),
  standalone: v.optional(v.boolean()),
});

/**
 * Taxonomy an operator adds to the built-in one: new entries, or extra aliases for an
 * existing slug (its label and `broader` may be replaced too).
 */
export const TaxonomyAdditionsSchema = v.object({
  frameworks: v.optional(v.array(TaxonomyEntrySchema), []),
  regions: v.optional(v.array(TaxonomyEntrySchema), []),
  serviceTypes: v.optional(v.array(TaxonomyEntrySchema), []),
});
/** Frameworks, regions, service types or aliases an operator adds to the built-in taxonomy. */
export type TaxonomyAdditions = v.InferInput<typeof TaxonomyAdditionsSchema>;

/** Merges validated additions into a taxonomy, returning a new one. */
export function mergeTaxonomy(
  base: Taxonomy,
  ...additions: (v.InferOutput<typeof TaxonomyAdditionsSchema> | undefined)[]
): Taxonomy {
  const merged = {} as Taxonomy;
  for (const dimension of DIMENSIONS) {
    const entries = new Map<string, TaxonomyEntry>(
      base[dimension].map((entry) => [entry.slug, { ...entry, aliases: [...entry.aliases] }]),
    );
    for (const addition of additions.flatMap((a) => a?.[dimension] ?? [])) {
      const existing = entries.get(addition.slug);
      entries.set(addition.slug, {
        ...existing,
        ...addition,
        aliases: [...new Set([...(existing?.aliases ?? []), ...addition.aliases])],
      });
    }
    merged[dimension] = [...entries.values()];
  }
  return merged;
}
