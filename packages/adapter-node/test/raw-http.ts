import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** An answer as sent: its status, headers and the body's bytes, not decoded. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over `node:http`, so that the bytes are the ones on the wire (`fetch` would
 * decode a compressed body and hide its length).
 */
export function rawRequest(
  url: string | URL,
  headers: Record<string, string>,
  method = "GET",
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on("error", reject);
    call.end(body);
  });
}
