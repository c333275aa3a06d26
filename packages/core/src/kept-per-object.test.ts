import { describe, expect, it } from "vitest";
import { keptPerObject } from "./kept-per-object.ts";

describe("keptPerObject", () => {
  it("computes once per object and key, keeps each object's apart, and at most keysPerObject", () => {
    const kept = keptPerObject<object, string>(2);
    const [one, two] = [{}, {}];
    let computed = 0;
    const value = (owner: object, key: string) => kept(owner, key, () => `${key}#${++computed}`);
    expect(value(one, "a")).toBe("a#1");
    expect(value(one, "a")).toBe("a#1");
    expect(value(two, "a")).toBe("a#2");
    value(one, "b");
    value(one, "c");
    expect(kept(one, "c", () => "recomputed")).toBe("c#4");
    expect(computed).toBe(4);
  });

  it("keeps nothing when the computation throws", () => {
    const kept = keptPerObject<object, number>(4);
    const owner = {};
    expect(() =>
      kept(owner, "k", () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(kept(owner, "k", () => 7)).toBe(7);
  });
});
