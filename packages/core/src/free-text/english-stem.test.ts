import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { createGazetteerReader } from "./free-text-reader.ts";

/** The English stemmer the default reader compares tokens by (the English lexicon's). */
const stemToken = createGazetteerReader(createTaxonomyIndex(defaultTaxonomy)).lookup.stem;

describe("the English stem, with the English lexicon's stemExceptions", () => {
  it("brings plurals and verb forms of one word together, and stems the lexicon reads as one (stemExceptions.same)", () => {
    for (const group of [
      ["audit", "audits", "auditing", "audited"],
      ["test", "tests", "testing", "tester", "testers"],
      ["consult", "consultant", "consultants", "consulting", "consultancy", "consultancies"],
      ["consult", "advice", "adviser", "advisers", "advisor", "advisory", "advise", "advising"],
      ["analysis", "analyses"],
      ["automation", "automate", "automated"],
    ]) {
      expect(new Set(group.map(stemToken)).size, group.join()).toBe(1);
    }
  });

  it("leaves codes, numbers and short words as they are", () => {
    for (const token of ["27001", "soc2", "c5", "ens", "nis", "us", "dss", "iso27001"]) {
      expect(stemToken(token)).toBe(token);
    }
  });

  it("keeps apart words whose Porter stem would meet an unrelated tag (stemExceptions.keep)", () => {
    expect(stemToken("international")).not.toBe(stemToken("internal"));
    expect(stemToken("certified")).not.toBe(stemToken("certifier"));
    expect(stemToken("ready")).not.toBe(stemToken("readiness"));
  });

  it("returns a string, the same each time, for any word (even `constructor`)", () => {
    expect(stemToken("constructor")).toBe("constructor");
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[a-z]{1,14}$/), fc.string()), (word) => {
        const stem = stemToken(word);
        expect(typeof stem).toBe("string");
        expect(stemToken(word)).toBe(stem);
      }),
    );
  });
});
