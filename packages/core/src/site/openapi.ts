import { buildOpenApiDocument, type OpenApiTaxonomy } from "./openapi-document.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";
import { openApiTexts } from "./openapi-texts.ts";

/**
 * The OpenAPI 3.1 document of a deployment with the prose held in the code
 * (`buildOpenApiDocument` over `openApiTexts()` and `schemas`): what `/openapi.json`
 * serves, for tests and scripts that build it without an API.
 */
export function openApiDocument(
  taxonomy: OpenApiTaxonomy,
  basePath: string,
  publicOrigin: string | undefined,
  schemas: OpenApiSchemas,
): Record<string, unknown> {
  return buildOpenApiDocument(
    { schemas, texts: openApiTexts() },
    { taxonomy, basePath, publicOrigin },
  );
}
