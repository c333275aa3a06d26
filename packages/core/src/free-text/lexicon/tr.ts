import { stemmer } from "@orama/stemmers/turkish";
import { defineLexicon } from "./lexicon-schema.ts";

/** How Turkish names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "tr",
  name: "Turkish",
  script: "Latin",
  stem: stemmer,
  countries: ["TR", "CY"],
  // Case endings written without the apostrophe, folded (ı to i, ş to s, ç to c), each with the
  // name's last letters so that common words stay words ("para", "yasa", "oran", "kalite"):
  // located in ("Almanyadaki"), from ("Almanyadan"), of ("Türkiyenin"), in ("İzmirde"), and after
  // a voiceless consonant -ta/-te ("Pariste", "İsveçte", "Irakta", "Gaziantepte").
  placeEndings: [
    ["yadaki", "ya"],
    ["yadan", "ya"],
    ["yanin", "ya"],
    ["yada", "ya"],
    ["yedeki", "ye"],
    ["yeden", "ye"],
    ["yenin", "ye"],
    ["yede", "ye"],
    ["nsadaki", "nsa"],
    ["nsadan", "nsa"],
    ["nsada", "nsa"],
    ["rsadaki", "rsa"],
    ["rsadan", "rsa"],
    ["rsada", "rsa"],
    ["anadaki", "ana"],
    ["anadan", "ana"],
    ["anada", "ana"],
    ["dadaki", "da"],
    ["dadan", "da"],
    ["dada", "da"],
    ["ikadaki", "ika"],
    ["ikadan", "ika"],
    ["ikada", "ika"],
    ["ndradaki", "ndra"],
    ["ndradan", "ndra"],
    ["ndrada", "ndra"],
    ["credeki", "cre"],
    ["crede", "cre"],
    ["uldaki", "ul"],
    ["uldan", "ul"],
    ["ulda", "ul"],
    ["irdeki", "ir"],
    ["irden", "ir"],
    ["irde", "ir"],
    ["lindeki", "lin"],
    ["linden", "lin"],
    ["linde", "lin"],
    ["izden", "iz"],
    ["izde", "iz"],
    ["standaki", "stan"],
    ["standan", "stan"],
    ["standa", "stan"],
    ["stan", "s"],
    ["sten", "s"],
    ["sta", "s"],
    ["ste", "s"],
    ["cteki", "c"],
    ["cten", "c"],
    ["cte", "c"],
    ["ktan", "k"],
    ["kta", "k"],
    ["pte", "p"],
    ["hte", "h"],
  ],
  codesOnlyInCapitals: ["ve", "de", "da"],
  // Set what follows against what came before: no cue reaches back across one.
  contrasts: ["ama", "fakat", "ancak"],
  // Turkish declines after the name: "SOC 2 gerekmiyor", "pentest yerine" (instead of a pentest).
  declinedAfter: [
    "gerekmiyor",
    "gerekli değil",
    "gerek yok",
    "ihtiyacımız yok",
    "ihtiyacımız yok şimdilik",
    "istemiyoruz",
    "aramıyoruz",
    "değil",
    "yerine",
    "şimdilik değil",
    "bekleyebilir",
    ..."henüz gerek yok|daha sonra|bir sonraki adım|sonraki aşamada|için bütçemiz yok|bütçemiz yok".split(
      "|",
    ),
    "zaten var",
    "var zaten",
    "zaten mevcut",
    "zaten çalışıyoruz",
    "çalışmayı bitirdik",
    "işimiz bitti",
    "zaten bitti",
    "zaten tamamlandı",
    "tamamlandı",
    "kısmı tamam",
    "kısmı bitti",
    "kısmı tamamlandı",
    "zaten aldık",
    "hizmeti aldık",
    "hizmetini aldık",
    "desteği aldık",
    "desteğini aldık",
    "şu an için gerek yok",
    "şu an için gerekmiyor",
    "sonra bakacağız",
    "daha sonra bakarız",
    "sonraya kalabilir",
    "sonraya bırakıyoruz",
    "sonra yapacağız",
    "öncelik değil",
    "öncelikli değil",
  ],
  // Later in the sentence, declining the last framework or service named: "..., o kısım tamam".
  declinedLater:
    "o zaten var|onu zaten yaptık|o kısım tamam|o kısım bitti|ona şimdilik gerek yok|o daha sonra|onu sonra yapacağız".split(
      "|",
    ),
  // A service the writer has already: "zaten bir danışmanımız var". No service asked for.
  doneBefore:
    "zaten bir|halihazırda bir|hâlihazırda bir|hali hazırda bir|zaten çalıştığımız bir|çalıştığımız bir|anlaştığımız bir|zaten anlaştığımız bir".split(
      "|",
    ),
  // "kurulumu" (its setup) is no "kurulu" (a board): both stem to "kurul".
  stemExceptions: { keep: ["kurulum", "kurulumu"] },
  // "yönetim kurulu" (the board) is no misspelt "kurulum".
  commonWords: ["kurulu"],
  // Help towards a framework named: "NIS2 için destek", "TISAX'a hazırlanmamıza yardım edin".
  frameworkHelp: {
    "implementation-consulting":
      "için yardım|için yardıma|için destek|yardımcı olacak|yardımcı olabilecek|hazırlanmak|hazırlanmamıza|hazırlanmamız|yazabilir|yazacak".split(
        "|",
      ),
  },
  // "Vanta mı Drata mı?", "Vanta veya Drata".
  productAsksAfter: ["gibi", "benzeri", "alternatifi", "alternatif"],
  productComparisons: ["mı", "mi", "veya", "yoksa", "vs"],
  filler: [
    "lütfen",
    "arıyorum",
    "arıyoruz",
    "gerekli",
    "ihtiyacım",
    "ihtiyacımız",
    "var",
    "bir",
    "firma",
    "şirket",
  ],
  placeMarkersAfter: [
    "da",
    "de",
    "ta",
    "te",
    "daki",
    "deki",
    "taki",
    "teki",
    // "Berlin'deyiz" (we are in Berlin).
    "deyiz",
    "dayız",
    "teyiz",
    "tayız",
    "civarı",
    "civarında",
    "yakınında",
    "merkezli",
  ],
  negationsAfter: ["değil", "hariç", "dışında", "olmayan", "haricinde"],
  personBefore: ["ben", "adım", "merhaba", "benim adım", "iyi günler", "meslektaşım"],
  personRoleBefore: ["CEO", "CFO", "CTO", "CISO", "müdür", "müdürümüz", "genel müdür", "direktör"],
  personAfter: ["Bey", "Hanım", "diyor", "söylüyor"],
  // Another party's place: "our customers are mostly in ..." (othersPlaceAfter, across partyLinks).
  othersPlaceAfter:
    "yatırımcımız|müşteriler|müşterilerimiz|müşterimiz|müşterilerimizin|ana şirket|ana şirketimiz|yatırımcılar|yatırımcılarımız|tedarikçiler|tedarikçilerimiz|pazar|pazarımız|sunucular|sunucularımız|kullanıcılar|kullanıcılarımız|müşterileri|müşterilerimize|müşterilerimizle|pazarı|pazarına|pazarında|pazarlarına|ihracat|ihracatı|ihracat yapıyoruz|satış yapıyoruz|satışlarımız|barındırılıyor|barındırıyoruz|veri merkezi|veri merkezimiz|veri merkezinde|verilerimiz|hissedarlar|hissedarlarımız|ortaklarımız|hastalar|hastalarımız|bayiler|bayilerimiz|distribütörlerimiz|ana şirketi|ana şirketimizin|çatı şirketimiz|sahiplerimiz".split(
      "|",
    ),
  partyLinks: "çoğunlukla|genellikle|ağırlıklı olarak|daha çok|özellikle|ise|de|da".split("|"),
  // Who or what a buyer asks for, and "preferably": a place right after or before one is asked for.
  askers:
    "danışman*|denetçi*|tedarikçi*|uzman*|birisi|birini|yardım|avukat*|tercihen|firma|firmalar|firması|şirket|şirketler|şirketi|kuruluş|kuruluşu|kuruluşlar|biri|birine|birileri|sağlayıcı*|değerlendirici*|yerel|lokal|mümkünse".split(
      "|",
    ),
  languageNames: ["Almanca", "İngilizce", "Türkçe", "Fransızca", "İspanyolca", "Arapça"],
  spokenLanguageAfter: ["konuşan", "bilen", "konuşabilen", "dilinde"],
  joins: ["ve", "veya", "ya da"],
  // An assessment of a framework assessed by accredited auditors (TISAX, HITRUST, CMMC), or its report.
  assessmentWords:
    "değerlendirme|değerlendirmesi|değerlendirmeyi|değerlendirmesini|değerlendirmesinde|değerlendirmeler|değerlendirmeleri|assessment|rapor|raporu|raporunu|raporları".split(
      "|",
    ),
  // A framework the writer holds already, before it ("zaten", "mevcut") or after it, as the
  // language puts the verb last: "ISO 27001 sertifikamız var", "SOC 2'miz zaten var".
  heldBefore:
    "zaten|halihazırda|hâlihazırda|mevcut|elimizdeki|sahip olduğumuz|aldığımız|tamamladığımız".split(
      "|",
    ),
  heldAfter:
    "sertifikamız var|sertifikasına sahibiz|belgemiz var|belgesine sahibiz|sahibiz|e sahibiz|ye sahibiz|a sahibiz|ya sahibiz|zaten var|var zaten|zaten mevcut|imiz var|miz var|umuz var|muz var|imiz zaten var|miz zaten var|uyumluyuz|zaten uyumluyuz|sertifikalıyız|sertifikasyonumuz var|sertifikasını aldık|belgesini aldık|uyumluluğumuz var".split(
      "|",
    ),
  // Another party's place, its party first: "müşterilerimizin çoğu Almanya'da".
  othersPlaceBefore:
    "müşterilerimiz|müşterimiz|yatırımcımız|ana şirketimiz|müşterilerimizin çoğu|müşterilerimizin büyük kısmı|müşterilerimizin büyük bölümü|müşterilerimizin tamamı|kullanıcılarımızın çoğu|verilerimiz|verilerimizi".split(
      "|",
    ),
  // Where the writer is: "biz İzmir'de bir yazılım şirketiyiz", "şirketimiz Ankara'da".
  ownPlaceBefore:
    "biz|şirketimiz|firmamız|merkezimiz|genel merkezimiz|ofisimiz|ofislerimiz|ekibimiz|bizim şirket|bizim firma|şirket olarak|firma olarak".split(
      "|",
    ),
  certificationWords:
    "sertifikasyon|sertifikasyonu|sertifikasyonunu|sertifika|sertifikası|belgelendirme|belgelendirmesi|belgelendirmesine".split(
      "|",
    ),
  workWords: "danışmanlık|danışman|danışmanlık firması|denetim|denetimi".split("|"),
  terms: {
    regions: {
      global: ["küresel", "global", "uluslararası", "dünya çapında", "dünya geneli"],
      eu: ["Avrupa", "Avrupalı", "Avrupa Birliği", "AB"],
      apac: ["Asya Pasifik", "Asya"],
      mena: ["Orta Doğu", "Ortadoğu", "Körfez", "Körfez ülkeleri", "Türk"],
      nordics: ["İskandinavya", "İskandinav", "Kuzey Avrupa"],
      latam: ["Latin Amerika"],
      "north-america": ["Kuzey Amerika"],
      dach: ["Almanca konuşulan ülkeler"],
      de: ["Alman", "Alman firması"],
      fr: ["Fransız"],
      uk: ["İngiliz", "Britanyalı"],
      us: ["Amerikalı", "Amerikan"],
      es: ["İspanyol"],
      it: ["İtalyan"],
      nl: ["Hollandalı"],
      pl: ["Polonyalı"],
      jp: ["Japon"],
    },
    serviceTypes: {
      "certification-body": [
        "belgelendirme kuruluşu",
        "sertifikasyon kuruluşu",
        "belgelendirme firması",
        "belgelendirme",
        "belgelendirebilir",
        "belgelendirecek",
      ],
      audit: [
        // The assessment of a framework whose audit is called one (TISAX, HITRUST, CMMC), as in English.
        "tisax değerlendirmesi",
        "tisax değerlendirme",
        "hitrust değerlendirmesi",
        "hitrust değerlendirme",
        "cmmc değerlendirmesi",
        "cmmc değerlendirme",
        "denetim",
        "denetçi",
        "denetimi",
        "bağımsız denetim",
        "tetkik",
      ],
      "readiness-assessment": ["hazırlık değerlendirmesi", "ön denetim", "hazırlık denetimi"],
      "gap-analysis": ["boşluk analizi", "gap analizi", "eksiklik analizi", "mevcut durum analizi"],
      vciso: ["sanal CISO", "dış kaynak CISO", "hizmet olarak CISO", "bilgi güvenliği yöneticisi"],
      "penetration-testing": [
        "sızma testi",
        "penetrasyon testi",
        "pentest",
        "güvenlik testi",
        "zafiyet taraması",
      ],
      "compliance-automation": [
        "uyum otomasyonu",
        "uyum yazılımı",
        "GRC yazılımı",
        "uyum platformu",
        ..."otomasyon|otomatikleştirmek|otomatikleştirme|gibi bir araç|gibi bir platform|benzeri bir araç".split(
          "|",
        ),
      ],
      "implementation-consulting": [
        "danışmanlık",
        "danışman",
        "danışmanlığı",
        "kurulum danışmanlığı",
        "uygulama desteği",
        "danışmanlık firması",
        // Setting a framework up, becoming compliant: "ISO 27001 kurulumu", "uyumlu hale gelmek".
        ..."kurulum|kurulumu|uyumlu hale|uyum sağlamak|uyum sağlama|uyum sağlamamız".split("|"),
      ],
      "internal-audit": ["iç denetim", "iç denetçi", "iç tetkik"],
      "privacy-consulting": [
        "KVKK danışmanlığı",
        "veri koruma",
        "kişisel verilerin korunması",
        "gizlilik danışmanlığı",
        "veri sorumlusu",
      ],
      "security-awareness-training": [
        "farkındalık eğitimi",
        "güvenlik eğitimi",
        "siber güvenlik eğitimi",
        "eğitim",
        "oltalama simülasyonu",
      ],
      "managed-security": ["yönetilen güvenlik", "SOC hizmeti", "güvenlik izleme", "yönetilen SOC"],
      "risk-assessment": ["risk değerlendirmesi", "risk analizi", "risk yönetimi"],
      "legal-advisory": [
        "avukat",
        "hukuk bürosu",
        "hukuk danışmanlığı",
        "avukatlık bürosu",
        "hukukçu",
      ],
    },
  },
});
