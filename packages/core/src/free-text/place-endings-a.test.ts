import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * Place endings (`placeEndings`) of Polish, Czech, Slovak, Slovenian, Croatian and Serbian: the
 * locative, genitive and accusative a buyer writes a place's name in ("w Niemczech", "z Vídně",
 * "v Gradcu", "у Скопљу"). Each sentence with a place read none before its language's rules
 * were written; each without one names a common word an older, looser ending read as a place
 * ("tych" as Tychy, "cenově" as Genoa, "meni" as the Isle of Man, "u planu" as Plano), or that
 * a looser ending would. Croatian's rules read no place the older ones did not: its sentences
 * are the common words they read. Bulgarian and Macedonian have no cases, so no endings.
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Polish", () => {
  it("reads a place's name in the case a buyer writes it", () => {
    expectReadings([
      ["Szukamy audytora ISO 27001 w Polsce", ["iso-27001"], ["pl"], ["audit"]],
      ["Szukamy firmy doradczej z biurem w Niemczech", [], ["de"], []],
      ["Potrzebujemy pentestu dla spółki w Hiszpanii", [], ["es"], ["penetration-testing"]],
      ["Szukamy audytora SOC 2 we Włoszech", ["soc-2"], ["it"], ["audit"]],
      ["Szukamy audytora ISO 27001 w Szwecji", ["iso-27001"], ["se"], ["audit"]],
      ["Szukamy audytora ISO 27001 w Czechach", ["iso-27001"], ["cz"], ["audit"]],
      ["Potrzebujemy testów penetracyjnych w Austrii", [], ["at"], ["penetration-testing"]],
      ["Szukamy audytora ISO 27001 na Węgrzech", ["iso-27001"], ["eu"], ["audit"]],
      ["Szukamy audytora SOC 2 w Irlandii", ["soc-2"], ["ie"], ["audit"]],
      ["Szukamy audytora ISO 27001 w Kanadzie", ["iso-27001"], ["ca"], ["audit"]],
      ["Szukamy audytora ISO 27001 w Katowicach", ["iso-27001"], ["pl"], ["audit"]],
      ["Szukamy audytora ISO 27001 w Wiedniu", ["iso-27001"], ["at"], ["audit"]],
      ["Szukamy firmy z Wiednia do pentestu", [], ["at"], ["penetration-testing"]],
      ["Szukamy konsultanta NIS2 w Madrycie", ["nis2"], ["es"], ["implementation-consulting"]],
      ["Szukamy audytora ISO 27001 we Frankfurcie", ["iso-27001"], ["de"], ["audit"]],
    ]);
  });

  it("reads no region from a common word", () => {
    expectReadings([
      ["Szukamy audytora w cenie do 20 tysięcy złotych, najlepiej z rabatem", [], [], ["audit"]],
      ["Szukamy audytora ISO 27001 dla tych systemów", ["iso-27001"], [], ["audit"]],
      ["Na mocy umowy musimy przejść audyt SOC 2", ["soc-2"], [], ["audit"]],
      ["Ludzie w firmie potrzebują szkoleń z phishingu", [], [], ["security-awareness-training"]],
      ["Firma zatrudnia 200 ludzi, szukamy audytora ISO 27001", ["iso-27001"], [], ["audit"]],
      ["Boimy się kary RODO, szukamy konsultanta", ["gdpr"], [], ["privacy-consulting"]],
    ]);
  });
});

describe("Czech", () => {
  it("reads a place's name in the case a buyer writes it", () => {
    expectReadings([
      ["Hledáme auditora ISO 27001 v Německu", ["iso-27001"], ["de"], ["audit"]],
      ["Hledáme firmu z Brna na penetrační testy", [], ["cz"], ["penetration-testing"]],
      ["Hledáme auditora ISO 27001 v Liberci", ["iso-27001"], ["cz"], ["audit"]],
      ["Hledáme firmu z Vídně na penetrační testy", [], ["at"], ["penetration-testing"]],
      ["Hledáme auditora SOC 2 v Londýně", ["soc-2"], ["uk"], ["audit"]],
      ["Hledáme auditora ISO 27001 v Mnichově", ["iso-27001"], ["de"], ["audit"]],
      ["Hledáme auditora ISO 27001 v Drážďanech", ["iso-27001"], ["de"], ["audit"]],
      ["Hledáme auditora ISO 27001 v Košicích", ["iso-27001"], ["eu"], ["audit"]],
    ]);
  });

  it("reads no region from a common word", () => {
    expectReadings([
      ["Hledáme řešení pro správu rizik a shodu s NIS2", ["nis2"], [], []],
      [
        "V době auditu potřebujeme konzultanta na místě",
        [],
        [],
        ["audit", "implementation-consulting"],
      ],
      ["Hledáme cenově dostupného poradce pro GDPR", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Jsme ve stádiu přípravy na certifikaci ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
});

describe("Slovak", () => {
  it("reads a place's name in the case a buyer writes it", () => {
    expectReadings([
      ["Hľadáme firmu z Košíc na penetračné testy", [], ["eu"], ["penetration-testing"]],
      ["Hľadáme firmu z Viedne na penetračné testy", [], ["at"], ["penetration-testing"]],
    ]);
  });

  it("reads no region from a common word", () => {
    expectReadings([
      [
        "V dobe auditu potrebujeme konzultanta na mieste",
        [],
        [],
        ["audit", "implementation-consulting"],
      ],
      ["Hľadáme cenovo dostupného poradcu pre GDPR", ["gdpr"], [], ["privacy-consulting"]],
      ["Chceme získať dôveru zákazníkov, preto hľadáme audit SOC 2", ["soc-2"], [], ["audit"]],
    ]);
  });
});

describe("Slovenian", () => {
  it("reads a place's name in the case a buyer writes it", () => {
    expectReadings([
      ["Iščemo presojevalca ISO 27001 v Gradcu", ["iso-27001"], ["at"], ["audit"]],
      ["Iščemo podjetje iz Gradca za penetracijske teste", [], ["at"], ["penetration-testing"]],
    ]);
  });

  it("reads no region from a common word", () => {
    expectReadings([
      ["Meni se zdi, da potrebujemo svetovalca za GDPR", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Nisem prepričan, ali potrebujemo presojo ali samo svetovanje",
        [],
        [],
        ["audit", "implementation-consulting"],
      ],
      ["Za mene je pomembno, da je presoja opravljena do konca leta", [], [], ["audit"]],
      ["Problem je rešena zadeva, zdaj iščemo presojevalca za SOC 2", ["soc-2"], [], ["audit"]],
      ["Glede namena obdelave potrebujemo pravni nasvet za GDPR", ["gdpr"], [], []],
    ]);
  });
});

describe("Croatian", () => {
  it("reads no region from a common word", () => {
    expectReadings([
      ["Tražimo revizora za ISO 27001 za našu tvrtku", ["iso-27001"], [], ["audit"]],
      ["Meni se čini da trebamo savjetnika za GDPR", ["gdpr"], [], ["privacy-consulting"]],
      [
        "U planu nam je certifikacija ISO 27001 do kraja godine",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Ne mogu reći koliki je budžet, ali tražimo pentest", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Serbian", () => {
  it("reads a place's name in the case a buyer writes it", () => {
    expectReadings([
      ["Тражимо ревизора за ISO 27001 у Скопљу", ["iso-27001"], ["emea"], ["audit"]],
      ["Tražimo revizora za ISO 27001 u Skoplju", ["iso-27001"], ["emea"], ["audit"]],
    ]);
  });

  it("reads no region from a common word", () => {
    expectReadings([
      ["Tražimo revizora za ISO 27001 za našu firmu", ["iso-27001"], [], ["audit"]],
      ["Meni se čini da nam treba savetnik za GDPR", ["gdpr"], [], ["privacy-consulting"]],
      [
        "U planu nam je sertifikacija ISO 27001 do kraja godine",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Tražimo firmu u našem gradu za pentest", [], [], ["penetration-testing"]],
    ]);
  });
});
