/** A full garbage collection, twice (weak references are cleared on the second); needs --expose-gc. */
export function collectGarbage(): void {
  globalThis.gc?.();
  globalThis.gc?.();
}

/** Bytes the process holds live: the JS heap and memory outside it (typed arrays, buffers). */
export function liveBytes(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
