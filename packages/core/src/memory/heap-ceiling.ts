import type { HeapUse } from "../ports.ts";

/**
 * The share of the heap limit past which a live catalog version is not loaded beside the one
 * in service (the load is given up, the version in service keeps serving), and its bodies are
 * not made ahead (it goes into service at once, the one before it becoming garbage).
 */
export const HEAP_CEILING = 0.85;

/**
 * The heap held and its limit, in MiB, when `heapUse` says it is past `HEAP_CEILING`; a
 * `heapUse` that throws tells nothing, as none would.
 */
export function heapPastCeiling(
  heapUse: HeapUse | undefined,
): { heapMiB: number; heapLimitMiB: number } | undefined {
  let heap: ReturnType<HeapUse>;
  try {
    if (!heapUse) return undefined;
    heap = heapUse();
  } catch {
    return undefined;
  }
  const { usedBytes, limitBytes } = heap;
  if (usedBytes < HEAP_CEILING * limitBytes) return undefined;
  const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
  return { heapMiB: mib(usedBytes), heapLimitMiB: mib(limitBytes) };
}
