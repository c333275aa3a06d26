import type {
  InterestCounts,
  InterestEvent,
  InterestStore,
  InterestTotals,
  Logger,
} from "../ports.ts";
import { DailyClientCaps, DEFAULT_MAX_CLIENTS_PER_DAY } from "./daily-client-caps.ts";
import { DailySeries } from "./daily-series.ts";

/** History kept per key: the longest window (90 days) plus its comparison, with margin. */
const RETAIN_DAYS = 200;

/** A day of counts to load in bulk (demo history, imports). */
export interface InterestSeed {
  key: string;
  day: number;
  counts: InterestCounts;
}

/** The in-memory interest store, with a bulk loader for seeding. */
export interface MemoryInterestStore extends InterestStore {
  seed(entries: Iterable<InterestSeed>, at: number): void;
}

export interface MemoryInterestStoreOptions {
  /**
   * Distinct clients whose per-client caps are tracked per UTC day; default 100,000.
   * Further new clients that day share one cap (see `DailyClientCaps`).
   */
  maxClientsPerDay?: number;
  /** Told once per day when the bound is reached. */
  logger?: Logger;
}

/**
 * Interest in process memory: exact on one instance. Per-client caps are tracked for the
 * current and previous UTC day, for at most `maxClientsPerDay` clients a day: memory stays
 * bounded under hostile traffic from many addresses, and counts cannot be inflated past it.
 */
export function memoryInterestStore(options: MemoryInterestStoreOptions = {}): MemoryInterestStore {
  const maxClientsPerDay = options.maxClientsPerDay ?? DEFAULT_MAX_CLIENTS_PER_DAY;
  if (!Number.isSafeInteger(maxClientsPerDay) || maxClientsPerDay < 1) {
    throw new RangeError(
      `maxClientsPerDay must be a positive whole number, got ${maxClientsPerDay}`,
    );
  }
  const series = new Map<string, DailySeries>();
  const caps = new DailyClientCaps(maxClientsPerDay, (day) =>
    options.logger?.warn(
      "interest store: per-client caps track their limit of clients today; further new clients share one cap",
      { day, maxClientsPerDay },
    ),
  );
  let firstDay: number | null = null;
  let lastRecordedAt: number | null = null;

  function add(key: string, day: number, human: number, external: number, included: number) {
    let entry = series.get(key);
    if (!entry) {
      entry = new DailySeries(day, RETAIN_DAYS);
      series.set(key, entry);
    }
    entry.add(day, human, external, included);
    firstDay = firstDay === null ? day : Math.min(firstDay, day);
  }

  function touched(at: number) {
    lastRecordedAt = lastRecordedAt === null ? at : Math.max(lastRecordedAt, at);
  }

  return {
    async record(event: InterestEvent) {
      const counters = caps.countersOf(event.day, event.client);
      for (const key of event.keys) {
        const counter = `${event.channel}|${key}`;
        const byClient = counters.get(counter);
        const channel = event.channel === "human" ? "human" : "included";
        const byKey = series.get(key)?.countOn(event.day, channel) ?? 0;
        const credited =
          byClient < event.caps.perClientPerKeyPerDay && byKey < event.caps.perKeyPerDay;
        if (credited) counters.increment(counter);
        if (event.channel === "human") {
          if (credited) add(key, event.day, 1, 0, 0);
        } else {
          add(key, event.day, 0, 1, credited ? 1 : 0);
        }
      }
      touched(event.at);
    },

    async totals(kind, ranges, options): Promise<InterestTotals> {
      const prefix = `${kind}:`;
      const rows = new Map<string, InterestCounts[]>();
      // A point lookup sums the one series it names, a ranking every series of the kind.
      for (const key of options?.keys ?? series.keys()) {
        const entry = key.startsWith(prefix) ? series.get(key) : undefined;
        if (!entry) continue;
        rows.set(
          key,
          ranges.map((range) => entry.sum(range.fromDay, range.toDay)),
        );
      }
      return { rows, firstDay, lastRecordedAt };
    },

    seed(entries, at) {
      for (const { key, day, counts } of entries) {
        add(
          key,
          day,
          counts.humanPageviews,
          counts.externalApiInterest,
          counts.includedExternalApiInterest,
        );
      }
      touched(at);
    },
  };
}
