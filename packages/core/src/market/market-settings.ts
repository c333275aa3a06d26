import { TimeoutError, withTimeout } from "../async/with-timeout.ts";
import type { InterestStore, Logger } from "../ports.ts";
import type { RankingReader } from "./cached-rankings.ts";

/** How the market reaches its store. */
export interface MarketSettings {
  store: InterestStore;
  /**
   * The store's `totals` for rankings, through a cache of at most a second
   * (`cachedRankings`). Point lookups read their own key from `store` itself, and their
   * rank's peers from here.
   */
  rankings: RankingReader;
  /** Longest a store call may take before the answer is a 504. */
  timeoutMs: number;
  /**
   * The store is the built-in memory store: its calls settle in the same turn of the event
   * loop, so none can outlast a timeout, and `callStore` arms no timer for them.
   */
  inProcess: boolean;
  /** The store holds synthetic demo history. */
  demo: boolean;
  /** Salted, daily-rotating client id from an IP. */
  hashClient(ip: string, day: number): Promise<string>;
}

/** What a store call came to: its value, or which way it failed. */
export type StoreOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; timedOut: boolean; error: unknown };

/** The outcome of a call that is bounded already (`rankings` bounds its own reads). */
export async function settled<T>(call: Promise<T>): Promise<StoreOutcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, timedOut: error instanceof TimeoutError, error };
  }
}

/** Runs a store call under the timeout; says which way it failed. */
export function callStore<T>(
  settings: MarketSettings,
  call: (store: InterestStore) => Promise<T>,
): Promise<StoreOutcome<T>> {
  const pending = call(settings.store);
  return settled(settings.inProcess ? pending : withTimeout(pending, settings.timeoutMs));
}

/** Logs a failed background recording; it never changes an answer already given. */
export function logRecordingFailure(logger: Logger, what: string, error: unknown): void {
  logger.warn(`${what} was not recorded`, {
    error: error instanceof Error ? error.message : String(error),
  });
}
