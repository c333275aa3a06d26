import { LRUCache } from "lru-cache";
import { strongEtag } from "./etag.ts";

/** A serialized JSON body and its strong ETag, ready to answer from again. */
export interface CachedBody {
  bytes: Uint8Array;
  etag: string;
}

const encoder = new TextEncoder();

/** Serializes a body once, with the ETag conditional requests compare against. */
export async function cacheBody(body: unknown): Promise<CachedBody> {
  return cacheText(JSON.stringify(body));
}

/** Encodes a text once, with its ETag. */
export async function cacheText(text: string): Promise<CachedBody> {
  const bytes = encoder.encode(text);
  return { bytes, etag: await strongEtag(bytes) };
}

/** What a kept body costs: its bytes, its key as UTF-16, and a little bookkeeping. */
export function keptBodySize(body: CachedBody, key: string): number {
  return body.bytes.byteLength + key.length * 2 + 64;
}

/**
 * Bodies by key, least recently used out first, bounded by their size in bytes (keys
 * included) rather than by count: keys carry the origin, which a client chooses, so a count
 * bound would let made-up hosts pin many copies of a large body. One larger than the whole
 * budget is answered but not kept.
 */
export function bodyCache(maxBytes: number): LRUCache<string, CachedBody> {
  return new LRUCache({ maxSize: maxBytes, sizeCalculation: keptBodySize });
}
