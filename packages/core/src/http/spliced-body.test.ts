import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SpliceTemplate, splicedBody } from "./spliced-body.ts";

/** The spliced bytes built the obvious way. */
function naive(template: SpliceTemplate, insert: Uint8Array): number[] {
  const out: number[] = [];
  let from = 0;
  for (const offset of template.offsets) {
    out.push(...template.bytes.subarray(from, offset), ...insert);
    from = offset;
  }
  out.push(...template.bytes.subarray(from));
  return out;
}

async function chunksOf(body: Uint8Array | ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  if (body instanceof Uint8Array) return [body];
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return chunks;
}

const templateArb = fc
  .uint8Array({ maxLength: 300 })
  .chain((bytes) =>
    fc
      .array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 12 })
      .map((offsets): SpliceTemplate => ({ bytes, offsets: offsets.sort((a, b) => a - b) })),
  );

describe("splicedBody", () => {
  it("writes the template with the insert at every offset, in chunks no larger than asked", async () => {
    await fc.assert(
      fc.asyncProperty(
        templateArb,
        fc.uint8Array({ maxLength: 40 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 0, max: 400 }),
        async (template, insert, chunkSize, bufferBytes) => {
          const { body, length } = splicedBody(template, insert, { chunkSize, bufferBytes });
          const chunks = await chunksOf(body);
          const expected = naive(template, insert);
          expect(length).toBe(expected.length);
          expect(chunks.flatMap((chunk) => [...chunk])).toEqual(expected);
          // A body up to `bufferBytes` is a plain buffer; a larger one streams in small chunks.
          expect(body instanceof Uint8Array).toBe(length <= bufferBytes);
          if (length > bufferBytes) {
            for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(chunkSize);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("makes no chunk until the stream is read", async () => {
    const bytes = new Uint8Array(1000);
    let writes = 0;
    const offsets = new Proxy([100, 500], {
      get(target, key, receiver) {
        if (key === "0") writes++;
        return Reflect.get(target, key, receiver);
      },
    });
    const { body } = splicedBody({ bytes, offsets }, new Uint8Array(3), {
      chunkSize: 64,
      bufferBytes: 64,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(writes).toBe(0);
    const reader = (body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value?.length).toBe(64);
    expect(writes).toBeGreaterThan(0);
    await reader.cancel();
  });
});
