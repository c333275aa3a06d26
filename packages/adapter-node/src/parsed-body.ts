import type { IncomingMessage } from "node:http";

/** A request a host app's body parser may have read: Express's `express.json()` and kin. */
export type ParsedRequest = IncomingMessage & { body?: unknown; rawBody?: unknown };

/**
 * When middleware in front (Express's `express.json()`, `express.text()`, `express.raw()`)
 * has already read the request's stream, nothing is left to read: the body it parsed is
 * handed to the bridge as `rawBody`, which `@hono/node-server` reads instead of the stream.
 * A `Buffer` or string goes as it is, a parsed JSON value as its JSON; a `rawBody` the app
 * kept itself (e.g. with `express.json({ verify })`) is left alone, byte for byte. A stream
 * read by something that left no `body` is an empty body.
 */
export function keepParsedBody(incoming: ParsedRequest): void {
  if (!(incoming.readableDidRead || incoming.readableEnded)) return;
  if (incoming.rawBody instanceof Buffer) return;
  incoming.rawBody = bytesOf(incoming.body);
}

function bytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === "string") return Buffer.from(body);
  if (body === undefined) return Buffer.alloc(0);
  return Buffer.from(JSON.stringify(body));
}
