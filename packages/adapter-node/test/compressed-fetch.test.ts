import * as zlib from "node:zlib";
import { createApi } from "@grc-directory/core";
import { type Compressor, compressedFetch, zlibCompressor } from "@grc-directory/core/adapter";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../../core/test/http-helpers.ts";
import { readEvents } from "../../core/test/sse.ts";

/** The API behind `compressedFetch`, with a count of the compressions it ran. */
function compressedApi() {
  const api = createApi({ logger: { warn() {}, error() {} } });
  const real = zlibCompressor(zlib);
  const compressions: string[] = [];
  const counting: Compressor = (body, encoding) => {
    compressions.push(encoding);
    return real(body, encoding);
  };
  const fetch = compressedFetch((request, context) => api.fetch(request, context), {
    compress: counting,
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new Request(`${ORIGIN}${path}`, { headers }), { clientAddress: "203.0.113.40" });
  return { fetch, get, compressions };
}

const decode = {
  br: (bytes: Uint8Array) => zlib.brotliDecompressSync(bytes),
  gzip: (bytes: Uint8Array) => zlib.gunzipSync(bytes),
};

describe("compressedFetch (br and gzip for server adapters)", () => {
  it.each(["br", "gzip"] as const)(
    "compresses the tools dump in %s to the same bytes, with its own ETag and Vary",
    async (encoding) => {
      const { get } = compressedApi();
      const plain = await get("/api/tools.json");
      const plainBytes = new Uint8Array(await plain.arrayBuffer());
      const packed = await get("/api/tools.json", { "accept-encoding": `${encoding}, identity` });
      expect(packed.headers.get("content-encoding")).toBe(encoding);
      expect(packed.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/);
      const bytes = new Uint8Array(await packed.arrayBuffer());
      expect(packed.headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(bytes.byteLength).toBeLessThan(plainBytes.byteLength / 3);
      expect(new Uint8Array(decode[encoding](bytes))).toEqual(plainBytes);
      const tag = plain.headers.get("etag") ?? "";
      expect(packed.headers.get("etag")).toBe(`${tag.slice(0, -1)}-${encoding}"`);
    },
  );

  it("prefers br, honours q-values, and sends identity when nothing it offers is accepted", async () => {
    const { get } = compressedApi();
    const encodingFor = async (accept: string) =>
      (await get("/api/tools.json", { "accept-encoding": accept })).headers.get("content-encoding");
    expect(await encodingFor("gzip, deflate, br")).toBe("br");
    expect(await encodingFor("br;q=0.5, gzip")).toBe("gzip");
    expect(await encodingFor("deflate")).toBeNull();
    expect(await encodingFor("br;q=0, gzip;q=0")).toBeNull();
  });

  it("compresses a body with a strong ETag once per encoding, however many ask", async () => {
    const { get, compressions } = compressedApi();
    const asks = Array.from({ length: 5 }, () =>
      get("/api/tools.json", { "accept-encoding": "br" }),
    );
    const answers = await Promise.all(asks);
    for (const answer of answers) await answer.arrayBuffer();
    await (await get("/api/tools.json", { "accept-encoding": "br" })).arrayBuffer();
    await (await get("/api/tools.json", { "accept-encoding": "gzip" })).arrayBuffer();
    expect(compressions).toEqual(["br", "gzip"]);
  });

  it("answers 304 to the compressed representation's ETag, and to the plain one", async () => {
    const { get } = compressedApi();
    const packed = await get("/api/tools.json", { "accept-encoding": "br" });
    const tag = packed.headers.get("etag") ?? "";
    const again = await get("/api/tools.json", { "accept-encoding": "br", "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("vary")).toMatch(/Accept-Encoding/);
    const plainTag = tag.replace(/-br"$/, '"');
    const plain = await get("/api/tools.json", { "if-none-match": plainTag });
    expect(plain.status).toBe(304);
    expect(plain.headers.get("etag")).toBe(plainTag);
    // A client that now asks for gzip while holding the br copy holds current content: 304.
    const other = await get("/api/tools.json", { "accept-encoding": "gzip", "if-none-match": tag });
    expect(other.status).toBe(304);
  });

  it("compresses pages per request, and leaves small bodies, HEAD and event streams alone", async () => {
    const { get, fetch, compressions } = compressedApi();
    const page = await get("/developers", { "accept-encoding": "br", accept: "text/html" });
    expect(page.headers.get("content-encoding")).toBe("br");
    await page.arrayBuffer();
    const small = await get("/api/v1/search?framework=iso-27001&region=nowhere", {
      "accept-encoding": "br",
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    const head = await fetch(
      new Request(`${ORIGIN}/api/tools.json`, {
        method: "HEAD",
        headers: { "accept-encoding": "br" },
      }),
    );
    expect(head.headers.get("content-encoding")).toBeNull();
    const stream = await fetch(
      new Request(`${ORIGIN}/api/ai-search`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
        body: JSON.stringify({ message: "SOC 2 auditors in the United States" }),
      }),
      { clientAddress: "203.0.113.41" },
    );
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("content-encoding")).toBeNull();
    const { events } = await readEvents(stream);
    expect(events.at(-1)?.event).toBe("done");
    expect(compressions).toEqual(["br"]);
  });

  it.each(["br", "gzip"] as const)(
    "compresses a body of declared length in %s as it streams, never read whole first",
    async (encoding) => {
      const parts = Array.from(
        { length: 8 },
        (_, i) => `{"part":${i},"text":"${"x".repeat(4096)}"}`,
      );
      const text = `[${parts.join(",")}]`;
      // Kept as `cachePieces` keeps a large body: a Blob of parts.
      const blob = new Blob(parts.flatMap((part, i) => [i === 0 ? "[" : ",", part]).concat("]"));
      const chunkCounts: number[] = [];
      const real = zlibCompressor(zlib);
      const counting: Compressor = async (chunks, chosen, size) => {
        let count = 0;
        const counted = async function* () {
          for await (const chunk of chunks) {
            count++;
            yield chunk;
          }
        };
        const body = await real(counted(), chosen, size);
        chunkCounts.push(count);
        return body;
      };
      const fetch = compressedFetch(
        async () => {
          const response = new Response(blob, {
            headers: {
              "content-type": "application/json",
              "content-length": String(blob.size),
              etag: '"whole"',
            },
          });
          // What copied the body whole before it was compressed.
          response.arrayBuffer = () => Promise.reject(new Error("read whole"));
          return response;
        },
        { compress: counting },
      );
      const packed = await fetch(
        new Request(`${ORIGIN}/big.json`, { headers: { "accept-encoding": encoding } }),
      );
      expect(packed.headers.get("content-encoding")).toBe(encoding);
      expect(packed.headers.get("etag")).toBe(`"whole-${encoding}"`);
      const bytes = new Uint8Array(await packed.arrayBuffer());
      expect(packed.headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(decode[encoding](bytes).toString("utf8")).toBe(text);
      // The Blob's stream, a part or less at a time.
      expect(chunkCounts).toHaveLength(1);
      expect(chunkCounts[0]).toBeGreaterThan(1);
    },
  );

  it("passes an answer it never encodes (an error, a preflight) on as it is, its headers unread", async () => {
    const { fetch } = compressedApi();
    for (const path of ["/api/nope", "/api/v1/search?limit=0"]) {
      const request = new Request(`${ORIGIN}${path}`, { headers: { "accept-encoding": "br" } });
      const answered = await fetch(request, { clientAddress: "203.0.113.41" });
      expect(answered.status).toBeGreaterThanOrEqual(400);
      expect(answered.headers.get("vary")).toBeNull();
    }
    // A runtime that keeps a Response's headers as the plain object it was given (as
    // @hono/node-server does) builds a Headers only when they are read: they must not be.
    let headersRead = 0;
    const refusal = new Response("{}", {
      status: 429,
      headers: { "content-type": "application/json" },
    });
    Object.defineProperty(refusal, "headers", {
      get: () => {
        headersRead += 1;
        return new Headers();
      },
    });
    const passing = compressedFetch(async () => refusal, { compress: zlibCompressor(zlib) });
    const request = new Request(`${ORIGIN}/api/v1/search`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(await passing(request)).toBe(refusal);
    expect(headersRead).toBe(0);
  });

  it("compresses chunks fed one at a time, and fails with the source that fails", async () => {
    const text = "The tools dump, ".repeat(50_000);
    const bytes = new TextEncoder().encode(text);
    const chunks = Array.from({ length: 13 }, (_, i) =>
      bytes.subarray(
        Math.floor((i * bytes.length) / 13),
        Math.floor(((i + 1) * bytes.length) / 13),
      ),
    );
    const compress = zlibCompressor(zlib);
    expect(zlib.brotliDecompressSync(await compress(chunks, "br", bytes.length)).toString()).toBe(
      text,
    );
    expect(zlib.gunzipSync(await compress(chunks, "gzip")).toString()).toBe(text);
    expect(zlib.gunzipSync(await compress([], "gzip")).byteLength).toBe(0);
    const failing = async function* () {
      yield bytes;
      throw new Error("source failed");
    };
    await expect(compress(failing(), "br")).rejects.toThrow("source failed");
  });
});
