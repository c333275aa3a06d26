import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseForwarded } from "./forwarded-header.ts";

const token = fc.stringMatching(/^[a-z0-9.!#$%&'*+^_`|~-]{1,12}$/);
// Printable ASCII: what a quoted-string may carry.
const quotable = fc.string({
  maxLength: 16,
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
});
const quote = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;
const element = fc.dictionary(fc.constantFrom("for", "by", "host", "proto", "x-ext"), quotable, {
  minKeys: 1,
});

describe("the Forwarded header parser (RFC 7239)", () => {
  it("reads elements in order, with token and quoted values", () => {
    expect(
      parseForwarded(
        'for=192.0.2.60;proto=http;by=203.0.113.43, For="[2001:db8:cafe::17]:4711";HOST="a.example:8443"',
      ),
    ).toEqual([
      { for: "192.0.2.60", proto: "http", by: "203.0.113.43" },
      { for: "[2001:db8:cafe::17]:4711", host: "a.example:8443" },
    ]);
  });

  it("keeps commas and semicolons inside quoted values, and unescapes them", () => {
    expect(parseForwarded('host="a,b;c", proto="h\\"t"')).toEqual([
      { host: "a,b;c" },
      { proto: 'h"t' },
    ]);
  });

  it("marks a malformed element null in its place, so hop positions still count", () => {
    expect(parseForwarded("host=a.example, proto, host=b;host=c, host=@@ x, proto=https")).toEqual([
      { host: "a.example" },
      null,
      null,
      null,
      { proto: "https" },
    ]);
  });

  it("reads nothing from a header with an unterminated quote", () => {
    expect(parseForwarded('proto=https, host="evil.test')).toEqual([]);
  });

  it("round-trips any elements written with quoted values", () => {
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 5 }), (elements) => {
        const header = elements
          .map((pairs) =>
            Object.entries(pairs)
              .map(([name, value]) => `${name}=${quote(value)}`)
              .join(";"),
          )
          .join(", ");
        expect(parseForwarded(header)).toEqual(elements);
      }),
    );
  });

  it("round-trips token values unquoted", () => {
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 5 }), (hosts) => {
        const header = hosts.map((host) => `host=${host}`).join(",");
        expect(parseForwarded(header).map((element) => element?.host)).toEqual(hosts);
      }),
    );
  });

  it("never throws, whatever the header", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (header) => {
        const elements = parseForwarded(header);
        expect(Array.isArray(elements)).toBe(true);
      }),
    );
  });
});
