import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * The place endings of Russian, Ukrainian, Lithuanian, Latvian, Estonian, Finnish and Hungarian
 * (`placeEndings`): the cases a buyer writes a country's or a city's name in. Each sentence of
 * "new endings" read no place, or another, before its language's endings were added; those of
 * "narrowed endings" read their place before and still do now that an ending is read only after
 * the letters places end with; the others read no region, though some read one before
 * (Lithuanian "vienos", one, was Vienna; Finnish "tänään", today, Antananarivo; Hungarian "talán",
 * maybe, Talā).
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Russian", () => {
  it("reads a place in the forms its new endings add", () => {
    expectReadings([
      ["Нужен консультант с опытом работы с Польшей", [], ["pl"], ["implementation-consulting"]],
      ["Нужна компания из Гомеля для пентеста", [], ["emea"], ["penetration-testing"]],
      ["Нужен аудитор ISO 27001 для работы с Гомелем", ["iso-27001"], ["emea"], ["audit"]],
      ["Нужна компания из Ярославля для аудита ISO 27001", ["iso-27001"], ["emea"], ["audit"]],
      ["Ищем аудитора ISO 27001 по Ярославлю", ["iso-27001"], ["emea"], ["audit"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      ["Нужна помощь в делах, связанных с GDPR", ["gdpr"], [], []],
      [
        "Ищем внешнего аудитора для проверки системы управления информационной безопасностью",
        [],
        [],
        ["audit"],
      ],
      ["Срочно нужен аудит безопасности перед запуском продукта", [], [], ["audit"]],
    ]);
  });
});

describe("Ukrainian", () => {
  it("reads a place in the forms its new endings add", () => {
    expectReadings([
      ["Шукаємо аудитора ISO 27001 у Дніпрі", ["iso-27001"], ["emea"], ["audit"]],
      ["Потрібна компанія з Дніпра для пентесту", [], ["emea"], ["penetration-testing"]],
      ["Шукаємо аудитора ISO 27001 у Запоріжжі", ["iso-27001"], ["emea"], ["audit"]],
      ["Шукаємо аудитора ISO 27001 у Вінниці", ["iso-27001"], ["emea"], ["audit"]],
      ["Шукаємо аудитора ISO 27001 у Чернівцях", ["iso-27001"], ["emea"], ["audit"]],
      ["Потрібна компанія з Тернополя для пентесту", [], ["emea"], ["penetration-testing"]],
      ["Шукаємо аудитора ISO 27001 у Празі", ["iso-27001"], ["cz"], ["audit"]],
      ["Потрібна компанія з Відня для пентесту", [], ["at"], ["penetration-testing"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      [
        "Потрібна консультація юриста щодо захисту персональних даних",
        [],
        [],
        ["privacy-consulting", "legal-advisory"],
      ],
      [
        "Шукаємо консалтингову компанію, яка допоможе з NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Ми мали аудит минулого року, тепер потрібна повторна сертифікація", [], [], ["audit"]],
    ]);
  });
});

describe("Lithuanian", () => {
  it("reads a place in the forms its new endings add", () => {
    expectReadings([
      ["Ieškome ISO 27001 auditoriaus Izraelyje", ["iso-27001"], ["il"], ["audit"]],
      ["Ieškome ISO 27001 auditoriaus Helsinkyje", ["iso-27001"], ["fi"], ["audit"]],
      [
        "Reikia įmonės iš Helsinkio atlikti įsiskverbimo testą",
        [],
        ["fi"],
        ["penetration-testing"],
      ],
      [
        "Planuojame plėstis į Nyderlandus, reikia GDPR konsultanto",
        ["gdpr"],
        ["nl"],
        ["privacy-consulting"],
      ],
    ]);
  });

  it("still reads the forms its narrowed endings keep", () => {
    expectReadings([
      ["Ieškome ISO 27001 auditoriaus Lietuvoje", ["iso-27001"], ["eu"], ["audit"]],
      ["Ieškome ISO 27001 auditoriaus Vokietijoje", ["iso-27001"], ["de"], ["audit"]],
      ["Ieškome ISO 27001 auditoriaus Rygoje", ["iso-27001"], ["eu"], ["audit"]],
      [
        "Reikia partnerio iš Prahos, ieškome ISO 27001 auditoriaus",
        ["iso-27001"],
        ["cz"],
        ["audit"],
      ],
      ["Ieškome ISO 27001 auditoriaus Ukrainoje", ["iso-27001"], ["emea"], ["audit"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      ["Mūsų kitos įmonės auditas buvo praėjusiais metais", [], [], ["audit"]],
      [
        "Ieškome vienos įmonės, kuri atliktų ir auditą, ir įsiskverbimo testą",
        [],
        [],
        ["penetration-testing", "audit"],
      ],
      ["Šios temos ekspertas reikalingas DORA atitikčiai draudimo bendrovėje", ["dora"], [], []],
    ]);
  });
});

describe("Latvian", () => {
  it("still reads the forms its narrowed endings keep", () => {
    expectReadings([
      ["Meklējam ISO 27001 auditoru ar biroju Liepājas centrā", ["iso-27001"], ["eu"], ["audit"]],
      ["Meklējam ISO 27001 auditoru ar biroju Jelgavas centrā", ["iso-27001"], ["eu"], ["audit"]],
      ["Vajadzīgs ISO 27001 auditors Vācijas tirgum", ["iso-27001"], ["de"], ["audit"]],
      ["Meklējam ISO 27001 auditoru Daugavpilī", ["iso-27001"], ["eu"], ["audit"]],
      ["Meklējam ISO 27001 auditoru ar biroju Londonas centrā", ["iso-27001"], ["uk"], ["audit"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      [
        "Vienas dienas apmācība par pikšķerēšanu darbiniekiem",
        [],
        [],
        ["security-awareness-training"],
      ],
      ["Šīs temas eksperts vajadzīgs DORA atbilstībai apdrošināšanas sabiedrībā", ["dora"], [], []],
      [
        "Kada būs ISO 27001 sertifikāts? Mūsu pārdošanas komanda jautā",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Meklējam lētu konsultantu ar labām atsauksmēm", [], [], ["implementation-consulting"]],
    ]);
  });
});

describe("Estonian", () => {
  it("reads a place in the forms its new endings add", () => {
    expectReadings([
      ["Otsime Tallinnasse ISO 27001 audiitorit", ["iso-27001"], ["ee"], ["audit"]],
      ["Otsime Eestisse ISO 27001 audiitorit", ["iso-27001"], ["ee"], ["audit"]],
      ["Otsime ISO 27001 audiitorit Poolas", ["iso-27001"], ["pl"], ["audit"]],
      ["Vajame firmat Poolast, kes teeks läbistustesti", [], ["pl"], ["penetration-testing"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      ["Vajame töötajatele küberturbe koolitust", [], [], ["security-awareness-training"]],
      ["Meie pank otsib töövõtjat PCI DSS auditiks", ["pci-dss"], [], []],
      ["Minu kolleeg soovitas teid, vajame ISO 27001 auditit", ["iso-27001"], [], ["audit"]],
    ]);
  });
});

describe("Finnish", () => {
  it("reads a place in the forms its new endings add", () => {
    expectReadings([
      ["Etsimme ISO 27001 -auditoijaa Münchenissä", ["iso-27001"], ["de"], ["audit"]],
      [
        "Tarvitsemme yrityksen Münchenistä tekemään tunkeutumistestauksen",
        [],
        ["de"],
        ["penetration-testing"],
      ],
      ["Etsimme ISO 27001 -auditoijaa Frankfurtissa", ["iso-27001"], ["de"], ["audit"]],
      ["Etsimme ISO 27001 -auditoijaa Iranissa", ["iso-27001"], ["mena"], ["audit"]],
    ]);
  });

  it("still reads the forms its narrowed endings keep", () => {
    expectReadings([
      ["Etsimme Puolaan ISO 27001 -auditoijaa", ["iso-27001"], ["pl"], ["audit"]],
      ["Etsimme Espanjaan ISO 27001 -auditoijaa", ["iso-27001"], ["es"], ["audit"]],
      ["Etsimme ISO 27001 -auditoijaa Venäjällä", ["iso-27001"], ["emea"], ["audit"]],
      [
        "Tarvitsemme yrityksen Vantaalta tekemään tunkeutumistestauksen",
        [],
        ["fi"],
        ["penetration-testing"],
      ],
      ["Etsimme Tallinnaan ISO 27001 -auditoijaa", ["iso-27001"], ["ee"], ["audit"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      [
        "Tarvitsemme tarjouksen ISO 27001 -auditoinnista mielellään jo tänään",
        ["iso-27001"],
        [],
        ["audit"],
      ],
      [
        "Emme osaa valita ISO 27001:n ja SOC 2:n välillä, tarvitsemme neuvontaa",
        ["iso-27001", "soc-2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Palaan asiaan ensi viikolla, mutta tarvitsemme SOC 2 -auditoijan",
        ["soc-2"],
        [],
        ["audit"],
      ],
    ]);
  });
});

describe("Hungarian", () => {
  it("reads a place in the forms its new endings add", () => {
    expectReadings([
      ["Ausztriával foglalkozó ISO 27001 auditort keresünk", ["iso-27001"], ["at"], ["audit"]],
      [
        "Budapesttel szomszédos településen keresünk ISO 27001 auditort",
        ["iso-27001"],
        ["eu"],
        ["audit"],
      ],
      ["Hollandiával foglalkozó ISO 27001 auditort keresünk", ["iso-27001"], ["nl"], ["audit"]],
    ]);
  });

  it("still reads the forms its narrowed endings keep", () => {
    expectReadings([
      ["ISO 27001 auditort keresünk Nyíregyházán", ["iso-27001"], ["eu"], ["audit"]],
      ["ISO 27001 auditort keresünk Békéscsabán", ["iso-27001"], ["eu"], ["audit"]],
      ["ISO 27001 auditort keresünk Tatabányán", ["iso-27001"], ["eu"], ["audit"]],
    ]);
  });

  it("reads no place in a common word its endings used to make one, nor in a request without a place", () => {
    expectReadings([
      ["Talán jövő hónapban kezdenénk, ISO 27001 auditort keresünk", ["iso-27001"], [], ["audit"]],
      ["Sokan ajánlották, SOC 2 auditort keresünk", ["soc-2"], [], ["audit"]],
      ["Hazai banki ügyfeleink miatt DORA megfelelésre van szükségünk", ["dora"], [], []],
    ]);
  });
});
