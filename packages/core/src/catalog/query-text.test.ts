import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGazetteerReader } from "../free-text/free-text-reader.ts";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import { DIMENSIONS } from "./taxonomy.ts";
import { createTaxonomyIndex } from "./taxonomy-index.ts";
import { tokenize } from "./tokenize.ts";

const taxonomy = createTaxonomyIndex(defaultTaxonomy);
const reader = createGazetteerReader(taxonomy);
const parse = (text: string) => reader.read(text);
/** Every tag read, frameworks, then regions, then services. */
const tagsRead = (text: string) => {
  const { slugs } = parse(text);
  return [...slugs.frameworks, ...slugs.regions, ...slugs.serviceTypes];
};

describe("parsing q", () => {
  it("prefers the longest alias hit", () => {
    expect(parse("soc 2 type ii auditors in the united kingdom").slugs).toEqual({
      frameworks: ["soc-2"],
      regions: ["uk"],
      serviceTypes: ["audit"],
    });
  });

  it("reads ISO27001, ISO 27001 and iso_27001 alike", () => {
    for (const text of ["ISO27001", "ISO 27001", "iso_27001", "Iso-27001"]) {
      expect(parse(text).slugs.frameworks, text).toEqual(["iso-27001"]);
    }
  });

  it("drops stop-words and reports other leftovers in order, once", () => {
    const parsed = parse("Need a cheap, fast ISO 27001 partner for our fintech; fintech first!");
    expect(parsed.slugs.frameworks).toEqual(["iso-27001"]);
    expect(parsed.unparsedQueryTerms).toEqual(["cheap", "fast", "partner", "fintech", "first"]);
  });

  it("reads region codes that are English words only when written in capitals", () => {
    expect(parse("help us with soc 2 in germany").slugs.regions).toEqual(["de"]);
    expect(parse("soc 2 vendors in the US and IN").slugs.regions).toEqual(["us", "in"]);
    expect(parse("no vendors for it").slugs.regions).toEqual([]);
  });

  it("keeps words of a script no lexicon reads as leftovers, and still reads the rest", () => {
    const { slugs, unparsedQueryTerms } = parse("ISO 27001 විගණනය කොළඹ");
    expect(slugs.frameworks).toEqual(["iso-27001"]);
    expect(unparsedQueryTerms).toEqual(["විගණනය", "කොළඹ"]);
  });

  it("reads scripts written without spaces word by word", () => {
    expect(parse("東京でISO27001の認証機関を探しています").slugs).toEqual({
      frameworks: ["iso-27001"],
      regions: ["jp"],
      serviceTypes: ["certification-body"],
    });
    expect(parse("上海的渗透测试公司").slugs).toEqual({
      frameworks: [],
      regions: ["apac"],
      serviceTypes: ["penetration-testing"],
    });
  });

  it("stems each language with its own stemmer", () => {
    // German plurals and Ukrainian case endings meet the lexicon's forms.
    expect(parse("Zertifizierungsstellen für ISO 27001").slugs.serviceTypes).toEqual([
      "certification-body",
    ]);
    expect(parse("консультантів з ISO 27001").slugs.serviceTypes).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads a word with a particle its language writes joined to it (서울에서, بالرياض)", () => {
    expect(parse("서울에서 ISO 27001 인증기관").slugs.regions).toEqual(["kr"]);
    expect(parse("مدقق SOC 2 بالرياض").slugs.regions).toEqual(["sa"]);
  });

  it("reads a name followed by a team, or by a role after a comma, as a person's", () => {
    expect(parse("Dallas from finance here, we need SOC 2").slugs.regions).toEqual([]);
    expect(parse("Sydney in our procurement team wants an MSSP").slugs.regions).toEqual([]);
    expect(parse("I'm India, CISO at a retailer").slugs.regions).toEqual([]);
    // Whom to reach is a person too.
    expect(parse("HIPAA review in Denver, please reach out to Sydney").slugs.regions).toEqual([
      "us",
    ]);
    // A sentence ends before the team; a place introduced as one stays a place.
    expect(parse("We are an insurer in Munich. Our board wants a vCISO").slugs.regions).toEqual([
      "de",
    ]);
  });

  it("denies every place of a denied list, and reads the rest of a name a cue introduced as the person's", () => {
    // Five gap words may stand between: a wish denied for staff located somewhere.
    expect(
      parse("MDR, but we don't want engineers located in western Europe").slugs.regions,
    ).toEqual([]);
    expect(parse("internal auditor, not from the UK or Ireland please").slugs.regions).toEqual([]);
    expect(parse("NIS2 gap analysis, contact is Mr. Denver Ireland").slugs.regions).toEqual([]);
    expect(parse("auditors in Germany or Austria").slugs.regions.sort()).toEqual(["at", "de"]);
  });

  it("reads a place's name inflected as its language inflects it, where the text shows that language", () => {
    expect(parse("hledáme certifikační orgán pro ISO 27001 v Praze").slugs.regions).toEqual(["cz"]);
    expect(parse("audyt SOC 2 w Krakowie").slugs.regions).toEqual(["pl"]);
    expect(parse("тестування на проникнення у Львові").slugs.regions).toEqual(["emea"]);
    // A word that only begins a longer place's name, read by its ending.
    expect(parse("Ieškome ISO 27001 konsultanto Lietuvos įmonei").slugs.regions).toEqual(["eu"]);
    expect(parse("Vi söker en revisor i Stockholms stad").slugs.regions).toEqual(["se"]);
    // The last word of a name of several, inflected.
    expect(parse("Ищем пентест в Нью-Йорке").slugs.regions).toEqual(["us"]);
    expect(parse("Ищем аудитора в Буэнос-Айресе").slugs.regions).toEqual(["ar"]);
    // Not in a text that shows no such language: "nice" is no inflected place.
    expect(parse("a nice SOC 2 auditor").slugs.regions).toEqual([]);
  });

  it("reads an inflected place whose name keeps two letters of the word, and countries in the genitive", () => {
    // Київ keeps "ки" of "Києві" (in Kyiv) and of "Києва" (from Kyiv).
    expect(parse("орган сертифікації ISO 27001 у Києві").slugs.regions).toEqual(["emea"]);
    expect(parse("аудитор ISO 27001 з Києва").slugs.regions).toEqual(["emea"]);
    expect(parse("пентест для компанії зі Львова").slugs.regions).toEqual(["emea"]);
    // Polish plural country names: z Niemiec (Niemcy), z Czech (Czechy), z Włoch (Włochy).
    expect(
      parse("szkolenia z cyberbezpieczeństwa, najlepiej firma z Niemiec").slugs.regions,
    ).toEqual(["de"]);
    expect(parse("audyt ISO 27001, firma z Czech").slugs.regions).toEqual(["cz"]);
    expect(parse("audyty w firmach z Włoch").slugs.regions).toEqual(["it"]);
  });

  it("reads an Arabic certification body as a certificate-issuing or -granting body, singular or plural", () => {
    for (const text of [
      "نبحث عن جهة إصدار الشهادات لمعيار ISO 27001 في جدة",
      "جهة مانحة لشهادة ISO 9001 في دبي",
    ]) {
      expect(parse(text).slugs.serviceTypes, text).toEqual(["certification-body"]);
    }
  });

  it("reads a Greek place's name in the accusative and the genitive", () => {
    // Πειραιάς drops its ς after στον; Αθήνα takes one in the genitive.
    expect(parse("είμαστε εταιρεία στον Πειραιά, χρειαζόμαστε NIS2").slugs.regions).toEqual(["eu"]);
    expect(parse("σύμβουλος GDPR της Αθήνας").slugs.regions).toEqual(["eu"]);
  });

  it("reads a compound by the phrasing's word it ends with, in languages that write compounds", () => {
    expect(parse("säkerhetsmedvetenhetsutbildning").slugs.serviceTypes).toEqual([
      "security-awareness-training",
    ]);
    expect(parse("Informationssicherheitsberatung").slugs.serviceTypes).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads a four-letter acronym without a vowel as the taxonomy's with two letters swapped", () => {
    expect(parse("gdrp dpo").slugs.frameworks).toEqual(["gdpr"]);
    expect(parse("sims").slugs.frameworks).toEqual([]);
  });

  it("reads a place inside an organisation's name as no region", () => {
    expect(parse("bank of america wants our soc 1 report").slugs.regions).toEqual([]);
    expect(parse("zurich insurance wants awareness training").slugs.regions).toEqual([]);
    expect(parse("hannover re asked us for a soc 2 report").slugs.regions).toEqual([]);
    expect(parse("we fly with turkish air a lot, need a pentest").slugs.regions).toEqual([]);
    expect(parse("a bank in Zurich wants awareness training").slugs.regions).toEqual(["ch"]);
    // A region's name of several words inside another name, and no place inside that name.
    expect(parse("air new zealand wants iso 27001 from suppliers").slugs.regions).toEqual([]);
    expect(parse("bank of new zealand requires soc 2").slugs.regions).toEqual([]);
    expect(parse("pentest firm in new zealand").slugs.regions).toEqual(["nz"]);
    // A word that ends in a country's code.
    expect(parse("pentest of our Wi-Fi network").slugs.regions).toEqual([]);
    expect(parse("WI-FI security audit in Helsinki").slugs.regions).toEqual(["fi"]);
    // A company named after its country's people or its city.
    expect(parse("deutsche bank onboarding requires iso 27001 from us").slugs.regions).toEqual([]);
    expect(parse("Saudi Aramco is our client; need a pentest").slugs.regions).toEqual([]);
    expect(parse("we're a German bank looking for a pentest").slugs.regions).toEqual(["de"]);
    // A region's name that is an airline's too is the region only after a place word.
    expect(parse("Emirates is our largest airline customer; ISO 27001 help").slugs.regions).toEqual(
      [],
    );
    expect(parse("ISO 27001 auditor in the Emirates").slugs.regions).toEqual(["ae"]);
    // Only within its clause: "texas. insurance carrier" is no Texas Insurance.
    expect(
      parse("14 clinics across texas. insurance carrier wants phishing training").slugs.regions,
    ).toEqual(["us"]);
  });

  it("reads a place after a list's join and an adverb as one of the list", () => {
    expect(tagsRead("we're in Dubai. Need vendors in the UAE or at least GCC.")).toEqual([
      "ae",
      "mena",
    ]);
    expect(tagsRead("we're a bank in Lyon; pentest firm in Germany or maybe Austria")).toEqual([
      "de",
      "at",
      "penetration-testing",
    ]);
  });

  it("reads a place the writer's place words place, where the buyer says they'd like it, as asked", () => {
    expect(
      tagsRead("We're an Israeli vendor. Need 3PAOs for FedRAMP. Based in the US ideally."),
    ).toEqual(["fedramp", "us", "audit"]);
  });

  it("reads a place where the buyer wants people on the ground as asked", () => {
    expect(
      tagsRead(
        "We're a startup in São Paulo. Need a QSA with people on the ground in Mexico City.",
      ),
    ).toEqual(["pci-dss", "mx", "audit"]);
  });

  it("reads the place of another party's sites, in a clause about it, as the party's", () => {
    expect(
      tagsRead("CMMC readiness; we supply parts to a prime whose plants are in Mexico"),
    ).toEqual(["cmmc", "readiness-assessment"]);
    expect(tagsRead("we need a pentest for our plant in Mexico")).toEqual([
      "mx",
      "penetration-testing",
    ]);
  });

  it("reads a place in brackets after a party the writer has as the party's", () => {
    expect(
      tagsRead(
        "Our SOC 2 auditor (based in Denver) is retiring. We need a new CPA firm; we're in Toronto.",
      ),
    ).toEqual(["soc-2", "ca", "audit"]);
    expect(
      tagsRead("Our last consultant (from the UK) left; need an ISO 27001 consultant"),
    ).toEqual(["iso-27001", "implementation-consulting"]);
    // The writer's own company or its parts stay theirs.
    expect(tagsRead("Our company (Aberdeen, Scotland; 80 staff) needs ISO 27001")).toEqual([
      "iso-27001",
      "uk",
    ]);
  });

  it("reads a place of a party the buyer asks for as asked: vendors, not another party", () => {
    expect(tagsRead("red team exercise for our council. UK suppliers only.")).toEqual([
      "uk",
      "penetration-testing",
    ]);
    expect(tagsRead("pentest for our shop, EU suppliers preferred")).toEqual([
      "eu",
      "penetration-testing",
    ]);
    expect(tagsRead("we are in Vienna but want one in Czechia for the ISO 27001 audit")).toEqual([
      "iso-27001",
      "cz",
      "audit",
    ]);
    // The party the buyer has stays another's.
    expect(tagsRead("our UK suppliers need a pentest")).toEqual(["penetration-testing"]);
  });

  it("reads no region for customers', a market's or a trip's place, and the buyer's where it stands", () => {
    expect(parse("SOC 2 auditor, our customers in Germany ask for it").slugs.regions).toEqual([]);
    expect(parse("we are launching in Europe and need GDPR advice").slugs.regions).toEqual([]);
    expect(parse("went to Paris last year and met a vCISO").slugs.regions).toEqual([]);
    expect(parse("our US distributor wants a HIPAA review").slugs.regions).toEqual([]);
    expect(parse("SOC 2 auditor in Germany for our customers").slugs.regions).toEqual(["de"]);
    // An owner's place, a market a product sells in, an event's: another party's too.
    expect(
      parse("iso 27001 certification body; we're a subsidiary of a korean group").slugs.regions,
    ).toEqual([]);
    expect(parse("our app is sold in Brazil, need a SOC 2 auditor").slugs.regions).toEqual([]);
    expect(parse("met them at the expo in Dubai, want a pentest firm").slugs.regions).toEqual([]);
    // The last place of a list stands for the list; an adverb may stand inside the phrase.
    expect(parse("pentest for a portal with French and Belgian customers").slugs.regions).toEqual(
      [],
    );
    expect(
      parse("PCI DSS QSA, our kiosks are sold mostly in Chile and Peru").slugs.regions,
    ).toEqual([]);
    expect(parse("PCI DSS QSA in Chile and Peru").slugs.regions).toEqual(["cl", "latam"]);
    // One word may modify the party, a company word too; two words are no link.
    expect(
      parse("SOC 2 auditor, our Japanese wholesale customers require it").slugs.regions,
    ).toEqual([]);
    expect(parse("pentest needed, a Swiss bank client asked").slugs.regions).toEqual([]);
    // A trip back, an event heard of, GPUs rented, refugees: others' places too.
    expect(
      parse("our CEO came back from a summit in Toronto; phishing training").slugs.regions,
    ).toEqual([]);
    expect(
      parse("a HITRUST assessor we were told about at HIMSS in Orlando").slugs.regions,
    ).toEqual([]);
    expect(parse("ISO 42001 help; our models run on GPUs rented in Iceland").slugs.regions).toEqual(
      [],
    );
    expect(
      parse("Cyber Essentials for a charity helping refugees from Syria").slugs.regions,
    ).toEqual([]);
    expect(parse("Chelsea supporters club app needs a pen test").slugs.regions).toEqual([]);
    // A data centre's place said of it, a trip.
    expect(
      parse("lawyer for a company in Amsterdam, our data centre is in Iceland").slugs.regions,
    ).toEqual(["nl"]);
    expect(parse("CEO is flying to Tokyo; we need ISO 27001 help").slugs.regions).toEqual([]);
    // The modifier may itself name a place (Enterprise, Alabama): both are the party's.
    expect(
      parse("startup in Seoul; a Japanese enterprise customer wants ISO 27001").slugs.regions,
    ).toEqual(["kr"]);
    expect(parse("we are a Spanish fintech with customers in Chile").slugs.regions).toEqual(["es"]);
    // A merchant is the buyer of PCI DSS work; merchants are a market.
    expect(parse("QSA firm for our ROC, Level 1 merchant in Chile").slugs.regions).toEqual(["cl"]);
    expect(parse("PCI DSS QSA, our merchants in Chile ask").slugs.regions).toEqual([]);
    // A meeting's or an event's place, unless the writer is named between.
    expect(parse("saw a great pentest firm at RSA in San Francisco").slugs.regions).toEqual([]);
    expect(parse("heard an ISO 27001 talk at GITEX Dubai").slugs.regions).toEqual([]);
    expect(parse("met a vCISO at BSides Lisbon; need one near Porto").slugs.regions).toEqual([
      "pt",
    ]);
    expect(parse("met our vCISO at BSides and we are based in Madrid").slugs.regions).toEqual([
      "es",
    ]);
    // Where a product is used.
    expect(
      parse("pentest of a portal used by Austrian schools, we are in Munich").slugs.regions,
    ).toEqual(["de"]);
    // A past dealing's place, and someone's origin, up to a turn back to the need.
    expect(
      parse("we previously worked with a firm in Lima but want a pentest team in Santiago").slugs
        .regions,
    ).toEqual(["cl"]);
    expect(
      parse("SOC 2 for my startup, I'm originally from India, we're in Denver").slugs.regions,
    ).toEqual(["us"]);
    // A customers' word in the next sentence says nothing of the place before it.
    expect(parse("a law firm in Sydney. Clients ask for ISO 27001").slugs.regions).toEqual(["au"]);
  });

  it("reads a place's name that names a brand or product as often only where the text puts a place", () => {
    expect(parse("we bank with Santander and need a PCI DSS QSA").slugs.regions).toEqual([]);
    expect(parse("PCI DSS QSA in Santander").slugs.regions).toEqual(["es"]);
    // "at" begins no place in "looking at".
    expect(parse("looking at Vanta or Drata for SOC 2").slugs.regions).toEqual([]);
    // A product's name is never corrected to a place's ("Vanta" is not Vantaa).
    expect(parse("we use Vanta and need an ISO 27001 auditor").slugs.regions).toEqual([]);
  });

  it("reads a city by its English name, and a misspelling of that name, where GeoNames names it otherwise", () => {
    // GeoNames' own names: Gaillimh, Göteborg; both are kept too.
    expect(parse("ISO 9001 consultancy Galway").slugs.regions).toEqual(["ie"]);
    expect(parse("ISO 9001 consultancy in Gaillimh").slugs.regions).toEqual(["ie"]);
    expect(parse("pentest company Gothenbrug").slugs.regions).toEqual(["se"]);
  });

  it("corrects a misspelling to a place's whole name before a word of a longer name as near", () => {
    // "virgin" (Virgin Islands) and "virginia" are both one edit from "virgina".
    expect(parse("soc 2 auditor in virgina").slugs.regions).toEqual(["us"]);
  });

  it("reads no region for a party's place across link words, but the buyer's after a comma or an action", () => {
    expect(
      parse("our clients are mainly in Spain, we need a GDPR lawyer in Lisbon").slugs.regions,
    ).toEqual(["pt"]);
    expect(parse("iso 27001 consultant; the parent company sits in Norway").slugs.regions).toEqual(
      [],
    );
    expect(parse("users mostly across Italy and Austria want SOC 2").slugs.regions).toEqual([]);
    expect(parse("partners needing NIS2 consulting in Vienna").slugs.regions).toEqual(["at"]);
    expect(parse("our biggest customer is a Spanish bank; soc 2 auditor").slugs.regions).toEqual(
      [],
    );
    expect(parse("an implementation partner in Munich for ISO 27001").slugs.regions).toEqual([
      "de",
    ]);
    // Other languages' parties, after a particle: "customers of Germany", "US customers".
    expect(parse("ドイツの顧客向けにISO 27001の認証機関を探しています").slugs.regions).toEqual([]);
    expect(parse("독일 고객사 요청으로 ISO 27001 인증이 필요합니다").slugs.regions).toEqual([]);
  });

  it("reads no region from a people's word that says where a thing comes from", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions("PCI DSS consultant for a shop in Porto that sells Brazilian coffee beans"),
    ).toEqual(["pt"]);
    expect(regions("pentest for our Swiss chocolate webshop, we are in Lyon")).toEqual(["fr"]);
    // A closing bracket ends what a place's name could modify.
    expect(regions("Our family business (300 staff, Poznań) just got hit; need a pentest")).toEqual(
      ["pl"],
    );
    // A style: a cuisine names no place, though a city before a restaurant locates it.
    expect(regions("PCI DSS QSA for a chain of Mexican restaurants in Chicago")).toEqual(["us"]);
    expect(regions("an Italian restaurant group needs a pentest")).toEqual([]);
    expect(regions("a Lyon restaurant needs PCI help")).toEqual(["fr"]);
    // A people's word before an organisation, a phrasing or a hyphen-joined word locates the buyer.
    expect(regions("a Polish manufacturer needs ISO 9001")).toEqual(["pl"]);
    expect(regions("Finnish pentesters")).toEqual(["fi"]);
    expect(regions("TISAX Beratung im DACH-Raum")).toEqual(["dach"]);
    expect(regions("CISO as a service for a Belgian scale-up")).toEqual(["be"]);
  });

  it("reads a place before a word of a script without letter case alike in any letter case", () => {
    // Capitals say nothing of a word that has none: it is no thing the place names.
    expect(parse("AMER SUD رنس").slugs.regions).toEqual(parse("amer sud رنس").slugs.regions);
    expect(parse("AMER SUD رنس").slugs.regions).toContain("latam");
  });

  it("reads no region from a sports club named after its city", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions("a Malta-based operator, our logo is on Inter Milan shirts; PCI DSS pentest"),
    ).toEqual(["eu"]);
    expect(
      regions("ticketing app for Manchester United fans, we are a studio in Valencia"),
    ).toEqual(["es"]);
    expect(regions("pentest for a Real Madrid supporters' app")).toEqual([]);
    // A technology, a club, a brand named after a place.
    expect(regions("SOC 2 platform that integrates with our jakarta ee stack")).toEqual([]);
    expect(
      regions("ticketing app, clients include Real Madrid and Ajax; team in Manchester"),
    ).toEqual(["uk"]);
    expect(regions("we make Swiss-army style knives, need an ISO 9001 certification body")).toEqual(
      [],
    );
    // A street named after a place.
    expect(regions("pentest for our office on Rue de Londres, Brussels")).toEqual(["be"]);
    // The city itself stays.
    expect(regions("PCI DSS pentest in Milan")).toEqual(["it"]);
  });

  it("reads no region where systems are hosted, work is sent, or third parties sit", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(regions("pentest firm in Melbourne; our app is hosted in AWS Frankfurt")).toEqual([
      "au",
    ]);
    expect(regions("Our servers are in Ireland but we're a Lisbon company, need a vCISO")).toEqual([
      "pt",
    ]);
    expect(regions("our dev team is outsourced to Ukraine; we're in Boise, Idaho")).toEqual(["us"]);
    // Up to the clause's end, across the names of providers, data centres and cloud regions.
    expect(
      regions("pentest for our platform hosted in AWS eu-central-1 (Frankfurt), team in Dublin"),
    ).toEqual(["ie"]);
    expect(
      regions(
        "Our servers sit in an Equinix data centre in Amsterdam, but the company is in Antwerp",
      ),
    ).toEqual(["be"]);
    expect(regions("workloads on GCP in Zurich; we are a Vienna insurer")).toEqual(["at"]);
    // A cloud provider's region is part of its name.
    expect(
      regions("our app runs on Azure Amsterdam, HQ in Kraków, need a certification body"),
    ).toEqual(["pl"]);
    // Third parties in the plural: never the writer.
    expect(regions("Munich-based startup selling mainly to retailers in Chile")).toEqual(["de"]);
    expect(regions("our investors are in London; we are a Dublin fintech")).toEqual(["ie"]);
    // A parent's or an owner's place.
    expect(
      regions(
        "We're the Mexican subsidiary of a Spanish group. Group compliance sits in Madrid, but we in Monterrey need an internal auditor",
      ),
    ).toEqual(["mx"]);
    expect(regions("pentest for a Lisbon startup owned by a German holding")).toEqual(["pt"]);
    expect(regions("a Berlin startup backed by a US fund needs a pentest")).toEqual(["de"]);
    // Whom the writer sells to, up to the clause's end.
    expect(
      regions(
        "We sell to hospitals across Canada and the US, but we're based in Bogotá. HIPAA gap analysis",
      ),
    ).toEqual(["co"]);
    expect(
      regions("we export to distributors in Japan and Korea; ISO 9001 registrar in Milan"),
    ).toEqual(["it"]);
    // Owners' and founders' origins: not where the buyer is.
    expect(
      regions("ISO 22301 consultant for a Jamaican-owned shipping agency in Rotterdam"),
    ).toEqual(["nl"]);
    expect(
      regions("soc 2 readiness, founders are from Brazil but the company is based in Delaware"),
    ).toEqual(["us"]);
    // The writer in the singular stays: "we're an insurer in Munich".
    expect(regions("we're an insurer in Munich and need a pentest")).toEqual(["de"]);
    // A place no one from it is wanted.
    expect(regions("vCISO based in Chicago, nobody from Eastern Europe please")).toEqual(["us"]);
  });

  it("reads a common word of British or American spelling as no place in lower case", () => {
    // "centre" is a region of France, Cameroon, Haiti and Burkina Faso.
    expect(
      parse("We need a pentest of our data centre, the company is in Innsbruck").slugs.regions,
    ).toEqual(["at"]);
  });

  it("reads no place from an English plural, nor a language from the taxonomy's own words", () => {
    // "centres" is no slip of Centre (a region of France, Cameroon...).
    expect(parse("SOC 2 auditor for our data centres in Spain").slugs.regions).toEqual(["es"]);
    // "eu" is the taxonomy's, not Danish: no Danish genitive read into "centres". The place
    // asked for is the EU's.
    expect(parse("data centres in Spain, ideally an EU-based pentest firm").slugs.regions).toEqual([
      "eu",
    ]);
  });

  it("reads a place whose written form puts it in a place, before any word it may modify", () => {
    // A Finnish adjective of a place's people and firms, a Hebrew "from" joined to the name.
    expect(
      parse("Oululainen ohjelmistoyritys etsii ISO 27001 -konsulttia ja sertifiointia").slugs
        .regions,
    ).toEqual(["fi"]);
    expect(parse("סטארט-אפ מחיפה מחפש בודק חדירות").slugs.regions).toEqual(["il"]);
  });

  it("reads a lexicon's short name of a place as the place, beside its name or alone", () => {
    expect(parse("VAPT firm in Gurgaon, Delhi NCR").slugs.regions).toEqual(["in"]);
    expect(parse("ISO 27001 consultants NCR").slugs.regions).toEqual(["in"]);
    expect(parse("SOC 2 auditor NYC").slugs.regions).toEqual(["us"]);
  });

  it("reads no place inside a longer one the words around it deny", () => {
    // "Vegas" alone is Las Vegas too: not where "Las Vegas" is a trip's place.
    expect(parse("we went to Las Vegas last week; soc 2 audit needed").slugs.regions).toEqual([]);
    expect(parse("soc 2 audit in Las Vegas").slugs.regions).toEqual(["us"]);
  });

  it("reads no lesser place of a name whose first place the text does not mean", () => {
    // "virginia" in lower case is no US state here (a first name): so no town of Virginia either.
    expect(parse("fedramp 3pao, virginia or maryland").slugs.regions).toEqual(["us"]);
    expect(parse("PCI QSA in Virginia").slugs.regions).toEqual(["us"]);
  });

  it("reads no place from part of a word written with digits", () => {
    // "poa" is Poá in Brazil, "lima" Lima: not inside a code.
    expect(parse("cmmc c3poa assessment").slugs.regions).toEqual([]);
    expect(parse("need a 2lima audit for soc 2").slugs.regions).toEqual([]);
    expect(parse("soc 2 audit Lima").slugs.regions).toEqual(["latam"]);
  });

  it("reads a code written with digits whose letters are swapped as the taxonomy's alias", () => {
    expect(parse("fedramp 3poa").slugs.serviceTypes).toEqual(["audit"]);
    expect(tagsRead("cmmc level 2 c3poa")).toEqual(["cmmc", "audit"]);
    expect(parse("fedramp 3poa").corrections).toContainEqual(
      expect.objectContaining({ original: "poa", correction: "pao" }),
    );
    // No swap makes another code an alias: left as written.
    expect(parse("iso 27001 for our q3 plna").slugs.serviceTypes).toEqual([]);
  });

  it("reads no place or region from part of words joined into a code by hyphens or ampersands", () => {
    // A cloud region's id, a plan's acronym, a brand: codes, not the buyer's place.
    expect(parse("pentest in Melbourne, hosted on eu-central-1").slugs.regions).toEqual(["au"]);
    expect(parse("CMMC help to get our SSP and POA&M in shape").slugs.regions).toEqual([]);
    expect(parse("SOC 2 for our AT&T contract, we are in Oslo").slugs.regions).toEqual(["no"]);
    // Joined words without a digit or an ampersand stay places; a whole compound too.
    expect(parse("EU-based ISO 27001 auditor").slugs.regions).toEqual(["eu"]);
    expect(parse("pentest for a UK-US fintech").slugs.regions).toEqual(["uk", "us"]);
  });

  it("reads an article of the text's language as no place, even after a place word", () => {
    expect(parse("auditoría ISO 27001 en una empresa de Bilbao").slugs.regions).toEqual(["es"]);
    expect(parse("pentest for une banque à Lyon").slugs.regions).toEqual(["fr"]);
  });

  it("reads no place inside an idiom, a person's full name or a phrase it modifies", () => {
    expect(parse("a Swiss army knife GRC tool for SOC 2").slugs.regions).toEqual([]);
    expect(parse("Houston, we have a problem: our SOC 2 auditor quit").slugs.regions).toEqual([]);
    expect(parse("send the GDPR quote to Paris Jackson").slugs.regions).toEqual([]);
    // A style named after a place, a car named after one: nor a shorter place at their start.
    expect(
      parse("we sell Kansas City-style sauces online, PCI DSS QSA please").slugs.regions,
    ).toEqual([]);
    expect(parse("seat covers for the Kia Sorento, need SOC 2").slugs.regions).toEqual([]);
    expect(parse("our auditor Jack London left his firm").slugs.regions).toEqual([]);
    expect(parse("Dijon mustard maker needs an ISO 9001 certification body").slugs.regions).toEqual(
      [],
    );
    expect(parse("Berlin startup needs ISO 27001").slugs.regions).toEqual(["de"]);
    // A place before words that end in an organisation locates it; so does a subdivision's code.
    expect(parse("vciso for a christchurch accounting firm").slugs.regions).toEqual(["nz"]);
    expect(parse("iso 27001 certification body sydney nsw").slugs.regions).toEqual(["au"]);
    expect(parse("ISO 27001 consultants Florence Italy").slugs.regions).toEqual(["it"]);
    expect(parse("pentest firm London Ontario").slugs.regions).toEqual(["ca"]);
  });

  it("reads the name that begins the writer's signature as theirs, no place", () => {
    expect(tagsRead("Is there a way to get email alerts? Thanks a lot, Florence")).toEqual([]);
    expect(tagsRead("need a pentest in Lyon. Cheers, Sydney")).toEqual([
      "fr",
      "penetration-testing",
    ]);
    // A place further into the signature is the writer's.
    expect(tagsRead("SOC 2 auditor please. Kind regards, Tom Baker, Acme Ltd, Manchester")).toEqual(
      ["soc-2", "uk", "audit"],
    );
  });

  it("reads a name that begins a clause before 'here', or before 'and I', as a person", () => {
    expect(parse("Hi all, Adelaide here, we need a SOC 2 auditor").slugs.regions).toEqual([]);
    expect(parse("Florence and I need an ISO 27001 consultant").slugs.regions).toEqual([]);
    expect(parse("pentest firms in Adelaide here please").slugs.regions).toEqual(["au"]);
  });

  it("reads no service the writer is or a party has that speaks, and a service asked for", () => {
    // A cue of another clause holds nothing: "we have no ISO 27001, we seek a consultant".
    expect(tagsRead("ISO 27001 nemáme, hledáme konzultanta")).toEqual([
      "iso-27001",
      "implementation-consulting",
    ]);
    expect(tagsRead("ISO 27001 אין לנו, מחפשים יועץ")).toEqual([
      "iso-27001",
      "implementation-consulting",
    ]);
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("I manage IT for a mid-sized law firm and need a gap analysis")).toEqual([
      "gap-analysis",
    ]);
    expect(services("im a solo consultant helping a client, I need a certification body")).toEqual([
      "certification-body",
    ]);
    expect(services("I'm India, CISO at a retail chain, we need a PCI DSS gap assessment")).toEqual(
      ["gap-analysis"],
    );
    expect(services("our auditors want SOX testing, who does internal audit?")).toEqual([
      "internal-audit",
    ]);
    expect(services("our SOC 2 auditor quit, we need a new auditor")).toEqual(["audit"]);
    // A party speaking in the plural present, or after an aside in brackets.
    expect(
      services("our external auditors say SOX 404 won't pass; need a readiness review"),
    ).toEqual(["readiness-assessment"]);
    expect(services("Our auditors (Big Four) flagged ITGC gaps. We need internal audit")).toEqual([
      "internal-audit",
    ]);
    expect(
      services("our external auditors are a big four firm, so we need internal audit"),
    ).toEqual(["internal-audit"]);
    // A service the writer already had done.
    expect(services("we already did a gap analysis, now we need the certification body")).toEqual([
      "certification-body",
    ]);
    expect(services("we did a gap analysis last year, need one again")).toEqual(["gap-analysis"]);
    // A letter's closing words ask for nothing; advice asked in its own words is asked.
    expect(services("a certification body for ISO 27001. Please advise. Regards, Ahmed")).toEqual([
      "certification-body",
    ]);
    expect(services("please advise us on ISO 27001")).toEqual(["implementation-consulting"]);
    // A service the writer declines.
    expect(services("a fractional CISO rather than a one-off consultant")).toEqual(["vciso"]);
    expect(services("an RPO-style consulting firm, not the assessor itself yet")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("pentest please, no consultants")).toEqual(["penetration-testing"]);
    expect(services("not only a pentest but also an audit")).toEqual([
      "penetration-testing",
      "audit",
    ]);
    // Portuguese "no" is "in the": it declines nothing where the text is Portuguese.
    expect(services("preciso de ajuda no pentest da nossa app em Lisboa")).toEqual([
      "penetration-testing",
    ]);
    // The writer's own team of a trade, one trade or several.
    expect(services("our internal audit team needs a SOC 2 auditor")).toEqual(["audit"]);
    expect(services("our pentest and audit teams want ISO 27001 consulting")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("we need an internal audit team")).toEqual(["internal-audit"]);
  });

  it("reads no framework or service the writer declines, defers or has handled", () => {
    expect(tagsRead("a consultant for the EU AI Act, maybe ISO 42001 later but not now")).toEqual([
      "eu-ai-act",
      "implementation-consulting",
    ]);
    expect(
      tagsRead("a fractional CISO for our ISO 27001 program; not chasing a certificate"),
    ).toEqual(["iso-27001", "vciso"]);
    const filters = (text: string) => {
      const { frameworks, serviceTypes } = parse(text).slugs;
      return { frameworks: frameworks.toSorted(), services: serviceTypes.toSorted() };
    };
    // Declined before the name, across a few words of its clause.
    expect(filters("we don't need SOC 2, just an ISO 27001 consultant")).toEqual({
      frameworks: ["iso-27001"],
      services: ["implementation-consulting"],
    });
    expect(filters("we're not doing a pentest yet, a gap analysis first")).toEqual({
      frameworks: [],
      services: ["gap-analysis"],
    });
    expect(filters("CMMC level 2: an RPO to get us ready, not the C3PAO yet")).toEqual({
      frameworks: ["cmmc"],
      services: ["implementation-consulting"],
    });
    // Declined, deferred or handled after it, in its clause.
    expect(filters("ISO 27001 consultant; SOC 2 can wait")).toEqual({
      frameworks: ["iso-27001"],
      services: ["implementation-consulting"],
    });
    expect(filters("pentest not needed, just a gap analysis for ISO 27001")).toEqual({
      frameworks: ["iso-27001"],
      services: ["gap-analysis"],
    });
    expect(
      filters("a readiness assessment for ISO 27001 first, the certification audit comes later"),
    ).toEqual({ frameworks: ["iso-27001"], services: ["readiness-assessment"] });
    // The last name of a sentence a later phrase points back at.
    expect(
      filters("Our investors mentioned Cyber Essentials, but that's not for us. We need GDPR help"),
    ).toEqual({ frameworks: ["gdpr"], services: [] });
    expect(
      filters("We need a DPO service. We also follow HIPAA for US patients but that's handled."),
    ).toEqual({ frameworks: [], services: ["privacy-consulting"] });
    // A place too: "so not there".
    expect(
      parse("Looking for a vCISO again. The last one was in Chile (awful time zones) so not there")
        .slugs.regions,
    ).toEqual([]);
    // In the lexicons' languages.
    expect(filters("Wir brauchen keinen Pentest, nur eine ISO 27001 Beratung")).toEqual({
      frameworks: ["iso-27001"],
      services: ["implementation-consulting"],
    });
    expect(filters("Consultor ISO 27001 en Madrid, el pentest no es necesario")).toEqual({
      frameworks: ["iso-27001"],
      services: ["implementation-consulting"],
    });
    expect(filters("consulente ISO 27001 a Milano, il SOC 2 può aspettare")).toEqual({
      frameworks: ["iso-27001"],
      services: ["implementation-consulting"],
    });
    // A framework the writer lacks is asked about; so is one not declined.
    expect(filters("we have no SOC 2 yet and need a readiness assessment")).toEqual({
      frameworks: ["soc-2"],
      services: ["readiness-assessment"],
    });
    expect(filters("not only SOC 2 but also ISO 27001 auditors")).toEqual({
      frameworks: ["iso-27001", "soc-2"],
      services: ["audit"],
    });
    // A colon ends a clause: the declined firm is not the framework after it.
    expect(filters("we don't want a Canadian firm: SOC 2 auditor from the US please")).toEqual({
      frameworks: ["soc-2"],
      services: ["audit"],
    });
  });

  it("reads no name across a comma or a bracket", () => {
    expect(parse("24/7 säkerhetsövervakning (SOC) i Göteborg").slugs).toMatchObject({
      frameworks: [],
      regions: ["se"],
    });
    expect(parse("SOC I audit firm in Stockholm").slugs.frameworks).toEqual(["soc-1"]);
  });

  it("explains a declined name by the rule that declined it", () => {
    const rules = (text: string) =>
      reader
        .explain(text)
        .steps.filter((step) => step.outcome === "rejected")
        .map((step) => `${step.rule} ${step.words}`);
    expect(rules("ISO 27001 consultant; SOC 2 can wait")).toContain("declined SOC 2");
    expect(rules("Cyber Essentials was mentioned, but that's not for us")).toContain(
      "declined-later Cyber Essentials",
    );
  });

  it("reads an audit named as the work of another service asked for as no service apart", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(services("ISO 27001 certification body that covers both sites in one audit")).toEqual([
      "certification-body",
    ]);
    expect(services("a readiness assessment before the real audit")).toEqual([
      "readiness-assessment",
    ]);
    // Listed with it, or beside a service that does no audit: asked for.
    expect(services("readiness assessment and audit")).toEqual(["audit", "readiness-assessment"]);
    expect(services("a pentest, then an audit")).toEqual(["audit", "penetration-testing"]);
    // The audits a certification body runs, and its short name.
    expect(services("a new accredited CB for our surveillance audit")).toEqual([
      "certification-body",
    ]);
    // A consultant beside a privacy service is that service's consultant.
    expect(services("DPO as a service, with a consultant for our DPIAs")).toEqual([
      "privacy-consulting",
    ]);
    expect(services("a consultant for ISO 27001")).toEqual(["implementation-consulting"]);
    // A consultant beside a consultant's kind of work is who does it (the taxonomy's partOf).
    expect(services("risk assessment ISO 27005 consultant")).toEqual(["risk-assessment"]);
    expect(services("a consultant who can run a gap analysis for us")).toEqual(["gap-analysis"]);
    // A lawyer's advice is a lawyer's work; the writer's own desks are no service asked for.
    expect(
      services("Need a lawyer to advise on Chinese walls between our advisory and trading desks"),
    ).toEqual(["legal-advisory"]);
    expect(services("a GDPR lawyer and a consultant")).toEqual([
      "legal-advisory",
      "privacy-consulting",
    ]);
    expect(services("ISO 27001 인증 갭 분석을 해 줄 컨설팅 업체를 찾고 있습니다")).toEqual([
      "gap-analysis",
    ]);
    // Listed as another need past a framework: both asked for, in English and in Polish.
    expect(services("a NIS2 consultant and a gap analysis")).toEqual([
      "gap-analysis",
      "implementation-consulting",
    ]);
    expect(services("konsultant NIS2 i analiza luk dla szpitala")).toEqual([
      "gap-analysis",
      "implementation-consulting",
    ]);
    // One other word may stand between, a preposition or a modifier, in Italian too.
    expect(services("ISO 27001 certification body and a separate SOC 2 auditor")).toEqual([
      "audit",
      "certification-body",
    ]);
    expect(services("Cerchiamo un consulente per NIS2 e analisi dei rischi a Torino")).toEqual([
      "implementation-consulting",
      "risk-assessment",
    ]);
    // Frameworks joined in front of the work are not needs joined to it.
    expect(services("a certification body for our ISO 27001 and ISO 9001 audits")).toEqual([
      "certification-body",
    ]);
    // An auditor beside an audit-kind service asked for is who does it.
    expect(services("freelance ISO 27001 lead auditor for our internal audit")).toEqual([
      "internal-audit",
    ]);
    expect(services("a certification body with auditors available worldwide")).toEqual([
      "certification-body",
    ]);
    expect(services("a readiness assessment and an auditor")).toEqual([
      "audit",
      "readiness-assessment",
    ]);
    // The audit firm is who does it, not the work.
    expect(services("a readiness check, then an audit firm")).toEqual([
      "audit",
      "readiness-assessment",
    ]);
  });

  it("reads a framework a service's phrasing holds beside the service", () => {
    expect(tagsRead("isms implementation consultancy in Copenhagen")).toEqual([
      "iso-27001",
      "dk",
      "implementation-consulting",
    ]);
    expect(tagsRead("ISMS internal audit")).toEqual(["iso-27001", "internal-audit"]);
  });

  it("reads a report word joined to the framework's name by a hyphen as its report", () => {
    expect(tagsRead("Vi trenger en SOC 2-rapport for kundene våre")).toEqual(["soc-2", "audit"]);
    expect(tagsRead("Wir brauchen einen SOC 2-Bericht")).toEqual(["soc-2", "audit"]);
    // Joined to another word, another assessment.
    expect(tagsRead("we need a self-assessment for SOC 2")).toEqual(["soc-2"]);
  });

  it("reads a framework's report named by its type after an article as its audit", () => {
    expect(tagsRead("we're a payroll integrator and need a SOC 1 Type II")).toEqual([
      "soc-1",
      "audit",
    ]);
    expect(tagsRead("a big bank wants a pentest and a SOC 2 Type I within 4 months")).toEqual([
      "soc-2",
      "audit",
      "penetration-testing",
    ]);
    // Something said about it, no article, or held: no report asked.
    expect(tagsRead("a SOC 2 Type II readiness assessment")).toEqual([
      "soc-2",
      "readiness-assessment",
    ]);
    expect(tagsRead("we are SOC 2 Type II compliant")).toEqual(["soc-2"]);
    expect(tagsRead("We passed a SOC 2 Type I last year, now a pentest")).toEqual([
      "penetration-testing",
    ]);
  });

  it("reads the assessment of a framework whose audit is called one as that audit", () => {
    expect(tagsRead("tier-2 supplier, we need a TISAX assessment")).toEqual(["tisax", "audit"]);
    expect(tagsRead("tisax assesment automotive supplier")).toEqual(["tisax", "audit"]);
    expect(tagsRead("HITRUST validated assessment next year")).toEqual(["hitrust", "audit"]);
    // A readiness assessment stays one.
    expect(tagsRead("TISAX readiness assessment")).toEqual(["tisax", "readiness-assessment"]);
  });

  it("reads a framework's number written in groups of three as the number", () => {
    expect(tagsRead("norme ISO 27 001 à Lyon")).toEqual(["iso-27001", "fr"]);
    expect(tagsRead("iso 42 001 gap analysis")).toEqual(["iso-42001", "gap-analysis"]);
    // Numbers that make no framework's stay apart.
    expect(tagsRead("ISO 27001 for 40 000 employees")).toEqual(["iso-27001"]);
  });

  it("reads common words of French and Portuguese as words, no tag or place", () => {
    // "ce" (this) is Cyber Essentials only in capitals.
    expect(tagsRead("Nous cherchons un auditeur pour ce projet ISO 27001")).toEqual([
      "iso-27001",
      "audit",
    ]);
    // "certifiés" (certified) is no certifier.
    expect(tagsRead("Nous sommes certifiés ISO 27001 et cherchons un pentest")).toEqual([
      "penetration-testing",
    ]);
    // "mais tarde" (later) is no Taranto.
    expect(tagsRead("Queremos a ISO 27701 mais tarde")).toEqual(["iso-27701"]);
  });

  it("reads a product followed by words asking for one like it as its service", () => {
    expect(tagsRead("looking for a Vanta alternative")).toEqual(["compliance-automation"]);
    expect(tagsRead("Drata or similar for SOC 2")).toEqual(["soc-2", "compliance-automation"]);
    expect(tagsRead("Vanta जैसा कुछ चाहिए")).toEqual(["compliance-automation"]);
    // A product the writer uses asks for nothing.
    expect(tagsRead("we use Vanta, need a SOC 2 auditor")).toEqual(["soc-2", "audit"]);
  });

  it("reads letters typed apart as the framework's name they spell, never a place's", () => {
    expect(tagsRead("s o c 2 readiness review")).toEqual(["soc-2", "readiness-assessment"]);
    expect(tagsRead("p c i dss audit")).toEqual(["pci-dss", "audit"]);
    expect(tagsRead("h i p a a consultant")).toEqual(["hipaa", "implementation-consulting"]);
    // Letters that spell no name, or fewer than three, stay letters.
    expect(tagsRead("a b c pentest")).toEqual(["penetration-testing"]);
    expect(tagsRead("plan b pentest")).toEqual(["penetration-testing"]);
  });

  it("reads a first name written capitalised as a person's, never a misspelt place", () => {
    // "Marek" is one slip from a name of Morocco.
    expect(tagsRead("pentest needed. Deadline end of Jan. — Marek, IT Manager")).toEqual([
      "penetration-testing",
    ]);
    expect(tagsRead("pentest needed, ask Marek")).toEqual(["penetration-testing"]);
    // A misspelt place that is no first name is still read.
    expect(tagsRead("SOC 2 auditor Mumbay")).toEqual(["soc-2", "in", "audit"]);
  });

  it("reads a word of another language as that language's, no slip of a place where it is not spoken", () => {
    // Turkish "olmalı" (must be) is one letter from Olmaliq, a city of Uzbekistan.
    expect(tagsRead("sızma testi yapacak bir firma arıyoruz, rapor ingilizce olmalı")).toEqual([
      "penetration-testing",
    ]);
    // A slip of a place where the language is spoken, or after a place word, is read.
    expect(tagsRead("sızma testi yapacak bir firma arıyoruz, istanbl")).toEqual([
      "mena",
      "penetration-testing",
    ]);
    expect(tagsRead("Wir suchen einen Pentest-Anbieter, gerne aus stuttgrat")).toEqual([
      "de",
      "penetration-testing",
    ]);
    expect(tagsRead("buscamos auditor SOC 2 en frankfrut")).toEqual(["soc-2", "de", "audit"]);
  });

  it("reads no region from a conference or a law named after its place", () => {
    expect(tagsRead("red team shops that have spoken at Black Hat USA")).toEqual([
      "penetration-testing",
    ]);
    expect(tagsRead("pentesters who spoke at BSides London")).toEqual(["penetration-testing"]);
    expect(tagsRead("Colorado Privacy Act and CCPA consultant")).toEqual([
      "ccpa",
      "privacy-consulting",
    ]);
    expect(tagsRead("NY SHIELD Act and Virginia privacy law advice")).toEqual([
      "implementation-consulting",
    ]);
    // The place named apart from a law's name is read.
    expect(tagsRead("CCPA consultant in Colorado")).toEqual(["ccpa", "us", "privacy-consulting"]);
  });

  it("reads compliance help for a privacy law without a tag as privacy consulting", () => {
    expect(tagsRead("need POPIA compliance help in Cape Town")).toEqual([
      "za",
      "privacy-consulting",
    ]);
    expect(tagsRead("LGPD compliance for a fintech in Curitiba")).toEqual([
      "br",
      "privacy-consulting",
    ]);
    expect(tagsRead("KVKK support for our Istanbul office")).toEqual([
      "mena",
      "privacy-consulting",
    ]);
  });

  it("reads a standard's word in another language as that word, never a misspelt place", () => {
    // "norme" is one slip from Norge, "norma" from NORAM.
    expect(tagsRead("certification norme ISO 27001 à Lyon")).toEqual([
      "iso-27001",
      "fr",
      "certification-body",
    ]);
    expect(tagsRead("consultoría norma ISO 27001 en Madrid")).toEqual([
      "iso-27001",
      "es",
      "implementation-consulting",
    ]);
    expect(tagsRead("certificazione norma ISO 27001 Milano")).toEqual([
      "iso-27001",
      "it",
      "certification-body",
    ]);
    // Words of a request: "devis" is one slip from Nevis, "grazie" from Gruzie (Georgia).
    expect(tagsRead("demande de devis ISO 27001 à Lyon")).toEqual(["iso-27001", "fr"]);
    expect(tagsRead("grazie, cerchiamo un consulente ISO 27001 a Milano")).toEqual([
      "iso-27001",
      "it",
      "implementation-consulting",
    ]);
  });

  it("reads the lexicons' own words for a service, a company and their inflections", () => {
    expect(
      tagsRead("大阪の中小企業です。SOC 2のレディネス評価をお願いできるコンサルを探しています。"),
    ).toEqual(["soc-2", "jp", "readiness-assessment"]);
    expect(
      tagsRead("İstanbul'daki şirketimiz için KVKK ve GDPR danışmanlığı veren firmalar"),
    ).toEqual(["gdpr", "mena", "privacy-consulting"]);
    expect(tagsRead("Budapesti cégünk számára ISO 27001 tanúsító szervezetet keresünk")).toEqual([
      "iso-27001",
      "eu",
      "certification-body",
    ]);
  });

  it("reads the assessment of a framework whose audit is called one as its audit in every language", () => {
    expect(
      tagsRead("Almanya'daki şirketimiz için TISAX değerlendirmesi yapacak bir firma"),
    ).toEqual(["tisax", "de", "audit"]);
    expect(tagsRead("évaluation TISAX pour notre usine")).toEqual(["tisax", "audit"]);
    expect(tagsRead("valutazione HITRUST")).toEqual(["hitrust", "audit"]);
    expect(tagsRead("CMMC評価")).toEqual(["cmmc", "audit"]);
    // A phrasing of another language that holds a framework's alias names the framework too.
    expect(tagsRead("ocena TISAX dla naszej firmy")).toEqual(["tisax", "audit"]);
  });

  it("reads an audit named as a moment of the writer's timeline as no service beside another", () => {
    // What the writer prepares for, its framework named with it: the framework stays.
    expect(tagsRead("we need someone to prepare us for the TISAX assessment")).toEqual([
      "tisax",
      "implementation-consulting",
    ]);
    expect(tagsRead("help us get ready for our SOC 2 audit")).toEqual([
      "soc-2",
      "implementation-consulting",
    ]);
    expect(
      tagsRead("a consultant to prepare us for the TISAX assessment, then the assessment itself"),
    ).toEqual(["tisax", "implementation-consulting", "audit"]);
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(services("a pentest before the audit")).toEqual(["penetration-testing"]);
    expect(
      services("a consultant who can extend our ISMS into a PIMS before the next audit cycle"),
    ).toEqual(["implementation-consulting"]);
    expect(
      services(
        "an independent internal audit of our ISMS ahead of our ISO 27001 recertification audit",
      ),
    ).toEqual(["internal-audit"]);
    expect(services("a co-sourced internal audit before our first SOX 404 attestation")).toEqual([
      "internal-audit",
    ]);
    expect(services("necesitamos un consultor antes de la auditoría")).toEqual([
      "implementation-consulting",
    ]);
    // Alone, the audit is what the text asks about.
    expect(services("recommended reading before a SOC 2 audit?")).toEqual(["audit"]);
    // Not a landmark: the audit is asked for in its own words, or a clause apart.
    expect(services("a pentest before the end of the year and an audit")).toEqual([
      "audit",
      "penetration-testing",
    ]);
    expect(services("a pentest before Christmas, audit in spring")).toEqual([
      "audit",
      "penetration-testing",
    ]);
  });

  it("reads a framework's trade roles as their services only where the framework is named", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(services("CMMC Level 2: we need an RPO to help us prepare, then a C3PAO")).toEqual([
      "audit",
      "implementation-consulting",
    ]);
    expect(services("a CPA firm for our SOC 1 Type II report")).toEqual(["audit"]);
    expect(services("which CPAs do SOC 2")).toEqual(["audit"]);
    // Without the framework an RPO is a recovery point objective.
    expect(services("our RPO is four hours; need a pentest")).toEqual(["penetration-testing"]);
    // Declined, or the work of another service taken, it is no service asked.
    expect(services("Not an RPO: we need an actual C3PAO for CMMC")).toEqual(["audit"]);
    expect(services("a CMMC RPO to run a Level 2 readiness assessment")).toEqual([
      "readiness-assessment",
    ]);
  });

  it("reads a name several places share in the country the text names otherwise, unless another is far larger", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    // A tag names the country: London, Ontario.
    expect(regions("ISO 27001 consultant in London, Ontario")).toEqual(["ca"]);
    // Another place beside it does too, where the places are of a size.
    expect(regions("pentest firm in Perth and Sydney")).toEqual(["au"]);
    // Not where the first is ten times larger: Dublin, Ireland, not Dublin, Ohio.
    expect(
      regions("SOC 2 audit and an ISO 27001 certification body, offices in Dublin and Boston"),
    ).toEqual(["ie", "us"]);
  });

  it("reads help towards a framework named anywhere in the text as implementation consulting", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(
      services("Cyber Essentials for a tender: who can help us get ready and then certify us?"),
    ).toEqual(["certification-body", "implementation-consulting"]);
    expect(services("help us get ready for the board meeting")).toEqual([]);
    // Filling in a framework's forms: PCI DSS's self-assessment questionnaire.
    expect(
      services("our payment provider asks for PCI DSS SAQ D. Can somebody help us to fill it?"),
    ).toEqual(["implementation-consulting"]);
    expect(services("help us fill in the form for the grant")).toEqual([]);
    expect(services("Le SAQ A du PCI DSS : qui peut nous aider à remplir ?")).toEqual([
      "implementation-consulting",
    ]);
    // In the lexicons' languages.
    expect(services("We zoeken iemand die ons begeleidt naar ISO 27001 in Utrecht")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("Nous cherchons quelqu'un pour nous guider vers ISO 27001")).toEqual([
      "implementation-consulting",
    ]);
    // Beside a service whose work takes it in, that service's work.
    expect(
      services("ISO 27001 surveillance audit soon: someone to get us ready, a mock audit"),
    ).toEqual(["readiness-assessment"]);
  });

  it("reads a CMMC registered provider organization as implementation consulting for CMMC", () => {
    const read = parse("a Registered Provider Organization to get our SSP in shape");
    expect(read.slugs.frameworks).toEqual(["cmmc"]);
    expect(read.slugs.serviceTypes).toEqual(["implementation-consulting"]);
  });

  it("reads a framework the writer already holds as context beside one asked about", () => {
    const frameworks = (text: string) => parse(text).slugs.frameworks.toSorted();
    expect(
      frameworks("we passed ISO 27001 last year; now a bank wants a CSA STAR level 2 certificate"),
    ).toEqual(["csa-star"]);
    expect(frameworks("Already ISO 9001 certified. Need a gap analysis against NIS2")).toEqual([
      "nis2",
    ]);
    expect(frameworks("We're SOC 2 Type II already, next is ISO 42001")).toEqual(["iso-42001"]);
    expect(frameworks("we got our SOC 2 in 2024, looking at ISO 27001 now")).toEqual(["iso-27001"]);
    expect(frameworks("we did ISO 9001 years ago; TISAX is new to us")).toEqual(["tisax"]);
    expect(frameworks("We've held Cyber Essentials Plus for years; now ISO 27001")).toEqual([
      "iso-27001",
    ]);
    expect(frameworks("ISO 27001 is in place. We now need a C5 attestation")).toEqual(["c5"]);
    expect(
      frameworks("our US parent already has SOC 2 Type II; the Brazilian entity needs LGPD help"),
    ).toEqual([]);
    // A cue negated holds nothing.
    expect(
      frameworks("we haven't got ISO 27001, so we need a consultant and a SOC 2 auditor"),
    ).toEqual(["iso-27001", "soc-2"]);
    expect(frameworks("we have not achieved ISO 27001; we need a CB for ISO 9001 too")).toEqual([
      "iso-27001",
      "iso-9001",
    ]);
    expect(frameworks("we never got our ISO 27001, now need SOC 2 audit")).toEqual([
      "iso-27001",
      "soc-2",
    ]);
    // A framework held stays where nothing else is asked, but not its own certificate.
    expect(
      tagsRead("we got our ISO 27001 cert last month; now need someone for the internal audit"),
    ).toEqual(["iso-27001", "internal-audit"]);
    // A list a held framework begins is held whole.
    expect(frameworks("we already have SOC 1 and SOC 2 reports; GDPR help next")).toEqual(["gdpr"]);
    expect(frameworks("we passed SOC 2; GDPR help next")).toEqual(["gdpr"]);
    // Held alone, it is what the text is about; held and asked again, asked.
    expect(frameworks("we hold ISO 27001 and need a new certification body")).toEqual([
      "iso-27001",
    ]);
    expect(frameworks("passed SOC 2 Type I, now the SOC 2 Type II audit and ISO 27001")).toEqual([
      "iso-27001",
      "soc-2",
    ]);
    // No holding: a word between that is no article, possessive or modifier, or a clause apart.
    expect(frameworks("we got asked for SOC 2 and ISO 27001")).toEqual(["iso-27001", "soc-2"]);
    // The service named right after a framework held is held with it.
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(services("we passed our SOC 2 audit last year, now an ISO 27001 consultant")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("We hold ISO 27001 certification and need a SOC 2 auditor")).toEqual(["audit"]);
    expect(services("we hold ISO 27001, need a SOC 2 audit and a certification body")).toEqual([
      "audit",
      "certification-body",
    ]);
    // Not across a clause, nor past another name: privacy consulting for GDPR is asked.
    expect(parse("we already have ISO 27001; GDPR privacy consulting next").slugs).toMatchObject({
      frameworks: ["gdpr"],
      serviceTypes: ["privacy-consulting"],
    });
    // Held alone beside services that do no work on it (standalone ones, or another
    // framework's consulting), it is context; beside one that does, what the text is about.
    expect(frameworks("we passed our SOC 2 last month; now a customer wants a pentest")).toEqual(
      [],
    );
    expect(frameworks("We're Cyber Essentials Plus already. Phishing simulations, please")).toEqual(
      [],
    );
    expect(frameworks("we already have SOC 2; now privacy consulting for our EU users")).toEqual(
      [],
    );
    expect(frameworks("we hold ISO 27001 and need a consultant to maintain it")).toEqual([
      "iso-27001",
    ]);
    expect(frameworks("we already have GDPR in place, need a DPO as a service")).toEqual(["gdpr"]);
    expect(frameworks("the audit passed, SOC 2 and ISO 27001 next")).toEqual([
      "iso-27001",
      "soc-2",
    ]);
  });

  it("reads another party's place as context where the writer says where they are, unless asked for", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    // A party of the writer's said to stand somewhere; the writer sits elsewhere.
    expect(
      regions("DORA consultant, our parent bank is in Luxembourg but we sit in Lisbon"),
    ).toEqual(["pt"]);
    expect(
      regions(
        "Our hosting provider is in Frankfurt, but the company is in Vienna. NIS2 gap analysis?",
      ),
    ).toEqual(["at"]);
    // The writer's place, and another's: a partner's, a reseller's, a bank's.
    expect(
      regions("We're a logistics startup in Rotterdam; our biggest partner sits in Singapore"),
    ).toEqual(["nl"]);
    expect(
      regions("Our reseller, Sydney Tech, asked for SOC 2. We are a SaaS firm in Leeds."),
    ).toEqual(["uk"]);
    expect(regions("HQ is in Porto, and a bank in Madrid wants our ISO 27001")).toEqual(["pt"]);
    expect(
      regions("Our company (Leeds, 40 staff) needs SOC 2; our client Acme in Oslo asked"),
    ).toEqual(["uk"]);
    // A part of the writer's company named by its place, and a place asked for past "-based":
    // where another place is asked for, the writer's own gives way.
    expect(
      regions("We opened an office in Denver; HQ stays in Cork. Need a US-based SOC 2 auditor"),
    ).toEqual(["us"]);
    expect(regions("we're a Berlin team but need a privacy lawyer in California")).toEqual(["us"]);
    expect(regions("mid-size bank in Oslo. we need a TLPT provider, Nordic firms only")).toEqual([
      "nordics",
    ]);
    // Asked for anywhere in it, or preferred there.
    expect(
      regions("a Zurich-based asset manager; a TLPT provider, anywhere in DACH is fine"),
    ).toEqual(["dach"]);
    expect(
      regions("engineers in Kraków and Berlin; one SOC 2 firm, Europe-based preferred"),
    ).toEqual(["eu"]);
    expect(regions("HQ in Eindhoven; a pentest, prefer Netherlands or Belgium")).toEqual([
      "be",
      "nl",
    ]);
    expect(
      regions("a marketplace in Mexico City; a SOC 2 auditor, Mexico or anywhere in North America"),
    ).toEqual(["mx", "north-america"]);
    // A list asked for stays whole, articles after its join.
    expect(regions("SOC 2 auditor covering the DACH region and the Middle East")).toEqual([
      "dach",
      "mena",
    ]);
    expect(
      regions("a SaaS in Linz. Austrian firms preferred but German firms are fine too"),
    ).toEqual(["at", "de"]);
    // Unless those asked for speak, or are a past dealing: the writer's place stays.
    expect(
      regions(
        "startup in Cape Town; US law firms are asking us about NIST CSF, need a gap analysis",
      ),
    ).toEqual(["za"]);
    expect(
      regions("SaaS in Amsterdam, audited by a Big Four firm in Chicago; GDPR help needed"),
    ).toEqual(["nl"]);
    expect(regions("company registered in Graz, our Munich data centre needs a pentest")).toEqual([
      "at",
    ]);
    expect(regions("we're in Oslo; a SOC 2 readiness assessment for our Riga team")).toEqual([
      "eu",
      "no",
    ]);
    // A greeting places its writer.
    expect(regions("Greetings from Bergen! Our EU entity in Aarhus needs NIS2 help")).toEqual([
      "dk",
      "eu",
      "no",
    ]);
    // A group's head office is another party's.
    expect(regions("our group HQ is in Paris; the pentest is for our team in Madrid")).toEqual([
      "es",
    ]);
    // Asked for: after a provider or a tag, before one; the writer's place gives way. Listed
    // with the writer's place, a place is the writer's too.
    expect(regions("We're based in Porto and need a consultant in Madrid")).toEqual(["es"]);
    expect(regions("We're based in Porto; ISO 27001 certification in Madrid")).toEqual(["es"]);
    expect(regions("We're a startup in Porto looking for Spanish auditors")).toEqual(["es"]);
    expect(regions("we are a fintech with teams in Porto and Madrid")).toEqual(["es", "pt"]);
    // Where the writer never says where they are, a place asked for wins all the same; where
    // none is asked for either, every place stays.
    expect(regions("a bank in Madrid asked for ISO 27001; any auditors near Porto?")).toEqual([
      "pt",
    ]);
    expect(regions("a bank in Madrid and a school in Porto need ISO 27001")).toEqual(["es", "pt"]);
  });

  it("reads customers', parents' and markets' places as theirs in every lexicon's language", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions("Softwarehaus in Leipzig mit Kunden in Österreich sucht ISO 27001 Berater"),
    ).toEqual(["de"]);
    expect(regions("PME à Nantes, nos clients sont surtout en Belgique, audit SOC 2")).toEqual([
      "fr",
    ]);
    expect(regions("fintech en Bogotá con clientes mexicanos, buscamos auditor PCI")).toEqual([
      "co",
    ]);
    expect(regions("scaleup a Torino, la casa madre è in Francia: consulente GDPR")).toEqual([
      "it",
    ]);
    // A provider the writer has is no one sought: "onze leverancier in Duitsland".
    expect(
      regions(
        "wij zijn een ziekenhuis in Utrecht; onze leverancier in Duitsland is ISO 27001 gecertificeerd, wij zoeken een auditor",
      ),
    ).toEqual(["nl"]);
    expect(regions("somos una startup de Sevilla. ¿Alguna empresa de pentest en España?")).toEqual([
      "es",
    ]);
    // The writer's own offices and plants, in those languages too.
    expect(
      regions("Somos una empresa chilena con oficinas en Quito; pentest para ambas sedes"),
    ).toEqual(["cl", "latam"]);
    // A supplier or a distributor in the singular is the writer as often: their place stays.
    expect(regions("Automobilzulieferer in Stuttgart sucht TISAX Prüfer")).toEqual(["de"]);
    expect(regions("somos un proveedor en Santiago de Chile, necesitamos ISO 27001")).toEqual([
      "cl",
    ]);
  });

  it("reads the audits only a certification body runs as a certification body, in every lexicon's language", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    for (const text of [
      "ISO 9001 certification audit for a plant in Porto",
      "who runs the stage 2 audit for ISO 27001?",
      "Zertifizierungsaudit ISO 27001 in Hamburg",
      "audit de certification ISO 27001 à Lyon",
      "auditoría de certificación ISO 27001 Madrid",
      "audit di certificazione ISO 27001 Roma",
      "certificatie-audit ISO 27001 Utrecht",
      "auditoria de certificação ISO 27001 Lisboa",
    ]) {
      expect(services(text), text).toEqual(["certification-body"]);
    }
    // A moment in the writer's timeline stays none.
    expect(services("a consultant before our stage 1 audit")).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads the assessment of a framework assessed by auditors as their audit, named apart from it", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(
      services("TISAX AL2 for a plant in Győr: first a consultant, later the assessment itself"),
    ).toEqual(["audit", "implementation-consulting"]);
    expect(services("HITRUST r2: who can run the formal assessment next spring?")).toEqual([
      "audit",
    ]);
    expect(services("CMMC level 2, we need the official assessment done by summer")).toEqual([
      "audit",
    ]);
    // A report or an attestation of an audited framework is the audit's too.
    expect(services("SOC 2: which firm can issue the report by June?")).toEqual(["audit"]);
    expect(services("who can sign our AoC this year")).toEqual(["audit"]);
    // Past a framework's alias that covers the report's first words ("SOC 2 Type II").
    expect(services("they want a SOC 2 Type II report from us")).toEqual(["audit"]);
    expect(services("a readiness assessment before the SOC 2 report")).toEqual([
      "readiness-assessment",
    ]);
    // Another assessment, one of another framework, or a moment in the timeline: none.
    expect(services("TISAX self-assessment help")).toEqual([]);
    expect(services("TISAX gap assessment")).toEqual(["gap-analysis"]);
    expect(services("ISO 27001 and the assessment of our suppliers")).toEqual([]);
    expect(services("a TISAX consultant before the assessment")).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads a place after one the writer has as that one's, and one a phrase after asks for as asked", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions(
        "We're a fintech in Lisbon and our bank partner in Frankfurt wants a SOC 2 report, who can audit us?",
      ),
    ).toEqual(["pt"]);
    expect(
      regions("we're a Leeds retailer, our payment partners in Dublin ask for PCI DSS, need a QSA"),
    ).toEqual(["uk"]);
    // A place, or a list of places, right before a phrase that asks for it.
    expect(regions("Based in Porto, we need a SOC 2 auditor; Spain or Portugal both fine")).toEqual(
      ["es", "pt"],
    );
    expect(regions("our team sits in Leeds. ISO 27001 consultants, Ireland only")).toEqual(["ie"]);
    // One sought stays: "an implementation partner in Madrid".
    expect(
      regions("we're based in Lisbon and need an implementation partner in Madrid for ISO 27001"),
    ).toEqual(["es"]);
  });

  it("reads where the writer's shares trade as no place of theirs, and a party the writer says they are as theirs", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions(
        "We are a company listed in New York but all operations are in Mexico City. SOX ITGC testing, anyone?",
      ),
    ).toEqual(["mx"]);
    expect(regions("ahead of our listing in London we need a SOX readiness review")).toEqual([]);
    // A distributor the writer works for is the writer; one the writer has is another party.
    expect(
      regions(
        "I'm CFO of a family-owned food distributor in Monterrey and need a SOX readiness review",
      ),
    ).toEqual(["mx"]);
    expect(regions("we're a German distributor and need an ISO 27001 consultant")).toEqual(["de"]);
    expect(regions("our distributor in Monterrey wants us to get ISO 27001")).toEqual([]);
    expect(regions("our US distributor wants a HIPAA review")).toEqual([]);
  });

  it("reads a county the standard lists below a first-level subdivision as its country", () => {
    const regions = (text: string) => parse(text).slugs.regions;
    expect(regions("security awareness training providers in cornwall")).toEqual(["uk"]);
    expect(regions("pentest in Aberdeenshire")).toEqual(["uk"]);
  });

  it("reads the place of the writer's entity that needs the work as the one asked for", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions("HQ is in Tel Aviv, but it's our subsidiary in Boston that needs a HIPAA consultant"),
    ).toEqual(["us"]);
    // A party's place before "that requires" stays the party's.
    expect(
      regions(
        "We're a booking platform in Barcelona, signing with a hotel group in Dubai that requires ISO 27001",
      ),
    ).toEqual(["es"]);
  });

  it("reads a place after 'where in' as asked for: anywhere inside it", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions(
        "We're a game company in Seoul and want a GDPR consultant; we don't mind where in Europe the consultant sits.",
      ),
    ).toEqual(["eu"]);
  });

  it("reads no cue of the writer's place across a contrast, in the language the text shows", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(regions("Estamos en Madrid pero buscamos una firma en Lisboa")).toEqual(["pt"]);
    expect(regions("Vi sitter i Malmö men söker en revisor i Oslo")).toEqual(["no"]);
    // Swedish "men" is English "men": no contrast in an English text.
    expect(regions("we are a clothing brand for men in Lisbon, need a pentest")).toEqual(["pt"]);
  });

  it("reads no address and no list of places across a sentence's end", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    // "Tel Aviv. US" is no product's name, as "Oslo DE" is.
    expect(
      regions("I'm the founder of a startup in Tel Aviv. US hospitals want SOC 2 from us."),
    ).toEqual(["il"]);
    expect(regions("Oslo DE consultant")).toEqual([]);
    // "Cork. US" is no list: the writer's place stays alone.
    expect(
      regions("Tiny team based in Cork. US hospital systems keep asking us for HITRUST."),
    ).toEqual(["ie"]);
    expect(regions("offices in Cork, Boston and Austin, need a HITRUST assessor")).toEqual([
      "ie",
      "us",
    ]);
  });

  it("reads a past vendor's place and where the writer's hosting is as another party's", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions(
        "Public utility in Oslo, awareness training for 3,000 staff. The previous supplier was from Denmark.",
      ),
    ).toEqual(["no"]);
    expect(
      regions("University in Melbourne. Our prior vendor was based in Singapore; red team needed."),
    ).toEqual(["au"]);
    expect(regions("startup in Tel Aviv, our AWS hosting is in Virginia, SOC 2 audit")).toEqual([
      "il",
    ]);
  });

  it("reads a certification after a modifier as a certification body, unless declined", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(
      services("integrated certification for ISO 9001, ISO 14001 and ISO 45001, Milan"),
    ).toEqual(["certification-body"]);
    expect(
      services(
        "an audit of us against ISO 27001 controls, not full certification: an internal audit",
      ),
    ).toEqual(["internal-audit"]);
    // An assessment after a modifier stays another one.
    expect(services("SOC 2 gap assessment")).toEqual(["gap-analysis"]);
  });

  it("reads a framework held and named again as the writer's as still held", () => {
    expect(
      parse(
        "we got our ISO 27001 cert last year. can someone do a SOC 2 readiness assessment that reuses our ISMS controls?",
      ).slugs,
    ).toEqual({ frameworks: ["soc-2"], regions: [], serviceTypes: ["readiness-assessment"] });
  });

  it("reads the writer's title in their signature as no need, and a request after thanks as one", () => {
    const read = (text: string) => parse(text).slugs;
    expect(
      read(
        "We need ISO 27001 certification for our Singapore office. Kind regards, Julien Moreau, Group CISO",
      ).serviceTypes,
    ).toEqual(["certification-body"]);
    expect(read("SOC 2 auditor in Austin? Thanks, Anna (DPO)").serviceTypes).toEqual(["audit"]);
    expect(read("SOC 2 auditor in Austin. Thanks! We also need a pentest").serviceTypes).toEqual([
      "audit",
      "penetration-testing",
    ]);
    expect(read("Thanks, need a vCISO").serviceTypes).toEqual(["vciso"]);
  });

  it("reads advice about another service as that service asked for", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(
      services("comparing tools for SOC 2, any advice on compliance automation tools?"),
    ).toEqual(["compliance-automation"]);
    expect(services("ISO 27001 advice and a pentest")).toEqual([
      "implementation-consulting",
      "penetration-testing",
    ]);
  });

  it("reads no decline across a sentence's end", () => {
    expect(parse("Penetračný test nie je potrebný. Hľadáme audítora SOC 2").slugs).toEqual({
      frameworks: ["soc-2"],
      regions: [],
      serviceTypes: ["audit"],
    });
    expect(parse("Honestly we don't need. SOC 2 audit please").slugs.serviceTypes).toEqual([
      "audit",
    ]);
  });

  it("reads a service the writer has no budget for as none asked for", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(
      services("we have zero budget for consultants; is there a compliance automation tool?"),
    ).toEqual(["compliance-automation"]);
    expect(services("we can't afford a pentest this year, need SOC 2 readiness")).toEqual([
      "readiness-assessment",
    ]);
  });

  it("reads a food named like a country as no place, and building a quality system as implementation", () => {
    expect(
      parse("we sell Chile peppers online and need help with the PCI DSS SAQ").slugs.regions,
    ).toEqual([]);
    expect(
      parse("ISO 9001 for our firm: who can help us build the quality system from scratch?").slugs
        .serviceTypes,
    ).toEqual(["implementation-consulting"]);
  });

  it("reads a service's name that describes a party as no service asked for", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(
      services("A law firm client in London sent us a questionnaire. Any SOC 2 auditors?"),
    ).toEqual(["audit"]);
    expect(services("our pentest customers want a SOC 2 report")).toEqual(["audit"]);
    expect(services("law firm in London for GDPR")).toEqual(["legal-advisory"]);
  });

  it("reads a customers' or a parent's place as theirs in the other lexicons' words", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(regions("Vi söker en SOC 2-revisor i Malmö, våra kunder finns främst i USA")).toEqual([
      "se",
    ]);
    expect(
      regions("Müşterilerimiz çoğunlukla Almanya'da, İstanbul'da ISO 27001 danışmanı arıyoruz"),
    ).toEqual(["mena"]);
  });

  it("reads a word of one lexicon's language as no other language's stem", () => {
    // Persian "مان" (our), split off by a zero-width non-joiner, is no Arabic-stemmed "ألمانيا".
    expect(
      parse("ما در تهران هستیم و مشتریان‌مان اروپایی هستند، مشاور GDPR می‌خواهیم").slugs.regions,
    ).toEqual(["mena"]);
    // Arabic still reads its own stems.
    expect(parse("نبحث عن مستشار GDPR في ألمانيا").slugs.regions).toEqual(["de"]);
  });

  it("reads a Devanagari place name in either common spelling", () => {
    // GeoNames has बेङ्गलूरु; people type बेंगलुरु.
    expect(parse("बेंगलुरु में पेनिट्रेशन टेस्टिंग कंपनी").slugs.regions).toEqual(["in"]);
    expect(parse("बेङ्गलूरु में पेनिट्रेशन टेस्टिंग कंपनी").slugs.regions).toEqual(["in"]);
    // An English term written in Devanagari: a data protection officer.
    expect(parse("मुंबई में आउटसोर्स्ड डेटा प्रोटेक्शन ऑफिसर चाहिए").slugs.serviceTypes).toEqual([
      "privacy-consulting",
    ]);
  });

  it("reads a city under 100,000 people by its name in its own country's lexicon script", () => {
    // Ra'anana (Israel, about 75,000): its Hebrew name, with the attached "in".
    expect(parse("מחפשים יועץ ISO 27001 ברעננה").slugs.regions).toEqual(["il"]);
  });

  it("reads a place cue after the one asked for as that one's site, not the writer's", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions("We're a SaaS company in Boston. Looking for an outsourced DPO based in Ireland."),
    ).toEqual(["ie"]);
    expect(
      regions("We're a US SaaS company. Ideally someone based in Ireland or the Netherlands"),
    ).toEqual(["ie", "nl"]);
    // The writer's own cue before the word that asks: their own trade's place.
    expect(regions("We're a consultancy based in Vienna and need a pentest firm")).toEqual(["at"]);
  });

  it("reads a place asked for in the other lexicons' words as the only one", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(regions("Мы компания из Минска, ищем аудитора SOC 2, желательно из Польши")).toEqual([
      "pl",
    ]);
    // Swedish "i" introduces a place as written.
    expect(regions("Vi är ett bolag i Umeå och söker en SOC 2-revisor, helst i Danmark")).toEqual([
      "dk",
    ]);
  });

  it("reads the certification of a framework a certification body certifies as that body", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(services("we need ISO 22301 certification for our data centre in Leeds")).toEqual([
      "certification-body",
    ]);
    expect(services("Cyber Essentials Plus certifcation for a dental practice")).toEqual([
      "certification-body",
    ]);
    expect(services("ISO/IEC 27701 privacy information management certification")).toEqual([
      "certification-body",
    ]);
    expect(services("Wir brauchen eine ISO 9001 Zertifizierung bis Juni")).toEqual([
      "certification-body",
    ]);
    // Beside an audit of a framework no certification body certifies, both are asked.
    expect(services("a SOC 1 Type II audit, ISO 27001 certification and a red team")).toEqual([
      "audit",
      "certification-body",
      "penetration-testing",
    ]);
    // Denied, a moment of the timeline, or the goal of a consultant: no certification body.
    expect(services("ISO 27001 alignment only, no certification")).toEqual([]);
    expect(services("an internal audit of our ISMS before certification")).toEqual([
      "internal-audit",
    ]);
    expect(services("an ISO 27001 consultant to take us through certification")).toEqual([
      "implementation-consulting",
    ]);
    // A framework a certification body does not certify: its certification names nothing.
    expect(services("HIPAA certification for a telehealth app")).toEqual([]);
  });

  it("reads a city's name before a capitalised word that names no place as part of another name", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    // "Okafor" begins no place's name; "Chen" begins some, none of which follows.
    expect(regions("the ISO 27001 consultant that Austin Okafor recommended")).toEqual([]);
    expect(regions("the HITRUST firm that Sydney Chen recommended")).toEqual([]);
    // The first word of a place's name of several words that follows is a place.
    expect(regions("pentest firms Lisbon San Diego")).toEqual(["pt", "us"]);
  });

  it("reads polishing a framework's documents and help through a framework as implementation consulting", () => {
    const read = (text: string) => parse(text).slugs;
    expect(read("need someone to polish our ISMS policies before the certification audit")).toEqual(
      {
        frameworks: ["iso-27001"],
        regions: [],
        serviceTypes: ["implementation-consulting"],
      },
    );
    expect(read("looking for someone to help us through SOC 2").serviceTypes).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads a framework held as context beside one a service's name asks about, a held list and an existing one too", () => {
    const frameworks = (text: string) => parse(text).slugs.frameworks;
    expect(frameworks("We have ISO 9001 already. Who can make the TISAX assessment?")).toEqual([
      "tisax",
    ]);
    expect(
      frameworks("We have ISO 9001 and IATF 16949 already. Who does TISAX assessments?"),
    ).toEqual(["tisax"]);
    expect(
      frameworks("They need ISO 27017 certification on top of their existing ISO 27001."),
    ).toEqual(["iso-27017"]);
    // Alone, a held framework is what the text is about.
    expect(frameworks("we have ISO 9001 already, who can run the surveillance audit?")).toEqual([
      "iso-9001",
    ]);
  });

  it("reads help to become compliant as implementation consulting", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("SOC 2 compliance support for a 20-person startup")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("who can help us get compliant with DORA?")).toEqual([
      "implementation-consulting",
    ]);
    // The framework named inside the phrasing.
    expect(services("a steakhouse chain needs help with PCI compliance")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("someone to help us get HIPAA compliant")).toEqual([
      "implementation-consulting",
    ]);
    // Help with a framework's audit is that audit only.
    expect(services("need help with our SOC 2 audit")).toEqual(["audit"]);
    // Help with a framework no service's name follows, in English and other languages.
    expect(services("a bakery chain looking for help with our PCI DSS SAQ")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("who offers support with NIS2 for hospitals?")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("Kan någon hjälpa oss? Vi behöver hjälp med NIS2 i Uppsala")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("Wie kan ons helpen met DORA? Wij zijn een verzekeraar")).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads a city's people's adjective as the city where the language inflects it so", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(regions("Nous sommes une PME toulousaine et cherchons un test d'intrusion")).toEqual([
      "fr",
    ]);
    expect(regions("une entreprise lyonnaise cherche un auditeur SOC 2")).toEqual(["fr"]);
    expect(regions("Petite boîte genevoise, on voudrait un RSSI à temps partiel")).toEqual(["ch"]);
    expect(regions("siamo una startup milanese e ci servirebbe un vCISO")).toEqual(["it"]);
    // A lexicon's common word that names a place needs a place context: "regio" is no Reggio.
    expect(regions("Wij zoeken een gap-analyse NIS2, regio Utrecht")).toEqual(["nl"]);
    // A language's name is no such adjective: "cinese" is Chinese, not Cina.
    expect(regions("consulente ISO 27001, documenti in inglese e cinese")).toEqual([]);
    expect(regions("on cherche un consultant qui parle chinois")).toEqual([]);
  });

  it("reads assessing risks and a privacy law's review as their services, and a trained model as no training", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(services("we need someone to assess the risks in our model pipeline")).toEqual([
      "risk-assessment",
    ]);
    expect(services("a GDPR review of our data handling")).toEqual(["privacy-consulting"]);
    expect(services("ISO 42001 consultancy; our models are trained in-house")).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads Catalan, Croatian, Slovak, Slovenian, Lithuanian, Latvian and Estonian by their lexicons", () => {
    const read = (text: string) => {
      const { slugs } = parse(text);
      return [...slugs.frameworks, ...slugs.regions, ...slugs.serviceTypes].toSorted();
    };
    expect(read("necessitem un consultor per implantar l'ENS a Lleida")).toEqual([
      "ens",
      "es",
      "implementation-consulting",
    ]);
    expect(read("tražimo auditora za ISO 27001 u Zagrebu")).toEqual(["audit", "eu", "iso-27001"]);
    expect(read("hľadáme audítora ISO 27001 v Bratislave")).toEqual(["audit", "eu", "iso-27001"]);
    expect(read("ocena tveganj za NIS2 v Kopru")).toEqual(["eu", "nis2", "risk-assessment"]);
    expect(read("ieškome ISO 27001 auditoriaus Vilniuje")).toEqual(["audit", "eu", "iso-27001"]);
    expect(read("meklējam ISO 27001 auditoru Rīgā")).toEqual(["audit", "eu", "iso-27001"]);
    expect(read("otsime ISO 27001 audiitorit Tallinnas")).toEqual(["audit", "ee", "iso-27001"]);
    // Their stems and names read nothing in other languages' text.
    expect(read("Hi, Diego here from a payments gateway; we need a QSA")).toEqual([
      "audit",
      "pci-dss",
    ]);
  });

  describe("reads Bulgarian, Serbian, Macedonian, Persian, Urdu, Swahili, Malay, Tagalog, Icelandic, Afrikaans and Albanian by their lexicons", () => {
    const read = (text: string) => {
      const { slugs } = parse(text);
      return [...slugs.frameworks, ...slugs.regions, ...slugs.serviceTypes].toSorted();
    };

    it("Bulgarian", () => {
      expect(read("търсим одитор за ISO 27001 в София")).toEqual(["audit", "eu", "iso-27001"]);
      expect(read("тест за проникване за банка във Варна")).toEqual(["eu", "penetration-testing"]);
      // "не в София": a place denied.
      expect(read("нужен ни е вътрешен одит по ISO 9001, не в София")).toEqual([
        "internal-audit",
        "iso-9001",
      ]);
    });

    it("Serbian, in Cyrillic and Latin letters", () => {
      // An audit of a management system is a "провера"; "у Крагујевцу" is Kragujevac.
      expect(read("интерна провера ISO 9001 за фабрику у Крагујевцу")).toEqual([
        "emea",
        "internal-audit",
        "iso-9001",
      ]);
      expect(read("адвокат за заштиту података о личности у Подгорици")).toEqual([
        "emea",
        "legal-advisory",
        "privacy-consulting",
      ]);
      expect(read("tražimo proverivača za ISO 27001 u Beogradu")).toEqual([
        "audit",
        "emea",
        "iso-27001",
      ]);
    });

    it("Macedonian", () => {
      expect(read("внатрешна ревизија за банка во Скопје, не во Битола")).toEqual([
        "emea",
        "internal-audit",
      ]);
      expect(read("проценка на ризик за ISO 27001")).toEqual(["iso-27001", "risk-assessment"]);
    });

    it("Persian", () => {
      expect(read("ممیز ISO 27001 در تهران")).toEqual(["audit", "iso-27001", "mena"]);
      expect(read("تست نفوذ برای بانک در شیراز")).toEqual(["mena", "penetration-testing"]);
      expect(read("مشاوره حقوقی حفاظت از داده ها در آلمان")).toEqual([
        "de",
        "legal-advisory",
        "privacy-consulting",
      ]);
    });

    it("Urdu", () => {
      expect(read("کراچی میں ISO 27001 آڈیٹر کی ضرورت ہے")).toEqual(["apac", "audit", "iso-27001"]);
      // "کراچی کے علاوہ": other than Karachi.
      expect(read("رسک اسیسمنٹ کے لیے کمپنی، کراچی کے علاوہ")).toEqual(["risk-assessment"]);
    });

    it("Swahili", () => {
      expect(read("tunahitaji mkaguzi wa ISO 27001 jijini Nairobi")).toEqual([
        "audit",
        "emea",
        "iso-27001",
      ]);
      expect(read("ushauri wa kisheria kuhusu ulinzi wa data nchini Kenya")).toEqual([
        "emea",
        "legal-advisory",
        "privacy-consulting",
      ]);
    });

    it("Malay, in its own words where Indonesian's differ", () => {
      expect(read("perunding ISO 27001 di Kuala Lumpur")).toEqual([
        "apac",
        "implementation-consulting",
        "iso-27001",
      ]);
      expect(read("ujian penembusan untuk syarikat di Penang")).toEqual([
        "apac",
        "penetration-testing",
      ]);
    });

    it("Tagalog", () => {
      expect(read("pagsasanay sa seguridad para sa mga empleyado sa Davao")).toEqual([
        "apac",
        "security-awareness-training",
      ]);
      // Makati as buyers name it, without "City".
      expect(read("abogado sa Makati")).toEqual(["apac", "legal-advisory"]);
    });

    it("Icelandic, and its places' dative", () => {
      expect(read("ráðgjafi fyrir ISO 27001 á Akureyri")).toEqual([
        "implementation-consulting",
        "iso-27001",
        "nordics",
      ]);
      expect(read("innbrotsprófun fyrir banka á Íslandi")).toEqual([
        "nordics",
        "penetration-testing",
      ]);
      expect(read("lögfræðingur í persónuvernd í Þýskalandi")).toEqual([
        "de",
        "legal-advisory",
        "privacy-consulting",
      ]);
    });

    it("Afrikaans, and its compounds", () => {
      expect(read("ons soek 'n ouditeur vir ISO 27001 in Kaapstad")).toEqual([
        "audit",
        "iso-27001",
        "za",
      ]);
      expect(read("kuberveiligheidsopleiding vir personeel, nie in Kaapstad nie")).toEqual([
        "security-awareness-training",
      ]);
    });

    it('Albanian, whose "në" (in) is no Croatian "ne" (not)', () => {
      expect(read("kërkojmë auditues për ISO 27001 në Tiranë")).toEqual([
        "audit",
        "emea",
        "iso-27001",
      ]);
      expect(read("test depërtimi për bankë në Durrës")).toEqual(["emea", "penetration-testing"]);
      // Croatian "ne" denies still, though Albanian writes "na" and "ne" too.
      expect(read("trebamo revizora na području Splita, ne u Beogradu")).toEqual(["audit", "eu"]);
    });
  });

  it("reads implementing a framework and certifying it in the other lexicons' words", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("on cherche un organisme certificateur ISO 27001 à Lyon")).toEqual([
      "certification-body",
    ]);
    expect(services("ente certificatore ISO 27001 a Torino")).toEqual(["certification-body"]);
    expect(services("certificerende instantie voor ISO 27001")).toEqual(["certification-body"]);
    expect(services("on voudrait un RSSI à temps partiel")).toEqual(["vciso"]);
    for (const text of [
      "mettre en place ISO 27001 à Lyon",
      "queremos implantar a ISO 27001 em Lisboa",
      "wir wollen ISO 27001 umsetzen",
      "we willen ISO 27001 implementeren",
      "szukamy firmy, która pomoże nam wdrożyć ISO 27001",
    ]) {
      expect(services(text), text).toEqual(["implementation-consulting"]);
    }
    // The forms of a risk assessment buyers write, in Finnish and Romanian.
    expect(services("Tarvitsemme NIS2-direktiivin mukaisen riskiarvion")).toEqual([
      "risk-assessment",
    ]);
    expect(services("Căutăm o firmă pentru o evaluare a riscurilor de securitate")).toEqual([
      "risk-assessment",
    ]);
    // A word that shares the certifier's stem is no misspelt certifier: the certification of
    // ISO 27001 asked for, the certification body's work (framework-certification).
    expect(services("certificazione ISO 27001 a Londra")).toEqual(["certification-body"]);
    expect(services("certificazione HIPAA a Londra")).toEqual([]);
  });

  it("reads a service the writer's own people do as none asked for", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("we run our own penetration tests, need a vCISO")).toEqual(["vciso"]);
    expect(
      services("a certification body for ISO 27001; our consultants already built everything"),
    ).toEqual(["certification-body"]);
    expect(services("our in-house pentesters cover web apps; looking for a vCISO")).toEqual([
      "vciso",
    ]);
    expect(
      services("Morgan here from a Bristol law firm, we need an ISO 27001 consultant"),
    ).toEqual(["implementation-consulting"]);
    // Wanting one's own is asking: "we need our own internal auditor".
    expect(services("we need our own ISO 27001 internal auditor")).toEqual(["internal-audit"]);
  });

  it("reads consulting for a privacy law alone as privacy consulting", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    // A privacy law without a tag of its own, in the lexicons' phrasings.
    expect(services("Procuramos consultoria em LGPD para uma fintech")).toEqual([
      "privacy-consulting",
    ]);
    expect(services("POPIA consultant in Cape Town")).toEqual(["privacy-consulting"]);
    expect(services("GDPR consultancy in Lyon")).toEqual(["privacy-consulting"]);
    expect(services("help implementing the CCPA")).toEqual(["privacy-consulting"]);
    // Beside a framework with no consulting of its own, consulting stays as read.
    expect(services("GDPR and ISO 27001 consultant")).toEqual(["implementation-consulting"]);
    expect(services("ISO 27001 consultant")).toEqual(["implementation-consulting"]);
    // Advice on it is a lawyer's as often: read as before.
    expect(services("GDPR advice for a small firm")).toEqual(["implementation-consulting"]);
  });

  it("reads who issues a certificate as a certification body", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("who certifies against ISO 9001 near Leeds?")).toEqual(["certification-body"]);
    expect(services("we want to get certified by an accredited firm")).toEqual([
      "certification-body",
    ]);
  });

  it("reads a product asked for as the service it does, and nothing from a product in use", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("need something like Sprinto for ISO 27001")).toEqual([
      "compliance-automation",
    ]);
    expect(services("Thoropass or Scytale for SOC 2?")).toEqual(["compliance-automation"]);
    expect(services("switching from Hyperproof, we are 30 people")).toEqual([
      "compliance-automation",
    ]);
    expect(services("thinking of buying Sprinto")).toEqual(["compliance-automation"]);
    expect(services("we use Sprinto, need an ISO 27001 auditor")).toEqual(["audit"]);
    expect(services("an auditor who works with Vanta")).toEqual(["audit"]);
  });

  it("reads a verb asking for a service from what it acts on, and nothing from a verb alone", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes;
    expect(services("who can set up our ISMS")).toEqual(["implementation-consulting"]);
    expect(services("build an information security management system")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("set up a call about SOC 2")).toEqual([]);
    expect(services("someone hands-on to fix the gaps before the SOC 2 audit")).toEqual([
      "implementation-consulting",
    ]);
    expect(services("we set up, then SOC 2 audit")).toEqual(["audit"]);
    // Writing a framework's documents, and its Statement of Applicability as ISO 27001's.
    expect(parse("someone to help write our SoA, annex A is a mess").slugs).toMatchObject({
      frameworks: ["iso-27001"],
      serviceTypes: ["implementation-consulting"],
    });
    expect(services("need someone to rewrite our security policies")).toEqual([
      "implementation-consulting",
    ]);
    // A lawyer's advice is the lawyer's work too.
    expect(services("legal said we need GDPR advice from an actual lawyer")).toEqual([
      "legal-advisory",
    ]);
    // A lawyer's drafting is the lawyer's work, no consultant asked apart.
    expect(services("lawyer to draft a hipaa baa with our cloud vendors")).toEqual([
      "legal-advisory",
    ]);
    expect(services("we write a blog about SOC 2")).toEqual([]);
  });

  it("reads a country's demonym before a company word as the country, widened where it has no tag", () => {
    expect(parse("pentest for a Peruvian retailer").slugs.regions).toEqual(["latam"]);
    expect(parse("Ghanaian bank needs ISO 27001").slugs.regions).toEqual(["emea"]);
  });

  it("reads no region after a negation of several words, 'outside', or a contraction, across up to four gap words and any articles", () => {
    expect(
      parse("we are not looking for a firm in the Netherlands, gdpr consultants in Belgium").slugs
        .regions,
    ).toEqual(["be"]);
    expect(parse("anywhere but the UK").slugs.regions).toEqual([]);
    // A negated auxiliary after a place denies it within its clause only.
    expect(parse("Germany isn't required, a SOC 2 auditor").slugs.regions).toEqual([]);
    expect(parse("a QSA anywhere in APAC, doesn't have to be local").slugs.regions).toEqual([
      "apac",
    ]);
    expect(parse("SOC 2 auditor, should not be based in Canada").slugs.regions).toEqual([]);
    // Where the writer hosts is no place they ask vendors in.
    expect(
      parse("small agency, we host client sites in Ireland; need a pentest").slugs.regions,
    ).toEqual([]);
    // Someone away is at another place: "away at", "off to".
    expect(parse("our CISO is away in Lisbon this week; we need a pentest").slugs.regions).toEqual(
      [],
    );
    expect(parse("SOC 2 auditor outside the EU please").slugs.regions).toEqual([]);
    expect(parse("a pentest firm other than in Germany").slugs.regions).toEqual([]);
    expect(parse("not looking for anyone in France").slugs.regions).toEqual([]);
    expect(parse("we don't want a firm from Germany").slugs.regions).toEqual([]);
    expect(
      parse("please do not recommend anybody in Brazil for our pentest").slugs.regions,
    ).toEqual([]);
    expect(parse("I don't know if we need someone in London").slugs.regions).toEqual(["uk"]);
  });

  it("reads a place's short name as the place, two letters only in capitals", () => {
    expect(parse("soc 2 auditor in nyc").slugs.regions).toEqual(["us"]);
    expect(parse("pentest firm LA").slugs.regions).toEqual(["us"]);
    expect(parse("la mejor consultoría ISO 27001").slugs.regions).toEqual([]);
    // A state's or a province's code written alone.
    expect(parse("vCISO services qld").slugs.regions).toEqual(["au"]);
    expect(parse("SOC 2 auditor in BC").slugs.regions).toEqual(["ca"]);
    expect(parse("we need a bc plan").slugs.regions).toEqual([]);
  });

  it("reads letters typed for digits between digits, and two words typed as one", () => {
    expect(parse("iso27oo1 consultant").slugs.frameworks).toEqual(["iso-27001"]);
    expect(parse("pentestfirm london").slugs).toEqual({
      frameworks: [],
      regions: ["uk"],
      serviceTypes: ["penetration-testing"],
    });
    expect(parse("cyberessentials certification body").slugs.frameworks).toEqual([
      "cyber-essentials",
    ]);
    expect(parse("pentestfirm london").unparsedQueryTerms).toEqual(["firm"]);
  });

  it("reads a framework's name typed in two as one, never two function words or a place's", () => {
    expect(parse("hi trust assessor").slugs.frameworks).toEqual(["hitrust"]);
    expect(parse("is ms teams ok").slugs.frameworks).toEqual([]);
    expect(parse("send us a quote").slugs.regions).toEqual([]);
    expect(parse("a day at the spa in Berlin").slugs.regions).toEqual(["de"]);
  });

  it("reads a framework's five-letter acronym with a letter left out, in any case", () => {
    expect(parse("hipa audit").slugs.frameworks).toEqual(["hipaa"]);
    expect(parse("TISA assessment").slugs.frameworks).toEqual(["tisax"]);
  });

  it("never splits a word read as written into two", () => {
    const known = ["consultancy", "certification", "penetration", "london", "because", "together"];
    for (const word of known) {
      expect(
        reader.explain(word).steps.some((step) => step.rule === "run-together"),
        word,
      ).toBe(false);
    }
  });

  it("reads a word two languages give two roles in the language the text shows", () => {
    // English "no" denies; Portuguese "no" is "in the".
    expect(parse("soc 2 consultant, no india-based firms please").slugs.regions).toEqual([]);
    expect(parse("no vendors headquartered in israel, red team please").slugs.regions).toEqual([]);
    expect(parse("análise de gap ISO 27701 no Porto").slugs.regions).toEqual(["pt"]);
  });

  it("reads a trade role as its framework and the service its holder performs", () => {
    expect(parse("need a QSA").slugs).toEqual({
      frameworks: ["pci-dss"],
      regions: [],
      serviceTypes: ["audit"],
    });
    expect(parse("fedramp 3pao").slugs.serviceTypes).toEqual(["audit"]);
  });

  it("never throws, returns only canonical slugs, never reports a stop-word", () => {
    const aliases = [...taxonomy.textAliases.keys()].map((key) => key.replaceAll("-", " "));
    const text = fc
      .array(
        fc.oneof(
          fc.constantFrom(...aliases, "in", "US", "the", "IT"),
          fc.string({ maxLength: 12 }),
        ),
        {
          maxLength: 30,
        },
      )
      .map((parts) => parts.join(" "));
    fc.assert(
      fc.property(text, (q) => {
        const parsed = parse(q);
        for (const dimension of DIMENSIONS) {
          for (const slug of parsed.slugs[dimension]) {
            expect(taxonomy.bySlug(dimension, slug)).toBeDefined();
          }
          expect(new Set(parsed.slugs[dimension]).size).toBe(parsed.slugs[dimension].length);
        }
        for (const term of parsed.unparsedQueryTerms) {
          expect(["the", "in", "a", "and"]).not.toContain(term);
          expect(term.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("finds every alias of every entry on its own (bar 'it', read as information technology)", () => {
    for (const [key, hit] of taxonomy.textAliases) {
      if (key === "it") continue;
      const text = key.split("-").join(" ").toUpperCase();
      expect(parse(text).slugs[hit.dimension], text).toContain(hit.entry.slug);
    }
  });

  it("reads a short alias only as written or as its plural, never as another word's stem", () => {
    // "aims" (ISO 42001's AI management system) shares its stem with "aiming".
    expect(parse("aiming to finish our soc 2 by june").slugs.frameworks).toEqual(["soc-2"]);
    expect(parse("AIMS certification").slugs.frameworks).toEqual(["iso-42001"]);
    expect(parse("QSAs in Texas").slugs.serviceTypes).toEqual(["audit"]);
  });

  it("reads plurals and verb forms of tag names", () => {
    expect(parse("penetration tests").slugs.serviceTypes).toEqual(["penetration-testing"]);
    expect(parse("auditing our ISMS").slugs).toEqual({
      frameworks: ["iso-27001"],
      regions: [],
      serviceTypes: ["audit"],
    });
    expect(parse("gap analyses").slugs.serviceTypes).toEqual(["gap-analysis"]);
    expect(parse("consultancy, advice or an adviser").slugs.serviceTypes).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads a country adjective as its region, and a language spoken as no region", () => {
    expect(parse("a German auditor").slugs.regions).toEqual(["de"]);
    expect(parse("Swiss and Dutch firms").slugs.regions).toEqual(["ch", "nl"]);
    // English names no region, but it begins a list of languages spoken.
    expect(
      parse("ISO 27001 consultant in Finland, reports in English and Danish").slugs.regions,
    ).toEqual(["fi"]);
    for (const text of [
      "German-speaking auditor",
      "consultant who speaks French",
      "answers in Spanish",
      "in German or French please",
      "Dutch and German speakers",
      // What the language names for the service.
      "an MDR provider with Spanish support",
      "ideally German language skills, or German documentation",
    ]) {
      expect(parse(text).slugs.regions, text).toEqual([]);
    }
    expect(parse("German-speaking auditor in Austria").slugs.regions).toEqual(["at"]);
  });

  it("reads function words of other languages as region codes only in capitals", () => {
    expect(parse("auditoría de seguridad").slugs.regions).toEqual([]);
    expect(parse("Berater aus Österreich").slugs.regions).toEqual(["at"]);
    expect(parse("SOC 2 auditor DE").slugs.regions).toEqual(["de"]);
  });

  it("reads country names and service words in other languages", () => {
    expect(parse("Zertifizierungsstelle in der Schweiz").slugs).toEqual({
      frameworks: [],
      regions: ["ch"],
      serviceTypes: ["certification-body"],
    });
    expect(parse("tests d'intrusion en Allemagne").slugs).toEqual({
      frameworks: [],
      regions: ["de"],
      serviceTypes: ["penetration-testing"],
    });
  });

  it("corrects a misspelt word of a service's work as it does a phrasing's", () => {
    expect(parse("ISO 9001 recertifiction singapur").slugs).toEqual({
      frameworks: ["iso-9001"],
      regions: ["sg"],
      serviceTypes: ["certification-body"],
    });
    expect(parse("ISO 9001 recertification").slugs.serviceTypes).toEqual(["certification-body"]);
  });

  it("reads no region for a party the writer supplies, nor a service the writer declines as theirs", () => {
    expect(
      parse("defence contractor in Adelaide that also supplies a US prime; we need a C3PAO").slugs
        .regions,
    ).toEqual(["au"]);
    expect(parse("subcontractor to a German OEM, need a TISAX assessor").slugs.regions).toEqual([]);
    expect(
      parse("an internal audit of our ISMS before recertification. Not our certification body.")
        .slugs.serviceTypes,
    ).toEqual(["internal-audit"]);
  });

  it("reads nothing from a message that asks for no vendor, and what it names where it asks too", () => {
    for (const text of [
      "Thanks, that list was really useful! I'll call the two in Amsterdam.",
      "Just wanted to say thanks! We signed with the SOC 2 auditor in Copenhagen you suggested.",
      "I'm an ISO 27001 lead auditor in Madrid. How can I register my profile?",
      "Is this directory available in German? My colleagues in Vienna choose.",
      "Should we do ISO 27001 before SOC 2? Not shopping yet.",
    ]) {
      expect(parse(text).slugs, text).toEqual({ frameworks: [], regions: [], serviceTypes: [] });
    }
    expect(
      parse("Thanks, that list was useful! Who else does SOC 2 audits in Denmark?").slugs,
    ).toEqual({ frameworks: ["soc-2"], regions: ["dk"], serviceTypes: ["audit"] });
    expect(
      reader
        .explain("We signed with the SOC 2 auditor you suggested, thanks!")
        .steps.some((step) => step.rule === "asks-nothing" && step.outcome === "rejected"),
    ).toBe(true);
  });

  it("reads the place a vendor must be in as asked, over the writer's own", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(regions("We're a fintech in Stockholm. Vendor must be Nordic.")).toEqual(["nordics"]);
    expect(regions("We are in Seoul and need a certification body available in Vietnam.")).toEqual([
      "apac",
    ]);
    expect(regions("We're in Oslo. The provider must be located in Sweden.")).toEqual(["se"]);
    expect(regions("Vi sitter i Göteborg. Leverantören måste finnas i Norden.")).toEqual([
      "nordics",
    ]);
    expect(regions("Nous sommes à Lyon ; le prestataire doit être situé en Belgique.")).toEqual([
      "be",
    ]);
    expect(regions("Jesteśmy w Krakowie. Dostawca musi być w Niemczech.")).toEqual(["de"]);
    expect(regions("Мы в Москве. Поставщик должен находиться в Германии.")).toEqual(["de"]);
    // A link word the typo corrector would have taken for another word ("dostępny": "wstępny").
    expect(regions("Jesteśmy w Krakowie. Audytor dostępny w Niemczech.")).toEqual(["de"]);
    expect(regions("Mi smo u Zagrebu. Revizor prisutan u Njemačkoj.")).toEqual(["de"]);
    // Not the writer's own firm: "our auditor must be..." is still theirs.
    expect(regions("We're in Oslo and our auditor must be in Sweden for the group.")).not.toEqual([
      "se",
    ]);
  });

  it("reads a place before an aside in brackets, and a representative's place, as asked", () => {
    expect(
      parse(
        "We're a US-based SaaS. We need a GDPR representative in the EU (Art. 27) and a UK representative too.",
      ).slugs.regions.toSorted(),
    ).toEqual(["eu", "uk"]);
  });

  it("reads a list whose join repeats the place's introducer as one list", () => {
    const regions = (text: string) => parse(text).slugs.regions.toSorted();
    expect(
      regions("We're a Berlin team and need a consultant in Austria or in Switzerland."),
    ).toEqual(["at", "ch"]);
    expect(regions("Jsme v Praze. Máte někoho v Česku nebo na Slovensku?")).toEqual(["cz", "eu"]);
  });

  it("reads no awareness training from a word that is aware of something", () => {
    expect(parse("a DORA-aware contract review from lawyers").slugs.serviceTypes).toEqual([
      "legal-advisory",
    ]);
    expect(parse("security awareness for our staff").slugs.serviceTypes).toEqual([
      "security-awareness-training",
    ]);
  });

  it("reads a product the writer wants to replace as its service asked, one only used as none", () => {
    expect(
      parse("We use OneTrust but it's too expensive. Want an alternative for cookie consent.").slugs
        .serviceTypes,
    ).toEqual(["compliance-automation"]);
    expect(parse("we use Vanta and need a SOC 2 auditor").slugs.serviceTypes).toEqual(["audit"]);
  });

  it("corrects a big city's six-letter name typed with a letter left out", () => {
    expect(parse("dora readiness assessment for a bank in lisbn").slugs.regions).toEqual(["pt"]);
  });

  it("reads a place right after an exclaimed greeting as a place, a titled name as a person's", () => {
    expect(
      parse("Jó napot! Budapesti fintech cég vagyunk, SOC 2 auditort keresünk.").slugs,
    ).toEqual({ frameworks: ["soc-2"], regions: ["eu"], serviceTypes: ["audit"] });
    expect(parse("HIPAA consultant recommended by Dr. Holland").slugs.regions).toEqual([]);
  });

  it("reads no service the writer already has, has finished with or does not need, in other languages", () => {
    const services = (text: string) => parse(text).slugs.serviceTypes.toSorted();
    expect(
      services("Vi søger et akkrediteret certificeringsorgan. Konsulent har vi allerede."),
    ).toEqual(["certification-body"]);
    expect(services("Wir suchen Awareness-Schulungen. DSGVO-Beratung brauchen wir nicht.")).toEqual(
      ["security-awareness-training"],
    );
    expect(
      services("ISO 27001 belgelendirme kuruluşu arıyoruz. Danışmanla çalışmayı bitirdik."),
    ).toEqual(["certification-body"]);
    // Nothing declined: the service is read.
    expect(services("Wir suchen einen ISO 27001 Berater in München.")).toEqual([
      "implementation-consulting",
    ]);
  });

  it("reads Russian names of places where many speak Russian beside the official language", () => {
    const regions = (text: string) => parse(text).slugs.regions;
    expect(regions("Нужен аудитор PCI DSS, офис в Тель-Авиве")).toEqual(["il"]);
    expect(regions("Ищем аудитора для SOC 2, наша компания находится в Лимасоле")).toEqual(["eu"]);
  });

  it("reads no service the writer is not ready for", () => {
    expect(
      parse("Need a CMMC RPO in Virginia. We're not ready for an assessment yet.").slugs
        .serviceTypes,
    ).toEqual(["implementation-consulting"]);
  });

  it("reads Finnish for an outsourced head of security, inflected, as a vCISO", () => {
    expect(
      parse("Tarvitsemme ulkoistetun tietoturvajohtajan ja NIS2-puuteanalyysin").slugs.serviceTypes,
    ).toEqual(["vciso", "gap-analysis"]);
  });

  it("prefers an exact alias to a stemmed phrase, so codes are not mangled", () => {
    expect(parse("c5").slugs.frameworks).toEqual(["c5"]);
    expect(parse("ENS").slugs.frameworks).toEqual(["ens"]);
    expect(parse("27001 audits").slugs.frameworks).toEqual(["iso-27001"]);
  });

  const words = fc.oneof(
    fc.constantFrom(
      // Keys of a stemmed language carry its code ("de:prufung"): the words are after it.
      ...[...reader.lookup.phrases.keys()].map((key) =>
        key.replace(/^[a-z]{2}:/, "").replaceAll("-", " "),
      ),
      "German-speaking",
      "speaks",
      "Österreich",
      "Prüfung",
      "advisers",
      "constructor",
      "__proto__",
      "toString",
    ),
    fc.string({ maxLength: 12 }),
  );
  const text = fc.array(words, { maxLength: 30 }).map((parts) => parts.join(" "));

  it("is deterministic", () => {
    fc.assert(
      fc.property(text, (q) => {
        expect(parse(q)).toEqual(parse(q));
      }),
      { numRuns: 300 },
    );
  });

  it("reads every word the same in any letter case but capital-only codes, acronyms and common words that name a country", () => {
    const { gazetteer, roles } = reader.lookup;
    /** Words whose reading letter case may change by design (a subdivision code after a city: "Paris TX"; a two-letter short name: "LA"). */
    const caseBound = (token: string) =>
      roles.codesOnlyInCapitals.has(token) ||
      (token.length <= 2 && reader.lookup.placeShortNames.has(token)) ||
      // A region code in capitals after a city makes the pair a product's name ("Jakarta EE").
      (token.length <= 3 &&
        reader.lookup.taxonomy.textAliases.get(token)?.dimension === "regions") ||
      roles.filler.has(token) ||
      gazetteer.subdivisionCountries(token.toUpperCase()).length > 0 ||
      (gazetteer.lookUp(token)?.names ?? []).some((n) => n.reading === "capitalised");
    const caseFree = text.map((q) =>
      q
        .split(" ")
        .filter((word) => !tokenize(word).some((w) => w.tokens.some(caseBound)))
        .join(" "),
    );
    fc.assert(
      fc.property(caseFree, (q) => {
        const lower = parse(q.toLowerCase());
        const upper = parse(q.toUpperCase());
        // A misspelling in capitals reads as an acronym and is corrected only to the taxonomy's
        // words, a four-letter one also by a swap ("GPDR"): corrections may differ by design.
        fc.pre(lower.corrections.length === 0 && upper.corrections.length === 0);
        expect(upper.slugs).toEqual(lower.slugs);
      }),
      { numRuns: 300 },
    );
  });
});
