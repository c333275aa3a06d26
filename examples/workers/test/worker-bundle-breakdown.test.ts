import { describe, expect, it } from "vitest";
import { workerBundleBreakdown } from "./worker-bundle-breakdown.ts";

/**
 * Packages the Worker once carried and no longer needs at run time: every Redis command's
 * class (the lean REST client replaces it), the JSON Schema converter (the OpenAPI
 * schemas are derived at build time), and `@upstash/ratelimit`'s analytics (aliased to a
 * stand-in: the limiter never turns them on).
 */
const LEFT_OUT = [
  "@upstash/redis",
  "@valibot/to-json-schema",
  "uncrypto",
  "@upstash/core-analytics",
  "core/package.json",
];

describe("what the Worker script carries", () => {
  it.each([
    ["index", ["openai"]],
    ["without-openai", []],
  ] as const)(
    "the %s Worker carries no build-time or unused package",
    async (entry, extra) => {
      const { parts } = await workerBundleBreakdown(entry);
      const names = parts.map((part) => part.name);
      for (const name of LEFT_OUT) expect(names, name).not.toContain(name);
      expect(names).toEqual(
        expect.arrayContaining(["valibot", "fastest-levenshtein", "core/src/upstash", ...extra]),
      );
      if (entry === "without-openai") expect(names).not.toContain("openai");
    },
    60_000,
  );

  it.each(["index", "without-openai"] as const)(
    "the %s Worker carries none of the site files it reads from ASSETS, nor the OpenAPI document's prose",
    async (entry) => {
      const { inputs } = await workerBundleBreakdown(entry);
      const embedded =
        /site\/(assets|chat-script|embedded-site-files|openapi|openapi-texts)\.ts$|openapi-schemas\.generated\.json$/;
      expect(inputs.filter((input) => embedded.test(input))).toEqual([]);
    },
    60_000,
  );
});
