import { describe, expect, it } from "vitest";
import { reader, readerWithout } from "../../test/lexicon-readers.ts";

/** Each text's reading, and that it reads otherwise without the language's lexicon. */
function expectReadings(language: string, readings: Record<string, object>) {
  const without = readerWithout(language);
  for (const [text, slugs] of Object.entries(readings)) {
    expect(reader.read(text).slugs, text).toEqual(slugs);
    expect(without.read(text).slugs, text).not.toEqual(slugs);
  }
}

describe("Bengali", () => {
  it("reads a service and a place written with its case ending, a country without a tag as its region", () => {
    expectReadings("bn", {
      "ঢাকায় ISO 27001 কনসালট্যান্ট খুঁজছি": {
        frameworks: ["iso-27001"],
        regions: ["apac"],
        serviceTypes: ["implementation-consulting"],
      },
      "কলকাতার একজন অডিটর দরকার, ঢাকায় নয়": {
        frameworks: [],
        regions: ["in"],
        serviceTypes: ["audit"],
      },
      "ইউরোপে জিডিপিআর পরামর্শক": {
        frameworks: ["gdpr"],
        regions: ["eu"],
        serviceTypes: ["privacy-consulting"],
      },
    });
  });

  it("reads no region from a language spoken nor from a person's name", () => {
    expectReadings("bn", {
      "জার্মান ভাষায় কথা বলা ISO 27001 অডিটর": {
        frameworks: ["iso-27001"],
        regions: [],
        serviceTypes: ["audit"],
      },
      "আমার নাম ঢাকা, আমাদের ঝুঁকি মূল্যায়ন দরকার": {
        frameworks: [],
        regions: [],
        serviceTypes: ["risk-assessment"],
      },
    });
  });
});

describe("Tamil", () => {
  it("reads a service and a place written with its case ending", () => {
    expectReadings("ta", {
      "சென்னையில் ISO 27001 ஆலோசகர் தேவை": {
        frameworks: ["iso-27001"],
        regions: ["in"],
        serviceTypes: ["implementation-consulting"],
      },
      "இலங்கையில் ஊடுருவல் சோதனை": {
        frameworks: [],
        regions: ["apac"],
        serviceTypes: ["penetration-testing"],
      },
    });
  });

  it("stems its words: an inflected service word meets its phrasing", () => {
    expect(reader.read("தணிக்கையாளர்களை தேடுகிறோம்").slugs.serviceTypes).toEqual(["audit"]);
  });

  it("reads no region from a place it excepts nor from a language spoken", () => {
    expectReadings("ta", {
      "ஆலோசகர்களை தேடுகிறோம், சென்னை தவிர": {
        frameworks: [],
        regions: [],
        serviceTypes: ["implementation-consulting"],
      },
      "ஜெர்மன் பேசும் தணிக்கையாளர் தேவை": {
        frameworks: [],
        regions: [],
        serviceTypes: ["audit"],
      },
    });
  });
});

describe("Georgian", () => {
  it("reads a service and a place written with its case ending", () => {
    expectReadings("ka", {
      "ISO 27001 კონსულტანტი თბილისში": {
        frameworks: ["iso-27001"],
        regions: ["mena"],
        serviceTypes: ["implementation-consulting"],
      },
      "შეღწევადობის ტესტირება ბათუმში": {
        frameworks: [],
        regions: ["mena"],
        serviceTypes: ["penetration-testing"],
      },
    });
  });

  it("reads no region from a place it denies nor from a language spoken", () => {
    expectReadings("ka", {
      "შეღწევადობის ტესტირება, ოღონდ არა თბილისში": {
        frameworks: [],
        regions: [],
        serviceTypes: ["penetration-testing"],
      },
      "ინგლისურ ენაზე მოსაუბრე აუდიტორი": {
        frameworks: [],
        regions: [],
        serviceTypes: ["audit"],
      },
    });
  });
});

describe("Armenian", () => {
  it("reads a service and a place written with its case ending", () => {
    expectReadings("hy", {
      "ISO 27001 խորհրդատու Երևանում": {
        frameworks: ["iso-27001"],
        regions: ["mena"],
        serviceTypes: ["implementation-consulting"],
      },
      "խորհրդատուներ Եվրոպայում": {
        frameworks: [],
        regions: ["eu"],
        serviceTypes: ["implementation-consulting"],
      },
    });
  });

  it("reads no region from a place it excepts nor from a language spoken", () => {
    expectReadings("hy", {
      "ռիսկերի գնահատում, բացի Երևանից": {
        frameworks: [],
        regions: [],
        serviceTypes: ["risk-assessment"],
      },
      "անգլերենով խոսող աուդիտոր": { frameworks: [], regions: [], serviceTypes: ["audit"] },
    });
  });
});

describe("Welsh", () => {
  it("reads a service and a place after a mutated preposition", () => {
    expectReadings("cy", {
      "ymgynghorydd ISO 27001 yng Nghaerdydd": {
        frameworks: ["iso-27001"],
        regions: ["uk"],
        serviceTypes: ["implementation-consulting"],
      },
      "profion treiddio yn Abertawe": {
        frameworks: [],
        regions: ["uk"],
        serviceTypes: ["penetration-testing"],
      },
    });
  });

  it("reads no region from a place it denies nor from a language spoken", () => {
    expectReadings("cy", {
      "profion treiddio, ond nid yn Llundain": {
        frameworks: [],
        regions: [],
        serviceTypes: ["penetration-testing"],
      },
      "archwilydd sy'n siarad Almaeneg": { frameworks: [], regions: [], serviceTypes: ["audit"] },
    });
  });
});

describe("words written with combining marks", () => {
  it("show their language, so its place endings apply: Tamil's -il after a consonant or u", () => {
    // Coimbatore and Colombo with the locative: read only where the Tamil words count as Tamil.
    expect(reader.read("கோயம்புத்தூரில் ISO 27001 ஆலோசகர் தேவை").slugs.regions).toEqual(["in"]);
    expect(reader.read("கொழும்பில் ISO 27001 ஆலோசகர் தேவை").slugs.regions).toEqual(["apac"]);
  });
});
