import type { OpenApiParts } from "./openapi-document.ts";

/** The constant files served under `/assets/`, by name, with their content types. */
export const SITE_ASSETS = {
  "site.css": "text/css; charset=utf-8",
  "chat.js": "text/javascript; charset=utf-8",
  "favicon.svg": "image/svg+xml",
} as const;

/** A file the site serves under `/assets/`: `site.css`, `chat.js` or `favicon.svg`. */
export type SiteAssetName = keyof typeof SITE_ASSETS;

/**
 * The file holding what every deployment's OpenAPI document shares (`openApiParts`: its
 * component schemas and its prose), as JSON, beside the assets.
 */
export const OPENAPI_PARTS_FILE = "openapi-parts.json";

/**
 * Where the API reads its constant site files: the `/assets/` files and what every
 * deployment's OpenAPI document shares. Each is read once, on its first request, and then served
 * from memory; a read that fails is tried again on the next request. `embeddedSiteFiles`
 * (`@grc-directory/core/site-files`) holds them in the code; the Workers entry reads them
 * from static assets instead, to keep them out of the script.
 */
export interface SiteFiles {
  /** The text of `/assets/<name>`. */
  asset(name: SiteAssetName): Promise<string>;
  /**
   * The OpenAPI document's `components.schemas`, derived from the valibot schemas at build
   * time (`openapi-schemas.generated.json`), and its prose (`openApiTexts`): the document is
   * built around them per deployment.
   */
  openApiParts(): Promise<OpenApiParts>;
}
