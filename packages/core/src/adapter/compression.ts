/// <reference path="../types/negotiator.d.ts" />
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { RequestContext } from "../ports.ts";

/** The encodings a server adapter compresses with, in its order of preference. */
export type ContentEncoding = "br" | "gzip";

/**
 * Compresses a body read a chunk at a time (`chunks`: a Response's body stream, or bytes
 * already read), `size` bytes long when known: the adapter's codec (Node's and Bun's
 * `node:zlib`).
 */
export type Compressor = (
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  encoding: ContentEncoding,
  size?: number,
) => Promise<Uint8Array>;

/** A fetch-style handler: `Api.fetch`, or anything answering like it. */
export type FetchHandler = (request: Request, context?: RequestContext) => Promise<Response>;

/** How `compressedFetch` compresses: the codec, the smallest body worth it, the cache. */
export interface CompressionOptions {
  compress: Compressor;
  /** Smaller bodies are sent as they are; default 1 KiB. */
  minBytes?: number;
  /** Bytes of compressed bodies kept by strong ETag and encoding; default 64 MiB. */
  cacheBytes?: number;
}

const OFFERED: readonly ContentEncoding[] = ["br", "gzip"];
/** What negotiation chooses from, in the server's order of preference. */
const NEGOTIATED = [...OFFERED, "identity"];

/** What is worth compressing: JSON, HTML, Markdown and plain text (never event streams). */
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|text\/(html|markdown|plain))\b/i;

/** `"tag"` of a representation in `encoding`: its own strong validator, `"tag-br"`. */
const encodedTag = (etag: string, encoding: ContentEncoding) => `${etag.slice(0, -1)}-${encoding}"`;

/** The end of an entity tag a client holds for an encoding, `-br"` in `"tag-br"`. */
const ENCODED_TAG_END = /-(?:br|gzip)"/g;

function chosenEncoding(request: Request): ContentEncoding | undefined {
  const header = request.headers.get("accept-encoding");
  if (!header) return undefined;
  // At equal q-values the server's order decides (br first), not the header's.
  const [best] = new Negotiator({ headers: { "accept-encoding": header } }).encodings(NEGOTIATED, {
    preferred: NEGOTIATED,
  });
  return OFFERED.find((encoding) => encoding === best);
}

/** The request with `If-None-Match` naming the API's own tags, which it compares. */
function withApiTags(request: Request): Request {
  const held = request.headers.get("if-none-match");
  const apiTags = held?.replace(ENCODED_TAG_END, '"');
  if (!held || apiTags === held || apiTags === undefined) return request;
  const headers = new Headers(request.headers);
  headers.set("if-none-match", apiTags);
  return new Request(request, { headers });
}

function addVary(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`);
}

/**
 * `response` with `change` made to its headers: in place, so that its body goes out as the
 * handler made it (bytes keep their `Content-Length`; a stream stays a stream), or on a copy
 * when its headers are immutable (a `fetch` answer passed through).
 */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, { status: response.status, headers });
  }
}

/**
 * `handler` with its answers compressed for clients that accept `br` or `gzip`, for a server
 * adapter to run (Workers compress at the edge). A 200 GET of JSON, HTML, Markdown or text of
 * `minBytes` or more is compressed; event streams, bodies already encoded, `no-transform`
 * and HEAD are sent as they are. Every compressible 200 and 304 says `Vary: Accept-Encoding`.
 * Any other status (an error, a preflight's 204) is never encoded, so it does not vary with
 * `Accept-Encoding` and is passed on untouched: only its status is read, so a runtime that
 * keeps a Response's headers as the plain object they were given in (`@hono/node-server`)
 * never has to build a `Headers` for it.
 *
 * A compressed representation has its own strong ETag (`"tag-br"`), and a client's
 * `If-None-Match` is read back to the API's tag, so 304s keep working for every encoding.
 * A body with a strong ETag (the tools dump, search answers, llms-full.txt, documents) is
 * compressed once per ETag and encoding and kept (`cacheBytes`), so a per-catalog body is
 * compressed once per catalog version; concurrent first requests share one compression.
 * Others (pages, market answers) are compressed per request.
 */
export function compressedFetch(handler: FetchHandler, options: CompressionOptions): FetchHandler {
  const minBytes = options.minBytes ?? 1024;
  const kept = new LRUCache<string, Uint8Array, () => Promise<Uint8Array>>({
    maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.byteLength),
    fetchMethod: (_key, _stale, { context: compress }) => compress(),
  });
  return async (request, context) => {
    const encoding = chosenEncoding(request);
    const response = await handler(encoding ? withApiTags(request) : request, context);
    if (response.status !== 200 && response.status !== 304) return response;
    const etag = response.headers.get("etag");
    const strong = etag?.startsWith('"') ? etag : undefined;
    if (response.status === 304) {
      // 304s carry no type: the tag that matched is the encoded one when the client held it.
      const encoded = strong && encoding ? encodedTag(strong, encoding) : undefined;
      if (!encoded || !request.headers.get("if-none-match")?.includes(encoded)) return response;
      return withHeaders(response, (headers) => {
        headers.set("etag", encoded);
        addVary(headers);
      });
    }
    const type = response.headers.get("content-type") ?? "";
    if (!COMPRESSIBLE.test(type) || response.headers.has("content-encoding")) return response;
    const eligible =
      encoding !== undefined &&
      request.method === "GET" &&
      !/\bno-transform\b/i.test(response.headers.get("cache-control") ?? "");
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (!eligible || declared < minBytes) {
      return withHeaders(response, addVary);
    }
    const headers = new Headers(response.headers);
    addVary(headers);
    const key = strong && `${strong} ${encoding}`;
    const hit = key ? kept.get(key) : undefined;
    let body: Uint8Array;
    if (hit) {
      // The body is left unread: the API's bodies are bytes, a Blob, or a stream that a
      // dropped Response releases.
      body = hit;
    } else {
      let compress: () => Promise<Uint8Array>;
      if (Number.isNaN(declared)) {
        // Of unknown length (a search answer, a page): read whole to see whether it is worth it.
        const plain = new Uint8Array(await response.arrayBuffer());
        if (plain.byteLength < minBytes) {
          return new Response(plain as Uint8Array<ArrayBuffer>, { status: 200, headers });
        }
        compress = () => options.compress([plain], encoding, plain.byteLength);
      } else {
        // Of declared length (the tools dump, llms-full.txt): compressed as its body streams
        // out of the API's kept Blob, never copied whole into a buffer first.
        compress = () => options.compress(response.body ?? [], encoding, declared);
      }
      // Concurrent first requests for one tag share one compression.
      body = key ? await kept.forceFetch(key, { context: compress }) : await compress();
    }
    if (strong) headers.set("etag", encodedTag(strong, encoding));
    headers.set("content-encoding", encoding);
    headers.set("content-length", String(body.byteLength));
    // A plain object, which @hono/node-server writes without building a `Headers` first.
    return new Response(body as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: Object.fromEntries(headers),
    });
  };
}
