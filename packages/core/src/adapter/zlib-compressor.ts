import type { Compressor } from "./compression.ts";

/** What `zlibCompressor` uses of a zlib compression stream (a Node `Transform`). */
export interface ZlibStream {
  write(chunk: Uint8Array, callback: (error?: Error | null) => void): boolean;
  end(): void;
  destroy(error?: Error): void;
  on(event: "data", listener: (chunk: Uint8Array) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * What `zlibCompressor` uses of a zlib module, structurally: the server adapter passes in its
 * runtime's (Node's, or Bun's, which has the same); core imports none.
 */
export interface ZlibLike {
  createBrotliCompress(options: { params: Record<number, number> }): ZlibStream;
  createGzip(): ZlibStream;
  constants: {
    BROTLI_PARAM_QUALITY: number;
    BROTLI_PARAM_SIZE_HINT: number;
    BROTLI_PARAM_MODE: number;
    BROTLI_MODE_TEXT: number;
  };
}

/** Brotli's quality for answers: 5 of 11, most of its gain for a small part of its time. */
export const BROTLI_QUALITY = 5;

/**
 * The `Compressor` of a server over the zlib module its adapter passes in (so that core
 * imports no runtime module): brotli at quality `BROTLI_QUALITY` (the web
 * `CompressionStream` offers no quality, and its default, 11, takes minutes on a 100 MB
 * tools dump), gzip at zlib's default level, both off the main thread (zlib's pool). The
 * body is fed a chunk at a time, each written once the one before is compressed, so a
 * 100 MB body streamed in is never whole in memory here.
 */
export function zlibCompressor(zlib: ZlibLike): Compressor {
  const { constants } = zlib;
  const brotliParams = (size: number | undefined) => ({
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
  });
  return (chunks, encoding, size) =>
    compressed(
      encoding === "br"
        ? zlib.createBrotliCompress({ params: brotliParams(size) })
        : zlib.createGzip(),
      chunks,
    );
}

/** What `stream` makes of `chunks`, in one buffer. */
async function compressed(
  stream: ZlibStream,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<Uint8Array> {
  const output: Uint8Array[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    stream.on("data", (chunk) => output.push(chunk));
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  // A failed write also rejects `ended`: it is awaited below or, after a throw, let go.
  ended.catch(() => {});
  try {
    for await (const chunk of chunks) {
      await new Promise<void>((resolve, reject) =>
        stream.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
    }
  } catch (error) {
    stream.destroy(error as Error);
    throw error;
  }
  stream.end();
  await ended;
  const body = new Uint8Array(output.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of output) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
