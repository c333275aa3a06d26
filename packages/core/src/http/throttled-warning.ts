import type { Logger } from "../ports.ts";

/**
 * Warnings logged at most once per `intervalMs`, for failures that repeat on every request
 * while a dependency is down (a rate limiter's Redis, say): the first is logged at once,
 * the next after the interval with `notLoggedSince`, the count of those skipped in between.
 */
export function throttledWarning(
  logger: Logger,
  intervalMs = 10_000,
  now: () => number = Date.now,
): (message: string, fields?: Record<string, unknown>) => void {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (message, fields = {}) => {
    const at = now();
    if (at - loggedAt < intervalMs) {
      skipped++;
      return;
    }
    logger.warn(message, skipped > 0 ? { ...fields, notLoggedSince: skipped } : fields);
    loggedAt = at;
    skipped = 0;
  };
}
