import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import { parseQueryText } from "./query-text.ts";
import { DIMENSIONS } from "./taxonomy.ts";
import { createTaxonomyIndex } from "./taxonomy-index.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const parse = (text: string) => parseQueryText(text, taxonomy);

describe("parsing q", () => {
  it("prefers the longest alias hit", () => {
    expect(parse("soc 2 type ii auditors in the united kingdom").slugs).toEqual({
      frameworks: ["soc-2"],
      regions: ["uk"],
      serviceTypes: ["audit"],
    });
  });

  it("reads ISO27001, ISO 27001 and iso_27001 alike", () => {
    for (const text of ["ISO27001", "ISO 27001", "iso_27001", "Iso-27001"]) {
      expect(parse(text).slugs.frameworks, text).toEqual(["iso-27001"]);
    }
  });

  it("drops stop-words and reports other leftovers in order, once", () => {
    const parsed = parse("Need a cheap, fast ISO 27001 partner for our fintech; fintech first!");
    expect(parsed.slugs.frameworks).toEqual(["iso-27001"]);
    expect(parsed.unparsedQueryTerms).toEqual(["cheap", "fast", "partner", "fintech", "first"]);
  });

  it("reads region codes that are English words only when written in capitals", () => {
    expect(parse("help us with soc 2 in germany").slugs.regions).toEqual(["de"]);
    expect(parse("soc 2 vendors in the US and IN").slugs.regions).toEqual(["us", "in"]);
    expect(parse("no vendors for it").slugs.regions).toEqual([]);
  });

  it("keeps non-latin words as leftovers", () => {
    expect(parse("ISO 27001 日本").unparsedQueryTerms).toEqual(["日本"]);
  });

  it("never throws, returns only canonical slugs, never reports a stop-word", () => {
    const aliases = [...taxonomy.textAliases.keys()].map((key) => key.replaceAll("-", " "));
    const text = fc
      .array(
        fc.oneof(
          fc.constantFrom(...aliases, "in", "US", "the", "IT"),
          fc.string({ maxLength: 12 }),
        ),
        {
          maxLength: 30,
        },
      )
      .map((parts) => parts.join(" "));
    fc.assert(
      fc.property(text, (q) => {
        const parsed = parse(q);
        for (const dimension of DIMENSIONS) {
          for (const slug of parsed.slugs[dimension]) {
            expect(taxonomy.bySlug(dimension, slug)).toBeDefined();
          }
          expect(new Set(parsed.slugs[dimension]).size).toBe(parsed.slugs[dimension].length);
        }
        for (const term of parsed.unparsedQueryTerms) {
          expect(["the", "in", "a", "and"]).not.toContain(term);
          expect(term.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("finds every alias of every entry on its own (bar 'it', read as information technology)", () => {
    for (const [key, hit] of taxonomy.textAliases) {
      if (key === "it") continue;
      const text = key.split("-").join(" ").toUpperCase();
      expect(parse(text).slugs[hit.dimension], text).toContain(hit.entry.slug);
    }
  });
});
