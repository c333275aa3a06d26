import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { webCryptoHmac } from "../../test/web-crypto-hmac.ts";
import { hmacSigner, sameMac } from "./hmac-signer.ts";

describe("the HMAC-SHA256 signer", () => {
  it("signs exactly as Web Crypto does, for any secret and message", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.uint8Array(), async (secret, data) => {
        const expected = await webCryptoHmac(secret, data);
        expect((await hmacSigner(secret)())(data)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("signs message after message with one signer, each exactly as Web Crypto does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.array(fc.uint8Array()),
        async (secret, list) => {
          const sign = await hmacSigner(secret)();
          const macs = list.map((data) => sign(data));
          for (const [i, data] of list.entries()) {
            expect(macs[i]).toEqual(await webCryptoHmac(secret, data));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("loads a secret source once, and again after a failure", async () => {
    let loads = 0;
    const signer = hmacSigner({
      secret: () => (++loads === 1 ? Promise.reject(new Error("down")) : Promise.resolve("s")),
    });
    await expect(signer()).rejects.toThrow("down");
    const sign = await signer();
    await signer();
    expect(loads).toBe(2);
    expect(sign(new Uint8Array([1]))).toEqual((await hmacSigner("s")())(new Uint8Array([1])));
  });

  it("tells equal MACs from different ones of any length", () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.uint8Array(), (a, b) => {
        expect(sameMac(a, b)).toBe(a.length === b.length && a.every((x, i) => x === b[i]));
        expect(sameMac(a, a.slice())).toBe(true);
      }),
    );
  });
});
