import type { StreamCapacity } from "../ports.ts";

/** Counts open Ask AI streams in this process. */
export function memoryStreamCapacity(): StreamCapacity {
  let open = 0;
  return {
    async acquire(limit) {
      if (open >= limit) return null;
      open++;
      let released = false;
      return () => {
        if (!released) {
          released = true;
          open--;
        }
      };
    },
  };
}
