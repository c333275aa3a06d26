import { type CachedBody, responseBody } from "../src/http/cached-body.ts";

/** The bytes a kept body sends, whether it is kept as bytes, as a Blob or gzip-compressed. */
export async function keptBytes(body: CachedBody): Promise<Uint8Array> {
  const { content } = body;
  if (!(content instanceof Blob)) return content;
  return new Uint8Array(await new Response(responseBody(body)).arrayBuffer());
}
