import type { LRUCache } from "lru-cache";
import { withTimeout } from "../async/with-timeout.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { KEPT_RANKING_BODIES } from "../http/cache-budgets.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";
import type { Clock, DayRange, InterestKind, InterestTotals } from "../ports.ts";
import { type RankTable, rankTable } from "./rank-table.ts";

/** A read of every key of one kind over some ranges: `InterestStore.totals`. */
type TotalsReader = (kind: InterestKind, ranges: DayRange[]) => Promise<InterestTotals>;

/**
 * The totals of one ranking read, with what answers derive from them, kept as long as the
 * read is: its rank table, and the ranking answers serialized from it. Shared by every
 * request the read serves (up to `maxAgeMs`).
 */
export interface RankingRead extends InterestTotals {
  /**
   * The read's rank table, built on first use. The read belongs to one API's market (its
   * `MarketSettings`), so to one taxonomy.
   */
  rankTable(taxonomy: TaxonomyIndex): RankTable;
  /** Ranking answers serialized from this read, by what else they depend on. */
  readonly bodies: LRUCache<string, Uint8Array<ArrayBuffer>>;
}

/** What a store read's totals come to in the cache. */
function rankingRead(totals: InterestTotals): RankingRead {
  let table: RankTable | undefined;
  return {
    ...totals,
    rankTable(taxonomy) {
      table ??= rankTable(totals, taxonomy);
      return table;
    },
    bodies: countBoundedLru(KEPT_RANKING_BODIES),
  };
}

/** A ranking read through the cache. */
export type RankingReader = (kind: InterestKind, ranges: DayRange[]) => Promise<RankingRead>;

/** How old (from the start of its read) a ranking's totals may be before they are re-read. */
export const RANKING_MAX_AGE_MS = 1000;

/** Entries idle this long are dropped when a new one is added (day roll-over, old windows). */
const IDLE_MS = 60_000;

interface Entry {
  value?: RankingRead;
  /** When the read behind `value` started. */
  readAt: number;
  refresh?: Promise<RankingRead>;
  /** When `refresh` started. */
  refreshAt: number;
}

/**
 * Totals for rankings (trends pages, trend-key pages, market ranking mode), shared per
 * (kind, ranges) for at most `maxAgeMs`, so that a page costs the store one read a second
 * however many ask. Concurrent misses share one read (single flight). Past half its age, a
 * request starts a refresh in the background and still gets the cached totals; past its
 * age, the cached totals are still served while a refresh that started in time runs
 * (stale while refresh). The bound: totals are never from a read that started more than
 * `maxAgeMs` plus the one refresh in flight ago; that read is itself bounded by `timeoutMs`.
 * A failed read is not cached: its callers see the error, the next request reads again.
 * A point lookup reads its own key from the store (every recorded event reflected) and
 * only the rank table it is ranked against comes from here (`rankTable`, built once per
 * cached totals).
 */
export function cachedRankings(
  read: TotalsReader,
  clock: Clock,
  options: { timeoutMs: number; maxAgeMs?: number },
): RankingReader {
  const maxAge = options.maxAgeMs ?? RANKING_MAX_AGE_MS;
  const entries = new Map<string, Entry>();

  /**
   * Whether a read is under way. One pending past twice the timeout was dropped by the
   * runtime (on Workers, a finished request's I/O and timers may never complete): it is
   * given up, so the cache never waits on it or serves its stale answer for good.
   */
  const reading = (entry: Entry, now: number) =>
    entry.refresh !== undefined && now - entry.refreshAt < 2 * options.timeoutMs;

  function refresh(entry: Entry, kind: InterestKind, ranges: DayRange[]) {
    const startedAt = clock.now();
    if (entry.refresh && reading(entry, startedAt)) return entry.refresh;
    const pending: Promise<RankingRead> = withTimeout(read(kind, ranges), options.timeoutMs)
      .then((totals) => {
        const value = rankingRead(totals);
        if (startedAt >= entry.readAt) {
          entry.value = value;
          entry.readAt = startedAt;
        }
        return value;
      })
      .finally(() => {
        if (entry.refresh === pending) entry.refresh = undefined;
      });
    entry.refresh = pending;
    entry.refreshAt = startedAt;
    return pending;
  }

  function entryFor(key: string, now: number): Entry {
    let entry = entries.get(key);
    if (entry) return entry;
    for (const [other, { refresh, readAt }] of entries) {
      if (!refresh && now - readAt > IDLE_MS) entries.delete(other);
    }
    entry = { readAt: Number.NEGATIVE_INFINITY, refreshAt: Number.NEGATIVE_INFINITY };
    entries.set(key, entry);
    return entry;
  }

  return (kind, ranges) => {
    const now = clock.now();
    const entry = entryFor(`${kind}|${ranges.map((r) => `${r.fromDay}-${r.toDay}`)}`, now);
    const age = now - entry.readAt;
    if (entry.value && age < maxAge) {
      if (age >= maxAge / 2) refresh(entry, kind, ranges).catch(() => {});
      return Promise.resolve(entry.value);
    }
    if (entry.value && reading(entry, now) && entry.refreshAt - entry.readAt <= maxAge) {
      return Promise.resolve(entry.value);
    }
    return refresh(entry, kind, ranges);
  };
}
