import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { syntheticCatalog } from "../../../../bench/synthetic-catalog.ts";
import { CHUNK_BYTES, chunkVendors, VENDORS_PER_CUT } from "./catalog-layout.ts";

/** Vendors as a document holds them: records of a few texts. */
const vendors = fc.array(
  fc.record({
    slug: fc.string({ minLength: 1, maxLength: 12 }),
    summary: fc.string({ maxLength: 80 }),
  }),
  { minLength: 1, maxLength: 200, size: "max" },
);

/** The chunks of `a` that `b` does not have, each chunk compared as JSON. */
function chunksNotIn(a: unknown[][], b: unknown[][]): number {
  const other = new Set(b.map((chunk) => JSON.stringify(chunk)));
  return a.filter((chunk) => !other.has(JSON.stringify(chunk))).length;
}

describe("the chunks a live catalog is stored in", () => {
  it("hold every vendor once, in order, each chunk within its bytes unless one vendor is larger", () => {
    fc.assert(
      fc.property(
        vendors,
        fc.integer({ min: 40, max: 4_000 }),
        fc.integer({ min: 1, max: 64 }),
        (list, maxBytes, perCut) => {
          const chunks = chunkVendors(list, maxBytes, perCut);
          expect(chunks.flat()).toEqual(list);
          for (const chunk of chunks) {
            expect(chunk.length).toBeGreaterThan(0);
            if (chunk.length > 1) {
              expect(new TextEncoder().encode(JSON.stringify(chunk)).length).toBeLessThanOrEqual(
                maxBytes,
              );
            }
          }
        },
      ),
    );
  });

  it("differ, when one vendor is changed, added or removed, in the chunk that holds it and at most the next", () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom("change", "add", "remove"),
      text: fc.string({ minLength: 1, maxLength: 80 }),
    });
    fc.assert(
      fc.property(vendors, edit, (list, { at, kind, text }) => {
        const i = at % list.length;
        const edited = [...list];
        if (kind === "change") edited[i] = { slug: list[i]?.slug ?? "", summary: `${text}!` };
        if (kind === "add") edited.splice(i, 0, { slug: "new", summary: text });
        if (kind === "remove") edited.splice(i, 1);
        // Bytes enough that only the content decides where chunks end, about 8 vendors each.
        const before = chunkVendors(list, 1_000_000, 8);
        const after = chunkVendors(edited, 1_000_000, 8);
        expect(chunksNotIn(after, before)).toBeLessThanOrEqual(2);
        expect(chunksNotIn(before, after)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("are about VENDORS_PER_CUT vendors each for vendors of a kilobyte", () => {
    const { vendors: list } = syntheticCatalog(10_000, 3);
    const chunks = chunkVendors(list, CHUNK_BYTES);
    const perChunk = list.length / chunks.length;
    expect(perChunk).toBeGreaterThan(VENDORS_PER_CUT / 2);
    expect(perChunk).toBeLessThan(VENDORS_PER_CUT * 1.5);
  });
});
