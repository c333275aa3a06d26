import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * Chat messages of German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Danish and
 * Norwegian buyers, read as they mean them: help to become compliant or to implement a framework
 * (`serviceVerbs`, `frameworkHelp`, terms), a tool or one like a product (`productAsks`,
 * `productComparisons`, terms), a framework held (`heldBefore`, `heldAfter`), a service
 * declined or deferred (`declinedBefore`, `declinedAfter`, `declinedLater`, `lackedBefore`),
 * the writer's first name that is also a place (`personBefore`, `selfIntroductions`), whose
 * place it is (`othersPlaceAfter`, `partyLinks`) and a certification asked for (terms). Each
 * sentence of the first test of a language read otherwise before its language's words were
 * added; those of the second read so before and after.
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Spanish", () => {
  it("reads help to comply, a tool, a framework held, a service declined, a name, whose place and a certification", () => {
    expectReadings([
      ["Necesitamos ayuda para cumplir con DORA.", ["dora"], [], ["implementation-consulting"]],
      [
        "Queremos adecuarnos a NIS2, ¿quién nos puede ayudar?",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Necesitamos montar un SGSI según la ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Alguien que redacte nuestras políticas de ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Tenemos que cumplir con DORA antes de enero, ¿quién nos ayuda?",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Buscamos una herramienta como Vanta.", [], [], ["compliance-automation"]],
      ["¿Alguna alternativa a OneTrust?", [], [], ["compliance-automation"]],
      [
        "Una plataforma para automatizar las evidencias de SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["¿Vanta o Drata, o alternativas locales?", [], [], ["compliance-automation"]],
      ["Algo parecido a Drata pero más barato", [], [], ["compliance-automation"]],
      [
        "Una herramienta GRC para automatizar el cumplimiento de ISO 27001",
        ["iso-27001"],
        [],
        ["compliance-automation"],
      ],
      [
        "Estamos certificados en ISO 27001 desde 2021 y buscamos un auditor de SOC 2.",
        ["soc-2"],
        [],
        ["audit"],
      ],
      [
        "Contamos con la ISO 27001 y queremos apoyo con NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "La auditoría vendrá más adelante; primero necesitamos consultoría de ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Sin consultores, solo la certificación ISO 27001.",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Hola, me llamo Florencia y busco un consultor de ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Aquí Sydney, de compras: buscamos un auditor de SOC 2.", ["soc-2"], [], ["audit"]],
      [
        "Me llamo Santiago y trabajo en una fintech de Madrid; necesitamos ayuda con DORA.",
        ["dora"],
        ["es"],
        ["implementation-consulting"],
      ],
      ["¿Hay alternativas españolas a Vanta?", [], ["es"], ["compliance-automation"]],
      [
        "Ya somos ISO 27001 y queremos ayuda con el ENS.",
        ["ens"],
        [],
        ["implementation-consulting"],
      ],
      ["Queremos certificarnos en ISO 27001.", ["iso-27001"], [], ["certification-body"]],
    ]);
  });

  it("leaves ordinary sentences as they were", () => {
    expectReadings([
      ["Ya usamos Vanta y buscamos un auditor de SOC 2.", ["soc-2"], [], ["audit"]],
      ["Soy de Madrid y busco un auditor de SOC 2.", ["soc-2"], ["es"], ["audit"]],
      [
        "Hola, buscamos una consultora en Barcelona para ISO 27001.",
        ["iso-27001"],
        ["es"],
        ["implementation-consulting"],
      ],
      ["Aquí en Valencia necesitamos un pentest.", [], ["es"], ["penetration-testing"]],
    ]);
  });
});

describe("Italian", () => {
  it("reads help to comply, a tool, a framework held, a service declined, a name, whose place and a certification", () => {
    expectReadings([
      [
        "Abbiamo bisogno di aiuto per diventare conformi a DORA.",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Chi ci può aiutare ad adeguarci alla NIS2?", ["nis2"], [], ["implementation-consulting"]],
      [
        "Dobbiamo mettere in piedi un SGSI secondo la ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Qualcuno che scriva le nostre policy ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Dobbiamo adeguarci al GDPR, chi ci aiuta?", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Dobbiamo essere conformi a DORA entro gennaio, chi ci può aiutare?",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Cerchiamo uno strumento come Vanta.", [], [], ["compliance-automation"]],
      ["Esiste un'alternativa a OneTrust?", [], [], ["compliance-automation"]],
      [
        "Una piattaforma per automatizzare le evidenze SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta o Drata, o alternative locali?", [], [], ["compliance-automation"]],
      ["Qualcosa di simile a Drata ma più economico", [], [], ["compliance-automation"]],
      [
        "Un tool per automatizzare la conformità ISO 27001",
        ["iso-27001"],
        [],
        ["compliance-automation"],
      ],
      [
        "Già certificati ISO 27001, vogliamo supporto per la NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Non dobbiamo ancora scegliere l'ente di certificazione, cerchiamo un consulente ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "L'audit verrà più avanti; prima ci serve consulenza per la ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Nessun pentest, solo consulenza NIS2.", ["nis2"], [], ["implementation-consulting"]],
      [
        "Niente consulenti, solo la certificazione ISO 27001.",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Ciao, mi chiamo Florence e cerco un consulente ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Sono Sydney, del team sicurezza: ci serve un penetration test.",
        [],
        [],
        ["penetration-testing"],
      ],
      [
        "Mi chiamo Florence, lavoro in una banca a Madrid e ci serve aiuto per DORA.",
        ["dora"],
        ["es"],
        ["implementation-consulting"],
      ],
      ["Chi può certificarci ISO 27001?", ["iso-27001"], [], ["certification-body"]],
      ["Ci sono alternative italiane a Vanta?", [], ["it"], ["compliance-automation"]],
      [
        "Abbiamo già la ISO 27001 e vogliamo aiuto con la NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Mi chiamo Adelaide e lavoro a Bologna; cerchiamo un auditor SOC 2.",
        ["soc-2"],
        ["it"],
        ["audit"],
      ],
      ["Vogliamo certificarci ISO 27001.", ["iso-27001"], [], ["certification-body"]],
    ]);
  });

  it("leaves ordinary sentences as they were", () => {
    expectReadings([
      [
        "Sono a Milano e cerco un consulente ISO 27001.",
        ["iso-27001"],
        ["it"],
        ["implementation-consulting"],
      ],
      ["Ciao, cerchiamo un auditor SOC 2 a Roma.", ["soc-2"], ["it"], ["audit"]],
      [
        "I nostri uffici sono a Torino, cerchiamo un penetration test.",
        [],
        ["it"],
        ["penetration-testing"],
      ],
      [
        "Un penetration test come quello dell'anno scorso, a Napoli.",
        [],
        ["it"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Swedish", () => {
  it("reads help to comply, a tool, a framework held, a service declined, a name, whose place and a certification", () => {
    expectReadings([
      ["Vi behöver hjälp med att bli DORA-compliant.", ["dora"], [], ["implementation-consulting"]],
      [
        "Kan ni hjälpa oss att förbereda oss inför TISAX?",
        ["tisax"],
        [],
        ["implementation-consulting"],
      ],
      ["Vem kan hjälpa oss att uppfylla NIS2?", ["nis2"], [], ["implementation-consulting"]],
      [
        "Vi vill bygga upp ett ledningssystem enligt ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Någon som kan skriva våra ISO 27001-policyer",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi behöver bli GDPR-kompatibla, vem kan hjälpa oss?", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Vi måste uppfylla DORA till januari, vem kan hjälpa oss?",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi letar efter ett verktyg som Vanta.", [], [], ["compliance-automation"]],
      ["Finns det något alternativ till OneTrust?", [], [], ["compliance-automation"]],
      ["En plattform för att automatisera SOC 2-bevis", ["soc-2"], [], ["compliance-automation"]],
      ["Vanta eller Drata, eller lokala alternativ?", [], [], ["compliance-automation"]],
      ["Något liknande Drata men billigare", [], [], ["compliance-automation"]],
      [
        "Ett verktyg för att automatisera efterlevnad av ISO 27001",
        ["iso-27001"],
        [],
        ["compliance-automation"],
      ],
      [
        "Inget pentest behövs, bara rådgivning om NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi behöver inget penetrationstest utan en riskanalys.", [], [], ["risk-assessment"]],
      [
        "Ingen konsult, bara certifieringen enligt ISO 27001.",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Hej, jag heter Florence och söker en ISO 27001-konsult.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Mitt namn är Sydney, vi behöver ett penetrationstest.", [], [], ["penetration-testing"]],
      [
        "Jag heter Florence och jobbar på en fintech i Malmö; vi behöver hjälp med DORA.",
        ["dora"],
        ["se"],
        ["implementation-consulting"],
      ],
      ["Vi söker en leverantör för TISAX-bedömningen.", ["tisax"], [], ["audit"]],
      ["Finns det svenska alternativ till Vanta?", [], ["se"], ["compliance-automation"]],
      ["Vi vill bli certifierade enligt ISO 27001.", ["iso-27001"], [], ["certification-body"]],
    ]);
  });

  it("leaves ordinary sentences as they were", () => {
    expectReadings([
      ["Vi använder redan Vanta och söker en SOC 2-revisor.", ["soc-2"], [], ["audit"]],
      [
        "Jag är från Göteborg och söker en ISO 27001-konsult.",
        ["iso-27001"],
        ["se"],
        ["implementation-consulting"],
      ],
      ["Hej, vi söker en revisor i Stockholm.", [], ["se"], ["audit"]],
      [
        "Vi söker en konsult som kan jobba på plats i Malmö.",
        [],
        ["se"],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Danish", () => {
  it("reads help to comply, a tool, a framework held, a service declined, a name, whose place and a certification", () => {
    expectReadings([
      [
        "Vi har brug for hjælp til at blive DORA-compliant.",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kan I hjælpe os med at forberede os til TISAX?",
        ["tisax"],
        [],
        ["implementation-consulting"],
      ],
      ["Hvem kan hjælpe os med at overholde NIS2?", ["nis2"], [], ["implementation-consulting"]],
      [
        "Vi vil opbygge et ledelsessystem efter ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Nogen der kan skrive vores ISO 27001-politikker",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi skal være GDPR-compliant, hvem kan hjælpe os?", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Vi skal overholde DORA inden januar, hvem kan hjælpe os?",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi leder efter et værktøj som Vanta.", [], [], ["compliance-automation"]],
      ["Findes der et alternativ til OneTrust?", [], [], ["compliance-automation"]],
      [
        "En platform til at automatisere SOC 2-dokumentation",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta eller Drata, eller lokale alternativer?", [], [], ["compliance-automation"]],
      ["Noget i stil med Drata, men billigere", [], [], ["compliance-automation"]],
      [
        "Et værktøj til at automatisere ISO 27001-compliance",
        ["iso-27001"],
        [],
        ["compliance-automation"],
      ],
      [
        "Ingen pentest nødvendig, kun rådgivning om NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ingen konsulent, kun certificeringen efter ISO 27001.",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Vi søger en leverandør til TISAX-vurderingen.", ["tisax"], [], ["audit"]],
      ["Findes der danske alternativer til Vanta?", [], ["dk"], ["compliance-automation"]],
    ]);
  });

  it("leaves ordinary sentences as they were", () => {
    expectReadings([
      ["Vi bruger allerede Vanta og søger en SOC 2-revisor.", ["soc-2"], [], ["audit"]],
      ["Vi søger en revisor, som kan komme til Aarhus.", [], ["dk"], ["audit"]],
      ["Hej, vi søger en konsulent i København.", [], ["dk"], ["implementation-consulting"]],
    ]);
  });
});

describe("Norwegian", () => {
  it("reads help to comply, a tool, a framework held, a service declined, a name, whose place and a certification", () => {
    expectReadings([
      ["Vi trenger hjelp til å bli DORA-compliant.", ["dora"], [], ["implementation-consulting"]],
      ["Hvem kan hjelpe oss å etterleve NIS2?", ["nis2"], [], ["implementation-consulting"]],
      [
        "Vi vil bygge opp et styringssystem etter ISO 27001.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Noen som kan skrive ISO 27001-policyene våre",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi må bli GDPR-compliant, hvem kan hjelpe oss?", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Vi må etterleve DORA innen januar, hvem kan hjelpe oss?",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Vi ser etter et verktøy som Vanta.", [], [], ["compliance-automation"]],
      ["Finnes det et alternativ til OneTrust?", [], [], ["compliance-automation"]],
      [
        "En plattform for å automatisere SOC 2-dokumentasjon",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta eller Drata, eller lokale alternativer?", [], [], ["compliance-automation"]],
      ["Noe lignende Drata, men billigere", [], [], ["compliance-automation"]],
      [
        "Et verktøy for å automatisere ISO 27001-etterlevelse",
        ["iso-27001"],
        [],
        ["compliance-automation"],
      ],
      [
        "Vi trenger ikke å velge sertifiseringsorgan ennå; vi ser etter en ISO 27001-konsulent.",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ingen pentest nødvendig, bare rådgivning om NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ingen konsulent, bare sertifiseringen etter ISO 27001.",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Kunden vår i Tyskland krever ISO 27001; vi sitter i Stavanger.", ["iso-27001"], ["no"], []],
      ["Investorene våre i London vil ha ISO 27001; vi sitter i Oslo.", ["iso-27001"], ["no"], []],
      ["Hvem kan sertifisere oss etter ISO 27001?", ["iso-27001"], [], ["certification-body"]],
      ["Vi ser etter en leverandør til TISAX-vurderingen.", ["tisax"], [], ["audit"]],
      ["Vi ønsker å bli sertifisert etter ISO 27001.", ["iso-27001"], [], ["certification-body"]],
      [
        "Kundene våre er i Sverige, vi sitter i Oslo og trenger en pentest.",
        [],
        ["no"],
        ["penetration-testing"],
      ],
      ["Finnes det norske alternativer til Vanta?", [], ["no"], ["compliance-automation"]],
      [
        "Vi har allerede ISO 27001 og ønsker hjelp med NIS2.",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
    ]);
  });

  it("leaves ordinary sentences as they were", () => {
    expectReadings([
      ["Vi bruker allerede Vanta og ser etter en SOC 2-revisor.", ["soc-2"], [], ["audit"]],
      [
        "Vi ser etter et konsulentfirma i Lisboa for ISO 27001.",
        ["iso-27001"],
        ["pt"],
        ["implementation-consulting"],
      ],
      ["Vårt team i Bergen ser etter en revisor.", [], ["no"], ["audit"]],
    ]);
  });
});
