export {
  type ProtocolError,
  type ProtocolErrorKind,
  protocolError,
} from "../http/protocol-error.ts";
export { accessLogged } from "./access-log.ts";
export {
  type CompressionOptions,
  type Compressor,
  type ContentEncoding,
  compressedFetch,
  type FetchHandler,
} from "./compression.ts";
export { type ServedFetchOptions, servedFetch } from "./served-fetch.ts";
export {
  BROTLI_QUALITY,
  type ZlibLike,
  type ZlibStream,
  zlibCompressor,
} from "./zlib-compressor.ts";
