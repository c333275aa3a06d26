import { describe, expect, it } from "vitest";
import { Analytics } from "./no-upstash-analytics.ts";

describe("the @upstash/core-analytics stand-in", () => {
  it("throws if anything constructs it, naming the alias to remove", () => {
    expect(() => new Analytics()).toThrow(/aliased to @grc-directory\/adapter-workers/);
  });
});
