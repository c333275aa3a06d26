import { stemmer } from "@orama/stemmers/german";
import { defineLexicon } from "./lexicon-schema.ts";

/** How German names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "de",
  name: "German",
  script: "Latin",
  stem: stemmer,
  compounds: true,
  countries: ["DE", "AT", "CH", "LU", "LI", "BE"],
  // A city's adjective by the name's last letters (Berliner, Münchner, Dresdner, Zürcher, Basler,
  // Bremer, Leipziger, Hamburger, Frankfurter, Düsseldorfer, Dortmunder, Wiener, Kölner, Berner,
  // Bochumer, Grazer), not any "-er" ("normaler", "Springer", "Männer", "Berater"); a
  // name's genitive (Deutschlands, Frankreichs, Münchens, Hamburgs, Frankfurts), not any "-s"
  // ("namens" is no Namen, Dutch and Afrikaans "massas" no Massa); its reach (deutschlandweit).
  placeEndings: [
    ["chener", "chen"],
    ["chner", "chen"],
    ["dner", "den"],
    ["rcher", "rich"],
    ["sler", "sel"],
    ["emer", "emen"],
    ["ziger", "zig"],
    ["rger", "rg"],
    ["rter", "rt"],
    ["rfer", "rf"],
    ["nder", "nd"],
    ["iner", "in"],
    ["ener", "en"],
    ["lner", "ln"],
    ["rner", "rn"],
    ["mer", "m"],
    ["zer", "z"],
    ["lands", "land"],
    ["reichs", "reich"],
    ["chens", "chen"],
    ["urgs", "urg"],
    ["urts", "urt"],
    ["weit", ""],
  ],
  // Common words near a place's or a phrasing's name, never read as its misspelling.
  commonWords: ["Zentrale", "Zentralen"],
  codesOnlyInCapitals: ["aus"],
  // Prepositions: never a party's modifier ("Leipzig mit Kunden" is no customers' Leipzig).
  filler: ["mit", "für", "von", "ohne", "über", "gegen", "zwischen", "sowie"],
  placeIntroducers: ["bei", "aus", "nach", "um", "nahe", "im"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "grüße",
    "viele grüße",
    "beste grüße",
    "liebe grüße",
    "freundliche grüße",
    "mit freundlichen grüßen",
    "danke",
    "vielen dank",
    "danke im voraus",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "der bisherige",
    "unser bisheriger",
    "die bisherige",
    "der vorherige",
    "unser vorheriger",
    "unser alter",
    "der alte",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["aber", "sondern", "jedoch", "doch", "allerdings"],
  negations: ["nicht"],
  spokenLanguageBefore: ["auf", "sprechen", "spricht", "sprich", "sprichst", "sprecht", "spreche"],
  spokenLanguageAfter: ["sprachig", "sprachige", "sprachigen"],
  ownPlaceBefore:
    "wir sind|ich bin|wir sitzen|sitz|mit sitz|ansässig|hauptsitz|unser büro|unsere büros|unser team|unser standort|unsere niederlassung|niederlassung|tochtergesellschaft|büro|büros|standort|standorte|werk|werke|wir kommen aus|ich komme aus|wir befinden uns|firmensitz|unser firmensitz|unternehmenssitz|zentrale|unsere zentrale|hauptquartier|unser unternehmen|unsere firma|unser startup|beheimatet|niedergelassen|wir haben unseren sitz|unser sitz".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "muss|müssen|sollte|sollten|soll|idealerweise|vorzugsweise|möglichst|verfügbar|ansässig|mit sitz|mit büro|mit niederlassung".split(
      "|",
    ),
  askers:
    "berater*|beratung*|firma|firmen|dienstleister*|anbieter*|partner|prüfer*|auditor*|audit|zertifizier*|experte*|experten|jemand|hilfe|unterstützung|kanzlei*|anwalt|anwälte|anwältin|präsenz|abdeck*|unternehmen|gutachter*|sachverständig*|spezialist*|fachleute|jemanden|jemandem|agentur*|assessor*|pentester*|lokal*|vorzugsweise|idealerweise|bevorzugt".split(
      "|",
    ),
  othersPlaceAfter:
    "kunden|kunde|kundin|muttergesellschaft|mutterkonzern|konzernmutter|lieferanten|investoren|investor|markt|märkte|nutzer|anwender|händler|vertriebspartner|rechenzentrum|rechenzentren|server|kundinnen|endkunden|kundschaft|auftraggeber|patienten|nutzerinnen|endnutzer|abnehmer|eigentümer|gesellschafter|anteilseigner|mutterunternehmen|geldgeber|absatzmarkt|absatzmärkte".split(
      "|",
    ),
  partyLinks:
    "sind|ist|sitzt|sitzen|in|im|aus|der|die|das|den|dem|meist|meistens|hauptsächlich|überwiegend|vor allem|ganz|in ganz".split(
      "|",
    ),
  othersPlaceJoined: "kunden|markt".split("|"),
  assessmentWords: [
    "assessment",
    "assessments",
    "prüfung",
    "bewertung",
    "prüfungen",
    "bewertungen",
    "begutachtung",
    "begutachtungen",
    // Its report or attestation: "den SOC 2 Bericht", "ein Testat".
    "bericht",
    "berichte",
    "prüfbericht",
    "prüfungsbericht",
    "testat",
  ],
  possessives: "unser|unsere|unserer|unseren|unserem".split("|"),
  joins: ["und", "oder"],
  // A framework or service declined, deferred or handled: "brauchen keinen Pentest", "ISO 27001 kann warten", "... aber das ist erledigt".
  declinedBefore:
    "kein bedarf an|brauchen keinen|brauchen keine|brauchen kein|nicht den|nicht die|nicht das|nicht einen|nicht eine|statt|anstatt|anstelle von|kein interesse an|keinen bedarf an|keinen bedarf für|brauche keinen|brauche keine|brauche kein|benötigen keinen|benötigen keine|benötigen kein|suchen keinen|suchen keine|suchen kein|wollen keinen|wollen keine|möchten keinen|möchten keine|nicht auf der suche nach|verzichten auf|brauchen noch keinen|brauchen noch keine|brauchen noch kein|benötigen noch keinen|benötigen noch keine|benötigen noch kein|brauchen derzeit keinen|brauchen derzeit keine|brauchen aktuell keinen|brauchen aktuell keine|brauchen momentan keinen|brauchen momentan keine|suchen derzeit keinen|suchen derzeit keine|suchen noch keinen|suchen noch keine".split(
      "|",
    ),
  declinedAfter:
    "nicht nötig|ist nicht nötig|nicht notwendig|ist nicht notwendig|nicht erforderlich|ist nicht erforderlich|kann warten|kommt später|ist erledigt|ist bereits erledigt|ist abgedeckt|ist kein thema|haben wir bereits|haben wir schon|haben wir bereits beauftragt|haben wir schon beauftragt|haben wir bereits gefunden|haben wir schon gefunden|haben wir bereits ausgewählt|haben wir schon ausgewählt|brauchen wir nicht|brauchen wir noch nicht|brauchen wir derzeit nicht|brauchen wir aktuell nicht|brauchen wir vorerst nicht|brauchen wir jetzt nicht|benötigen wir nicht|benötigen wir noch nicht|benötigen wir derzeit nicht|wird nicht benötigt|wird noch nicht benötigt|wird vorerst nicht benötigt|wird derzeit nicht benötigt|ist vorerst nicht nötig|ist aktuell nicht nötig|ist derzeit nicht nötig|ist noch nicht nötig|ist noch nicht notwendig|vorerst nicht|erst später|kommt erst später|machen wir später|machen wir erst später|folgt später|folgt erst später|nicht jetzt|jetzt noch nicht|vielleicht später|ist abgeschlossen|ist bereits abgeschlossen|ist schon abgeschlossen|sind wir fertig|sind wir schon fertig|sind wir durch|haben wir abgeschlossen|haben wir bereits abgeschlossen|ist schon erledigt|ist geregelt|ist bereits geregelt|hat keine priorität".split(
      "|",
    ),
  // A service the writer has or has had done: "wir arbeiten bereits mit einem Berater", "wir haben schon
  // einen Berater". No service asked for.
  doneBefore:
    "haben bereits|haben schon|haben bereits einen|haben bereits eine|haben bereits ein|haben schon einen|haben schon eine|haben schon ein|arbeiten bereits mit|arbeiten schon mit|arbeiten bereits mit einem|arbeiten bereits mit einer|arbeiten schon mit einem|arbeiten schon mit einer|sind fertig mit|sind fertig mit dem|sind fertig mit der".split(
      "|",
    ),
  declinedLater:
    "das ist erledigt|das kann warten|das kommt später|das ist nicht nötig|das brauchen wir nicht|das ist abgedeckt|das ist kein thema|das haben wir bereits|das haben wir schon|das brauchen wir noch nicht|das kommt erst später|das machen wir später|das ist geregelt|das ist abgeschlossen".split(
      "|",
    ),
  // A framework the writer holds already: "wir haben bereits ISO 27001", "ISO 27001 haben wir schon".
  heldBefore:
    "bereits|haben bereits|haben schon|sind bereits|sind schon|besitzen bereits|verfügen über|verfügen bereits über|bestehende|bestehendes|bestehenden|bestehender|vorhandene|vorhandenes|vorhandenen|bestandenem|bestandenen".split(
      "|",
    ),
  heldAfter:
    "bereits|bereits vorhanden|schon vorhanden|ist vorhanden|ist bereits vorhanden|haben wir bereits|haben wir schon|haben wir seit|bereits zertifiziert|schon zertifiziert|zertifiziert seit|bereits umgesetzt|ist umgesetzt|ist bereits umgesetzt|läuft bereits".split(
      "|",
    ),
  // Another party's place: a market, a sale, an owner, where systems are hosted.
  othersPlaceBefore:
    "kunden kommen aus|expandieren nach|expandieren in|expansion nach|markteintritt in|verkaufen nach|verkaufen in|verkaufen an|vertrieb in|vertrieb nach|exportieren nach|export nach|liefern nach|tochter von|tochter eines|tochter einer|tochtergesellschaft von|tochtergesellschaft eines|tochtergesellschaft einer|gehören zu|gehört zu|im besitz von|im besitz eines|im besitz einer|übernommen von|gehostet in|gehostet im|gehostet bei|hosten in|hosting in|server stehen in|server stehen im|rechenzentrum steht in|ausgelagert nach|ausgelagert in".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "uns vorbereiten|uns vorbereitet|bereitet uns vor|uns begleiten|uns begleitet|begleitet uns|uns dorthin bringen|uns beim ausfüllen helfen|beim ausfüllen helfen|hilft uns beim ausfüllen".split(
        "|",
      ),
  },
  spokenLanguageSuffixes: ["sprachig*", "sprechend*", "sprache"],
  catalogLanguages: {
    English: ["englisch"],
    German: ["deutsch", "deutsche"],
    French: ["französisch"],
    Spanish: ["spanisch"],
    Dutch: ["niederländisch", "holländisch"],
    Italian: ["italienisch"],
    Portuguese: ["portugiesisch"],
    Swedish: ["schwedisch"],
    Danish: ["dänisch"],
    Norwegian: ["norwegisch"],
    Finnish: ["finnisch"],
    Polish: ["polnisch"],
    Czech: ["tschechisch"],
    Japanese: ["japanisch"],
    Chinese: ["chinesisch"],
    Arabic: ["arabisch"],
  },
  // Words that end or stand inside compounds ("Gesundheitswesen", "Krankenversicherung") have a
  // `*` on either side.
  sizes: {
    smb: [
      "kmu",
      "kmus",
      "kleinunternehm*",
      "kleine* unternehmen*",
      "kleine* firm*",
      "kleine* betrieb*",
      "mittelstand*",
    ],
    "mid-market": ["mittelstand*", "mittelgroß*", "mittelgross*", "mittlere* unternehmen*"],
    enterprise: [
      "*konzern*",
      "großunternehmen*",
      "grossunternehmen*",
      "große* unternehmen*",
      "grosse* unternehmen*",
    ],
  },
  headcountWords: ["mitarbeite*", "beschäftigte*", "angestellte*", "personen"],
  industries: {
    SaaS: ["*software*"],
    Fintech: ["*zahlungs*", "kredit*"],
    Healthcare: ["*gesundheit*", "*krankenh*", "*klinik*", "*medizin*"],
    "Public sector": ["*behörde*", "öffentlich*", "kommune*", "kommunal*"],
    "E-commerce": ["*onlineshop*", "*webshop*", "onlinehandel*", "online-handel*"],
    Manufacturing: ["*fertigung*", "*produktion*"],
    Telecommunications: ["*telekom*"],
    Energy: ["*energie*", "*stadtwerk*"],
    Insurance: ["*versicher*"],
    "AI/ML": ["ki", "künstliche intelligenz"],
    Education: ["*bildung*", "*schule*"],
    Gaming: ["*glücksspiel*"],
    Automotive: ["*automobil*"],
    Biotech: ["*pharma*", "*biotech*"],
    Legal: ["*kanzlei*", "*anwalt*"],
  },
  topicWords: [
    ..."*sicher*|*datenschutz*|dsgvo*|*risiko*|*audit*|*prüfung*|*prüfer*|revision*|präsenz|abdeck*".split(
      "|",
    ),
    ..."*zertifi*|*akkredit*|*anbieter*|*dienstleist*|*berat*|*spezialist*|*richtlinie*".split("|"),
    ..."*schwachstell*|*empfehl*".split("|"),
  ],
  vendorFocus: [
    ...["über", "von"].flatMap((about) =>
      ["", "mir ", "mehr ", "mir mehr ", "sie mir ", "sie mir mehr "].map(
        (more) => `erzähl* ${more}${about}`,
      ),
    ),
    "mehr über",
    "mehr zu",
    "info über",
    "infos über",
    "info zu",
    "infos zu",
    "details zu",
    "was ist mit",
    "wer ist",
  ],
  articles: [
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "einen",
    "einem",
    "einer",
    "eines",
  ],
  followUps: ["davon", "diese", "dieser", "diesen", "diesem", "auch", "ebenfalls"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting":
      "hilfe bei|hilfe mit|unterstützung bei|unterstützung mit|beratung zu"
        .split("|")
        .map((verb) => `${verb} *`),
  },
  certificationWords: "zertifizierung|zertifizierungen|zertifikat|zertifikate|zertifikats".split(
    "|",
  ),
  workWords: "beratung|berater|beratungsunternehmen|unternehmensberatung|prüfung|prüfungen".split(
    "|",
  ),
  terms: {
    regions: {
      eu: ["europa", "europaisch"],
      nordics: ["skandinavien"],
      us: ["vereinigte staaten"],
      uk: ["vereinigtes konigreich", "grossbritannien"],
      de: ["deutsche", "deutscher", "deutschen"],
      fr: ["frankreich"],
      es: ["spanien"],
      it: ["italien"],
      ch: ["schweizer"],
      nl: ["niederlande"],
      be: ["belgien"],
      ie: ["irland"],
      se: ["schweden"],
      no: ["norwegen"],
    },
    serviceTypes: {
      "certification-body": [
        "zertifizierungsaudit",
        "zertifizierungsaudits",
        "stufe 1 audit",
        "stufe 2 audit",
        "zertifizierungsstelle",
        "zertifizierungsstellen",
        "zertifizierer",
        "zertifizierungsgesellschaft",
      ],
      audit: [
        "prufung",
        "prufungen",
        "prufer",
        "wirtschaftsprufer",
        "wirtschaftsprufung",
        "prufungsgesellschaft",
        "auditor",
        "auditoren",
      ],
      "readiness-assessment": ["voraudit", "zertifizierungsreife"],
      "gap-analysis": [
        "gap analyse",
        "gapanalyse",
        "lueckenanalyse",
        "luckenanalyse",
        "reifegradanalyse",
      ],
      vciso: [
        "externer ciso",
        "virtueller ciso",
        "ciso as a service",
        "externer informationssicherheitsbeauftragter",
        "informationssicherheitsbeauftragter",
      ],
      "penetration-testing": [
        "penetrationstest",
        "penetrationstests",
        "pentests",
        "sicherheitstest",
        "sicherheitsuberprufung",
      ],
      "compliance-automation": [
        "compliance software",
        "grc software",
        "compliance plattform",
        "compliance automatisierung",
      ],
      "implementation-consulting": [
        "einführen",
        "umsetzen",
        "umsetzung",
        "implementieren",
        "beratung",
        "berater",
        "beratungsunternehmen",
        "unternehmensberatung",
        "informationssicherheitsberater",
        "informationssicherheitsberatung",
        "einfuhrung",
      ],
      "internal-audit": ["interne audit", "internes audit", "interne revision", "interner auditor"],
      "privacy-consulting": [
        "datenschutzberatung",
        "datenschutzberater",
        "datenschutzbeauftragter",
        "externer datenschutzbeauftragter",
        "datenschutz folgenabschatzung",
        "dsfa",
      ],
      "security-awareness-training": [
        "schulung",
        "schulungen",
        "sicherheitsschulung",
        "awareness schulung",
        "sensibilisierung",
        "mitarbeiterschulung",
        "phishing simulation",
      ],
      "managed-security": [
        "managed soc",
        "soc als service",
        "managed security services",
        "sicherheitsuberwachung",
      ],
      "risk-assessment": [
        "risikoanalyse",
        "risikobewertung",
        "risikomanagement",
        "risikobeurteilung",
      ],
      "legal-advisory": [
        "anwalt",
        "anwalte",
        "rechtsanwalt",
        "rechtsanwalte",
        "kanzlei",
        "anwaltskanzlei",
        "rechtsberatung",
      ],
    },
  },
});
