import { ApiError, type Logger } from "@grc-directory/core";
import { OPENAPI_PARTS_FILE, type SiteFiles } from "@grc-directory/core/site-files";
import { type AssetsBinding, fetchAsset } from "./assets-binding.ts";

/** The answer when a site file is missing: the deployment, not the client, is at fault. */
const MISCONFIGURED = new ApiError(
  503,
  "SERVICE_MISCONFIGURED",
  "The service is not configured correctly.",
  "The operator's log says which setting or catalog is wrong.",
);

/**
 * The site files (`/assets/site.css`, `chat.js`, `favicon.svg`, and in `openapi-parts.json`
 * what every deployment's OpenAPI document shares: its component schemas and prose) read
 * from the `ASSETS` binding at `/assets/<name>`, so that the script does not carry them.
 * The Worker builds its OpenAPI document around those parts. `siteFileContents()` of
 * `@grc-directory/core/site-files` gives what to put there. A missing file, or parts that
 * are not JSON, answer 503 `SERVICE_MISCONFIGURED` and log which; the next request reads
 * it again.
 */
export function assetSiteFiles(assets: AssetsBinding | undefined, logger: Logger): SiteFiles {
  const read = async (name: string): Promise<string> => {
    const path = `/assets/${name}`;
    const response = assets ? await fetchAsset(assets, path) : undefined;
    if (!response?.ok) {
      logger.error(
        response
          ? `Site file ${path} answered ${response.status} from ASSETS`
          : `No ASSETS binding to read the site file ${path} from`,
      );
      throw MISCONFIGURED;
    }
    return response.text();
  };
  return {
    asset: read,
    async openApiParts() {
      const text = await read(OPENAPI_PARTS_FILE);
      try {
        return JSON.parse(text);
      } catch {
        logger.error(`Site file /assets/${OPENAPI_PARTS_FILE} from ASSETS is not JSON`);
        throw MISCONFIGURED;
      }
    },
  };
}
