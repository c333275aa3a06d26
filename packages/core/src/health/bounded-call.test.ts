import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock } from "../../test/http-helpers.ts";
import { boundedCall } from "./bounded-call.ts";

describe("boundedCall", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the call's value, or why it failed, whether it rejected or threw", async () => {
    const clock = manualClock();
    expect(await boundedCall(async () => 7, 100, clock)).toEqual({
      ok: true,
      value: 7,
      latencyMs: 0,
    });
    expect(
      await boundedCall(() => Promise.reject(new Error("connect ECONNREFUSED")), 100, clock),
    ).toEqual({ ok: false, error: "connect ECONNREFUSED", latencyMs: 0 });
    const throws = () => {
      throw new TypeError("not a function");
    };
    expect(await boundedCall(throws, 100, clock)).toMatchObject({
      ok: false,
      error: "not a function",
    });
    expect(await boundedCall(() => Promise.reject("text"), 100, clock)).toMatchObject({
      error: "text",
    });
  });

  it("gives up on a call that never settles after timeoutMs, aborts its signal and leaves no timer", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const outcome = boundedCall(
      (given) => {
        signal = given;
        return new Promise<never>(() => {});
      },
      1500,
      { now: () => Date.now() },
    );
    await vi.advanceTimersByTimeAsync(1499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({
      ok: false,
      error: "no answer within 1500 ms",
      latencyMs: 1500,
    });
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer when the call settles first", async () => {
    vi.useFakeTimers();
    await boundedCall(async () => "pong", 1500, { now: () => Date.now() });
    expect(vi.getTimerCount()).toBe(0);
  });
});
