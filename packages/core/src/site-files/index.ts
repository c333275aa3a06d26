export { embeddedSiteFiles, siteFileContents } from "../site/embedded-site-files.ts";
export {
  OPENAPI_TEMPLATE_FILE,
  SITE_ASSETS,
  type SiteAssetName,
  type SiteFiles,
} from "../site/site-files.ts";
