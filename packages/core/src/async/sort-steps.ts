import type { Steps } from "./run-in-slices.ts";

/** Comparisons made between two places where `sortSteps` may stop. */
const COMPARISONS_PER_STEP = 20_000;

/**
 * A stable sort of `items` by `compare` into a new array, yielding every few thousand
 * comparisons (see `runInSlices`), so that sorting a large catalog by name holds the event
 * loop a slice at a time: a bottom-up merge sort, runs of 32 sorted by insertion first.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let from = [...items];
  let to = new Array<T>(from.length);
  let comparisons = 0;
  const RUN = 32;
  for (let start = 0; start < from.length; start += RUN) {
    const end = Math.min(start + RUN, from.length);
    for (let i = start + 1; i < end; i++) {
      const item = from[i] as T;
      let j = i - 1;
      while (j >= start && compare(from[j] as T, item) > 0) {
        from[j + 1] = from[j] as T;
        j--;
        comparisons++;
      }
      from[j + 1] = item;
      comparisons++;
    }
    if (comparisons >= COMPARISONS_PER_STEP) {
      comparisons = 0;
      yield;
    }
  }
  for (let width = RUN; width < from.length; width *= 2) {
    for (let start = 0; start < from.length; start += 2 * width) {
      const middle = Math.min(start + width, from.length);
      const end = Math.min(start + 2 * width, from.length);
      let left = start;
      let right = middle;
      for (let out = start; out < end; out++) {
        // Equal items keep their order: the left run's first.
        if (left < middle && (right >= end || compare(from[left] as T, from[right] as T) <= 0)) {
          to[out] = from[left++] as T;
        } else to[out] = from[right++] as T;
        if (++comparisons >= COMPARISONS_PER_STEP) {
          comparisons = 0;
          yield;
        }
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
