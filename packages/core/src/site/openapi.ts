import { optionDefaults } from "../options/parse-options.ts";
import {
  buildOpenApiDocument,
  type OpenApiSettings,
  type OpenApiTaxonomy,
} from "./openapi-document.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";
import { openApiTexts } from "./openapi-texts.ts";

/** The settings of a deployment that keeps every default. */
function defaultSettings(): OpenApiSettings {
  const { rateLimits, ai } = optionDefaults();
  return { catalogPolicy: rateLimits.catalog, ai };
}

/**
 * The OpenAPI 3.1 document of a deployment with the prose held in the code
 * (`buildOpenApiDocument` over `openApiTexts()` and `schemas`), for the settings given or
 * every default: what `/openapi.json` serves, for tests and scripts that build it without
 * an API.
 */
export function openApiDocument(
  taxonomy: OpenApiTaxonomy,
  basePath: string,
  publicOrigin: string | undefined,
  schemas: OpenApiSchemas,
  settings: OpenApiSettings = defaultSettings(),
): Record<string, unknown> {
  return buildOpenApiDocument(
    { schemas, texts: openApiTexts() },
    { taxonomy, basePath, publicOrigin, ...settings },
  );
}
