/**
 * A request body's bytes, or null when there are more than `maxBytes`. With its length
 * declared (and within the limit, or it is refused unread), the body is read whole, which a
 * runtime's bridge can do without a stream (the transport's framing ends it at that length;
 * the length read is checked again). Without, it is read as a stream and refused as soon as
 * it passes `maxBytes`, the rest left unread.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const length = request.headers.get("content-length");
  if (length !== null && Number(length) > maxBytes) return null;
  const bytes =
    length !== null
      ? new Uint8Array(await request.arrayBuffer())
      : await readStream(request, maxBytes);
  return bytes === null || bytes.byteLength > maxBytes ? null : bytes;
}

/** A body of undeclared length, read until it ends; null once it passes `maxBytes`. */
async function readStream(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
