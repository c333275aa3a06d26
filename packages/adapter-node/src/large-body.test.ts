import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Api } from "@grc-directory/core";
import { afterEach, describe, expect, it } from "vitest";
import { largeBodyStreamed, STREAMED_FROM_BYTES } from "./large-body.ts";
import { bridge } from "./request-listener.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The bridge over an API answering every request with `answer()`, on a loopback port. */
async function serving(answer: () => Response) {
  const api = { fetch: async () => answer() } as unknown as Api;
  const server = createServer(bridge(api, { compress: false }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A Blob of `size` bytes that counts the reads of its whole into one buffer. */
function countedBlob(size: number) {
  const blob = new Blob([new Uint8Array(size).fill(0x61)]);
  const whole: string[] = [];
  for (const read of ["arrayBuffer", "bytes", "text"] as const) {
    const original = blob[read].bind(blob);
    Object.defineProperty(blob, read, {
      value: () => {
        whole.push(read);
        return original();
      },
    });
  }
  return { blob, whole };
}

describe("largeBodyStreamed", () => {
  it("writes a large Blob body as its stream, never read whole into one buffer, with its length", async () => {
    const { blob, whole } = countedBlob(STREAMED_FROM_BYTES * 3);
    const url = await serving(
      () =>
        new Response(blob, {
          headers: { "content-type": "application/json", "content-length": String(blob.size) },
        }),
    );
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    expect(response.headers.get("content-length")).toBe(String(blob.size));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(blob.size);
    expect(bytes.every((byte) => byte === 0x61)).toBe(true);
    expect(whole).toEqual([]);
  });

  it("leaves small, compressed and bodiless answers as they are", () => {
    const small = new Response("{}", { headers: { "content-length": "2" } });
    const unsized = new Response("{}");
    const packed = new Response(new Uint8Array(STREAMED_FROM_BYTES), {
      headers: { "content-length": String(STREAMED_FROM_BYTES), "content-encoding": "br" },
    });
    const head = new Response(null, { headers: { "content-length": String(STREAMED_FROM_BYTES) } });
    for (const response of [small, unsized, packed, head]) {
      expect(largeBodyStreamed(response)).toBe(response);
    }
  });

  it("leaves any answer but a 200 as it is, its headers unread", () => {
    const refusal = new Response("{}", { status: 404 });
    Object.defineProperty(refusal, "headers", {
      get: () => {
        throw new Error("the headers of a refusal were read");
      },
    });
    expect(largeBodyStreamed(refusal)).toBe(refusal);
  });
});
