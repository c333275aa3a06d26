import type { InterestCounts, InterestEvent, InterestStore, InterestTotals } from "../ports.ts";
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

/**
 * Interest in process memory: exact on one instance. Per-client caps are tracked for the
 * current and previous UTC day only; older days can no longer be credited anyway.
 */
export function memoryInterestStore(): MemoryInterestStore {
  const series = new Map<string, DailySeries>();
  let clientCounts = new Map<string, number>();
  let capsDay = Number.NEGATIVE_INFINITY;
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
      if (event.day > capsDay) {
        // A new day: only yesterday's per-client counts can still matter (late events).
        clientCounts = new Map(
          [...clientCounts].filter(([id]) => id.startsWith(`${event.day - 1}|`)),
        );
        capsDay = event.day;
      }
      for (const key of event.keys) {
        const id = `${event.day}|${event.channel}|${key}|${event.client}`;
        const byClient = clientCounts.get(id) ?? 0;
        const channel = event.channel === "human" ? "human" : "included";
        const byKey = series.get(key)?.countOn(event.day, channel) ?? 0;
        const credited =
          byClient < event.caps.perClientPerKeyPerDay && byKey < event.caps.perKeyPerDay;
        if (credited) clientCounts.set(id, byClient + 1);
        if (event.channel === "human") {
          if (credited) add(key, event.day, 1, 0, 0);
        } else {
          add(key, event.day, 0, 1, credited ? 1 : 0);
        }
      }
      touched(event.at);
    },

    async totals(kind, ranges): Promise<InterestTotals> {
      const prefix = `${kind}:`;
      const rows = new Map<string, InterestCounts[]>();
      for (const [key, entry] of series) {
        if (!key.startsWith(prefix)) continue;
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
