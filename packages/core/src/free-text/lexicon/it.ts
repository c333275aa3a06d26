import { stemmer } from "@orama/stemmers/italian";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Italian names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "it",
  name: "Italian",
  script: "Latin",
  stem: stemmer,
  // "certificarci" (certify us) stems as "certificati" (certified) does.
  stemExceptions: { keep: ["certificarci"] },
  countries: ["IT", "CH", "SM"],
  // The adjective of a city's people and firms: "una startup milanese", "un'azienda genovese".
  placeEndings: [
    ["ese", "o"],
    ["ese", "a"],
    ["ese", "e"],
  ],
  codesOnlyInCapitals: ["il", "che", "fra"],
  placeIntroducers: ["di", "da", "vicino", "presso", "nel", "nella"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "saluti",
    "cordiali saluti",
    "distinti saluti",
    "un saluto",
    "grazie",
    "grazie mille",
    "grazie in anticipo",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "il precedente",
    "il nostro precedente",
    "il vecchio",
    "il nostro vecchio",
    "la precedente",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["ma", "però", "tuttavia", "invece"],
  negations: ["tranne"],
  // The writer's name, whatever place it also names: "mi chiamo Florence", "sono Sydney".
  personBefore: "mi chiamo|il mio nome è|sono|qui è|ciao|salve".split("|"),
  languageNames: [
    ..."italiano|inglese|francese|tedesco|spagnolo|portoghese|olandese|cinese|giapponese|coreano|arabo|russo|polacco|svedese|greco|turco".split(
      "|",
    ),
  ],
  spokenLanguageBefore: ["parla"],
  ownPlaceBefore:
    "siamo|sono|con sede|sede|il nostro ufficio|i nostri uffici|il nostro team|filiale|uffici|ufficio|sedi|basati|basata|basato|situati|situata|ubicati|ubicata|operiamo|la nostra azienda|la nostra società|la nostra sede|la nostra startup|veniamo da|vengo da|sede legale|sede operativa|quartier generale".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "deve essere situato|deve essere situata|deve essere basato|deve essere basata|deve avere sede|devono avere sede|dovrebbe essere basato|deve essere|devono essere|dovrebbe essere|idealmente|preferibilmente|disponibile|disponibili|situato|situata|situati|presente|presenti|con sede|con ufficio|con uffici".split(
      "|",
    ),
  askers:
    "consulent*|società|fornitor*|partner|auditor*|audit|certific*|espert*|qualcuno|aiuto|avvocat*|presenza|copr*|azienda|aziende|ditta|ditte|specialist*|professionist*|agenzia*|ente|enti|valutator*|pentester*|preferibilmente|idealmente|locale|locali".split(
      "|",
    ),
  othersPlaceAfter:
    "clienti|cliente|casa madre|capogruppo|fornitori|investitori|mercato|utenti|distributori|server|azionisti|soci|pazienti|mercati|acquirenti|rivenditori|società madre|controllante|clientela|utilizzatori|fondatori|finanziatori|proprietari|centro dati".split(
      "|",
    ),
  partyLinks:
    "sono|è|in|a|di|del|della|dei|il|la|i|le|soprattutto|principalmente|prevalentemente|situati|basati|tutta|tutto".split(
      "|",
    ),
  // A party before its people's word, as these languages write them: "clientes mexicanos".
  othersPlaceBefore: [
    ..."clienti|fornitori|investitori|utenti|mercato|distributori".split("|"),
    // Where the writer sells, who owns them, where systems are hosted: "esportiamo in Germania".
    ..."vendiamo in|vendiamo a|vendere in|vendite in|esportiamo in|esportare in|espansione in|espanderci in|ci espandiamo in|lancio in|controllata da|controllata di|filiale di|filiale di un|filiale di una|di proprietà di|acquisita da|acquisiti da|ospitato in|ospitati in|ospitata in|ospitate in|hosting in|esternalizzato in|esternalizzati in".split(
      "|",
    ),
  ],
  assessmentWords: [
    "valutazione",
    "valutazioni",
    "assessment",
    "assessments",
    // Its report or attestation: "il rapporto SOC 2", "l'attestazione".
    "rapporto",
    "rapporti",
    "attestazione",
    "attestazioni",
  ],
  possessives: "nostro|nostra|nostri|nostre".split("|"),
  joins: ["e", "o"],
  // A framework or service declined, deferred or handled: "invece di un pentest", "il SOC 2 può aspettare", "... ma quello è già coperto".
  declinedBefore:
    "non cerchiamo|non dobbiamo ancora|non serve ancora|invece di|invece del|anziché|piuttosto che|non il|non la|non un|non una|invece della|invece dello|piuttosto che un|non ci serve|non ci servono|non mi serve|non abbiamo bisogno di|non abbiamo bisogno del|non abbiamo bisogno della|non ci interessa|non vogliamo|non cerco|non siamo interessati a|non abbiamo ancora bisogno di|non abbiamo ancora bisogno del|non abbiamo ancora bisogno della|non abbiamo più bisogno di|non serve un|non serve una|non servono|nessun bisogno di|senza bisogno di|non prevediamo|non è previsto".split(
      "|",
    ),
  declinedAfter:
    "non è necessario|non è necessaria|può aspettare|verrà dopo|verrà più avanti|sarà più avanti|è già coperto|è già coperta|è coperto|non fa per noi|ce l'abbiamo già|l'abbiamo già|lo abbiamo già|già ce l'abbiamo|ce l'abbiamo|è già stato scelto|è già stata scelta|è già stato incaricato|per ora non serve|per ora non ci serve|non serve|non serve ancora|non ci serve|non ci serve ancora|per ora no|per il momento no|non ora|non adesso|lo faremo più avanti|lo faremo dopo|la faremo più avanti|la faremo dopo|in un secondo momento|in una fase successiva|è già fatto|è già stato fatto|è già stata fatta|è concluso|è già concluso|è terminato|è già terminato|non è prioritario".split(
      "|",
    ),
  // A service the writer has or has had done: "abbiamo già un consulente", "abbiamo finito con il
  // consulente". No service asked for.
  doneBefore:
    "abbiamo già|abbiamo già un|abbiamo già una|lavoriamo già con|lavoriamo già con un|collaboriamo già con|abbiamo già incaricato|abbiamo già ingaggiato|abbiamo già scelto|abbiamo già trovato|abbiamo finito con|abbiamo terminato con|abbiamo concluso con|abbiamo già fatto|abbiamo già svolto|abbiamo già completato|abbiamo già effettuato".split(
      "|",
    ),
  declinedLater:
    "questo è già coperto|quello è già coperto|questo può aspettare|quello verrà dopo|questo non fa per noi|quello non fa per noi|questo ce l'abbiamo già|quello ce l'abbiamo già|questo lo faremo più avanti|quello lo faremo più avanti|questo non serve|quello non serve|questo è già fatto".split(
      "|",
    ),
  // None of a service: "nessun pentest", "senza consulenti".
  lackedBefore: ["nessun", "nessuna", "niente", "senza"],
  // A moment of the writer's timeline: "prima dell'audit", "prepararci alla certificazione".
  landmarksBefore:
    "prima del|prima della|prima dell|in vista del|in vista della|prepararci alla|prepararci all|preparazione alla|preparazione all".split(
      "|",
    ),
  // A tool like a product: "uno strumento come Vanta", "Vanta o Drata".
  productAsks:
    "come|simile a|alternativa a|alternative a|italiane a|locali a|invece di|al posto di".split(
      "|",
    ),
  productComparisons: ["o"],
  // A framework the writer holds already: "abbiamo già la ISO 27001", "la nostra ISO 27001 esistente".
  heldBefore:
    "abbiamo già|ho già|siamo già|abbiamo ottenuto|abbiamo conseguito|abbiamo superato|già ottenuto|possediamo|possediamo già|disponiamo di|disponiamo già di|siamo certificati|siamo già certificati|siamo certificate|già certificati|la nostra attuale|il nostro attuale".split(
      "|",
    ),
  heldAfter:
    "esistente|vigente|in essere|già in essere|già ottenuto|già ottenuta|già attivo|già attiva|già implementato|già implementata|l'abbiamo già|ce l'abbiamo già|ce l'abbiamo|lo abbiamo già|la abbiamo già|già certificati|certificati dal|certificati da|già in place".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "accompagnarci|ci accompagni|prepararci|ci prepari|guidarci|adeguarci|adeguarsi|adeguamento|mettere in piedi|scriva|scrivere le|redigere|aiutarci a compilare|aiutare a compilare".split(
        "|",
      ),
  },
  // Streets named after places: "Rue de Londres", "Calle de Alcalá".
  eponymBefore: "viale|piazza|corso".split("|"),
  spokenLanguageSuffixes: ["fono*"],
  catalogLanguages: {
    English: ["inglese"],
    German: ["tedesco"],
    French: ["francese"],
    Spanish: ["spagnolo"],
    Dutch: ["olandese"],
    Italian: ["italiano"],
    Portuguese: ["portoghese"],
    Swedish: ["svedese"],
  },
  sizes: {
    smb: ["pmi", "piccola impresa", "piccole imprese", "piccola azienda", "piccole aziende"],
    "mid-market": ["media impresa", "medie imprese", "media azienda", "medie aziende"],
    enterprise: ["grande impresa", "grandi imprese", "grande azienda", "grandi aziende"],
  },
  headcountWords: ["dipendenti", "persone", "addetti"],
  industries: {
    Fintech: ["pagament*", "banca", "banche", "bancari*"],
    Healthcare: ["sanità", "sanitari*", "ospedal*"],
    "Public sector": ["pubblica amministrazione", "settore pubblico"],
    Energy: ["energia*"],
    Insurance: ["assicura*"],
    "AI/ML": ["ia", "intelligenza artificiale"],
  },
  topicWords: [
    "sicurezza*",
    "conformità",
    "rischi*",
    "fornitor*",
    "consulen*",
    "protezione dei dati",
  ],
  vendorFocus: ["dimmi di più su", "parlami di", "più informazioni su", "chi è"],
  // Words of a request: "demande de devis" is no misspelt Nevis, "grazie" no Georgia.
  // Common words near a place's or a phrasing's name, never read as its misspelling.
  commonWords: ["rapporto", "rapporti", "posto", "posti"],
  // "e" (and): a service after it is no part of a framework held before it.
  filler: ["grazie", "preventivo", "cerchiamo", "con", "per", "senza", "su", "tra", "fra", "e"],
  // "l" of "l'attestazione", elided before a vowel.
  articles: ["il", "lo", "gli", "la", "le", "l", "un", "una", "uno"],
  followUps: ["anche", "tra questi", "fra questi", "di questi"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting":
      "aiuto con|aiuto per|aiuto su|aiuto con la|aiuto per la|aiutarci con|supporto per|supporto su|supporto con|supporto per la|assistenza per"
        .split("|")
        .map((verb) => `${verb} *`),
  },
  certificationWords: "certificazione|certificazioni".split("|"),
  workWords:
    "consulenza|consulente|consulenti|società di consulenza|audit|revisione|presenza|copr*".split(
      "|",
    ),
  // A standard is what a service works to: "la norme ISO 27001" (never a misspelt place).
  serviceObjects: "norma|norme".split("|"),
  terms: {
    // The ISMS as Italian names it: "sistema di gestione della sicurezza delle informazioni".
    frameworks: { "iso-27001": ["sgsi"] },
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
        "ente certificatore",
        "enti certificatori",
        "organismo certificatore",
        "audit di certificazione",
        "verifica di certificazione",
        "ente di certificazione",
        "enti di certificazione",
        "organismo di certificazione",
        "certificarci",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "valutazione tisax",
        "valutazione hitrust",
        "valutazione cmmc",
        "revisore",
        "revisori",
        "societa di revisione",
        "revisione",
      ],
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
        "automatizzare",
        "automazione",
        "strumento grc",
        "strumento di compliance",
      ],
      "implementation-consulting": [
        "consulenza",
        "consulente",
        "consulenti",
        "societa di consulenza",
        "implementazione",
        // Help to become compliant: "diventare conformi a DORA".
        "diventare conformi",
        "dobbiamo essere conformi",
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
