import { catalogTextSplitter } from "./catalog-text-splitter.ts";
import { ConfigError } from "./read-config.ts";

/**
 * Parses a catalog document (`CATALOG_FILE`) from its UTF-8 bytes as they are read: each vendor
 * by itself (`catalogTextSplitter`), then the rest, so that no string of the whole document is
 * ever made beside its objects (at 100,000 vendors, about 116 MB of text and as much again of
 * bytes). The same document `JSON.parse` of the whole text gives, or a `ConfigError` saying why
 * the text is not JSON (the vendor's position when one is the cause). A byte-order mark at the
 * start is read as none.
 */
export async function parseCatalogStream(
  chunks: AsyncIterable<Uint8Array>,
  name: string,
): Promise<unknown> {
  const notJson = (error: unknown, where = "") =>
    new ConfigError(`CATALOG_FILE ${name} is not JSON: ${where}${(error as Error).message}`);
  let vendors: unknown[] = [];
  let opened = false;
  const splitter = catalogTextSplitter({
    opened() {
      vendors = [];
      opened = true;
    },
    vendor(text) {
      try {
        vendors.push(JSON.parse(text));
      } catch (error) {
        throw notJson(error, `vendors[${vendors.length}]: `);
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of chunks) splitter.write(decoder.decode(chunk, { stream: true }));
  splitter.write(decoder.decode());
  let document: unknown;
  try {
    document = JSON.parse(splitter.envelope());
  } catch (error) {
    throw notJson(error);
  }
  // The envelope keeps `"vendors":[]` where the array was: the last one, as `JSON.parse` reads it.
  const envelope = document as { vendors?: unknown };
  if (opened && Array.isArray(envelope?.vendors) && envelope.vendors.length === 0) {
    envelope.vendors = vendors;
  }
  return document;
}
