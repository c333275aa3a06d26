import { getHeapStatistics } from "node:v8";
import { HEAP_CEILING, type HeapUse } from "@grc-directory/core";
import { releaseMemory } from "./release-memory.ts";

/** A full collection is run at most this often to tell what the heap holds. */
const COLLECT_EVERY_MS = 2_000;

/**
 * The JS heap in use and its limit (`v8.getHeapStatistics()`), for core's `heapUse`. What is
 * used counts garbage not yet collected, so past `ceiling` of the limit a full collection is
 * run first (`releaseMemory`, at most every 2 s, about 250 ms at 100,000 vendors) and what it
 * leaves is the answer: a heap full only of garbage is not reported full. Until the next
 * collection may run, that answer stands.
 */
export function nodeHeapUse(ceiling = HEAP_CEILING): HeapUse {
  let collectedAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return () => {
    const { used_heap_size: used, heap_size_limit: limitBytes } = getHeapStatistics();
    if (used < ceiling * limitBytes) return { usedBytes: used, limitBytes };
    const now = performance.now();
    if (now - collectedAt >= COLLECT_EVERY_MS) {
      releaseMemory();
      collectedAt = performance.now();
      held = getHeapStatistics().used_heap_size;
    }
    return { usedBytes: held, limitBytes };
  };
}
