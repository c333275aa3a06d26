import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { originResolver, parsePublicUrl, validForwardedHost } from "./public-origin.ts";

describe("public origin resolution", () => {
  it("parsePublicUrl returns the normalised origin, or undefined when unset", () => {
    expect(parsePublicUrl(undefined)).toBeUndefined();
    expect(parsePublicUrl("")).toBeUndefined();
    expect(parsePublicUrl("HTTPS://Grc.Example.com:443/")).toBe("https://grc.example.com");
    expect(parsePublicUrl("http://grc.example.com:8080")).toBe("http://grc.example.com:8080");
  });

  it("a publicUrl wins over every header, trusted or not", () => {
    const resolve = originResolver("https://grc.example.com", 1);
    const request = new Request("http://evil.test/", {
      headers: { "x-forwarded-host": "other.test", forwarded: "host=other.test" },
    });
    expect(resolve(request)).toBe("https://grc.example.com");
  });

  it("accepts DNS names, IPv4 and bracketed IPv6 with ports; rejects everything else", () => {
    for (const host of [
      "a.example",
      "A.Example:8443",
      "192.0.2.1:80",
      "[2001:db8::1]:443",
      "localhost",
    ]) {
      expect(validForwardedHost(host), host).toBe(host.toLowerCase());
    }
    for (const host of ["", "a b", "a/b", "a@b", "a:99999", "-a.example", "a..b", "a_b", "[x]"]) {
      expect(validForwardedHost(host), host).toBeUndefined();
    }
  });

  it("never throws and never yields anything but an http(s) origin, whatever the headers", () => {
    const resolve = originResolver(undefined, 1);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 80 }),
        (host, proto, forwarded) => {
          const headers = new Headers();
          // Headers refuses some characters outright; a runtime never hands those to us.
          try {
            headers.set("x-forwarded-host", host);
            headers.set("x-forwarded-proto", proto);
            headers.set("forwarded", forwarded);
          } catch {
            return;
          }
          const origin = resolve(new Request("http://own.test/", { headers }));
          if (origin !== null) {
            const url = new URL(origin);
            expect(["http:", "https:"]).toContain(url.protocol);
            expect(url.origin).toBe(origin);
            expect(url.pathname).toBe("/");
          }
        },
      ),
    );
  });
});
