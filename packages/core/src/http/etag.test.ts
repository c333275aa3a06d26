import { describe, expect, it } from "vitest";
import { ifNoneMatchHits, strongEtag } from "./etag.ts";

describe("ETags", () => {
  it("are strong, stable and differ with the body", async () => {
    const a = await strongEtag(new TextEncoder().encode("a"));
    expect(a).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(await strongEtag(new TextEncoder().encode("a"))).toBe(a);
    expect(await strongEtag(new TextEncoder().encode("b"))).not.toBe(a);
  });

  it("If-None-Match compares weakly, in lists, and with *", () => {
    expect(ifNoneMatchHits('"x"', '"x"')).toBe(true);
    expect(ifNoneMatchHits('W/"x"', '"x"')).toBe(true);
    expect(ifNoneMatchHits('"a", "x"', '"x"')).toBe(true);
    expect(ifNoneMatchHits("*", '"x"')).toBe(true);
    expect(ifNoneMatchHits('"y"', '"x"')).toBe(false);
    expect(ifNoneMatchHits(null, '"x"')).toBe(false);
    expect(ifNoneMatchHits("x", '"x"')).toBe(false);
  });
});
