import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runAtOnce } from "./run-in-slices.ts";
import { sortSteps } from "./sort-steps.ts";

describe("sortSteps", () => {
  it("sorts as Array.prototype.sort does, stably, and leaves its input alone (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.nat()), { maxLength: 300 }),
        (items) => {
          const input = [...items];
          const byKey = (a: [number, number], b: [number, number]) => a[0] - b[0];
          expect(runAtOnce(sortSteps(items, byKey))).toEqual([...items].sort(byKey));
          expect(items).toEqual(input);
        },
      ),
    );
  });

  it("yields between slices of a large sort", () => {
    const items = Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 50_000);
    const steps = sortSteps(items, (a, b) => a - b);
    let yields = 0;
    let step = steps.next();
    while (!step.done) {
      yields++;
      step = steps.next();
    }
    expect(yields).toBeGreaterThan(10);
    expect(step.value).toEqual(Array.from({ length: 50_000 }, (_, i) => i));
  });
});
