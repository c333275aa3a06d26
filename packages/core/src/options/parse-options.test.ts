import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import { memorySecretSource } from "../memory/memory-secret-source.ts";
import { optionDefaults, parseOptions } from "./parse-options.ts";

/** Every option that is a count or a duration, as a path and the options that set it. */
const COUNTS: [string, (value: unknown) => unknown][] = [
  ["rateLimits.catalog.limit", (limit) => ({ rateLimits: { catalog: { limit } } })],
  ["rateLimits.catalog.windowSeconds", (w) => ({ rateLimits: { catalog: { windowSeconds: w } } })],
  ["rateLimits.pages.limit", (limit) => ({ rateLimits: { pages: { limit } } })],
  ["rateLimits.pages.windowSeconds", (w) => ({ rateLimits: { pages: { windowSeconds: w } } })],
  ["market.timeoutMs", (timeoutMs) => ({ market: { timeoutMs } })],
  ["ai.tokenTtlSeconds", (tokenTtlSeconds) => ({ ai: { tokenTtlSeconds } })],
  ["ai.limits.perIpPerMinute", (n) => ({ ai: { limits: { perIpPerMinute: n } } })],
  ["ai.limits.perSessionPerHour", (n) => ({ ai: { limits: { perSessionPerHour: n } } })],
  ["ai.limits.turnsPerConversation", (n) => ({ ai: { limits: { turnsPerConversation: n } } })],
  ["ai.limits.concurrentStreams", (n) => ({ ai: { limits: { concurrentStreams: n } } })],
  ["ai.heartbeatMs", (heartbeatMs) => ({ ai: { heartbeatMs } })],
  ["ai.idleTimeoutMs", (idleTimeoutMs) => ({ ai: { idleTimeoutMs } })],
];

const valueAt = (path: string, options: unknown) =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], options);

describe("the options' defaults", () => {
  it("are the limits, timeouts and names the API has always had", () => {
    expect(optionDefaults()).toEqual({
      basePath: "",
      trustProxy: 0,
      rateLimits: {
        catalog: { limit: 120, windowSeconds: 60 },
        pages: { limit: 300, windowSeconds: 60 },
      },
      market: { demoData: false, timeoutMs: 1500 },
      deprecations: {},
      site: { name: "GRC Directory", fastTrackPrice: "EUR 490" },
      telemetry: {},
      freeText: {
        typoTolerance: {
          minWordSizeForTypos: { oneTypo: 5, twoTypos: 8 },
          minWordSizeForPlaces: 7,
          minWordSizeInPhrase: 3,
          minPlacePopulation: 100_000,
        },
        commonWordPlaces: "capitalised",
      },
      ai: {
        enabled: true,
        tokenTtlSeconds: 7200,
        limits: {
          perIpPerMinute: 10,
          perSessionPerHour: 30,
          turnsPerConversation: 20,
          concurrentStreams: 20,
        },
        heartbeatMs: 15_000,
        idleTimeoutMs: 30_000,
      },
    });
  });

  it("fill what is not given and keep what is", () => {
    const options = parseOptions({ rateLimits: { pages: { limit: 5 } }, ai: { limits: {} } });
    expect(options.rateLimits).toEqual({
      catalog: { limit: 120, windowSeconds: 60 },
      pages: { limit: 5, windowSeconds: 60 },
    });
    expect(options.ai.limits.turnsPerConversation).toBe(20);
  });

  it("hand ports over as they are, not copies", () => {
    const store = memoryInterestStore();
    const secret = memorySecretSource();
    const options = parseOptions({ market: { store, clientSecret: secret } });
    expect(options.market.store).toBe(store);
    expect(options.market.clientSecret).toBe(secret);
    expect(parseOptions({ market: { store: null } }).market.store).toBe(null);
    expect(() => parseOptions({ market: { store: "redis" } })).toThrow(
      new TypeError("market.store must be a InterestStore (an object) or null"),
    );
  });
});

describe("a count or duration option", () => {
  it.each(COUNTS)("%s takes any positive whole number", (path, set) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(valueAt(path, parseOptions(set(value)))).toBe(value);
      }),
    );
  });

  it.each(COUNTS)("%s refuses any other number with a RangeError naming it", (path, set) => {
    const notPositiveWhole = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, Number.NaN),
    );
    fc.assert(
      fc.property(notPositiveWhole, (value) => {
        expect(() => parseOptions(set(value))).toThrow(RangeError);
        expect(() => parseOptions(set(value))).toThrow(
          `${path} must be a positive whole number, got ${value}`,
        );
      }),
    );
  });

  it.each(COUNTS)("%s refuses a value of another type with a TypeError naming it", (path, set) => {
    expect(() => parseOptions(set("5"))).toThrow(TypeError);
    expect(() => parseOptions(set("5"))).toThrow(`${path} must be a positive whole number, got 5`);
  });
});

describe("the errors of other options", () => {
  it("throws the parsers' own TypeErrors for basePath, publicUrl, trustProxy and site.submissionUrl", () => {
    expect(() => parseOptions({ basePath: "dir" })).toThrow(/^basePath must be a path prefix/);
    expect(() => parseOptions({ publicUrl: "https://x.test/p" })).toThrow(
      /^publicUrl \(PUBLIC_URL\) must be an absolute http or https origin/,
    );
    expect(() => parseOptions({ trustProxy: 11 })).toThrow(/^trustProxy \(TRUST_PROXY\) must be/);
    expect(() => parseOptions({ site: { submissionUrl: "ftp://x.test" } })).toThrow(
      /^site\.submissionUrl must be an https:\/\/ URL or a mailto: address/,
    );
    for (const options of [
      { basePath: "dir" },
      { publicUrl: "https://x.test/p" },
      { trustProxy: 11 },
      { site: { submissionUrl: "ftp://x.test" } },
    ]) {
      expect(() => parseOptions(options)).toThrow(TypeError);
    }
  });

  it("gives parsed values: no prefix for /, an origin for a URL", () => {
    const options = parseOptions({ basePath: "/", publicUrl: "HTTPS://GRC.Example.com:443/" });
    expect(options.basePath).toBe("");
    expect(options.publicUrl).toBe("https://grc.example.com");
  });

  it("refuses a short token secret with a RangeError, and a secret of another kind with a TypeError", () => {
    expect(() => parseOptions({ ai: { tokenSecret: "short" } })).toThrow(
      new RangeError("ai.tokenSecret must be at least 16 characters"),
    );
    expect(() => parseOptions({ ai: { tokenSecret: 42 } })).toThrow(TypeError);
    expect(parseOptions({ ai: { tokenSecret: "0123456789abcdef" } }).ai.tokenSecret).toBe(
      "0123456789abcdef",
    );
  });

  it("refuses bad deprecations with the RangeError that lists them", () => {
    expect(() => parseOptions({ deprecations: { "/api/search": { sunset: "x" } } })).toThrow(
      RangeError,
    );
    expect(() => parseOptions({ deprecations: { "/api/search": { sunset: "x" } } })).toThrow(
      /^Invalid deprecations:/,
    );
  });

  it("refuses a value of the wrong type with a TypeError naming the option and what it takes", () => {
    expect(() => parseOptions({ ai: { enabled: "yes" } })).toThrow(
      new TypeError('ai.enabled must be boolean, got "yes"'),
    );
    expect(() => parseOptions({ logger: "console" })).toThrow(
      new TypeError("logger must be a Logger (an object)"),
    );
    expect(() => parseOptions({ clientIp: {} })).toThrow(TypeError);
    expect(() => parseOptions({ rateLimits: 5 })).toThrow(TypeError);
  });
});
