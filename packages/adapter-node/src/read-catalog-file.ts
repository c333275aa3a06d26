import { readFile } from "node:fs/promises";
import { ConfigError, parseCatalogJson } from "@grc-directory/core/config";

/** Reads and parses `CATALOG_FILE`; a missing file or bad JSON is a `ConfigError`. */
export async function readCatalogFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ConfigError(`CATALOG_FILE ${path} cannot be read: ${(error as Error).message}`);
  }
  return parseCatalogJson(text, path);
}
