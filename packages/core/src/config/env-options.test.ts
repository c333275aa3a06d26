import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { optionDefaults, parseOptions } from "../options/parse-options.ts";
import { optionsFromConfig } from "./api-from-config.ts";
import { ENV_OPTIONS, type OptionSetting, valueAt } from "./env-options.ts";
import { ApiEnvSchema } from "./env-schema.ts";
import { ConfigError, readApiConfig } from "./read-config.ts";

const SETTINGS = Object.entries(ENV_OPTIONS) as [OptionSetting, string][];

/** A value each setting accepts, as its text, and what the option then is. */
const SET: Record<OptionSetting, [string, unknown]> = {
  PUBLIC_URL: ["https://grc.example.com", "https://grc.example.com"],
  TRUST_PROXY: ["2", 2],
  CATALOG_RATE_LIMIT: ["7", 7],
  CATALOG_RATE_WINDOW_SECONDS: ["30", 30],
  PAGE_RATE_LIMIT: ["9", 9],
  PAGE_RATE_WINDOW_SECONDS: ["45", 45],
  MARKET_DEMO_DATA: ["true", true],
  MARKET_TIMEOUT_MS: ["900", 900],
  INTEREST_SECRET: ["interest-secret-0123456789", "interest-secret-0123456789"],
  AI_ENABLED: ["false", false],
  AI_ALLOWED_ORIGINS: [
    "https://www.example.com, https://Example.com:443/",
    ["https://www.example.com", "https://example.com"],
  ],
  AI_TOKEN_SECRET: ["token-secret-0123456789", "token-secret-0123456789"],
  AI_TIMEOUT_MS: ["5000", 5000],
  AI_RATE_LIMIT_PER_MINUTE: ["3", 3],
  AI_SESSION_LIMIT_PER_HOUR: ["4", 4],
  AI_MAX_TURNS: ["5", 5],
  AI_MAX_STREAMS: ["6", 6],
  AI_DAILY_TOKEN_BUDGET: ["250000", 250000],
  SITE_NAME: ["Acme GRC", "Acme GRC"],
  FAST_TRACK_PRICE: ["USD 100", "USD 100"],
  SUBMISSION_URL: ["mailto:listings@acme.example", "mailto:listings@acme.example"],
  CATALOG_SHA256: ["a".repeat(64), "a".repeat(64)],
};

describe("settings that set createApi options", () => {
  it.each(SETTINGS)("%s is a setting every runtime reads, and %s an option", (name, path) => {
    expect(Object.keys(ApiEnvSchema.entries)).toContain(name);
    const [text, value] = SET[name];
    expect(valueAt(parseOptions(optionsFromConfig(readApiConfig({ [name]: text }))), path)).toEqual(
      value,
    );
  });

  it.each(SETTINGS)("%s defaults to the default of %s", (name, path) => {
    const config: Record<string, unknown> = readApiConfig({});
    expect(config[name]).toEqual(valueAt(optionDefaults(), path));
  });

  it("leaves an option that is not set to its own default", () => {
    const options = optionsFromConfig(readApiConfig({}));
    expect(options.publicUrl).toBeUndefined();
    expect(options.site?.submissionUrl).toBeUndefined();
    expect(parseOptions(options)).toEqual(optionDefaults());
  });

  it("carries any count a setting accepts to its option unchanged, and refuses the others up front", () => {
    const counts = SETTINGS.filter(([name]) => typeof SET[name][1] === "number");
    fc.assert(
      fc.property(
        fc.constantFrom(...counts),
        fc.integer({ min: 0, max: 1_000_000 }),
        ([name, path], n) => {
          let config: ReturnType<typeof readApiConfig>;
          try {
            config = readApiConfig({ [name]: String(n) });
          } catch (error) {
            expect(error).toBeInstanceOf(ConfigError);
            return;
          }
          expect(valueAt(parseOptions(optionsFromConfig(config)), path)).toBe(n);
        },
      ),
    );
  });
});
