import { describe, expect, it } from "vitest";
import { keptBytes } from "../../test/kept-bytes.ts";
import { cachePieces, cacheText } from "./cached-body.ts";

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
});
