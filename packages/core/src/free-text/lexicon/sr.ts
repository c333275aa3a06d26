import { defineLexicon } from "./lexicon-schema.ts";

/**
 * How Serbian names places, people, languages and the taxonomy's tags. Serbian is written in
 * Cyrillic and in Latin letters alike: each phrase is given in both scripts (a lexicon has one
 * `script`, which only says where the place table reads its places' names; the phrases
 * themselves are compared as written, in any script). Its Latin forms are the ekavian ones
 * ("savetovanje", "procena rizika"); Croatian's lexicon reads the ijekavian ones. It is read
 * without its Snowball stemmer (the reader stems a Cyrillic word in Ukrainian only), so the
 * cases a buyer types are listed. An audit of a management system is also a "провера"
 * ("provera") and its auditor a "проверивач"; "ревизија" and "ревизор" are the financial and
 * IT auditor's words, which buyers use for both.
 */
export default /* @__PURE__ */ defineLexicon({
  language: "sr",
  name: "Serbian",
  script: "Cyrillic",
  countries: ["RS", "BA", "ME"],
  // Locative and genitive of place names: у Београду, у Нишу, у Крагујевцу, у Суботици, у
  // Србији, у Немачкој; из Београда, из Крагујевца, из Србије, из Подгорице; and the same in
  // Latin letters (u Beogradu, iz Niša).
  placeEndings: [
    ["у", ""],
    ["у", "о"],
    ["цу", "ац"],
    ["ци", "ца"],
    ["ој", "а"],
    ["и", "а"],
    ["а", ""],
    ["а", "о"],
    ["ца", "ац"],
    ["е", "а"],
    ["u", ""],
    ["u", "o"],
    ["cu", "ac"],
    ["ci", "ca"],
    ["oj", "a"],
    ["i", "a"],
    ["a", ""],
    ["a", "o"],
    ["ca", "ac"],
    ["e", "a"],
  ],
  // Prepositions: "za" (for), "sa" (with), "se" (itself), South Africa, Saudi Arabia and Sweden in capitals.
  codesOnlyInCapitals: ["u", "iz", "na", "za", "sa", "se"],
  filler: [
    ...["молим", "тражим", "тражимо", "треба", "треба нам", "потребан", "потребна", "потребно"],
    ...["фирма", "фирму", "компанију", "неког", "некога", "хвала", "нам"],
    // Not Latin "firma" (German, Polish, Turkish...) nor "nam" (Vietnamese "Việt Nam"): a word
    // other languages write shows Serbian, whose place endings are then tried.
    ...["molim", "tražim", "tražimo", "treba", "potreban", "potrebna", "potrebno"],
    ...["firmu", "kompaniju", "nekog", "nekoga", "hvala"],
  ],
  placeIntroducers: [
    ...["у", "из", "код", "близу", "поред", "у околини", "на подручју", "на територији"],
    ...["са седиштем у", "са канцеларијом у", "са канцеларијама у"],
    ...["u", "iz", "kod", "blizu", "pored", "u okolini", "na području", "na teritoriji"],
    ...["sa sedištem u", "sa kancelarijom u", "sa kancelarijama u"],
  ],
  // Not Latin "van" (outside), which Dutch and Afrikaans write for "of" and "from".
  negations: [
    ...["не", "осим", "изузев", "ван", "изван", "без", "али не"],
    ...["ne", "osim", "izuzev", "izvan", "bez", "ali ne"],
  ],
  negationGaps: [
    "у",
    "из",
    "фирму",
    "фирме",
    "компанију",
    "u",
    "iz",
    "firmu",
    "firme",
    "kompaniju",
  ],
  personBefore: [
    ...["зовем се", "ја сам", "здраво", "поздрав", "добар дан", "мој колега", "моја колегиница"],
    // Not Latin "ja sam" or "dobar dan": "ja" and "dan" are Danish, Dutch and Indonesian words.
    ...["zovem se", "zdravo", "pozdrav", "moj kolega", "moja koleginica"],
  ],
  personRoleBefore: [
    ...["директор", "генерални директор", "менаџер", "руководилац", "колега", "колегиница"],
    ...["direktor", "generalni direktor", "menadžer", "rukovodilac", "kolega", "koleginica"],
    ...["CEO", "CFO", "CTO", "CISO"],
  ],
  personAfter: [
    ...["из одељења", "из сектора", "каже", "препоручује", "сматра"],
    ...["iz odeljenja", "iz sektora", "kaže", "preporučuje", "smatra"],
  ],
  possessives: [
    ...["наш", "наша", "наши", "наше", "нашег", "мој", "моја"],
    ...["naš", "naša", "naši", "naše", "našeg", "moj", "moja"],
  ],
  partyVerbs: [
    ...["каже", "кажу", "тражи", "траже", "захтева", "захтевају", "препоручује", "хоће"],
    ...["kaže", "kažu", "traži", "traže", "zahteva", "zahtevaju", "preporučuje", "hoće"],
  ],
  othersPlaceBefore: [
    ...[
      "клијенти у",
      "клијенте у",
      "клијенти из",
      "излазак на тржиште",
      "ширење на",
      "продајемо у",
    ],
    ...[
      "klijenti u",
      "klijente u",
      "klijenti iz",
      "izlazak na tržište",
      "širenje na",
      "prodajemo u",
    ],
  ],
  othersPlaceAfter: [
    ...["клијенти", "клијенте", "матична компанија", "матична фирма", "тржиште", "дистрибутер"],
    ...["klijenti", "klijente", "matična kompanija", "tržište", "distributer"],
  ],
  partyLinks: [
    ...["су", "је", "у", "из", "углавном", "највише", "претежно"],
    // Not Latin "su" and "je" (Italian, Spanish, French).
    ...["u", "iz", "uglavnom", "najviše", "pretežno"],
  ],
  ownPlaceBefore: [
    ...["ми смо", "налазимо се", "седиште", "седиште нам је", "наша канцеларија", "наше седиште"],
    // Not Latin "mi smo", "sedište nam je" ("mi" is Italian, Spanish; "je" French).
    ...["nalazimo se", "sedište", "naša kancelarija", "naše sedište"],
  ],
  // Whom a buyer looks for, and "preferably": not "company" or "firm", which the writer's own is
  // as often ("ми смо фирма из Ниша").
  askers: [
    ...["консултант*", "саветник*", "ревизор*", "проверивач*", "адвокат*", "стручњак*"],
    ...["konsultant*", "savetnik*", "revizor*", "proverivač*", "advokat*", "stručnjak*"],
    ...["неко", "некога", "помоћ", "пожељно", "идеално"],
    ...["neko", "nekoga", "pomoć", "poželjno", "idealno"],
  ],
  languageNames: [
    ...["српски", "енглески", "немачки", "руски", "српском", "енглеском", "немачком", "руском"],
    ...["srpski", "engleski", "nemački", "ruski", "srpskom", "engleskom", "nemačkom", "ruskom"],
  ],
  spokenLanguageBefore: ["на", "говори", "говоре", "na", "govori", "govore"],
  joins: ["и", "или", "ili"],
  catalogLanguages: {
    Serbian: ["српски", "српском", "srpski", "srpskom"],
    English: ["енглески", "енглеском", "engleski", "engleskom"],
    German: ["немачки", "немачком", "nemački", "nemačkom"],
    Russian: ["руски", "руском", "ruski", "ruskom"],
    French: ["француски", "francuski"],
    Croatian: ["хрватски", "hrvatski"],
  },
  sizes: {
    startup: ["стартап*", "startup*", "старт-ап*", "start-up*"],
    smb: [
      ...["мсп", "мала и средња предузећа", "мал* предузећ*", "мал* фирм*", "мал* компаниј*"],
      // Not Latin "msp", which English buyers write for a managed service provider.
      ...["mala i srednja preduzeća", "mal* preduzeć*", "mal* firm*", "mal* kompanij*"],
    ],
    "mid-market": [
      "средњ* предузећ*",
      "средњ* компаниј*",
      "srednj* preduzeć*",
      "srednj* kompanij*",
    ],
    enterprise: [
      ...["велик* предузећ*", "велик* компаниј*", "корпорациј*"],
      ...["velik* preduzeć*", "velik* kompanij*", "korporacij*"],
    ],
  },
  headcountWords: ["запослен*", "људи", "радник*", "zaposlen*", "ljudi", "radnik*"],
  industries: {
    SaaS: ["софтвер*", "softver*"],
    Fintech: ["финтех*", "банк*", "плаћањ*", "fintech*", "bank*", "plaćanj*"],
    Healthcare: ["здравств*", "болниц*", "клиник*", "zdravstv*", "bolnic*", "klinik*"],
    "Public sector": ["државн*", "јавн* сектор*", "општин*", "državn*", "javn* sektor*", "opštin*"],
    "E-commerce": ["електронск* трговин*", "онлајн продавниц*", "elektronsk* trgovin*"],
    Manufacturing: ["производњ*", "фабрик*", "proizvodnj*", "fabrik*"],
    Telecommunications: ["телеком*", "telekom*"],
    Energy: ["енергетик*", "energetik*"],
    Insurance: ["осигурањ*", "osiguranj*"],
    "AI/ML": ["вештачк* интелигенциј*", "veštačk* inteligencij*"],
    Education: ["образовањ*", "универзитет*", "школ*", "obrazovanj*", "univerzitet*", "škol*"],
  },
  topicWords: [
    ...["*безбедност*", "заштит*", "ревизиј*", "сертифик*", "ризик*", "усклађеност*", "рањивост*"],
    ...["консулт*", "саветн*", "пентест*", "адвокат*", "подаци о личности"],
    ...["*bezbednost*", "zaštit*", "revizij*", "sertifik*", "rizik*", "usklađenost*", "ranjivost*"],
    ...["konsult*", "savetn*", "pentest*", "advokat*", "podaci o ličnosti"],
  ],
  vendorFocus: [
    ...["реци ми више о", "реците ми више о", "више о", "шта знаш о", "ко је"],
    ...["reci mi više o", "recite mi više o", "više o", "šta znaš o", "ko je"],
  ],
  followUps: ["такође", "од њих", "међу њима", "takođe", "od njih", "među njima"],
  certificationWords: [
    ...["сертификација", "сертификацију", "сертификације", "сертификат", "сертификата"],
    ...["sertifikacija", "sertifikaciju", "sertifikacije", "sertifikat", "sertifikata"],
  ],
  // "мали" (small: "мали и средњи") is Mali's name in Cyrillic.
  commonWords: ["мали"],
  workWords: [
    ...["саветовање", "саветник", "саветника", "консултант", "консултанта", "консултанти"],
    ...["консалтинг", "ревизија", "ревизију", "аудит", "провера", "проверу"],
    ...["savetovanje", "savetnik", "savetnika", "konsultant", "konsultanta", "konsultanti"],
    ...["konsalting", "revizija", "reviziju", "audit", "provera", "proveru"],
  ],
  // A standard is what a service works to: "стандард ISO 27001" (never a misspelt place). Not
  // Latin "standard", which English would then read so too.
  serviceObjects: ["стандард", "стандарда"],
  terms: {
    frameworks: {
      "iso-27001": [
        "систем менаџмента безбедношћу информација",
        "систем менаџмента безбедности информација",
        "ИСО 27001",
      ],
      gdpr: [
        "Општа уредба о заштити података",
        "Опште уредбе о заштити података",
        "Opšta uredba o zaštiti podataka",
        "Opšte uredbe o zaštiti podataka",
      ],
    },
    regions: {
      global: [
        ...["глобални", "глобална", "међународни", "међународна", "широм света", "у целом свету"],
        ...["globalni", "globalna", "međunarodni", "međunarodna", "širom sveta", "u celom svetu"],
      ],
      emea: [
        ...["српски", "српска", "српске", "српској", "српску", "Балкан", "Балкану"],
        // Not Latin "Balkan", which English writes too.
        ...["srpski", "srpska", "srpske", "srpskoj", "srpsku", "Balkanu"],
      ],
      eu: [
        ...["Европа", "Европи", "Европе", "европски", "европска", "европске"],
        ...["Европска унија", "Европске уније", "Европској унији", "ЕУ"],
        ...["Evropa", "Evropi", "Evrope", "evropski", "evropska", "evropske"],
        ...["Evropska unija", "Evropske unije", "Evropskoj uniji"],
      ],
      apac: ["Азија", "Азији", "Азије", "Azija", "Aziji", "Azije"],
      mena: [
        ...["Блиски исток", "Блиском истоку", "Блиског истока"],
        ...["Bliski istok", "Bliskom istoku", "Bliskog istoka"],
      ],
      nordics: [
        ...["Скандинавија", "Скандинавији", "скандинавски", "нордијске земље"],
        ...["Skandinavija", "Skandinaviji", "skandinavski", "nordijske zemlje"],
      ],
      latam: [
        ...["Латинска Америка", "Латинској Америци", "Јужна Америка"],
        ...["Latinska Amerika", "Latinskoj Americi", "Južna Amerika"],
      ],
      "north-america": [
        ...["Северна Америка", "Северној Америци", "Северне Америке"],
        ...["Severna Amerika", "Severnoj Americi", "Severne Amerike"],
      ],
      dach: ["немачко говорно подручје", "nemačko govorno područje"],
      de: ["немачки", "немачка", "немачке", "nemački", "nemačka", "nemačke"],
      at: ["аустријски", "аустријска", "austrijski", "austrijska"],
      ch: ["швајцарски", "швајцарска", "švajcarski", "švajcarska"],
      uk: [
        "британски",
        "британска",
        "Велика Британија",
        "britanski",
        "britanska",
        "Velika Britanija",
      ],
      // Not "САД" / "SAD" (the USA), which are "garden" in Russian, and "now" and English "sad".
      us: ["амерички", "америчка", "Америка", "Америци", "američki", "američka"],
      fr: ["француски", "француска", "francuski", "francuska"],
    },
    serviceTypes: {
      "certification-body": [
        ...["сертификационо тело", "сертификационог тела", "сертификациона тела"],
        ...["сертификациона кућа", "сертификациону кућу", "сертификационе куће"],
        ...["тело за сертификацију", "сертификација", "сертификацију", "сертификације"],
        ...["сертификациона провера", "сертификационе провере"],
        ...["sertifikaciono telo", "sertifikacionog tela", "sertifikaciona tela"],
        ...["sertifikaciona kuća", "sertifikacionu kuću", "sertifikacione kuće"],
        ...["telo za sertifikaciju", "sertifikacija", "sertifikaciju", "sertifikacije"],
        ...["sertifikaciona provera", "sertifikacione provere"],
      ],
      audit: [
        ...["ревизија", "ревизију", "ревизије", "ревизор", "ревизора", "ревизори"],
        ...["аудит", "аудита", "аудитор", "аудитора", "аудитори"],
        ...["проверивач", "проверивача", "проверивачи", "екстерна провера", "екстерну проверу"],
        ...["спољна ревизија", "спољни ревизор", "независни ревизор", "ревизорска кућа"],
        ...["revizija", "reviziju", "revizije", "revizor", "revizora", "revizori"],
        ...["audit", "audita", "auditor", "auditora", "auditori"],
        ...["proverivač", "proverivača", "proverivači", "eksterna provera", "eksternu proveru"],
        ...["spoljna revizija", "spoljni revizor", "nezavisni revizor", "revizorska kuća"],
      ],
      "readiness-assessment": [
        ...["процена спремности", "процену спремности", "претходна провера", "преаудит"],
        ...["припрема за сертификацију", "припрему за сертификацију", "припрема за ревизију"],
        ...["procena spremnosti", "procenu spremnosti", "prethodna provera", "preaudit"],
        ...["priprema za sertifikaciju", "pripremu za sertifikaciju", "priprema za reviziju"],
      ],
      "gap-analysis": [
        ...["гап анализа", "гап анализу", "анализа јаза", "анализу јаза"],
        ...[
          "анализа недостатака",
          "анализу недостатака",
          "анализа усклађености",
          "анализу усклађености",
        ],
        ...["gap analiza", "gap analizu", "analiza jaza", "analizu jaza"],
        ...[
          "analiza nedostataka",
          "analizu nedostataka",
          "analiza usklađenosti",
          "analizu usklađenosti",
        ],
      ],
      vciso: [
        ...["виртуелни CISO", "спољни CISO", "CISO као услуга", "CISO као услугу"],
        ...["virtuelni CISO", "spoljni CISO", "CISO kao usluga", "CISO kao uslugu"],
      ],
      "penetration-testing": [
        ...["пенетрационо тестирање", "пенетрационог тестирања", "пенетрациони тест"],
        ...["пенетрациони тестови", "тестирање пенетрације", "тест пенетрације"],
        ...["пентест", "пентестирање", "етичко хаковање"],
        ...["penetraciono testiranje", "penetracionog testiranja", "penetracioni test"],
        ...["penetracioni testovi", "testiranje penetracije", "test penetracije"],
        ...["pentestiranje", "etičko hakovanje"],
      ],
      "compliance-automation": [
        ...["аутоматизација усклађености", "софтвер за усклађеност", "платформа за усклађеност"],
        ...["GRC софтвер", "GRC платформа"],
        ...["automatizacija usklađenosti", "softver za usklađenost", "platforma za usklađenost"],
        "GRC softver",
        "GRC platforma",
      ],
      "implementation-consulting": [
        ...["саветовање", "саветовања", "саветник", "саветника", "саветници"],
        ...["консултант", "консултанта", "консултанти", "консалтинг", "консултантска кућа"],
        ...["консултантску кућу", "консултантска фирма", "консултантске услуге"],
        ...["имплементација", "имплементацију", "увођење", "увођења", "успостављање"],
        ...["savetovanje", "savetovanja", "savetnik", "savetnika", "savetnici"],
        ...["konsultant", "konsultanta", "konsultanti", "konsalting", "konsultantska kuća"],
        ...["konsultantsku kuću", "konsultantske usluge"],
        ...["implementacija", "implementaciju", "uvođenje", "uvođenja", "uspostavljanje"],
      ],
      "internal-audit": [
        ...["интерна ревизија", "интерну ревизију", "интерни ревизор", "интерни аудит"],
        ...["интерна провера", "интерну проверу", "интерне провере", "унутрашња ревизија"],
        ...["interna revizija", "internu reviziju", "interni revizor", "interni audit"],
        ...["interna provera", "internu proveru", "interne provere", "unutrašnja revizija"],
      ],
      "privacy-consulting": [
        ...["заштита података о личности", "заштиту података о личности", "заштита података"],
        ...["заштиту података", "лице за заштиту података о личности", "лице за заштиту података"],
        ...["процена утицаја на заштиту података"],
        ...["zaštita podataka o ličnosti", "zaštitu podataka o ličnosti", "zaštita podataka"],
        ...["zaštitu podataka", "lice za zaštitu podataka o ličnosti", "lice za zaštitu podataka"],
        "procena uticaja na zaštitu podataka",
      ],
      "security-awareness-training": [
        ...["обука", "обуку", "обуке", "обука запослених", "обуку запослених", "едукација"],
        ...["едукацију", "подизање свести", "фишинг симулација", "симулација фишинга"],
        ...["obuka", "obuku", "obuke", "obuka zaposlenih", "obuku zaposlenih", "edukacija"],
        ...["edukaciju", "podizanje svesti", "fišing simulacija", "simulacija fišinga"],
      ],
      "managed-security": [
        ...["управљане безбедносне услуге", "управљана безбедност", "SOC као услуга"],
        ...["безбедносни надзор", "надзор безбедности", "мониторинг безбедности"],
        ...["upravljane bezbednosne usluge", "upravljana bezbednost", "SOC kao usluga"],
        ...["bezbednosni nadzor", "nadzor bezbednosti", "monitoring bezbednosti"],
      ],
      "risk-assessment": [
        ...["процена ризика", "процену ризика", "процене ризика", "анализа ризика"],
        ...["анализу ризика", "управљање ризицима", "управљање ризиком"],
        ...["procena rizika", "procenu rizika", "procene rizika", "analiza rizika"],
        ...["analizu rizika", "upravljanje rizicima", "upravljanje rizikom"],
      ],
      "legal-advisory": [
        ...["адвокат", "адвоката", "адвокати", "адвокатска канцеларија", "адвокатску канцеларију"],
        ...["адвокатска фирма", "правник", "правника", "правни саветник", "правно саветовање"],
        ...["правни савет", "правне услуге"],
        ...["advokat", "advokata", "advokati", "advokatska kancelarija", "advokatsku kancelariju"],
        ...["pravnik", "pravnika", "pravni savetnik", "pravno savetovanje"],
        ...["pravni savet", "pravne usluge"],
      ],
    },
  },
});
