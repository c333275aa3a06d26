import { KEPT_MARKET_DAY_PARTS } from "../http/cache-budgets.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";
import { type PointDayParts, pointDayParts } from "./market-answer.ts";
import type { MarketPlan } from "./market-query.ts";
import { utcDay } from "./utc-day.ts";

type PointPlan = Extract<MarketPlan, { mode: "point" }>;

/** Where an API keeps its market answers' parts of the current UTC day. */
export interface MarketDayParts {
  /** The day's parts of a point answer to the query string `search` under `root`. */
  point(plan: PointPlan, search: string, root: string, now: number): PointDayParts;
}

/**
 * The parts of market answers that hold for a whole UTC day (`pointDayParts`), kept per
 * query string and root (at most `max`), all dropped when the day changes. A request of an
 * earlier day than the kept one (a clock that stepped back) gets parts made for it alone.
 */
export function marketDayParts(max = KEPT_MARKET_DAY_PARTS): MarketDayParts {
  const kept = countBoundedLru<string, PointDayParts>(max);
  let keptDay = Number.NEGATIVE_INFINITY;
  return {
    point(plan, search, root, now) {
      const day = utcDay(now);
      if (day < keptDay) return pointDayParts(plan, now, root);
      if (day > keptDay) {
        kept.clear();
        keptDay = day;
      }
      const key = `${root} ${search}`;
      let parts = kept.get(key);
      if (!parts) {
        parts = pointDayParts(plan, now, root);
        kept.set(key, parts);
      }
      return parts;
    },
  };
}
