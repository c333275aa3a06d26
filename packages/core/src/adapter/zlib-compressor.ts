import type { Compressor } from "./compression.ts";

type Callback = (error: Error | null, result: Uint8Array) => void;

/**
 * What `zlibCompressor` uses of a zlib module, structurally: the server adapter passes in its
 * runtime's (Node's, or Bun's, which has the same); core imports none.
 */
export interface ZlibLike {
  brotliCompress(
    body: Uint8Array,
    options: { params: Record<number, number> },
    callback: Callback,
  ): void;
  gzip(body: Uint8Array, callback: Callback): void;
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
 * tools dump), gzip at zlib's default level, both off the main thread (zlib's pool).
 */
export function zlibCompressor(zlib: ZlibLike): Compressor {
  const { constants } = zlib;
  const params = (body: Uint8Array) => ({
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  });
  return (body, encoding) =>
    new Promise((resolve, reject) => {
      const done: Callback = (error, result) =>
        error
          ? reject(error)
          : resolve(new Uint8Array(result.buffer, result.byteOffset, result.byteLength));
      if (encoding === "br") zlib.brotliCompress(body, { params: params(body) }, done);
      else zlib.gzip(body, done);
    });
}
