import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * Place endings (`placeEndings`) of Turkish, Greek, Romanian, Icelandic, Georgian, Armenian,
 * Albanian, Danish, Norwegian, Swedish, German, Dutch, Afrikaans, Bengali, Tamil, Persian and
 * Arabic: the case forms, adjectives and compounds a buyer writes a place's name in. Each
 * sentence with a place read none, or another, before its language's rules were added; each
 * without one names a common word a looser rule would read as a place.
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Turkish", () => {
  it("reads a name's case ending written without the apostrophe, and no common word as a place", () => {
    expectReadings([
      ["Almanyadaki bir danışmanlık firması arıyoruz", [], ["de"], ["implementation-consulting"]],
      ["Almanyadan bir firma ile çalışmak istiyoruz", [], ["de"], []],
      ["Almanyanın en iyi ISO 27001 denetçisi hangisi", ["iso-27001"], ["de"], ["audit"]],
      [
        "Münihte ISO 27001 danışmanı arıyoruz",
        ["iso-27001"],
        ["de"],
        ["implementation-consulting"],
      ],
      ["Berlinden bir danışman arıyoruz", [], ["de"], ["implementation-consulting"]],
      [
        "İstanbuldaki bir danışmanlık firması arıyoruz",
        [],
        ["mena"],
        ["implementation-consulting"],
      ],
      [
        "İzmirde ISO 27001 danışmanı arıyoruz",
        ["iso-27001"],
        ["mena"],
        ["implementation-consulting"],
      ],
      ["Bursada KVKK danışmanlığı arıyoruz", [], ["mena"], ["privacy-consulting"]],
      ["Türkiyenin en iyi sızma testi firması", [], ["mena"], ["penetration-testing"]],
      ["Pariste bir denetçi arıyoruz", [], ["fr"], ["audit"]],
      ["Londrada SOC 2 denetçisi arıyoruz", ["soc-2"], ["uk"], ["audit"]],
      ["Polonyadan bir sızma testi firması arıyoruz", [], ["pl"], ["penetration-testing"]],
      ["İsveçte bir denetçi arıyoruz", [], ["se"], ["audit"]],
      ["Bulgaristandan bir firma arıyoruz", [], ["eu"], []],
      ["İsviçredeki bir denetçi arıyoruz", [], ["ch"], ["audit"]],
      ["Kalite yönetim sistemi için danışman arıyoruz", [], [], ["implementation-consulting"]],
      ["Sahada çalışan bir denetçi arıyoruz", [], [], ["audit"]],
      [
        "Normalde iç denetimi kendimiz yapıyoruz ama bu yıl danışman arıyoruz",
        [],
        [],
        ["internal-audit", "implementation-consulting"],
      ],
      [
        "Yasanın gerekliliklerini karşılamak için KVKK danışmanı arıyoruz",
        [],
        [],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Greek", () => {
  it('reads a neuter or plural name\'s genitive, and no "του καιρού" as Cairo', () => {
    expectReadings([
      [
        "Ψάχνουμε ελεγκτή ISO 27001 με γραφείο στην περιοχή του Λονδίνου",
        ["iso-27001"],
        ["uk"],
        ["audit"],
      ],
      ["Ψάχνουμε ελεγκτή SOC 2 στην περιοχή του Βερολίνου", ["soc-2"], ["de"], ["audit"]],
      [
        "Σύμβουλος ISO 27001 της περιοχής του Μονάχου",
        ["iso-27001"],
        ["de"],
        ["implementation-consulting"],
      ],
      [
        "Χρειαζόμαστε σύμβουλο GDPR στην περιοχή του Παρισιού",
        ["gdpr"],
        ["fr"],
        ["privacy-consulting"],
      ],
      ["Ψάχνουμε ελεγκτή ISO 27001 στην περιοχή του Ηρακλείου", ["iso-27001"], ["eu"], ["audit"]],
      ["Σύμβουλος GDPR για εταιρεία των Ιωαννίνων", ["gdpr"], ["eu"], ["privacy-consulting"]],
      [
        "Χρειαζόμαστε ελεγκτή ISO 27001 στην περιοχή του Περιστερίου",
        ["iso-27001"],
        ["eu"],
        ["audit"],
      ],
      ["Λόγω του καιρού η επιθεώρηση αναβλήθηκε, ψάχνουμε νέο ελεγκτή", [], [], ["audit"]],
      [
        "Ψάχνουμε σύμβουλο για πιστοποίηση ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Romanian", () => {
  it("reads Chișinău's genitive and a city's adjective, and no common word as a place", () => {
    expectReadings([
      [
        "Căutăm un consultant din zona Chișinăului pentru ISO 27001",
        ["iso-27001"],
        ["emea"],
        ["implementation-consulting"],
      ],
      ["Căutăm un auditor timișorean pentru ISO 27001", ["iso-27001"], ["eu"], ["audit"]],
      ["Căutăm o firmă craioveană de pentest", [], ["eu"], ["penetration-testing"]],
      [
        "Nimeni din echipă nu știe GDPR, căutăm un consultant",
        ["gdpr"],
        [],
        ["privacy-consulting"],
      ],
      ["Timpul este scurt, căutăm un auditor ISO 27001", ["iso-27001"], [], ["audit"]],
      [
        "Am trecut pragul de 50 de angajați și căutăm un consultant",
        [],
        [],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Icelandic", () => {
  it("reads plural, genitive and stem-changed forms, and no common word as a place", () => {
    expectReadings([
      [
        "Við leitum að ráðgjafa sem þekkir markað Bandaríkjanna",
        [],
        ["us"],
        ["implementation-consulting"],
      ],
      [
        "Við leitum að ráðgjafa fyrir ISO 27001 í Færeyjum",
        ["iso-27001"],
        ["nordics"],
        ["implementation-consulting"],
      ],
      [
        "Við leitum að úttektaraðila fyrir ISO 27001 til Danmerkur",
        ["iso-27001"],
        ["dk"],
        ["audit"],
      ],
      [
        "Við leitum að ráðgjafa fyrir ISO 27001 í Lundúnum",
        ["iso-27001"],
        ["uk"],
        ["implementation-consulting"],
      ],
      ["Við leitum að úttektaraðila í nágrenni Óslóar", [], ["no"], ["audit"]],
      [
        "Löngum höfum við sjálf séð um innri úttektir en nú vantar ráðgjafa",
        [],
        [],
        ["internal-audit", "implementation-consulting"],
      ],
      [
        "Vegna náms starfsmanna þurfum við þjálfun í netöryggi",
        [],
        [],
        ["security-awareness-training"],
      ],
      [
        "Við greiðum gas og rafmagn en vantar öryggisráðgjöf",
        [],
        [],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Georgian", () => {
  it('reads from, for and at forms of a name in -ა and -ი, and no "რომელი" as Rome', () => {
    expectReadings([
      ["გვჭირდება ISO 27001 აუდიტორი გერმანიიდან", ["iso-27001"], ["de"], ["audit"]],
      ["ვეძებთ კონსულტანტს გერმანიისთვის", [], ["de"], ["implementation-consulting"]],
      ["ვეძებთ აუდიტორს, რომელიც მუშაობს გერმანიასთან", [], ["de"], ["audit"]],
      [
        "ვეძებთ ISO 27001 კონსულტანტს იტალიიდან",
        ["iso-27001"],
        ["it"],
        ["implementation-consulting"],
      ],
      [
        "ვეძებთ ISO 27001 კონსულტანტს საქართველოსთვის",
        ["iso-27001"],
        ["mena"],
        ["implementation-consulting"],
      ],
      [
        "ვეძებთ ISO 27001 კონსულტანტს ქუთაისისთვის",
        ["iso-27001"],
        ["mena"],
        ["implementation-consulting"],
      ],
      ["ვეძებთ აუდიტორს შვეიცარიიდან", [], ["ch"], ["audit"]],
      [
        "ვეძებთ ISO 27001 კონსულტანტს თბილისს და ბათუმს შორის",
        ["iso-27001"],
        ["mena"],
        ["implementation-consulting"],
      ],
      ["რომელი სასერტიფიკაციო ორგანო არის უფრო სწრაფი", [], [], ["certification-body"]],
      ["რომელიც ჩვენს მოთხოვნებს დააკმაყოფილებს, ისეთი აუდიტორი გვჭირდება", [], [], ["audit"]],
      ["რომ გვითხრათ ფასი, გვჭირდება SOC 2 აუდიტი", ["soc-2"], [], ["audit"]],
    ]);
  });
});

describe("Armenian", () => {
  it("reads the dative and the article, and no common word as a place", () => {
    expectReadings([
      [
        "Մեր ընկերությունը ծառայություններ է մատուցում Գերմանիային, փնտրում ենք ISO 27001 աուդիտոր",
        ["iso-27001"],
        ["de"],
        ["audit"],
      ],
      ["Փնտրում ենք աուդիտոր, Երևանը մեզ հարմար է", [], ["mena"], ["audit"]],
      ["Փնտրում ենք աուդիտոր, որը ծառայում է Երևանին", [], ["mena"], ["audit"]],
      ["Գյումրին մեզ հարմար է, փնտրում ենք ISO 27001 աուդիտոր", ["iso-27001"], ["mena"], ["audit"]],
      ["Պետրոսյանն ասաց, որ մեզ պետք է աուդիտ", [], [], ["audit"]],
      [
        "Որակի կառավարման համակարգի համար փնտրում ենք խորհրդատու",
        [],
        [],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Albanian", () => {
  it("reads a name's genitive, and no common word as a place", () => {
    expectReadings([
      ["Kërkojmë auditues për ISO 27001 për degën e Vlorës", ["iso-27001"], ["emea"], ["audit"]],
      ["Kërkojmë konsulent GDPR për degën e Shkupit", ["gdpr"], ["emea"], ["privacy-consulting"]],
      ["Kërkojmë auditues për degën e Spanjës", [], ["es"], ["audit"]],
      ["Kërkojmë auditues për degën e Belgjikës", [], ["be"], ["audit"]],
      ["Kërkojmë auditues për degën e Zvicrës", [], ["ch"], ["audit"]],
      ["Kërkojmë auditues për degën e Parisit", [], ["fr"], ["audit"]],
      ["Kërkojmë konsulent për projektin e qytetit", [], [], ["implementation-consulting"]],
      ["Për shkak të ligjit të ri kërkojmë konsulent GDPR", ["gdpr"], [], ["privacy-consulting"]],
    ]);
  });
});

describe("Danish", () => {
  it("reads an area's compound and a city's adjective, and no \"baltisk\" as Balti", () => {
    expectReadings([
      [
        "Vi søger en ISO 27001-revisor med kontor i Københavnsområdet",
        ["iso-27001"],
        ["dk"],
        ["audit"],
      ],
      [
        "Vi søger en konsulent i Aarhusregionen til ISO 27001",
        ["iso-27001"],
        ["dk"],
        ["implementation-consulting"],
      ],
      ["Vi søger en københavnsk konsulent til GDPR", ["gdpr"], ["dk"], ["privacy-consulting"]],
      [
        "Vi søger et aarhusiansk rådgivningsfirma til NIS2",
        ["nis2"],
        ["dk"],
        ["implementation-consulting"],
      ],
      ["Vi søger en odenseansk revisor til ISO 27001", ["iso-27001"], ["dk"], ["audit"]],
      ["Vi søger rådgivere i Odenseregionen", [], ["dk"], ["implementation-consulting"]],
      ["Vi søger en revisor i Aalborgregionen", [], ["dk"], ["audit"]],
      ["Vi har brug for hjælp med tredjepartsrisici og baltiske leverandører", [], [], []],
      ["Vi søger en revisor til SOC 2", ["soc-2"], [], ["audit"]],
    ]);
  });
});

describe("Norwegian", () => {
  it('reads an area\'s or a base\'s compound, and no "-basert" or "baltisk" as a place', () => {
    expectReadings([
      ["Vi søker en ISO 27001-revisor med kontor i Osloområdet", ["iso-27001"], ["no"], ["audit"]],
      [
        "Vi søker en konsulent i Bergensregionen til ISO 27001",
        ["iso-27001"],
        ["no"],
        ["implementation-consulting"],
      ],
      [
        "Vi søker et Trondheimsbasert rådgivningsfirma for NIS2",
        ["nis2"],
        ["no"],
        ["implementation-consulting"],
      ],
      ["Vi søker rådgivere i Stavangerregionen", [], ["no"], ["implementation-consulting"]],
      [
        "Vi søker en konsulent for skybaserte tjenester og cellebasert nettverk",
        [],
        [],
        ["implementation-consulting"],
      ],
      ["Vi trenger hjelp med tredjepartsrisiko og baltiske leverandører", [], [], []],
    ]);
  });
});

describe("Swedish", () => {
  it("reads an area's or a base's compound, and no \"molnbaserad\" as a place", () => {
    expectReadings([
      [
        "Vi söker en ISO 27001-revisor med kontor i Stockholmsområdet",
        ["iso-27001"],
        ["se"],
        ["audit"],
      ],
      [
        "Vi söker en konsult i Göteborgsregionen för ISO 27001",
        ["iso-27001"],
        ["se"],
        ["implementation-consulting"],
      ],
      ["Vi söker en Stockholmsbaserad revisor för SOC 2", ["soc-2"], ["se"], ["audit"]],
      ["Vi söker en pentestfirma i Malmöregionen", [], ["se"], ["penetration-testing"]],
      ["Vi söker en konsult i Helsingforsregionen", [], ["fi"], ["implementation-consulting"]],
      [
        "Vi söker en konsult i Malmöområdet för ISO 27001",
        ["iso-27001"],
        ["se"],
        ["implementation-consulting"],
      ],
      [
        "Vi söker en konsult med bred kunskap om molnbaserade tjänster",
        [],
        [],
        ["implementation-consulting"],
      ],
      ["Vi söker en konsult för molnområdet och NIS2", ["nis2"], [], ["implementation-consulting"]],
    ]);
  });
});

describe("German", () => {
  it('reads a city\'s adjective, a genitive and "-weit", and no "normaler" or "Männer" as a place', () => {
    expectReadings([
      ["Suchen einen Münchner Auditor für TISAX", ["tisax"], ["de"], ["audit"]],
      ["Suchen einen Münchener Pentest-Dienstleister", [], ["de"], ["penetration-testing"]],
      [
        "Wir suchen einen Berater für ISO 27001, deutschlandweit tätig",
        ["iso-27001"],
        ["de"],
        ["implementation-consulting"],
      ],
      ["Wir suchen einen Auditor, österreichweit tätig", [], ["at"], ["audit"]],
      ["Wir suchen einen Berater, schweizweit tätig", [], ["ch"], ["implementation-consulting"]],
      [
        "Wir suchen einen Auditor im Großraum Münchens für ISO 27001",
        ["iso-27001"],
        ["de"],
        ["audit"],
      ],
      ["Wir suchen einen Hamburger Pentest-Anbieter", [], ["de"], ["penetration-testing"]],
      ["Wir suchen einen Frankfurter SOC 2 Auditor", ["soc-2"], ["de"], ["audit"]],
      ["Wir suchen einen Kölner TISAX Auditor", ["tisax"], ["de"], ["audit"]],
      ["Wir suchen einen Bremer ISO 27001 Auditor", ["iso-27001"], ["de"], ["audit"]],
      ["Wir suchen einen Wiener ISO 27001 Auditor", ["iso-27001"], ["at"], ["audit"]],
      ["Wir suchen einen Grazer ISO 27001 Auditor", ["iso-27001"], ["at"], ["audit"]],
      ["Wir suchen einen Zürcher ISO 27001 Auditor", ["iso-27001"], ["ch"], ["audit"]],
      ["Wir suchen einen Basler ISO 27001 Auditor", ["iso-27001"], ["ch"], ["audit"]],
      ["Wir suchen einen Berner ISO 27001 Auditor", ["iso-27001"], ["ch"], ["audit"]],
      [
        "Ein normaler Audit reicht uns nicht, wir suchen einen erfahrenen Prüfer",
        [],
        [],
        ["audit"],
      ],
      [
        "Die Männer und Frauen in unserem Team brauchen Schulungen",
        [],
        [],
        ["security-awareness-training"],
      ],
      ["Wir brauchen einen erfahrenen Springer für das Projekt", [], [], []],
    ]);
  });
});

describe("Dutch", () => {
  it('reads a city\'s adjective, and no "namens" or "kopers" as a place', () => {
    expectReadings([
      ["Wij zoeken een Haagse adviseur voor de BIO", [], ["nl"], ["implementation-consulting"]],
      ["Wij zoeken een Groningse partij voor een pentest", [], ["nl"], ["penetration-testing"]],
      ["Wij zoeken een Leidse consultant voor AVG", ["gdpr"], ["nl"], ["privacy-consulting"]],
      ["Wij zoeken een Zwolse auditor voor ISO 27001", ["iso-27001"], ["nl"], ["audit"]],
      ["Wij zoeken een Gentse auditor voor ISO 27001", ["iso-27001"], ["be"], ["audit"]],
      [
        "Wij zoeken een Leuvense consultant voor NIS2",
        ["nis2"],
        ["be"],
        ["implementation-consulting"],
      ],
      [
        "Namens ons bedrijf zoek ik een ISO 27001 consultant",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Onze kopers vragen om een SOC 2 rapport", ["soc-2"], [], ["audit"]],
    ]);
  });
});

describe("Afrikaans", () => {
  it('reads a city\'s adjective, and no "namens" or "massas" as a place', () => {
    expectReadings([
      ["Ons soek 'n Kaapse konsultant vir POPIA", [], ["za"], ["implementation-consulting"]],
      [
        "Ons soek 'n Stellenbosse konsultant vir ISO 27001",
        ["iso-27001"],
        ["za"],
        ["implementation-consulting"],
      ],
      [
        "Namens ons maatskappy soek ek 'n ISO 27001 konsultant",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Die massas data in die wolk moet beskerm word", [], [], []],
    ]);
  });
});

describe("Bengali", () => {
  it('reads "-ভিত্তিক" (based in) joined to a name, and no other compound as a place', () => {
    expectReadings([
      ["ঢাকাভিত্তিক ISO 27001 পরামর্শদাতা প্রয়োজন", ["iso-27001"], ["apac"], ["implementation-consulting"]],
      ["চট্টগ্রামভিত্তিক অডিটর প্রয়োজন", [], ["apac"], ["audit"]],
      ["ক্লাউডভিত্তিক পরিষেবার নিরাপত্তা পরীক্ষা দরকার", [], [], []],
      ["সরকারকে রিপোর্ট জমা দিতে হবে", [], [], []],
    ]);
  });
});

describe("Tamil", () => {
  it('reads the dative, "belonging to" and a name in -ம், and no common word as a place', () => {
    expectReadings([
      ["சென்னைக்கு ISO 27001 ஆலோசகர் தேவை", ["iso-27001"], ["in"], ["implementation-consulting"]],
      ["இந்தியாவுக்கு SOC 2 தணிக்கையாளர் தேவை", ["soc-2"], ["in"], ["audit"]],
      ["ஜெர்மனிக்கு ISO 27001 ஆலோசகர் தேவை", ["iso-27001"], ["de"], ["implementation-consulting"]],
      [
        "சென்னையைச் சேர்ந்த ISO 27001 ஆலோசகர் தேவை",
        ["iso-27001"],
        ["in"],
        ["implementation-consulting"],
      ],
      ["யாழ்ப்பாணத்தில் ISO 27001 ஆலோசகர் தேவை", ["iso-27001"], ["apac"], ["implementation-consulting"]],
      ["யாழ்ப்பாணத்திலிருந்து ஒரு தணிக்கையாளர் தேவை", [], ["apac"], ["audit"]],
      ["கொழும்புக்கு ISO 27001 ஆலோசகர் தேவை", ["iso-27001"], ["apac"], ["implementation-consulting"]],
      ["எங்களுக்கு ஒரு தணிக்கையாளர் தேவை", [], [], ["audit"]],
      ["வங்கிக்கு SOC 2 அறிக்கை தேவை", ["soc-2"], [], []],
    ]);
  });
});

describe("Persian", () => {
  it("reads a place's adjective in -ی, and no common adjective as a place", () => {
    expectReadings([
      ["یک شرکت تهرانی برای تست نفوذ می‌خواهیم", [], ["mena"], ["penetration-testing"]],
      [
        "یک مشاور اصفهانی برای ISO 27001 می‌خواهیم",
        ["iso-27001"],
        ["mena"],
        ["implementation-consulting"],
      ],
      ["یک شرکت شیرازی برای ممیزی می‌خواهیم", [], ["mena"], ["audit"]],
      [
        "یک مشاور مشهدی برای ISO 27001 می‌خواهیم",
        ["iso-27001"],
        ["mena"],
        ["implementation-consulting"],
      ],
      ["یک مشاور امنیتی برای ISO 27001 می‌خواهیم", ["iso-27001"], [], ["implementation-consulting"]],
      ["به یک شرکت خارجی برای تست نفوذ نیاز داریم", [], [], ["penetration-testing"]],
      ["یک شرکت دولتی به ممیزی امنیتی نیاز دارد", [], [], ["audit"]],
    ]);
  });
});

describe("Arabic", () => {
  it('reads a firm\'s adjective after -ن or -س, and no "رياضية" or "الكافية" as a place', () => {
    expectReadings([
      ["نبحث عن شركة أردنية لمعيار ISO 27001", ["iso-27001"], ["mena"], []],
      ["نبحث عن شركة لبنانية لاختبار الاختراق", [], ["mena"], ["penetration-testing"]],
      ["نبحث عن شركة تونسية للتدقيق", [], ["mena"], ["audit"]],
      ["نبحث عن شركة فلسطينية لمعيار ISO 27001", ["iso-27001"], ["mena"], []],
      ["نبحث عن شركة سودانية للتدقيق", [], ["mena"], ["audit"]],
      ["نبحث عن الشركة الأردنية للتدقيق", [], ["mena"], ["audit"]],
      ["نحتاج نماذج رياضية وإحصائية لتقييم المخاطر", [], [], ["risk-assessment"]],
      ["شركة رياضية تحتاج إلى اختبار اختراق لموقعها", [], [], ["penetration-testing"]],
      ["نحتاج الموارد الكافية لتطبيق المعيار", [], [], ["implementation-consulting"]],
      ["نحتاج استشارات تقنية وقانونية للامتثال", [], [], ["implementation-consulting"]],
    ]);
  });
});
