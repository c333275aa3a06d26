import { withTimeout } from "../async/with-timeout.ts";
import type { Clock } from "../ports.ts";

/** What a bounded call came to, and how long it took to (whole ms). */
export type BoundedOutcome<T> =
  | { ok: true; value: T; latencyMs: number }
  | { ok: false; error: string; latencyMs: number };

/** An error as `/readyz` shows it: its message, cut short. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 200) || "failed";
}

/**
 * Runs `call` for at most `timeoutMs`: its value, or why not (what it threw or rejected with,
 * or `no answer within … ms`, and then its `signal` aborts so that it may stop). Never
 * rejects, and leaves no timer behind once it has settled.
 */
export async function boundedCall<T>(
  call: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  clock: Clock,
): Promise<BoundedOutcome<T>> {
  const started = clock.now();
  const latency = () => Math.max(0, Math.round(clock.now() - started));
  const controller = new AbortController();
  try {
    // Called inside a promise, so that a call that throws instead of rejecting fails the same.
    const value = await withTimeout(
      Promise.resolve().then(() => call(controller.signal)),
      timeoutMs,
    );
    return { ok: true, value, latencyMs: latency() };
  } catch (error) {
    controller.abort(error);
    return { ok: false, error: errorText(error), latencyMs: latency() };
  }
}
