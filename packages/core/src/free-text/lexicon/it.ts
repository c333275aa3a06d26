import { stemmer } from "@orama/stemmers/italian";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Italian names places, people, languages and the taxonomy's tags. */
export default defineLexicon({
  language: "it",
  name: "Italian",
  script: "Latin",
  stem: stemmer,
  countries: ["IT", "CH", "SM"],
  codesOnlyInCapitals: ["il", "che", "fra"],
  placeIntroducers: ["di", "da", "vicino", "presso", "nel", "nella"],
  negations: ["tranne"],
  languageNames: ["italiano"],
  spokenLanguageBefore: ["parla"],
  joins: ["e", "o"],
  terms: {
    regions: {
      us: ["stati uniti"],
      uk: ["regno unito"],
      de: ["germania"],
      es: ["spagna"],
      it: ["italiano", "italiana"],
      nl: ["paesi bassi"],
      be: ["belgio"],
      se: ["svezia"],
      dk: ["danimarca"],
      no: ["norvegia"],
    },
    serviceTypes: {
      "certification-body": [
        "ente di certificazione",
        "enti di certificazione",
        "organismo di certificazione",
      ],
      audit: ["revisore", "revisori", "societa di revisione", "revisione"],
      "readiness-assessment": [
        "pre audit",
        "preparazione all audit",
        "preparazione alla certificazione",
      ],
      "gap-analysis": ["analisi dei gap", "analisi del gap", "gap analysis"],
      vciso: ["ciso esterno", "ciso virtuale", "ciso in outsourcing"],
      "penetration-testing": [
        "test di penetrazione",
        "penetration test",
        "test di intrusione",
        "hacking etico",
      ],
      "compliance-automation": [
        "software di compliance",
        "piattaforma di compliance",
        "automazione della compliance",
      ],
      "implementation-consulting": [
        "consulenza",
        "consulente",
        "consulenti",
        "societa di consulenza",
        "implementazione",
      ],
      "internal-audit": ["audit interno", "audit interni", "auditor interno", "revisione interna"],
      "privacy-consulting": [
        "responsabile della protezione dei dati",
        "dpo esterno",
        "consulenza privacy",
        "valutazione d impatto",
      ],
      "security-awareness-training": [
        "formazione",
        "sensibilizzazione",
        "formazione sulla sicurezza",
        "simulazione di phishing",
      ],
      "managed-security": ["soc gestito", "servizi di sicurezza gestiti", "soc in outsourcing"],
      "risk-assessment": [
        "valutazione dei rischi",
        "analisi dei rischi",
        "gestione dei rischi",
        "risk assessment",
      ],
      "legal-advisory": ["avvocato", "avvocati", "studio legale", "consulenza legale"],
    },
  },
});
