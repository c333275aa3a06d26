import { stemmer } from "@orama/stemmers/french";
import { defineLexicon } from "./lexicon-schema.ts";

/** How French names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "fr",
  name: "French",
  script: "Latin",
  stem: stemmer,
  // "certifiés" (certified) stems as "certificateur" does: a certified company is no certifier.
  stemExceptions: { keep: ["certifié", "certifiés", "certifiée", "certifiées"] },
  countries: ["FR", "BE", "CH", "LU", "CA", "MC"],
  // The adjective of a city's people and firms: "une PME toulousaine", "une boîte genevoise".
  placeEndings: [
    ["aine", "e"],
    ["ain", "e"],
    ["oise", "e"],
    ["ois", "e"],
    ["oise", ""],
    ["ois", ""],
    ["ienne", ""],
    ["ien", ""],
    ["aise", "e"],
    ["ais", "e"],
    ["naise", ""],
    ["nais", ""],
  ],
  // "ce" (this) is Cyber Essentials only in capitals: "pour ce projet".
  codesOnlyInCapitals: ["de", "est", "au", "il", "sa", "bel", "ce"],
  placeIntroducers: ["au", "aux", "en", "pres", "dans", "de", "du", "des"],
  placeIntroducersAsWritten: ["à", "À"],
  // A letter's closing words: the few words after them are the writer's signature.
  closings: [
    "cordialement",
    "bien cordialement",
    "merci",
    "merci d'avance",
    "merci beaucoup",
    "bien à vous",
    "salutations",
  ],
  // A past vendor: "der bisherige Anbieter kam aus Dänemark".
  encounterWords: [
    "l'ancien",
    "notre ancien",
    "le précédent",
    "notre précédent",
    "l'ancienne",
    "notre ancienne",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["mais", "cependant", "pourtant", "toutefois"],
  negations: ["pas", "sauf"],
  languageNames: [
    ..."francais|anglais|allemand|espagnol|italien|portugais|neerlandais|chinois|japonais|coreen|arabe|russe|polonais|suedois|grec|turc".split(
      "|",
    ),
  ],
  spokenLanguageBefore: [
    "en",
    "parle",
    "parlant",
    "parlez",
    "parlent",
    "parlons",
    "parles",
    "parler",
  ],
  ownPlaceBefore:
    "nous sommes|je suis|basés|basée|basé|basées|implantés|implantée|notre siège|siège|nos bureaux|notre bureau|notre équipe|filiale|bureaux|bureau|sites|on est|nous venons de|je viens de|situés|située|situé|situées|localisés|localisée|installés|installée|implanté|implantées|domiciliés|domiciliée|notre société|notre société est|notre entreprise|notre entreprise est|notre startup|notre cabinet".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "doit être situé|doit être située|doit être basé|doit être basée|doit être implanté|doit être implantée|doivent être situés|doivent être basés|devrait être situé|devrait être basé|doit être|doivent être|devrait être|idéalement|de préférence|disponible|disponibles|situé|située|situés|implanté|implantée|implantés|présent|présente|présents|avec un bureau|avec des bureaux".split(
      "|",
    ),
  askers:
    "consultant*|cabinet*|prestataire*|partenaire*|auditeur*|audit|certif*|expert*|quelqu'un|aide|accompagnement|avocat*|organisme*|présence|couvr*|société|sociétés|entreprise|entreprises|spécialiste*|fournisseur*|conseil|conseiller*|intervenant*|pentesteur*|évaluateur*|préférence|idéalement|local|localement".split(
      "|",
    ),
  othersPlaceAfter:
    "clients|client|clientèle|maison mère|société mère|fournisseurs|investisseurs|marché|utilisateurs|distributeurs|serveurs|hébergeur|clientes|actionnaires|patients|marchés|acheteurs|revendeurs|usagers|abonnés|utilisatrices|groupe parent|centre de données|centres de données|fondateurs|propriétaires".split(
      "|",
    ),
  partyLinks:
    "sont|est|en|au|aux|à|de|du|des|la|le|les|surtout|principalement|majoritairement|basé|basés|basée|situé|situés|implanté|implantés|dans|toute|tout".split(
      "|",
    ),
  // A party before its people's word, as these languages write them: "clientes mexicanos".
  othersPlaceBefore: [
    ..."clients|fournisseurs|investisseurs|utilisateurs|marché|serveurs".split("|"),
    // Where the writer sells, who owns them, where systems are hosted: "nous vendons en Allemagne".
    ..."vendons en|vendons au|vendons aux|vendons à|vendre en|ventes en|exportons en|exportons au|expansion en|expansion au|nous développons en|lancement en|lancer en|filiale d'un|filiale d'une|filiale de|détenu par|détenue par|détenus par|appartient à|appartenant à|racheté par|rachetée par|rachetés par|hébergé en|hébergée en|hébergés en|hébergées en|hébergé au|hébergés au|hébergé chez|hébergement en|hébergement au|externalisé en|délocalisé en".split(
      "|",
    ),
  ],
  assessmentWords: [
    "évaluation",
    "évaluations",
    "assessment",
    "assessments",
    // Its report or attestation: "le rapport SOC 2", "une attestation".
    "rapport",
    "rapports",
    "attestation",
    "attestations",
  ],
  possessives: "notre|nos|mon".split("|"),
  joins: ["et", "ou"],
  // A framework or service declined, deferred or handled: "pas besoin de pentest", "le SOC 2 peut attendre", "... mais c'est déjà géré".
  declinedBefore:
    "pas besoin de|pas besoin d|pas le|pas la|pas un|pas une|au lieu de|au lieu d|au lieu du|plutôt que|plutôt qu|ne cherchons pas|ne cherche pas|pas à la recherche d|pas à la recherche de|ne voulons pas|ne veux pas|pas intéressés par|pas intéressé par|pas intéressée par|inutile de|inutile d|pas encore besoin d|pas encore besoin de|plus besoin d|plus besoin de|aucun besoin d|aucun besoin de|nul besoin d|nul besoin de|ne cherchons plus|ne recherchons pas|ne souhaitons pas|ne prévoyons pas|ne prévoyons pas de|ne prévoyons pas d".split(
      "|",
    ),
  declinedAfter:
    "pas nécessaire|n'est pas nécessaire|pas requis|n'est pas requis|peut attendre|viendra après|est déjà géré|est géré|est couvert|est déjà couvert|pas pour nous|n'est pas pour nous|viendra plus tard|viendra ensuite|sera pour plus tard|attendra|pourra attendre|pas pour l'instant|pas maintenant|pas encore nécessaire|n'est pas encore nécessaire|n'est pas encore requis|n'est pas prioritaire|pas prioritaire|n'est pas utile|pas utile|inutile pour l'instant|est déjà fait|déjà fait|est terminé|est déjà terminé|est réglé|est déjà réglé|est déjà choisi|est déjà trouvé|on en a déjà un|on en a déjà une|nous en avons déjà un|nous en avons déjà une|on l'a déjà|nous l'avons déjà|on verra plus tard|ce sera plus tard".split(
      "|",
    ),
  // A service the writer has or has had done: "nous avons déjà un consultant", "nous travaillons déjà avec
  // un cabinet". No service asked for.
  doneBefore:
    "avons déjà|avons déjà un|avons déjà une|a déjà un|a déjà une|travaillons déjà avec|travaille déjà avec|avons déjà recruté|avons déjà retenu|avons déjà choisi|avons déjà sélectionné|avons terminé avec|avons fini avec|en avons fini avec|a fini avec|a terminé avec|avons déjà fait|avons déjà effectué|a déjà fait".split(
      "|",
    ),
  declinedLater:
    "c'est géré|c'est déjà géré|c'est réglé|c'est couvert|ça peut attendre|cela peut attendre|ce n'est pas pour nous|ça viendra après|c'est déjà fait|ça attendra|cela attendra|ce sera pour plus tard|on l'a déjà|nous l'avons déjà|on verra plus tard|on en a déjà un".split(
      "|",
    ),
  // A framework the writer holds already: "nous avons déjà l'ISO 27001", "notre SOC 2 existant".
  heldBefore:
    "avons déjà|on a déjà|ai déjà|sommes déjà|avons obtenu|on a obtenu|avons réussi|avons passé|avons décroché|détenons|détenons déjà|possédons|possédons déjà|disposons de|disposons déjà de|sommes certifiés|sommes certifiées|sommes déjà certifiés|est certifiée|est déjà certifiée|notre actuel|notre actuelle".split(
      "|",
    ),
  heldAfter:
    "existant|existante|existants|actuel|actuelle|déjà obtenu|déjà obtenue|obtenu en|obtenue en|déjà en place|est en place|est déjà en place|déjà acquis|déjà acquise|certifiés depuis|certifié depuis|certifiée depuis".split(
      "|",
    ),
  // Help towards a framework named anywhere in the text: implementation consulting.
  frameworkHelp: {
    "implementation-consulting":
      "nous accompagner|nous accompagne|nous préparer|nous guider|nous aider à remplir|aider à remplir|nous aider à compléter".split(
        "|",
      ),
  },
  // Streets named after places: "Rue de Londres", "Calle de Alcalá".
  eponymBefore: "rue de|rue du|rue des|place de".split("|"),
  spokenLanguageSuffixes: ["phone*"],
  catalogLanguages: {
    English: ["anglais", "anglo"],
    // "germano", "franco", "hispano", "luso" as in "germanophone" ("phone*" above).
    German: ["allemand", "germano"],
    French: ["français", "franco"],
    Spanish: ["espagnol", "hispano"],
    Dutch: ["néerlandais"],
    Italian: ["italien"],
    Portuguese: ["portugais", "luso"],
    Swedish: ["suédois"],
    Danish: ["danois"],
    Norwegian: ["norvégien"],
    Finnish: ["finnois"],
    Polish: ["polonais"],
    Czech: ["tchèque"],
    Japanese: ["japonais"],
    Korean: ["coréen"],
    Chinese: ["chinois"],
    Arabic: ["arabe"],
    Hebrew: ["hébreu"],
  },
  sizes: {
    startup: ["jeune* pousse*"],
    smb: ["pme", "pmes", "petite* entreprise*", "petite* et moyennes entreprise*"],
    "mid-market": ["eti", "etis", "taille intermédiaire*", "moyenne* entreprise*"],
    enterprise: ["grande* entreprise*"],
  },
  headcountWords: ["employés", "salariés", "collaborateurs", "personnes"],
  industries: {
    Fintech: ["paiement*", "banque*"],
    Healthcare: ["santé", "hôpita*", "clinique*", "médic*"],
    "Public sector": ["secteur public", "collectivit*", "administration publique"],
    "E-commerce": ["commerce en ligne"],
    Manufacturing: ["usine*", "industriel*"],
    Telecommunications: ["télécom*"],
    Energy: ["énergie*"],
    Insurance: ["assuran*"],
    "AI/ML": ["ia", "intelligence artificielle"],
    Education: ["école", "écoles", "enseignement*", "éducation*", "universit*"],
    Gaming: ["jeux"],
    Automotive: ["automobil*"],
    Biotech: ["biotech*", "pharma*"],
    Legal: ["avocat", "avocats"],
  },
  topicWords: [
    ..."conformit*|sécurit*|cyber*|confidentialit*|rgpd*|risque*|audit*|certif*|présence|couvr*".split(
      "|",
    ),
    ..."fournisseur*|prestataire*|conseil*|consult*|expert*|spécialiste*|politique*".split("|"),
    ..."régulier*|recommand*".split("|"),
    "protection des données",
  ],
  vendorFocus: [
    ...["dis", "parle", "parlez"].flatMap((tell) =>
      ["de", "sur", "plus de"].map((about) => `${tell}-moi ${about}`),
    ),
    "plus sur",
    "plus d'information sur",
    "plus d'informations sur",
    "en savoir plus sur",
    "qui est",
  ],
  // Words of a request: "demande de devis" is no misspelt Nevis, "grazie" no Georgia.
  filler: ["devis", "merci", "besoin", "svp", "avec", "pour", "sans", "sur", "entre", "chez"],
  // "l" of "l'évaluation", elided before a vowel.
  articles: ["le", "la", "les", "l", "un", "une", "des"],
  followUps: ["parmi", "ceux", "celles", "aussi", "également"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting":
      "aide pour|aide sur|aide avec|aider avec|nous aider avec|nous aider sur|accompagnement sur|accompagnement pour"
        .split("|")
        .map((verb) => `${verb} *`),
  },
  certificationWords: "certificat|certificats".split("|"),
  workWords: "conseil|consultant|consultants|cabinet de conseil|audit|audits".split("|"),
  // A standard is what a service works to: "la norme ISO 27001" (never a misspelt place).
  serviceObjects: "norme|normes|référentiel|référentiels".split("|"),
  terms: {
    regions: {
      eu: ["europeen"],
      nordics: ["scandinavie"],
      us: ["etats unis"],
      uk: ["royaume uni"],
      de: ["allemagne"],
      fr: ["francais", "francaise"],
      es: ["espagne"],
      it: ["italie"],
      at: ["autriche"],
      nl: ["pays bas"],
      ie: ["irlande"],
      se: ["suede"],
      dk: ["danemark"],
      no: ["norvege"],
    },
    serviceTypes: {
      "certification-body": [
        "organisme certificateur",
        "organismes certificateurs",
        "certificateur",
        "certificateurs",
        "audit de certification",
        "audits de certification",
        "organisme de certification",
        "organismes de certification",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "évaluation tisax",
        "évaluation hitrust",
        "évaluation cmmc",
        "auditeur",
        "auditeurs",
        "cabinet d audit",
        "commissaire aux comptes",
      ],
      "readiness-assessment": [
        "pre audit",
        "preparation a l audit",
        "preparation a la certification",
      ],
      "gap-analysis": ["analyse d ecart", "analyse des ecarts", "analyse d ecarts"],
      vciso: [
        "rssi a temps partiel",
        "rssi en temps partiel",
        "rssi externalise",
        "rssi a temps partage",
        "rssi externe",
        "rssi virtuel",
        "rssi as a service",
      ],
      "penetration-testing": [
        "test d intrusion",
        "tests d intrusion",
        "test de penetration",
        "tests de penetration",
      ],
      "compliance-automation": [
        "logiciel de conformite",
        "plateforme de conformite",
        "automatisation de la conformite",
      ],
      "implementation-consulting": [
        "mettre en place",
        "mise en place",
        "conseil",
        "consultant",
        "consultants",
        "cabinet de conseil",
        "accompagnement",
        "mise en oeuvre",
      ],
      "internal-audit": ["audit interne", "audits internes", "auditeur interne"],
      "privacy-consulting": [
        "delegue a la protection des donnees",
        "dpo externe",
        "analyse d impact relative a la protection des donnees",
        "aipd",
      ],
      "security-awareness-training": [
        "sensibilisation",
        "formation",
        "formation a la cybersecurite",
        "simulation de phishing",
      ],
      "managed-security": [
        "soc manage",
        "soc externalise",
        "services de securite geres",
        "prestataire de securite manage",
      ],
      "risk-assessment": [
        "analyse de risques",
        "analyse des risques",
        "evaluation des risques",
        "gestion des risques",
      ],
      "legal-advisory": ["avocat", "avocats", "cabinet d avocats", "conseil juridique"],
    },
  },
});
