import { describe, expect, it } from "vitest";
import { keptBytes } from "../../test/kept-bytes.ts";
import { cachePieces, cacheText, keptBodySize } from "./cached-body.ts";

describe("cachePieces", () => {
  it("makes the body and ETag the whole text would have, pausing between slices of its budget", async () => {
    const pieces = ['{"a":', '"é",', '"b":[1,2]', "}"];
    let pauses = 0;
    const body = await cachePieces(
      pieces,
      async () => {
        pauses++;
      },
      0,
    );
    const whole = await cacheText(pieces.join(""));
    expect(await keptBytes(body)).toEqual(whole.content);
    expect(body.size).toBe(whole.size);
    expect(body.etag).toBe(whole.etag);
    // With no budget, a pause after each piece encoded.
    expect(pauses).toBe(pieces.length);
  });

  it("makes an empty body of no pieces", async () => {
    const body = await cachePieces([], async () => {});
    const whole = await cacheText("");
    expect(await keptBytes(body)).toEqual(whole.content);
    expect([body.size, body.etag]).toEqual([0, whole.etag]);
  });

  it("keeps a large body as one Blob, which every Response is made from as it is", async () => {
    const body = await cachePieces(["[1,", "2]"], async () => {});
    expect(body.content).toBeInstanceOf(Blob);
    expect((body.content as Blob).size).toBe(body.size);
  });

  it("keeps a body gzip-compressed from its compression threshold on, and sends it as it was", async () => {
    const pieces = Array.from(
      { length: 50 },
      (_, i) => `{"vendor":${i},"text":"${"é".repeat(300)}"},`,
    );
    const body = await cachePieces(pieces, async () => {}, 0, 1_000);
    const whole = await cacheText(pieces.join(""));
    expect(body.stored).toBe("gzip");
    expect(await keptBytes(body)).toEqual(whole.content);
    expect([body.size, body.etag]).toEqual([whole.size, whole.etag]);
    // What it costs to keep is what is kept: the compressed bytes.
    const kept = (body.content as Blob).size;
    expect(kept).toBeLessThan(body.size / 10);
    expect(keptBodySize(body, "k")).toBe(kept + 2 + 64);
  });

  it("keeps a body under its compression threshold as it is", async () => {
    const body = await cachePieces(["[1,", "2]"], async () => {}, 0, 6);
    expect(body.stored).toBeUndefined();
    expect((body.content as Blob).size).toBe(body.size);
  });
});
