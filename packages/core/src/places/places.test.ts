import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { DIMENSIONS } from "../catalog/taxonomy.ts";
import { mergeTaxonomy } from "../catalog/taxonomy-additions.ts";
import { createTaxonomyIndex, type TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { editDistance } from "../catalog/typo-index.ts";
import { createGazetteerReader } from "../free-text/free-text-reader.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const reader = createGazetteerReader(taxonomy);
const parse = (text: string, index?: TaxonomyIndex) =>
  (index ? createGazetteerReader(index) : reader).read(text);
const regions = (text: string, index?: TaxonomyIndex) => parse(text, index).slugs.regions;
const { gazetteer, regionOf } = reader.lookup;

describe("reading places", () => {
  it("reads a city in English, in its own language and with umlauts spelt out as its country's region", () => {
    for (const text of ["Munich", "München", "Muenchen", "ISO 27001 auditors in München"]) {
      expect(regions(text), text).toEqual(["de"]);
    }
    for (const text of ["Lisbon", "Lisboa"]) expect(regions(text), text).toEqual(["pt"]);
    for (const text of ["Köln", "Koeln", "pentest firm in Cologne", "Cologne, Germany"]) {
      expect(regions(text), text).toEqual(["de"]);
    }
  });

  it("reports the place a city was read as, under its own name", () => {
    expect(parse("auditors in Muenchen").places).toEqual([
      {
        written: "Muenchen",
        place: "Munich",
        kind: "city",
        country: "Germany",
        region: "de",
        widened: false,
      },
    ]);
    expect(parse("Lisboa").places[0]).toMatchObject({ place: "Lisbon", country: "Portugal" });
  });

  it("holds a city's names in every spelling under one place of one country", () => {
    const [munich] = gazetteer.lookUp("munich")?.names ?? [];
    expect(munich?.place).toMatchObject({ kind: "city", country: "DE", name: "Munich" });
    expect(gazetteer.lookUp("munchen")?.names[0]?.place).toBe(munich?.place);
    expect(gazetteer.lookUp("muenchen")?.names[0]?.place).toBe(munich?.place);
    expect(regionOf("DE")).toEqual({ slug: "de", widened: false });
  });

  it("reads a first-level subdivision as its country's region", () => {
    expect(regions("Texas")).toEqual(["us"]);
    expect(regions("Bavaria")).toEqual(["de"]);
    expect(regions("Ontario")).toEqual(["ca"]);
    expect(parse("SOC 2 auditors in Texas").places).toMatchObject([
      { place: "Texas", kind: "subdivision", country: "United States", region: "us" },
    ]);
  });

  it("reads a country with no tag as its broader region, and says it widened", () => {
    const widened: [text: string, region: string][] = [
      ["Hong Kong", "apac"],
      ["Greece", "eu"],
      ["Egypt", "mena"],
      ["Peru", "latam"],
      ["Kenya", "emea"],
    ];
    for (const [text, region] of widened) {
      const parsed = parse(text);
      expect(parsed.slugs.regions, text).toEqual([region]);
      expect(parsed.places, text).toHaveLength(1);
      expect(parsed.places[0], text).toMatchObject({ region, widened: true, kind: "country" });
    }
  });

  it("reads a city of a country with no tag as the broader region too", () => {
    expect(parse("Athens").places).toMatchObject([
      { place: "Athens", country: "Greece", region: "eu", widened: true },
    ]);
  });

  it("says a city read as its country's own tag did not widen", () => {
    expect(parse("Munich").places[0]?.widened).toBe(false);
    expect(parse("Texas").places[0]?.widened).toBe(false);
  });

  it("reads the broader region from the country's chain, most specific first", () => {
    expect(regionOf("HK")).toEqual({ slug: "apac", widened: true });
    expect(regionOf("GR")).toEqual({ slug: "eu", widened: true });
    expect(regionOf("EG")).toEqual({ slug: "mena", widened: true });
    expect(regionOf("PE")).toEqual({ slug: "latam", widened: true });
    expect(regionOf("KE")).toEqual({ slug: "emea", widened: true });
    expect(gazetteer.regionChains.get("EG")).toEqual(["mena", "emea"]);
  });

  it("reads a country commonly named after two places by either name", () => {
    expect(regions("pentest firm in Bosnia")).toEqual(["emea"]);
    expect(regions("ISO 27001 consultants Trinidad")).toEqual(["latam"]);
  });

  it("reads a country no region covers as no region", () => {
    expect(regionOf("AQ")).toBeUndefined();
    expect(parse("Antarctica").slugs.regions).toEqual([]);
  });

  it("adds no broader regions to a country or a city: no hierarchy", () => {
    expect(regions("Germany")).toEqual(["de"]);
    expect(regions("Berlin")).toEqual(["de"]);
    expect(regions("pentest in Berlin, Germany")).toEqual(["de"]);
  });

  it("reads a city name several countries share as the most populous", () => {
    const london = parse("London");
    expect(london.slugs.regions).toEqual(["uk"]);
    expect(london.places[0]).toMatchObject({ country: "United Kingdom", region: "uk" });
  });

  it("reads a place's own name as that place, never as a romanised alternate of a bigger one abroad", () => {
    const countryOf = (key: string) => gazetteer.lookUp(key)?.names[0]?.place.country;
    // GeoNames lists these among Tijuana's, Delhi's and Jaipur's names.
    expect(countryOf("zaragoza")).toBe("ES");
    expect(countryOf("dili")).toBe("TL");
    expect(countryOf("jayapura")).toBe("ID");
    // A European place's other-language names stay its own: "Colonia" is Köln.
    expect(countryOf("colonia")).toBe("DE");
    expect(countryOf("florencia")).toBe("IT");
  });

  it("reads a shared city name as the one in the country or subdivision the text names", () => {
    const london = parse("London, Ontario");
    expect(london.slugs.regions).toEqual(["ca"]);
    expect(london.places[0]).toMatchObject({ written: "London", country: "Canada", region: "ca" });
    expect(regions("auditors in London, Canada")).toEqual(["ca"]);
    expect(regions("Cambridge, Massachusetts")).toEqual(["us"]);
    expect(regions("Cambridge")).toEqual(["uk"]);
  });

  it("reads a name that is also a common word only where the text makes it a place", () => {
    const greeting = parse("Nice to meet you, we need a SOC 2 audit");
    expect(greeting.slugs.regions).toEqual([]);
    expect(greeting.places).toEqual([]);
    expect(greeting.slugs.frameworks).toEqual(["soc-2"]);
    expect(regions("pentest firm in Nice")).toEqual(["fr"]);
    expect(regions("reading the ISO 27001 standard")).toEqual([]);
    expect(regions("offices in Reading")).toEqual(["uk"]);
    expect(regions("mobile app penetration test")).toEqual([]);
  });

  it("reads a first name that names a country only in a place context", () => {
    const person = parse("Jordan from our team asked for a pentest");
    expect(person.slugs.regions).toEqual([]);
    expect(person.places).toEqual([]);
    expect(person.slugs.serviceTypes).toEqual(["penetration-testing"]);
    const place = parse("ISO 27001 auditors in Jordan");
    expect(place.slugs.regions).toEqual(["mena"]);
    expect(place.places).toMatchObject([{ place: "Jordan", region: "mena", widened: true }]);
  });

  it("reads a city that is also a first name as a person next to a person cue", () => {
    expect(regions("Paris")).toEqual(["fr"]);
    expect(regions("Paris from legal asked for a DPA review")).toEqual([]);
    expect(regions("my colleague Sydney")).toEqual([]);
  });

  it("reads a name after a colleague's role as a person's, a country's too", () => {
    expect(regions("My co-founder India handles sales. We're a Stockholm startup")).toEqual(["se"]);
    expect(regions("Our board member Martin Holland recommended a HIPAA consultant")).toEqual([]);
    expect(regions("ask my cofounder Austin")).toEqual([]);
  });

  it("reads a common word as the word where the writer capitalises names and wrote it in lower case", () => {
    expect(regions("SaaS in Linz. We plan a readiness assessment in spring")).toEqual(["at"]);
    expect(regions("We move to one certification body. Who covers southern Brazil?")).toEqual([
      "br",
    ]);
    // Lower case throughout, or the common word capitalised: the place.
    expect(regions("soc 2 auditor in spring")).toEqual(["us"]);
    expect(regions("SOC 2 auditor in Spring, we are near Houston")).toEqual(["us"]);
  });

  it("reads a large place's name of two or three words written as one", () => {
    expect(regions("pentesting company telaviv")).toEqual(["il"]);
    expect(regions("soc 2 auditor losangeles")).toEqual(["us"]);
    expect(regions("pentest firm newyork")).toEqual(["us"]);
  });

  it("corrects a misspelt name of several words written as one", () => {
    const parsed = parse("pentesting firm in sanfransisco");
    expect(parsed.slugs.regions).toEqual(["us"]);
    expect(parsed.corrections).toEqual([{ original: "sanfransisco", correction: "sanfrancisco" }]);
    expect(regions("soc 2 auditor losangelis")).toEqual(["us"]);
  });

  it("knows first names beyond the common ones as people where a word around says so (the Moby lists)", () => {
    // "Sydney" and "Regina" are first names human-names lacks.
    expect(regions("HITRUST readiness; our CFO Sydney wants a quote")).toEqual([]);
    expect(regions("Regina from procurement asked for SOC 2 auditors")).toEqual([]);
    expect(regions("SOC 2 auditors in Sydney")).toEqual(["au"]);
    expect(regions("Sydney pentest firm")).toEqual(["au"]);
    expect(regions("cyber security consultants Regina")).toEqual(["ca"]);
  });

  it("reads a language spoken as no region", () => {
    for (const text of ["German-speaking auditors", "training in Vietnamese"]) {
      const parsed = parse(text);
      expect(parsed.slugs.regions, text).toEqual([]);
      expect(parsed.places, text).toEqual([]);
    }
  });

  it("reads a country through an operator's added region, not widened", () => {
    const withGreece = createTaxonomyIndex(
      mergeTaxonomy(defaultTaxonomy, {
        frameworks: [],
        regions: [{ slug: "gr", label: "Greece", aliases: ["greece"], broader: "eu" }],
        serviceTypes: [],
      }),
    );
    const athens = parse("Athens", withGreece);
    expect(athens.slugs.regions).toEqual(["gr"]);
    expect(athens.places).toMatchObject([{ place: "Athens", region: "gr", widened: false }]);
    expect(regions("Greece", withGreece)).toEqual(["gr"]);
    expect(createGazetteerReader(withGreece).lookup.regionOf("GR")).toEqual({
      slug: "gr",
      widened: false,
    });
    expect(createGazetteerReader(withGreece).lookup.countryOf("gr")).toBe("GR");
    // The built-in taxonomy is unchanged.
    expect(regions("Athens")).toEqual(["eu"]);
  });
});

describe("reading what qualifies a city, and names that contain a place", () => {
  it("reads a subdivision code after a city as the city of that country, and not as a region code", () => {
    expect(regions("pen testers near Victoria BC")).toEqual(["ca"]);
    expect(regions("soc 2 auditors Cambridge, MA")).toEqual(["us"]);
    expect(regions("penetration testing Newcastle NSW")).toEqual(["au"]);
    // "CA" and "IL" are Canada's and Israel's codes alone; after these cities they are states.
    expect(regions("SOC 2 auditor San Jose, CA")).toEqual(["us"]);
    expect(regions("MSSP in Springfield, IL")).toEqual(["us"]);
    expect(regions("auditors in cambridge ma")).toEqual(["us"]);
  });

  it("reads a city that needs a place context as a place before its subdivision's code", () => {
    // Phoenix is a first name too: a code of its country after it is a place context.
    expect(regions("SOC 2 auditor Phoenix AZ")).toEqual(["us"]);
    expect(regions("soc 2 auditor phoenix az")).toEqual(["us"]);
    expect(regions("our CFO Phoenix wants a SOC 2 auditor")).toEqual([]);
  });

  it("never reads an English function word after a city as a code", () => {
    // "or" is Oregon's code, and Birmingham also a city in the United States.
    expect(regions("pentest firms in Birmingham or Manchester")).toEqual(["uk"]);
  });

  it("reads a city with a subdivision of a country that has no city of that name as a smaller town there", () => {
    expect(regions("SOC 2 auditors in Paris, Texas")).toEqual(["us"]);
    expect(regions("SOC 2 auditors in Paris TX")).toEqual(["us"]);
    expect(regions("HIPAA risk assessment in Athens, GA")).toEqual(["us"]);
    expect(regions("HIPAA risk assessment in Athens, Georgia")).toEqual(["us"]);
  });

  it("reads a city and a country code that fits none of its countries as a product's name, unless a comma parts them", () => {
    expect(regions("our app is built on Jakarta EE, need a pentest")).toEqual([]);
    expect(regions("SOC 2 auditors Monterrey, NL")).toEqual(["mx"]);
  });

  it("reads no place in an eponym, a fixed expression of WordNet or an organisation's name", () => {
    for (const text of [
      "Basel III and DORA consultants",
      "lawyer familiar with the Budapest Convention",
      "Stockholm syndrome with our current auditor",
      "running a Dutch auction between pentest vendors",
      "we make frozen Brussels sprouts and need ISO 9001",
      "Zurich Insurance wants our SOC 2 report",
      "Texas Instruments distributor needs SOC 2 auditors",
      "Canada Goose wants ISO 9001",
      // A head of several words ("consulting group"), in lower case.
      "we used boston consulting group for strategy, now an iso 27001 consultant",
    ]) {
      expect(regions(text), text).toEqual([]);
    }
    // The same words read as places where they are not part of such a name.
    expect(regions("Dutch pentest firm")).toEqual(["nl"]);
    expect(regions("ISO 27001 consultants in Zurich")).toEqual(["ch"]);
    // After a place introducer the capitalised word is part of the place: a district.
    expect(regions("a property management company in Dubai Marina")).toEqual(["ae"]);
    // A query in title case capitalises every word: no organisation is read from that.
    expect(regions("Penetration Testing Firms Zurich Switzerland")).toEqual(["ch"]);
  });

  it("reads a place's name after a word that addresses or introduces a person as the person", () => {
    expect(regions("cc Sydney — need pen testers")).toEqual([]);
    expect(regions("I'm Regina, looking for a fractional CISO")).toEqual([]);
    expect(regions("please send Florence a list of HIPAA firms")).toEqual([]);
    expect(regions("Can you shortlist SOC 2 auditors? Thanks, Virginia")).toEqual([]);
  });

  it("reads a demonym before a language spoken as the language's variety, and a designator before a subdivision as no place", () => {
    expect(regions("Swiss German speaking auditor for ISO 9001")).toEqual([]);
    expect(regions("report in Brazilian Portuguese")).toEqual([]);
    expect(regions("Swiss auditor")).toEqual(["ch"]);
    // "Canton" is also a city in Ohio and in China.
    expect(regions("certification body in the canton of Vaud")).toEqual(["ch"]);
    expect(regions("auditors in the state of Texas")).toEqual(["us"]);
  });

  it("reads no place the text denies: a negation before it, or a negated verb right after it", () => {
    for (const text of [
      "ISO 27001 consultants, not in Germany",
      "pentest firms anywhere except France",
      "SOC 2 auditors excluding the US",
      "Rome wasn't built in a day but we need ISO 27001",
      "Germany is not a must for our auditor",
      "toto, we're not in Kansas anymore",
      "Beratung, aber nicht in Deutschland",
    ]) {
      expect(regions(text), text).toEqual([]);
    }
    // A negation elsewhere leaves the place alone.
    expect(regions("not sure which framework; pentest firms in Germany")).toEqual(["de"]);
    expect(regions("Germany is where we are based")).toEqual(["de"]);
    // Just outside a place is near it.
    expect(regions("cmmc gap analysis, we're outside norfolk va")).toEqual(["us"]);
    expect(regions("pentest firm, our office is just outside Lyon")).toEqual(["fr"]);
    expect(regions("SOC 2 auditors outside the US")).toEqual([]);
  });

  it("reads no region code from an inflected word whose stem is a function word", () => {
    expect(regions("risk assessment using a model")).toEqual([]);
  });
});

describe("correcting misspellings", () => {
  it("corrects a misspelt service and a misspelt country, and reports both", () => {
    const parsed = parse("penetraton testing in germnay");
    expect(parsed.slugs).toEqual({
      frameworks: [],
      regions: ["de"],
      serviceTypes: ["penetration-testing"],
    });
    expect(parsed.corrections).toEqual([
      { original: "penetraton", correction: "penetration" },
      { original: "germnay", correction: "germany" },
    ]);
    expect(parsed.unparsedQueryTerms).toEqual([]);
  });

  it("reads a four-letter word in capitals, or without a vowel, as the taxonomy's acronym two swapped letters away, and reports it", () => {
    const parsed = parse("GPDR lawyer");
    expect(parsed.slugs.frameworks).toEqual(["gdpr"]);
    expect(parsed.corrections).toEqual([{ original: "gpdr", correction: "gdpr" }]);
    // In lower case too when it has no vowel (issue 39); a word with one, or with no acronym
    // a swap away, stays as written.
    expect(parse("gpdr lawyer").slugs.frameworks).toEqual(["gdpr"]);
    expect(parse("sims lawyer").slugs.frameworks).toEqual([]);
    expect(parse("ACME lawyer").corrections).toEqual([]);
  });

  it("reads frameworks by their official names and artefacts", () => {
    expect(parse("Health Information Trust Alliance r2").slugs.frameworks).toEqual(["hitrust"]);
    expect(parse("help writing a Statement of Applicability").slugs.frameworks).toEqual([
      "iso-27001",
    ]);
    expect(parse("the Artificial Intelligence Act").slugs.frameworks).toEqual(["eu-ai-act"]);
  });

  it("corrects an acronym written in capitals to the taxonomy's word", () => {
    const parsed = parse("HIPPA");
    expect(parsed.slugs.frameworks).toEqual(["hipaa"]);
    expect(parsed.corrections).toEqual([{ original: "hippa", correction: "hipaa" }]);
  });

  it("corrects a misspelt city and reads it as its country's region", () => {
    const parsed = parse("auditors in Edinbrugh");
    expect(parsed.slugs.regions).toEqual(["uk"]);
    expect(parsed.places).toMatchObject([{ written: "Edinbrugh", place: "Edinburgh" }]);
    expect(parsed.corrections).toEqual([{ original: "edinbrugh", correction: "edinburgh" }]);
  });

  it("corrects a short misspelt city one slip away when its subdivision's code follows", () => {
    // A letter left out, a vowel for another: shorter than places are corrected from alone.
    const austin = parse("iso 27001 consultant austn tx");
    expect(austin.slugs.regions).toEqual(["us"]);
    expect(austin.corrections).toEqual([{ original: "austn", correction: "austin" }]);
    // Two slips away is not corrected; the state's code alone still names its state.
    expect(parse("pentest firm sidnee nsw").corrections).toEqual([]);
    expect(regions("pentest firm sidnee nsw")).toEqual(["au"]);
    expect(regions("pentest firm sydnee NSW")).toEqual(["au"]);
    expect(regions("managed soc for a hospital in dallsa tx")).toEqual(["us"]);
    // A letter left out of a name one letter shorter than minWordSizeForPlaces is corrected
    // alone too ("lisbn", "austn"); a vowel for another in a short name is not.
    expect(regions("managed soc for a hospital in austn")).toEqual(["us"]);
    expect(regions("managed soc for a hospital in austen")).toEqual([]);
    // A letter too many is a word of its own more often ("pharma", Parma in a country with a CO).
    expect(regions("pharma co needs soc 2")).toEqual([]);
    // In lower case, a word of the language the rest is written in is no code ("na", Czech).
    expect(regions("hledáme auditora tisax pro firmu z brna na jaře")).not.toContain("us");
  });

  it("leaves a common English word near a place name alone", () => {
    // Both are a typo from a place's name: the common words near known ones are never corrected.
    expect(editDistance("based", "basel")).toBe(1);
    expect(editDistance("parts", "paris")).toBe(1);
    expect(gazetteer.lookUp("basel")?.names[0]?.place.country).toBe("CH");
    expect(gazetteer.lookUp("paris")?.names[0]?.place.country).toBe("FR");
    expect(reader.lookup.neverCorrected).toContain("based");
    expect(reader.lookup.neverCorrected).toContain("parts");
    const based = parse("pentest firm based in Austria");
    expect(based.slugs.regions).toEqual(["at"]);
    expect(based.corrections).toEqual([]);
    const parts = parse("car parts supplier");
    expect(parts.slugs.regions).toEqual([]);
    expect(parts.corrections).toEqual([]);
    expect(parts.unparsedQueryTerms).toContain("parts");
  });
});

describe("reading any text", () => {
  const keys: string[] = [];
  gazetteer.forEachKey((key) => keys.push(key));
  const placeName = fc
    .nat({ max: keys.length - 1 })
    .map((i) => (keys[i] ?? "").replaceAll("-", " "));
  const capitalised = (text: string) => text.replace(/^\p{L}/u, (c) => c.toUpperCase());
  const nearMiss = fc
    .tuple(placeName, fc.nat(), fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"))
    .map(([name, at, letter]) => {
      const i = at % Math.max(name.length, 1);
      return name.slice(0, i) + letter + name.slice(i + 1);
    });
  const ordinary = fc.constantFrom(
    "in",
    "near",
    "based",
    "from",
    "my",
    "colleague",
    "asked",
    "the",
    "a",
    ",",
    "and",
    "pentest",
    "ISO 27001",
    "SOC 2",
    "auditors",
    "German-speaking",
    "Vietnamese",
    "Nice",
    "Jordan",
    "reading",
    "parts",
    "US",
    "IN",
    "it",
    "de",
    "Germany",
    "germnay",
    "HIPPA",
    "penetraton",
    // What the qualifier and other-name rules read around a place.
    "TX",
    "tx",
    "BC",
    "NSW",
    "EE",
    "CA",
    "or",
    "of",
    "III",
    "Convention",
    "cheese",
    "Insurance",
    "cc",
    "I'm",
    "GPDR",
    "speaking",
  );
  const word = fc.oneof(
    placeName,
    placeName.map(capitalised),
    nearMiss,
    nearMiss.map(capitalised),
    ordinary,
  );
  const text = fc.array(word, { maxLength: 80, size: "max" }).map((words) => words.join(" "));

  it("never throws, returns only the taxonomy's slugs and reads every place as one of them", () => {
    fc.assert(
      fc.property(text, (q) => {
        const parsed = parse(q);
        for (const dimension of DIMENSIONS) {
          for (const slug of parsed.slugs[dimension]) {
            expect(taxonomy.bySlug(dimension, slug), `${dimension}/${slug}`).toBeDefined();
          }
        }
        for (const place of parsed.places) {
          expect(parsed.slugs.regions).toContain(place.region);
        }
      }),
      { numRuns: 300 },
    );
  });
});
