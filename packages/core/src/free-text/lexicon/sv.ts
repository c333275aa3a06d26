import { stemmer } from "@orama/stemmers/swedish";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Swedish names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "sv",
  name: "Swedish",
  script: "Latin",
  stem: stemmer,
  compounds: true,
  countries: ["SE", "FI"],
  // A name's compounds with an area or a base (Stockholmsområdet, Malmöområdet,
  // Göteborgsregionen, Malmöregionen, Stockholmsbaserad); not a bare "-området" ("molnområdet")
  // nor "-baserad" ("molnbaserad", cloud-based).
  placeEndings: [
    ["sområdet", ""],
    ["öområdet", "ö"],
    ["sregionen", ""],
    ["regionen", ""],
    ["sbaserade", ""],
    ["sbaserad", ""],
  ],
  codesOnlyInCapitals: ["se", "ar"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "hälsningar",
    "vänliga hälsningar",
    "med vänliga hälsningar",
    "tack",
    "tack på förhand",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "den förra",
    "vår förra",
    "den tidigare",
    "vår tidigare",
    "den gamla",
    "vår gamla",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["men", "utan", "dock"],
  // "utan" (but rather), "och" (and): what follows is no part of a service declined or a
  // framework held before it.
  filler: ["utan", "och"],
  placeIntroducers: ["fran", "nara"],
  // The writer's name, whatever place it also names: "jag heter Florence", "Victoria här".
  personBefore: "jag heter|mitt namn är|jag är|hej".split("|"),
  selfIntroductions: ["här"],
  // Swedish, Danish and Norwegian "kan" (can) opening a question is no Caen.
  otherMeanings: ["kan"],
  placeIntroducersAsWritten: ["i"],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "kunder|kunderna|kund|moderbolag|moderbolaget|investerare|leverantörer|marknad|marknaden|servrar|användare|slutkunder|ägare|ägarna|aktieägare|patienter|köpare|återförsäljare|marknader|användarna|investerarna|leverantörerna|moderkoncern|moderkoncernen|grundare|finansiärer".split(
      "|",
    ),
  partyLinks: "är|finns|främst|mest|mestadels|huvudsakligen|i|från|på|sitter|ligger".split("|"),
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "måste finnas|ska finnas|bör finnas|måste vara|ska vara|bör vara|måste sitta|helst|gärna|tillgänglig|tillgängliga|belägen|etablerad|etablerade|med kontor".split(
      "|",
    ),
  askers:
    "konsult*|revisor*|byrå*|leverantör*|expert*|någon|hjälp|advokat*|helst|gärna|företrädesvis|certifier*|granskare|företag|bolag|firma|firmor|specialist*|partner|partners|aktör*|bedömare|rådgivar*|pentestare|lokal|lokala|lokalt|idealt".split(
      "|",
    ),
  languageNames: ["svenska", "engelska"],
  spokenLanguageBefore: ["pa"],
  joins: ["och", "eller"],
  // A framework or service declined, deferred or handled: "behöver inte en pentest", "SOC 2 kan vänta", "... men det är redan klart".
  declinedBefore:
    "behöver inte|inte den|inte det|inte en|inte ett|istället för|snarare än|i stället för|söker inte|letar inte efter|vill inte ha|inte intresserade av|är inte intresserade av|behöver ingen|behöver inget|behöver inga|har inget behov av|inget behov av|inte ute efter|hellre än".split(
      "|",
    ),
  declinedAfter:
    "behövs inte|krävs inte|är inte nödvändig|är inte nödvändigt|kan vänta|kommer senare|är redan klart|inte för oss|är inte för oss|har vi redan|har vi redan anlitat|har vi redan hittat|har vi på plats|är på plats|är redan på plats|har vi koll på|behöver vi inte|inte i nuläget|tar vi senare|tar vi i ett senare skede|i ett senare skede|kommer i ett senare skede|är avklarat|är avklarad|är avslutad|är avslutat|är redan gjort|är gjort|är vi klara med|är vi färdiga med|är inte prioriterat|inte för tillfället|inte i dagsläget".split(
      "|",
    ),
  // A service the writer has or has had done: "vi jobbar redan med en konsult", "vi är klara med konsulten".
  // No service asked for.
  doneBefore:
    "har redan|har redan en|har redan ett|har redan anlitat|har redan hittat|har redan valt|jobbar redan med|arbetar redan med|samarbetar redan med|använder redan|är klara med|är färdiga med|har genomfört|har redan genomfört|har redan gjort".split(
      "|",
    ),
  declinedLater:
    "det är redan klart|det kan vänta|det kommer senare|det är inte för oss|det har vi redan|det är på plats|det har vi koll på|det behöver vi inte".split(
      "|",
    ),
  // None of a service: "inget pentest behövs".
  lackedBefore: ["inget", "ingen", "inga"],
  // A tool like a product: "ett verktyg som Vanta", "Vanta eller Drata".
  productAsks: "som|liknande|alternativ till|istället för|i stället för|ersätta".split("|"),
  productComparisons: ["eller"],
  // A framework the writer holds already: "vi har redan ISO 27001", "ISO 27001 har vi redan".
  heldBefore:
    "redan|har redan|är redan|har fått|har klarat|klarade|har uppnått|har erhållit|innehar|befintliga|befintlig|befintligt|är certifierade enligt|är certifierad enligt|är certifierade mot|vår nuvarande".split(
      "|",
    ),
  heldAfter:
    "har vi redan|har vi sedan|har vi haft|redan på plats|är på plats|är redan på plats|finns redan|finns på plats|certifierade sedan|certifierad sedan|redan certifierade|redan klart".split(
      "|",
    ),
  // Another party's place: a market, a sale, an owner, where systems are hosted.
  othersPlaceBefore:
    "säljer till|säljer i|försäljning i|försäljning till|exporterar till|export till|expanderar till|expansion till|lanserar i|lansera i|dotterbolag till|ägs av|ägda av|ägt av|uppköpta av|förvärvade av|hostat i|hostad i|hostas i|hostade i|driftas i|datacenter i|outsourcat till|utlokaliserat till".split(
      "|",
    ),
  // Where the writer is: "vi sitter i Göteborg", "vårt huvudkontor ligger i Stockholm".
  ownPlaceBefore:
    "vi är|jag är|vi sitter|jag sitter|vi finns|vi finns i|baserade|baserad|baserat|belägna|beläget|med säte i|säte|huvudkontor|vårt huvudkontor|huvudkontoret|vårt kontor|våra kontor|kontor|kontoret|vårt team|vårt företag|vårt bolag|företaget ligger|bolaget ligger|vi kommer från|jag kommer från|dotterbolag|filial".split(
      "|",
    ),
  assessmentWords:
    "bedömning|bedömningen|bedömningar|utvärdering|utvärderingen|granskning|granskningen|granskningar|assessment|assessments|rapport|rapporten|rapporter".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "förbereda oss|hjälpa oss förbereda|bygga upp|vägleda oss|guida oss|hjälpa oss fylla i|hjälp att fylla i".split(
        "|",
      ),
  },
  spokenLanguageSuffixes: ["talande*", "språkig*"],
  // The short forms as in "svensktalande", "engelskspråkig" (suffixes above).
  catalogLanguages: {
    English: ["engelska", "engelsk"],
    German: ["tyska", "tysk"],
    French: ["franska", "fransk"],
    Spanish: ["spanska", "spansk"],
    Dutch: ["nederländska", "holländska"],
    Italian: ["italienska", "italiensk"],
    Portuguese: ["portugisiska", "portugisisk"],
    Swedish: ["svenska", "svensk"],
    Danish: ["danska", "dansk"],
    Norwegian: ["norska", "norsk"],
    Finnish: ["finska", "finsk"],
  },
  sizes: {
    smb: ["små företag", "småföretag*", "små och medelstora företag"],
    "mid-market": ["medelstora företag"],
    enterprise: ["stora företag", "storföretag*"],
  },
  headcountWords: ["anställda", "medarbetare", "personer"],
  industries: {
    Fintech: ["betalning*"],
    Healthcare: ["sjukvård*", "*sjukhus*"],
    "Public sector": ["offentlig* sektor*", "myndighet*", "kommun", "kommuner"],
    Insurance: ["*försäkring*"],
    "AI/ML": ["artificiell intelligens"],
    Energy: ["energi*"],
  },
  topicWords: ["*säkerhet*", "leverantör*", "konsult*", "dataskydd*"],
  vendorFocus: ["berätta mer om", "berätta om", "mer om", "mer information om", "vem är"],
  articles: ["en", "ett"],
  followUps: ["också", "av dessa", "bland dessa"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting": [
      ..."hjälp med|stöd med|stöd kring".split("|").map((verb) => `${verb} *`),
      // "bli DORA-compliant", "uppfylla NIS2", "skriva våra ISO 27001-policyer".
      ..."bli * compliant|bli * kompatibla|uppfylla|skriva våra".split("|"),
    ],
  },
  certificationWords:
    "certifiering|certifieringen|certifikat|certifikatet|bli certifierade|certifiera oss".split(
      "|",
    ),
  workWords: "konsult|konsulter|rådgivning|revision".split("|"),
  terms: {
    regions: {
      uk: ["storbritannien"],
      de: ["tyskland"],
      fr: ["frankrike"],
      se: ["svensk", "svenska"],
      dk: ["dansk"],
      no: ["norsk"],
    },
    serviceTypes: {
      "certification-body": ["certifieringsorgan"],
      audit: ["revisor", "revision", "tisax bedömning"],
      "compliance-automation": [
        "automatisera",
        "automatisering",
        "compliance programvara",
        "compliance verktyg",
      ],
      "penetration-testing": ["penetrationstest"],
      "implementation-consulting": ["konsult", "konsulter", "radgivning"],
      "security-awareness-training": ["utbildning", "sakerhetsutbildning"],
      "risk-assessment": ["riskanalys", "riskbedomning"],
      "legal-advisory": ["advokat", "advokatbyra"],
    },
  },
});
