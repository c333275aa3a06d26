import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GenerationalMap } from "./generational-map.ts";

describe("GenerationalMap", () => {
  it("keeps every key used within the last generation, and never more than two", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 30 }), write: fc.boolean() })),
        (size, calls) => {
          const map = new GenerationalMap<number, number>(size);
          const lastUse = new Map<number, number>();
          const written = new Map<number, number>();
          calls.forEach(({ key, write }, at) => {
            if (write) {
              map.set(key, at);
              written.set(key, at);
              lastUse.set(key, at);
            } else {
              const value = map.get(key);
              // Whatever it answers is the last value written for that key.
              if (value !== undefined) expect(value).toBe(written.get(key));
              if (value !== undefined) lastUse.set(key, at);
            }
          });
          // The `size` keys used most recently are all still there.
          const recent = [...lastUse].sort((a, b) => b[1] - a[1]).slice(0, size);
          for (const [key] of recent) expect(map.get(key)).toBe(written.get(key));
          const kept = [...lastUse.keys()].filter((key) => map.get(key) !== undefined);
          expect(kept.length).toBeLessThanOrEqual(2 * size);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("moves a key read from the older generation into the recent one", () => {
    const map = new GenerationalMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    map.set("c", 3); // a and b are now the older generation
    expect(map.get("a")).toBe(1); // a moves to the recent one, beside c: it is full
    map.set("d", 4); // c and a become the older generation; b is forgotten
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toBe(1);
    expect(map.get("c")).toBe(3);
  });
});
