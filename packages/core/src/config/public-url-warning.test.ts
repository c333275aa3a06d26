import { describe, expect, it } from "vitest";
import { publicUrlWarning } from "./public-url-warning.ts";

describe("the start-up warning about PUBLIC_URL", () => {
  it.each(["0.0.0.0", "::", "[::]", "192.0.2.10", "10.0.0.5", "example.com", "2001:db8::1"])(
    "warns when a server listens on %s without PUBLIC_URL",
    (HOST) => {
      expect(publicUrlWarning({ HOST })).toMatch(/PUBLIC_URL/);
      expect(publicUrlWarning({ HOST })).toContain(HOST);
    },
  );

  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "localhost",
    "api.localhost",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
  ])("stays quiet on the loopback address %s", (HOST) => {
    expect(publicUrlWarning({ HOST })).toBeNull();
  });

  it("stays quiet when PUBLIC_URL is set", () => {
    expect(publicUrlWarning({ HOST: "0.0.0.0", PUBLIC_URL: "https://grc.example.com" })).toBeNull();
  });
});
