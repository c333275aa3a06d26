import { stemmer } from "@orama/stemmers/dutch";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Dutch names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "nl",
  name: "Dutch",
  script: "Latin",
  stem: stemmer,
  compounds: true,
  countries: ["NL", "BE"],
  // A city's adjective (Amsterdamse, Utrechtse, Haagse, Groningse, Antwerpse, Leidse, Almeerse,
  // Zwolse); not a name's genitive -s ("namens", on behalf of, is no Namen; "kopers" no Koper).
  placeEndings: [
    ["ngse", "ngen"],
    ["pse", "pen"],
    ["dse", "den"],
    ["eerse", "ere"],
    ["lse", "lle"],
    ["se", ""],
  ],
  // Everyday words never corrected into a place: "regio Utrecht" is no Reggio.
  commonWords: ["regio", "regios"],
  placeIntroducers: ["bij", "uit", "nabij", "rond", "te"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "groeten",
    "met vriendelijke groet",
    "vriendelijke groeten",
    "hartelijke groet",
    "bedankt",
    "alvast bedankt",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "de vorige",
    "onze vorige",
    "de oude",
    "onze oude",
    "de eerdere",
    "onze eerdere",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["maar", "echter", "hoewel"],
  negations: ["niet", "behalve"],
  spokenLanguageBefore: ["op"],
  ownPlaceBefore:
    "wij zijn|we zijn|ik ben|gevestigd|ons kantoor|onze kantoren|ons team|vestiging|dochteronderneming|kantoor|kantoren|vestigingen|we zitten|wij zitten|ik zit|we komen uit|wij komen uit|ik kom uit|ons bedrijf|ons bedrijf zit|ons bedrijf is|onze organisatie|onze organisatie zit|hoofdkantoor|ons hoofdkantoor|hoofdvestiging|met hoofdkantoor|werken vanuit|opereren vanuit".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "moet|moeten|zou moeten|bij voorkeur|liefst|beschikbaar|gevestigd|met kantoor|met kantoren|die".split(
      "|",
    ),
  askers:
    "adviseur*|advies*|adviesbureau*|bureau|leverancier*|partner*|auditor*|audit|certific*|expert*|iemand|hulp|advocat*|aanwezig*|dekking|consultant*|bedrijf|bedrijven|partij|partijen|specialist*|dienstverlener*|aanbieder*|pentester*|voorkeur|liefst|liefste|idealiter|lokaal|lokale".split(
      "|",
    ),
  othersPlaceAfter:
    "klanten|klant|moederbedrijf|moedermaatschappij|leveranciers|investeerders|markt|gebruikers|servers|aandeelhouders|patiënten|afnemers|eindgebruikers|eindklanten|markten|moederorganisatie|moederconcern|opdrachtgevers|distributeurs|wederverkopers|datacentrum|oprichters|eigenaren".split(
      "|",
    ),
  partyLinks:
    "zijn|is|zit|zitten|in|uit|de|het|een|vooral|voornamelijk|meestal|gevestigd|heel".split("|"),
  filler: ["met", "voor", "zonder", "tussen"],
  assessmentWords: [
    "beoordeling",
    "assessment",
    "assessments",
    "beoordelingen",
    "toetsing",
    "toetsingen",
    // Its report or attestation: "het SOC 2 rapport", "een assurancerapport".
    "rapport",
    "rapporten",
    "rapportage",
    "assurancerapport",
    "verklaring",
  ],
  possessives: "onze|ons".split("|"),
  joins: ["en"],
  // A framework or service declined, deferred or handled: "geen behoefte aan een pentest", "SOC 2 kan wachten", "... maar dat is al geregeld".
  declinedBefore:
    "geen behoefte aan|niet de|niet het|niet een|in plaats van|niet op zoek naar|geen interesse in|geen interesse hebben in|geen nood aan|hoeven geen|hoeven nog geen|willen geen|zoeken geen|zoeken nog geen|liever geen|zoeken niet naar".split(
      "|",
    ),
  declinedAfter:
    "niet nodig|is niet nodig|niet vereist|is niet vereist|kan wachten|komt later|is al geregeld|is geregeld|is gedekt|niet voor ons|is niet voor ons|hebben we al|hebben we al gevonden|hebben we al ingehuurd|hebben we al gekozen|hebben we al geregeld|hebben we niet nodig|hebben we nog niet nodig|hebben we voorlopig niet nodig|is voorlopig niet nodig|is nog niet nodig|nog niet nodig|voorlopig niet|doen we later|is al gedaan|is afgerond|is al afgerond|zijn we klaar mee|zijn we al klaar mee|zijn we mee klaar|hoeft niet|hoeft nog niet|heeft geen prioriteit|kan later".split(
      "|",
    ),
  // A service the writer has none of: "we hebben geen adviseur nodig".
  lackedBefore: "hebben geen|heb geen".split("|"),
  // A service the writer has or has had done: "we werken al met een adviseur", "we zijn klaar met de
  // adviseur". No service asked for.
  doneBefore:
    "hebben al|hebben al een|heb al een|werken al met|werken al samen met|werken al met een|zijn klaar met|zijn al klaar met".split(
      "|",
    ),
  declinedLater:
    "dat is geregeld|dat is al geregeld|dat kan wachten|dat komt later|dat is niet voor ons|dat hebben we al|dat hebben we niet nodig|dat is al gedaan|dat doen we later|dat is afgerond|dat hoeft nog niet".split(
      "|",
    ),
  // A framework the writer holds already: "we hebben al ISO 27001", "ISO 27001 hebben we al".
  heldBefore:
    "hebben al|heb al|hebben we al|zijn al|al gecertificeerd|beschikken over|beschikken al over|beschikken we over|bestaande|onze huidige|behaalde".split(
      "|",
    ),
  heldAfter:
    "hebben we al|hebben we sinds|heb ik al|al behaald|behaald|gehaald|al gehaald|al op orde|is op orde|is al op orde|al aanwezig|is al aanwezig|is aanwezig|al gecertificeerd|gecertificeerd sinds|al sinds|al jaren|al geïmplementeerd|is geïmplementeerd".split(
      "|",
    ),
  // Another party's place: a market, a sale, an owner, where systems are hosted.
  othersPlaceBefore:
    "verkopen in|verkopen aan|verkopen naar|exporteren naar|export naar|uitbreiden naar|uitbreiding naar|expansie naar|lancering in|lanceren in|dochter van|dochter van een|dochteronderneming van|dochteronderneming van een|dochterbedrijf van|onderdeel van|onderdeel van een|eigendom van|in handen van|gehost in|gehost bij|hosting in|servers staan in|uitbesteed aan|uitbesteed naar".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "ons begeleiden|ons begeleidt|begeleidt ons|ons voorbereiden|ons helpen voorbereiden|ons helpen invullen|helpen met invullen|helpen bij het invullen".split(
        "|",
      ),
  },
  spokenLanguageSuffixes: ["talig*", "sprekend*"],
  catalogLanguages: {
    English: ["engels"],
    German: ["duits"],
    French: ["frans"],
    Spanish: ["spaans"],
    Dutch: ["nederlands", "vlaams"],
    Italian: ["italiaans"],
    Portuguese: ["portugees"],
    Swedish: ["zweeds"],
  },
  sizes: {
    smb: ["mkb", "kleine bedrij*", "kleine onderneming*"],
    "mid-market": ["middelgrote bedrij*", "middelgrote onderneming*"],
    enterprise: ["grote bedrij*", "grote onderneming*"],
  },
  headcountWords: ["medewerkers", "werknemers", "personen"],
  industries: {
    Fintech: ["betaal*"],
    Healthcare: ["*gezondheid*", "*ziekenhui*"],
    "Public sector": ["overheid*", "gemeente*"],
    Insurance: ["*verzeker*"],
    "AI/ML": ["kunstmatige intelligentie"],
    Education: ["onderwijs*"],
  },
  topicWords: [
    "*beveiliging*",
    "leverancier*",
    "*advies*",
    "adviseur*",
    "*risico*",
    "gegevensbescherming",
  ],
  vendorFocus: [
    "vertel me meer over",
    "vertel meer over",
    "meer over",
    "meer informatie over",
    "wie is",
  ],
  articles: ["het", "de", "een"],
  followUps: ["ook", "daarvan", "hiervan", "van deze"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting": "helpen met|hulp bij|hulp met|ondersteuning bij|ondersteuning met"
      .split("|")
      .map((verb) => `${verb} *`),
  },
  certificationWords: "certificering|certificeringen|certificaat|certificaten".split("|"),
  workWords: "advies|adviseur|adviseurs|adviesbureau|adviesbureaus|consultancy|audit|audits".split(
    "|",
  ),
  terms: {
    regions: {
      eu: ["europese unie"],
      us: ["verenigde staten"],
      uk: ["verenigd koninkrijk"],
      de: ["duitsland"],
      fr: ["frankrijk"],
      es: ["spanje"],
      ch: ["zwitserland"],
      at: ["oostenrijk"],
      nl: ["nederlandse"],
      be: ["belgie"],
      se: ["zweden"],
      dk: ["denemarken"],
      no: ["noorwegen"],
    },
    serviceTypes: {
      "certification-body": [
        "certificerende instantie",
        "certificerende instanties",
        "certificatie audit",
        "certificatieaudit",
        "certificeringsaudit",
        "certificatie instelling",
        "certificerende instelling",
        "certificeringsinstelling",
        "certificatie-instelling",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "tisax beoordeling",
        "hitrust beoordeling",
        "cmmc beoordeling",
        "accountant",
        "accountantskantoor",
        "auditor",
        "auditoren",
      ],
      "readiness-assessment": ["pre audit", "voorbereiding op de audit", "auditvoorbereiding"],
      "gap-analysis": ["gap analyse", "nulmeting"],
      vciso: ["externe ciso", "virtuele ciso", "ciso as a service"],
      "penetration-testing": ["penetratietest", "penetratietesten", "pentesten", "ethisch hacken"],
      "compliance-automation": [
        "compliance software",
        "compliance platform",
        "compliance automatisering",
      ],
      "implementation-consulting": [
        "implementeren",
        "advies",
        "adviseur",
        "adviseurs",
        "adviesbureau",
        "adviesbureaus",
        "consultancy",
        "implementatie",
      ],
      "internal-audit": ["interne audit", "interne audits", "interne auditor"],
      "privacy-consulting": [
        "functionaris gegevensbescherming",
        "externe fg",
        "privacy adviseur",
        "privacyadvies",
        "gegevensbeschermingseffectbeoordeling",
      ],
      "security-awareness-training": [
        "training",
        "bewustwording",
        "bewustwordingstraining",
        "awareness training",
        "phishing simulatie",
      ],
      "managed-security": ["managed soc", "soc dienstverlening", "beheerde beveiligingsdiensten"],
      "risk-assessment": ["risicoanalyse", "risicobeoordeling", "risicomanagement"],
      "legal-advisory": ["advocaat", "advocaten", "advocatenkantoor", "juridisch advies"],
    },
  },
});
