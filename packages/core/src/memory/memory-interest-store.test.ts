import { describe, expect, it } from "vitest";
import type { InterestEvent } from "../ports.ts";
import { memoryInterestStore } from "./memory-interest-store.ts";

const caps = { perClientPerKeyPerDay: 1, perKeyPerDay: 25 };
const external = (client: string, day = 100, keys = ["framework:a"]): InterestEvent => ({
  channel: "external",
  keys,
  day,
  client,
  caps,
  at: day * 86_400_000,
});

describe("memory interest store", () => {
  it("credits the same client once per key per day, but counts every lookup", async () => {
    const store = memoryInterestStore();
    await store.record(external("c1"));
    await store.record(external("c1"));
    await store.record(external("c1", 101));
    const { rows } = await store.totals("framework", [{ fromDay: 100, toDay: 102 }]);
    expect(rows.get("framework:a")).toEqual([
      { humanPageviews: 0, externalApiInterest: 3, includedExternalApiInterest: 2 },
    ]);
  });

  it("credits a key at most 25 times a day from 30 clients", async () => {
    const store = memoryInterestStore();
    for (let i = 0; i < 30; i++) await store.record(external(`c${i}`));
    const { rows } = await store.totals("framework", [{ fromDay: 100, toDay: 101 }]);
    expect(rows.get("framework:a")?.[0]).toMatchObject({
      externalApiInterest: 30,
      includedExternalApiInterest: 25,
    });
  });

  it("caps each key on its own", async () => {
    const store = memoryInterestStore();
    await store.record(external("c1", 100, ["framework:a", "region:x"]));
    await store.record(external("c1", 100, ["region:x", "region:y"]));
    const regions = await store.totals("region", [{ fromDay: 100, toDay: 101 }]);
    expect(regions.rows.get("region:x")?.[0]?.includedExternalApiInterest).toBe(1);
    expect(regions.rows.get("region:y")?.[0]?.includedExternalApiInterest).toBe(1);
  });

  it("sums each requested range, half-open, and knows the first day and newest event", async () => {
    const store = memoryInterestStore();
    store.seed(
      [10, 11, 12, 40].map((day) => ({
        key: "region:x",
        day,
        counts: { humanPageviews: day, externalApiInterest: 0, includedExternalApiInterest: 0 },
      })),
      12_345,
    );
    const totals = await store.totals("region", [
      { fromDay: 10, toDay: 12 },
      { fromDay: 12, toDay: 41 },
      { fromDay: 0, toDay: 5 },
    ]);
    expect(totals.rows.get("region:x")?.map((c) => c.humanPageviews)).toEqual([21, 52, 0]);
    expect(totals.firstDay).toBe(10);
    expect(totals.lastRecordedAt).toBe(12_345);
    expect((await store.totals("framework", [{ fromDay: 0, toDay: 99 }])).rows.size).toBe(0);
  });

  it("keeps 200 days per key and drops older ones as time moves on", async () => {
    const store = memoryInterestStore();
    const human = (day: number) => ({
      key: "framework:a",
      day,
      counts: { humanPageviews: 1, externalApiInterest: 0, includedExternalApiInterest: 0 },
    });
    store.seed(
      Array.from({ length: 400 }, (_, day) => human(day)),
      0,
    );
    const { rows } = await store.totals("framework", [{ fromDay: 0, toDay: 400 }]);
    expect(rows.get("framework:a")?.[0]?.humanPageviews).toBe(200);
  });
});
