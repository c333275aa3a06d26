import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

const ipv4 = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
  .map((parts) => parts.join("."));
const port = fc.integer({ min: 0, max: 65535 });
const group = fc.nat(0xffff).map((n) => n.toString(16));
/** A global IPv6 address written out in full, as eight groups. */
const ipv6Groups = fc.tuple(
  fc.integer({ min: 0x2000, max: 0x3fff }).map((n) => n.toString(16)),
  ...Array.from({ length: 7 }, () => group),
);

describe("clientKey", () => {
  it("keys an IPv4 address as itself, with or without a port or the IPv4-mapped IPv6 forms", () => {
    fc.assert(
      fc.property(ipv4, port, (address, p) => {
        const [a, b, c, d] = address.split(".").map(Number) as [number, number, number, number];
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        for (const form of [
          address,
          ` ${address} `,
          `${address}:${p}`,
          `::ffff:${address}`,
          `::FFFF:${address}`,
          `[::ffff:${address}]:${p}`,
          `::ffff:${hex}`,
          `0:0:0:0:0:ffff:${hex}`,
        ]) {
          expect(clientKey(form), form).toBe(address);
        }
      }),
    );
  });

  it("keys every address of an IPv6 /64 the same, whatever the port, zone or spelling", () => {
    fc.assert(
      fc.property(ipv6Groups, ipv6Groups, port, (a, b, p) => {
        const first = [...a.slice(0, 4), ...a.slice(4)].join(":");
        const second = [...a.slice(0, 4), ...b.slice(4)].join(":");
        const key = clientKey(first);
        expect(key).toMatch(/\/64$/);
        expect(clientKey(second)).toBe(key);
        expect(clientKey(`[${second}]:${p}`)).toBe(key);
        expect(clientKey(`${second.toUpperCase()}%eth0`)).toBe(key);
      }),
    );
  });

  it("keys addresses of different /64s apart", () => {
    fc.assert(
      fc.property(ipv6Groups, ipv6Groups, (a, b) => {
        fc.pre(a.slice(0, 4).some((g, i) => parseInt(g, 16) !== parseInt(b[i] as string, 16)));
        expect(clientKey(a.join(":"))).not.toBe(clientKey(b.join(":")));
      }),
    );
  });

  it("writes the /64 in canonical form", () => {
    expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0000:0000:aaaa::1")).toBe("2001:db8::/64");
    expect(clientKey("[2001:db8::1]:443")).toBe("2001:db8::/64");
    expect(clientKey("::1")).toBe("::/64");
    expect(clientKey("fe80::1%25eth0")).toBe("fe80::/64");
  });

  it("gives no key for anything that is not an IP address, and never throws", () => {
    for (const junk of [
      "",
      "unknown",
      "1.2.3",
      "1.2.3.4.5",
      "256.1.1.1",
      "01.2.3.4",
      "1.2.3.4:99999",
      "1.2.3.4:",
      "1:2:3:4:5:6:7:8:9",
      "::1]/x[",
      "[::1",
      "2001:db8::g",
      "example.com",
      "example.com:80",
      "1::2::3",
    ]) {
      expect(clientKey(junk), junk).toBeUndefined();
    }
    expect(clientKey(undefined)).toBeUndefined();
    expect(clientKey(null)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const key = clientKey(text);
        if (key !== undefined) expect(clientKey(key.replace(/\/64$/, "1"))).toBeDefined();
      }),
    );
  });
});
