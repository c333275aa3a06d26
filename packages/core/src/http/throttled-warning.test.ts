import { describe, expect, it, vi } from "vitest";
import { throttledWarning } from "./throttled-warning.ts";

describe("a throttled warning", () => {
  it("logs the first at once, then at most one per interval with the count it skipped", () => {
    let now = 0;
    const logger = { warn: vi.fn(), error: vi.fn() };
    const warn = throttledWarning(logger, 1000, () => now);
    warn("redis down", { error: "a" });
    for (let i = 0; i < 5; i++) warn("redis down", { error: "b" });
    now = 999;
    warn("redis down", { error: "c" });
    now = 1000;
    warn("redis down", { error: "d" });
    expect(logger.warn.mock.calls).toEqual([
      ["redis down", { error: "a" }],
      ["redis down", { error: "d", notLoggedSince: 6 }],
    ]);
  });
});
