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
  /**
   * `gzip` when `content` holds the body gzip-compressed (a large body, `cachePieces`): a
   * Response streams it decompressed (`responseBody`).
   */
  stored?: "gzip";
  /** The body's length in bytes, as sent: its `Content-Length`. */
  size: number;
  etag: string;
}

/**
 * From this length on, a body made of pieces (`cachePieces`) is kept gzip-compressed: at
 * 100,000 vendors the tools dump's 103 MiB and `llms-full.txt`'s 26 MiB are kept in 10 MiB,
 * at the cost of decompressing the dump for a client that asks for it uncompressed (0.5 to
 * 1.5 s of CPU as it streams, against 0.4 s to stream it kept plain) and of compressing it
 * once (1.4 s more CPU when it is made).
 * Smaller bodies, and every body of a catalog a Worker can hold, are kept as they are.
 */
export const KEPT_COMPRESSED_FROM_BYTES = 8 * 1024 * 1024;

/** What a Response sends for a kept body: its bytes or Blob, or its gzip decompressed as it streams. */
export function responseBody(body: CachedBody): Uint8Array<ArrayBuffer> | Blob | ReadableStream {
  const content = body.content as Uint8Array<ArrayBuffer> | Blob;
  if (body.stored !== "gzip" || !(content instanceof Blob)) return content;
  return decompressedWhenRead(content);
}

/**
 * The gzip in `blob`, decompressed as it is read, and only once it is: an answer whose body
 * is never read (a `HEAD`, a compressed form the server already keeps) decompresses nothing.
 */
function decompressedWhenRead(blob: Blob): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= blob.stream().pipeThrough(new DecompressionStream("gzip")).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
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
 * buffer beside it; from `compressFrom` bytes on, the parts go through gzip
 * (`CompressionStream`) and the Blob holds its output (`stored: "gzip"`). A Response streams
 * it a part at a time (`responseBody`).
 */
export async function cachePieces(
  pieces: Iterable<string>,
  pause: Pause,
  budgetMs = SLICE_BUDGET_MS,
  compressFrom = KEPT_COMPRESSED_FROM_BYTES,
): Promise<CachedBody> {
  let parts: Blob[] = [];
  const hash = sha256.create();
  let size = 0;
  let gzip: Gzip | undefined;
  // One buffer encodes every piece (UTF-8 takes at most 3 bytes per UTF-16 unit), and a
  // Blob copies what it is given: no piece leaves its bytes behind as garbage.
  let scratch = new Uint8Array(0);
  let sliceStart = performance.now();
  for (const piece of pieces) {
    if (scratch.length < piece.length * 3) scratch = new Uint8Array(piece.length * 3);
    const bytes = scratch.subarray(0, encoder.encodeInto(piece, scratch).written);
    hash.update(bytes);
    size += bytes.byteLength;
    if (gzip) {
      await gzip.write(bytes.slice());
    } else {
      parts.push(new Blob([bytes]));
      if (size >= compressFrom) {
        gzip = gzipped();
        for (const part of parts) await gzip.write(new Uint8Array(await part.arrayBuffer()));
        parts = [];
      }
    }
    if (performance.now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
  const etag = digestEtag(hash.digest());
  if (!gzip) return { content: new Blob(parts), size, etag };
  return { content: await gzip.end(), stored: "gzip", size, etag };
}

/** A gzip stream being written, its output gathered into a Blob as it comes. */
interface Gzip {
  write(bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  end(): Promise<Blob>;
}

function gzipped(): Gzip {
  const stream = new CompressionStream("gzip");
  const writer = stream.writable.getWriter();
  const gathered = new Response(stream.readable).blob();
  return {
    write: (bytes) => writer.write(bytes),
    async end() {
      await writer.close();
      return gathered;
    },
  };
}

/** What a kept body costs: its bytes as kept (compressed, if so), its key as UTF-16, and a little bookkeeping. */
export function keptBodySize(body: CachedBody, key: string): number {
  const { content } = body;
  const kept = content instanceof Blob ? content.size : content.byteLength;
  return kept + key.length * 2 + 64;
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
