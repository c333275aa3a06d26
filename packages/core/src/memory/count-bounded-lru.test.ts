import { describe, expect, it } from "vitest";
import { countBoundedLru } from "./count-bounded-lru.ts";

describe("a count-bounded LRU cache", () => {
  it("holds at most its count, forgetting the least recently used first", () => {
    const cache = countBoundedLru<string, number>(3);
    for (const key of ["a", "b", "c"]) cache.set(key, key.charCodeAt(0));
    cache.get("a");
    cache.set("d", 100);
    expect([...cache.keys()].sort()).toEqual(["a", "c", "d"]);
    expect(cache.size).toBe(3);
  });

  it("takes at least one entry, whatever count it is given", () => {
    const cache = countBoundedLru<string, number>(0);
    cache.set("a", 1);
    cache.set("b", 2);
    expect([...cache.keys()]).toEqual(["b"]);
  });

  it("holds 100,000 entries when asked, and no more", () => {
    const cache = countBoundedLru<number, number>(100_000);
    for (let i = 0; i < 150_000; i++) cache.set(i, i);
    expect(cache.size).toBe(100_000);
    expect(cache.has(0)).toBe(false);
    expect(cache.get(149_999)).toBe(149_999);
  });
});
