import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCatalogStream } from "./catalog-stream.ts";
import { ConfigError } from "./read-config.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The text's UTF-8 bytes cut at the given offsets (a multi-byte character may be cut too). */
async function* bytesCut(text: string, cuts: readonly number[]): AsyncGenerator<Uint8Array> {
  const bytes = encoder.encode(text);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const at = Math.min(cut, bytes.length);
    if (at <= from) continue;
    yield bytes.subarray(from, at);
    from = at;
  }
  yield bytes.subarray(from);
}

const parsed = (text: string, cuts: readonly number[] = []) =>
  parseCatalogStream(bytesCut(text, cuts), "catalog.json");

/** What reading the whole text gives: the document, or that it is no JSON. */
function wholeReading(text: string): { document: unknown } | "not JSON" {
  try {
    return { document: JSON.parse(text) };
  } catch {
    return "not JSON";
  }
}

async function streamedReading(
  text: string,
  cuts: readonly number[],
): Promise<{ document: unknown } | "not JSON"> {
  try {
    return { document: await parsed(text, cuts) };
  } catch (error) {
    if (error instanceof ConfigError) return "not JSON";
    throw error;
  }
}

const vendor = fc.record({
  name: fc.string({ unit: "grapheme", maxLength: 12 }),
  slug: fc.string({ maxLength: 8 }),
  frameworks: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  nested: fc.jsonValue({ maxDepth: 2 }),
});

const catalogLike = fc.record({
  directory: fc.string({ unit: "grapheme", maxLength: 10 }),
  vendors: fc.array(vendor, { maxLength: 6 }),
  taxonomy: fc.jsonValue({ maxDepth: 2 }),
});

describe("reading a catalog document as a stream", () => {
  it("gives what JSON.parse of the whole text gives, however the bytes are cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogLike,
        fc.array(fc.nat({ max: 400 }), { maxLength: 12 }),
        fc.boolean(),
        async (document, cuts, pretty) => {
          const text = JSON.stringify(document, null, pretty ? 2 : undefined);
          expect(await parsed(text, cuts)).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  it("gives what JSON.parse gives for any JSON value, catalog or not", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.array(fc.nat({ max: 200 }), { maxLength: 6 }),
        async (value, cuts) => {
          const text = JSON.stringify(value) ?? "null";
          expect(await parsed(text, cuts)).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  it("refuses a text exactly when JSON.parse does, and reads the rest alike", async () => {
    // Catalog-like texts with a character taken out, doubled or replaced: mostly no JSON.
    const damaged = fc
      .tuple(
        catalogLike,
        fc.nat(),
        fc.constantFrom("", ",", "]", "[", "}", "{", '"', ":", "\\", " "),
      )
      .map(([document, at, put]) => {
        const text = JSON.stringify(document);
        const i = at % (text.length + 1);
        // As a file holds it: a surrogate cut from its pair is U+FFFD once written as UTF-8.
        return decoder.decode(encoder.encode(text.slice(0, i) + put + text.slice(i + 1)));
      });
    await fc.assert(
      fc.asyncProperty(
        damaged,
        fc.array(fc.nat({ max: 300 }), { maxLength: 6 }),
        async (text, cuts) => {
          expect(await streamedReading(text, cuts)).toEqual(wholeReading(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("refuses a vendors array with a comma and no value beside it", async () => {
    for (const vendors of ["[,{}]", "[{},]", "[{},,{}]", "[,]"]) {
      const text = `{"directory":"d","vendors":${vendors}}`;
      expect(wholeReading(text)).toBe("not JSON");
      await expect(parsed(text)).rejects.toThrow(ConfigError);
    }
  });

  it("names the vendor whose text is no JSON", async () => {
    await expect(parsed('{"vendors":[{"name":"a"},{"name":b}]}')).rejects.toThrow(
      /CATALOG_FILE catalog\.json is not JSON: vendors\[1\]: /,
    );
  });

  it("reads the last of two vendors keys, as JSON.parse does", async () => {
    for (const text of [
      '{"vendors":[{"a":1}],"vendors":[{"b":2},{"c":3}]}',
      '{"vendors":[{"a":1}],"vendors":5}',
      '{"vendors":7,"vendors":[{"a":1}]}',
      '{"vendors":[{"a":1}],"vendors":[]}',
    ]) {
      expect(await parsed(text)).toEqual(JSON.parse(text));
    }
  });

  it("keeps a vendors key below the top level, or spelt with an escape, as it is", async () => {
    const text = '{"x":{"vendors":[1,2]},"vendor\\u0073":[{"a":"b"}]}';
    expect(await parsed(text, [5, 17, 30])).toEqual(JSON.parse(text));
  });

  it("reads a text that begins with a byte-order mark", async () => {
    expect(await parsed('\uFEFF{"vendors":[{"a":1}]}')).toEqual({ vendors: [{ a: 1 }] });
  });
});
