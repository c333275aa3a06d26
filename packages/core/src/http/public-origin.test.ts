import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  atPublicOrigin,
  originResolver,
  parsePublicUrl,
  validForwardedHost,
} from "./public-origin.ts";

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

  it("puts any request's path, query and fragment at the public origin, as setting its parts does", () => {
    /** The way it was done before: protocol, host and port set on the parsed URL. */
    const bySetters = (url: URL, origin: string) => {
      const moved = new URL(url.href);
      const { protocol, hostname, port } = new URL(origin);
      moved.protocol = protocol;
      moved.hostname = hostname;
      moved.port = port;
      return moved.href;
    };
    const segment = fc.constantFrom(
      "",
      "a",
      "..",
      ".",
      "%2e%2e",
      "%2E",
      "evil.test",
      "@x",
      ":80",
      "\\",
      "é",
      "%",
      "a b",
    );
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 6 }),
        fc.string(),
        fc.constantFrom(
          "https://grc.example.com",
          "http://grc.example.com:8080",
          "https://[2001:db8::1]",
        ),
        (segments, query, origin) => {
          const url = new URL(`http://127.0.0.1:8787/${segments.join("/")}?${query}#${query}`);
          const moved = atPublicOrigin(url, origin);
          expect(moved.href).toBe(bySetters(url, origin));
          expect(moved.origin).toBe(origin);
        },
      ),
      { numRuns: 500 },
    );
    // A path that looks like an authority stays a path.
    const sneaky = new URL("http://127.0.0.1:8787//evil.test/x");
    expect(atPublicOrigin(sneaky, "https://grc.example.com").href).toBe(
      "https://grc.example.com//evil.test/x",
    );
    const own = new URL("http://127.0.0.1:8787/a");
    expect(atPublicOrigin(own, null)).toBe(own);
  });
});
