import { describe, expect, it } from "vitest";
import { callJson } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { mergeTaxonomy } from "../catalog/taxonomy-additions.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import {
  createGazetteerReader,
  type FreeTextReader,
  formatExplanation,
  readerBuiltAhead,
} from "./free-text-reader.ts";
import { DEFAULT_FREE_TEXT_SETTINGS } from "./free-text-settings.ts";
import de from "./lexicon/de.ts";
import en from "./lexicon/en.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const reader = createGazetteerReader(taxonomy);

describe("the free-text reader port", () => {
  it("is built once by createApi from its taxonomy, and search reads q through it", async () => {
    const built: unknown[] = [];
    const readings: string[] = [];
    const fixed: FreeTextReader = {
      read(text) {
        readings.push(text);
        return { ...reader.read("soc 2 audit"), unparsedQueryTerms: [] };
      },
      explain: (text) => reader.explain(text),
    };
    const api = createApi({
      freeText: {
        reader: (index) => {
          built.push(index);
          return fixed;
        },
      },
    });
    const { response, body } = await callJson(api, "/api/v1/search?q=anything+at+all");
    expect(response.status).toBe(200);
    expect(body.normalized).toMatchObject({ frameworks: ["soc-2"], serviceTypes: ["audit"] });
    expect(readings).toEqual(["anything at all"]);
    expect(built).toHaveLength(1);
    expect((built[0] as { bySlug: unknown }).bySlug).toBeTypeOf("function");
  });

  it("answers a query in a script no lexicon reads as before: 400 MISSING_FILTER with its hint", async () => {
    const { response, body } = await callJson(
      createApi(),
      `/api/v1/search?q=${encodeURIComponent("විගණන සමාගම කොළඹ")}`,
    );
    expect(response.status).toBe(400);
    expect(body.error.code).toBe("MISSING_FILTER");
    expect(body.error.hint).toBeTruthy();
  });

  it("rejects a lexicon that breaks the schema when the API is built, naming its language", () => {
    expect(() =>
      createApi({
        freeText: { lexicons: [en, { language: "xx", name: "X", script: "Latin", joins: [1] }] },
      } as never),
    ).toThrow(/lexicon "xx": joins\.0/);
  });
});

describe("a reader built ahead (a Worker's global scope)", () => {
  it("is the one an API with the default taxonomy reads with, and one with additions gets its own", () => {
    const readerFor = readerBuiltAhead();
    const ahead = readerFor(createTaxonomyIndex(defaultTaxonomy));
    expect(readerFor(createTaxonomyIndex(defaultTaxonomy))).toBe(ahead);
    const withGreece = createTaxonomyIndex(
      mergeTaxonomy(defaultTaxonomy, {
        frameworks: [],
        regions: [{ slug: "gr", label: "Greece", aliases: [] }],
        serviceTypes: [],
      }),
    );
    const own = readerFor(withGreece);
    expect(own).not.toBe(ahead);
    expect(own.read("ISO 27001 in Athens").slugs.regions).toEqual(["gr"]);
    expect(ahead.read("ISO 27001 in Athens").slugs.regions).toEqual(["eu"]);
  });

  it("reads an operator's products of a service type where the text asks for one like them", () => {
    const own = createGazetteerReader(
      createTaxonomyIndex(
        mergeTaxonomy(defaultTaxonomy, {
          frameworks: [],
          regions: [],
          serviceTypes: [
            {
              slug: "penetration-testing",
              label: "Penetration testing",
              aliases: [],
              products: ["Pentomatic"],
            },
          ],
        }),
      ),
    );
    expect(own.read("an alternative to Pentomatic").slugs.serviceTypes).toEqual([
      "penetration-testing",
    ]);
    expect(own.read("we run Pentomatic, need a SOC 2 auditor").slugs.serviceTypes).toEqual([
      "audit",
    ]);
  });
});

describe("an operator's standalone service types", () => {
  it("read a framework held beside only standalone services as context", () => {
    const readerWith = (standalone: boolean) =>
      createGazetteerReader(
        createTaxonomyIndex(
          mergeTaxonomy(defaultTaxonomy, {
            frameworks: [],
            regions: [],
            serviceTypes: [
              {
                slug: "incident-response",
                label: "Incident response",
                aliases: ["incident response retainer"],
                standalone,
              },
            ],
          }),
        ),
      );
    const text = "we passed our SOC 2 last year; now an incident response retainer";
    expect(readerWith(true).read(text).slugs).toMatchObject({
      frameworks: [],
      serviceTypes: ["incident-response"],
    });
    expect(readerWith(false).read(text).slugs.frameworks).toEqual(["soc-2"]);
  });
});

describe("explaining a reading", () => {
  it("records each rule's verdict: a denied place is rejected by negated-place, with its reason", () => {
    const { steps, reading } = reader.explain("ISO 27001 auditors, not in Germany");
    expect(reading.slugs.regions).toEqual([]);
    expect(steps).toContainEqual(
      expect.objectContaining({ rule: "negated-place", outcome: "rejected", words: "Germany" }),
    );
    expect(steps).toContainEqual(
      expect.objectContaining({ rule: "alias", outcome: "found", reads: "frameworks/iso-27001" }),
    );
  });

  it("records corrections and the region each place is read as", () => {
    const { steps } = reader.explain("penetraton company in Lisboa");
    expect(steps).toContainEqual(
      expect.objectContaining({ rule: "typo", outcome: "changed", reads: "penetration" }),
    );
    expect(steps).toContainEqual(
      expect.objectContaining({ rule: "region", outcome: "taken", reads: "regions/pt" }),
    );
  });

  it("records a city read with what qualifies it, and one that qualifier rejects", () => {
    const { steps } = reader.explain("pentest in Victoria BC");
    expect(steps).toContainEqual(
      expect.objectContaining({ rule: "city-qualifier", outcome: "changed", words: "Victoria" }),
    );
    expect(reader.explain("Oslo DE consultant").steps).toContainEqual(
      expect.objectContaining({ rule: "city-qualifier", outcome: "rejected", words: "Oslo DE" }),
    );
  });

  it("prints as lines a terminal shows", () => {
    const text = formatExplanation(reader.explain("my colleague Sydney needs a vCISO"));
    expect(text).toMatch(/person-cue\s+rejected "Sydney"/);
    expect(text).toMatch(/^read: serviceTypes\/vciso$/m);
  });
});

describe("a misspelling", () => {
  it("is read as a word of a language the text is written in", () => {
    // One letter from Indonesian "dunia" (world) and one swap from Dubai: English text, Dubai.
    expect(reader.read("pentest firm in dubia").slugs.regions).toEqual(["ae"]);
    // In Indonesian, the Indonesian word: worldwide.
    expect(
      reader.read("konsultan iso 27001 untuk perusahaan di seluruh dunai").slugs.regions,
    ).toEqual(["global"]);
  });
});

describe("a common word of another language", () => {
  it("is never read as the misspelling of a place's or a phrasing's name (the lexicons' commonWords)", () => {
    // "rapporto" is one letter from Sapporo, "diretoria" from Pretoria, "Zentrale" from Centrale,
    // "επιχείρηση" (a company) two from "επιθεώρηση" (an audit).
    expect(reader.read("cerchiamo un consulente per il rapporto ISO 27001").slugs.regions).toEqual(
      [],
    );
    expect(reader.read("consultoria para a diretoria de TI").slugs.regions).toEqual([]);
    expect(reader.read("ISO 27001 Beratung für unsere Zentrale").slugs.regions).toEqual([]);
    expect(reader.read("Ζητάμε εταιρεία για την επιχείρησή μας").slugs.serviceTypes).toEqual([]);
    // A misspelling of the place itself still reads.
    expect(reader.read("consulente ISO 9001 a Sapporro").slugs.regions).toEqual(["jp"]);
  });
});

describe("a stop word of any language", () => {
  it("is never read as the misspelling of a place's name (the stopword package's lists)", () => {
    // German "machen" is one letter from Macheng (China), and no German lexicon lists it.
    expect(reader.read("Wer kann das ISO 27001 Audit für uns machen?").slugs.regions).toEqual([]);
    expect(reader.read("Welche Firma kann den Pentest machen?").slugs.regions).toEqual([]);
  });
});

describe("a word of a place's name of several words", () => {
  it("is read one slip away when the name's other word stands beside it", () => {
    expect(reader.read("soc 2 auditor in new yrok").slugs.regions).toEqual(["us"]);
    expect(reader.read("hong kogn pentest").slugs.regions).toEqual(["apac"]);
    expect(reader.read("kuala lumpr iso 27001").slugs.regions).toEqual(["apac"]);
    expect(reader.read("soc 2 auditor in las vagas").slugs.regions).toEqual(["us"]);
    // Before a misspelling's nearest word alone: "angelos" is one edit from Angelo too.
    expect(reader.read("hipaa risk assessment los angelos").slugs.regions).toEqual(["us"]);
    expect(reader.explain("hipaa risk assessment los angelos").steps).toContainEqual(
      expect.objectContaining({ rule: "name-slip", outcome: "changed", reads: "angeles" }),
    );
    expect(reader.read("iso 27001 in buenos aries").slugs.regions).toEqual(["ar"]);
    const explained = reader.explain("soc 2 auditor in new yrok");
    expect(explained.steps).toContainEqual(
      expect.objectContaining({ rule: "name-slip", outcome: "changed", reads: "york" }),
    );
  });

  it("reads a country's or a subdivision's first word one slip away when its next word follows", () => {
    expect(reader.read("CMMC lvl 2 c3pao nort carolina").slugs.regions).toEqual(["us"]);
    expect(reader.read("pentest sout africa").slugs.regions).toEqual(["za"]);
    expect(reader.explain("iso 27001 nort dakota").steps).toContainEqual(
      expect.objectContaining({ rule: "name-slip", outcome: "changed", reads: "north" }),
    );
    // A city's name is not reached backwards: "san" before "diego" alone is no country's.
    expect(reader.explain("pentest sna diego").steps).not.toContainEqual(
      expect.objectContaining({ rule: "name-slip", reads: "san" }),
    );
  });

  it("is not read from a word of its own, nor from a slip a reader would take for another word", () => {
    // "work" is a word; "yolk" is a consonant for another, not a slip.
    expect(reader.read("soc 2 for the new work we do").slugs.regions).toEqual([]);
    expect(reader.read("soc 2 auditor for new yolk farms").slugs.regions).toEqual([]);
    // Alone, a short near miss is no name.
    expect(reader.read("soc 2 auditor in yrok").slugs.regions).toEqual([]);
  });
});

describe("the free-text settings", () => {
  const withSettings = (settings: Partial<typeof DEFAULT_FREE_TEXT_SETTINGS>) =>
    createGazetteerReader(taxonomy, { ...DEFAULT_FREE_TEXT_SETTINGS, ...settings });

  it("take the typo lengths: a five-letter misspelling is read from oneTypo 5, not from 7", () => {
    const typoTolerance = DEFAULT_FREE_TEXT_SETTINGS.typoTolerance;
    expect(reader.read("audlt in Berlin").slugs.serviceTypes).toEqual(["audit"]);
    const strict = withSettings({
      typoTolerance: { ...typoTolerance, minWordSizeForTypos: { oneTypo: 7, twoTypos: 9 } },
    });
    expect(strict.read("audlt in Berlin").slugs.serviceTypes).toEqual([]);
  });

  it("take the length from which a word beside a phrasing's other words is read as its word", () => {
    const typoTolerance = DEFAULT_FREE_TEXT_SETTINGS.typoTolerance;
    expect(reader.read("eu ai akt").slugs.frameworks).toEqual(["eu-ai-act"]);
    expect(reader.read("red teem").slugs.serviceTypes).toEqual(["penetration-testing"]);
    const explained = reader.explain("red teem");
    expect(explained.steps).toContainEqual(
      expect.objectContaining({ rule: "phrase-typo", outcome: "changed", reads: "team" }),
    );
    const strict = withSettings({ typoTolerance: { ...typoTolerance, minWordSizeInPhrase: 4 } });
    expect(strict.read("eu ai akt").slugs.frameworks).not.toContain("eu-ai-act");
  });

  it("never read a number one digit off a standard's as that standard, only one digit more or fewer", () => {
    expect(reader.read("ISO 27005 risk assessment").slugs.frameworks).not.toContain("iso-27001");
    expect(reader.read("iso 270001 consultant").slugs.frameworks).toEqual(["iso-27001"]);
  });

  it("take the place-correction length and population", () => {
    const typoTolerance = DEFAULT_FREE_TEXT_SETTINGS.typoTolerance;
    expect(reader.read("SOC 2 auditor Edinbrugh").slugs.regions).toEqual(["uk"]);
    const noPlaces = withSettings({
      typoTolerance: { ...typoTolerance, minPlacePopulation: 100_000_000 },
    });
    expect(noPlaces.read("SOC 2 auditor Edinbrugh").slugs.regions).toEqual([]);
  });

  it("read a place named like a common word when capitalised, or only in a place context", () => {
    expect(reader.read("Cork gdpr lawyers").slugs.regions).toEqual(["ie"]);
    const inContext = withSettings({ commonWordPlaces: "in-context" });
    expect(inContext.read("Cork gdpr lawyers").slugs.regions).toEqual([]);
    expect(inContext.read("gdpr lawyers in Cork").slugs.regions).toEqual(["ie"]);
  });

  it("take the lexicons: without German's, its words are not read", () => {
    expect(reader.read("Datenschutzberatung").slugs.serviceTypes).toEqual(["privacy-consulting"]);
    const englishOnly = withSettings({ lexicons: [en] });
    expect(englishOnly.read("Datenschutzberatung").slugs.serviceTypes).toEqual([]);
    expect(
      withSettings({ lexicons: [en, de] }).read("Datenschutzberatung").slugs.serviceTypes,
    ).toEqual(["privacy-consulting"]);
  });
});
