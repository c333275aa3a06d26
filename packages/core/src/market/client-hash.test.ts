import { afterEach, describe, expect, it, vi } from "vitest";
import { clientHasher } from "./client-hash.ts";

const SECRET = "client-hash-secret-0123456789";

describe("client hash", () => {
  afterEach(() => vi.restoreAllMocks());

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

  it("signs a returning client of the same day once", async () => {
    const sign = vi.spyOn(crypto.subtle, "sign");
    const hash = clientHasher(SECRET);
    const ids = await Promise.all([hash("a", 100), hash("a", 100), hash("b", 100)]);
    expect(await hash("a", 100)).toBe(ids[0]);
    expect(ids[1]).toBe(ids[0]);
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it("forgets the kept ids when a newer day begins, and keeps none of an earlier day", async () => {
    const sign = vi.spyOn(crypto.subtle, "sign");
    const hash = clientHasher(SECRET);
    const first = await hash("a", 100);
    await hash("a", 101);
    expect(await hash("a", 100)).toBe(first);
    await hash("a", 100);
    await hash("a", 101);
    // Day 100 twice after day 101 began: signed each time; day 101 once.
    expect(sign).toHaveBeenCalledTimes(4);
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
