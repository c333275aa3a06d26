import * as v from "valibot";
import { toHex } from "../crypto/hex.ts";

/**
 * How a live catalog is stored in Redis, in pieces that fit Upstash's limits (10 MB a request,
 * 100 MB a record on the Free and Pay-as-you-go plans):
 *
 * - `{prefix}:version`: the version in service (16 hex digits of the document's SHA-256);
 * - `{prefix}:v:{version}:head`: the document without its vendors, and how many chunks hold them;
 * - `{prefix}:v:{version}:chunk:{n}`: chunk `n` of the vendors, in document order, each chunk's
 *   JSON at most `CHUNK_BYTES` (a vendor larger than that alone in its chunk), cut where the
 *   vendors' own content says (`chunkVendors`), so that a version changing a few vendors
 *   changes only the chunks that hold them, and named in the head by a digest of its
 *   content, so that a reader keeps the chunks it already holds instead of fetching them;
 * - `{prefix}:versions`: every version pushed and not yet retired (`v:{version}:{chunks}`, by
 *   the time it was pushed), so a push retires the ones before it;
 * - `{prefix}:doc:{version}`: a whole document, as versions before the chunks stored it; still
 *   read, never written.
 */
export function catalogKeys(prefix = "grc:catalog") {
  return {
    version: `${prefix}:version`,
    versions: `${prefix}:versions`,
    head: (version: string) => `${prefix}:v:${version}:head`,
    chunk: (version: string, n: number) => `${prefix}:v:${version}:chunk:${n}`,
    /** A whole document, as stored before chunks (read only). */
    document: (version: string) => `${prefix}:doc:${version}`,
  };
}

/** The most bytes of JSON a chunk holds: a tenth of Upstash's 10 MB request limit. */
export const CHUNK_BYTES = 1_000_000;

/** A member of `{prefix}:versions`: the version and its chunk count, never read as JSON. */
export const versionsMember = (version: string, chunks: number) => `v:${version}:${chunks}`;

/** The version and chunk count a member of `{prefix}:versions` names, if it is one. */
export function readVersionsMember(member: unknown): { version: string; chunks: number } | null {
  const match = typeof member === "string" ? /^v:([^:]+):(\d+)$/.exec(member) : null;
  return match ? { version: match[1] ?? "", chunks: Number(match[2]) } : null;
}

/** What `{prefix}:v:{version}:head` holds. */
export const CatalogHeadSchema = v.object({
  format: v.literal(2),
  version: v.string(),
  /** How many chunks hold the vendors. */
  chunks: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** How many vendors each chunk holds, in order. */
  vendorsPerChunk: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * Each chunk's content id (`contentId` of its vendors), in order: two chunks with one id hold the same
   * vendors. Absent in heads written before it (their chunks are always fetched).
   */
  chunkIds: v.optional(v.array(v.string())),
  /** The document's own fields, vendors left out. */
  document: v.record(v.string(), v.unknown()),
});
/** What `{prefix}:v:{version}:head` holds: the document without its vendors, and its chunks. */
export type CatalogHead = v.InferOutput<typeof CatalogHeadSchema>;

/** What `{prefix}:v:{version}:chunk:{n}` holds: whose chunk it is, and its vendors. */
export const CatalogChunkSchema = v.object({
  version: v.string(),
  chunk: v.pipe(v.number(), v.integer(), v.minValue(0)),
  vendors: v.pipe(v.array(v.unknown()), v.minLength(1)),
});
/** What `{prefix}:v:{version}:chunk:{n}` holds: its version, its place, its vendors in order. */
export type CatalogChunk = v.InferOutput<typeof CatalogChunkSchema>;

const encoder = new TextEncoder();

/**
 * A chunk ends after a vendor whose JSON hashes to a multiple of this (or where the next vendor
 * would pass `maxBytes`): chunks of about 256 vendors, 300 KB at 1.2 KB a vendor.
 */
export const VENDORS_PER_CUT = 256;

/** FNV-1a, 32 bits, over a text's UTF-16 units: where a chunk may end, not a digest. */
function cutHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A document's vendors cut into chunks of at most `maxBytes` of JSON (as UTF-8), in order; a
 * vendor larger than that alone in its chunk. Where a chunk ends is content-defined: after a
 * vendor whose JSON hashes to a multiple of `vendorsPerCut` (as rsync and backup tools cut
 * files), so that adding, removing or changing a vendor changes the chunk that holds it (and
 * at most the next, where the cut moved), not every chunk after it.
 */
export function chunkVendors(
  vendors: readonly unknown[],
  maxBytes = CHUNK_BYTES,
  vendorsPerCut = VENDORS_PER_CUT,
): unknown[][] {
  const chunks: unknown[][] = [];
  let chunk: unknown[] = [];
  // The brackets around the chunk's vendors (a comma after each but the last).
  let bytes = 1;
  const end = () => {
    chunks.push(chunk);
    chunk = [];
    bytes = 1;
  };
  for (const vendor of vendors) {
    const json = JSON.stringify(vendor);
    // The vendor's JSON and the comma (or bracket) after it.
    const size = encoder.encode(json).length + 1;
    if (chunk.length > 0 && bytes + size > maxBytes) end();
    chunk.push(vendor);
    bytes += size;
    if (cutHash(json) % vendorsPerCut === 0) end();
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** A content id: 16 hex digits of the SHA-256 of `value`'s JSON (a version's, a chunk's). */
export async function contentId(value: unknown): Promise<string> {
  const bytes = encoder.encode(JSON.stringify(value));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return toHex(digest.subarray(0, 8));
}
