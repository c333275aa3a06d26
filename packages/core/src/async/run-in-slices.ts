/**
 * Long work written as a generator that yields where it may stop (every few hundred items), and
 * the runner that lets other work run there: a catalog version is indexed beside the version in
 * service without holding the event loop for more than a slice.
 */

/** Work that yields where it may stop and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Lets the event loop run: other requests waiting run before the next slice. */
export type Pause = () => Promise<void>;

/** A pause for a macrotask: requests already waiting run before the next slice. */
export const yieldToEventLoop: Pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How long one slice of work runs before `pause`, by default. */
export const SLICE_BUDGET_MS = 10;

/**
 * Runs `jobs` one after another, each after a `pause`: none starts inside the task that asked
 * for them (a request's), and no two share a slice.
 */
export async function oneAtATime(
  jobs: readonly (() => Promise<unknown>)[],
  pause: Pause = yieldToEventLoop,
): Promise<void> {
  for (const job of jobs) {
    await pause();
    await job();
  }
}

/** Runs `steps` to the end at once: for small work and for tests. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs `steps`, pausing (`pause`) whenever a slice has run `budgetMs` or more since the last
 * pause; without `pause`, runs them at once.
 */
export async function runInSlices<T>(
  steps: Steps<T>,
  pause?: Pause,
  budgetMs = SLICE_BUDGET_MS,
): Promise<T> {
  if (!pause) return runAtOnce(steps);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= budgetMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
}
