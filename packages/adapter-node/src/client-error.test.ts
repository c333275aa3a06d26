import { connect } from "node:net";
import { createApi } from "@grc-directory/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, serve } from "./server.ts";

let running: RunningServer;
let port: number;

beforeAll(async () => {
  running = await serve(createApi(), {
    port: 0,
    http: { headersTimeout: 300, requestTimeout: 300, connectionsCheckingInterval: 50 },
  });
  port = Number(new URL(running.url).port);
});
afterAll(() => running.close(100));

/** Sends `raw` on a fresh connection and reads until the server closes it. */
function exchange(raw: string | string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    for (const part of [raw].flat()) socket.write(part);
  });
}

/** Status, lower-cased headers and JSON body of a raw HTTP/1.1 answer. */
function parse(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: JSON.parse(body) };
}

function expectJsonError(answer: string, status: number, code: string) {
  const { status: got, headers, body } = parse(answer);
  expect(got).toBe(status);
  expect(body).toMatchObject({ ok: false, error: { code, message: expect.any(String) } });
  expect(headers).toMatchObject({
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "access-control-allow-origin": "*",
    "x-content-type-options": "nosniff",
  });
  return headers;
}

describe("errors raised below the API on Node carry its JSON error body and headers", () => {
  it("a malformed request line is 400 BAD_REQUEST, and the connection closes", async () => {
    const headers = expectJsonError(await exchange("NOT HTTP AT ALL\r\n\r\n"), 400, "BAD_REQUEST");
    expect(headers.connection).toBe("close");
    expect(Number(headers["content-length"])).toBeGreaterThan(0);
  });

  it("a malformed header line is 400 BAD_REQUEST", async () => {
    const answer = await exchange("GET /api/tools.json HTTP/1.1\r\nHost: a\r\nno colon\r\n\r\n");
    expectJsonError(answer, 400, "BAD_REQUEST");
  });

  it("headers over the size limit are 431 HEADERS_TOO_LARGE", async () => {
    const answer = await exchange(
      `GET /api/tools.json HTTP/1.1\r\nHost: a\r\nx-big: ${"x".repeat(20_000)}\r\n\r\n`,
    );
    expectJsonError(answer, 431, "HEADERS_TOO_LARGE");
  });

  it("a request whose headers do not arrive in time is 408 REQUEST_TIMEOUT", async () => {
    const answer = await exchange("GET /api/tools.json HTTP/1.1\r\nHost: a\r\n");
    expectJsonError(answer, 408, "REQUEST_TIMEOUT");
  });

  it.each([
    ["malformed", "Host: bad host!\r\n"],
    ["missing", ""],
  ])("a %s Host header is 400 INVALID_HOST", async (_name, host) => {
    const answer = await exchange(
      `GET /api/v1/search?framework=soc-2 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
    );
    expectJsonError(answer, 400, "INVALID_HOST");
  });

  it("a well-formed request on the same server is still answered", async () => {
    const answer = await exchange(
      "GET /api/v1/search?framework=soc-2 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
    );
    expect(parse(answer).status).toBe(200);
  });
});
