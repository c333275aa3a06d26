export { embeddedSiteFiles, siteFileContents } from "../site/embedded-site-files.ts";
export {
  OPENAPI_PARTS_FILE,
  SITE_ASSETS,
  type SiteAssetName,
  type SiteFiles,
} from "../site/site-files.ts";
