import { describe, expect, it } from "vitest";
import { syntheticCatalog } from "../../../../bench/synthetic-catalog.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { prepareCatalog } from "../catalog/prepared-catalog.ts";
import { oneAtATime, runAtOnce, runInSlices, type Steps } from "./run-in-slices.ts";

/** Steps that each take about `ms` of CPU, then return how many ran. */
function* busySteps(count: number, ms: number): Steps<number> {
  for (let i = 0; i < count; i++) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy
    }
    yield;
  }
  return count;
}

describe("runInSlices", () => {
  it("pauses once a slice has run its budget, and returns what the steps return", async () => {
    let pauses = 0;
    const result = await runInSlices(
      busySteps(20, 3),
      async () => {
        pauses++;
      },
      10,
    );
    expect(result).toBe(20);
    // 60 ms of work in slices of at least 10 ms: a pause every four steps or fewer.
    expect(pauses).toBeGreaterThanOrEqual(4);
  });

  it("runs at once without a pause", async () => {
    expect(await runInSlices(busySteps(3, 0))).toBe(3);
    expect(runAtOnce(busySteps(3, 0))).toBe(3);
  });

  it("has a large catalog version prepared in many slices, not one", async () => {
    const { catalog } = loadCatalog(syntheticCatalog(5_000, 3));
    let pauses = 0;
    const prepared = await prepareCatalog(catalog, async () => {
      pauses++;
    });
    expect(prepared.index.vendors).toHaveLength(5_000);
    expect(pauses).toBeGreaterThan(3);
  }, 30_000);
});

describe("oneAtATime", () => {
  it("starts no job in the caller's task, and each only once the one before it is done", async () => {
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`${name} ends`);
    };
    const done = oneAtATime([job("a"), job("b")]);
    expect(events).toEqual([]);
    await done;
    expect(events).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });
});
