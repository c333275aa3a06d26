import { expect, it } from "vitest";
import type { TokenSpendStore } from "../src/ports.ts";

/** The behaviour every TokenSpendStore must have, whatever it counts in. */
export function tokenSpendContract(makeStore: () => TokenSpendStore): void {
  it("counts nothing on a day no answer was recorded", async () => {
    expect(await makeStore().spent(20_000)).toBe(0);
  });

  it("adds each answer's tokens to its day, resolves the day's total, and keeps days apart", async () => {
    const store = makeStore();
    expect(await store.add(20_000, 120)).toBe(120);
    expect(await store.add(20_000, 30)).toBe(150);
    expect(await store.add(20_001, 7)).toBe(7);
    expect(await store.add(20_000, 0)).toBe(150);
    expect(await store.spent(20_000)).toBe(150);
    expect(await store.spent(20_001)).toBe(7);
  });

  it("keeps yesterday while today is counted", async () => {
    const store = makeStore();
    await store.add(20_000, 40);
    await store.add(20_001, 5);
    expect(await store.spent(20_000)).toBe(40);
  });

  it("sums many concurrent answers exactly, each seeing its own running total", async () => {
    const store = makeStore();
    const totals = await Promise.all(Array.from({ length: 40 }, () => store.add(20_000, 25)));
    expect(await store.spent(20_000)).toBe(1000);
    expect(totals.sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => 25 * (i + 1)),
    );
  });
}
