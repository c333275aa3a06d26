import type { OpenApiSchemas } from "./openapi-schemas.ts";

/** The constant files served under `/assets/`, by name, with their content types. */
export const SITE_ASSETS = {
  "site.css": "text/css; charset=utf-8",
  "chat.js": "text/javascript; charset=utf-8",
  "favicon.svg": "image/svg+xml",
} as const;

export type SiteAssetName = keyof typeof SITE_ASSETS;

/**
 * The file holding the OpenAPI document's component schemas (`openApiSchemas`), as JSON,
 * beside the assets.
 */
export const OPENAPI_SCHEMAS_FILE = "openapi-schemas.json";

/**
 * Where the API reads its constant site files: the `/assets/` files and the OpenAPI
 * document's component schemas. Each is read once, on its first request, and then served
 * from memory; a read that fails is tried again on the next request. `embeddedSiteFiles`
 * (`@grc-directory/core/site-files`) holds them in the code; the Workers entry reads them
 * from static assets instead, to keep them out of the script.
 */
export interface SiteFiles {
  /** The text of `/assets/<name>`. */
  asset(name: SiteAssetName): Promise<string>;
  /**
   * The OpenAPI document's `components.schemas`, derived from the valibot schemas at build
   * time (`openapi-schemas.generated.json`); the document is built around them per
   * deployment.
   */
  openApiSchemas(): Promise<OpenApiSchemas>;
}
