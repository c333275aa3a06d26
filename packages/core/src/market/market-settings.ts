import type { InterestStore, Logger } from "../ports.ts";
import { TimeoutError, withTimeout } from "../with-timeout.ts";
import type { TotalsReader } from "./cached-rankings.ts";

/** How the market reaches its store. */
export interface MarketSettings {
  store: InterestStore;
  /**
   * The store's `totals` for rankings, through a cache of at most a second
   * (`cachedRankings`). Point lookups read their own key from `store` itself, and their
   * rank's peers from here.
   */
  rankings: TotalsReader;
  /** Longest a store call may take before the answer is a 504. */
  timeoutMs: number;
  /** The store holds synthetic demo history. */
  demo: boolean;
  /** Salted, daily-rotating client id from an IP. */
  hashClient(ip: string, day: number): Promise<string>;
}

/** Runs a store call under the timeout; says which way it failed. */
export async function callStore<T>(
  settings: MarketSettings,
  call: (store: InterestStore) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; timedOut: boolean; error: unknown }> {
  try {
    return { ok: true, value: await withTimeout(call(settings.store), settings.timeoutMs) };
  } catch (error) {
    return { ok: false, timedOut: error instanceof TimeoutError, error };
  }
}

/** Logs a failed background recording; it never changes an answer already given. */
export function logRecordingFailure(logger: Logger, what: string, error: unknown): void {
  logger.warn(`${what} was not recorded`, {
    error: error instanceof Error ? error.message : String(error),
  });
}
