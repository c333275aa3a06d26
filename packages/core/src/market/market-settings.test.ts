import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import { parseOptions } from "../options/parse-options.ts";
import { callStore } from "./market-settings.ts";
import { resolveMarketSettings } from "./resolve-market-settings.ts";

const { catalog } = loadCatalog(fixtureDocument);
const clock = { now: () => Date.parse("2026-11-21T12:00:00Z") };
const ranges = [{ fromDay: 20_000, toDay: 20_030 }];

describe("store calls and their timeout", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("arms no timer for the built-in memory store, whose calls settle at once", async () => {
    const settings = resolveMarketSettings(parseOptions({}).market, catalog, clock);
    if (!settings) throw new Error("no market");
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    const outcome = await callStore(settings, (store) => store.totals("framework", ranges));
    expect(outcome.ok).toBe(true);
    expect(setTimer).not.toHaveBeenCalled();
  });

  it("bounds every call to a store it was given, in memory or not, by the timeout", async () => {
    const { market } = parseOptions({ market: { store: memoryInterestStore(), timeoutMs: 20 } });
    const settings = resolveMarketSettings(market, catalog, clock);
    if (!settings) throw new Error("no market");
    const setTimer = vi.spyOn(globalThis, "setTimeout");
    expect((await callStore(settings, (store) => store.totals("framework", ranges))).ok).toBe(true);
    expect(setTimer).toHaveBeenCalledTimes(1);
    const hanging = await callStore(settings, () => new Promise<never>(() => {}));
    expect(hanging).toMatchObject({ ok: false, timedOut: true });
  });
});

describe("demo data", () => {
  it("is refused with a store of one's own, with a RangeError", () => {
    const { market } = parseOptions({ market: { store: memoryInterestStore(), demoData: true } });
    expect(() => resolveMarketSettings(market, catalog, clock)).toThrow(
      new RangeError("market.demoData seeds the built-in memory store; drop it or market.store"),
    );
  });
});
