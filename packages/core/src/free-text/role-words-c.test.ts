import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * The role words of Japanese, Chinese, Korean, Arabic, Hindi, Greek, Ukrainian, Russian, Hebrew,
 * Thai, Bulgarian, Serbian, Macedonian, Persian, Urdu, Bengali, Tamil, Georgian and Armenian: an
 * assessment read as its audit (`assessmentWords`), a framework held (`heldBefore`,
 * `heldAfter`) or declined (`declinedBefore`, `declinedAfter`), another party's place
 * (`othersPlaceBefore`, `othersPlaceAfter`), the writer's own (`ownPlaceBefore`) and one a
 * vendor is asked in (`askers`).
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Japanese", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([
      ["HITRUSTのアセスメントをお願いできるところはありますか", ["hitrust"], [], ["audit"]],
      ["TISAXの審査を受けたいので、対応できる会社を探しています", ["tisax"], [], ["audit"]],
    ]);
  });
  it("reads a framework held, or declined after it, as no framework asked", () => {
    expectReadings([
      ["既にISO 27001を取得しています。SOC 2の監査法人を探しています", ["soc-2"], [], ["audit"]],
      ["ISO 27001は取得済みで、今回はSOC 2が必要です", ["soc-2"], [], []],
      [
        "SOC 2は不要です。ISO 27001の審査機関を探しています",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads customers' and a market's place as another party's", () => {
    expectReadings([
      [
        "顧客は主にドイツにいます。弊社は大阪の製造業で、ペネトレーションテストを依頼したい",
        [],
        ["jp"],
        ["penetration-testing"],
      ],
      [
        "ドイツに進出予定です。弊社は名古屋の部品メーカーで、TISAXのコンサルタントが必要です",
        ["tisax"],
        ["jp"],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Chinese", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["想找一家能做HITRUST的评估的公司", ["hitrust"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001已经通过，现在需要找SOC 2的审计师", ["soc-2"], [], ["audit"]],
      ["我们不需要SOC 2，只需要ISO 27001认证机构", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads customers' and a parent company's place as another party's", () => {
    expectReadings([
      [
        "客户主要在德国，我们是上海的一家金融科技公司，需要渗透测试",
        [],
        ["apac"],
        ["penetration-testing"],
      ],
      ["最好在新加坡的顾问，我们的客户在日本", [], ["sg"], ["implementation-consulting"]],
    ]);
  });
});

describe("Korean", () => {
  it("reads a framework's report as its audit", () => {
    expectReadings([["SOC 2 보고서를 발급해 줄 회계법인을 찾습니다", ["soc-2"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["이미 ISO 27001 인증을 받았고 SOC 2 감사가 필요합니다", ["soc-2"], [], ["audit"]],
      [
        "SOC 2는 필요 없고 ISO 27001 인증기관을 찾고 있습니다",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads customers' place as another party's, and a place a vendor is asked in", () => {
    expectReadings([
      [
        "고객사는 주로 독일에 있고, 저희는 부산의 제조업체로 모의해킹 업체를 찾고 있습니다",
        [],
        ["kr"],
        ["penetration-testing"],
      ],
      [
        "본사는 부산에 있습니다. 미국 고객이 많습니다. ISO 27001 컨설팅이 필요합니다",
        ["iso-27001"],
        ["kr"],
        ["implementation-consulting"],
      ],
      ["저희는 서울에 있지만 싱가포르 업체를 찾고 있습니다", [], ["sg"], []],
    ]);
  });
});

describe("Arabic", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([
      ["نبحث عن شركة لتقييم TISAX في الرياض", ["tisax"], ["sa"], ["audit"]],
      ["نحتاج تقييم HITRUST", ["hitrust"], [], ["audit"]],
    ]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["حصلنا على ISO 27001 ونحتاج الآن مدقق SOC 2", ["soc-2"], [], ["audit"]],
      [
        "لا نحتاج SOC 2، نبحث عن جهة مانحة لشهادة ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads a market's place as another party's", () => {
    expectReadings([
      [
        "نحن شركة في جدة ونبيع إلى فرنسا، نبحث عن مستشار ISO 27001",
        ["iso-27001"],
        ["sa"],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Hebrew", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([
      ["מחפשים חברה להערכת CMMC", ["cmmc"], [], ["audit"]],
      ["אנחנו צריכים הערכת TISAX לספק רכב", ["tisax"], [], ["audit"]],
    ]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 כבר יש לנו, מחפשים מבקר ל-SOC 2", ["soc-2"], [], ["audit"]],
      ["לא צריכים SOC 2, מחפשים גוף מסמיך ל-ISO 27001", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads customers' and servers' place as another party's", () => {
    expectReadings([
      [
        "הלקוחות שלנו נמצאים בגרמניה, אנחנו חברת פינטק מחיפה וצריכים מבדק חדירה",
        [],
        ["il"],
        ["penetration-testing"],
      ],
      [
        "השרתים שלנו מאוחסנים באירלנד, אנחנו סטארטאפ מתל אביב, מחפשים יועץ SOC 2",
        ["soc-2"],
        ["il"],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Persian", () => {
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 را داریم و برای SOC 2 به ممیز نیاز داریم", ["soc-2"], [], ["audit"]],
      ["به SOC 2 نیاز نداریم، دنبال ممیز ISO 27001 هستیم", ["iso-27001"], [], ["audit"]],
    ]);
  });
  it("reads servers' place as another party's", () => {
    expectReadings([
      [
        "دفتر ما در تهران است و سرورهای ما در آلمان هستند، تست نفوذ می‌خواهیم",
        [],
        ["mena"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Urdu", () => {
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ہمارے پاس پہلے سے ISO 27001 ہے، اب SOC 2 آڈٹ چاہیے", ["soc-2"], [], ["audit"]],
      [
        "SOC 2 نہیں چاہیے، ISO 27001 سرٹیفیکیشن باڈی چاہیے",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads a parent company's place as another party's", () => {
    expectReadings([
      ["ہماری پیرنٹ کمپنی امریکہ میں ہے، کراچی میں آڈیٹر چاہیے", [], ["apac"], ["audit"]],
    ]);
  });
});

describe("Hindi", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["CMMC असेसमेंट करने वाली फर्म चाहिए", ["cmmc"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 पहले से है, SOC 2 के लिए ऑडिटर चाहिए", ["soc-2"], [], ["audit"]],
      [
        "SOC 2 नहीं चाहिए, ISO 27001 के लिए प्रमाणन निकाय चाहिए",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads customers' and an export market's place as another party's", () => {
    expectReadings([
      [
        "हमारे ग्राहक जर्मनी में हैं, हमारी कंपनी पुणे में है और हमें पेनिट्रेशन टेस्टिंग चाहिए",
        [],
        ["in"],
        ["penetration-testing"],
      ],
      ["हम जर्मनी को निर्यात करते हैं, पुणे में ऑडिटर चाहिए", [], ["in"], ["audit"]],
    ]);
  });
});

describe("Thai", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["ขอผู้ให้บริการการประเมิน HITRUST", ["hitrust"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["เราได้ ISO 27001 แล้ว ต้องการผู้ตรวจสอบ SOC 2", ["soc-2"], [], ["audit"]],
      ["ไม่ต้องการ SOC 2 ต้องการหน่วยรับรอง ISO 27001", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads customers' place as another party's", () => {
    expectReadings([
      [
        "ลูกค้าส่วนใหญ่อยู่ในญี่ปุ่น เราเป็นบริษัทฟินเทคในเชียงใหม่ ต้องการทดสอบเจาะระบบ",
        [],
        ["apac"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Bengali", () => {
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 আছে, SOC 2 অডিটর দরকার", ["soc-2"], [], ["audit"]],
      ["SOC 2 দরকার নেই, ISO 27001 অডিটর চাই", ["iso-27001"], [], ["audit"]],
    ]);
  });
  it("reads customers' place as another party's", () => {
    expectReadings([["আমাদের গ্রাহকরা জার্মানিতে, ঢাকায় অডিটর দরকার", [], ["apac"], ["audit"]]]);
  });
});

describe("Tamil", () => {
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["எங்களிடம் ஏற்கனவே ISO 27001 உள்ளது, இப்போது SOC 2 தணிக்கையாளர் தேவை", ["soc-2"], [], ["audit"]],
      ["SOC 2 தேவையில்லை, ISO 27001 தணிக்கையாளர் தேவை", ["iso-27001"], [], ["audit"]],
    ]);
  });
  it("reads customers' place as another party's", () => {
    expectReadings([
      ["எங்கள் வாடிக்கையாளர்கள் ஜெர்மனியில் உள்ளனர், ஊடுருவல் சோதனை தேவை", [], [], ["penetration-testing"]],
    ]);
  });
});

describe("Georgian", () => {
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 უკვე გვაქვს, SOC 2 აუდიტორი გვჭირდება", ["soc-2"], [], ["audit"]],
      ["არ გვჭირდება SOC 2, ISO 27001 აუდიტორი გვჭირდება", ["iso-27001"], [], ["audit"]],
    ]);
  });
  it("reads customers' place as another party's", () => {
    expectReadings([
      ["ჩვენი კლიენტები გერმანიაში არიან, თბილისში ვეძებთ აუდიტორს", [], ["mena"], ["audit"]],
    ]);
  });
});

describe("Armenian", () => {
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 արդեն ունենք, SOC 2 աուդիտոր է պետք", ["soc-2"], [], ["audit"]],
      ["մեզ պետք չէ SOC 2, ISO 27001 աուդիտոր է պետք", ["iso-27001"], [], ["audit"]],
    ]);
  });
  it("reads customers' place as another party's", () => {
    expectReadings([
      [
        "մեր հաճախորդները Գերմանիայում են, ներթափանցման թեստ է պետք",
        [],
        [],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Greek", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([
      ["Χρειαζόμαστε αξιολόγηση TISAX για τον προμηθευτή μας", ["tisax"], [], ["audit"]],
    ]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["Έχουμε ήδη ISO 27001, χρειαζόμαστε ελεγκτή για SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Δεν χρειαζόμαστε SOC 2, ψάχνουμε φορέα πιστοποίησης για ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads customers' and a market's place as another party's", () => {
    expectReadings([
      [
        "Έχουμε πελάτες από τη Γερμανία, είμαστε μια εταιρεία στη Θεσσαλονίκη και χρειαζόμαστε pentest",
        [],
        ["eu"],
        ["penetration-testing"],
      ],
      [
        "Η εταιρεία μας είναι στην Αθήνα, πουλάμε στην Ιταλία, χρειαζόμαστε σύμβουλο ISO 27001",
        ["iso-27001"],
        ["eu"],
        ["implementation-consulting"],
      ],
    ]);
  });
});

describe("Ukrainian", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["Потрібна оцінка TISAX для нашого заводу", ["tisax"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["Ми вже маємо ISO 27001, потрібен аудитор SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Нам не потрібен SOC 2, шукаємо орган сертифікації ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads a market's place as another party's", () => {
    expectReadings([
      [
        "Продаємо в Польщу, ми компанія з Києва, потрібен пентест",
        [],
        ["emea"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Russian", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["Ищем компанию для оценки TISAX", ["tisax"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["ISO 27001 у нас есть, нужен аудитор по SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Нам не нужен SOC 2, ищем орган по сертификации ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads a market's place as another party's", () => {
    expectReadings([
      [
        "Наша компания продает в Германию, офис в Казани, нужен пентест",
        [],
        ["emea"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Bulgarian", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["Търсим фирма за оценка по TISAX", ["tisax"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["Вече имаме ISO 27001, търсим одитор за SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Не ни трябва SOC 2, търсим сертифициращ орган за ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads an export market's place as another party's", () => {
    expectReadings([
      [
        "Изнасяме за Германия, фирмата ни е в Пловдив, търсим пентест",
        [],
        ["eu"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Serbian", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["Тражимо фирму за процену TISAX", ["tisax"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["Већ имамо ISO 27001, треба нам ревизор за SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Не треба нам SOC 2, тражимо сертификационо тело за ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads an export market's place as another party's", () => {
    expectReadings([
      [
        "Извозимо у Немачку, наша фирма је у Београду, треба нам пентест",
        [],
        ["emea"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("Macedonian", () => {
  it("reads the assessment of a framework assessed as its audit", () => {
    expectReadings([["Бараме фирма за проценка TISAX", ["tisax"], [], ["audit"]]]);
  });
  it("reads a framework held or declined as no framework asked", () => {
    expectReadings([
      ["Веќе имаме ISO 27001, бараме ревизор за SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Не ни треба SOC 2, бараме сертификационо тело за ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads an export market's place as another party's", () => {
    expectReadings([
      [
        "Извезуваме во Германија, нашата фирма е во Битола, бараме пентест",
        [],
        ["emea"],
        ["penetration-testing"],
      ],
    ]);
  });
});

describe("an assessment word after an article or a preposition", () => {
  it("stands bare in Greek and Ukrainian, so the assessed framework's audit is read", () => {
    expectReadings([
      ["Ψάχνουμε εταιρεία για την αξιολόγηση TISAX", ["tisax"], [], ["audit"]],
      ["Ψάχνουμε εταιρεία για αξιολόγηση TISAX", ["tisax"], [], ["audit"]],
      ["Шукаємо компанію для оцінки TISAX", ["tisax"], [], ["audit"]],
    ]);
  });
});
