import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * Names of companies, brands, products, events, laws and things with a place or a people's word
 * inside (English `idioms`, `otherMeanings`, `eponymBefore` and `eponymHeads`): a customer, a
 * partner, a tool or a context, never the buyer's region. Each sentence of the first kind read a
 * region before these words were added; the places of the second kind are the buyer's and still
 * read.
 */

/** Each text's regions. */
function expectRegions(readings: [string, string[]][]) {
  for (const [text, regions] of readings) {
    expect(reader.read(text).slugs.regions, text).toEqual(regions);
  }
}

/** Texts that read no region. */
const expectNoRegion = (texts: string[]) => expectRegions(texts.map((text) => [text, []]));

describe("names of companies and brands", () => {
  it("reads no region in a bank's, an insurer's or a fund's name", () => {
    expectNoRegion([
      "wells fargo is our largest customer and wants a soc 2 type ii report",
      "we're onboarding as a vendor to banco sabadell, who can do iso 27001?",
      "banco do brasil asked for a pentest report before go-live",
      "supplier questionnaire from bank austria, need help with dora",
      "bank central asia requires iso 27001 from its payment partners",
      "toronto dominion bank procurement wants our soc 2",
      "canadian imperial bank of commerce asked us for a pentest",
      "first abu dhabi bank wants iso 27001 certification from vendors",
      "intesa sanpaolo wants iso 27001 from vendors",
      "tokio marine requires iso 27001 from its brokers",
      "sompo japan requires iso 27001 for our broker portal",
      "american international group security review, need a soc 2 auditor",
      "our insurer is canada life and they want iso 27001",
    ]);
  });

  it("reads no region in an airline's, a telecom's or a newspaper's name", () => {
    expectNoRegion([
      "air canada is a customer, need a pci dss qsa",
      "we run the booking engine for air india, pentest needed",
      "Air France requires ISO 27001 from its IT suppliers",
      "virgin atlantic vendor assessment needs soc 2",
      "icelandair is a customer, need pci dss",
      "telecom italia requires iso 27001 from suppliers",
      "bell canada wants a soc 2 report from us",
      "america movil tender requires iso 27001",
      "we integrate with telekom austria billing, need a pentest",
      "the chicago tribune wants iso 27001 from its ad tech vendors",
      "sydney morning herald wants a soc 2 from us",
      "the canadian broadcasting corporation asked for a soc 2 report",
    ]);
  });

  it("reads no region in an energy, mining, industrial or car maker's name", () => {
    expectNoRegion([
      "hydro quebec requires iso 27001 from ot vendors",
      "rio tinto requires iso 27001 for mining software suppliers",
      "anglo american wants soc 2 from our fleet platform",
      "norfolk southern procurement needs a pentest of our api",
      "royal dutch shell requires iso 27001 from every supplier",
      "zf friedrichshafen requires tisax from us",
      "ford of europe requires a tisax label from suppliers",
      "porsche cayenne supplier needs tisax",
      "our fleet is seat leon and ford granada vans, need iso 27001 for the leasing app",
      "Mercedes requires TISAX from all its suppliers",
      "we supply scania trucks telematics, need tisax",
      "novo nordisk requires gxp and iso 27001 from us",
    ]);
  });

  it("reads no region in a technology product's, a host's or a market's name", () => {
    expectNoRegion([
      "palo alto networks requires soc 2 from its technology partners",
      "we run palo alto firewalls and need a pci dss audit",
      "our database is amazon aurora, need a soc 2 auditor",
      "epyc genoa requires nothing but we need iso 27001",
      "our vps is at linode london, need a pentest",
      "listed on nasdaq stockholm, need soc 2",
      "kibana dashboards for our siem, need soc 2",
      "we use kali for internal tests but need an external pentest",
      "our data lake is on athena, need soc 2",
    ]);
  });

  it("reads no region in a certification body's, an auditor's or a consultancy's name", () => {
    expectNoRegion([
      "tuv austria quoted us for iso 27001 certification, looking for alternatives",
      "tuv sud requires a stage 1 audit first, can someone help us prepare?",
      "det norske veritas requires our iso 27001 documents, need help",
      "the british standards institution audit is due, need iso 27001 help",
      "our soc 2 follows the american institute of cpas criteria, need an auditor",
      "booz allen hamilton is our prime, need cmmc help",
      "grant thornton did our last audit, need a new soc 2 auditor",
      "tata consultancy services is our outsourcer, need a vendor risk assessment",
      "tata is our biggest client, need iso 27001",
      "wipro runs our helpdesk, need a vendor risk assessment",
      "hindustan unilever wants soc 2 from us",
      "md anderson requires hipaa compliance from vendors",
      "georgetown university wants our hecvat and soc 2",
      "kentucky fried chicken requires pci dss from franchise software vendors",
    ]);
  });
});

describe("names of events, laws and things", () => {
  it("reads no region in a sports club's or an event's name", () => {
    expectNoRegion([
      "the new york yankees require pci dss from their ticketing partners",
      "bayern munich ticketing wants pci dss",
      "paris saint germain requires pci dss from partners",
      "we were at the monaco grand prix, need pci dss for our hospitality app",
      "timing app for the boston marathon needs a pentest",
      "the london marathon app needs a pentest",
      "ticketing for the qatar world cup needed pci dss",
      "kentucky derby ticketing needs pci dss",
      "tour de france organisers require iso 27001 from the timing vendor",
      "exhibitors at mwc barcelona need iso 27001? we need a consultant",
      "meet us at gisec dubai, looking for a soc 2 auditor",
    ]);
  });

  it("reads no region in a rule's, a framework's or a thing's name", () => {
    expectNoRegion([
      "the chatham house rule requires confidentiality, need a vciso",
      "our risk register follows the sendai framework, need iso 22301 help",
      "mapping to the hiroshima ai process, need iso 42001",
      "north korean hackers targeted us, need a pentest",
      "iranian hackers hit our sector, need a pentest",
    ]);
  });
});

describe("the buyer's own places", () => {
  it("still reads the places these names share", () => {
    expectRegions([
      ["SOC 2 auditor in Boston", ["us"]],
      ["pentest firm Zurich", ["ch"]],
      ["we're a German bank", ["de"]],
      ["soc 2 auditor in fargo", ["us"]],
      ["we are a bank in Toronto looking for a pentest", ["ca"]],
      ["iso 27001 consultant in Quebec", ["ca"]],
      ["we're an Abu Dhabi fintech needing iso 27001", ["ae"]],
      ["we're a Tokyo fintech needing a pentest", ["jp"]],
      ["need a soc 2 auditor in Palo Alto", ["us"]],
      ["we're a Palo Alto startup needing soc 2", ["us"]],
      ["pentest firm in Barcelona", ["es"]],
      ["we're in Genoa and need a pentest", ["it"]],
      ["pentest firm in Porto", ["pt"]],
      ["soc 2 auditor in Leipzig", ["de"]],
      ["iso 27001 consultant Stuttgart", ["de"]],
      ["we're a Nasdaq listed company in Stockholm needing soc 2", ["se"]],
      ["TISAX assessment for a supplier in Austria", ["at"]],
      ["we're a Ford dealer in Detroit needing pci", ["us"]],
      ["Air freight company in India needs iso 27001", ["in"]],
      ["air quality startup in Canada needs soc 2", ["ca"]],
      ["seat booking app in Madrid needs gdpr help", ["es"]],
      ["fund administrator in the British Virgin Islands needs soc 1", ["latam"]],
      ["SOC 2 auditor in Corona, California", ["us"]],
      ["pentest firm in Jupiter, Florida", ["us"]],
      ["we're in Gouda and need iso 27001", ["nl"]],
      ["we're in atlantic canada, need soc 2", ["ca"]],
      ["world cup ticketing startup in Qatar needs pci", ["mena"]],
      ["motor show organiser in Geneva needs iso 27001", ["ch"]],
      ["we are based in Sendai and need iso 27001", ["jp"]],
      ["Tallinn based startup needs soc 2", ["ee"]],
      // "banco de" is a bank from a place, not a bank's name.
      ["somos un banco de Sevilla y buscamos un pentest", ["es"]],
    ]);
  });

  it("still reads a place a brand's name would share, written as the buyer's", () => {
    expectRegions([
      ["we're an Australian open banking fintech needing soc 2", ["au"]],
      ["we're a British telecom operator looking for a pentest", ["uk"]],
      ["we're a Welsh water utility needing cyber essentials", ["uk"]],
      ["we're a Christchurch call centre needing pci dss", ["nz"]],
      ["we're in India today and need a soc 2 auditor", ["in"]],
      ["looking for cambridge consultants for iso 27001", ["uk"]],
      ["we're a Washington university needing a pentest", ["us"]],
      ["Kentucky bourbon distillery looking for iso 27001", ["us"]],
    ]);
  });
});
