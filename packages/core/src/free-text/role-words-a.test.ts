import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/** What each text reads as. */
function expectReadings(readings: Record<string, object>) {
  for (const [text, slugs] of Object.entries(readings)) {
    expect(reader.read(text).slugs, text).toEqual(slugs);
  }
}

/** A reading's slugs, written short: frameworks, regions, service types. */
const read = (frameworks: string[], regions: string[], serviceTypes: string[]) => ({
  frameworks,
  regions,
  serviceTypes,
});

/**
 * The role words of German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Polish,
 * Czech, Turkish, Danish, Norwegian and Finnish: an assessment named apart from its framework
 * (`assessmentWords`), a framework held (`heldBefore`, `heldAfter`), a framework or service
 * declined (`declinedBefore`), another party's place (`othersPlaceBefore`, `othersPlaceAfter`),
 * the writer's own place (`ownPlaceBefore`) and a place asked for (`askers`).
 */
describe("the role words of the European lexicons and Turkish", () => {
  it("German", () => {
    expectReadings({
      "Für TISAX suchen wir zuerst einen Berater, danach die Begutachtung.": read(
        ["tisax"],
        [],
        ["implementation-consulting", "audit"],
      ),
      "ISO 27001 haben wir schon; wir benötigen keinen Berater, sondern ein TISAX Audit.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Wir expandieren nach Frankreich und suchen einen Pentest, unser Firmensitz ist in Hamburg.":
        read([], ["de"], ["penetration-testing"]),
      "Wir sitzen in Köln, suchen aber einen Gutachter in Wien für ISO 27001.": read(
        ["iso-27001"],
        ["at"],
        [],
      ),
    });
  });

  it("French", () => {
    expectReadings({
      "SOC 2 : qui peut émettre les rapports ?": read(["soc-2"], [], ["audit"]),
      "Notre ISO 27001 existant ne suffit plus : plutôt qu'un consultant, il nous faut l'audit TISAX.":
        read(["tisax"], [], ["audit"]),
      "Nous vendons en Allemagne, notre société est située à Lyon, nous cherchons un pentest.":
        read([], ["fr"], ["penetration-testing"]),
      "Nous sommes à Lyon, nous cherchons une société à Genève pour un audit ISO 27001.": read(
        ["iso-27001"],
        ["ch"],
        ["audit"],
      ),
    });
  });

  it("Spanish", () => {
    expectReadings({
      "Ya tenemos ISO 27001; no necesito un consultor, sino una auditoría TISAX.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Exportamos a Alemania; nuestra empresa está en Valencia y buscamos un pentest.": read(
        [],
        ["es"],
        ["penetration-testing"],
      ),
      "Estamos en Madrid, buscamos una compañía en Lisboa para la ISO 27001.": read(
        ["iso-27001"],
        ["pt"],
        [],
      ),
    });
  });

  it("Italian", () => {
    expectReadings({
      "Per TISAX prima un consulente e poi il rapporto finale.": read(
        ["tisax"],
        [],
        ["implementation-consulting", "audit"],
      ),
      "Abbiamo già la ISO 27001: non ci serve un consulente, ma un audit TISAX.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Esportiamo in Germania e la nostra azienda è a Torino: cerchiamo un pentest.": read(
        [],
        ["it"],
        ["penetration-testing"],
      ),
      "Siamo a Milano, cerchiamo un'azienda a Zurigo per la ISO 27001.": read(
        ["iso-27001"],
        ["ch"],
        [],
      ),
    });
  });

  it("Dutch", () => {
    expectReadings({
      "Voor TISAX eerst een adviseur, dan de toetsing zelf.": read(
        ["tisax"],
        [],
        ["implementation-consulting", "audit"],
      ),
      "ISO 27001 hebben we al; we zijn niet op zoek naar een consultant, wel naar een TISAX audit.":
        read(["tisax"], [], ["audit"]),
      "We verkopen aan Duitsland, ons bedrijf zit in Utrecht en we zoeken een pentest.": read(
        [],
        ["nl"],
        ["penetration-testing"],
      ),
      "We zitten in Amsterdam, zoeken een partij in Antwerpen voor ISO 27001.": read(
        ["iso-27001"],
        ["be"],
        [],
      ),
    });
  });

  it("Portuguese", () => {
    expectReadings({
      "Para TISAX primeiro um consultor e depois o relatório final.": read(
        ["tisax"],
        [],
        ["implementation-consulting", "audit"],
      ),
      "Já temos ISO 27001; não queremos um consultor, mas sim uma auditoria TISAX.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Vendemos para Portugal; nossa empresa fica em Curitiba e procuramos um pentest.": read(
        [],
        ["br"],
        ["penetration-testing"],
      ),
      "Estamos em São Paulo, procuramos um profissional em Lisboa para ISO 27001.": read(
        ["iso-27001"],
        ["pt"],
        [],
      ),
    });
  });

  it("Swedish", () => {
    expectReadings({
      "Vi behöver en konsult för TISAX och sedan en granskning.": read(
        ["tisax"],
        [],
        ["implementation-consulting", "audit"],
      ),
      "ISO 27001 har vi redan; vi är inte intresserade av en konsult, utan av en TISAX-revision.":
        read(["tisax"], [], ["audit"]),
      "Vi säljer till Tyskland, vi sitter i Göteborg och söker ett pentest.": read(
        [],
        ["se"],
        ["penetration-testing"],
      ),
      "Vårt huvudkontor ligger i Stockholm, vi söker ett företag i Oslo för ISO 27001.": read(
        ["iso-27001"],
        ["no"],
        [],
      ),
    });
  });

  it("Polish", () => {
    expectReadings({
      "Mamy TISAX w planie, szukamy firmy do oceny.": read(["tisax"], [], ["audit"]),
      "Mamy już ISO 27001; nie potrzebujemy konsultanta, tylko audytu TISAX.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Sprzedajemy do Niemiec, nasza firma ma siedzibę w Krakowie, szukamy pentestu.": read(
        [],
        ["pl"],
        ["penetration-testing"],
      ),
      "Jesteśmy w Warszawie, szukamy wykonawcy w Berlinie do ISO 27001.": read(
        ["iso-27001"],
        ["de"],
        [],
      ),
    });
  });

  it("Czech", () => {
    expectReadings({
      "Chystáme TISAX, hledáme firmu pro hodnocení.": read(["tisax"], [], ["audit"]),
      "Již máme ISO 27001; nehledáme konzultanta, ale audit TISAX.": read(["tisax"], [], ["audit"]),
      "Prodáváme do Německa, naše firma sídlí v Brně a hledáme pentest.": read(
        [],
        ["cz"],
        ["penetration-testing"],
      ),
      "Naše pobočka je v Brně, mateřská firma ve Vídni; potřebujeme pentest.": read(
        [],
        ["cz"],
        ["penetration-testing"],
      ),
    });
  });

  it("Turkish", () => {
    expectReadings({
      "ISO 27001 sertifikamız var, şimdi TISAX için bir değerlendirme gerekiyor.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "SOC 2 raporu için bir kuruluş arıyoruz.": read(["soc-2"], [], ["audit"]),
      "Almanya'ya ihracat yapıyoruz, şirketimiz İzmir'de, sızma testi arıyoruz.": read(
        [],
        ["mena"],
        ["penetration-testing"],
      ),
      "Müşterilerimizin çoğu Almanya'da, biz İzmir'de bir yazılım şirketiyiz ve sızma testi arıyoruz.":
        read([], ["mena"], ["penetration-testing"]),
    });
  });

  it("Danish", () => {
    expectReadings({
      "Vi har opnået ISO 27001; vi har ikke brug for en konsulent, men en TISAX-revision.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Vi udvider til Tyskland og søger en pentest.": read([], [], ["penetration-testing"]),
      "Vi sidder i København, søger en udbyder i Malmö til ISO 27001.": read(
        ["iso-27001"],
        ["se"],
        [],
      ),
    });
  });

  it("Norwegian", () => {
    expectReadings({
      "Vi har oppnådd ISO 27001; vi har ikke behov for en konsulent, men en TISAX-revisjon.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Vi utvider til Tyskland og søker en pentest.": read([], [], ["penetration-testing"]),
      "Vi sitter i Oslo, søker et selskap i Stockholm for ISO 27001.": read(
        ["iso-27001"],
        ["se"],
        [],
      ),
    });
  });

  it("Finnish", () => {
    expectReadings({
      "TISAX: tarvitsemme arvioinnin ensi vuonna.": read(["tisax"], [], ["audit"]),
      "Meillä on jo ISO 27001; emme tarvitse konsulttia, vaan TISAX-auditoinnin.": read(
        ["tisax"],
        [],
        ["audit"],
      ),
      "Myymme Saksaan, yrityksemme sijaitsee Tampereella ja etsimme pentestiä.": read(
        [],
        ["fi"],
        ["penetration-testing"],
      ),
    });
  });
});

describe("an elided article", () => {
  it("stands before an assessment word as any article does, in French and Italian", () => {
    for (const text of [
      "TISAX : un consultant pour la préparation, puis l'évaluation",
      "TISAX: un consulente per la preparazione, poi l'attestazione",
    ]) {
      expect(reader.read(text).slugs.serviceTypes, text).toContain("audit");
    }
  });
});

describe("a letter's closing words and a past vendor, in German, French and Spanish", () => {
  it("read the writer's title after a closing as no need", () => {
    expect(
      reader.read(
        "Wir brauchen eine ISO 27001 Zertifizierung für unser Büro in Köln. Viele Grüße, Jan Becker, CISO",
      ).slugs.serviceTypes,
    ).toEqual(["certification-body"]);
  });

  it("read a past vendor's place as none of the buyer's", () => {
    expect(
      reader.read("Notre ancien prestataire était à Genève; nous cherchons un auditeur SOC 2.")
        .slugs.regions,
    ).toEqual([]);
    expect(
      reader.read("El anterior proveedor estaba en Lisboa; buscamos consultoría ISO 27001.").slugs
        .regions,
    ).toEqual([]);
  });

  it("read an article capitalised at a sentence's start as no place", () => {
    expect(
      reader.read("Der bisherige Anbieter kam aus Wien, wir suchen einen neuen Pentest-Anbieter.")
        .slugs.regions,
    ).toEqual([]);
  });
});

describe("Turkish, which declines after a name", () => {
  it("reads a framework or a service declined or replaced after its name as no filter", () => {
    expect(
      reader.read("SOC 2 gerekmiyor, İstanbul'da ISO 27001 danışmanı arıyoruz").slugs.frameworks,
    ).toEqual(["iso-27001"]);
    expect(
      reader.read("Pentest yerine ISO 27001 danışmanlığı arıyoruz").slugs.serviceTypes,
    ).toEqual(["implementation-consulting"]);
    expect(reader.read("ISO 27001 değil, SOC 2 denetçisi arıyoruz").slugs.frameworks).toEqual([
      "soc-2",
    ]);
  });
});
