import { stemmer } from "@orama/stemmers/norwegian";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Norwegian (Bokmål) names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "no",
  name: "Norwegian",
  script: "Latin",
  stem: stemmer,
  stemExceptions: {
    // "sertifisert" (certified) is no certification body.
    // "Gulfen" (the Gulf) stems to "gulf", "nordisk" and "Norden" to "nord" (the Nord of France).
    keep: ["sertifisert", "sertifiserte", "gulfen", "nordisk", "nordiske", "norden"],
  },
  compounds: true,
  countries: ["NO", "SJ"],
  // A name's genitive (Norges, Oslos), its compounds with an area or a base (Osloområdet,
  // Bergensregionen, Trondheimsbasert) and a city's adjective (bergensk, trondheimsk, stavangersk);
  // not a bare "-området" ("temaområdet"), "-sk" ("baltisk" is no Balti) nor "-basert"
  // ("cellebasert").
  placeEndings: [
    ["sområdet", ""],
    ["oområdet", "o"],
    ["sregionen", ""],
    ["regionen", ""],
    ["sbaserte", ""],
    ["sbasert", ""],
    ["enske", "en"],
    ["ensk", "en"],
    ["heimske", "heim"],
    ["heimsk", "heim"],
    ["erske", "er"],
    ["ersk", "er"],
    ["s", ""],
  ],
  // "se" (see), "at" (that), "de" (they).
  codesOnlyInCapitals: ["se", "at", "de"],
  filler: [
    "søker",
    "ser etter",
    "leter etter",
    "trenger",
    "vi",
    "oss",
    "gjerne",
    "vennligst",
    "takk",
    "firma",
    "bedrift",
    "noen",
    // "og" (and): a service after it is no part of a framework held before it.
    "og",
  ],
  placeIntroducers: [
    "fra",
    "ved",
    "nær",
    "rundt",
    "nærheten av",
    "i nærheten av",
    "i området rundt",
    "basert i",
    "med kontor i",
  ],
  placeIntroducersAsWritten: ["i"],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["men", "derimot"],
  negations: [
    "ikke",
    "ikke i",
    "unntatt",
    "unntatt i",
    "uten",
    "utenfor",
    "bortsett fra",
    "men ikke",
    "men ikke i",
    "utenom",
  ],
  negationGaps: ["fra", "noen", "firma", "firmaer", "leverandør", "leverandører"],
  personBefore: ["jeg heter", "mitt navn er", "hei", "kjære", "jeg er", "min kollega"],
  personRoleBefore: [
    "CEO",
    "CFO",
    "CTO",
    "CISO",
    "daglig leder",
    "direktør",
    "sjef",
    "leder",
    "kollega",
  ],
  personAfter: ["fra avdelingen", "sier", "mener", "anbefaler"],
  possessives: ["vår", "våre"],
  partyVerbs: [
    "sier",
    "krever",
    "vil ha",
    "anbefaler",
    "mener",
    ..."vil|ønsker|sa|krevde|anbefalte|spurte|foreslår|foreslo|ber|påpeker|påpekte".split("|"),
  ],
  othersPlaceBefore: [
    "kunder i",
    "kunder fra",
    "ekspandere til",
    "ekspansjon til",
    "selger til",
    // Where the writer sells, who owns them, where systems are hosted: "vi eksporterer til Tyskland".
    ..."selger i|salg i|salg til|eksporterer til|eksport til|ekspanderer til|utvider til|lanserer i|datterselskap av|datterselskap til|eid av|eies av|kjøpt opp av|oppkjøpt av|hostet i|hostes i|hosting i|driftet i|driftes i|datasenter i|outsourcet til".split(
      "|",
    ),
  ],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "kunder|kunden|kundene|morselskap|morselskapet|investorer|leverandører|marked|markedet|servere|brukere|kunde|sluttkunder|eiere|eierne|aksjonærer|pasienter|markeder|brukerne|investorene|leverandørene|forhandlere|morkonsern|morkonsernet|datasenter|datasenteret|kjøpere|gründere".split(
      "|",
    ),
  // With the possessive after the party, as Norwegian writes it: "kunden vår i Tyskland".
  partyLinks:
    "er|finnes|primært|mest|hovedsakelig|særlig|i|fra|på|sitter|ligger|vår|våre|vårt".split("|"),
  // "ennå" (yet) is no Enna.
  otherMeanings: ["ennå"],
  // A tool like a product: "et verktøy som Vanta", "Vanta eller Drata".
  productAsks: "som|lignende|alternativ til|alternativer til|i stedet for|erstatte".split("|"),
  productComparisons: ["eller"],
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "må være|skal være|bør være|må ligge|må sitte|helst|gjerne|tilgjengelig|lokalisert|etablert|med kontor".split(
      "|",
    ),
  askers:
    "konsulent*|revisor*|rådgiver*|leverandør*|ekspert*|noen|hjelp|advokat*|helst|gjerne|fortrinnsvis|sertifiser*|firma|firmaer|selskap|selskaper|bedrift|bedrifter|partner|partnere|spesialist*|byrå*|tilbyder*|pentester*|lokal|lokale|lokalt|ideelt".split(
      "|",
    ),
  languageNames: ["norsk", "engelsk", "tysk", "svensk", "dansk", "fransk"],
  spokenLanguageBefore: ["på", "snakker", "som snakker", "kan snakke"],
  spokenLanguageAfter: ["talende", "språklig", "språklige"],
  joins: ["og", "eller"],
  spokenLanguageSuffixes: ["talende*", "språklig*"],
  // The short forms as in "norsktalende", "engelskspråklig" (suffixes above).
  catalogLanguages: {
    English: ["engelsk"],
    German: ["tysk"],
    French: ["fransk"],
    Spanish: ["spansk"],
    Dutch: ["nederlandsk", "hollandsk"],
    Italian: ["italiensk"],
    Portuguese: ["portugisisk"],
    Swedish: ["svensk"],
    Danish: ["dansk"],
    Norwegian: ["norsk", "bokmål", "nynorsk"],
    Finnish: ["finsk"],
    Polish: ["polsk"],
  },
  sizes: {
    startup: ["startup*", "gründer*", "oppstartsbedrift*", "oppstartselskap*"],
    smb: ["smb", "smb-er", "små bedrift*", "småbedrift*", "små og mellomstore bedrift*"],
    "mid-market": ["mellomstor* bedrift*"],
    enterprise: ["stor* bedrift*", "storbedrift*", "konsern*", "store selskap*"],
  },
  headcountWords: ["ansatte", "medarbeidere", "personer", "årsverk"],
  industries: {
    SaaS: ["*programvare*", "*software*"],
    Fintech: ["betaling*"],
    Healthcare: ["*helse*", "*sykehus*", "*klinikk*"],
    "Public sector": ["offentlig* sektor*", "kommune*", "etat*", "direktorat*"],
    "E-commerce": ["nettbutikk*", "netthandel*"],
    Manufacturing: ["produksjon*", "fabrikk*", "industribedrift*"],
    Energy: ["energi*", "kraftselskap*", "olje*"],
    Insurance: ["*forsikring*"],
    "AI/ML": ["kunstig intelligens"],
    Education: ["*utdanning*", "skole*", "universitet*"],
    Legal: ["advokatfirma*", "advokatkontor*"],
  },
  topicWords: [
    ...[
      "*sikkerhet*",
      "*personvern*",
      "*risiko*",
      "*revisjon*",
      "*revisor*",
      "sertifiser*",
      "*test*",
    ],
    ...["leverandør*", "rådgiv*", "konsulent*", "*compliance*", "etterlevelse*", "sårbarhet*"],
  ],
  vendorFocus: [
    "fortell mer om",
    "fortell meg mer om",
    "fortell om",
    "fortell meg om",
    "mer om",
    "mer informasjon om",
    "hvem er",
    "hva med",
  ],
  // Not "ei" (the feminine "a"), which is Finnish "ei" (not).
  articles: ["en", "et"],
  followUps: ["også", "av dem", "blant dem", "av disse", "blant disse"],
  // An assessment of a framework assessed by accredited auditors (TISAX, HITRUST, CMMC), or its
  // report or attestation ("en ISAE 3402-erklæring").
  assessmentWords:
    "vurdering|vurderingen|vurderinger|evaluering|evalueringen|assessment|assessments|rapport|rapporten|rapporter|erklæring|erklæringen|attestasjon".split(
      "|",
    ),
  // A framework the writer holds already: "vi har allerede ISO 27001", "ISO 27001 har vi allerede".
  heldBefore:
    "allerede|har allerede|er allerede|har oppnådd|oppnådde|har fått|har bestått|bestod|er sertifisert etter|er sertifiserte etter|er sertifisert mot|eksisterende|vår nåværende".split(
      "|",
    ),
  heldAfter:
    "har vi allerede|har vi hatt|har vi oppnådd|er på plass|er allerede på plass|allerede på plass|sertifisert siden|sertifiserte siden|allerede sertifisert|allerede sertifiserte|er allerede implementert".split(
      "|",
    ),
  // A framework or service declined: "vi trenger ikke en konsulent", "i stedet for en pentest".
  declinedBefore:
    "trenger ikke|har ikke behov for|ikke behov for|søker ikke|ser ikke etter|leter ikke etter|vil ikke ha|ikke interessert i|ikke interesserte i|i stedet for|istedenfor|heller enn|snarere enn|ikke en|ikke et|ikke den|ikke det|har ikke bruk for|ikke bruk for|trenger ingen|har ingen behov for|skal ikke ha|fremfor|ikke på jakt etter|ikke ute etter".split(
      "|",
    ),
  // Where the writer is: "vi holder til i Bergen", "hovedkontoret vårt ligger i Oslo".
  ownPlaceBefore:
    "vi er|vi sitter|vi holder til|holder til|vi bor|basert|baserte|lokalisert|hovedkontor|hovedkontoret|vårt hovedkontor|hovedsete|med hovedsete|vårt kontor|våre kontorer|kontor|kontorer|avdeling|vår avdeling|filial|datterselskap|vårt selskap|vår bedrift|vårt firma|vårt team|vi kommer fra|jeg kommer fra|vi er fra|jeg er fra".split(
      "|",
    ),
  certificationWords:
    "sertifisering|sertifiseringen|sertifikat|sertifikatet|sertifisere oss|bli sertifisert".split(
      "|",
    ),
  workWords:
    "rådgivning|rådgiver|rådgivere|rådgivningsselskap|rådgivningsfirma|konsulent|konsulenter|konsulentselskap|konsulentfirma|revisjon".split(
      "|",
    ),
  // Verbs that ask for implementation consulting when a framework or a management system follows,
  // and help with a framework no service's name follows (`*` last).
  serviceVerbs: {
    "implementation-consulting": [
      ..."implementere|innføre|bygge opp|etablere|sette opp|få på plass".split("|"),
      ..."hjelp med|hjelp til|støtte med|støtte til|hjelpe oss med|bistand med|bistand til"
        .split("|")
        .map((verb) => `${verb} *`),
      // "bli DORA-compliant", "etterleve NIS2", "skrive ISO 27001-policyene våre".
      ..."bli * compliant|etterleve|skrive".split("|"),
    ],
  },
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "gjøre oss klare|gjøre oss klar|forberede oss|bygge opp|hjelpe oss å bli klare|guide oss gjennom|lose oss gjennom|hjelpe oss gjennom|hjelpe oss å fylle ut|hjelp til å fylle ut".split(
        "|",
      ),
  },
  // A framework or service declined, deferred or handled, right after its name.
  declinedAfter:
    "er ikke nødvendig|ikke nødvendig|trengs ikke|er ikke et krav|kan vente|kommer senere|kommer først senere|er håndtert|er dekket|er allerede dekket|er ikke aktuelt|ikke aktuelt for oss|har vi allerede|har vi allerede fått|har vi allerede funnet|har vi allerede leid inn|har vi på plass|er på plass|er allerede på plass|har vi kontroll på|trenger vi ikke|har vi ikke behov for|har vi ikke bruk for|ikke nå|ikke akkurat nå|ikke foreløpig|kan godt vente|tar vi senere|først senere|er ferdig|er avsluttet|er unnagjort|er vi ferdige med|er vi ferdig med|er ikke prioritert".split(
      "|",
    ),
  // Later in the sentence, declining the last framework or service named: "..., men det har vi allerede".
  declinedLater:
    "det har vi allerede|det er på plass|det har vi kontroll på|det kan vente|det kommer senere|det trenger vi ikke|det er ikke aktuelt".split(
      "|",
    ),
  // A service the writer has or has had done: "vi jobber allerede med en konsulent", "vi er ferdige med
  // konsulenten". No service asked for.
  doneBefore:
    "har allerede|har allerede en|har allerede et|har allerede funnet|har allerede leid inn|har allerede valgt|jobber allerede med|samarbeider allerede med|bruker allerede|er ferdige med|er ferdig med|har gjennomført|har allerede gjennomført|har fått gjort|har allerede fått gjort".split(
      "|",
    ),
  // The writer's own trade or workplace before a service's name: no service asked for.
  ownTradeBefore:
    "vi er et|vi er en|jeg jobber i et|jeg jobber i en|jeg jobber hos et|jeg jobber hos en|vi driver et|vi driver en|vår egen|våre egne|vårt eget".split(
      "|",
    ),
  // A service the writer has none of, or no budget for: not asked for.
  lackedBefore:
    "ingen|vi har ingen|har ingen|ikke budsjett til|ingen budsjett til|har ikke råd til".split("|"),
  // Parts of the writer's company right after a place's name, which make it theirs.
  ownPlaceAfter:
    "kontor|kontoret|avdeling|avdelingen|filial|filialen|datterselskap|datterselskapet|hovedkontor|hovedkontoret|teamet".split(
      "|",
    ),
  // A past vendor: the place later in its clause is theirs, not the writer's.
  encounterWords: "den tidligere|vår tidligere|den forrige|vår forrige|den gamle|vår gamle".split(
    "|",
  ),
  // A letter's closing words: the few words after them are the writer's signature.
  closings: "hilsen|vennlig hilsen|med vennlig hilsen|mvh|takk på forhånd|tusen takk".split("|"),
  terms: {
    frameworks: {
      "iso-27001": ["styringssystem for informasjonssikkerhet"],
      gdpr: ["personvernforordningen", "personopplysningsloven"],
      nis2: ["digitalsikkerhetsloven"],
    },
    regions: {
      global: [
        "globalt",
        "globale",
        "internasjonal",
        "internasjonalt",
        "internasjonale",
        "verdensomspennende",
        "i hele verden",
      ],
      eu: ["europeisk", "europeiske", "EØS", "europeiske unionen", "EU-land", "EU-landene"],
      apac: ["Asia", "asiatisk", "asiatiske"],
      mena: ["Midtøsten", "Gulfen"],
      nordics: [
        "Norden",
        "nordisk",
        "nordiske",
        "de nordiske landene",
        "Skandinavia",
        "skandinavisk",
        "skandinaviske",
      ],
      latam: ["Latin-Amerika", "latinamerikansk", "Sør-Amerika"],
      "north-america": ["Nord-Amerika", "nordamerikansk"],
      dach: ["tysktalende land", "de tysktalende landene"],
      benelux: ["Benelux-landene"],
      no: ["norsk", "norske"],
      se: ["svensk", "svenske"],
      dk: ["dansk", "danske"],
      fi: ["finsk", "finske"],
      de: ["tysk", "tyske"],
      uk: ["britisk", "britiske", "engelsk", "engelske"],
      us: ["amerikansk", "amerikanske"],
      fr: ["fransk", "franske"],
      nl: ["nederlandsk", "nederlandske", "hollandsk"],
      es: ["spansk", "spanske"],
      it: ["italiensk", "italienske"],
      pl: ["polsk", "polske"],
      ee: ["estisk", "estiske"],
      ch: ["sveitsisk", "sveitsiske"],
      at: ["østerriksk", "østerrikske"],
    },
    serviceTypes: {
      "certification-body": [
        "sertifiseringsorgan",
        "sertifiseringsorganer",
        "sertifiseringsorganet",
        "sertifiseringsselskap",
        "sertifiseringsbyrå",
        "sertifisering",
        "sertifiseringer",
        "akkreditert sertifiseringsorgan",
      ],
      audit: [
        "revisor",
        "revisorer",
        "revisjon",
        "revisjonsfirma",
        "revisjonsselskap",
        "ekstern revisjon",
        "ekstern revisor",
        "auditor",
        "auditorer",
        "ISAE-erklæring",
        "ISAE-uttalelse",
        "TISAX-vurdering",
      ],
      "readiness-assessment": [
        "modenhetsvurdering før sertifisering",
        "klar for sertifisering",
        "forberedelse til sertifisering",
        "forberedelse til revisjon",
        "forberedelse til audit",
        "forhåndsrevisjon",
        "pre-audit",
      ],
      "gap-analysis": [
        "gapanalyse",
        "gap-analyse",
        "gap analyse",
        "gapanalyser",
        "GAP-analyse",
        "modenhetsvurdering",
        "modenhetsanalyse",
        "nåsituasjonsanalyse",
      ],
      vciso: [
        "ekstern CISO",
        "virtuell CISO",
        "deltids CISO",
        "deltids-CISO",
        "CISO som tjeneste",
        "innleid CISO",
        "ekstern sikkerhetssjef",
        "innleid sikkerhetssjef",
        "sikkerhetssjef",
        "informasjonssikkerhetssjef",
      ],
      "penetration-testing": [
        "penetrasjonstest",
        "penetrasjonstester",
        "penetrasjonstesting",
        "inntrengningstest",
        "inntrengningstesting",
        "sikkerhetstest",
        "sikkerhetstesting",
        "sårbarhetsskanning",
        "sårbarhetsvurdering",
        "etisk hacker",
        "etiske hackere",
      ],
      "compliance-automation": [
        "compliance-programvare",
        "compliance programvare",
        "compliance-plattform",
        "compliance plattform",
        "compliance-verktøy",
        "GRC-verktøy",
        "GRC-plattform",
        "automatisering av compliance",
        "automatisere",
        "automatisering",
      ],
      "implementation-consulting": [
        "rådgivning",
        "rådgiver",
        "rådgivere",
        "rådgivningsselskap",
        "rådgivningsfirma",
        "konsulent",
        "konsulenter",
        "konsulentselskap",
        "konsulentfirma",
        "konsulenthjelp",
        "sikkerhetsrådgivning",
        "sikkerhetsrådgiver",
        "sikkerhetskonsulent",
        "implementering",
        "innføring",
        "hjelp med implementering",
      ],
      "internal-audit": [
        "internrevisjon",
        "intern revisjon",
        "internrevisor",
        "intern revisor",
        "intern audit",
        "interne revisjoner",
        "internrevisjoner",
      ],
      "privacy-consulting": [
        "personvern",
        "personvernrådgivning",
        "personvernrådgiver",
        "personvernombud",
        "eksternt personvernombud",
        "personvernkonsekvensvurdering",
        "ekstern DPO",
      ],
      "security-awareness-training": [
        "sikkerhetsopplæring",
        "opplæring",
        "sikkerhetskurs",
        "kurs",
        "awareness-trening",
        "awarenesstrening",
        "sikkerhetstrening",
        "trening av ansatte",
        "opplæring av ansatte",
        "phishing-simulering",
        "phishingsimulering",
        "phishing-test",
      ],
      "managed-security": [
        "SOC som tjeneste",
        "SOC-tjeneste",
        "sikkerhetsovervåking",
        "sikkerhetsovervåkning",
        "overvåking døgnet rundt",
        "24/7 overvåking",
      ],
      "risk-assessment": [
        "risikovurdering",
        "risikovurderinger",
        "risikoanalyse",
        "risikoanalyser",
        "risikostyring",
        "risikohåndtering",
        "ROS-analyse",
        "leverandørrisiko",
      ],
      "legal-advisory": [
        "advokat",
        "advokater",
        "advokatfirma",
        "advokatkontor",
        "advokatbistand",
        "jurist",
        "jurister",
        "juridisk rådgivning",
        "juridisk bistand",
      ],
    },
  },
});
