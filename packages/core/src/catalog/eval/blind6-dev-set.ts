import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 6, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI messages full of context (writer names that are places, held certificates, other parties' places), places that are not the wanted vendor location, typos, assessor jargon, fifteen languages beyond the seven common ones, sub-national places, countries without their own tag and multi-need queries. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND6_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi there! I'm Sydney, Head of Ops at a 40-person fintech in Leeds. We already hold ISO 27001 (certified by BSI last spring). A big bank customer in New York now wants a SOC 2 Type II report by Q3. Budget is around £35k. Can you recommend auditors who can do this?",
    "f:soc-2 r:uk s:audit",
    "chat-message",
  ),
  q(
    "hey, florence here 👋 cto at a small healthtech, 12 people, based in Austin. we use Drata already. our investors in London keep asking about HIPAA. need someone to do a HIPAA risk assessment before our series A closes in june. thx!",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Good morning. My name is Paris Whitfield and I manage IT for a logistics firm with offices in Rotterdam and Antwerp (about 220 staff, two warehouses, Microsoft 365, SAP, a small IT team of four). Our parent company in Chicago is pushing us on NIS2 and our customers in Hamburg keep sending questionnaires. We need a consultancy that can run a gap analysis against NIS2 and then support the implementation. Budget is approved; timeline: end of year.",
    "f:nis2 r:nl,be s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Dallas from a 60-person SaaS company in Dublin. We passed our SOC 2 Type I last year with a firm from Boston. Now we want ISO 27001 certification as EU customers prefer it. Looking for an accredited certification body, ideally one that has done SaaS before. Stage 1 in March if possible.",
    "f:iso-27001 r:ie s:certification-body",
    "chat-message",
  ),
  q(
    "jordan, payments startup, singapore. acquirer wants a PCI DSS level 1 ROC. need a QSA within 4 months.",
    "f:pci-dss r:sg s:audit",
    "chat-message",
  ),
  q(
    "Hi, Georgia here (yes, like the state 😅). I run security for a 150-person e-commerce company in Melbourne. We need an annual external penetration test of our web app and mobile app, plus phishing simulations for staff. Our previous testers were from Sydney but we want a fresh team.",
    "r:au s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "Chelsea, office manager at a 25 person accountancy in Manchester. our insurer (Hiscox) wants us to get Cyber Essentials Plus before renewal in 6 weeks. we have no IT person really. who can help us get there and then do the certification?",
    "f:cyber-essentials r:uk s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "Dear team, I am Adelaide Moreau, DPO at a French medtech group (Lyon, 900 employees). We hold ISO 27001 and HDS. We are now looking for an external body to perform an ISO 27701 certification audit, ideally French-speaking, early 2027.",
    "f:iso-27701 r:fr s:certification-body",
    "chat-message",
  ),
  q(
    "yo. austin here, founder. 8 ppl, seed stage, remote-first but incorporated in Delaware and we all live around Denver. enterprise prospect wants SOC 2. we don't have vanta or anything. want a compliance automation tool + an auditor bundle if that's a thing. cheap pls",
    "f:soc-2 r:us s:compliance-automation,audit",
    "chat-message",
  ),
  q(
    "Hi! I'm Victoria, Head of Risk at a Lisbon-based insurtech (70 staff). Our reinsurer in Zurich asked about DORA and we're not sure how far it applies to us. We'd like a consultant to help us become DORA-compliant before the board meeting in February.",
    "f:dora r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good afternoon, this is Lincoln Park (my actual name, I promise) from a defense machining supplier in Wichita, KS, about 90 employees. Our prime contractor requires CMMC Level 2. We need an RPO to help us prepare and then a C3PAO for the assessment. Any recommendations?",
    "f:cmmc r:us s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hallo! Sorry for my english. I am Milan, IT manager of a car parts supplier near Stuttgart, 300 people. Our customer Volkswagen wants TISAX AL3. We need a consultant for the preparation and then the assessment provider. We did ISO 9001 long ago already.",
    "f:tisax r:de s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Savannah, I lead product at a B2B AI startup, 30 people, HQ in Toronto with a small team in Montreal. Customers in Germany are asking about the EU AI Act and ISO 42001. We'd like an advisory firm to help us implement ISO 42001 and map our obligations under the AI Act. Open to remote.",
    "f:iso-42001,eu-ai-act r:ca s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Morning all. Kent here, CFO at a mid-size SaaS (~400 FTE), listed on Nasdaq last year, offices in San Francisco and Bangalore. Our external auditors (Big Four) flagged ITGC deficiencies. We need an outsourced internal audit partner for SOX 404 testing. Prefer someone with a team in India too.",
    "f:sox r:us,in s:internal-audit",
    "chat-message",
  ),
  q(
    "Hello, I'm Brooklyn and I run a small MSP in Auckland. One of our clients, a hospital in Wellington, asked us to get an independent penetration test of the network we manage for them. We are not pentesters ourselves. Looking for a NZ firm, budget NZ$15-20k.",
    "r:nz s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi. I'm the sole IT person at a private clinic group in Dubai (Jordan is my name btw). We need a data protection officer service and help with a DPIA for a new patient portal. We also follow HIPAA because of US patients but that's handled.",
    "r:ae s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Dear Sir/Madam, I am writing on behalf of a Warsaw-based software house (120 employees). Our Scandinavian clients demand ISO 27001 certification and, ideally, a SOC 2 report. We would like to receive offers from certification bodies and audit firms operating in Poland. Planned audit window: Q2 2027.",
    "f:iso-27001,soc-2 r:pl s:certification-body,audit",
    "chat-message",
  ),
  q(
    "hi!! Dakota here 🙂 ops at a 15 person edtech in Cape Town. schools in the UK want us to be Cyber Essentials certified and we also need POPIA compliance help. can anyone do both? ideally someone local",
    "f:cyber-essentials r:za s:certification-body,privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Phoenix, security engineer at a crypto exchange in Tel Aviv (200 ppl). We already run our own red team internally. What we need now is a 24/7 managed SOC / MDR provider, since our in-house team can't cover nights. Also open to hearing about vCISO options.",
    "r:il s:managed-security,vciso",
    "chat-message",
  ),
  q(
    "Hello from Chicago! My name is India Reynolds, I'm VP Engineering at a healthcare data startup (45 people). Hospitals we sell to want HITRUST r2. We've never done HITRUST. Looking for a firm that does readiness first and then the validated assessment. We're on AWS us-east-1.",
    "f:hitrust r:us s:readiness-assessment,audit",
    "chat-message",
  ),
  q(
    "Hi — Carolina, compliance manager, fintech in Mexico City (~250 people). Our US bank partner requires a SOC 1 Type II over our payment reconciliation controls. We need a CPA firm that can issue it; Spanish-speaking team a plus. Want the report by next September.",
    "f:soc-1 r:mx s:audit",
    "chat-message",
  ),
  q(
    "Greetings. I am Sofia, CISO of a regional bank in Luxembourg. DORA requires us to do threat-led penetration testing. We need a provider qualified for TLPT under TIBER-EU. Our group HQ is in Brussels but this is for the Luxembourg entity only.",
    "f:dora r:lu s:penetration-testing",
    "chat-message",
  ),
  q(
    "hey team, warwick from a 20-person agency in Brighton. we build apps for NHS trusts. they want DSPT + Cyber Essentials Plus and a pen test of our main product. which vendors can do the CE+ certification and the pentest together? budget tight (~£8k).",
    "f:cyber-essentials r:uk s:certification-body,penetration-testing",
    "chat-message",
  ),
  q(
    "Hello, my name is Regina, I handle vendor management for a US retailer (Ohio HQ, 2,000 employees). We want to outsource third-party risk assessments of our 300 suppliers, many of them in Vietnam and Bangladesh. Looking for a TPRM service provider.",
    "r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Devon, founder of a 10 person startup in Berlin. We use Vanta and have a SOC 2 Type I from last year. Now we need the Type II audit. Are there auditors in Germany who work with Vanta? Also: our Swiss parent company may want ISO 27001 later, but not now.",
    "f:soc-2 r:de s:audit",
    "chat-message",
  ),
  q(
    "Buenos días... sorry, English: I'm Valencia Ortiz, running IT for a 70-person travel company in Bogotá. Customers in the EU ask about GDPR. We want a privacy consultant who understands both GDPR and Colombian law, plus a gap analysis of our data flows.",
    "f:gdpr r:co s:privacy-consulting,gap-analysis",
    "chat-message",
  ),
  q(
    "Hi there, Shannon from a 35-person cloud backup provider in Cork. We're ISO 27001 certified and our customers now want ISO 27017 and ISO 27018 certificates as well. Our current certification body can't do those, so we need a new one. Next audit is in May.",
    "f:iso-27017,iso-27018 r:ie s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, Houston here (the person, not the city 🙂), IT director at a 500-employee manufacturer in Ontario. The board wants a fractional CISO for 2 days a month and an annual NIST CSF maturity assessment. We had Deloitte in Toronto do one in 2023.",
    "f:nist-csf r:ca s:vciso,gap-analysis",
    "chat-message",
  ),
  q(
    "Good day. Our company (Aberdeen, Scotland; 80 staff; oil & gas services) needs ISO 22301 business continuity certification. Our client Equinor in Norway made it a condition. I'm Kingsley, QHSE manager. Please suggest certification bodies and a consultant to help us build the BCMS.",
    "f:iso-22301 r:uk s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Montana. Tiny team (6) building a HR SaaS out of Kraków. A US client sent a 300-question security questionnaire and asked for a pentest report. We just want a pentest done asap, ideally by a Polish firm, under 5k EUR.",
    "r:pl s:penetration-testing",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "SOC 2 auditor for a fintech whose biggest customer is Deutsche Bank",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "We're a Leeds-based supplier to Zurich Insurance and they want a pentest of our broker portal",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant - our parent company is in Tokyo but we're in Lyon",
    "f:iso-27001 r:fr s:implementation-consulting",
    "place-negative",
  ),
  q(
    "GDPR consultant who can run the workshops in Portuguese",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "HIPAA risk assessment for a device startup that supplies Boston Scientific",
    "f:hipaa s:risk-assessment",
    "place-negative",
  ),
  q(
    "Santander is our acquirer and wants a PCI DSS assessment by a QSA",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q("penetration test of a Jakarta EE web application", "s:penetration-testing", "place-negative"),
  q(
    "SOC 2 auditors, no US firms please, we're a Canadian company",
    "f:soc-2 r:ca s:audit",
    "place-negative",
  ),
  q(
    "going to Infosecurity Europe in London in June, want to shortlist ISO 27001 certification bodies before then",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "vCISO for a fintech in Nairobi backed by investors from Singapore",
    "r:emea s:vciso",
    "place-negative",
  ),
  q(
    "German-speaking security awareness training for 300 staff",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Our servers sit in a Frankfurt data centre; we're in Amsterdam and need an ISO 27001 internal audit",
    "f:iso-27001 r:nl s:internal-audit",
    "place-negative",
  ),
  q(
    "we sell Paris Saint-Germain shirts online and need help with our PCI DSS SAQ",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "not UK — ISO 27001 certification body for our Dublin office",
    "f:iso-27001 r:ie s:certification-body",
    "place-negative",
  ),
  q(
    "SOC 2 Type II auditor, we're a Texas company but our AWS region is Frankfurt",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "looking for the HITRUST readiness firm that Sydney Chen recommended",
    "f:hitrust s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Turkish delight manufacturer in Bradford needs an ISO 9001 certification body",
    "f:iso-9001 r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "NIS2 gap analysis, we're in Vienna, our customers are mostly in Italy and Spain",
    "f:nis2 r:at s:gap-analysis",
    "place-negative",
  ),
  q(
    "need an MDR provider while our CISO is away at Black Hat in Las Vegas",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "PCI compliance help for a Chinese takeaway in Liverpool",
    "f:pci-dss r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "French-speaking DPO service for our Montreal office",
    "r:ca s:privacy-consulting",
    "place-negative",
  ),
  q(
    "ISO 27001 consultancy, must not be based in India, we're in Sydney",
    "f:iso-27001 r:au s:implementation-consulting",
    "place-negative",
  ),
  q(
    "vendor risk assessment of our suppliers in Shenzhen, we're an e-bike brand from Munich",
    "r:de s:risk-assessment",
    "place-negative",
  ),
  q(
    "we're a payroll integrator for Bank of America clients and need a SOC 1 Type II",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q(
    "Danish pastry bakery chain in Norwich with online ordering, need Cyber Essentials certification",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),

  // misspelling (20)
  q("iso 27OO1 certifcation body uk", "f:iso-27001 r:uk s:certification-body", "misspelling"),
  q("soc2 auditer for startups", "f:soc-2 s:audit", "misspelling"),
  q("pentestfirm manchster", "r:uk s:penetration-testing", "misspelling"),
  q("hippa compliance consultant", "f:hipaa s:implementation-consulting", "misspelling"),
  q("gdrp dpo as a servise germany", "f:gdpr r:de s:privacy-consulting", "misspelling"),
  q("pci dds qsa", "f:pci-dss s:audit", "misspelling"),
  q("penetation testing Chicgo IL", "r:us s:penetration-testing", "misspelling"),
  q("virtaul ciso melborne", "r:au s:vciso", "misspelling"),
  q("iso 9oo1 certfication Torronto", "f:iso-9001 r:ca s:certification-body", "misspelling"),
  q(
    "cyber essentails plus certifcation birmingam",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q(
    "nis2 complaince consultancy amsterdm",
    "f:nis2 r:nl s:implementation-consulting",
    "misspelling",
  ),
  q("tisax assesment stutgart", "f:tisax r:de s:audit", "misspelling"),
  q("fedrampp 3pao", "f:fedramp s:audit", "misspelling"),
  q("iso 42OO1 implimentation", "f:iso-42001 s:implementation-consulting", "misspelling"),
  q("sock 2 type 2 audit austn tx", "f:soc-2 r:us s:audit", "misspelling"),
  q("gap anaylsis iso 27001 singapure", "f:iso-27001 r:sg s:gap-analysis", "misspelling"),
  q("hitrst readyness assesment", "f:hitrust s:readiness-assessment", "misspelling"),
  q("sarbanes oxely itgc internal audt", "f:sox s:internal-audit", "misspelling"),
  q("phising awarness training switzerlnd", "r:ch s:security-awareness-training", "misspelling"),
  q("mangaed soc provder dubai", "r:ae s:managed-security", "misspelling"),

  // trade-term (10)
  q("Need a QSA to sign off our ROC and AOC this year", "f:pci-dss s:audit", "trade-term"),
  q(
    "Who can do a SOC 2 Type I report first and then the Type II six months later?",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "We are a payroll bureau in Utrecht and need an ISAE 3402 type II",
    "f:soc-1 r:nl s:audit",
    "trade-term",
  ),
  q(
    "Quote for stage 1 and stage 2 audit, ISO 27001, 80 staff, one site",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "our SOC 2 period ended in March and the next report isn't due till September, customers want a bridge letter — can an auditor help with that?",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q("C3PAO with availability for a Level 2 assessment in Q1", "f:cmmc s:audit", "trade-term"),
  q("TLPT provider for a DORA-scoped insurer", "f:dora s:penetration-testing", "trade-term"),
  q("DPIA support for a new CCTV system at a UK school", "r:uk s:privacy-consulting", "trade-term"),
  q(
    "vCISO who can also act as our ISO 27001 lead auditor for internal audits",
    "f:iso-27001 s:vciso,internal-audit",
    "trade-term",
  ),
  q(
    "3PAO for a FedRAMP Moderate readiness assessment report (RAR)",
    "f:fedramp s:readiness-assessment,audit",
    "trade-term",
  ),

  // new-language (20)
  q(
    "東京にある従業員50名のSaaS企業です。ISO 27001(ISMS)の認証機関を紹介してください。",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "大阪の会社ですが、SOC2タイプ2の監査をお願いできる監査法人を探しています。",
    "f:soc-2 r:jp s:audit",
    "new-language",
  ),
  q(
    "我们是一家上海的金融科技公司,需要做PCI DSS合规评估,请推荐有资质的QSA。",
    "f:pci-dss r:apac s:audit",
    "new-language",
  ),
  q(
    "新加坡有没有靠谱的渗透测试公司?预算大概五万新币。",
    "r:sg s:penetration-testing",
    "new-language",
  ),
  q(
    "서울에 있는 스타트업입니다. ISO 27001 인증 준비를 도와줄 컨설팅 업체를 찾고 있어요.",
    "f:iso-27001 r:kr s:implementation-consulting",
    "new-language",
  ),
  q(
    "부산에 있는 제조업체인데 모의해킹 업체 추천 부탁드립니다.",
    "r:kr s:penetration-testing",
    "new-language",
  ),
  q(
    "نبحث عن شركة استشارية في الرياض لمساعدتنا في تطبيق معيار ISO 27001.",
    "f:iso-27001 r:sa s:implementation-consulting",
    "new-language",
  ),
  q(
    "شركتنا في دبي وتحتاج إلى مدقق لإصدار تقرير SOC 2 من النوع الثاني.",
    "f:soc-2 r:ae s:audit",
    "new-language",
  ),
  q("मुंबई में हमारी फिनटेक कंपनी के लिए vCISO सेवा चाहिए, कोई सुझाव?", "r:in s:vciso", "new-language"),
  q(
    "Almanya'daki fabrikamız için TISAX uyumu konusunda danışmanlık verecek bir firma arıyoruz.",
    "f:tisax r:de s:implementation-consulting",
    "new-language",
  ),
  q(
    "Szukamy jednostki certyfikującej ISO 27001 w Warszawie, najlepiej z akredytacją PCA.",
    "f:iso-27001 r:pl s:certification-body",
    "new-language",
  ),
  q(
    "Potrzebujemy testów penetracyjnych aplikacji webowej, jesteśmy firmą z Wrocławia, budżet do 30 tys. zł.",
    "r:pl s:penetration-testing",
    "new-language",
  ),
  q(
    "Hledáme konzultanta na zavedení NIS2, jsme nemocnice v Brně.",
    "f:nis2 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "Ψάχνουμε εξωτερικό DPO και σύμβουλο GDPR στην Αθήνα.",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Шукаємо консультанта з впровадження ISO 27001 для IT-компанії у Львові.",
    "f:iso-27001 r:emea s:implementation-consulting",
    "new-language",
  ),
  q(
    "Ищем аудитора для отчёта SOC 2, наша компания находится в Таллине.",
    "f:soc-2 r:ee s:audit",
    "new-language",
  ),
  q(
    "מחפשים חברה לבדיקת חדירות לאפליקציה שלנו, אנחנו בתל אביב",
    "r:il s:penetration-testing",
    "new-language",
  ),
  q(
    "Vi söker ett certifieringsorgan för ISO 27001 i Göteborg.",
    "f:iso-27001 r:se s:certification-body",
    "new-language",
  ),
  q(
    "Etsimme tietoturvakoulutusta ja phishing-harjoituksia henkilöstölle Tampereella.",
    "r:fi s:security-awareness-training",
    "new-language",
  ),
  q(
    "Công ty chúng tôi ở Hà Nội cần dịch vụ giám sát an ninh mạng 24/7 (SOC).",
    "r:apac s:managed-security",
    "new-language",
  ),

  // other-language (10)
  q(
    "Bonjour, nous sommes une PME à Nantes et cherchons un cabinet pour nous accompagner vers la certification ISO 27001. Des recommandations ?",
    "f:iso-27001 r:fr s:implementation-consulting",
    "other-language",
  ),
  q(
    "Quelqu'un connaît un cabinet d'audit pour le SOC 2 à Montréal? On est une PME de 40 personnes.",
    "f:soc-2 r:ca s:audit",
    "other-language",
  ),
  q(
    "Wir suchen einen externen Datenschutzbeauftragten für unsere Praxis in Köln.",
    "f:gdpr r:de s:privacy-consulting",
    "other-language",
  ),
  q(
    "Pentest-Dienstleister in Wien gesucht, Webanwendung + interne Infrastruktur.",
    "r:at s:penetration-testing",
    "other-language",
  ),
  q(
    "Hola, necesitamos una consultora que nos ayude a adecuarnos al ENS categoría media, estamos en Madrid.",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q(
    "¿Alguien conoce un auditor de PCI DSS en Santiago de Chile?",
    "f:pci-dss r:cl s:audit",
    "other-language",
  ),
  q(
    "Cerchiamo un ente di certificazione per la ISO 9001 a Torino.",
    "f:iso-9001 r:it s:certification-body",
    "other-language",
  ),
  q(
    "ciao a tutti, siamo una startup milanese e ci servirebbe un vCISO part-time, qualcuno ha esperienza?",
    "r:it s:vciso",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor een gap-analyse op NEN 7510 en ISO 27001, we zitten in Utrecht.",
    "f:iso-27001 r:nl s:gap-analysis",
    "other-language",
  ),
  q(
    "Olá! Somos uma fintech em São Paulo e precisamos de consultoria em LGPD e de um DPO terceirizado.",
    "r:br s:privacy-consulting",
    "other-language",
  ),

  // city-or-state (6)
  q("SOC 2 auditor Seattle, WA", "f:soc-2 r:us s:audit", "city-or-state"),
  q("ISO 27001 consultant in NSW", "f:iso-27001 r:au s:implementation-consulting", "city-or-state"),
  q("penetration testing company Vancouver BC", "r:ca s:penetration-testing", "city-or-state"),
  q("GDPR consultant in Bavaria", "f:gdpr r:de s:privacy-consulting", "city-or-state"),
  q("vCISO services County Cork", "r:ie s:vciso", "city-or-state"),
  q("HIPAA risk assessment Atlanta, GA", "f:hipaa r:us s:risk-assessment", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "ISO 27001 certification body in Nigeria",
    "f:iso-27001 r:emea s:certification-body",
    "country-outside-taxonomy",
  ),
  q("pentest companies in Malaysia", "r:apac s:penetration-testing", "country-outside-taxonomy"),
  q("GDPR consultant in Greece", "f:gdpr r:eu s:privacy-consulting", "country-outside-taxonomy"),
  q("SOC 2 auditor in Peru", "f:soc-2 r:latam s:audit", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "ISO 27001 certification and SOC 2 audit from one firm, London",
    "f:iso-27001,soc-2 r:uk s:certification-body,audit",
    "several-needs",
  ),
  q(
    "pentest + vCISO + phishing training for a 100-person company in Munich",
    "r:de s:penetration-testing,vciso,security-awareness-training",
    "several-needs",
  ),
  q(
    "HIPAA and SOC 2 readiness assessment, US",
    "f:hipaa,soc-2 r:us s:readiness-assessment",
    "several-needs",
  ),
  q(
    "GDPR DPO service and ISO 27701 implementation, covering France and Belgium",
    "f:gdpr,iso-27701 r:fr,be s:privacy-consulting,implementation-consulting",
    "several-needs",
  ),
  q(
    "DORA and NIS2 gap analysis for our bank, offices in Frankfurt and Luxembourg",
    "f:dora,nis2 r:de,lu s:gap-analysis",
    "several-needs",
  ),
];
