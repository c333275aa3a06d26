import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * The role words of Danish, Norwegian, Finnish, Hungarian, Romanian, Russian, Hebrew, Thai,
 * Vietnamese, Indonesian, Catalan, Croatian, Slovak, Slovenian, Lithuanian, Latvian and
 * Estonian: a verb or help that asks for implementation consulting (`serviceVerbs`,
 * `frameworkHelp`), a framework or service declined after its name (`declinedAfter`), the
 * writer's own trade (`ownTradeBefore`), a party that speaks (`possessives`, `partyVerbs`), a
 * service the writer has none of (`lackedBefore`), the writer's office (`ownPlaceAfter`), a past
 * vendor (`encounterWords`) and a letter's signature (`closings`).
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

const IMPLEMENTATION = ["implementation-consulting"];
const PENTEST = ["penetration-testing"];
const AUDIT = ["audit"];

describe("Danish", () => {
  it("reads a place before the writer's office as theirs, as English does", () => {
    expectReadings([
      [
        "Vores Aarhus-kontor søger en revisor til ISO 27001, vi arbejder også i Oslo",
        ["iso-27001"],
        ["dk"],
        AUDIT,
      ],
    ]);
  });
  it("reads a verb or help towards a framework as implementation consulting", () => {
    expectReadings([
      ["Vi skal indføre ISO 27001 i virksomheden", ["iso-27001"], [], IMPLEMENTATION],
      ["Hvem kan hjælpe os med DORA?", ["dora"], [], IMPLEMENTATION],
      [
        "Cyber Essentials: hvem kan gøre os klar og derefter certificere os?",
        ["cyber-essentials"],
        [],
        ["implementation-consulting", "certification-body"],
      ],
    ]);
  });
  it("reads a service declined, lacked or a party's as none asked", () => {
    expectReadings([
      ["Vi søger en revisor til SOC 2, penetrationstest kan vente", ["soc-2"], [], AUDIT],
      ["Vi har ingen konsulent og søger en revisor til ISO 27001", ["iso-27001"], [], AUDIT],
      ["Vores konsulent sagde, at vi skal have en penetrationstest", [], [], PENTEST],
    ]);
  });
  it("reads a past vendor's place and a signature as the writer's none", () => {
    expectReadings([
      ["Vores tidligere revisor kom fra Stockholm", [], [], AUDIT],
      [
        "Vi har brug for en SOC 2-revision. Med venlig hilsen Lars Jensen, ISO 27001 konsulent",
        ["soc-2"],
        [],
        AUDIT,
      ],
    ]);
  });
});

describe("Norwegian", () => {
  it("reads a place before the writer's office as theirs", () => {
    expectReadings([
      [
        "Vårt Bergen-kontor trenger en revisor for ISO 27001, vi jobber også i Stockholm",
        ["iso-27001"],
        ["no"],
        AUDIT,
      ],
    ]);
  });
  it("reads implementation consulting, the writer's trade, a service declined and a party", () => {
    expectReadings([
      ["Vi skal innføre ISO 27001 i selskapet", ["iso-27001"], [], IMPLEMENTATION],
      ["Hvem kan forberede oss til ISO 27001?", ["iso-27001"], [], IMPLEMENTATION],
      ["Vi er et lite advokatfirma og trenger en penetrasjonstest", [], [], PENTEST],
      ["Penetrasjonstest er ikke nødvendig. Vi trenger revisor for SOC 2", ["soc-2"], [], AUDIT],
      ["Vi har ingen konsulent og trenger revisor for ISO 27001", ["iso-27001"], [], AUDIT],
      ["Vår rådgiver sa at vi trenger en penetrasjonstest", [], [], PENTEST],
    ]);
  });
});

describe("Finnish", () => {
  it("reads a place in the genitive before the writer's office", () => {
    expectReadings([
      [
        "Helsingin toimisto tarvitsee ISO 27001 -auditoijan, toimimme myös Tukholmassa",
        ["iso-27001"],
        ["fi", "se"],
        AUDIT,
      ],
    ]);
  });
  it("reads implementation consulting, the writer's trade, a service declined and a past vendor", () => {
    expectReadings([
      ["Haluamme toteuttaa ISO 27001 -standardin", ["iso-27001"], [], IMPLEMENTATION],
      ["Tarvitsemme apua NIS2-vaatimuksiin", ["nis2"], [], IMPLEMENTATION],
      ["Työskentelen lakitoimistossa ja etsimme tunkeutumistestausta", [], [], PENTEST],
      ["Penetraatiotestaus ei ole tarpeen. Etsimme SOC 2 -auditoijaa", ["soc-2"], [], AUDIT],
      ["Edellinen toimittaja oli Tukholmasta ja etsimme auditoijaa", [], [], AUDIT],
    ]);
  });
});

describe("Hungarian", () => {
  it("reads a place before the writer's office as theirs", () => {
    expectReadings([
      [
        "Budapesti irodánk ISO 27001 auditort keres, Bécsben is dolgozunk",
        ["iso-27001"],
        ["eu"],
        ["audit"],
      ],
    ]);
  });
  it("reads implementation consulting, the writer's trade and a service declined", () => {
    expectReadings([
      ["Segítség NIS2 ügyben", ["nis2"], [], IMPLEMENTATION],
      [
        "Ki tud felkészíteni minket az ISO 27001 tanúsításra?",
        ["iso-27001"],
        [],
        ["implementation-consulting", "certification-body"],
      ],
      ["Mi egy ügyvédi iroda vagyunk, penetrációs tesztet keresünk", [], [], PENTEST],
      [
        "A penetrációs teszt nem szükséges, ISO 27001 tanúsító szervezetet keresünk",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
});

describe("Romanian", () => {
  it("reads implementation consulting, a service declined or lacked, and a signature", () => {
    expectReadings([
      ["Avem nevoie de ajutor cu NIS2", ["nis2"], [], IMPLEMENTATION],
      [
        "Cine ne poate ajuta să ne pregătească pentru ISO 27001?",
        ["iso-27001"],
        [],
        IMPLEMENTATION,
      ],
      ["Căutăm un auditor SOC 2, testul de penetrare poate aștepta", ["soc-2"], [], AUDIT],
      ["Nu avem consultant, căutăm un auditor ISO 27001", ["iso-27001"], [], AUDIT],
      [
        "Avem nevoie de un audit SOC 2. Cu stimă, Ion Popescu, consultant ISO 27001",
        ["soc-2"],
        [],
        AUDIT,
      ],
    ]);
  });
});

describe("Russian", () => {
  it("reads implementation consulting", () => {
    expectReadings([
      ["Нужно внедрить ISO 27001 в компании", ["iso-27001"], [], IMPLEMENTATION],
      ["Нужна помощь с NIS2", ["nis2"], [], IMPLEMENTATION],
    ]);
  });
  it("reads the writer's trade, a party, a service declined or lacked and a past vendor", () => {
    expectReadings([
      ["Я работаю в юридической фирме, нам нужен пентест", [], [], PENTEST],
      ["Наш консультант сказал, что нужен пентест", [], [], PENTEST],
      ["Ищем аудитора для SOC 2, пентест может подождать", ["soc-2"], [], AUDIT],
      ["У нас нет консультанта, нужен аудит ISO 27001", ["iso-27001"], [], AUDIT],
      ["Предыдущий аудитор был из Стокгольма и мы ищем аудитора", [], [], AUDIT],
    ]);
  });
});

describe("Hebrew", () => {
  it("reads implementation consulting and a service declined after its name", () => {
    expectReadings([
      ["אנחנו רוצים להטמיע ISO 27001 בחברה", ["iso-27001"], [], IMPLEMENTATION],
      ["מי יכול ללוות אותנו לקראת ISO 27001?", ["iso-27001"], [], IMPLEMENTATION],
      ["בדיקת חדירות לא נדרשת, אנחנו מחפשים מבקר SOC 2", ["soc-2"], [], AUDIT],
    ]);
  });
});

describe("Thai", () => {
  it("reads the writer's trade and a service declined after its name", () => {
    expectReadings([
      ["เราเป็นสำนักงานกฎหมาย ต้องการทดสอบเจาะระบบ", [], [], PENTEST],
      ["ทดสอบเจาะระบบยังไม่จำเป็น ต้องการผู้ตรวจสอบ SOC 2", ["soc-2"], [], AUDIT],
    ]);
  });
});

describe("Vietnamese", () => {
  it("reads help towards a framework, the writer's trade, a service declined or lacked", () => {
    expectReadings([
      ["Ai có thể hướng dẫn chúng tôi đạt ISO 27001?", ["iso-27001"], [], IMPLEMENTATION],
      ["Chúng tôi là công ty luật, cần kiểm thử xâm nhập", [], [], PENTEST],
      ["Kiểm thử xâm nhập chưa cần, chúng tôi cần kiểm toán SOC 2", ["soc-2"], [], AUDIT],
      ["Chúng tôi không có tư vấn, cần kiểm toán ISO 27001", ["iso-27001"], [], AUDIT],
    ]);
  });
});

describe("Indonesian", () => {
  it("reads help towards a framework, a service declined or lacked", () => {
    expectReadings([
      ["Siapa yang bisa mendampingi kami untuk ISO 27001?", ["iso-27001"], [], IMPLEMENTATION],
      ["Butuh bantuan NIS2", ["nis2"], [], IMPLEMENTATION],
      ["Pentest belum perlu. Kami butuh auditor SOC 2", ["soc-2"], [], AUDIT],
      ["Kami tidak punya konsultan, butuh auditor ISO 27001", ["iso-27001"], [], AUDIT],
    ]);
  });
});

describe("Catalan", () => {
  it("reads implementation consulting, the writer's trade, a party and a service declined", () => {
    expectReadings([
      ["Necessitem ajuda amb NIS2", ["nis2"], [], IMPLEMENTATION],
      ["Busquem algú per acompanyar-nos amb la ISO 27001", ["iso-27001"], [], IMPLEMENTATION],
      ["Som una consultora i necessitem un pentest", [], [], PENTEST],
      ["La nostra auditora diu que necessitem un pentest", [], [], PENTEST],
      ["Busquem un auditor SOC 2, el pentest pot esperar", ["soc-2"], [], AUDIT],
      ["No tenim consultor, busquem un auditor ISO 27001", ["iso-27001"], [], AUDIT],
    ]);
  });
});

describe("Croatian", () => {
  it("reads a service declined after its name and a signature", () => {
    expectReadings([
      ["Tražimo revizora za SOC 2, penetracijsko testiranje može čekati", ["soc-2"], [], AUDIT],
      [
        "Trebamo reviziju SOC 2. Lijep pozdrav, Ivan Horvat, ISO 27001 konzultant",
        ["soc-2"],
        [],
        AUDIT,
      ],
    ]);
  });
});

describe("Slovak", () => {
  it("reads help towards a framework, the writer's trade, a service declined or lacked", () => {
    expectReadings([
      ["Hľadáme niekoho, kto nás pripraví na ISO 27001", ["iso-27001"], [], IMPLEMENTATION],
      ["Pracujem v advokátskej kancelárii a potrebujeme penetračný test", [], [], PENTEST],
      ["Hľadáme audítora SOC 2, penetračný test môže počkať", ["soc-2"], [], AUDIT],
      ["Nemáme konzultanta, hľadáme audítora ISO 27001", ["iso-27001"], [], AUDIT],
    ]);
  });
});

describe("Slovenian", () => {
  it("reads help towards a framework, the writer's trade, a service declined or lacked", () => {
    expectReadings([
      ["Iščemo nekoga, ki nas pripravi na ISO 27001", ["iso-27001"], [], IMPLEMENTATION],
      ["Delam v odvetniški pisarni in potrebujemo penetracijski test", [], [], PENTEST],
      ["Iščemo revizorja za SOC 2, penetracijski test lahko počaka", ["soc-2"], [], AUDIT],
      ["Nimamo svetovalca, iščemo revizorja za ISO 27001", ["iso-27001"], [], AUDIT],
    ]);
  });
});

describe("Lithuanian", () => {
  it("reads help with a framework, the writer's trade, a service declined or lacked", () => {
    expectReadings([
      ["Reikia pagalbos dėl NIS2", ["nis2"], [], IMPLEMENTATION],
      ["Dirbu advokatų kontoroje ir mums reikia įsiskverbimo testo", [], [], PENTEST],
      ["Ieškome SOC 2 auditoriaus, įsiskverbimo testas gali palaukti", ["soc-2"], [], AUDIT],
      ["Neturime konsultanto, ieškome ISO 27001 auditoriaus", ["iso-27001"], [], AUDIT],
    ]);
  });
});

describe("Latvian", () => {
  it("reads a place before the writer's office as theirs", () => {
    expectReadings([
      [
        "Rīgas birojs meklē ISO 27001 auditoru, strādājam arī Tallinā",
        ["iso-27001"],
        ["eu"],
        AUDIT,
      ],
    ]);
  });
  it("reads help with a framework, the writer's trade, a party and a service declined", () => {
    expectReadings([
      ["Nepieciešama palīdzība NIS2 jautājumos", ["nis2"], [], IMPLEMENTATION],
      ["Strādāju juridiskajā birojā, mums vajag ielaušanās testu", [], [], PENTEST],
      ["Mūsu auditors saka, ka vajag ielaušanās testu", [], [], PENTEST],
      ["Meklējam SOC 2 auditoru, ielaušanās tests var pagaidīt", ["soc-2"], [], AUDIT],
    ]);
  });
});

describe("Estonian", () => {
  it("reads a place before the writer's office as theirs", () => {
    expectReadings([
      [
        "Tallinna kontor vajab ISO 27001 audiitorit, tegevus on ka Riias",
        ["iso-27001"],
        ["ee"],
        AUDIT,
      ],
    ]);
  });
  it("reads help with a framework, the writer's trade, a party, a service declined or lacked", () => {
    expectReadings([
      ["Vajame abi NIS2 nõuetega", ["nis2"], [], IMPLEMENTATION],
      ["Töötan advokaadibüroos ja vajame läbistustesti", [], [], PENTEST],
      ["Meie audiitor ütleb, et vajame läbistustesti", [], [], PENTEST],
      ["Otsime SOC 2 audiitorit, läbistustest võib oodata", ["soc-2"], [], AUDIT],
      ["Meil pole konsultanti, otsime ISO 27001 audiitorit", ["iso-27001"], [], AUDIT],
    ]);
  });
});
