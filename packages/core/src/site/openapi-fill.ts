import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";

/** What the OpenAPI document takes from the deployment's taxonomy: its canonical slugs. */
export type OpenApiTaxonomy = {
  taxonomy: Record<TagDimension, readonly { slug: string }[]>;
};

type TagDimension = "frameworks" | "regions" | "serviceTypes";

const DIMENSIONS: readonly TagDimension[] = ["frameworks", "regions", "serviceTypes"];

/** The placeholder of a dimension's slugs. */
const slotOf = (dimension: TagDimension) => `@@${dimension}@@`;

/**
 * Placeholders the OpenAPI template holds where a deployment's values go: each dimension's
 * slugs (as a list and in prose), the origin and the base path.
 */
export const TEMPLATE_SLOTS = {
  taxonomy: {
    taxonomy: {
      frameworks: [{ slug: slotOf("frameworks") }],
      regions: [{ slug: slotOf("regions") }],
      serviceTypes: [{ slug: slotOf("serviceTypes") }],
    },
  } satisfies OpenApiTaxonomy,
  origin: "@@origin@@",
  basePath: "@@base@@",
} as const;

/** Text safe inside a JSON string. */
const inString = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The OpenAPI document's text for a deployment, from the template (`openApiTemplate`, the
 * document serialized with `TEMPLATE_SLOTS` in place of the deployment's values): byte for
 * byte `JSON.stringify(openApiDocument(taxonomy, basePath, publicOrigin, schemas))`, without
 * carrying the code that builds the document (the Workers entry reads the template from
 * its static assets).
 */
export function fillOpenApiTemplate(
  template: string,
  taxonomy: TaxonomyIndex | OpenApiTaxonomy,
  basePath: string,
  publicOrigin: string | undefined,
): string {
  let text = template;
  for (const dimension of DIMENSIONS) {
    const slugs = taxonomy.taxonomy[dimension].map((entry) => entry.slug);
    const slot = slotOf(dimension);
    text = text
      .replaceAll(JSON.stringify([slot]), JSON.stringify(slugs))
      .replaceAll(slot, inString(slugs.join(", ")));
  }
  const server = (publicOrigin ?? "") + basePath || "/";
  return text
    .replaceAll(TEMPLATE_SLOTS.origin + TEMPLATE_SLOTS.basePath, inString(server))
    .replaceAll(TEMPLATE_SLOTS.basePath, inString(basePath));
}
