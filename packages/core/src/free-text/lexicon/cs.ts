import { defineLexicon } from "./lexicon-schema.ts";

/** How Czech names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "cs",
  name: "Czech",
  script: "Latin",
  countries: ["CZ"],
  // Locative, genitive and accusative of place names, the longer endings first: v Česku, z
  // Německa, na Slovensku, ze Švýcarska, ve Francii, v Itálii, v Praze, z Prahy, pro Prahu, v
  // Brně, z Brna, v Plzni, z Plzně, ve Vídni, z Vídně, v Liberci, z Liberce, v Olomouci, v
  // Paříži, v Budapešti, v Ostravě, z Bratislavy, na Ukrajině, z Ukrajiny, v Kanadě, v Berlíně,
  // z Berlína, v Londýně, z Londýna, v Mnichově, z Mnichova, v Drážďanech, v Košicích, v
  // Amsterdamu. Accents are folded, so "-ě" is "-e" and "-ní" "-ni": each ending keeps the
  // letter before it ("cenově" is no Genoa, "ve stádiu" no Helsinki, Polish "ludzi" no Łódź).
  placeEndings: [
    ["sku", "sko"],
    ["cku", "cko"],
    ["ska", "sko"],
    ["cka", "cko"],
    ["icích", "ice"],
    ["anech", "any"],
    ["ově", "ov"],
    ["ova", "ov"],
    ["ii", "ie"],
    ["aze", "aha"],
    ["ahy", "aha"],
    ["ahu", "aha"],
    ["ně", "no"],
    ["na", "no"],
    ["íně", "ín"],
    ["ína", "ín"],
    ["ýně", "ýn"],
    ["ýna", "ýn"],
    ["zni", "zeň"],
    ["zně", "zeň"],
    ["dni", "deň"],
    ["dně", "deň"],
    ["dani", "daň"],
    ["ci", "ec"],
    ["ce", "ec"],
    ["ci", "c"],
    ["íži", "íž"],
    ["ti", "ť"],
    ["avě", "ava"],
    ["avy", "ava"],
    ["ině", "ina"],
    ["iny", "ina"],
    ["adě", "ada"],
    ["ady", "ada"],
    ["mu", "m"],
    ["du", "d"],
    ["lu", "l"],
    ["ku", "k"],
    ["hu", "h"],
    ["ru", "r"],
    ["tu", "t"],
    ["su", "s"],
  ],
  codesOnlyInCapitals: ["a", "v", "z", "do", "na", "to", "po", "se"],
  filler: [
    "prosím",
    "hledám",
    "hledáme",
    "potřebuji",
    "potřebujeme",
    "firma",
    "firmu",
    "nějakou",
    "nějaký",
    "pro",
    "nás",
    "nám",
  ],
  // "Něco jako Vanta" (something like Vanta) is no Nassau.
  otherMeanings: ["něco"],
  // "Už máme certifikáty" (we already have the certificates) is no misspelt "certifikace".
  commonWords: ["certifikáty", "kanceláří", "kanceláře"],
  placeIntroducers: [
    "v",
    "ve",
    "z",
    "ze",
    "u",
    "blízko",
    "poblíž",
    "okolí",
    "v okolí",
    "se sídlem v",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["ale", "však", "nýbrž"],
  negations: ["ne", "mimo", "kromě", "bez", "nikoli"],
  negationGaps: ["v", "z", "ve", "ze"],
  personBefore: [
    "jmenuji se",
    "jmenuju se",
    "jsem",
    "ahoj",
    "dobrý den",
    "můj kolega",
    "moje kolegyně",
    "tady",
  ],
  personRoleBefore: [
    "CEO",
    "CFO",
    "CTO",
    "CISO",
    "ředitel",
    "ředitelka",
    "jednatel",
    "vedoucí",
    "pan",
    "paní",
  ],
  personAfter: ["z oddělení", "říká", "doporučuje", "tvrdí"],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "zákazník|zákazníka|investor|klient|zákazníci|zákazníků|klienti|klientů|mateřská společnost|mateřské společnosti|investoři|dodavatelé|trh|servery|uživatelé|zákazníky|zákazníkům|zákaznících|klienty|klientům|mateřskou společností|mateřská firma|mateřské firmy|akcionáři|vlastníci|majitelé|pacienti|trhy|trhu|odběratelé|investorů|datové centrum|datová centra|uživatelů|subdodavatelé|dodavatelů|zakladatelé".split(
      "|",
    ),
  partyLinks: "jsou|je|hlavně|převážně|většinou|především|z|ze|v|ve|na|sídlí".split("|"),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "musí být|musejí být|má být|mají být|měl by být|měla by být|by měl být|by měla být|musí|měl by|měla by|musí sídlit|sídlící|působící|dostupný|dostupná|dostupní|usazený|usazená|musí mít sídlo|musí mít kancelář|musí mít pobočku|se sídlem|s kanceláří|s pobočkou|se musí nacházet|musí se nacházet|nacházející se".split(
      "|",
    ),
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  askers:
    "konzultant*|auditor*|dodavatel*|expert*|specialist*|někdo|někoho|pomoc|právník*|advokát*|nejlépe|ideálně|preferujeme|certifikační|firma|firmu|firmy|firmě|společnost|společnosti|poradce|poradc*|poradensk*|partner|partnera|partnery|pentester*|hodnotitel*|posuzovatel*|místní|lokální".split(
      "|",
    ),
  languageNames: [
    "německy",
    "anglicky",
    "česky",
    "francouzsky",
    "španělsky",
    "němčina",
    "angličtina",
    "čeština",
    "němčinu",
    "angličtinu",
    "češtinu",
  ],
  spokenLanguageBefore: ["v", "mluvící", "mluví", "hovořící", "mluvit"],
  joins: ["a", "nebo", "či"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting": [
      ..."pomoc s|pomoc se|podpora s|podpora při|splnit požadavky|splnění požadavků"
        .split("|")
        .map((verb) => `${verb} *`),
      // Putting a framework in place, writing its documents: "pomůže zavést ISO 27001".
      ..."zavést|zavádět|implementovat|napsat|napíše|sepsat|vypracovat|vypracování".split("|"),
    ],
  },
  // "pomozte nám připravit se na hodnocení TISAX": help towards a framework named.
  frameworkHelp: {
    "implementation-consulting":
      "připravit se|připravit na|připravit nás|připraví nás|příprava na|přípravu na|přípravě na".split(
        "|",
      ),
  },
  // The assessment or audit prepared for is a moment of the writer's timeline.
  landmarksBefore: ["se na", "nás na", "připravit na", "před"],
  productAsks:
    "jako|typu|podobný|alternativa k|alternativu k|alternativy k|místo|zvažujeme|porovnáváme".split(
      "|",
    ),
  productComparisons: ["nebo", "či", "vs"],
  lackedBefore: ["nemáme rozpočet na", "bez"],
  // "pentest není potřeba", "audit přijde později", "certifikační orgán vybírat nemusíme".
  declinedAfter:
    "není potřeba|není potřebný|není nutný|není nutné|nemusíme|přijde později|může počkat|počká|až později|až potom|je až".split(
      "|",
    ),
  // An assessment of a framework assessed by accredited auditors (TISAX, HITRUST, CMMC), or its report.
  assessmentWords:
    "hodnocení|posouzení|posuzování|assessment|assessmentu|zpráva|zprávu|zprávy|zprávě|report|reportu|atestace|atestaci".split(
      "|",
    ),
  // A framework the writer holds already: "už máme ISO 27001", "ISO 27001 už máme".
  heldBefore:
    "máme|již|už máme|již máme|máme už|máme již|vlastníme|disponujeme|získali jsme|jsme získali|prošli jsme|jsme certifikováni|jsme certifikovaní|jsme už certifikováni|jsme již certifikováni|stávající|stávajícího|existující|existujícího".split(
      "|",
    ),
  heldAfter:
    "už máme|již máme|máme už|máme již|už je|již je|je zavedena|je zavedený|je zavedené|už zavedená|už zavedený|máme od|už od|již od|máme zavedenou|máme zavedený|máme zavedené".split(
      "|",
    ),
  // A framework or service declined: "nepotřebujeme konzultanta", "místo auditu".
  declinedBefore:
    "nepotřebujeme|nepotřebuji|nepotřebuju|nehledáme|nehledám|nechceme|nemáme zájem o|nezajímá nás|namísto|místo|spíše než".split(
      "|",
    ),
  // Another party's place: a market, a sale, an owner, where systems are hosted.
  othersPlaceBefore:
    "prodáváme do|prodáváme v|prodáváme ve|exportujeme do|expanze do|expandujeme do|rozšiřujeme se do|vstupujeme na|dceřiná společnost|dceřinou společností|dceřiná firma|patříme pod|patříme do|vlastněná|vlastněný|koupila nás|hostováno v|hostované v|hostovaná v|hostujeme v|hosting v|outsourcujeme do".split(
      "|",
    ),
  // Where the writer is: "jsme firma z Brna", "naše kancelář je v Praze".
  ownPlaceBefore:
    "jsme|jsem z|jsme z|naše firma|naše společnost|naše kancelář|naše kanceláře|sídlo|sídlíme|se sídlem|máme sídlo|náš tým|pobočka|naše pobočka|pocházíme z|působíme v|působíme ve|nacházíme se|máme kancelář|naše centrála|centrála".split(
      "|",
    ),
  certificationWords: "certifikace|certifikaci|certifikát|certifikátu|certifikáty".split("|"),
  workWords:
    "hodnocení|posouzení|poradenství|poradce|poradci|poradců|konzultant|konzultanti|konzultantů|poradenská firma|audit|auditu|audity".split(
      "|",
    ),
  // A standard is what a service works to: "la norme ISO 27001" (never a misspelt place).
  serviceObjects: "norma|normy|normu|normou|politiky|směrnice|dokumentaci|dokumentace".split("|"),
  terms: {
    regions: {
      global: [
        "globální",
        "mezinárodní",
        "celosvětový",
        "celosvětová",
        "celosvětově",
        "po celém světě",
      ],
      eu: [
        "Evropa",
        "Evropy",
        "Evropě",
        "evropský",
        "evropská",
        "evropské",
        "evropských",
        "Evropská unie",
        "Evropské unie",
        "EU",
        "slovenský",
        "slovenská",
        "slovenské",
        "slovenských",
      ],
      apac: ["Asie a Tichomoří", "Asie", "Asii"],
      mena: [
        "Blízký východ",
        "Blízkého východu",
        "Blízkém východě",
        "Perský záliv",
        "Perského zálivu",
      ],
      nordics: [
        "Skandinávie",
        "Skandinávii",
        "skandinávský",
        "skandinávská",
        "severské země",
        "severských zemích",
      ],
      latam: ["Latinská Amerika", "Latinské Ameriky", "Latinské Americe"],
      "north-america": ["Severní Amerika", "Severní Ameriky", "Severní Americe"],
      dach: ["německy mluvící země", "německy mluvících zemích", "DACH"],
      cz: ["český", "česká", "české", "českých", "českého", "české firmy"],
      de: ["německý", "německá", "německé", "německých"],
      fr: ["francouzský", "francouzská", "francouzské", "francouzských"],
      uk: ["britský", "britská", "britské", "britských"],
      us: ["americký", "americká", "americké", "amerických"],
      pl: ["polský", "polská", "polské", "polských"],
      at: ["rakouský", "rakouská", "rakouské"],
      es: ["španělský", "španělská", "španělské"],
      it: ["italský", "italská", "italské"],
      nl: ["nizozemský", "nizozemská", "nizozemské", "holandský"],
      jp: ["japonský", "japonská", "japonské"],
    },
    serviceTypes: {
      "certification-body": [
        "certifikační orgán",
        "certifikačního orgánu",
        "certifikační orgány",
        "certifikační společnost",
        "certifikace",
        "certifikaci",
        "certifikovat",
        "certifikuje",
      ],
      audit: [
        "audit",
        "auditu",
        "audity",
        "auditor",
        "auditora",
        "auditoři",
        "auditorů",
        "auditorská firma",
      ],
      "readiness-assessment": [
        "posouzení připravenosti",
        "hodnocení připravenosti",
        "předaudit",
        "předauditu",
      ],
      "gap-analysis": [
        "gap analýza",
        "gap analýzu",
        "analýza mezer",
        "analýzu mezer",
        "analýza nedostatků",
        "analýza shody",
      ],
      vciso: [
        "virtuální CISO",
        "externí CISO",
        "CISO jako služba",
        "manažer kybernetické bezpečnosti",
        "manažera kybernetické bezpečnosti",
      ],
      "penetration-testing": [
        "penetrační test",
        "penetrační testy",
        "penetračních testů",
        "penetračního testu",
        "pentest",
        "pentesty",
        "pentestů",
      ],
      "compliance-automation": [
        "automatizace compliance",
        "automatizace shody",
        "GRC software",
        "compliance platforma",
        "compliance nástroj",
        ..."automatizace|automatizaci|automatizovat|GRC platforma|GRC platformu|GRC nástroj".split(
          "|",
        ),
      ],
      "implementation-consulting": [
        "poradenství",
        "poradce",
        "poradci",
        "poradců",
        "konzultant",
        "konzultanti",
        "konzultantů",
        "implementace",
        "zavedení",
        "poradenská firma",
        // Help to become compliant: "pomoc s dosažením souladu s DORA".
        ..."dosažení souladu|dosažením souladu|dosáhnout souladu|zajištění souladu|zajistit soulad".split(
          "|",
        ),
      ],
      "internal-audit": [
        "interní audit",
        "interního auditu",
        "interní audity",
        "interní auditor",
        "interního auditora",
        "interní auditoři",
      ],
      "privacy-consulting": [
        "ochrana osobních údajů",
        "ochrany osobních údajů",
        "GDPR poradenství",
        "pověřenec pro ochranu osobních údajů",
        "pověřence",
        "DPO",
      ],
      "security-awareness-training": [
        "školení",
        "školení bezpečnosti",
        "bezpečnostní školení",
        "školení zaměstnanců",
        "kurz",
        "kurzy",
        "phishingová simulace",
      ],
      "managed-security": [
        "řízená bezpečnost",
        "řízené bezpečnostní služby",
        "SOC jako služba",
        "bezpečnostní monitoring",
        "dohled bezpečnosti",
      ],
      "risk-assessment": [
        "analýza rizik",
        "analýzu rizik",
        "analýzy rizik",
        "hodnocení rizik",
        "posouzení rizik",
        "řízení rizik",
      ],
      "legal-advisory": [
        "právník",
        "právníka",
        "právníci",
        "právníků",
        "advokát",
        "advokáta",
        "advokátní kancelář",
        "advokátní kanceláře",
        "právní poradenství",
        "právní služby",
      ],
    },
  },
});
