import { LRUCache } from "lru-cache";
import { type Pause, SLICE_BUDGET_MS } from "../async/run-in-slices.ts";
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

/**
 * Encodes texts made one after another (`pieces`, a large body's parts: a thousand vendors
 * each) into one body with its ETag, pausing (`pause`) whenever a slice of work has run
 * `budgetMs`, so that a body of a hundred megabytes is made beside other requests rather
 * than in one run. The parts are let go as they are copied into the body.
 */
export async function cachePieces(
  pieces: Iterable<string>,
  pause: Pause,
  budgetMs = SLICE_BUDGET_MS,
): Promise<CachedBody> {
  const parts: (Uint8Array | undefined)[] = [];
  let length = 0;
  let sliceStart = performance.now();
  const slice = async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await pause();
    sliceStart = performance.now();
  };
  for (const piece of pieces) {
    const part = encoder.encode(piece);
    parts.push(part);
    length += part.byteLength;
    await slice();
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Uint8Array;
    bytes.set(part, offset);
    offset += part.byteLength;
    parts[i] = undefined;
    await slice();
  }
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
