import { CHAT_JS, FAVICON_SVG, SITE_CSS } from "./assets.ts";
import type { OpenApiParts } from "./openapi-document.ts";
import generatedSchemas from "./openapi-schemas.generated.json" with { type: "json" };
import { openApiTexts } from "./openapi-texts.ts";
import { OPENAPI_PARTS_FILE, type SiteAssetName, type SiteFiles } from "./site-files.ts";

const ASSETS: Record<SiteAssetName, string> = {
  "site.css": SITE_CSS,
  "chat.js": CHAT_JS,
  "favicon.svg": FAVICON_SVG,
};

/** What every deployment's OpenAPI document shares, as the code holds it. */
function openApiParts(): OpenApiParts {
  return { schemas: generatedSchemas, texts: openApiTexts() };
}

/** The site files held in the code: what `createApi` and `apiFromConfig` serve. */
export const embeddedSiteFiles: SiteFiles = {
  asset: async (name) => ASSETS[name],
  openApiParts: async () => openApiParts(),
};

/**
 * The site files' contents by path in a static assets directory (`assets/site.css`, …,
 * `assets/openapi-parts.json`): what a Worker's `ASSETS` binding must serve at
 * `/assets/…` for the Workers entry to read them there.
 */
export function siteFileContents(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(ASSETS)) files[`assets/${name}`] = text;
  files[`assets/${OPENAPI_PARTS_FILE}`] = JSON.stringify(openApiParts());
  return files;
}
