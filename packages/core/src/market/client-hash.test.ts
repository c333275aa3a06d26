import { describe, expect, it } from "vitest";
import { webCryptoHmac } from "../../test/web-crypto-hmac.ts";
import { toBase64url } from "../crypto/base64url.ts";
import { clientHasher } from "./client-hash.ts";

const SECRET = "client-hash-secret-0123456789";

describe("client hash", () => {
  it("is a stable opaque id per client and day, differing across days and secrets", async () => {
    const hash = clientHasher(SECRET);
    const id = await hash("203.0.113.7", 100);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).not.toContain("203");
    expect(await clientHasher(SECRET)("203.0.113.7", 100)).toBe(id);
    expect(await hash("203.0.113.8", 100)).not.toBe(id);
    expect(await hash("203.0.113.7", 101)).not.toBe(id);
    expect(await clientHasher(`${SECRET}x`)("203.0.113.7", 100)).not.toBe(id);
  });

  it("is the first 16 bytes of the Web Crypto HMAC of day and IP, so ids recorded before stay valid", async () => {
    const mac = await webCryptoHmac(SECRET, new TextEncoder().encode("100\u0000a"));
    expect(await clientHasher(SECRET)("a", 100)).toBe(toBase64url(mac.subarray(0, 16)));
  });

  it("keeps no failed hash: the next call tries again", async () => {
    let fail = true;
    const hash = clientHasher({
      secret: () => (fail ? Promise.reject(new Error("store down")) : Promise.resolve(SECRET)),
    });
    await expect(hash("a", 100)).rejects.toThrow("store down");
    fail = false;
    expect(await hash("a", 100)).toBe(await clientHasher(SECRET)("a", 100));
  });
});
