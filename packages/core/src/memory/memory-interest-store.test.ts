import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { interestStoreContract } from "../../test/interest-store-contract.ts";
import type { InterestEvent, InterestStore } from "../ports.ts";
import { memoryInterestStore } from "./memory-interest-store.ts";

describe("memory interest store", () => {
  interestStoreContract(() => memoryInterestStore());

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

describe("memory interest store, bounded per-client caps", () => {
  const caps = { perClientPerKeyPerDay: 2, perKeyPerDay: Number.POSITIVE_INFINITY };
  const view = (client: string, day = 100, keys = ["framework:a"]): InterestEvent => ({
    channel: "human",
    keys,
    day,
    client,
    caps,
    at: day * 86_400_000,
  });
  const human = async (store: InterestStore, day = 100) =>
    (await store.totals("framework", [{ fromDay: day, toDay: day + 1 }])).rows.get(
      "framework:a",
    )?.[0]?.humanPageviews ?? 0;

  it("counts clients past the bound as one shared client, and warns once that day", async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const store = memoryInterestStore({ maxClientsPerDay: 3, logger });
    for (const client of ["c1", "c2", "c3"])
      for (let i = 0; i < 3; i++) await store.record(view(client));
    expect(await human(store)).toBe(6);
    // Seven new clients, three views each: together they earn one client's cap, 2.
    for (let n = 4; n <= 10; n++) for (let i = 0; i < 3; i++) await store.record(view(`c${n}`));
    expect(await human(store)).toBe(8);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[1]).toEqual({ day: 100, maxClientsPerDay: 3 });
  });

  it("keeps a client tracked before the bound on its own cap", async () => {
    const store = memoryInterestStore({ maxClientsPerDay: 2 });
    await store.record(view("early"));
    await store.record(view("c2"));
    for (let n = 0; n < 5; n++) await store.record(view(`late${n}`));
    await store.record(view("early"));
    await store.record(view("early"));
    // early: 2 (its cap), c2: 1, the late ones together: 2.
    expect(await human(store)).toBe(5);
  });

  it("starts each day with an empty set of clients, and warns again when that day fills up", async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const store = memoryInterestStore({ maxClientsPerDay: 1, logger });
    for (const client of ["a", "b", "c"]) await store.record(view(client, 100));
    for (const client of ["a", "b", "c"]) await store.record(view(client, 101));
    // a on its own (1 view), b and c sharing the overflow client's cap of 2: 3 a day.
    expect(await human(store, 100)).toBe(3);
    expect(await human(store, 101)).toBe(3);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it("never credits more than an unbounded store would, whatever the events", async () => {
    const event = fc.record({
      client: fc.constantFrom("a", "b", "c", "d", "e", "f"),
      day: fc.integer({ min: 100, max: 103 }),
      keys: fc.subarray(["framework:a", "framework:b"], { minLength: 1 }),
      channel: fc.constantFrom("human" as const, "external" as const),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { maxLength: 60 }),
        fc.integer({ min: 1, max: 4 }),
        async (events, bound) => {
          const bounded = memoryInterestStore({ maxClientsPerDay: bound });
          const unbounded = memoryInterestStore({ maxClientsPerDay: 1_000_000 });
          for (const e of events) {
            const full = {
              ...e,
              caps: { perClientPerKeyPerDay: 2, perKeyPerDay: 5 },
              at: e.day * 86_400_000,
            };
            await bounded.record(full);
            await unbounded.record(full);
          }
          const range = [{ fromDay: 100, toDay: 104 }];
          const a = await bounded.totals("framework", range);
          const b = await unbounded.totals("framework", range);
          for (const [key, [counts]] of b.rows) {
            const capped = a.rows.get(key)?.[0];
            expect(capped?.humanPageviews ?? 0).toBeLessThanOrEqual(counts?.humanPageviews ?? 0);
            expect(capped?.includedExternalApiInterest ?? 0).toBeLessThanOrEqual(
              counts?.includedExternalApiInterest ?? 0,
            );
            expect(capped?.externalApiInterest).toBe(counts?.externalApiInterest);
          }
        },
      ),
    );
  });

  it("refuses a bound that is not a positive whole number", () => {
    expect(() => memoryInterestStore({ maxClientsPerDay: 0 })).toThrow(RangeError);
  });
});
