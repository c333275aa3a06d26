import { openApiDocument } from "./openapi.ts";
import { TEMPLATE_SLOTS } from "./openapi-fill.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";

/**
 * The OpenAPI document with placeholders for what a deployment decides (its taxonomy's
 * slugs, origin and base path), serialized: `fillOpenApiTemplate` turns it into the served
 * document. Built where the document's code is at hand (the embedded site files, and the
 * Workers assets at build time).
 */
export function openApiTemplate(schemas: OpenApiSchemas): string {
  return JSON.stringify(
    openApiDocument(
      TEMPLATE_SLOTS.taxonomy,
      TEMPLATE_SLOTS.basePath,
      TEMPLATE_SLOTS.origin,
      schemas,
    ),
  );
}
