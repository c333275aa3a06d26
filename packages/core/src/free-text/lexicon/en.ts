/// <reference path="../../types/stopword.d.ts" />

import { stemmer } from "@orama/stemmers/english";
import { eng } from "stopword";
import { defineLexicon } from "./lexicon-schema.ts";

/** How English names places, people, languages and the taxonomy's tags. */
export default defineLexicon({
  language: "en",
  name: "English",
  script: "Latin",
  stem: stemmer,
  countries: ["GB", "US", "IE", "CA", "AU", "NZ", "ZA", "IN", "SG"],
  codesOnlyInCapitals: [
    // English function words ("us", "in", "or", "me"), from the `stopword` package.
    ...eng,
    // Abbreviations and three-letter country codes that are also words or word parts.
    ..."ie|co|ca|pol|mex|ind|arg|lux|aut|swe|nld|ita".split("|"),
  ],
  filler: "us|we|our|no|need|needs|looking|find|help|please|want".split("|"),
  placeIntroducers:
    "in|near|around|from|at|outside|across|throughout|within|serving|nearby|based|headquartered|located|office|offices".split(
      "|",
    ),
  negations: "not|except|excluding|exclude|excludes|besides|nor|never|avoid|without|no".split("|"),
  negationGaps:
    "in|from|for|the|to|based|at|a|an|anyone|anybody|vendors|firms|companies|providers|headquartered|located|teams".split(
      "|",
    ),
  auxiliaries: "is|was|are|were|does|did|will|has|have|had|can|could|should|would".split("|"),
  negatedAuxiliaries:
    "isn|wasn|aren|weren|doesn|didn|won|hasn|haven|hadn|can|couldn|shouldn|wouldn".split("|"),
  personBefore: [
    ..."colleague|colleagues|coworker|mr|ms|mrs|dr|hi|hello|hey|dear|thanks|thank|regards|cheers|friend|named|cc|send|ping|email|tell".split(
      "|",
    ),
    "i'm",
    "im",
    "i am",
    "my name is",
    "this is",
    "it's",
    "name's",
  ],
  departments:
    "finance|legal|procurement|purchasing|ops|operations|it|security|infosec|hr|people|marketing|sales|engineering|compliance|risk|accounting|product|support|team|management|board|devops|admin".split(
      "|",
    ),
  personRoleBefore: "manager|boss|ceo|cfo|cto|coo|ciso|dpo|ask|asked|told|cc|called|partner".split(
    "|",
  ),
  personAfter:
    "from|wants|wanted|said|says|asked|asks|recommends|recommended|suggests|suggested|needs|thinks|thought|told|is|was|will|would|has|had|who|our|my|mentioned|wrote|emailed|called|in|on".split(
      "|",
    ),
  eponymHeads:
    "convention|conventions|protocol|protocols|accord|accords|agreement|treaty|declaration|syndrome|principles|consensus|charter|ii|iii|iv|insurance|airlines|airways|express|papers|hold|motors|instruments".split(
      "|",
    ),
  eponymBefore: ["bank of", "university of"],
  languageNames: [
    ..."german|french|spanish|italian|dutch|portuguese|swedish|danish|finnish|polish|czech|estonian|norwegian|japanese|korean|irish".split(
      "|",
    ),
    // The Nordic languages as their speakers write them.
    ..."dansk|norsk|suomi".split("|"),
  ],
  spokenLanguageBefore:
    "in|into|to|speak|speaks|speaking|spoken|fluent|native|language|languages|translate|translated|translation".split(
      "|",
    ),
  spokenLanguageAfter:
    "speaking|speaker|speakers|speaks|language|languages|native|translation|translator".split("|"),
  joins: ["and", "or"],
  terms: {
    frameworks: {
      "iso-27001": ["iso 27k", "information security management"],
      "soc-2": ["soc ii"],
      "soc-1": ["soc i"],
      "iso-27701": ["privacy information management"],
      "iso-42001": ["ai management"],
      "iso-9001": ["quality management"],
      "iso-22301": ["business continuity"],
      "pci-dss": ["payment card"],
      "eu-ai-act": ["artificial intelligence act"],
    },
    regions: {
      global: ["multinational"],
      apac: ["asian"],
      latam: ["latin american", "south american"],
      "north-america": ["north american"],
      eu: ["european"],
      nordics: ["scandinavian"],
      mena: ["middle eastern", "gulf"],
      us: ["american"],
      ca: ["canadian"],
      mx: ["mexican"],
      br: ["brazilian"],
      ar: ["argentinian", "argentinean", "argentine"],
      cl: ["chilean"],
      co: ["colombian"],
      uk: ["british", "scottish", "welsh"],
      ie: ["irish"],
      fr: ["french"],
      de: ["german"],
      nl: ["dutch"],
      be: ["belgian"],
      lu: ["luxembourgish"],
      es: ["spanish"],
      pt: ["portuguese"],
      it: ["italian"],
      at: ["austrian"],
      se: ["swedish"],
      dk: ["danish"],
      fi: ["finnish"],
      pl: ["polish"],
      cz: ["czech"],
      ee: ["estonian"],
      ch: ["swiss"],
      no: ["norwegian"],
      za: ["south african"],
      ae: ["emirati"],
      sa: ["saudi"],
      il: ["israeli"],
      in: ["indian"],
      sg: ["singaporean"],
      au: ["australian", "aussie"],
      nz: ["new zealander", "kiwi"],
      jp: ["japanese"],
      kr: ["korean", "south korean"],
    },
    serviceTypes: {
      "certification-body": [
        "certifier",
        "certification company",
        "accredited body",
        // Who issues the certificate: "who can certify us?"
        "certify us",
        "certify our",
      ],
      // Assessors perform the audit a framework's owner accredits them for; a trade role that
      // is also a framework's alias names both ("QSA": pci-dss and audit).
      audit: [
        "audit company",
        "auditing firm",
        "external auditor",
        "assessor",
        "qsa",
        "qualified security assessor",
        "3pao",
        "c3pao",
        "isae 3402",
        "isae 3000",
      ],
      "readiness-assessment": ["audit prep", "audit preparation"],
      "gap-analysis": ["compliance gap"],
      vciso: ["ciso", "outsourced ciso", "interim ciso", "external ciso"],
      "penetration-testing": [
        "penetration tester",
        "pen tester",
        "pentester",
        "ethical hacker",
        "red teaming",
        "security testing",
        "vulnerability assessment",
      ],
      "compliance-automation": ["automation", "compliance platform", "compliance tool", "grc tool"],
      "implementation-consulting": ["consulting firm", "implementation", "implement"],
      "privacy-consulting": ["privacy consult", "data protection consult", "dpo"],
      "security-awareness-training": [
        "training",
        "awareness",
        "phishing test",
        "staff training",
        "employee training",
        "cyber security training",
      ],
      "managed-security": [
        "managed soc",
        "security operations center",
        "security operations centre",
      ],
      "risk-assessment": ["risk management", "vendor risk", "supplier risk"],
      "legal-advisory": ["attorney", "legal advice", "counsel", "solicitor"],
    },
  },
});
