import { describe, expect, it, vi } from "vitest";
import { throttledWarning } from "./throttled-warning.ts";

describe("a throttled warning", () => {
  it("logs the first at once, then at most one per interval with the count it skipped", () => {
    let now = 0;
    const logger = { warn: vi.fn(), error: vi.fn() };
    const warn = throttledWarning(logger, "redis down", 1000, () => now);
    warn({ error: "a" });
    for (let i = 0; i < 5; i++) warn({ error: "b" });
    now = 999;
    warn({ error: "c" });
    now = 1000;
    warn({ error: "d" });
    expect(logger.warn.mock.calls).toEqual([
      ["redis down", { error: "a" }],
      ["redis down", { error: "d", notLoggedSince: 6 }],
    ]);
  });
});
