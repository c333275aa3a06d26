import { CHAT_JS, FAVICON_SVG, SITE_CSS } from "./assets.ts";
import generatedSchemas from "./openapi-schemas.generated.json" with { type: "json" };
import { OPENAPI_SCHEMAS_FILE, type SiteAssetName, type SiteFiles } from "./site-files.ts";

const ASSETS: Record<SiteAssetName, string> = {
  "site.css": SITE_CSS,
  "chat.js": CHAT_JS,
  "favicon.svg": FAVICON_SVG,
};

/** The site files held in the code: what `createApi` and `apiFromConfig` serve. */
export const embeddedSiteFiles: SiteFiles = {
  asset: async (name) => ASSETS[name],
  openApiSchemas: async () => generatedSchemas,
};

/**
 * The site files' contents by path in a static assets directory (`assets/site.css`, …,
 * `assets/openapi-schemas.json`): what a Worker's `ASSETS` binding must serve at
 * `/assets/…` for the Workers entry to read them there.
 */
export function siteFileContents(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(ASSETS)) files[`assets/${name}`] = text;
  files[`assets/${OPENAPI_SCHEMAS_FILE}`] = JSON.stringify(generatedSchemas);
  return files;
}
