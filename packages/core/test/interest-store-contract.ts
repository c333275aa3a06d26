import { expect, it } from "vitest";
import type { InterestEvent, InterestStore } from "../src/ports.ts";

const caps = { perClientPerKeyPerDay: 1, perKeyPerDay: 25 };
const external = (client: string, day = 100, keys = ["framework:a"]): InterestEvent => ({
  channel: "external",
  keys,
  day,
  client,
  caps,
  at: day * 86_400_000 + 1000,
});

/** The behaviour every InterestStore must have, whatever it stores in. */
export function interestStoreContract(
  makeStore: () => Promise<InterestStore> | InterestStore,
): void {
  it("credits the same client once per key per day, but counts every lookup", async () => {
    const store = await makeStore();
    await store.record(external("c1"));
    await store.record(external("c1"));
    await store.record(external("c1", 101));
    const { rows } = await store.totals("framework", [{ fromDay: 100, toDay: 102 }]);
    expect(rows.get("framework:a")).toEqual([
      { humanPageviews: 0, externalApiInterest: 3, includedExternalApiInterest: 2 },
    ]);
  });

  it("credits a key at most 25 times a day from 30 clients, even concurrently", async () => {
    const store = await makeStore();
    await Promise.all(Array.from({ length: 30 }, (_, i) => store.record(external(`c${i}`))));
    const { rows } = await store.totals("framework", [{ fromDay: 100, toDay: 101 }]);
    expect(rows.get("framework:a")?.[0]).toMatchObject({
      externalApiInterest: 30,
      includedExternalApiInterest: 25,
    });
  });

  it("credits one client once when it sends 50 lookups at the same time", async () => {
    const store = await makeStore();
    await Promise.all(Array.from({ length: 50 }, () => store.record(external("same"))));
    const { rows } = await store.totals("framework", [{ fromDay: 100, toDay: 101 }]);
    expect(rows.get("framework:a")?.[0]?.includedExternalApiInterest).toBe(1);
  });

  it("caps each key on its own, and human views per client separately", async () => {
    const store = await makeStore();
    await store.record(external("c1", 100, ["framework:a", "region:x"]));
    await store.record(external("c1", 100, ["region:x", "region:y"]));
    const human = { ...external("c1", 100, ["region:x"]), channel: "human" as const };
    for (let i = 0; i < 3; i++)
      await store.record({
        ...human,
        caps: { perClientPerKeyPerDay: 2, perKeyPerDay: Number.POSITIVE_INFINITY },
      });
    const regions = await store.totals("region", [{ fromDay: 100, toDay: 101 }]);
    expect(regions.rows.get("region:x")?.[0]).toEqual({
      humanPageviews: 2,
      externalApiInterest: 2,
      includedExternalApiInterest: 1,
    });
    expect(regions.rows.get("region:y")?.[0]?.includedExternalApiInterest).toBe(1);
  });

  it("sums each requested range, half-open, and knows the first day and newest event", async () => {
    const store = await makeStore();
    for (const day of [10, 11, 12, 40])
      await store.record({ ...external(`c${day}`, day, ["region:x"]) });
    const totals = await store.totals("region", [
      { fromDay: 10, toDay: 12 },
      { fromDay: 12, toDay: 41 },
      { fromDay: 0, toDay: 5 },
    ]);
    expect(totals.rows.get("region:x")?.map((c) => c.externalApiInterest)).toEqual([2, 2, 0]);
    expect(totals.firstDay).toBe(10);
    expect(totals.lastRecordedAt).toBe(40 * 86_400_000 + 1000);
    expect((await store.totals("framework", [{ fromDay: 0, toDay: 99 }])).rows.size).toBe(0);
  });

  it("sums overlapping ranges and single days from the same days", async () => {
    const store = await makeStore();
    for (const day of [20, 21, 21, 23]) {
      await store.record({ ...external(`c${day}-${Math.random()}`, day, ["framework:b"]) });
    }
    await store.record({ ...external("h", 21, ["framework:b"]), channel: "human" });
    const days = [20, 21, 22, 23].map((day) => ({ fromDay: day, toDay: day + 1 }));
    const totals = await store.totals("framework", [
      { fromDay: 20, toDay: 24 },
      { fromDay: 21, toDay: 23 },
      ...days,
    ]);
    const row = totals.rows.get("framework:b");
    expect(row?.map((c) => c.externalApiInterest)).toEqual([4, 2, 1, 2, 0, 1]);
    expect(row?.map((c) => c.humanPageviews)).toEqual([1, 1, 0, 1, 0, 0]);
  });

  it("reads only the named keys of the kind when asked, each exact", async () => {
    const store = await makeStore();
    await store.record(external("c1", 100, ["framework:a", "framework:b", "region:x"]));
    await store.record(external("c2", 100, ["framework:a"]));
    await store.record({ ...external("c3", 101, ["framework:a"]), channel: "human" });
    const ranges = [
      { fromDay: 100, toDay: 101 },
      { fromDay: 100, toDay: 102 },
    ];
    const narrowed = await store.totals("framework", ranges, {
      keys: ["framework:a", "region:x", "framework:never-recorded"],
    });
    expect([...narrowed.rows.keys()]).toEqual(["framework:a"]);
    expect(narrowed.rows.get("framework:a")).toEqual(
      (await store.totals("framework", ranges)).rows.get("framework:a"),
    );
    expect(narrowed.rows.get("framework:a")?.[1]).toEqual({
      humanPageviews: 1,
      externalApiInterest: 2,
      includedExternalApiInterest: 2,
    });
    expect(narrowed).toMatchObject({ firstDay: 100, lastRecordedAt: 101 * 86_400_000 + 1000 });
    expect((await store.totals("framework", ranges, { keys: [] })).rows.size).toBe(0);
  });

  it("reports no first day while nothing was recorded", async () => {
    const store = await makeStore();
    const totals = await store.totals("combination", [{ fromDay: 0, toDay: 10 }]);
    expect(totals).toMatchObject({ firstDay: null, lastRecordedAt: null });
  });
}
