import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEXICONS } from "#default-lexicons";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { DIMENSIONS } from "../catalog/taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { aliasKey } from "../catalog/tokenize.ts";
import { ALL_LEXICONS } from "./all-lexicons.ts";
import { createGazetteerReader } from "./free-text-reader.ts";
import { DEFAULT_FREE_TEXT_SETTINGS } from "./free-text-settings.ts";
import { LexiconSchema } from "./lexicon/lexicon-schema.ts";
import { parseLexicons } from "./lexicons.ts";
import { WORKER_LEXICONS } from "./worker-lexicons.ts";

const SHIPPED = ALL_LEXICONS;

describe("the default lexicons", () => {
  it("each pass the lexicon schema, one per language, those shipped beyond the default too", () => {
    for (const lexicon of SHIPPED) {
      const result = v.safeParse(LexiconSchema, lexicon);
      expect(
        result.issues?.map((issue) => v.getDotPath(issue)),
        lexicon.language,
      ).toBeUndefined();
    }
    const languages = SHIPPED.map((lexicon) => lexicon.language);
    expect(new Set(languages).size).toBe(languages.length);
  });

  it("name only tags of the default taxonomy", () => {
    for (const lexicon of parseLexicons(SHIPPED)) {
      for (const dimension of DIMENSIONS) {
        const known = new Set(defaultTaxonomy[dimension].map((entry) => entry.slug));
        for (const slug of Object.keys(lexicon.terms[dimension] ?? {})) {
          expect(known.has(slug), `${lexicon.language}: ${dimension}/${slug}`).toBe(true);
        }
      }
    }
  });

  it("read every shipped language by default, and only those given where a deployment lists its own (a Worker's)", () => {
    const taxonomy = createTaxonomyIndex(defaultTaxonomy);
    const text = "tietoturva-auditointi Tampereella";
    expect(createGazetteerReader(taxonomy).read(text).slugs).toMatchObject({
      regions: ["fi"],
      serviceTypes: ["audit"],
    });
    const worker = createGazetteerReader(taxonomy, {
      ...DEFAULT_FREE_TEXT_SETTINGS,
      lexicons: WORKER_LEXICONS,
    });
    expect(worker.read(text).slugs.serviceTypes).toEqual([]);
    expect(WORKER_LEXICONS.every((lexicon) => ALL_LEXICONS.includes(lexicon))).toBe(true);
    // Every runtime but a Worker (the `workerd` condition) reads them all by default.
    expect(DEFAULT_LEXICONS).toBe(ALL_LEXICONS);
  });

  it("reject a lexicon that breaks the schema, naming its language and the field", () => {
    expect(() =>
      parseLexicons([{ language: "xx", name: "Broken", script: "Latin", negations: [""] }]),
    ).toThrow(/lexicon "xx": negations\.0/);
  });
});

describe("the lexicons' role words", () => {
  /** Role words of other languages English reads the same way (Portuguese "no", "do": "in the", "of the"). */
  const SHARED_WITH_ENGLISH = new Set(["pt placeIntroducers no", "pt placeIntroducers do"]);

  it('give no English function word a role English does not give it (Polish "we" is not a place introducer)', () => {
    const [english, ...others] = parseLexicons(ALL_LEXICONS);
    if (!english) throw new Error("no English lexicon");
    const functionWords = new Set(
      [...english.codesOnlyInCapitals, ...english.filler].map(aliasKey),
    );
    const roles = [
      "placeIntroducers",
      "placeMarkersAfter",
      "negations",
      "negationsAfter",
      "negationGaps",
      "personBefore",
      "personRoleBefore",
      "personAfter",
      "eponymHeads",
      "spokenLanguageBefore",
      "spokenLanguageAfter",
    ] as const;
    const collisions = others.flatMap((lexicon) =>
      roles.flatMap((role) =>
        lexicon[role]
          .map(aliasKey)
          .filter((key) => functionWords.has(key) && !english[role].map(aliasKey).includes(key))
          .map((key) => `${lexicon.language} ${role} ${key}`),
      ),
    );
    expect(collisions.filter((collision) => !SHARED_WITH_ENGLISH.has(collision))).toEqual([]);
  });
});
