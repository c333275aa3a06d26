import { defineLexicon } from "./lexicon-schema.ts";

/** How Polish names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "pl",
  name: "Polish",
  script: "Latin",
  countries: ["PL"],
  // Locative, genitive and instrumental of place names, the longer endings first: w Polsce, w
  // Niemczech, we Włoszech, na Węgrzech, w Czechach, w Katowicach, we Francji, w Hiszpanii, w
  // Kanadzie, w Madrycie, we Frankfurcie, w Wiedniu, w Poznaniu, w Krakowie, we Wrocławiu, w
  // Gdańsku, w Pradze, w Warszawie, w Berlinie, w Londynie; z Krakowa, pod Krakowem, z Wiednia,
  // z Poznania, z Warszawy, z Ukrainy, z Kanady, z Pragi, z Katowic, z Niemiec, z Czech, z
  // Włoch, z Węgier. A masculine name's "-ie" only after the consonants it softens ("ludzie",
  // people, is no Łódź), a feminine name's "-y" only after theirs ("mocy", "kary"), and the
  // plural's "-ch" only after its vowel ("tych" is no Tychy). Łódź's "w Łodzi" is left out:
  // "-dzi" reads "ludzi" (people) as Łódź too.
  placeEndings: [
    ["owie", "ów"],
    ["owem", "ów"],
    ["owa", "ów"],
    ["czech", "cy"],
    ["szech", "chy"],
    ["rzech", "ry"],
    ["cach", "ce"],
    ["ach", "y"],
    ["sce", "ska"],
    ["adzie", "ada"],
    ["rcie", "rt"],
    ["ycie", "yt"],
    ["dniu", "deń"],
    ["dnia", "deń"],
    ["niu", "ń"],
    ["ania", "ań"],
    ["unia", "uń"],
    ["rusi", "ruś"],
    ["ji", "ja"],
    ["ii", "ia"],
    ["ie", "a"],
    ["nie", "n"],
    ["mie", "m"],
    ["sie", "s"],
    ["wie", "w"],
    ["bie", "b"],
    ["pie", "p"],
    ["fie", "f"],
    ["iu", ""],
    ["u", ""],
    ["dze", "ga"],
    ["wy", "wa"],
    ["ny", "na"],
    ["dy", "da"],
    ["gi", "ga"],
    ["iec", "cy"],
    ["ic", "ice"],
    ["och", "ochy"],
    ["ech", "echy"],
    ["ier", "ry"],
  ],
  codesOnlyInCapitals: ["w", "z", "i", "na", "do", "co", "to", "po", "od"],
  filler: [
    "proszę",
    "szukam",
    "szukamy",
    "potrzebuję",
    "potrzebujemy",
    "firma",
    "firmy",
    "firmę",
    "jakiś",
    "jakąś",
    "dla",
    "nas",
    "nam",
  ],
  placeIntroducers: [
    "w",
    "z",
    "ze",
    "koło",
    "blisko",
    "niedaleko",
    "okolice",
    "w okolicy",
    "z siedzibą w",
  ],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["ale", "lecz", "jednak"],
  negations: ["nie", "oprócz", "poza", "bez", "z wyjątkiem"],
  negationGaps: ["w", "z", "ze"],
  personBefore: [
    "nazywam się",
    "jestem",
    "cześć",
    "dzień dobry",
    "mam na imię",
    "witam",
    "mój kolega",
    "moja koleżanka",
    "z tej strony",
  ],
  personRoleBefore: [
    "CEO",
    "CFO",
    "CTO",
    "CISO",
    "prezes",
    "prezes zarządu",
    "dyrektor",
    "dyrektorka",
    "kierownik",
    "pan",
    "pani",
  ],
  personAfter: ["z działu", "mówi", "twierdzi", "poleca"],
  // "Paris z tej strony", "Sydney tutaj": the writer's name, not a place.
  selfIntroductions: ["z tej strony", "tutaj"],
  // "na razie" (for now) is no misspelt "Azja".
  commonWords: ["razie", "certyfikaty", "dostępny", "dostępna", "dostępni", "dostępne"],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "klient|inwestor|klienci|klientów|klientami|klienta|odbiorcy|spółka matka|spółki matki|spółką matką|inwestorzy|inwestorów|dostawcy|dostawców|rynek|rynku|serwery|centrum danych|użytkownicy|użytkowników|klientom|klientach|odbiorców|udziałowcy|udziałowców|akcjonariusze|akcjonariuszy|właściciele|właścicieli|właściciel|pacjenci|pacjentów|rynki|rynkach|podwykonawcy|podwykonawców|centra danych|serwerownia|serwerowni|założyciele".split(
      "|",
    ),
  partyLinks:
    "są|jest|głównie|przede wszystkim|przeważnie|w większości|w|we|z|ze|na|znajdują się|mieści się|pochodzą|pochodzi".split(
      "|",
    ),
  // Between a word asking for a firm and its place: "must be", "available" (`askedLinks`).
  askedLinks:
    "musi być|muszą być|powinien być|powinna być|powinny być|ma być|musi|powinien|powinna|musi być zlokalizowany|musi być zlokalizowana|powinien być zlokalizowany|powinna być zlokalizowana|zlokalizowany|zlokalizowana|zlokalizowani|zlokalizowane|dostępny|dostępna|dostępni|działający|działająca|działające|musi mieć siedzibę|powinien mieć siedzibę|powinna mieć siedzibę|z siedzibą|z biurem|musi znajdować się".split(
      "|",
    ),
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  askers:
    "konsultant*|audytor*|audytu|dostawc*|ekspert*|specjalist*|ktoś|kogoś|pomoc*|prawnik*|kancelari*|najlepiej|preferowan*|idealnie|certyfikując*|firma|firmy|firmę|firmą|firmie|doradc*|doradztw*|wykonawc*|partner|partnera|partnerów|pentester*|lokaln*|oceniając*".split(
      "|",
    ),
  languageNames: [
    "niemiecki",
    "angielski",
    "polski",
    "francuski",
    "hiszpański",
    "włoski",
    "niemiecku",
    "angielsku",
    "polsku",
    "francusku",
    "hiszpańsku",
  ],
  spokenLanguageBefore: ["po", "w języku", "mówiący po", "mówiącego po", "znający"],
  joins: ["i", "lub", "albo", "oraz"],
  // Help with a framework no service's name follows (\`*\` last): the consulting it asks for.
  serviceVerbs: {
    "implementation-consulting": [
      ..."pomoc z|pomoc przy|pomoc w zakresie|wsparcie przy|wsparcie w zakresie"
        .split("|")
        .map((verb) => `${verb} *`),
      ..."pomocy z|pomocy przy|pomocy w zakresie|wsparcia przy|wsparcia w zakresie|dostosować się do|dostosowaniu do|spełnić wymagania"
        .split("|")
        .map((verb) => `${verb} *`),
      // Writing a framework's documents: "kto napisze nam polityki do ISO 27001".
      ..."napisać|napisze|opracować|opracowanie".split("|"),
    ],
  },
  // "pomóżcie nam przygotować się do oceny TISAX": help towards a framework named.
  frameworkHelp: {
    "implementation-consulting":
      "przygotować się|przygotowaniu do|przygotować nas|przygotuje nas".split("|"),
  },
  // The assessment or audit prepared for is a moment of the writer's timeline.
  landmarksBefore: ["się do", "nas do", "przed"],
  productAsks:
    "jak|typu|podobne do|alternatywa dla|alternatywy dla|zamiast|rozważamy|porównujemy".split("|"),
  productComparisons: ["czy", "lub", "albo", "vs"],
  lackedBefore: ["nie mamy budżetu na"],
  // "pentest nie jest potrzebny", "audyt będzie później".
  declinedAfter:
    "nie jest potrzebny|nie jest potrzebna|nie jest potrzebne|będzie później|na później|może poczekać|nie teraz".split(
      "|",
    ),
  // An assessment of a framework assessed by accredited auditors (TISAX, HITRUST, CMMC), or its report.
  assessmentWords:
    "ocena|oceny|ocenę|oceną|ocenie|ocen|ewaluacja|ewaluacji|ewaluację|assessment|assessmentu|assessmenty|raport|raportu|raportem|raporty|atestacja|atestacji|atestację".split(
      "|",
    ),
  // A framework the writer holds already: "mamy już ISO 27001", "ISO 27001 już mamy".
  heldBefore:
    "już|już mamy|mamy już|mamy certyfikat|posiadamy|posiadamy już|już posiadamy|uzyskaliśmy|zdobyliśmy|zdaliśmy|przeszliśmy|jesteśmy certyfikowani|jesteśmy już certyfikowani|istniejący|istniejącego|istniejącej|istniejącą|posiadany|posiadanego|posiadaną|obecny|obecnego".split(
      "|",
    ),
  heldAfter:
    "już mamy|mamy już|już posiadamy|posiadamy od|mamy od|już od|już jest|jest już|już wdrożony|już wdrożone|już wdrożona|jest wdrożony|jest wdrożone|jest wdrożona|mamy wdrożony|mamy wdrożone|mamy wdrożoną".split(
      "|",
    ),
  // A framework or service declined: "nie potrzebujemy konsultanta", "zamiast audytu".
  declinedBefore:
    "nie musimy|nie trzeba|nie potrzebujemy|nie potrzebuję|nie szukamy|nie szukam|nie chcemy|nie chcę|nie interesuje nas|nie jesteśmy zainteresowani|zamiast|w miejsce".split(
      "|",
    ),
  // Another party's place: a market, a sale, an owner, where systems are hosted.
  othersPlaceBefore:
    "matka w|matka z|matki w|sprzedajemy do|sprzedajemy w|sprzedajemy na|sprzedaż do|sprzedaż w|eksportujemy do|eksport do|ekspansja do|ekspansja na|wchodzimy do|wchodzimy na|spółka zależna|spółką zależną|spółki zależnej|należymy do|należy do|przejęci przez|przejęta przez|przejęła nas|hostowane w|hostowany w|hostowana w|hostujemy w|hosting w|outsourcing do".split(
      "|",
    ),
  // Where the writer is: "jesteśmy firmą z Krakowa", "nasza siedziba jest w Gdańsku".
  ownPlaceBefore:
    "jesteśmy|jestem z|jesteśmy z|nasza firma|naszą firmą|nasza spółka|nasza siedziba|siedziba|siedzibą|siedzibę|z siedzibą|mamy siedzibę|nasze biuro|nasze biura|oddział|oddziały|nasz oddział|działamy w|działamy z|pracujemy w|mieścimy się|znajdujemy się|pochodzimy z|nasz zespół|nasza centrala|centrala".split(
      "|",
    ),
  certificationWords:
    "certyfikacja|certyfikacji|certyfikację|certyfikat|certyfikatu|certyfikaty".split("|"),
  workWords:
    "ocena|oceny|ocenę|doradztwo|doradztwa|doradca|doradcy|doradców|konsulting|konsultant|konsultanci|konsultantów|firma doradcza|audyt|audytu|audyty".split(
      "|",
    ),
  // A standard is what a service works to: "la norme ISO 27001" (never a misspelt place).
  serviceObjects: "norma|normy|normę|normą|polityki|procedury|dokumentację|dokumentacji".split("|"),
  terms: {
    frameworks: {
      gdpr: ["RODO"],
    },
    regions: {
      global: [
        "globalny",
        "globalna",
        "globalnie",
        "międzynarodowy",
        "międzynarodowa",
        "międzynarodowej",
        "na całym świecie",
        "światowy",
      ],
      eu: [
        "Europa",
        "Europy",
        "Europie",
        "europejski",
        "europejska",
        "europejskiej",
        "europejskich",
        "Unia Europejska",
        "Unii Europejskiej",
        "UE",
      ],
      apac: ["Azja i Pacyfik", "Azji i Pacyfiku", "Azja", "Azji"],
      mena: [
        "Bliski Wschód",
        "Bliskiego Wschodu",
        "Bliskim Wschodzie",
        "Zatoka Perska",
        "Zatoki Perskiej",
      ],
      nordics: [
        "Skandynawia",
        "Skandynawii",
        "skandynawski",
        "skandynawska",
        "nordycki",
        "nordyckie",
        "kraje nordyckie",
        "krajach nordyckich",
      ],
      latam: ["Ameryka Łacińska", "Ameryki Łacińskiej", "Ameryce Łacińskiej"],
      "north-america": ["Ameryka Północna", "Ameryki Północnej", "Ameryce Północnej"],
      dach: ["kraje niemieckojęzyczne", "krajach niemieckojęzycznych", "DACH"],
      pl: ["polska firma", "polski", "polska", "polskie", "polskiej", "polskich", "polskiego"],
      de: ["niemiecka", "niemieckie", "niemieckiej", "niemieckich", "niemieckiego"],
      fr: ["francuska", "francuskie", "francuskiej", "francuskich", "francuskiego"],
      uk: ["brytyjski", "brytyjska", "brytyjskie", "brytyjskiej", "brytyjskich"],
      us: ["amerykański", "amerykańska", "amerykańskie", "amerykańskiej", "amerykańskich"],
      cz: ["czeski", "czeska", "czeskie", "czeskiej", "czeskich"],
      es: ["hiszpańska", "hiszpańskie", "hiszpańskiej"],
      it: ["włoska", "włoskie", "włoskiej"],
      nl: ["holenderski", "holenderska", "holenderskie", "holenderskiej"],
      jp: ["japoński", "japońska", "japońskie", "japońskiej"],
    },
    serviceTypes: {
      "certification-body": [
        "jednostka certyfikująca",
        "jednostki certyfikującej",
        "jednostkę certyfikującą",
        "jednostki certyfikujące",
        "certyfikacja",
        "certyfikacji",
        "certyfikat",
        "certyfikować",
        "certyfikuje",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "ocena tisax",
        "ocenę tisax",
        "oceny tisax",
        "ocena hitrust",
        "ocenę hitrust",
        "oceny hitrust",
        "ocena cmmc",
        "ocenę cmmc",
        "oceny cmmc",
        "audyt",
        "audytu",
        "audyty",
        "audytor",
        "audytora",
        "audytorzy",
        "audytorów",
        "biegły rewident",
        "audytem",
      ],
      "readiness-assessment": [
        "ocena gotowości",
        "oceny gotowości",
        "audyt wstępny",
        "audytu wstępnego",
        "przedaudyt",
      ],
      "gap-analysis": [
        "analiza luk",
        "analizy luk",
        "analizę luk",
        "analiza luki",
        "gap analiza",
        "analiza zgodności",
      ],
      vciso: [
        "wirtualny CISO",
        "zewnętrzny CISO",
        "CISO jako usługa",
        "pełnomocnik ds. bezpieczeństwa informacji",
        "outsourcing CISO",
      ],
      "penetration-testing": [
        "test penetracyjny",
        "testy penetracyjne",
        "testów penetracyjnych",
        "testu penetracyjnego",
        "pentest",
        "pentesty",
        "pentestów",
      ],
      "compliance-automation": [
        "automatyzacja zgodności",
        "automatyzacji zgodności",
        "oprogramowanie GRC",
        "platforma compliance",
        "narzędzie compliance",
        ..."automatyzacja|automatyzacji|zautomatyzować|platforma GRC|platformy GRC|narzędzie GRC|narzędzia GRC".split(
          "|",
        ),
      ],
      "implementation-consulting": [
        "doradztwo",
        "doradztwa",
        "doradca",
        "doradcy",
        "doradców",
        "konsulting",
        "konsultant",
        "konsultanci",
        "konsultantów",
        "wdrożenie",
        "wdrożenia",
        "wdrożeniu",
        "wdrożyć",
        "wdrożymy",
        "firma doradcza",
        // Help to become compliant: "pomoc w uzyskaniu zgodności z DORA".
        ..."uzyskać zgodność|uzyskaniu zgodności|osiągnąć zgodność|pomocy w zakresie zgodności|wsparcia w zakresie zgodności".split(
          "|",
        ),
      ],
      "internal-audit": [
        "audyt wewnętrzny",
        "audytu wewnętrznego",
        "audyty wewnętrzne",
        "audytor wewnętrzny",
        "audytora wewnętrznego",
        "audytorzy wewnętrzni",
      ],
      "privacy-consulting": [
        "ochrona danych",
        "ochrony danych",
        "ochrony danych osobowych",
        "inspektor ochrony danych",
        "inspektora ochrony danych",
        "IOD",
        "doradztwo RODO",
      ],
      "security-awareness-training": [
        "szkolenie",
        "szkolenia",
        "szkoleń",
        "szkolenie z bezpieczeństwa",
        "szkolenia z cyberbezpieczeństwa",
        "szkolenia dla pracowników",
        "symulacja phishingu",
      ],
      "managed-security": [
        "zarządzane bezpieczeństwo",
        "usługi SOC",
        "SOC jako usługa",
        "monitoring bezpieczeństwa",
        "monitorowanie bezpieczeństwa",
      ],
      "risk-assessment": [
        "ocena ryzyka",
        "oceny ryzyka",
        "ocenę ryzyka",
        "analiza ryzyka",
        "analizy ryzyka",
        "szacowanie ryzyka",
        "zarządzanie ryzykiem",
      ],
      "legal-advisory": [
        "prawnik",
        "prawnika",
        "prawnicy",
        "prawników",
        "kancelaria",
        "kancelarii",
        "kancelarie",
        "adwokat",
        "radca prawny",
        "doradztwo prawne",
        "obsługa prawna",
      ],
    },
  },
});
