import { stemmer } from "@orama/stemmers/swedish";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Swedish names places, people, languages and the taxonomy's tags. */
export default defineLexicon({
  language: "sv",
  name: "Swedish",
  script: "Latin",
  stem: stemmer,
  compounds: true,
  countries: ["SE", "FI"],
  codesOnlyInCapitals: ["se", "ar"],
  placeIntroducers: ["fran", "nara"],
  placeIntroducersAsWritten: ["i"],
  languageNames: ["svenska"],
  spokenLanguageBefore: ["pa"],
  joins: ["och", "eller"],
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
