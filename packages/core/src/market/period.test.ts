import { describe, expect, it } from "vitest";
import { describePeriod } from "./period.ts";
import { utcDay } from "./utc-day.ts";

const at = (iso: string) => Date.parse(iso);

describe("market periods", () => {
  it("make current the last windowDays UTC days including today, half-open", () => {
    const period = describePeriod(at("2026-03-01T23:59:59.999Z"), 30, null, null);
    expect(period.current).toEqual({
      start: "2026-01-31T00:00:00.000Z",
      end: "2026-03-02T00:00:00.000Z",
    });
    expect(period.comparison).toMatchObject({
      start: "2026-01-01T00:00:00.000Z",
      end: "2026-01-31T00:00:00.000Z",
    });
    expect(period).toMatchObject({
      timezone: "UTC",
      intervalConvention: "half_open",
      windowDays: 30,
    });
  });

  it("count a leap day like any other", () => {
    const period = describePeriod(at("2028-03-01T00:00:00Z"), 30, null, null);
    expect(period.current).toEqual({
      start: "2028-02-01T00:00:00.000Z",
      end: "2028-03-02T00:00:00.000Z",
    });
    const ninety = describePeriod(at("2028-03-01T12:00:00Z"), 90, null, null);
    expect(ninety.current.start).toBe("2027-12-03T00:00:00.000Z");
    expect(ninety.comparison.start).toBe("2027-09-04T00:00:00.000Z");
  });

  it("cross a year end at UTC midnight, whatever the local zone", () => {
    const period = describePeriod(at("2026-12-31T23:30:00-05:00"), 30, null, null);
    expect(period.current.end).toBe("2027-01-02T00:00:00.000Z");
  });

  it("call the comparison complete only when it starts on or after the first recorded day", () => {
    const now = at("2026-11-21T10:00:00Z");
    const comparisonStart = utcDay(now) + 1 - 60;
    expect(describePeriod(now, 30, comparisonStart, null).comparison.complete).toBe(true);
    expect(describePeriod(now, 30, comparisonStart + 1, null).comparison.complete).toBe(false);
    expect(describePeriod(now, 30, null, null).comparison.complete).toBe(false);
  });

  it("report availableFrom as the first day's start and dataAsOf as the newest event", () => {
    const now = at("2026-11-21T10:00:00Z");
    const period = describePeriod(now, 30, utcDay(now) - 5, at("2026-11-21T09:00:00Z"));
    expect(period.availableFrom).toBe("2026-11-16T00:00:00.000Z");
    expect(period.dataAsOf).toBe("2026-11-21T09:00:00.000Z");
    expect(period.calculatedAt).toBe("2026-11-21T10:00:00.000Z");
  });
});
