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
  codesOnlyInCapitals: ["se", "ar"],
  placeIntroducers: ["fran", "nara"],
  placeIntroducersAsWritten: ["i"],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "kunder|kunderna|kund|moderbolag|moderbolaget|investerare|leverantörer|marknad|marknaden|servrar|användare".split(
      "|",
    ),
  partyLinks: "är|finns|främst|mest|mestadels|huvudsakligen|i|från|på|sitter|ligger".split("|"),
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  askers:
    "konsult*|revisor*|byrå*|leverantör*|expert*|någon|hjälp|advokat*|helst|gärna|företrädesvis|certifier*|granskare".split(
      "|",
    ),
  languageNames: ["svenska", "engelska"],
  spokenLanguageBefore: ["pa"],
  joins: ["och", "eller"],
  // A framework or service declined, deferred or handled: "behöver inte en pentest", "SOC 2 kan vänta", "... men det är redan klart".
  declinedBefore: "behöver inte|inte den|inte det|inte en|inte ett|istället för|snarare än".split(
    "|",
  ),
  declinedAfter:
    "behövs inte|krävs inte|är inte nödvändig|är inte nödvändigt|kan vänta|kommer senare|är redan klart|inte för oss|är inte för oss".split(
      "|",
    ),
  declinedLater: "det är redan klart|det kan vänta|det kommer senare|det är inte för oss".split(
    "|",
  ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "förbereda oss|hjälpa oss förbereda|vägleda oss|guida oss|hjälpa oss fylla i|hjälp att fylla i".split(
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
    "implementation-consulting": "hjälp med|stöd med|stöd kring"
      .split("|")
      .map((verb) => `${verb} *`),
  },
  certificationWords: "certifiering|certifieringen|certifikat|certifikatet".split("|"),
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
      audit: ["revisor", "revision"],
      "penetration-testing": ["penetrationstest"],
      "implementation-consulting": ["konsult", "konsulter", "radgivning"],
      "security-awareness-training": ["utbildning", "sakerhetsutbildning"],
      "risk-assessment": ["riskanalys", "riskbedomning"],
      "legal-advisory": ["advokat", "advokatbyra"],
    },
  },
});
