import { dayStartIso, utcDay } from "./utc-day.ts";

/** The two ranges of UTC days an answer compares, and how far back data goes. */
export interface MarketPeriod {
  timezone: "UTC";
  intervalConvention: "half_open";
  current: { start: string; end: string };
  comparison: { start: string; end: string; complete: boolean };
  calculatedAt: string;
  availableFrom: string | null;
  dataAsOf: string | null;
  windowDays: number;
}

/** The day ranges behind a period, for the store. */
export interface PeriodDays {
  current: { fromDay: number; toDay: number };
  comparison: { fromDay: number; toDay: number };
}

/**
 * `current` is the last `windowDays` UTC days including today (ending at the next UTC
 * midnight, exclusive); `comparison` the `windowDays` days before it. The comparison is
 * complete only when it starts on or after the first recorded day.
 */
export function periodDays(now: number, windowDays: number): PeriodDays {
  const end = utcDay(now) + 1;
  return {
    current: { fromDay: end - windowDays, toDay: end },
    comparison: { fromDay: end - 2 * windowDays, toDay: end - windowDays },
  };
}

/** A period's bounds as an answer writes them: the same all UTC day, for a window. */
export interface PeriodBounds {
  days: PeriodDays;
  current: { start: string; end: string };
  comparison: { start: string; end: string };
}

/** The bounds of the period of `windowDays` that `now` falls in (`periodDays`), written out. */
export function periodBounds(now: number, windowDays: number): PeriodBounds {
  const days = periodDays(now, windowDays);
  return {
    days,
    current: { start: dayStartIso(days.current.fromDay), end: dayStartIso(days.current.toDay) },
    comparison: {
      start: dayStartIso(days.comparison.fromDay),
      end: dayStartIso(days.comparison.toDay),
    },
  };
}

/** The period object of an answer; `bounds` are `periodBounds` of `now`, made once a day. */
export function describePeriod(
  now: number,
  windowDays: number,
  firstDay: number | null,
  lastRecordedAt: number | null,
  bounds: PeriodBounds = periodBounds(now, windowDays),
): MarketPeriod {
  return {
    timezone: "UTC",
    intervalConvention: "half_open",
    current: bounds.current,
    comparison: {
      ...bounds.comparison,
      complete: firstDay !== null && bounds.days.comparison.fromDay >= firstDay,
    },
    calculatedAt: new Date(now).toISOString(),
    availableFrom: firstDay === null ? null : dayStartIso(firstDay),
    dataAsOf:
      lastRecordedAt === null ? null : new Date(Math.min(lastRecordedAt, now)).toISOString(),
    windowDays,
  };
}
