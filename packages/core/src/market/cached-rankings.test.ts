import { describe, expect, it, vi } from "vitest";
import { manualClock } from "../../test/http-helpers.ts";
import type { DayRange, InterestTotals } from "../ports.ts";
import { cachedRankings } from "./cached-rankings.ts";

const RANGES: DayRange[] = [{ fromDay: 10, toDay: 20 }];
const totals = (n: number): InterestTotals => ({
  rows: new Map([
    [
      "framework:a",
      [{ humanPageviews: n, externalApiInterest: 0, includedExternalApiInterest: 0 }],
    ],
  ]),
  firstDay: 10,
  lastRecordedAt: n,
});

/** A store read the test answers by hand, one answer per read. */
function manualReads() {
  const pending: ((value: InterestTotals | Error) => void)[] = [];
  const read = vi.fn(
    () =>
      new Promise<InterestTotals>((resolve, reject) => {
        pending.push((value) => (value instanceof Error ? reject(value) : resolve(value)));
      }),
  );
  const answer = async (value: InterestTotals | Error) => {
    pending.shift()?.(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { read, answer };
}

function setup() {
  const clock = manualClock(0);
  const reads = manualReads();
  const rankings = cachedRankings(reads.read, clock, { timeoutMs: 60_000 });
  /** The first ranking, read and answered with `totals(1)`: the cache holds it from now. */
  const cached = async () => {
    const first = rankings("framework", RANGES);
    await reads.answer(totals(1));
    await first;
  };
  return { clock, ...reads, rankings, cached };
}

describe("cached rankings", () => {
  it("shares one read among concurrent misses", async () => {
    const { read, answer, rankings } = setup();
    const all = Promise.all(Array.from({ length: 20 }, () => rankings("framework", RANGES)));
    await answer(totals(1));
    const answers = await all;
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.lastRecordedAt).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("gives up a read the runtime dropped (pending past twice the timeout) and reads again", async () => {
    const { clock, read, answer, rankings, cached } = setup();
    await cached();
    clock.advance(600);
    // A background refresh starts and is never answered, as a dropped request's I/O.
    expect((await rankings("framework", RANGES)).lastRecordedAt).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
    clock.advance(2 * 60_000);
    const next = rankings("framework", RANGES);
    expect(read).toHaveBeenCalledTimes(3);
    await answer(new Error("the dropped read, settling at last"));
    await answer(totals(3));
    expect((await next).lastRecordedAt).toBe(3);
  });

  it("answers from the cache for less than half a second without reading", async () => {
    const { clock, read, rankings, cached } = setup();
    await cached();
    clock.advance(499);
    expect((await rankings("framework", RANGES)).lastRecordedAt).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keys the cache by kind and ranges", async () => {
    const { read, answer, rankings } = setup();
    const a = rankings("framework", RANGES);
    const b = rankings("region", RANGES);
    const c = rankings("framework", [{ fromDay: 11, toDay: 20 }]);
    await answer(totals(1));
    await answer(totals(2));
    await answer(totals(3));
    await Promise.all([a, b, c]);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("refreshes in the background past half a second and serves the cached answer meanwhile", async () => {
    const { clock, read, answer, rankings, cached } = setup();
    await cached();
    clock.advance(600);
    expect((await rankings("framework", RANGES)).lastRecordedAt).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
    clock.advance(600);
    // 1.2 s old, but its refresh started in time: served at once, no third read.
    expect((await rankings("framework", RANGES)).lastRecordedAt).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
    await answer(totals(2));
    expect((await rankings("framework", RANGES)).lastRecordedAt).toBe(2);
  });

  it("waits for a new read when the cached answer is over a second old and no refresh is running", async () => {
    const { clock, read, answer, rankings, cached } = setup();
    await cached();
    clock.advance(5_000);
    const next = rankings("framework", RANGES);
    let settled = false;
    next.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    await answer(totals(2));
    expect((await next).lastRecordedAt).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not cache a failed read: its callers see the error and the next call reads again", async () => {
    const { read, answer, rankings } = setup();
    const failing = expect(rankings("framework", RANGES)).rejects.toThrow("down");
    await answer(new Error("down"));
    await failing;
    const next = rankings("framework", RANGES);
    await answer(totals(3));
    expect((await next).lastRecordedAt).toBe(3);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("gives up on a read that never answers, so later calls can read again", async () => {
    const clock = manualClock(0);
    const read = vi.fn(() => new Promise<InterestTotals>(() => {}));
    const rankings = cachedRankings(read, clock, { timeoutMs: 20 });
    await expect(rankings("framework", RANGES)).rejects.toThrow(/no answer/);
    await expect(rankings("framework", RANGES)).rejects.toThrow(/no answer/);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
