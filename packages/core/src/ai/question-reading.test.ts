import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { AiMessageSchema } from "./ai-request.ts";
import { catalogNames } from "./catalog-names.ts";
import { questionSignals } from "./question-signals.ts";
import { vendorInFocus } from "./vendor-focus.ts";
import { vendorNameGuard } from "./vendor-name-guard.ts";

const vendors = sampleCatalog().catalog.vendors;
const names = vendors.map((vendor) => vendor.name);
const known = catalogNames(names);
const industries = new Set(vendors.flatMap((vendor) => vendor.industrySpecialization));
const languages = new Set(vendors.flatMap((vendor) => vendor.supportedLanguages));

describe("question signals", () => {
  it("reads sizes, industries and languages in en, de, fr and es wording", () => {
    expect(questionSignals("German-speaking consultant for a fintech startup")).toEqual({
      sizes: ["startup"],
      industries: ["Fintech"],
      languages: ["German"],
    });
    expect(questionSignals("KMU im Gesundheitswesen, Beratung auf Deutsch")).toMatchObject({
      sizes: ["smb"],
      industries: ["Healthcare"],
      languages: ["German"],
    });
    expect(questionSignals("une PME qui parle espagnol")).toMatchObject({
      sizes: ["smb"],
      languages: ["Spanish"],
    });
    expect(questionSignals("empresa con 5.000 empleados")).toMatchObject({ sizes: ["enterprise"] });
  });

  it("does not read a country or people as a language", () => {
    expect(questionSignals("a German company in Germany").languages).toEqual([]);
  });

  it("only ever answers catalog values, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const signals = questionSignals(text);
        for (const size of signals.sizes)
          expect(["startup", "smb", "mid-market", "enterprise"]).toContain(size);
        for (const industry of signals.industries) expect(industries.has(industry)).toBe(true);
        for (const language of signals.languages) expect(languages.has(language)).toBe(true);
      }),
    );
  });
});

describe("vendor in focus", () => {
  it("finds nothing for text that does not ask about one vendor", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 120 }), (text) => {
        const found = vendorInFocus(text, known);
        expect(found === null || (found >= 0 && found < names.length)).toBe(true);
      }),
    );
    expect(vendorInFocus("tell me more about ISO 27001", known)).toBeNull();
  });

  it("finds every catalog vendor by its whole name, in any case", () => {
    for (const [position, name] of names.entries()) {
      const found = vendorInFocus(`Tell me more about ${name.toUpperCase()}`, known);
      expect(names[found ?? -1]).toBe(names[position]);
    }
  });
});

describe("vendor name guard", () => {
  const forbidden = "Bluepeak Cyber GmbH";
  const allowed = names.filter((name) => name !== forbidden).slice(0, 3);
  const answer = `- ${allowed[0]} fits.\n- So does ${forbidden}.\nCheck scope.`;

  it("withholds the same lines however the text is split into pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(answer.length), { maxLength: 8 }), (cuts) => {
        const points = [...new Set([0, ...cuts, answer.length])].sort((a, b) => a - b);
        const guard = vendorNameGuard(known, allowed);
        let out = "";
        for (let i = 1; i < points.length; i++)
          out += guard.push(answer.slice(points[i - 1], points[i]));
        out += guard.flush();
        expect(out).toBe(`- ${allowed[0]} fits.\nCheck scope.`);
        expect(guard.withheld).toBe(1);
      }),
    );
  });

  it("steps over an allowed name whole, but sees a longer unlisted name around a listed one", () => {
    const catalog = ["Acme", "Acme Security Ltd", "Northwind Audit"];
    const guard = vendorNameGuard(catalogNames(catalog), ["Acme Security Ltd"]);
    expect(guard.push("Try Acme Security, they fit.\n")).toBe("Try Acme Security, they fit.\n");
    expect(guard.push("Or ACME alone.\n")).toBe("");
    const narrow = vendorNameGuard(catalogNames(catalog), ["Acme"]);
    expect(narrow.push("Acme fits.\n")).toBe("Acme fits.\n");
    expect(narrow.push("Acme Security Ltd fits too.\n")).toBe("");
    expect(narrow.withheld).toBe(1);
  });
});

describe("message length", () => {
  it("accepts 1 to 1200 code points with a non-space, and refuses 1201", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1, maxLength: 1200 }), (text) => {
        const ok = v.safeParse(AiMessageSchema, text).success;
        expect(ok).toBe(/\S/.test(text));
      }),
      { numRuns: 50 },
    );
    expect(v.safeParse(AiMessageSchema, "😀".repeat(1200)).success).toBe(true);
    expect(v.safeParse(AiMessageSchema, "😀".repeat(1201)).success).toBe(false);
  });
});
