import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeoutError, withTimeout } from "./with-timeout.ts";

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("settles as the call does, leaving no timer behind", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error("down")), 1_000)).rejects.toThrow("down");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with TimeoutError when the call has not settled within ms", async () => {
    vi.useFakeTimers();
    const never = new Promise<number>(() => {});
    const outcome = withTimeout(never, 1_000).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });
});
