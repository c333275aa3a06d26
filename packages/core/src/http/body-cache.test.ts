import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BodyCache } from "./body-cache.ts";
import { cacheText } from "./cached-body.ts";

describe("the byte-bounded body cache", () => {
  it("keeps bodies until their bytes pass the budget, then drops the least recently used", async () => {
    const cache = new BodyCache(1000);
    await cache.getOrCompute("a", () => cacheText("x".repeat(300)));
    await cache.getOrCompute("b", () => cacheText("x".repeat(300)));
    await cache.get("a");
    await cache.getOrCompute("c", () => cacheText("x".repeat(300)));
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it("keeps entries hit lately: a hit from the older half moves to the front", async () => {
    const size = (key: string) => cacheText(key.repeat(100));
    const cache = new BodyCache(10 * (100 + 2 + 64)); // ten entries: body, key and overhead
    for (const key of "abcdefghij") await cache.getOrCompute(key, () => size(key));
    await cache.get("b"); // the older half: becomes the most recently used
    await cache.get("i"); // the newer half: stays where it is
    await cache.getOrCompute("k", () => size("k"));
    await cache.getOrCompute("l", () => size("l"));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeUndefined();
    for (const key of "bdefghijkl") expect(cache.get(key), key).toBeDefined();
  });

  it("answers a body larger than the whole budget without keeping it", async () => {
    const cache = new BodyCache(100);
    const body = await cache.getOrCompute("big", () => cacheText("x".repeat(500)));
    expect(body.bytes.byteLength).toBe(500);
    await Promise.resolve();
    expect(cache.get("big")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("computes once for concurrent callers, and forgets a failure", async () => {
    const cache = new BodyCache(10_000);
    let calls = 0;
    const compute = () => {
      calls++;
      return cacheText("same");
    };
    await Promise.all([cache.getOrCompute("k", compute), cache.getOrCompute("k", compute)]);
    expect(calls).toBe(1);
    await expect(
      cache.getOrCompute("bad", () => Promise.reject(new Error("no"))),
    ).rejects.toThrow();
    await Promise.resolve();
    expect(cache.get("bad")).toBeUndefined();
  });

  it("never holds more bytes than its budget, whatever is put in", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.tuple(fc.string({ maxLength: 40 }), fc.nat(3000)), { maxLength: 60 }),
        async (budget, puts) => {
          const cache = new BodyCache(budget);
          for (const [key, length] of puts) {
            await cache.getOrCompute(key, () => cacheText("y".repeat(length)));
            expect(cache.bytes).toBeLessThanOrEqual(budget);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
