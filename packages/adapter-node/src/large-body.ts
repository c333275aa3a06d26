/** Plain bodies from this length up are handed to the bridge as streams (`largeBodyStreamed`). */
export const STREAMED_FROM_BYTES = 1024 * 1024;

/**
 * `response` with a large plain body handed on as its stream. The API keeps its large bodies
 * (the tools dump, llms-full.txt) as Blobs and declares their length; `@hono/node-server`
 * writes a Blob by first copying it whole into one buffer (100 MB for a tools dump of
 * 100,000 vendors, per request), while a stream is written as it is read, under the same
 * `Content-Length`. Compressed answers are bytes (`compressedFetch`), which the bridge
 * writes as they are, and small ones are left on its fast path.
 */
export function largeBodyStreamed(response: Response): Response {
  // Only a 200 carries a kept body; any other answer is left on the fast path unread.
  if (response.status !== 200) return response;
  const length = Number(response.headers.get("content-length"));
  if (!(length >= STREAMED_FROM_BYTES) || response.headers.has("content-encoding")) {
    return response;
  }
  const { body, status, statusText, headers } = response;
  return body ? new Response(body, { status, statusText, headers }) : response;
}
