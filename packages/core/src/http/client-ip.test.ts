import { describe, expect, it } from "vitest";
import { forwardedFor, headerAddress, keyedClientIp, socketAddress } from "./client-ip.ts";

const request = (headers: Record<string, string>) => new Request("http://x.test/", { headers });

describe("client IP resolvers", () => {
  it("socketAddress reads the adapter's connection address", () => {
    expect(
      socketAddress(request({ "x-forwarded-for": "1.1.1.1" }), { clientAddress: "10.0.0.1" }),
    ).toBe("10.0.0.1");
  });

  it("forwardedFor trusts exactly the configured number of proxies", () => {
    const spoofed = request({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" });
    expect(forwardedFor(1)(spoofed, { clientAddress: "10.0.0.3" })).toBe("10.0.0.2");
    expect(forwardedFor(2)(spoofed, { clientAddress: "10.0.0.3" })).toBe("203.0.113.5");
    expect(forwardedFor(5)(spoofed, { clientAddress: "10.0.0.3" })).toBe("10.0.0.3");
    expect(forwardedFor(0)(spoofed, { clientAddress: "10.0.0.3" })).toBe("10.0.0.3");
    expect(forwardedFor(1)(request({}), { clientAddress: "10.0.0.3" })).toBe("10.0.0.3");
  });

  it("headerAddress reads an edge header and falls back to the socket", () => {
    const resolve = headerAddress("cf-connecting-ip");
    expect(resolve(request({ "cf-connecting-ip": "198.51.100.4" }), {})).toBe("198.51.100.4");
    expect(resolve(request({}), { clientAddress: "10.0.0.1" })).toBe("10.0.0.1");
  });

  it("forwardedFor and headerAddress ignore a value that is not an IP and use the socket", () => {
    const context = { clientAddress: "10.0.0.3" };
    for (const junk of ["unknown", "_hidden", "1.2.3.4.5", "<script>"]) {
      expect(forwardedFor(1)(request({ "x-forwarded-for": `1.1.1.1, ${junk}` }), context)).toBe(
        "10.0.0.3",
      );
      expect(
        headerAddress("cf-connecting-ip")(request({ "cf-connecting-ip": junk }), context),
      ).toBe("10.0.0.3");
    }
    expect(forwardedFor(1)(request({ "x-forwarded-for": "[2001:db8::1]:443" }), context)).toBe(
      "[2001:db8::1]:443",
    );
  });

  it("keyedClientIp reduces any resolver's answer to the client's key", () => {
    const resolve = keyedClientIp(socketAddress);
    expect(resolve(request({}), { clientAddress: "::ffff:5.5.5.5" })).toBe("5.5.5.5");
    expect(resolve(request({}), { clientAddress: "2001:db8:1:2::99" })).toBe("2001:db8:1:2::/64");
    expect(resolve(request({}), { clientAddress: "not-an-ip" })).toBeUndefined();
    expect(keyedClientIp(() => "5.5.5.5:80")(request({}), {})).toBe("5.5.5.5");
  });
});
