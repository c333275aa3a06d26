import { loadCatalog } from "../catalog/load-catalog.ts";
import type { TaxonomyAdditions } from "../catalog/taxonomy-additions.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { catalogKeys } from "./upstash-catalog-source.ts";

/**
 * Validates a catalog document (throws `CatalogValidationError` naming every problem) and
 * makes it the live catalog: the document is stored under a version derived from its
 * content, then the version pointer moves, so readers never see half a catalog.
 */
export async function pushCatalog(
  redis: RedisCommands,
  document: unknown,
  options: { prefix?: string; taxonomy?: TaxonomyAdditions } = {},
): Promise<{ version: string; vendors: number }> {
  const { catalog } = loadCatalog(document, options.taxonomy);
  const bytes = new TextEncoder().encode(JSON.stringify(document));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const version = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const keys = catalogKeys(options.prefix);
  await redis.set(keys.document(version), document);
  await redis.set(keys.version, version);
  return { version, vendors: catalog.vendors.length };
}
