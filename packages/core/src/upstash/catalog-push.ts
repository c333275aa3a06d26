import { loadCatalog } from "../catalog/load-catalog.ts";
import type { TaxonomyAdditions } from "../catalog/taxonomy-additions.ts";
import {
  type CatalogChunk,
  type CatalogHead,
  CHUNK_BYTES,
  catalogKeys,
  chunkVendors,
  contentId,
  readVersionsMember,
  versionsMember,
} from "./catalog-layout.ts";
import type { RedisCommands } from "./redis-commands.ts";

/** Options of `pushCatalog`. */
export interface PushCatalogOptions {
  /** Key prefix; default `grc:catalog`. */
  prefix?: string;
  /** Taxonomy additions the document is validated with (as the API is configured). */
  taxonomy?: TaxonomyAdditions;
  /** The most bytes of JSON one chunk holds; default 1,000,000 (Upstash takes 10 MB a request). */
  chunkBytes?: number;
  /**
   * How long the versions a push replaces stay readable, for instances still loading them
   * (then Redis deletes them); default 600 seconds.
   */
  graceSeconds?: number;
  /** How many chunks are written at once; default 4. */
  concurrency?: number;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Validates a catalog document (throws `CatalogValidationError` naming every problem) and
 * makes it the live catalog, in pieces that fit Upstash's limits (see `catalogKeys`): the
 * version (from the document's SHA-256) is registered, its chunks and head are written, and
 * only then does the version pointer move, so readers never see half a catalog. The versions
 * it replaces, and any push that never went live, are deleted by Redis `graceSeconds` later.
 */
export async function pushCatalog(
  redis: RedisCommands,
  document: unknown,
  options: PushCatalogOptions = {},
): Promise<{ version: string; vendors: number; chunks: number }> {
  const { catalog } = loadCatalog(document, options.taxonomy);
  const version = await contentId(document);
  const keys = catalogKeys(options.prefix);
  const { vendors, ...own } = document as { vendors: unknown[] };
  const chunks = chunkVendors(vendors, options.chunkBytes ?? CHUNK_BYTES);

  // Registered first, so that a push that fails half way is deleted by a later one.
  const member = versionsMember(version, chunks.length);
  await redis.zadd(keys.versions, { score: Date.now(), member });
  await eachAtMost(chunks, options.concurrency ?? 4, (vendors, chunk) => {
    const value: CatalogChunk = { version, chunk, vendors };
    return redis.set(keys.chunk(version, chunk), value);
  });
  const head: CatalogHead = {
    format: 2,
    version,
    chunks: chunks.length,
    vendorsPerChunk: chunks.map((chunk) => chunk.length),
    chunkIds: await Promise.all(chunks.map(contentId)),
    document: own,
  };
  await redis.set(keys.head(version), head);
  const previous = await redis.get(keys.version);
  await redis.set(keys.version, version);
  const grace = options.graceSeconds ?? 600;
  // A version stored whole, before chunks, is retired the same way.
  if (previous !== null && String(previous) !== version) {
    await redis.expire(keys.document(String(previous)), grace);
  }

  // Every other version, live before or never, is retired: deleted once the grace is over.
  for (const other of await redis.zrange(keys.versions, 0, -1)) {
    const retired = readVersionsMember(other);
    if (!retired || retired.version === version) continue;
    const retiredKeys = [
      keys.head(retired.version),
      ...Array.from({ length: retired.chunks }, (_, n) => keys.chunk(retired.version, n)),
    ];
    await eachAtMost(retiredKeys, options.concurrency ?? 4, (key) => redis.expire(key, grace));
    await redis.zrem(keys.versions, String(other));
  }
  return { version, vendors: catalog.vendors.length, chunks: chunks.length };
}
