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
