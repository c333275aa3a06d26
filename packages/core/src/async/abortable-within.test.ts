import { describe, expect, it } from "vitest";
import { abortableWithin } from "./abortable-within.ts";
import { TimeoutError } from "./with-timeout.ts";

describe("abortableWithin", () => {
  it("settles as the call does, within the time", async () => {
    await expect(abortableWithin(async () => 7, 1_000)).resolves.toBe(7);
    await expect(abortableWithin(() => Promise.reject(new Error("no")), 1_000)).rejects.toThrow(
      "no",
    );
  });

  it("rejects with TimeoutError past the time, aborting the call's signal, though the call never settles", async () => {
    let seen: AbortSignal | undefined;
    const call = abortableWithin((signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    }, 20);
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(TimeoutError);
  });

  it("rejects with the parent's reason when the parent aborts first, or was aborted before", async () => {
    const parent = new AbortController();
    let seen: AbortSignal | undefined;
    const call = abortableWithin(
      (signal) => {
        seen = signal;
        return new Promise<never>(() => {});
      },
      10_000,
      parent.signal,
    );
    parent.abort(new Error("load given up"));
    await expect(call).rejects.toThrow("load given up");
    expect(seen?.aborted).toBe(true);
    let called = false;
    await expect(
      abortableWithin(
        async () => {
          called = true;
        },
        10_000,
        parent.signal,
      ),
    ).rejects.toThrow("load given up");
    expect(called).toBe(false);
  });
});
