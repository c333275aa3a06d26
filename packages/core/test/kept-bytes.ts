import type { CachedBody } from "../src/http/cached-body.ts";

/** The bytes of a kept body, whether it is kept as bytes or as a Blob. */
export async function keptBytes(body: CachedBody): Promise<Uint8Array> {
  const { content } = body;
  return content instanceof Blob ? new Uint8Array(await content.arrayBuffer()) : content;
}
