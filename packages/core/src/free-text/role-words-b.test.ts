import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * The role words of Hungarian, Romanian, Catalan, Croatian, Slovak, Slovenian, Lithuanian,
 * Latvian, Estonian, Icelandic, Afrikaans, Albanian, Welsh, Swahili, Malay, Tagalog, Indonesian
 * and Vietnamese: a framework's assessment (`assessmentWords`), a framework held (`heldBefore`,
 * `heldAfter`), one declined (`declinedBefore`), another party's place (`othersPlaceBefore`,
 * `othersPlaceAfter`), the writer's own (`ownPlaceBefore`) and the place asked for (`askers`).
 */

type Slugs = { frameworks: string[]; regions: string[]; serviceTypes: string[] };

function expectReadings(readings: Record<string, Slugs>) {
  for (const [text, slugs] of Object.entries(readings)) {
    expect(reader.read(text).slugs, text).toEqual(slugs);
  }
}

const tisaxAssessment = { frameworks: ["tisax"], regions: [], serviceTypes: ["audit"] };
const soc2Report = { frameworks: ["soc-2"], regions: [], serviceTypes: ["audit"] };
const soc2Only = { frameworks: ["soc-2"], regions: [], serviceTypes: [] };
const soc2Audit = { frameworks: ["soc-2"], regions: [], serviceTypes: ["audit"] };
const iso27001Only = { frameworks: ["iso-27001"], regions: [], serviceTypes: [] };
const iso27001Consulting = {
  frameworks: ["iso-27001"],
  regions: [],
  serviceTypes: ["implementation-consulting"],
};
const iso27001Audit = (region: string) => ({
  frameworks: ["iso-27001"],
  regions: [region],
  serviceTypes: ["audit"],
});
const pentestIn = (region: string) => ({
  frameworks: [],
  regions: [region],
  serviceTypes: ["penetration-testing"],
});

describe("Hungarian", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "TISAX értékelést keresünk a győri gyárunkhoz": {
        frameworks: ["tisax"],
        regions: ["eu"],
        serviceTypes: ["audit"],
      },
      "Már megvan az ISO 27001, most SOC 2 kell": soc2Only,
      "Nincs szükségünk SOC 2-re, ISO 27001 tanácsadót keresünk": iso27001Consulting,
    });
  });

  it("reads customers' and an owner's place as theirs, and the place asked for", () => {
    expectReadings({
      "Ügyfeleink Németországban vannak, budapesti cég vagyunk, pentestet keresünk":
        pentestIn("eu"),
      "Német tulajdonú cég vagyunk Győrben, NIS2 tanácsadót keresünk": {
        frameworks: ["nis2"],
        regions: ["eu"],
        serviceTypes: ["implementation-consulting"],
      },
      "Debreceni cég vagyunk, bécsi céget keresünk pentesthez": pentestIn("at"),
    });
  });
});

describe("Romanian", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Avem nevoie de o evaluare TISAX": tisaxAssessment,
      "ISO 27001 îl avem deja, căutăm auditor SOC 2": soc2Audit,
      "Nu avem nevoie de SOC 2, căutăm consultant ISO 27001": iso27001Consulting,
    });
  });

  it("reads a market as another party's place, and the place asked for", () => {
    expectReadings({
      "Vindem către Germania, sediul nostru e în Cluj, căutăm auditor ISO 27001":
        iso27001Audit("eu"),
      "Suntem o companie din Cluj, căutăm un prestator din Viena pentru pentest": pentestIn("at"),
    });
  });
});

describe("Catalan", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Necessitem una avaluació TISAX a Barcelona": {
        frameworks: ["tisax"],
        regions: ["es"],
        serviceTypes: ["audit"],
      },
      "Ja tenim la ISO 27001, ara necessitem SOC 2": soc2Only,
      "No necessitem SOC 2, busquem consultor ISO 27001": iso27001Consulting,
    });
  });

  it("reads a market as another party's place, and the place asked for", () => {
    expectReadings({
      "Venem a França, la nostra oficina és a Reus, busquem auditor ISO 27001": iso27001Audit("es"),
      "Som una empresa de Girona, busquem una entitat certificadora a Lisboa": {
        frameworks: [],
        regions: ["pt"],
        serviceTypes: ["certification-body"],
      },
    });
  });
});

describe("Croatian", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Treba nam TISAX procjena": tisaxAssessment,
      "Posjedujemo ISO 27001, trebamo SOC 2 reviziju": soc2Audit,
      "Nije nam potreban SOC 2, tražimo ISO 27001 konzultanta": iso27001Consulting,
    });
  });

  it("reads the writer's own place, and the place asked for", () => {
    expectReadings({
      "Sjedište nam je u Osijeku, najveći partner nam je u Münchenu, trebamo ISO 27001 reviziju":
        iso27001Audit("eu"),
      "Mi smo tvrtka iz Splita, tražimo tvrtku u Münchenu za pentest": pentestIn("de"),
    });
  });
});

describe("Slovak", () => {
  it("reads a TISAX assessment, a SOC 2 report, a framework held and one declined", () => {
    expectReadings({
      "Potrebujeme TISAX hodnotenie": tisaxAssessment,
      "Kto vie vydať SOC 2 správu?": soc2Report,
      "Získali sme ISO 27001, teraz potrebujeme TISAX hodnotenie": tisaxAssessment,
      "Namiesto SOC 2 chceme ISO 27001": iso27001Only,
    });
  });

  it("reads the place asked for", () => {
    expectReadings({
      "Naše sídlo je v Bratislave, hľadáme poskytovateľa vo Viedni": {
        frameworks: [],
        regions: ["at"],
        serviceTypes: [],
      },
    });
  });
});

describe("Slovenian", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Potrebujemo TISAX oceno": tisaxAssessment,
      "ISO 27001 že imamo, iščemo SOC 2 revizorja": soc2Audit,
      "Ne potrebujemo SOC 2, iščemo svetovalca za ISO 27001": iso27001Consulting,
    });
  });

  it("reads a market as another party's place, and the place asked for", () => {
    expectReadings({
      "Izvažamo v Italijo, naša pisarna je v Ljubljani, iščemo presojo ISO 27001":
        iso27001Audit("eu"),
      "Smo podjetje iz Kopra, iščemo ponudnika na Dunaju za pentest": pentestIn("at"),
    });
  });
});

describe("Lithuanian", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Reikia TISAX vertinimo": tisaxAssessment,
      "Esame sertifikuoti ISO 27001, dabar reikia SOC 2": soc2Only,
      "Mums nereikia SOC 2, ieškome ISO 27001 konsultanto": iso27001Consulting,
    });
  });

  it("reads customers' place as theirs", () => {
    expectReadings({
      "Mūsų klientai Vokietijoje, esame įmonė iš Kauno ir ieškome pentest": pentestIn("eu"),
    });
  });
});

describe("Latvian", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Vajag TISAX novērtējumu": tisaxAssessment,
      "ISO 27001 mums jau ir, meklējam SOC 2 auditoru": soc2Audit,
      "Mums nav vajadzīgs SOC 2, meklējam ISO 27001 konsultantu": iso27001Consulting,
    });
  });

  it("reads a market as another party's place", () => {
    expectReadings({
      "Pārdodam uz Vāciju, mūsu birojs ir Rīgā, meklējam ISO 27001 auditoru": iso27001Audit("eu"),
    });
  });
});

describe("Estonian", () => {
  it('reads a TISAX assessment, a framework held (no Juba in "juba") and one declined', () => {
    expectReadings({
      "Vajame TISAX hindamist": tisaxAssessment,
      "ISO 27001 on meil juba olemas, otsime SOC 2 audiitorit": soc2Audit,
      "Me ei vaja SOC 2, otsime ISO 27001 audiitorit": {
        frameworks: ["iso-27001"],
        regions: [],
        serviceTypes: ["audit"],
      },
    });
  });

  it("reads a market as another party's place", () => {
    expectReadings({
      "Müüme Soome, meie kontor on Narvas, otsime ISO 27001 audiitorit": iso27001Audit("ee"),
    });
  });
});

describe("Icelandic", () => {
  it("reads a SOC 2 report, a framework held and one declined", () => {
    expectReadings({
      "Hver getur gefið út SOC 2 skýrslu?": soc2Report,
      "ISO 27001 höfum við nú þegar, leitum að SOC 2 endurskoðanda": soc2Audit,
      "Við þurfum ekki SOC 2, leitum að ISO 27001 ráðgjafa": iso27001Consulting,
    });
  });

  it("reads the writer's own place", () => {
    expectReadings({
      "Við störfum á Akureyri, stærsti samstarfsaðilinn er í Þýskalandi, vantar ISO 27001 úttekt":
        iso27001Audit("nordics"),
    });
  });
});

describe("Afrikaans", () => {
  it("reads a SOC 2 report, a framework held and one declined", () => {
    expectReadings({
      "Wie kan die SOC 2 verslag uitreik?": soc2Report,
      "Ons het ISO 27001 reeds, ons soek 'n SOC 2 ouditeur": soc2Audit,
      "In plaas van SOC 2 wil ons ISO 27001 hê": iso27001Only,
    });
  });

  it("reads a market as another party's place", () => {
    expectReadings({
      "Ons voer uit na Duitsland, ons kantoor is in Pretoria, soek 'n ISO 27001 ouditeur":
        iso27001Audit("za"),
    });
  });
});

describe("Albanian", () => {
  it('reads a framework held and one declined (no Nuuk in "nuk")', () => {
    expectReadings({
      "ISO 27001 e kemi tashmë, kërkojmë auditues SOC 2": soc2Audit,
      "Nuk kemi nevojë për SOC 2, kërkojmë konsulent ISO 27001": iso27001Consulting,
      "Në vend të SOC 2 duam ISO 27001": iso27001Only,
    });
  });

  it("reads the place asked for", () => {
    expectReadings({
      "Jemi në Tiranë, kërkojmë një kompani në Itali për pentest": pentestIn("it"),
    });
  });
});

describe("Welsh", () => {
  it("reads a SOC 2 report, a framework held and one declined", () => {
    expectReadings({
      "Mae angen adroddiad SOC 2 arnom": soc2Report,
      "Mae gennym eisoes ISO 27001, nawr mae angen SOC 2": soc2Only,
      "Does dim angen SOC 2, rydym yn chwilio am ymgynghorydd ISO 27001": iso27001Consulting,
    });
  });

  it("reads the place asked for", () => {
    expectReadings({
      "Rydym yng Nghaerdydd, angen cwmni yn Iwerddon ar gyfer pentest": pentestIn("ie"),
    });
  });
});

describe("Swahili", () => {
  it("reads a SOC 2 report, a framework held and one declined", () => {
    expectReadings({
      "Tunahitaji ripoti ya SOC 2": soc2Report,
      "ISO 27001 tunayo tayari, tunatafuta mkaguzi wa SOC 2": soc2Audit,
      "Hatuhitaji SOC 2, tunatafuta mshauri wa ISO 27001": iso27001Consulting,
    });
  });

  it("reads the place asked for", () => {
    expectReadings({
      "Tuko Nairobi, tunatafuta kampuni Ujerumani kwa pentest": pentestIn("de"),
    });
  });
});

describe("Malay", () => {
  it("reads a framework held and one declined", () => {
    expectReadings({
      "Kami telah disijilkan ISO 27001, kini perlukan SOC 2": soc2Only,
      "Kami tidak mahu SOC 2, kami perlukan ISO 27001": iso27001Only,
    });
  });

  it("reads the place asked for", () => {
    expectReadings({
      "Kami di Penang, mencari syarikat di Singapura untuk pentest": pentestIn("sg"),
    });
  });
});

describe("Tagalog", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Kailangan namin ng pagsusuri para sa TISAX": tisaxAssessment,
      "Mayroon na kaming ISO 27001, kailangan namin ng SOC 2": soc2Only,
      "Imbes na SOC 2, ISO 27001 ang kailangan namin": iso27001Only,
    });
  });

  it("reads the place asked for", () => {
    expectReadings({
      "Kami ay isang kumpanya sa Cebu, naghahanap kami ng kumpanya sa Singapore para sa pentest":
        pentestIn("sg"),
    });
  });
});

describe("Indonesian", () => {
  it("reads a TISAX assessment and a framework declined", () => {
    expectReadings({
      "Kami mencari perusahaan untuk asesmen TISAX": tisaxAssessment,
      "Kami tidak butuh SOC 2, mencari konsultan ISO 27001": iso27001Consulting,
    });
  });

  it("reads the writer's own place", () => {
    expectReadings({
      "Kantor kami di Bandung, mitra terbesar kami di Jerman, butuh auditor ISO 27001":
        iso27001Audit("apac"),
    });
  });
});

describe("Vietnamese", () => {
  it("reads a TISAX assessment, a framework held and one declined", () => {
    expectReadings({
      "Chúng tôi cần đánh giá TISAX": tisaxAssessment,
      "Chúng tôi đã có ISO 27001, giờ cần SOC 2": soc2Only,
      "Thay vì SOC 2 chúng tôi muốn ISO 27001": iso27001Only,
    });
  });

  it("reads the writer's own place", () => {
    expectReadings({
      "Trụ sở chính ở Hà Nội, đối tác lớn nhất ở Đức, cần kiểm toán ISO 27001":
        iso27001Audit("apac"),
    });
  });
});
