import { getHeapStatistics } from "node:v8";
import { describe, expect, it } from "vitest";
import { nodeHeapUse } from "./heap-use.ts";

describe("nodeHeapUse", () => {
  it("reports the heap in use and V8's limit", () => {
    const { usedBytes, limitBytes } = nodeHeapUse()();
    expect(limitBytes).toBe(getHeapStatistics().heap_size_limit);
    expect(usedBytes).toBeGreaterThan(0);
    expect(usedBytes).toBeLessThan(limitBytes);
  });

  it("past its ceiling, reports what a full collection leaves, not the garbage, and collects at most every 2 s", () => {
    const heapUse = nodeHeapUse(0);
    let garbage: unknown[] | undefined = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    const withGarbage = getHeapStatistics().used_heap_size;
    garbage = undefined;
    const first = heapUse();
    expect(garbage).toBeUndefined();
    expect(first.usedBytes).toBeLessThan(withGarbage);
    // Within 2 s, the last collection's figure stands.
    const kept = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    expect(heapUse().usedBytes).toBe(first.usedBytes);
    expect(kept).toHaveLength(200_000);
  });
});
