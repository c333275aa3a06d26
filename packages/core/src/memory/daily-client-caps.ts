/** The client every client past the bound is counted as: one shared cap for all of them. */
export const OVERFLOW_CLIENT = "\u0000overflow";

/** Default for `maxClientsPerDay`. */
export const DEFAULT_MAX_CLIENTS_PER_DAY = 100_000;

/** Per-client counts of one UTC day: client id, then counter name, then count. */
type DayCounts = Map<string, Map<string, number>>;

/**
 * Per-client cap bookkeeping, bounded: at most `maxClientsPerDay` distinct clients are
 * tracked per UTC day. Past the bound, every further new client of that day is counted as
 * one shared client (`OVERFLOW_CLIENT`), so they share a single cap: they can earn less
 * credit than they would on their own, never more. `onFull` is told once per day. Only the
 * newest day and the day before are kept (late events of yesterday still count against
 * yesterday's caps); an event of an older day is tracked until the next day begins.
 */
export class DailyClientCaps {
  private readonly days = new Map<number, DayCounts>();
  private newestDay = Number.NEGATIVE_INFINITY;
  /** One string per counter name, shared by every client's map. */
  private readonly names = new Map<string, string>();

  constructor(
    private readonly maxClientsPerDay: number,
    private readonly onFull: (day: number) => void,
  ) {}

  /** The counters of `client` on `day` (the shared overflow counters past the bound). */
  countersOf(day: number, client: string): Counters {
    const counts = this.dayCounts(day);
    let counters = counts.get(client);
    if (!counters) {
      if (counts.size >= this.maxClientsPerDay && client !== OVERFLOW_CLIENT) {
        if (!counts.has(OVERFLOW_CLIENT)) this.onFull(day);
        return this.countersOf(day, OVERFLOW_CLIENT);
      }
      counters = new Map();
      counts.set(client, counters);
    }
    const own = counters;
    return {
      get: (name) => own.get(name) ?? 0,
      increment: (name) => {
        own.set(this.intern(name), (own.get(name) ?? 0) + 1);
      },
    };
  }

  /** Distinct client entries tracked on `day`, the overflow client included. */
  trackedOn(day: number): number {
    return this.days.get(day)?.size ?? 0;
  }

  private dayCounts(day: number): DayCounts {
    if (day > this.newestDay) {
      this.newestDay = day;
      for (const tracked of this.days.keys()) if (tracked < day - 1) this.days.delete(tracked);
    }
    let counts = this.days.get(day);
    if (!counts) {
      counts = new Map();
      this.days.set(day, counts);
    }
    return counts;
  }

  private intern(name: string): string {
    let shared = this.names.get(name);
    if (shared === undefined) {
      shared = name;
      this.names.set(name, name);
    }
    return shared;
  }
}

/** One client's counters on one day. */
export interface Counters {
  get(name: string): number;
  increment(name: string): void;
}
