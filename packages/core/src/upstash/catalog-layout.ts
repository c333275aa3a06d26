import * as v from "valibot";

/**
 * How a live catalog is stored in Redis, in pieces that fit Upstash's limits (10 MB a request,
 * 100 MB a record on the Free and Pay-as-you-go plans):
 *
 * - `{prefix}:version`: the version in service (16 hex digits of the document's SHA-256);
 * - `{prefix}:v:{version}:head`: the document without its vendors, and how many chunks hold them;
 * - `{prefix}:v:{version}:chunk:{n}`: chunk `n` of the vendors, in document order, each chunk's
 *   JSON at most `CHUNK_BYTES` (a vendor larger than that alone in its chunk);
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
 * A document's vendors cut into chunks of at most `maxBytes` of JSON (as UTF-8), in order; a
 * vendor larger than that alone in its chunk.
 */
export function chunkVendors(vendors: readonly unknown[], maxBytes = CHUNK_BYTES): unknown[][] {
  const chunks: unknown[][] = [];
  let chunk: unknown[] = [];
  let bytes = 0;
  for (const vendor of vendors) {
    // The vendor's JSON and the comma before it.
    const size = encoder.encode(JSON.stringify(vendor)).length + 1;
    if (chunk.length > 0 && bytes + size > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(vendor);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}
