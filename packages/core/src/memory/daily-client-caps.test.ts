import { describe, expect, it, vi } from "vitest";
import { DailyClientCaps, OVERFLOW_CLIENT } from "./daily-client-caps.ts";

describe("DailyClientCaps", () => {
  it("tracks at most the bound of clients a day, plus the one shared overflow client", () => {
    const onFull = vi.fn();
    const caps = new DailyClientCaps(100, onFull);
    for (let i = 0; i < 1000; i++) caps.countersOf(5, `client-${i}`).increment("human|framework:a");
    expect(caps.trackedOn(5)).toBe(101);
    expect(caps.countersOf(5, OVERFLOW_CLIENT).get("human|framework:a")).toBe(900);
    expect(onFull).toHaveBeenCalledOnce();
    expect(onFull).toHaveBeenCalledWith(5);
  });

  it("keeps only the newest day and the day before", () => {
    const caps = new DailyClientCaps(10, () => {});
    caps.countersOf(10, "a").increment("x");
    caps.countersOf(11, "a").increment("x");
    expect(caps.trackedOn(10)).toBe(1);
    caps.countersOf(12, "a").increment("x");
    expect(caps.trackedOn(10)).toBe(0);
    expect(caps.trackedOn(11)).toBe(1);
    expect(caps.countersOf(11, "a").get("x")).toBe(1);
  });
});
