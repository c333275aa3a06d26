import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "./base64url.ts";

describe("base64url", () => {
  it("encodes any bytes as Node's base64url does, across chunk boundaries, and decodes them back", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 10_000 }), (bytes) => {
        const text = toBase64url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64url"));
        expect(fromBase64url(text)).toEqual(bytes);
      }),
      { numRuns: 200 },
    );
  });
});
