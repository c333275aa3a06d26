import { stemmer } from "@orama/stemmers/danish";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Danish names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "da",
  name: "Danish",
  script: "Latin",
  stem: stemmer,
  stemExceptions: {
    // "certificeret" (certified) and "certificering" (certification) must not meet: a
    // certified consultant is no certification body.
    // "Golfen" (the Gulf) stems to "golf", "nordisk" and "Norden" to "nord" (the Nord of France).
    keep: [
      "certificeret",
      "certificerede",
      "certificerer",
      "golfen",
      "nordisk",
      "nordiske",
      "norden",
    ],
  },
  compounds: true,
  countries: ["DK", "GL", "FO"],
  // A name's genitive (Danmarks, Københavns), its compounds with an area (Københavnsområdet,
  // Aarhusregionen) and a city's adjective (københavnsk, aarhusiansk, odenseansk); not a bare
  // "-området" ("videnområdet") nor "-sk" ("baltisk" is no Balti).
  placeEndings: [
    ["sområdet", ""],
    ["sregionen", ""],
    ["regionen", ""],
    ["havnske", "havn"],
    ["havnsk", "havn"],
    ["ianske", ""],
    ["iansk", ""],
    ["anske", ""],
    ["ansk", ""],
    ["s", ""],
  ],
  // "se" (see), "at" (to, that), "de" (they), "og" is no code.
  codesOnlyInCapitals: ["se", "at", "de"],
  filler: [
    "søger",
    "leder efter",
    "mangler",
    "har brug for",
    "vi",
    "os",
    "gerne",
    "venligst",
    "tak",
    "firma",
    "virksomhed",
    "nogen",
    // "og" (and): a service after it is no part of a framework held before it.
    "og",
  ],
  placeIntroducers: [
    "fra",
    "ved",
    "nær",
    "omkring",
    "tæt på",
    "i nærheden af",
    "i området omkring",
    "baseret i",
    "med kontor i",
  ],
  placeIntroducersAsWritten: ["i"],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["men", "dog"],
  negations: [
    "ikke",
    "ikke i",
    "undtagen",
    "undtagen i",
    "uden",
    "uden for",
    "bortset fra",
    "men ikke",
    "men ikke i",
    "udover",
  ],
  negationGaps: ["fra", "nogen", "firma", "firmaer", "leverandør", "leverandører"],
  personBefore: ["jeg hedder", "mit navn er", "hej", "kære", "jeg er", "min kollega"],
  personRoleBefore: [
    "CEO",
    "CFO",
    "CTO",
    "CISO",
    "direktør",
    "adm. direktør",
    "chef",
    "leder",
    "kollega",
  ],
  personAfter: ["fra afdelingen", "siger", "mener", "anbefaler"],
  // "gerne" (gladly) is also a name of Herne.
  otherMeanings: ["gerne"],
  possessives: ["vores"],
  partyVerbs: [
    "siger",
    "kræver",
    "vil have",
    "anbefaler",
    "mener",
    ..."vil|ønsker|forlanger|sagde|krævede|anbefalede|spurgte|påpeger|påpegede|foreslår|foreslog|beder".split(
      "|",
    ),
  ],
  othersPlaceBefore: [
    "kunder i",
    "kunder fra",
    "ekspandere til",
    "ekspansion til",
    "sælger til",
    // Where the writer sells, who owns them, where systems are hosted: "vi sælger i Tyskland".
    ..."sælger i|salg i|salg til|eksporterer til|eksport til|ekspanderer til|udvider til|lancerer i|datterselskab af|datterselskab til|ejet af|ejes af|opkøbt af|købt af|hostet i|hostes i|hosting i|driftet i|driftes i|datacenter i|outsourcet til".split(
      "|",
    ),
  ],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "kunder|kunderne|moderselskab|moderselskabet|investorer|leverandører|marked|markedet|servere|brugere|kunde|slutkunder|ejere|ejerne|aktionærer|patienter|markeder|brugerne|investorerne|leverandørerne|forhandlere|moderkoncern|moderkoncernen|datacentret|købere|stiftere".split(
      "|",
    ),
  partyLinks: "er|findes|primært|mest|hovedsageligt|især|i|fra|på|sidder|ligger".split("|"),
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "skal være|bør være|skal ligge|skal sidde|helst|gerne|tilgængelig|beliggende|etableret|med kontor".split(
      "|",
    ),
  askers:
    "konsulent*|revisor*|rådgiver*|leverandør*|ekspert*|nogen|hjælp|advokat*|helst|gerne|fortrinsvis|certificer*|firma|firmaer|virksomhed|virksomheder|partner|partnere|specialist*|bureauer|udbyder*|pentester*|lokal|lokale|lokalt|ideelt".split(
      "|",
    ),
  languageNames: ["dansk", "engelsk", "tysk", "svensk", "norsk", "fransk"],
  spokenLanguageBefore: ["på", "taler", "som taler", "kan tale"],
  spokenLanguageAfter: ["talende", "sproget", "sprogede"],
  joins: ["og", "eller"],
  spokenLanguageSuffixes: ["talende*", "sproget*", "sprogede*"],
  // The short forms as in "dansktalende", "engelsksproget" (suffixes above).
  catalogLanguages: {
    English: ["engelsk"],
    German: ["tysk"],
    French: ["fransk"],
    Spanish: ["spansk"],
    Dutch: ["hollandsk", "nederlandsk"],
    Italian: ["italiensk"],
    Portuguese: ["portugisisk"],
    Swedish: ["svensk"],
    Danish: ["dansk"],
    Norwegian: ["norsk"],
    Finnish: ["finsk"],
    Polish: ["polsk"],
  },
  sizes: {
    startup: ["startup*", "iværksætter*"],
    smb: ["smv", "smver", "smv'er", "små virksomhed*", "små og mellemstore virksomhed*"],
    "mid-market": ["mellemstor* virksomhed*"],
    enterprise: ["stor* virksomhed*", "storvirksomhed*", "koncern*"],
  },
  headcountWords: ["ansatte", "medarbejdere", "medarbejder", "personer", "mand"],
  industries: {
    SaaS: ["*software*"],
    Fintech: ["betaling*", "pengeinstitut*"],
    Healthcare: ["sundhed*", "*hospital*", "*klinik*"],
    "Public sector": ["offentlig* sektor*", "kommune*", "myndighed*", "styrelse*"],
    "E-commerce": ["webshop*", "netbutik*", "nethandel*"],
    Manufacturing: ["produktion*", "fabrik*", "industrivirksomhed*"],
    Energy: ["energi*", "forsyning*"],
    Insurance: ["*forsikring*"],
    "AI/ML": ["kunstig intelligens"],
    Education: ["*uddannelse*", "skole*", "universitet*"],
    Legal: ["advokatfirma*", "advokatkontor*"],
  },
  topicWords: [
    ...[
      "*sikkerhed*",
      "*databeskyttelse*",
      "*persondata*",
      "risiko*",
      "revision*",
      "revisor*",
      "certificer*",
    ],
    ...["leverandør*", "rådgiv*", "konsulent*", "*compliance*", "regelefterlevelse*", "sårbarhed*"],
  ],
  vendorFocus: [
    "fortæl mere om",
    "fortæl mig mere om",
    "fortæl om",
    "fortæl mig om",
    "mere om",
    "mere information om",
    "hvem er",
    "hvad med",
  ],
  articles: ["en", "et"],
  followUps: ["også", "af dem", "blandt dem", "af disse", "heraf"],
  // An assessment of a framework assessed by accredited auditors (TISAX, HITRUST, CMMC), or its
  // report or attestation ("en ISAE 3402-erklæring").
  assessmentWords:
    "vurdering|vurderingen|vurderinger|evaluering|evalueringen|assessment|assessments|rapport|rapporten|rapporter|erklæring|erklæringen|erklæringer".split(
      "|",
    ),
  // A framework the writer holds already: "vi har allerede ISO 27001", "ISO 27001 har vi allerede".
  heldBefore:
    "allerede|har allerede|er allerede|har opnået|opnåede|har fået|har bestået|bestod|er certificeret efter|er certificerede efter|er certificeret i|eksisterende|vores nuværende".split(
      "|",
    ),
  heldAfter:
    "har vi allerede|har vi haft|har vi opnået|er på plads|er allerede på plads|allerede på plads|certificeret siden|certificerede siden|allerede certificeret|allerede certificerede|er allerede implementeret".split(
      "|",
    ),
  // A framework or service declined: "vi har ikke brug for en konsulent", "i stedet for en pentest".
  declinedBefore:
    "har ikke brug for|ikke brug for|ingen brug for|behøver ikke|søger ikke|leder ikke efter|vil ikke have|ikke interesseret i|ikke interesserede i|i stedet for|ikke en|ikke et|ikke den|ikke det|har ikke behov for|ikke behov for|har ingen brug for|skal ikke bruge|skal ikke have|frem for|fremfor|ikke på udkig efter".split(
      "|",
    ),
  // A tool like a product: "et værktøj som Vanta", "Vanta eller Drata".
  productAsks:
    "som|i stil med|lignende|alternativ til|alternativer til|i stedet for|erstatte".split("|"),
  productComparisons: ["eller"],
  // Where the writer is: "vi holder til i Aarhus", "vores hovedkontor ligger i Odense".
  ownPlaceBefore:
    "vi er|vi sidder|vi holder til|holder til|vi bor|baseret|baserede|beliggende|hovedkontor|vores hovedkontor|hovedsæde|med hovedsæde|vores kontor|vores kontorer|kontor|kontorer|afdeling|vores afdeling|filial|datterselskab|vores virksomhed|vores firma|vores team|vi kommer fra|jeg kommer fra|vi er fra|jeg er fra|hjemmehørende".split(
      "|",
    ),
  certificationWords: "certificering|certificeringen|certifikat|certifikatet".split("|"),
  workWords:
    "rådgivning|rådgiver|rådgivere|rådgivningsvirksomhed|rådgivningsfirma|konsulent|konsulenter|konsulentfirma|konsulenthus|revision".split(
      "|",
    ),
  // Verbs that ask for implementation consulting when a framework or a management system follows,
  // and help with a framework no service's name follows (`*` last).
  serviceVerbs: {
    "implementation-consulting": [
      ..."implementere|implementér|indføre|opbygge|etablere|sætte op|få styr på".split("|"),
      ..."hjælp med|hjælp til|støtte med|støtte til|hjælpe os med|hjælpe med|bistand til|bistand med"
        .split("|")
        .map((verb) => `${verb} *`),
      // "blive DORA-compliant", "overholde NIS2", "skrive vores ISO 27001-politikker".
      ..."blive * compliant|være * compliant|overholde|skrive vores".split("|"),
    ],
  },
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "gøre os klar|hjælpe os med at blive klar|forberede os|opbygge|guide os igennem|hjælpe os igennem|hjælpe os med at udfylde|hjælp til at udfylde".split(
        "|",
      ),
  },
  // A framework or service declined, deferred or handled, right after its name.
  declinedAfter:
    "er ikke nødvendig|er ikke nødvendigt|ikke nødvendig|ikke nødvendigt|er ikke et krav|kan vente|kommer senere|kommer først senere|er håndteret|er dækket|er allerede dækket|ikke relevant for os|er ikke relevant|har vi allerede|har vi allerede fundet|har vi allerede ansat|har vi på plads|er på plads|er allerede på plads|har vi styr på|har vi ikke brug for|har vi ikke behov for|behøver vi ikke|behøves ikke|ikke foreløbig|kan godt vente|tager vi senere|tager vi først senere|først senere|er ikke aktuelt|er ikke aktuel|er klaret|er overstået|er afsluttet|er vi færdige med|er vi færdig med|ikke i øjeblikket|ikke for øjeblikket".split(
      "|",
    ),
  // Later in the sentence, declining the last framework or service named: "..., men det har vi allerede".
  declinedLater:
    "det har vi allerede|det er på plads|det har vi styr på|det kan vente|det kommer senere|det behøver vi ikke|det har vi ikke brug for|det er klaret".split(
      "|",
    ),
  // A service the writer has or has had done: "vi arbejder allerede med en konsulent", "vi er færdige med
  // konsulenten". No service asked for.
  doneBefore:
    "har allerede|har allerede en|har allerede et|har allerede fundet|har allerede ansat|har allerede hyret|har allerede valgt|arbejder allerede med|samarbejder allerede med|bruger allerede|er færdige med|er færdig med|har afsluttet|har allerede gennemført|har gennemført|har allerede fået lavet|har fået lavet".split(
      "|",
    ),
  // The writer's own trade or workplace before a service's name: no service asked for.
  ownTradeBefore:
    "vi er et|vi er en|jeg arbejder i et|jeg arbejder i en|jeg arbejder hos et|jeg arbejder hos en|vi driver et|vi driver en|vores egen|vores egne|vores eget".split(
      "|",
    ),
  // A service the writer has none of, or no budget for: not asked for.
  lackedBefore:
    "ingen|intet|vi har ingen|har ingen|intet budget til|ikke budget til|ingen budget til|har ikke råd til".split(
      "|",
    ),
  // Parts of the writer's company right after a place's name, which make it theirs.
  ownPlaceAfter:
    "kontor|kontoret|afdeling|afdelingen|filial|filialen|datterselskab|datterselskabet|hovedkontor|hovedkontoret|teamet".split(
      "|",
    ),
  // A past vendor: the place later in its clause is theirs, not the writer's.
  encounterWords:
    "den tidligere|vores tidligere|den forrige|vores forrige|den gamle|vores gamle".split("|"),
  // A letter's closing words: the few words after them are the writer's signature.
  closings: "hilsen|venlig hilsen|med venlig hilsen|mvh|på forhånd tak|mange tak".split("|"),
  terms: {
    frameworks: {
      "iso-27001": ["ledelsessystem for informationssikkerhed"],
      gdpr: ["databeskyttelsesforordningen", "persondataforordningen"],
    },
    regions: {
      global: [
        "globalt",
        "globale",
        "internationalt",
        "internationale",
        "verdensomspændende",
        "i hele verden",
      ],
      eu: ["europæisk", "europæiske", "Europæiske Unions", "EU-lande", "EU-landene"],
      apac: ["Asien", "asiatisk", "asiatiske"],
      mena: ["Mellemøsten", "Golfen"],
      nordics: [
        "Norden",
        "nordisk",
        "nordiske",
        "de nordiske lande",
        "Skandinavien",
        "skandinavisk",
        "skandinaviske",
      ],
      latam: ["Latinamerika", "latinamerikansk", "Sydamerika"],
      "north-america": ["Nordamerika", "nordamerikansk"],
      dach: ["tysktalende lande", "de tysktalende lande"],
      benelux: ["Benelux-landene"],
      dk: ["dansk", "danske"],
      se: ["svensk", "svenske"],
      no: ["norsk", "norske"],
      fi: ["finsk", "finske"],
      de: ["tysk", "tyske"],
      uk: ["britisk", "britiske", "engelsk", "engelske"],
      us: ["amerikansk", "amerikanske", "De Forenede Stater"],
      fr: ["fransk", "franske"],
      nl: ["hollandsk", "hollandske", "nederlandsk", "nederlandske"],
      es: ["spansk", "spanske"],
      it: ["italiensk", "italienske"],
      pl: ["polsk", "polske"],
      ee: ["estisk", "estiske"],
      ch: ["schweizisk", "schweiziske"],
      at: ["østrigsk", "østrigske"],
    },
    serviceTypes: {
      "certification-body": [
        "certificeringsorgan",
        "certificeringsorganer",
        "certificeringsorganet",
        "certificeringsselskab",
        "certificeringsvirksomhed",
        "certificeringsbureau",
        "certificering",
        "certificeringer",
        "akkrediteret certificeringsorgan",
      ],
      audit: [
        "revisor",
        "revisorer",
        "revision",
        "revisionsfirma",
        "revisionsvirksomhed",
        "revisionshus",
        "revisionserklæring",
        "ekstern revision",
        "ekstern revisor",
        "auditor",
        "auditorer",
        "auditering",
        "ISAE-erklæring",
        "TISAX-vurdering",
      ],
      "readiness-assessment": [
        "parathedsvurdering",
        "parathedsanalyse",
        "forberedelse til certificering",
        "forberedelse til audit",
        "forberedelse til revision",
        "præ-audit",
        "præaudit",
        "klar til certificering",
      ],
      "gap-analysis": [
        "gapanalyse",
        "gap-analyse",
        "gap analyse",
        "gapanalyser",
        "GAP-analyse",
        "modenhedsvurdering",
        "modenhedsanalyse",
        "nulpunktsanalyse",
      ],
      vciso: [
        "ekstern CISO",
        "virtuel CISO",
        "deltids CISO",
        "deltids-CISO",
        "lejet CISO",
        "ekstern informationssikkerhedschef",
        "informationssikkerhedschef",
        "ekstern sikkerhedschef",
      ],
      "penetration-testing": [
        "penetrationstest",
        "penetrationstests",
        "penetrationstestning",
        "pentester",
        "sikkerhedstest",
        "sikkerhedstests",
        "sårbarhedsscanning",
        "sårbarhedsvurdering",
        "etisk hacker",
        "etiske hackere",
      ],
      "compliance-automation": [
        "compliance-platform",
        "compliance platform",
        "compliance-værktøj",
        "GRC-værktøj",
        "GRC-platform",
        "automatisering af compliance",
        "automatisere",
        "automatisering",
        "compliance-software",
      ],
      "implementation-consulting": [
        "rådgivning",
        "rådgiver",
        "rådgivere",
        "rådgivningsvirksomhed",
        "rådgivningsfirma",
        "konsulent",
        "konsulenter",
        "konsulentfirma",
        "konsulenthus",
        "konsulentbistand",
        "sikkerhedsrådgivning",
        "sikkerhedsrådgiver",
        "sikkerhedskonsulent",
        "implementering",
        "implementeringspartner",
        "hjælp til implementering",
      ],
      "internal-audit": [
        "intern audit",
        "internt audit",
        "intern revision",
        "interne revision",
        "intern auditor",
        "interne auditorer",
        "intern revisor",
      ],
      "privacy-consulting": [
        "databeskyttelse",
        "databeskyttelsesrådgivning",
        "databeskyttelsesrådgiver",
        "ekstern databeskyttelsesrådgiver",
        "persondatarådgivning",
        "persondataret",
        "ekstern DPO",
        "konsekvensanalyse",
        "privatlivsbeskyttelse",
      ],
      "security-awareness-training": [
        "awareness-træning",
        "awareness træning",
        "awarenesstræning",
        "sikkerhedstræning",
        "sikkerhedsuddannelse",
        "sikkerhedskursus",
        "træning",
        "uddannelse",
        "kursus",
        "kurser",
        "medarbejdertræning",
        "undervisning",
        "phishing-simulering",
        "phishingsimulering",
        "phishing-test",
      ],
      "managed-security": [
        "SOC-tjeneste",
        "sikkerhedsovervågning",
        "overvågning døgnet rundt",
        "24/7 overvågning",
        "driftet sikkerhed",
      ],
      "risk-assessment": [
        "risikovurdering",
        "risikovurderinger",
        "risikoanalyse",
        "risikoanalyser",
        "risikostyring",
        "risikohåndtering",
        "leverandørrisiko",
        "leverandørstyring",
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
