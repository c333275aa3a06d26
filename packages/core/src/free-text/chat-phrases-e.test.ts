import { describe, expect, it } from "vitest";
import { reader } from "../../test/lexicon-readers.ts";

/**
 * Chat messages in Polish, Czech, Turkish, Japanese, Chinese, Korean, Arabic, Hebrew, Greek,
 * Romanian, Hindi, Indonesian, Vietnamese and Thai as a buyer types them into Ask AI: help to
 * become compliant or to implement a framework (`serviceVerbs`, `frameworkHelp`, terms), a
 * compliance-automation tool or one like a product (`productAsks`, `productComparisons`), a
 * framework or certificate held (`heldBefore`, `heldAfter`), a service deferred or declined
 * (`declinedBefore`, `declinedAfter`, `lackedBefore`), a writer named like a place
 * (`personBefore`, `selfIntroductions`), another party's place (`othersPlaceBefore`,
 * `othersPlaceAfter`), and a certification, assessment or report asked for. Each sentence of
 * the first test of a language read otherwise before its language's words were added; the
 * second's read so before and must stay so.
 */

/** Each text's reading: frameworks, regions, service types. */
function expectReadings(readings: [string, string[], string[], string[]][]) {
  for (const [text, frameworks, regions, serviceTypes] of readings) {
    expect(reader.read(text).slugs, text).toEqual({ frameworks, regions, serviceTypes });
  }
}

describe("Polish", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      [
        "Potrzebujemy pomocy w uzyskaniu zgodności z DORA",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Pomóżcie nam przygotować się do TISAX", ["tisax"], [], ["implementation-consulting"]],
      [
        "Chcemy przygotować się do certyfikacji ISO 27001, kto może pomóc?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Potrzebujemy wsparcia w zakresie zgodności z NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kto napisze nam polityki i procedury do ISO 27001?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Musimy dostosować się do RODO, szukamy pomocy", ["gdpr"], [], ["privacy-consulting"]],
      ["Chcemy spełnić wymagania NIS2 do końca roku", ["nis2"], [], ["implementation-consulting"]],
      ["Szukamy narzędzia takiego jak Vanta", [], [], ["compliance-automation"]],
      ["Jest jakaś alternatywa dla OneTrust?", [], [], ["compliance-automation"]],
      [
        "Potrzebujemy platformy do automatyzacji zbierania dowodów do SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta czy Drata, a może coś lokalnego?", [], [], ["compliance-automation"]],
      ["Rozważamy Drata, znacie coś podobnego?", [], [], ["compliance-automation"]],
      ["Coś jak Vanta, ale tańsze", [], [], ["compliance-automation"]],
      ["Mamy już certyfikaty, teraz potrzebujemy pentestu", [], [], ["penetration-testing"]],
      [
        "Mamy certyfikat ISO 27001 od 2021 roku, teraz potrzebujemy pomocy z NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Nie musimy jeszcze wybierać jednostki certyfikującej, na razie szukamy konsultanta ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Audyt będzie później, teraz potrzebujemy wdrożenia ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Pentest nie jest potrzebny, szukamy audytora SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Nie mamy budżetu na konsultantów, szukamy narzędzia do automatyzacji SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "Jestem Florence z fintechu w Krakowie, potrzebujemy pomocy z DORA",
        ["dora"],
        ["pl"],
        ["implementation-consulting"],
      ],
      [
        "Z tej strony Paris, szukamy jednostki certyfikującej ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Nasza spółka matka w Japonii wymaga SOC 2", ["soc-2"], [], []],
      ["Nasz inwestor z Londynu wymaga testów penetracyjnych", [], [], ["penetration-testing"]],
      ["Kto może nas certyfikować na ISO 27001?", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Potrzebujemy audytu zgodności z RODO", ["gdpr"], [], ["audit"]],
      [
        "Nie mamy jeszcze ISO 27001, potrzebujemy wdrożenia",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Szukamy jednostki certyfikującej, która przeprowadzi audyt ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Używamy Vanta, szukamy audytora SOC 2", ["soc-2"], [], ["audit"]],
      ["Potrzebujemy pomocy w przygotowaniu spotkania zarządu", [], [], []],
      ["Szukamy firmy do pentestów w Sydney", [], ["au"], ["penetration-testing"]],
    ]);
  });
});

describe("Czech", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["Potřebujeme pomoc s dosažením souladu s DORA", ["dora"], [], ["implementation-consulting"]],
      [
        "Hledáme někoho, kdo nám pomůže zavést ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Pomozte nám připravit se na hodnocení TISAX", ["tisax"], [], ["implementation-consulting"]],
      [
        "Chceme se připravit na certifikaci ISO 27001, kdo nám pomůže?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Potřebujeme podporu při zajištění souladu s NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kdo nám napíše politiky a směrnice pro ISO 27001?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Musíme splnit požadavky GDPR, hledáme pomoc", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Potřebujeme splnit požadavky NIS2 do konce roku",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Hledáme nástroj jako Vanta", [], [], ["compliance-automation"]],
      ["Existuje nějaká alternativa k OneTrust?", [], [], ["compliance-automation"]],
      [
        "Potřebujeme platformu pro automatizaci sběru důkazů pro SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta nebo Drata, nebo něco lokálního?", [], [], ["compliance-automation"]],
      ["Zvažujeme Drata, znáte něco podobného?", [], [], ["compliance-automation"]],
      ["Něco jako Vanta, ale levnější", [], [], ["compliance-automation"]],
      ["Už máme certifikáty, teď potřebujeme pentest", [], [], ["penetration-testing"]],
      ["Máme ISO 27001, hledáme auditora pro SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Certifikační orgán zatím vybírat nemusíme, teď hledáme konzultanta pro ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Audit přijde později, teď potřebujeme zavést ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Pentest není potřeba, hledáme auditora pro SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Nemáme rozpočet na konzultanty, hledáme nástroj pro automatizaci SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "Tady Paris, hledáme certifikační orgán pro ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Náš zákazník v Německu vyžaduje ISO 27001, hledáme certifikační orgán",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Kdo nás může certifikovat podle ISO 27001?", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Potřebujeme audit souladu s GDPR", ["gdpr"], [], ["audit"]],
      [
        "Zatím nemáme ISO 27001, potřebujeme implementaci",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Používáme Vanta, hledáme auditora SOC 2", ["soc-2"], [], ["audit"]],
      ["Potřebujeme pomoc s přípravou porady vedení", [], [], []],
      ["Hledáme firmu na pentest v Sydney", [], ["au"], ["penetration-testing"]],
    ]);
  });
});

describe("Turkish", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      [
        "DORA uyumlu hale gelmek için yardıma ihtiyacımız var",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      [
        "ISO 27001'i uygulamamıza yardımcı olacak birini arıyoruz",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["TISAX'a hazırlanmamıza yardım edin", ["tisax"], [], ["implementation-consulting"]],
      [
        "ISO 27001 belgelendirmesine hazırlanmak istiyoruz, kim yardımcı olabilir?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["NIS2 uyumluluğu için destek arıyoruz", ["nis2"], [], ["implementation-consulting"]],
      [
        "ISO 27001 politika ve prosedürlerimizi kim yazabilir?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["GDPR'a uyum sağlamamız gerekiyor, yardım arıyoruz", ["gdpr"], [], ["privacy-consulting"]],
      [
        "NIS2 gerekliliklerini karşılamak için yardım lazım",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Vanta gibi bir araç arıyoruz", [], [], ["compliance-automation"]],
      [
        "SOC 2 kanıtlarını otomatikleştirmek için bir platform arıyoruz",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta mı Drata mı, yoksa yerli bir alternatif mi?", [], [], ["compliance-automation"]],
      [
        "2021'den beri ISO 27001 sertifikalıyız, şimdi NIS2 için yardım lazım",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Belgelendirme kuruluşunu seçmemize henüz gerek yok, önce ISO 27001 danışmanı arıyoruz",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Denetim daha sonra, şimdi ISO 27001 kurulumu lazım",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Danışman için bütçemiz yok, SOC 2 otomasyonu için bir araç arıyoruz",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "Belgelendirme bir sonraki adım, şimdilik ISO 27001 kurulumu",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ben Florence, Ankara'daki bir fintech şirketinden; DORA için yardım lazım",
        ["dora"],
        ["mena"],
        ["implementation-consulting"],
      ],
      [
        "İzmir'de bir şirketiz, müşterilerimiz Almanya'da; sızma testi lazım",
        [],
        ["mena"],
        ["penetration-testing"],
      ],
      ["Londra'daki yatırımcımız sızma testi istiyor", [], [], ["penetration-testing"]],
      ["ISO 27001 için bizi kim belgelendirebilir?", ["iso-27001"], [], ["certification-body"]],
      [
        "Ana şirketimiz İstanbul'da, biz Berlin'deyiz; sızma testi lazım",
        [],
        ["de"],
        ["penetration-testing"],
      ],
      ["İzmir'deyiz, SOC 2 denetçisi arıyoruz", ["soc-2"], ["mena"], ["audit"]],
      [
        "Biz Ankara'dayız ve Almanya'daki müşterilerimiz için ISO 27001 lazım",
        ["iso-27001"],
        ["mena"],
        [],
      ],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Vanta kullanıyoruz, SOC 2 denetçisi arıyoruz", ["soc-2"], [], ["audit"]],
      ["Sidney'de sızma testi firması arıyoruz", [], ["au"], ["penetration-testing"]],
      ["Yönetim kurulu toplantısına hazırlanmak için yardım lazım", [], [], []],
    ]);
  });
});

describe("Japanese", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["DORAに準拠するための支援が必要です", ["dora"], [], ["implementation-consulting"]],
      [
        "ISO 27001の導入を手伝ってくれる会社を探しています",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["TISAXの準備を支援してほしい", ["tisax"], [], ["implementation-consulting"]],
      [
        "ISO 27001の認証取得に向けた準備を手伝ってほしい",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["NIS2対応の支援をお願いしたい", ["nis2"], [], ["implementation-consulting"]],
      [
        "ISO 27001の規程や手順書を作成してくれる人はいますか",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "GDPRに対応する必要があり、支援してくれる会社を探しています",
        ["gdpr"],
        [],
        ["privacy-consulting"],
      ],
      ["NIS2の要件を満たすためのサポートが欲しい", ["nis2"], [], ["implementation-consulting"]],
      ["Vantaのようなツールを探しています", [], [], ["compliance-automation"]],
      ["OneTrustの代替はありますか", [], [], ["compliance-automation"]],
      ["VantaかDrata、または国内の代替製品はありますか", [], [], ["compliance-automation"]],
      [
        "2021年からISO 27001認証を取得しています。今回はNIS2対応の支援が必要です",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "審査機関はまだ選ばなくて大丈夫です。まずISO 27001のコンサルタントを探しています",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "監査は後で、今はISO 27001の導入が必要です",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "コンサルの予算はないので、SOC 2を自動化するツールを探しています",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["千葉と申します。ペネトレーションテストをお願いしたいです", [], [], ["penetration-testing"]],
      [
        "大阪のフィンテック企業の長野です。DORA対応の支援が必要です",
        ["dora"],
        ["jp"],
        ["implementation-consulting"],
      ],
      ["ISO 27001の認証を取得したい", ["iso-27001"], [], ["certification-body"]],
      ["ISO 27001の認証をしてくれるところはどこですか", ["iso-27001"], [], ["certification-body"]],
      ["Vantaみたいなツールで、もっと安いものはありますか", [], [], ["compliance-automation"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["拠点は東京です。SOC 2の監査人を探しています", ["soc-2"], ["jp"], ["audit"]],
      ["大阪で審査機関を探しています", [], ["jp"], ["certification-body"]],
      ["Vantaを使っています。SOC 2の監査人を探しています", ["soc-2"], [], ["audit"]],
      ["シドニーでペネトレーションテストの会社を探しています", [], ["au"], ["penetration-testing"]],
      ["取締役会の準備を手伝ってほしい", [], [], []],
    ]);
  });
});

describe("Chinese", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["我们需要帮助来满足DORA合规要求", ["dora"], [], ["implementation-consulting"]],
      ["想找一家公司帮我们实施ISO 27001", ["iso-27001"], [], ["implementation-consulting"]],
      ["请帮我们为TISAX做准备", ["tisax"], [], ["implementation-consulting"]],
      ["我们想准备ISO 27001认证,谁能帮忙?", ["iso-27001"], [], ["implementation-consulting"]],
      ["需要NIS2合规方面的支持", ["nis2"], [], ["implementation-consulting"]],
      [
        "谁能帮我们编写ISO 27001的制度和流程文件?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["我们需要符合GDPR,正在找人帮忙", ["gdpr"], [], ["privacy-consulting"]],
      ["需要满足NIS2的要求,想找人协助", ["nis2"], [], ["implementation-consulting"]],
      ["我們需要協助導入ISO 27001", ["iso-27001"], [], ["implementation-consulting"]],
      ["想找类似Vanta的工具", [], [], ["compliance-automation"]],
      ["有没有OneTrust的替代品?", [], [], ["compliance-automation"]],
      ["需要一个自动化收集SOC 2证据的平台", ["soc-2"], [], ["compliance-automation"]],
      ["Vanta还是Drata,或者有国内的替代方案吗?", [], [], ["compliance-automation"]],
      ["找ISO 27001的GRC工具", ["iso-27001"], [], ["compliance-automation"]],
      ["我们在考虑Drata,有类似的吗?", [], [], ["compliance-automation"]],
      ["像Vanta那样但便宜一点的", [], [], ["compliance-automation"]],
      ["想找類似Vanta的工具", [], [], ["compliance-automation"]],
      [
        "我们自2021年起通过了ISO 27001认证,现在需要NIS2方面的帮助",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["我们有ISO 27001,在找SOC 2审计师", ["soc-2"], [], ["audit"]],
      ["审计以后再说,现在需要实施ISO 27001", ["iso-27001"], [], ["implementation-consulting"]],
      ["没有预算请顾问,想找自动化SOC 2的工具", ["soc-2"], [], ["compliance-automation"]],
      ["认证是下一步,目前先实施ISO 27001", ["iso-27001"], [], ["implementation-consulting"]],
      [
        "我是Florence,来自深圳一家金融科技公司,需要DORA方面的帮助",
        ["dora"],
        ["apac"],
        ["implementation-consulting"],
      ],
      ["想拿ISO 27001证书", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["有没有做ISO 27001咨询的顾问?", ["iso-27001"], [], ["implementation-consulting"]],
      ["我们准备找SOC 2审计师", ["soc-2"], [], ["audit"]],
      ["我们在用Vanta,找SOC 2审计师", ["soc-2"], [], ["audit"]],
      ["在悉尼找渗透测试公司", [], ["au"], ["penetration-testing"]],
      ["需要帮忙准备董事会会议", [], [], []],
    ]);
  });
});

describe("Korean", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["DORA 준수를 위한 지원이 필요합니다", ["dora"], [], ["implementation-consulting"]],
      [
        "ISO 27001 구축을 도와줄 업체를 찾고 있습니다",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["TISAX 준비를 도와주세요", ["tisax"], [], ["implementation-consulting"]],
      [
        "ISO 27001 인증 준비를 도와줄 곳이 있을까요?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["NIS2 대응 지원이 필요합니다", ["nis2"], [], ["implementation-consulting"]],
      [
        "ISO 27001 정책과 절차서를 작성해 줄 분이 있나요?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["GDPR을 준수해야 해서 도움이 필요합니다", ["gdpr"], [], ["privacy-consulting"]],
      ["NIS2 요건을 충족하기 위한 도움이 필요합니다", ["nis2"], [], ["implementation-consulting"]],
      ["Vanta 같은 툴을 찾고 있습니다", [], [], ["compliance-automation"]],
      [
        "SOC 2 증적 수집을 자동화하는 플랫폼이 필요합니다",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta 또는 Drata, 아니면 국내 대안이 있을까요?", [], [], ["compliance-automation"]],
      ["ISO 27001용 GRC 툴을 찾고 있습니다", ["iso-27001"], [], ["compliance-automation"]],
      [
        "2021년부터 ISO 27001 인증을 보유하고 있고, 이제 NIS2 대응 지원이 필요합니다",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "인증기관은 아직 정하지 않아도 되고, 우선 ISO 27001 컨설턴트를 찾습니다",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "심사는 나중에 하고, 지금은 ISO 27001 구축이 필요합니다",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["컨설팅 예산은 없어서 SOC 2 자동화 툴을 찾습니다", ["soc-2"], [], ["compliance-automation"]],
      [
        "인증은 다음 단계이고, 우선 ISO 27001 구축부터 하려고 합니다",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "부산의 핀테크 회사에 다니는 플로렌스입니다. DORA 대응 지원이 필요합니다",
        ["dora"],
        ["kr"],
        ["implementation-consulting"],
      ],
      ["일본에 있는 모회사가 SOC 2를 요구합니다", ["soc-2"], [], []],
      ["런던의 투자자가 모의해킹을 요구합니다", [], [], ["penetration-testing"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Vanta를 사용 중이고 SOC 2 감사인을 찾습니다", ["soc-2"], [], ["audit"]],
      ["시드니에서 모의해킹 업체를 찾습니다", [], ["au"], ["penetration-testing"]],
      ["이사회 준비를 도와주세요", [], [], []],
    ]);
  });
});

describe("Arabic", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["نحتاج مساعدة لنصبح ملتزمين بمتطلبات DORA", ["dora"], [], ["implementation-consulting"]],
      ["ساعدونا في الاستعداد لـ TISAX", ["tisax"], [], ["implementation-consulting"]],
      [
        "نريد الاستعداد لشهادة ISO 27001، من يمكنه المساعدة؟",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["نحتاج دعماً للامتثال لمتطلبات NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "من يستطيع كتابة سياسات وإجراءات ISO 27001 لنا؟",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["يجب أن نمتثل للائحة GDPR ونبحث عن مساعدة", ["gdpr"], [], ["privacy-consulting"]],
      ["نحتاج إلى تلبية متطلبات NIS2 قبل نهاية السنة", ["nis2"], [], ["implementation-consulting"]],
      ["نبحث عن أداة مثل Vanta", [], [], ["compliance-automation"]],
      ["هل يوجد بديل لـ OneTrust؟", [], [], ["compliance-automation"]],
      ["نريد منصة لأتمتة جمع أدلة SOC 2", ["soc-2"], [], ["compliance-automation"]],
      ["Vanta أو Drata، أو بدائل محلية؟", [], [], ["compliance-automation"]],
      ["نبحث عن برنامج GRC لـ ISO 27001", ["iso-27001"], [], ["compliance-automation"]],
      ["نفكر في Drata، هل يوجد شيء مشابه؟", [], [], ["compliance-automation"]],
      ["شيء مثل Vanta لكن أرخص", [], [], ["compliance-automation"]],
      [
        "نحن حاصلون على ISO 27001 منذ 2021، ونحتاج الآن مساعدة في NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["حصلنا على ISO 9001، ونريد شهادة ISO 27001", ["iso-27001"], [], ["certification-body"]],
      [
        "لا داعي لاختيار جهة مانحة للشهادات الآن، نبحث أولاً عن مستشار ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "التدقيق لاحقاً، الآن نحتاج تطبيق ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["اختبار الاختراق غير مطلوب، نبحث عن مدقق SOC 2", ["soc-2"], [], ["audit"]],
      [
        "ليس لدينا ميزانية لمستشارين، نبحث عن أداة لأتمتة SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "أنا فلورنس من شركة تقنية مالية في الرياض، نحتاج مساعدة في DORA",
        ["dora"],
        ["sa"],
        ["implementation-consulting"],
      ],
      [
        "مرحبا، معك سيدني، نبحث عن جهة مانحة لشهادة ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "عميلنا في ألمانيا يطلب ISO 27001، ونبحث عن جهة مانحة للشهادات",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["الشركة الأم في اليابان تطلب SOC 2", ["soc-2"], [], []],
      ["مستثمرنا في لندن يطلب اختبار اختراق", [], [], ["penetration-testing"]],
      ["نريد الحصول على شهادة ISO 27001", ["iso-27001"], [], ["certification-body"]],
      ["من يمكنه منحنا شهادة ISO 27001؟", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["نستخدم Vanta ونبحث عن مدقق SOC 2", ["soc-2"], [], ["audit"]],
      ["نبحث عن شركة اختبار اختراق في سيدني", [], ["au"], ["penetration-testing"]],
      ["نحتاج مساعدة في التحضير لاجتماع مجلس الإدارة", [], [], []],
    ]);
  });
});

describe("Hebrew", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["אנחנו צריכים עזרה לעמוד בדרישות DORA", ["dora"], [], ["implementation-consulting"]],
      ["תעזרו לנו להתכונן ל-TISAX", ["tisax"], [], ["implementation-consulting"]],
      [
        "רוצים להתכונן להסמכת ISO 27001, מי יכול לעזור?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["צריכים תמיכה בעמידה ב-NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "מי יכול לכתוב לנו את הנהלים והמדיניות ל-ISO 27001?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["אנחנו צריכים לעמוד ב-GDPR ומחפשים עזרה", ["gdpr"], [], ["privacy-consulting"]],
      ["צריכים לעמוד בדרישות NIS2 עד סוף השנה", ["nis2"], [], ["implementation-consulting"]],
      ["מחפשים כלי כמו Vanta", [], [], ["compliance-automation"]],
      ["יש חלופה ל-OneTrust?", [], [], ["compliance-automation"]],
      [
        "מחפשים פלטפורמה לאוטומציה של איסוף ראיות ל-SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta או Drata, או חלופה מקומית?", [], [], ["compliance-automation"]],
      ["שוקלים את Drata, יש משהו דומה?", [], [], ["compliance-automation"]],
      ["משהו כמו Vanta אבל זול יותר", [], [], ["compliance-automation"]],
      ["כבר יש לנו את ההסמכות, עכשיו צריכים מבדק חדירה", [], [], ["penetration-testing"]],
      ["יש לנו ISO 27001, מחפשים מבקר ל-SOC 2", ["soc-2"], [], ["audit"]],
      [
        "הביקורת תהיה בהמשך, עכשיו צריכים להטמיע ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "אין לנו תקציב ליועצים, מחפשים כלי לאוטומציה של SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "הלקוח שלנו בגרמניה דורש ISO 27001, מחפשים גוף מסמיך",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["המשקיע שלנו מלונדון דורש מבדק חדירה", [], [], ["penetration-testing"]],
      ["רוצים לקבל תעודת ISO 27001", ["iso-27001"], [], ["certification-body"]],
      ["מי יכול להסמיך אותנו ל-ISO 27001?", ["iso-27001"], [], ["certification-body"]],
      ["יש לנו ISO 9001 ויש לנו צורך במבקר SOC 2", ["soc-2"], [], ["audit"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["יש לנו צורך ב-ISO 27001 ובמבקר SOC 2", ["iso-27001", "soc-2"], [], ["audit"]],
      ["אנחנו משתמשים ב-Vanta ומחפשים מבקר SOC 2", ["soc-2"], [], ["audit"]],
      ["מחפשים חברת פנטסט בסידני", [], ["au"], ["penetration-testing"]],
      ["צריכים עזרה להתכונן לישיבת דירקטוריון", [], [], []],
    ]);
  });
});

describe("Greek", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      [
        "Χρειαζόμαστε βοήθεια για να γίνουμε συμμορφωμένοι με το DORA",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ψάχνουμε κάποιον να μας βοηθήσει να εφαρμόσουμε το ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Βοηθήστε μας να προετοιμαστούμε για το TISAX",
        ["tisax"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Θέλουμε να προετοιμαστούμε για την πιστοποίηση ISO 27001, ποιος μπορεί να βοηθήσει;",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Χρειαζόμαστε υποστήριξη για τη συμμόρφωση με το NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ποιος μπορεί να μας γράψει τις πολιτικές και τις διαδικασίες για το ISO 27001;",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Πρέπει να συμμορφωθούμε με τον GDPR και ψάχνουμε βοήθεια",
        ["gdpr"],
        [],
        ["privacy-consulting"],
      ],
      [
        "Πρέπει να καλύψουμε τις απαιτήσεις του NIS2 μέχρι το τέλος του έτους",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Ψάχνουμε ένα εργαλείο σαν το Vanta", [], [], ["compliance-automation"]],
      ["Υπάρχει εναλλακτική λύση για το OneTrust;", [], [], ["compliance-automation"]],
      [
        "Θέλουμε πλατφόρμα για αυτοματοποίηση της συλλογής τεκμηρίων για SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta ή Drata, ή κάποια τοπική εναλλακτική;", [], [], ["compliance-automation"]],
      ["Εξετάζουμε το Drata, υπάρχει κάτι παρόμοιο;", [], [], ["compliance-automation"]],
      ["Κάτι όπως το Vanta αλλά φθηνότερο", [], [], ["compliance-automation"]],
      [
        "Είμαστε πιστοποιημένοι με ISO 27001 από το 2021, τώρα χρειαζόμαστε βοήθεια με το NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Είμαστε πιστοποιημένοι με ISO 27001, ψάχνουμε ελεγκτή για SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Δεν χρειάζεται να επιλέξουμε ακόμα φορέα πιστοποίησης, πρώτα ψάχνουμε σύμβουλο για ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Ο έλεγχος θα γίνει αργότερα, τώρα χρειαζόμαστε υλοποίηση του ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Η δοκιμή διείσδυσης δεν χρειάζεται, ψάχνουμε ελεγκτή για SOC 2", ["soc-2"], [], ["audit"]],
      [
        "Δεν έχουμε προϋπολογισμό για συμβούλους, ψάχνουμε εργαλείο αυτοματοποίησης για SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "Η πιστοποίηση είναι το επόμενο βήμα, προς το παρόν υλοποίηση του ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Είμαι η Florence από μια fintech στη Θεσσαλονίκη, χρειαζόμαστε βοήθεια με το DORA",
        ["dora"],
        ["eu"],
        ["implementation-consulting"],
      ],
      [
        "Γεια σας, εδώ Σοφία, ψάχνουμε φορέα πιστοποίησης για ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Ο πελάτης μας στη Γερμανία ζητά ISO 27001, ψάχνουμε φορέα πιστοποίησης",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Η μητρική μας εταιρεία στην Ιαπωνία ζητά SOC 2", ["soc-2"], [], []],
      ["Ο επενδυτής μας στο Λονδίνο ζητά δοκιμή διείσδυσης", [], [], ["penetration-testing"]],
      ["Θέλουμε να πάρουμε πιστοποιητικό ISO 27001", ["iso-27001"], [], ["certification-body"]],
      [
        "Χρειαζόμαστε βοήθεια για να προετοιμαστούμε για τη συνεδρίαση του διοικητικού συμβουλίου",
        [],
        [],
        [],
      ],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Χρησιμοποιούμε το Vanta και ψάχνουμε ελεγκτή SOC 2", ["soc-2"], [], ["audit"]],
      ["Ψάχνουμε εταιρεία δοκιμών διείσδυσης στην Αυστραλία", [], ["au"], ["penetration-testing"]],
    ]);
  });
});

describe("Romanian", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      [
        "Avem nevoie de ajutor ca să devenim conformi cu DORA",
        ["dora"],
        [],
        ["implementation-consulting"],
      ],
      ["Cine ne poate ajuta cu ISO 27001?", ["iso-27001"], [], ["implementation-consulting"]],
      [
        "Avem nevoie de sprijin pentru conformitatea cu NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Cine ne poate scrie politicile și procedurile pentru ISO 27001?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Trebuie să ne conformăm cu GDPR și căutăm ajutor", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Trebuie să îndeplinim cerințele NIS2 până la sfârșitul anului",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Căutăm un instrument ca Vanta", [], [], ["compliance-automation"]],
      ["Există o alternativă la OneTrust?", [], [], ["compliance-automation"]],
      [
        "Vrem o platformă pentru automatizarea colectării dovezilor pentru SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta sau Drata, sau vreo alternativă locală?", [], [], ["compliance-automation"]],
      ["Ne uităm la Drata, există ceva similar?", [], [], ["compliance-automation"]],
      ["Ceva precum Vanta, dar mai ieftin", [], [], ["compliance-automation"]],
      ["Avem deja certificatele, acum avem nevoie de un pentest", [], [], ["penetration-testing"]],
      [
        "Avem deja ISO 9001 și vrem certificare ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Nu trebuie să alegem încă organismul de certificare, deocamdată căutăm un consultant ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Nu avem buget pentru consultanți, căutăm un instrument de automatizare pentru SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "Bună ziua, aici Alexandria, căutăm un organism de certificare pentru ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Clientul nostru din Germania cere ISO 27001, căutăm un organism de certificare",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      ["Investitorul nostru din Londra cere un test de penetrare", [], [], ["penetration-testing"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Folosim Vanta și căutăm un auditor SOC 2", ["soc-2"], [], ["audit"]],
      ["Căutăm o firmă de pentest în Sydney", [], ["au"], ["penetration-testing"]],
      ["Avem nevoie de ajutor să ne pregătim pentru ședința consiliului", [], [], []],
    ]);
  });
});

describe("Hindi", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["हमें DORA अनुपालन के लिए मदद चाहिए", ["dora"], [], ["implementation-consulting"]],
      [
        "ISO 27001 लागू करने में मदद करने वाली कंपनी चाहिए",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["TISAX की तैयारी में हमारी मदद करें", ["tisax"], [], ["implementation-consulting"]],
      [
        "ISO 27001 सर्टिफिकेशन की तैयारी के लिए कौन मदद कर सकता है?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["NIS2 अनुपालन के लिए सहायता चाहिए", ["nis2"], [], ["implementation-consulting"]],
      [
        "ISO 27001 की नीतियाँ और प्रक्रियाएँ कौन लिख सकता है?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["हमें GDPR का पालन करना है, मदद चाहिए", ["gdpr"], [], ["privacy-consulting"]],
      ["NIS2 की आवश्यकताओं को पूरा करने के लिए मदद चाहिए", ["nis2"], [], ["implementation-consulting"]],
      ["Vanta जैसा टूल चाहिए", [], [], ["compliance-automation"]],
      [
        "SOC 2 के सबूत इकट्ठा करने को ऑटोमेट करने के लिए प्लेटफॉर्म चाहिए",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta या Drata, या कोई स्थानीय विकल्प?", [], [], ["compliance-automation"]],
      ["ISO 27001 के लिए GRC टूल चाहिए", ["iso-27001"], [], ["compliance-automation"]],
      [
        "हम 2021 से ISO 27001 प्रमाणित हैं, अब NIS2 के लिए मदद चाहिए",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "ऑडिट बाद में होगा, अभी ISO 27001 लागू करना है",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["कंसल्टेंट के लिए बजट नहीं है, SOC 2 ऑटोमेशन टूल चाहिए", ["soc-2"], [], ["compliance-automation"]],
      [
        "सर्टिफिकेशन अगला कदम है, अभी ISO 27001 लागू करना है",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "मैं फ्लोरेंस हूँ, पुणे की एक फिनटेक कंपनी से; DORA के लिए मदद चाहिए",
        ["dora"],
        ["in"],
        ["implementation-consulting"],
      ],
      ["जापान में हमारी मूल कंपनी SOC 2 मांग रही है", ["soc-2"], [], []],
      ["लंदन के हमारे निवेशक पेनटेस्ट मांग रहे हैं", [], [], ["penetration-testing"]],
      ["ISO 27001 सर्टिफिकेट लेना है", ["iso-27001"], [], ["certification-body"]],
      ["ISO 27001 के लिए हमें कौन प्रमाणित कर सकता है?", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["SOC 2 ऑडिटर ढूंढने में मदद चाहिए", ["soc-2"], [], ["audit"]],
      ["ISO 27001 के बाद में SOC 2 भी चाहिए", ["iso-27001", "soc-2"], [], []],
      ["हम Vanta इस्तेमाल करते हैं, SOC 2 ऑडिटर चाहिए", ["soc-2"], [], ["audit"]],
      ["सिडनी में पेनटेस्ट फर्म चाहिए", [], ["au"], ["penetration-testing"]],
      ["बोर्ड मीटिंग की तैयारी में मदद चाहिए", [], [], []],
    ]);
  });
});

describe("Indonesian", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["Kami butuh bantuan agar patuh terhadap DORA", ["dora"], [], ["implementation-consulting"]],
      [
        "Tolong bantu kami bersiap untuk asesmen TISAX",
        ["tisax"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kami ingin bersiap untuk sertifikasi ISO 27001, siapa yang bisa membantu?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Kami butuh dukungan untuk kepatuhan NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Siapa yang bisa menyusun kebijakan dan prosedur ISO 27001 untuk kami?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Kami harus mematuhi GDPR dan mencari bantuan", ["gdpr"], [], ["privacy-consulting"]],
      [
        "Kami perlu memenuhi persyaratan NIS2 sebelum akhir tahun",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Kami mencari tool seperti Vanta", [], [], ["compliance-automation"]],
      ["Ada alternatif untuk OneTrust?", [], [], ["compliance-automation"]],
      [
        "Butuh platform untuk otomatisasi pengumpulan bukti SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta atau Drata, atau ada alternatif lokal?", [], [], ["compliance-automation"]],
      ["Kami sedang mempertimbangkan Drata, ada yang mirip?", [], [], ["compliance-automation"]],
      ["Sesuatu seperti Vanta tapi lebih murah", [], [], ["compliance-automation"]],
      [
        "Kami sudah ISO 9001 dan ingin sertifikasi ISO 27001",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
      [
        "Belum perlu memilih lembaga sertifikasi, sekarang kami cari konsultan ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Auditnya nanti, sekarang kami perlu menerapkan ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Tidak ada anggaran untuk konsultan, kami cari tool otomatisasi SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      [
        "Siapa yang bisa mensertifikasi kami untuk ISO 27001?",
        ["iso-27001"],
        [],
        ["certification-body"],
      ],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Kami pakai Vanta dan mencari auditor SOC 2", ["soc-2"], [], ["audit"]],
      ["Mencari perusahaan pentest di Sydney", [], ["au"], ["penetration-testing"]],
      ["Butuh bantuan untuk persiapan rapat direksi", [], [], []],
    ]);
  });
});

describe("Vietnamese", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["Chúng tôi cần hỗ trợ để tuân thủ DORA", ["dora"], [], ["implementation-consulting"]],
      [
        "Chúng tôi muốn chuẩn bị cho chứng nhận ISO 27001, ai có thể giúp?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["Cần hỗ trợ tuân thủ NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "Ai có thể soạn chính sách và quy trình ISO 27001 cho chúng tôi?",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Chúng tôi phải tuân thủ GDPR và đang tìm người hỗ trợ",
        ["gdpr"],
        [],
        ["privacy-consulting"],
      ],
      [
        "Chúng tôi cần đáp ứng các yêu cầu của NIS2 trước cuối năm",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["Cần một công cụ giống Vanta", [], [], ["compliance-automation"]],
      ["Có giải pháp thay thế OneTrust không?", [], [], ["compliance-automation"]],
      [
        "Cần nền tảng tự động hóa việc thu thập bằng chứng SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta hay Drata, hoặc có lựa chọn nào trong nước?", [], [], ["compliance-automation"]],
      ["Chúng tôi đang cân nhắc Drata, có gì tương tự không?", [], [], ["compliance-automation"]],
      ["Thứ gì đó như Vanta nhưng rẻ hơn", [], [], ["compliance-automation"]],
      [
        "Chúng tôi đạt chứng nhận ISO 27001 từ năm 2021, giờ cần hỗ trợ về NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Chưa cần chọn tổ chức chứng nhận, trước mắt tìm tư vấn ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Kiểm toán tính sau, giờ cần triển khai ISO 27001",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      [
        "Không có ngân sách cho tư vấn, cần công cụ tự động hóa SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Muốn lấy chứng chỉ ISO 27001", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["Chúng tôi dùng Vanta và đang tìm kiểm toán viên SOC 2", ["soc-2"], [], ["audit"]],
      ["Tìm công ty pentest ở Sydney", [], ["au"], ["penetration-testing"]],
      ["Cần giúp chuẩn bị cuộc họp hội đồng quản trị", [], [], []],
    ]);
  });
});

describe("Thai", () => {
  it("reads help, a tool, a framework held, a service declined, the writer's name and others' places", () => {
    expectReadings([
      ["เราต้องการความช่วยเหลือเพื่อให้สอดคล้องกับ DORA", ["dora"], [], ["implementation-consulting"]],
      ["กำลังหาบริษัทที่ช่วยเรานำ ISO 27001 ไปใช้", ["iso-27001"], [], ["implementation-consulting"]],
      ["ช่วยเราเตรียมตัวสำหรับ TISAX", ["tisax"], [], ["implementation-consulting"]],
      [
        "เราอยากเตรียมตัวขอการรับรอง ISO 27001 ใครช่วยได้บ้าง",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["ต้องการการสนับสนุนด้านการปฏิบัติตาม NIS2", ["nis2"], [], ["implementation-consulting"]],
      [
        "ใครช่วยเขียนนโยบายและขั้นตอนสำหรับ ISO 27001 ได้บ้าง",
        ["iso-27001"],
        [],
        ["implementation-consulting"],
      ],
      ["เราต้องปฏิบัติตาม GDPR และกำลังหาคนช่วย", ["gdpr"], [], ["privacy-consulting"]],
      ["เราต้องทำให้เป็นไปตามข้อกำหนดของ NIS2 ภายในสิ้นปี", ["nis2"], [], ["implementation-consulting"]],
      ["หาเครื่องมือแบบ Vanta", [], [], ["compliance-automation"]],
      ["มีทางเลือกอื่นแทน OneTrust ไหม", [], [], ["compliance-automation"]],
      [
        "ต้องการแพลตฟอร์มสำหรับทำระบบอัตโนมัติในการเก็บหลักฐาน SOC 2",
        ["soc-2"],
        [],
        ["compliance-automation"],
      ],
      ["Vanta หรือ Drata หรือมีทางเลือกในประเทศไหม", [], [], ["compliance-automation"]],
      ["เรากำลังพิจารณา Drata มีอะไรที่คล้ายกันไหม", [], [], ["compliance-automation"]],
      ["อะไรที่เหมือน Vanta แต่ถูกกว่า", [], [], ["compliance-automation"]],
      [
        "เราได้รับการรับรอง ISO 27001 ตั้งแต่ปี 2021 ตอนนี้ต้องการความช่วยเหลือเรื่อง NIS2",
        ["nis2"],
        [],
        ["implementation-consulting"],
      ],
      ["ไม่ต้องการที่ปรึกษา แค่หน่วยรับรองสำหรับ ISO 27001", ["iso-27001"], [], ["certification-body"]],
      ["ไม่มีงบสำหรับที่ปรึกษา ต้องการเครื่องมืออัตโนมัติสำหรับ SOC 2", ["soc-2"], [], ["compliance-automation"]],
      [
        "ดิฉัน Florence จากบริษัทฟินเทคในเชียงใหม่ ต้องการความช่วยเหลือเรื่อง DORA",
        ["dora"],
        ["apac"],
        ["implementation-consulting"],
      ],
      ["เราเป็นบริษัทในขอนแก่น ลูกค้าอยู่ในเยอรมนี ต้องการ pentest", [], ["apac"], ["penetration-testing"]],
      ["อยากได้ใบรับรอง ISO 27001", ["iso-27001"], [], ["certification-body"]],
      ["ใครสามารถให้การรับรอง ISO 27001 กับเราได้", ["iso-27001"], [], ["certification-body"]],
    ]);
  });
  it("reads ordinary sentences as before", () => {
    expectReadings([
      ["ต้องการการตรวจสอบการปฏิบัติตาม SOC 2", ["soc-2"], [], ["audit"]],
      ["เราใช้ Vanta กับ Drata", [], [], []],
      ["เราใช้ Vanta อยู่ และกำลังหาผู้ตรวจสอบ SOC 2", ["soc-2"], [], ["audit"]],
      ["หาบริษัท pentest ในซิดนีย์", [], ["au"], ["penetration-testing"]],
      ["ต้องการความช่วยเหลือในการเตรียมการประชุมคณะกรรมการ", [], [], []],
    ]);
  });
});
