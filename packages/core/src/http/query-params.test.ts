import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureApi } from "../../test/fixture-api.ts";
import { callJson } from "../../test/http-helpers.ts";
import { parseSearchQuery } from "../catalog/search-query.ts";
import { groupParams } from "./query-params.ts";

/** Names that are properties of every plain object. */
const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

describe("groupParams", () => {
  it("keeps every parameter name as its own key, prototype names included", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string()), fc.string()),
          { maxLength: 8 },
        ),
        (pairs) => {
          const grouped = groupParams(new URLSearchParams(pairs), {
            rename: { type: "service_type" },
            splitCommas: new Set(),
          });
          const expected = new Map<string, string[]>();
          for (const [name, value] of pairs) {
            const key = name === "type" ? "service_type" : name;
            expected.set(key, [...(expected.get(key) ?? []), value]);
          }
          expect(Object.getPrototypeOf(grouped)).toBeNull();
          expect(new Map(Object.entries(grouped))).toEqual(expected);
        },
      ),
    );
  });
});

describe("parameters named like Object.prototype properties", () => {
  const api = fixtureApi({ rateLimits: { catalog: { limit: 100_000 } } });
  const endpoints = [
    "/api/v1/search?framework=iso-27001",
    "/api/v1/market?framework=iso-27001",
    "/api/v1/market?dimension=frameworks",
  ];
  for (const name of PROTOTYPE_NAMES) {
    for (const endpoint of endpoints) {
      it(`${endpoint} answers ?${name}=x with 400 UNKNOWN_PARAMETER naming "${name}"`, async () => {
        const { response, body } = await callJson(api, `${endpoint}&${name}=x`);
        expect(response.status).toBe(400);
        expect(body.error.code).toBe("UNKNOWN_PARAMETER");
        expect(body.error.message).toBe(`Unknown query parameter "${name}".`);
      });
    }
  }

  it("reports any unknown name by its own name, on search and market", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...PROTOTYPE_NAMES, "isPrototypeOf", "__defineGetter__"),
          fc.string({ minLength: 1, maxLength: 20 }),
        ),
        fc.constantFrom(...endpoints),
        async (name, endpoint) => {
          fc.pre(
            !/^(framework|region|service_types?|types?|q|limit|dimension|window|days)$/.test(name),
          );
          const query = new URLSearchParams([[name, "x"]]);
          const { response, body } = await callJson(api, `${endpoint}&${query}`);
          expect(response.status).toBe(400);
          expect(body.error.code).toBe("UNKNOWN_PARAMETER");
          expect(body.error.message).toBe(`Unknown query parameter ${JSON.stringify(name)}.`);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("words the same refusal alike for the same code and parameter, whatever else the query holds", () => {
    const refusal = (query: string) => parseSearchQuery(new URLSearchParams(query));
    expect(refusal("limit=0")).toEqual(refusal("framework=iso-27001&limit=99"));
    expect(refusal("region=de&region=")).toEqual(refusal("region="));
    expect(refusal("limit=0")).not.toEqual(refusal("region="));
    expect(refusal("colour=red")).toEqual(refusal("colour=red"));
  });

  it("answers a declared parameter's refusal as one constant per code, made once", () => {
    const refusal = (query: string) => parseSearchQuery(new URLSearchParams(query));
    const first = refusal("limit=0");
    expect(refusal("framework=iso-27001&limit=99")).toBe(first);
    expect(refusal("limit=x")).toBe(first);
    // Another code of the same parameter is another constant.
    expect(refusal("limit=1&limit=2")).not.toBe(first);
    // An unknown name is quoted back: its refusal is made for it alone, never kept.
    expect(refusal("colour=red")).not.toBe(refusal("colour=red"));
  });
});
