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

/** The period object of an answer. */
export function describePeriod(
  now: number,
  windowDays: number,
  firstDay: number | null,
  lastRecordedAt: number | null,
): MarketPeriod {
  const days = periodDays(now, windowDays);
  return {
    timezone: "UTC",
    intervalConvention: "half_open",
    current: { start: dayStartIso(days.current.fromDay), end: dayStartIso(days.current.toDay) },
    comparison: {
      start: dayStartIso(days.comparison.fromDay),
      end: dayStartIso(days.comparison.toDay),
      complete: firstDay !== null && days.comparison.fromDay >= firstDay,
    },
    calculatedAt: new Date(now).toISOString(),
    availableFrom: firstDay === null ? null : dayStartIso(firstDay),
    dataAsOf:
      lastRecordedAt === null ? null : new Date(Math.min(lastRecordedAt, now)).toISOString(),
    windowDays,
  };
}
