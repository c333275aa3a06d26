import { sha256 } from "@noble/hashes/sha2.js";
import { LRUCache } from "lru-cache";
import { type Pause, SLICE_BUDGET_MS } from "../async/run-in-slices.ts";
import { digestEtag, strongEtag } from "./etag.ts";

/** A serialized body and its strong ETag, ready to answer from again. */
export interface CachedBody {
  /**
   * What each Response is made of. A small body is bytes, which a server writes as they are.
   * A large one (`cachePieces`) is a Blob: a Response streams a Blob with its length known,
   * where it would copy bytes (the Fetch standard copies a BufferSource body).
   */
  content: Uint8Array | Blob;
  /** The body's length in bytes: its `Content-Length`. */
  size: number;
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
  return { content: bytes, size: bytes.byteLength, etag: await strongEtag(bytes) };
}

/**
 * Encodes texts made one after another (`pieces`, a large body's parts: a thousand vendors
 * each) into one body with its ETag, pausing (`pause`) whenever a slice of work has run
 * `budgetMs`, so that a body of a hundred megabytes is made beside other requests rather
 * than in one run. The body is a Blob of the encoded parts, hashed as they are made (SHA-256
 * by `@noble/hashes`: Web Crypto hashes only a whole buffer), so its bytes never sit in one
 * buffer beside it. A Response streams it a part at a time.
 */
export async function cachePieces(
  pieces: Iterable<string>,
  pause: Pause,
  budgetMs = SLICE_BUDGET_MS,
): Promise<CachedBody> {
  const parts: Blob[] = [];
  const hash = sha256.create();
  let size = 0;
  // One buffer encodes every piece (UTF-8 takes at most 3 bytes per UTF-16 unit), and a
  // Blob copies what it is given: no piece leaves its bytes behind as garbage.
  let scratch = new Uint8Array(0);
  let sliceStart = performance.now();
  for (const piece of pieces) {
    if (scratch.length < piece.length * 3) scratch = new Uint8Array(piece.length * 3);
    const bytes = scratch.subarray(0, encoder.encodeInto(piece, scratch).written);
    hash.update(bytes);
    parts.push(new Blob([bytes]));
    size += bytes.byteLength;
    if (performance.now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
  return { content: new Blob(parts), size, etag: digestEtag(hash.digest()) };
}

/** What a kept body costs: its bytes, its key as UTF-16, and a little bookkeeping. */
export function keptBodySize(body: CachedBody, key: string): number {
  return body.size + key.length * 2 + 64;
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
