import { describe, expect, it } from "vitest";
import { parseOptions } from "../options/parse-options.ts";
import { apiFromConfig, optionsFromConfig } from "./api-from-config.ts";
import { ConfigError, readApiConfig } from "./read-config.ts";

const quiet = { logger: { warn() {}, error() {} }, clientIp: () => "203.0.113.7" };

describe("AI_ALLOWED_ORIGINS", () => {
  it("is unset by default: Ask AI answers browsers on the deployment's own origin only", () => {
    expect(readApiConfig({}).AI_ALLOWED_ORIGINS).toBeUndefined();
    expect(parseOptions(optionsFromConfig(readApiConfig({}))).ai.allowedOrigins).toBeUndefined();
  });

  it.each([
    ["*", "*"],
    [
      " https://www.example.com,https://example.com ",
      ["https://www.example.com", "https://example.com"],
    ],
    ["http://localhost:3000,", ["http://localhost:3000"]],
  ])("reads %j as the option %j", (text, option) => {
    const options = parseOptions(optionsFromConfig(readApiConfig({ AI_ALLOWED_ORIGINS: text })));
    expect(options.ai.allowedOrigins).toEqual(option);
  });

  it.each([
    "www.example.com",
    "https://example.com/chat",
    "https://*.example.com",
    "*,https://example.com",
    "https://example.com; https://other.example",
  ])("refuses %j at start-up with a ConfigError naming the variable", (AI_ALLOWED_ORIGINS) => {
    expect(() => readApiConfig({ AI_ALLOWED_ORIGINS })).toThrow(ConfigError);
    expect(() => readApiConfig({ AI_ALLOWED_ORIGINS })).toThrow(
      /AI_ALLOWED_ORIGINS must be "\*" or comma-separated origins/,
    );
  });

  it("reaches the API built from the settings", async () => {
    const api = apiFromConfig(
      readApiConfig({ AI_ALLOWED_ORIGINS: "https://www.example.com" }),
      quiet,
    );
    const preflight = (origin: string) =>
      api.fetch(
        new Request("http://directory.test/api/ai-search", {
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": "POST" },
        }),
      );
    expect(
      (await preflight("https://www.example.com")).headers.get("access-control-allow-origin"),
    ).toBe("https://www.example.com");
    expect(
      (await preflight("https://other.example")).headers.get("access-control-allow-origin"),
    ).toBeNull();
  });
});
