/**
 * Bytes of JS heap in use after full collections (run with `--expose-gc`, as
 * `vitest.reliability.config.ts` does), so what remains is what something keeps.
 */
export function liveHeapBytes(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc (pnpm test:reliability does)");
  // Weak references and their targets go on a later collection than the first.
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** Bytes in MiB, for messages and bounds. */
export const MiB = 2 ** 20;
