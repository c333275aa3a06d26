/** Bytes serialized once, with the places where a per-request value goes. */
export interface SpliceTemplate {
  bytes: Uint8Array;
  /** Ascending byte offsets into `bytes` at which the inserted value is written. */
  offsets: readonly number[];
}

/** Bytes per streamed chunk: what one request holds at a time, whatever the body's size. */
export const SPLICE_CHUNK_BYTES = 64 * 1024;

/**
 * Bodies up to this size are one buffer, not a stream. Bun and workerd (through Miniflare)
 * drop a `content-length` given with a stream body and send it chunked; a buffer's length
 * every runtime sends. The tools dump of a catalog up to about 250 vendors fits.
 */
export const SPLICE_BUFFER_BYTES = 256 * 1024;

/** A body ready to answer with, and its exact length for `content-length`. */
export interface SplicedBody {
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  length: number;
}

/**
 * The template with `insert` at each offset, as a body. Up to `bufferBytes` it is one
 * buffer; above, a stream that copies the next `chunkSize` bytes into a fresh chunk each time
 * the reader asks, so no request ever holds a whole copy of a large body (the tools dump of
 * 100k vendors is ~108 MB) and an unread stream (HEAD, a dropped client) costs nothing.
 */
export function splicedBody(
  template: SpliceTemplate,
  insert: Uint8Array,
  { chunkSize = SPLICE_CHUNK_BYTES, bufferBytes = SPLICE_BUFFER_BYTES } = {},
): SplicedBody {
  const length = template.bytes.length + template.offsets.length * insert.length;
  const write = splicer(template, insert);
  if (length <= bufferBytes) {
    const bytes = new Uint8Array(length);
    write(bytes);
    return { body: bytes, length };
  }
  let remaining = length;
  const source: UnderlyingDefaultSource<Uint8Array> & { expectedLength: number } = {
    // workerd's marker for the body's length (FixedLengthStream's, for a JS stream).
    expectedLength: length,
    pull(controller) {
      const chunk = new Uint8Array(Math.min(chunkSize, remaining));
      write(chunk);
      remaining -= chunk.length;
      controller.enqueue(chunk);
      if (remaining === 0) controller.close();
    },
  };
  return { body: new ReadableStream(source, { highWaterMark: 0 }), length };
}

/**
 * A writer of the spliced bytes in order: each call fills the whole chunk it is given with
 * the next bytes. The caller never asks for more than the spliced length in total.
 */
function splicer(template: SpliceTemplate, insert: Uint8Array): (chunk: Uint8Array) => void {
  const { bytes, offsets } = template;
  let segment = 0; // offsets passed so far
  let from = 0; // next byte of `bytes`
  let inserted = -1; // next byte of `insert` while writing one, else -1
  return (chunk) => {
    let filled = 0;
    while (filled < chunk.length) {
      if (inserted >= 0) {
        const n = Math.min(insert.length - inserted, chunk.length - filled);
        chunk.set(insert.subarray(inserted, inserted + n), filled);
        filled += n;
        inserted += n;
        if (inserted === insert.length) inserted = -1;
        continue;
      }
      const end = segment < offsets.length ? (offsets[segment] as number) : bytes.length;
      if (from === end && segment === offsets.length) {
        throw new RangeError("splicedBody: past the end");
      }
      const n = Math.min(end - from, chunk.length - filled);
      chunk.set(bytes.subarray(from, from + n), filled);
      filled += n;
      from += n;
      if (from === end && segment < offsets.length) {
        segment++;
        inserted = 0;
      }
    }
  };
}
