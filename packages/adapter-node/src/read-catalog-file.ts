import { createReadStream } from "node:fs";
import { ConfigError, parseCatalogStream } from "@grc-directory/core/config";

/**
 * Reads and parses `CATALOG_FILE` as it streams from disk, a vendor at a time
 * (`parseCatalogStream`: no string of the whole file); a missing file or bad JSON is a
 * `ConfigError`.
 */
export async function readCatalogFile(path: string): Promise<unknown> {
  try {
    return await parseCatalogStream(createReadStream(path), path);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`CATALOG_FILE ${path} cannot be read: ${(error as Error).message}`);
  }
}
