import { describe, expect, it } from "vitest";
import { RecentMap } from "./recent-map.ts";

describe("RecentMap", () => {
  it("keeps entries for less than maxAgeMs, then drops them all", () => {
    let now = 1_000;
    const map = new RecentMap<string, number>(10, 60_000, () => now);
    map.set("a", 1);
    now += 30_000;
    map.set("b", 2);
    now += 29_999;
    expect([map.get("a"), map.get("b")]).toEqual([1, 2]);
    now += 1;
    expect([map.get("a"), map.get("b")]).toEqual([undefined, undefined]);
    map.set("c", 3);
    expect(map.get("c")).toBe(3);
  });

  it("drops everything when the clock goes back, and holds at most maxEntries", () => {
    let now = 5_000;
    const map = new RecentMap<number, number>(3, 60_000, () => now);
    map.set(1, 1);
    now -= 1;
    expect(map.get(1)).toBeUndefined();
    for (let i = 0; i < 10; i++) map.set(i, i);
    expect(map.size).toBeLessThanOrEqual(3);
  });
});
