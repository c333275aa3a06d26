import { describe, expect, it } from "vitest";
import { parseAllowedOrigins } from "./allowed-origins.ts";

describe("parseAllowedOrigins", () => {
  it("is undefined when not set, and * alone", () => {
    expect(parseAllowedOrigins(undefined)).toBeUndefined();
    expect(parseAllowedOrigins("*")).toBe("*");
    expect(parseAllowedOrigins([" * "])).toBe("*");
  });

  it("takes an array or a comma-separated string, as browsers write origins", () => {
    expect(parseAllowedOrigins(["https://www.example.com", "http://localhost:3000"])).toEqual([
      "https://www.example.com",
      "http://localhost:3000",
    ]);
    expect(
      parseAllowedOrigins(" https://WWW.Example.com/ ,https://example.com:443,,http://[::1]:8080"),
    ).toEqual(["https://www.example.com", "https://example.com", "http://[::1]:8080"]);
    expect(parseAllowedOrigins("https://a.example,https://a.example")).toEqual([
      "https://a.example",
    ]);
    expect(parseAllowedOrigins([])).toEqual([]);
  });

  it.each([
    "www.example.com",
    "ftp://example.com",
    "https://example.com/chat",
    "https://example.com/?a=1",
    "https://example.com#top",
    "https://user:pw@example.com",
    "https://*.example.com",
    "null",
  ])("refuses %j with a TypeError naming the option and the entry", (entry) => {
    expect(() => parseAllowedOrigins(`https://ok.example,${entry}`)).toThrow(TypeError);
    expect(() => parseAllowedOrigins([entry])).toThrow(
      `ai.allowedOrigins (AI_ALLOWED_ORIGINS): ${JSON.stringify(entry)} is not an origin`,
    );
  });

  it("refuses * among origins, and values that are not text", () => {
    expect(() => parseAllowedOrigins("*,https://example.com")).toThrow(/stands alone/);
    expect(() => parseAllowedOrigins(true)).toThrow(TypeError);
    expect(() => parseAllowedOrigins(["https://example.com", 3])).toThrow(
      /must be "\*" or a list of origins/,
    );
  });
});
