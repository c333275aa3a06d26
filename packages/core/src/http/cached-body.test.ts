import { describe, expect, it } from "vitest";
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
    expect(body).toEqual(await cacheText(pieces.join("")));
    // With no budget, a pause after each piece encoded and each part copied.
    expect(pauses).toBe(2 * pieces.length);
  });

  it("makes an empty body of no pieces", async () => {
    expect(await cachePieces([], async () => {})).toEqual(await cacheText(""));
  });
});
