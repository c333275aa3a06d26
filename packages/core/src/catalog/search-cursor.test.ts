import { sha256 } from "@noble/hashes/sha2.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toBase64url } from "../crypto/base64url.ts";
import {
  decodeSearchCursor,
  encodeSearchCursor,
  filtersDigest,
  MAX_CURSOR_LENGTH,
  SEARCH_CURSOR_VERSION,
} from "./search-cursor.ts";
import type { TagFilters } from "./search-index.ts";

const ISO_DE: TagFilters = { frameworks: ["iso-27001"], regions: ["de"], serviceTypes: [] };
const ALPHA = { name: "Alpha Assurance", slug: "alpha-assurance" };
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

const slugArb = fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,12}){0,3}$/);
const filtersArb = fc.record({
  frameworks: fc.array(slugArb, { maxLength: 4 }),
  regions: fc.array(slugArb, { maxLength: 4 }),
  serviceTypes: fc.array(slugArb, { maxLength: 4 }),
});
const positionArb = fc.record({
  name: fc.string({ unit: "binary", minLength: 1, maxLength: 200 }),
  slug: slugArb,
});

/** A cursor as `encodeSearchCursor` lays it out, from parts a test chooses. */
function craft(version: number, position: Uint8Array): string {
  const signed = new Uint8Array([version, ...new Uint8Array(8), ...position]);
  return toBase64url(new Uint8Array([...signed, ...sha256(signed).subarray(0, 8)]));
}

describe("search cursors", () => {
  it("read back as the filters and position they were written for, whatever the name", () => {
    fc.assert(
      fc.property(filtersArb, positionArb, (filters, after) => {
        const token = encodeSearchCursor(filters, after);
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeSearchCursor(token)).toEqual({ filters: filtersDigest(filters), after });
      }),
      { numRuns: 500 },
    );
  });

  it("stay within the length read for a 200-character name of any characters and a 200-character slug (the catalog's limits)", () => {
    for (const char of ["a", "é", "€", "語", "😀", '"', "\\", "\u0001"]) {
      const after = { name: char.repeat(200 / char.length), slug: "s".repeat(200) };
      const token = encodeSearchCursor(ISO_DE, after);
      expect(token.length, char).toBeLessThanOrEqual(MAX_CURSOR_LENGTH);
      expect(decodeSearchCursor(token)?.after).toEqual(after);
    }
  });

  it("bind to the canonical filters: order and repeats do not matter, other tags do", () => {
    const digest = filtersDigest(ISO_DE);
    expect(
      filtersDigest({ frameworks: ["iso-27001", "iso-27001"], regions: ["de"], serviceTypes: [] }),
    ).toBe(digest);
    expect(
      filtersDigest({ frameworks: ["soc-2", "iso-27001"], regions: [], serviceTypes: [] }),
    ).toBe(filtersDigest({ frameworks: ["iso-27001", "soc-2"], regions: [], serviceTypes: [] }));
    for (const other of [
      { frameworks: ["iso-27001"], regions: [], serviceTypes: [] },
      { frameworks: ["iso-27001"], regions: ["de", "eu"], serviceTypes: [] },
      { frameworks: [], regions: ["de"], serviceTypes: ["iso-27001"] },
      { frameworks: ["de"], regions: ["iso-27001"], serviceTypes: [] },
    ]) {
      expect(filtersDigest(other), JSON.stringify(other)).not.toBe(digest);
    }
  });

  it("are invalid once any one character is changed, into any other", () => {
    const token = encodeSearchCursor(ISO_DE, ALPHA);
    for (let i = 0; i < token.length; i++) {
      for (const char of `${BASE64URL}+/=.% é`) {
        if (char === token[i]) continue;
        const tampered = token.slice(0, i) + char + token.slice(i + 1);
        expect(decodeSearchCursor(tampered), tampered).toBeNull();
      }
    }
  });

  it("are invalid cut short, lengthened, or padded", () => {
    const token = encodeSearchCursor(ISO_DE, ALPHA);
    for (let end = 0; end < token.length; end++) {
      expect(decodeSearchCursor(token.slice(0, end))).toBeNull();
      expect(decodeSearchCursor(token.slice(token.length - end))).toBeNull();
    }
    for (const more of ["A", "AA", "AAA", "AAAA", "=", "==", " ", "\n", "."]) {
      expect(decodeSearchCursor(token + more), more).toBeNull();
      expect(decodeSearchCursor(more + token), more).toBeNull();
    }
  });

  it("are invalid in another version, or with a position that is not [name, slug] in UTF-8 JSON, even with a matching integrity digest", () => {
    const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const good = json(["Alpha Assurance", "alpha-assurance"]);
    expect(decodeSearchCursor(craft(SEARCH_CURSOR_VERSION, good))?.after).toEqual(ALPHA);
    for (const version of [0, 2, 255]) {
      expect(decodeSearchCursor(craft(version, good)), `version ${version}`).toBeNull();
    }
    for (const position of [
      new Uint8Array(),
      new Uint8Array([0xff, 0xfe, 0x22]),
      new TextEncoder().encode('["Alpha", "alpha"'),
      json(null),
      json({ name: "Alpha", slug: "alpha" }),
      json(["Alpha"]),
      json(["Alpha", "alpha", "more"]),
      json(["", "alpha"]),
      json(["Alpha", ""]),
      json(["Alpha", 7]),
      json("Alpha"),
    ]) {
      expect(decodeSearchCursor(craft(SEARCH_CURSOR_VERSION, position))).toBeNull();
    }
  });

  it("are refused unread beyond MAX_CURSOR_LENGTH, however well formed", () => {
    const long = craft(
      SEARCH_CURSOR_VERSION,
      new TextEncoder().encode(JSON.stringify(["a".repeat(1600), "b"])),
    );
    expect(long.length).toBeGreaterThan(MAX_CURSOR_LENGTH);
    expect(decodeSearchCursor(long)).toBeNull();
    expect(decodeSearchCursor("A".repeat(100_000))).toBeNull();
  });

  it("never throw: any other string, of any length and alphabet, is no cursor", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 2000 }),
          fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 1100 }),
          fc.uint8Array({ maxLength: 800 }).map(toBase64url),
        ),
        (token) => {
          expect(decodeSearchCursor(token)).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
