import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentEncoded, readableUtf8 } from "../../test/utf8-bytes.ts";
import { malformedQuery, malformedQueryPart } from "./malformed-query.ts";

/** Text with no U+FFFD, which this API never reads in a name or value. */
const readable = fc.string({ unit: "grapheme" }).filter((text) => !text.includes("\uFFFD"));

describe("malformedQueryPart", () => {
  it.each([
    ["?framework=%zz", "framework=%zz"],
    ["?framework=%E0%A4%A", "framework=%E0%A4%A"],
    ["?market=%ff", "market=%ff"],
    ["?q=100%", "q=100%"],
    ["?a=1&%C0%AF=x", "%C0%AF=x"],
    ["?q=%ED%A0%80", "q=%ED%A0%80"],
    ["?q=%EF%BF%BD", "q=%EF%BF%BD"],
  ])("finds %s malformed, naming the pair as sent", (search, part) => {
    expect(malformedQueryPart(search)).toBe(part);
  });

  it.each(["", "?", "?framework=iso-27001", "?q=caf%C3%A9+in+M%C3%BCnchen", "?q=%25", "?q=a+b&"])(
    "reads %s as well formed",
    (search) => {
      expect(malformedQueryPart(search)).toBeUndefined();
    },
  );

  it("reads every query string URLSearchParams writes as well formed", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(readable, readable)), (pairs) => {
        const search = `?${new URLSearchParams(pairs)}`;
        expect(malformedQueryPart(search)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it("finds any byte string that is not UTF-8, percent-encoded byte by byte, malformed", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const part = malformedQueryPart(`?q=${percentEncoded(bytes)}`);
        expect(part === undefined).toBe(readableUtf8(bytes));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("malformedQuery", () => {
  it("is a 400 MALFORMED_QUERY that quotes the pair as sent, in ASCII, and says how to encode", () => {
    const error = malformedQuery("?framework=%E0%A4%A");
    expect(error).toMatchObject({ status: 400, code: "MALFORMED_QUERY" });
    expect(error?.message).toContain('"framework=%E0%A4%A"');
    expect(error?.message).not.toContain("\uFFFD");
    expect(error?.hint).toMatch(/%25/);
  });

  it("cuts a long pair to 100 characters", () => {
    const error = malformedQuery(`?q=${"a".repeat(500)}%zz`);
    expect(error?.message.length).toBeLessThan(200);
  });
});
