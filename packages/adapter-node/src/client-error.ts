import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ProtocolErrorKind, protocolError } from "@grc-directory/core/adapter";

/** What Node's parser or timers reported, as the API's protocol error. */
function kindOf(code: string | undefined): ProtocolErrorKind {
  if (code === "HPE_HEADER_OVERFLOW") return "headers_too_large";
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return "request_timeout";
  return "bad_request";
}

/** A complete HTTP/1.1 response to `kind`, closing the connection. */
export function rawProtocolError(kind: ProtocolErrorKind): string {
  const { status, headers, body } = protocolError(kind);
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`content-length: ${Buffer.byteLength(body)}`, "connection: close");
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * The `clientError` listener of the HTTP server: a request Node refuses before it reaches
 * the API (a malformed request line or header, headers over `maxHeaderSize`, a request
 * that timed out) gets the API's JSON error rather than Node's empty one. As Node does, it
 * answers only on a connection that has not been answered yet; otherwise (or when the
 * client is gone) the connection is just closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  socket.end(rawProtocolError(kindOf(error.code)), () => socket.destroy());
}
