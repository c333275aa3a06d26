import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 6, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI messages full of context (writer names that are places, held certificates, other parties' places), places that are not the wanted vendor location, typos, assessor jargon, twenty languages beyond the seven common ones, sub-national places, countries without their own tag and multi-need queries. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND6_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi, I'm Austin Mercer, IT manager at a 60-person architecture firm in Bristol. A government client asked for Cyber Essentials Plus and we've never done it. Could you suggest a certification body that also does a pre-assessment? We'd like it done before March.",
    "f:cyber-essentials r:uk s:certification-body,readiness-assessment",
    "chat-message",
  ),
  q(
    "hello!! i'm sydney 😊 i do ops at a 20-person dev shop in Lisbon. our client in Paris wants us to sign a DPA and asked who our DPO is. we don't have one. looking for an outsourced DPO, not too expensive",
    "f:gdpr r:pt s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Good evening. I am Dallas Okafor, CTO of a 120-employee lending platform in Lagos. Our investors in London and a partner bank in Johannesburg require ISO 27001 certification within 9 months. We need an implementation consultant and then an accredited certification body. Budget approx. USD 60k.",
    "f:iso-27001 r:emea s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "Hey there, Florence from a 300-person SaaS in Denver. We have SOC 2 Type II (Vanta + an auditor in Salt Lake). Now a big European customer asks for ISO 27001. Looking for a certification body that can reuse as much of our SOC 2 evidence as possible. Q2 target.",
    "f:iso-27001 r:us s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, Jordan here. I'm the compliance officer at a small crypto custody firm in Zug (25 staff). FINMA is on our back. We'd like a penetration test now, a red team exercise later, and possibly an ISO 27001 gap analysis. Our cloud is hosted in Frankfurt, if that matters.",
    "f:iso-27001 r:ch s:penetration-testing,gap-analysis",
    "chat-message",
  ),
  q(
    "Dear colleagues, I am Paris Lefèvre, head of compliance at an investment firm in Madrid (150 staff). We are preparing for DORA. We need (1) an ICT risk assessment and (2) help drafting our DORA policies and register of information. Spanish-speaking preferred. Our custodian bank in Luxembourg asked for this too.",
    "f:dora r:es s:risk-assessment,implementation-consulting",
    "chat-message",
  ),
  q(
    "hi i'm chelsea, co-founder. we're a 7 person startup in Austin building an AI scheduling tool for clinics. a hospital system in Houston wants a BAA and asks if we're HIPAA compliant. honestly no idea where to start. need someone to help us get compliant fast + maybe a tool",
    "f:hipaa r:us s:implementation-consulting,compliance-automation",
    "chat-message",
  ),
  q(
    "Hello, I'm Georgia Papadopoulos, ISMS manager of a shipping company in Piraeus (400 people). We've been ISO 27001 certified since 2021 with TÜV. Our contract with them ends and we want to switch. Looking for alternative certification bodies for the recertification next year. Thanks.",
    "f:iso-27001 r:eu s:certification-body",
    "chat-message",
  ),
  q(
    "Morning — Adelaide here, practice manager at a dental group (5 clinics) around Brisbane. Someone clicked a phishing email last week. We'd like regular staff security training and someone to monitor our systems 24/7. Don't need anything fancy.",
    "r:au s:security-awareness-training,managed-security",
    "chat-message",
  ),
  q(
    "Hi! Victoria from a 45-person martech company, offices in Amsterdam and Barcelona. Our US enterprise customers want a SOC 2 Type II report; EU customers want ISO 27001 certification. We use Drata. Looking for one partner that can do both the SOC 2 audit and the certification.",
    "f:soc-2,iso-27001 r:nl,es s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Hello, I'm Kingston, director at a 35-employee aerospace machine shop in Huntsville, Alabama. We handle CUI for Lockheed. Our SPRS score is bad. We need a consultant (RPO) to close the gaps and then a C3PAO for the Level 2 certification. How long does this typically take?",
    "f:cmmc r:us s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hi, my name is Israel, I'm the IT lead at a 90-person banking software vendor in Bogotá. Our client banks in Panama and Peru want a SOC 1 report from us. We need an audit firm in Colombia that can issue it in Spanish.",
    "f:soc-1 r:co s:audit",
    "chat-message",
  ),
  q(
    "Dakota, security lead at a Minneapolis retailer with a Toronto DC. Our QSA retired. Need a new QSA for this year's PCI ROC, both sites.",
    "f:pci-dss r:us,ca s:audit",
    "chat-message",
  ),
  q(
    "Hey, Vienna here (named after the city, but I live in Belgrade 🙂). I run a 12-person QA agency. Clients in Germany keep asking for ISO 27001. Looking for a consultant to help us implement it, ideally someone in Serbia who knows small companies.",
    "f:iso-27001 r:emea s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good afternoon, I'm Lincoln, risk manager at an insurance broker in Edinburgh (250 staff). Our insurer partner Zurich requires annual independent internal audits of our ISMS. We're ISO 27001 certified already. Looking for an outsourced internal auditor, ideally Scotland-based.",
    "f:iso-27001 r:uk s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi I'm Sierra, founder of a femtech app (15 ppl) in Toronto. we store health data of users in the US and Canada. need a privacy consultant for PIPEDA + a privacy impact assessment. we're ok with remote.",
    "r:ca s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Dear all, Regina Schulz here, Information Security Officer of a municipal utility in Hanover (1,100 staff, water, power and district heating). As a KRITIS operator we fall under NIS2 and the BSI Act, and our ISO 27001 certificate from last year only covers the IT department. Our regulator and the city council want evidence by autumn. We need a partner for a NIS2 gap assessment and later a 24/7 SOC service. Award via public tender in Q1.",
    "f:nis2 r:de s:gap-analysis,managed-security",
    "chat-message",
  ),
  q(
    "hey! i'm denver (yes, named after the city, parents loved skiing). running a 10-person devtools startup in Oslo. a customer in Seattle wants our SOC 2 Type I. we want the audit + the automation platform in one package if possible",
    "f:soc-2 r:no s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "Hello, this is Cheyenne from a 200-staff hospital group in Riyadh. We need consultancy for the NCA ECC controls and, separately, an ISO 27001 certification audit. Arabic-speaking auditors preferred.",
    "f:iso-27001 r:sa s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "Hi, I'm Camden. Small MSP owner in Leeds (9 techs). We want to add vCISO to our offering, so we're looking for a white-label vCISO partner. Also: does anyone do Cyber Essentials certification for our clients? We're not an IASME body ourselves.",
    "f:cyber-essentials r:uk s:vciso,certification-body",
    "chat-message",
  ),
  q(
    "Hi, Beverly here, GC at a 70-person healthtech in Boston. We need outside privacy counsel for a CCPA/CPRA and state privacy law review, and a law firm that can also handle HIPAA questions. Hourly billing is fine.",
    "f:ccpa,hipaa r:us s:legal-advisory",
    "chat-message",
  ),
  q(
    "hello, im aurora. we're a 3-person studio in Helsinki making a kids' game. apple review and a UK distributor are asking about data protection. need a GDPR consultant for a few hours to check our privacy policy and data flows. cheap if possible 🙏",
    "f:gdpr r:fi s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, my name is Alexandria, I'm the CISO at a mid-size federal contractor (Reston, VA). We're pursuing FedRAMP Moderate for our SaaS. Need a 3PAO for the assessment and an advisory firm to help write the SSP. Agency sponsor is HHS.",
    "f:fedramp r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, Orlando here! IT director at a family-owned manufacturer in Monterrey, Mexico, 800 employees. Our customers in Detroit are asking for TISAX and some for ISO 27001. Which one first? We need a consultant who can guide us through both, Spanish-speaking.",
    "f:tisax,iso-27001 r:mx s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi. Trenton. Head of eng at a 50-person HR software company in Copenhagen. We need an ISO 27001 internal audit before our stage 2 in 6 weeks, and a pentest report to hand to the auditor. Our current consultant is leaving.",
    "f:iso-27001 r:dk s:internal-audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, Virginia Tremblay, compliance lead at a Quebec City fintech (55 staff). We need SOC 2 Type II auditors who can work in French; our US investors in NYC want the report before the Series B.",
    "f:soc-2 r:ca s:audit",
    "chat-message",
  ),
  q(
    "hey folks — shannon, vp eng at a 140-person adtech with offices in Tel Aviv and NYC. customers in Europe want ISO 27701 on top of our 27001. who can certify 27701? we'd also like a DPIA for our new identity graph product.",
    "f:iso-27701 r:il,us s:certification-body,privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Kent Walker, ops director at a data centre operator in Johannesburg. Clients want ISO 27001, ISO 22301 and a SOC 2 report. We already hold ISO 9001. Need pricing from firms that can run the certifications and the SOC 2 audit as one programme.",
    "f:iso-27001,iso-22301,soc-2 r:za s:certification-body,audit",
    "chat-message",
  ),
  q(
    "Hi there, Jackson from a 30-person legal tech in Sydney. We're on AWS Sydney and our clients are law firms in Singapore and Hong Kong. Do we need an IRAP assessor? No wait, our clients asked for SOC 2, not IRAP. So: SOC 2 auditor please, Australian ideally.",
    "f:soc-2 r:au s:audit",
    "chat-message",
  ),
  q(
    "Dear Sir or Madam, I'm Madison, procurement lead at a 1,500-employee pharma company in Basel. We need to select a managed security service provider (MDR) for our sites in Switzerland and Ireland. Please send a shortlist. We already use CrowdStrike internally.",
    "r:ch,ie s:managed-security",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "SOC 1 report needed — we're a payroll provider in Glasgow and Bank of Ireland is our client",
    "f:soc-1 r:uk s:audit",
    "place-negative",
  ),
  q(
    "pentest for an online shop that sells Swiss watches",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "ISO 27001 certification body; our parent group is in Stockholm but we are in Tallinn",
    "f:iso-27001 r:ee s:certification-body",
    "place-negative",
  ),
  q(
    "We take American Express and Visa — need a QSA for our PCI assessment",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q(
    "HIPAA compliance consultant, US-based only; our dev contractor is in Pune",
    "f:hipaa r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "security awareness training in Polish for our warehouse staff in Leicester",
    "r:uk s:security-awareness-training",
    "place-negative",
  ),
  q(
    "vCISO for a Berlin startup whose investors are in Abu Dhabi",
    "r:de s:vciso",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant, please not India-based",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "meeting vendors at it-sa in Nuremberg next week, looking for TISAX assessors",
    "f:tisax s:audit",
    "place-negative",
  ),
  q(
    "Deutsche Telekom asked us, as a supplier, for ISO 27001 — which certification bodies should we talk to?",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "Canadian firm, data hosted in Azure West Europe (Amsterdam), need a SOC 2 audit",
    "f:soc-2 r:ca s:audit",
    "place-negative",
  ),
  q(
    "We supply Georgia-Pacific and they now require a SOC 1 report from us",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q(
    "catering supplier to Emirates airline, based in Manchester, need an ISO 27001 consultant",
    "f:iso-27001 r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "NIS2 gap analysis for a hospital in Graz; our IT supplier sits in Bratislava",
    "f:nis2 r:at s:gap-analysis",
    "place-negative",
  ),
  q(
    "Korean BBQ chain in Los Angeles needs a PCI DSS audit",
    "f:pci-dss r:us s:audit",
    "place-negative",
  ),
  q(
    "shore excursion company in Miami, vendor to Norwegian Cruise Line, needs SOC 2 readiness",
    "f:soc-2 r:us s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Pune-based startup; a customer in Riyadh wants us to get ISO 27001 — need a consultant",
    "f:iso-27001 r:in s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our auditor Chelsea Park left her firm, need a new ISO 27001 internal auditor",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),
  q(
    "we sell Dubai chocolate online from Birmingham and need PCI DSS help",
    "f:pci-dss r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "SOC monitoring for our Taipei office — no Chinese vendors please",
    "r:apac s:managed-security",
    "place-negative",
  ),
  q(
    "French-speaking GDPR consultant for our Brussels office",
    "f:gdpr r:be s:privacy-consulting",
    "place-negative",
  ),
  q(
    "which HITRUST assessor did Denver Health use? we want the same one",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q(
    "Swiss Re requires a SOC 2 Type II from us as a vendor, which auditors can start in January?",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "DORA consultant, not Big Four and not London-based, we're in Dublin",
    "f:dora r:ie s:implementation-consulting",
    "place-negative",
  ),
  q(
    "phishing simulation vendor for our team in Perth — I'm in Tokyo this week so reply by email",
    "r:au s:security-awareness-training",
    "place-negative",
  ),

  // misspelling (20)
  q("iso27oo1 consultent leeds", "f:iso-27001 r:uk s:implementation-consulting", "misspelling"),
  q("soc 2 tyep 2 auditers", "f:soc-2 s:audit", "misspelling"),
  q("pen tesing compnay london", "r:uk s:penetration-testing", "misspelling"),
  q("hippa risk assesment", "f:hipaa s:risk-assessment", "misspelling"),
  q("gpdr consulant dublin", "f:gdpr r:ie s:privacy-consulting", "misspelling"),
  q("pci-dds complaince help", "f:pci-dss s:implementation-consulting", "misspelling"),
  q("pentest Sanfransisco CA", "r:us s:penetration-testing", "misspelling"),
  q("fractonal ciso sydeny", "r:au s:vciso", "misspelling"),
  q("certifcation bodys iso 9001 germnay", "f:iso-9001 r:de s:certification-body", "misspelling"),
  q(
    "cyber esentials certifiction scotland",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("nsi2 consulting belguim", "f:nis2 r:be s:implementation-consulting", "misspelling"),
  q("cmcc level 2 c3poa", "f:cmmc s:audit", "misspelling"),
  q("iso 42oo1 certfication body", "f:iso-42001 s:certification-body", "misspelling"),
  q("soc2 readyness assesment bostn MA", "f:soc-2 r:us s:readiness-assessment", "misspelling"),
  q("iso 27001 gap anlaysis isreal", "f:iso-27001 r:il s:gap-analysis", "misspelling"),
  q(
    "dora complaince consultancy frankfrut",
    "f:dora r:de s:implementation-consulting",
    "misspelling",
  ),
  q("securty awarness trainng austrailia", "r:au s:security-awareness-training", "misspelling"),
  q("manged detection and responce singapure", "r:sg s:managed-security", "misspelling"),
  q("compliace automaton platfrom like vanta", "s:compliance-automation", "misspelling"),
  q("interal audit iso 27001 edinborough", "f:iso-27001 r:uk s:internal-audit", "misspelling"),

  // trade-term (10)
  q(
    "Looking for a firm to issue our SOC 1 Type II report under SSAE 18",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "Who can issue an ISAE 3000 type II assurance report on our security controls? Dutch clients keep asking for it.",
    "s:audit",
    "trade-term",
  ),
  q(
    "year-2 surveillance audit coming up on our ISO 27001, we want to switch CB, who's good?",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "Notified body for the conformity assessment of a high-risk AI system under the AI Act",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "Need help filling in SAQ A-EP for our checkout page",
    "f:pci-dss s:implementation-consulting",
    "trade-term",
  ),
  q("Red team engagement (TIBER-style) for a payments firm", "s:penetration-testing", "trade-term"),
  q("HITRUST e1 validated assessment, external assessor needed", "f:hitrust s:audit", "trade-term"),
  q("Stage 2 certification audit for ISO 42001", "f:iso-42001 s:certification-body", "trade-term"),
  q("RPO for CMMC Level 2 prep", "f:cmmc s:implementation-consulting", "trade-term"),
  q("C5 Testat for our cloud platform, who can attest?", "f:c5 s:audit", "trade-term"),

  // new-language (20)
  q(
    "名古屋の自動車部品メーカーです。TISAXの取得を支援してくれるコンサルタントを探しています。",
    "f:tisax r:jp s:implementation-consulting",
    "new-language",
  ),
  q(
    "我們是台北的SaaS新創,想找能出具SOC 2報告的會計師事務所。",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),
  q(
    "대전에 있는 핀테크 회사입니다. 개인정보 영향평가를 맡아줄 업체를 찾고 있습니다.",
    "r:kr s:privacy-consulting",
    "new-language",
  ),
  q(
    "نحن مستشفى خاص في القاهرة ونحتاج إلى شركة لإجراء اختبار اختراق لأنظمتنا.",
    "r:mena s:penetration-testing",
    "new-language",
  ),
  q(
    "บริษัทของเราอยู่ในกรุงเทพฯ กำลังหาที่ปรึกษาเพื่อช่วยวางระบบ ISO 27001",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kami perusahaan fintech di Jakarta, butuh auditor PCI DSS (QSA) untuk tahun ini.",
    "f:pci-dss r:apac s:audit",
    "new-language",
  ),
  q(
    "Căutăm un organism de certificare pentru ISO 27001 în Cluj-Napoca.",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Budapesti cég vagyunk, a NIS2 megfeleléshez keresünk tanácsadót.",
    "f:nis2 r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Vi er en webshop i Aarhus og søger et firma, der kan lave en penetrationstest.",
    "r:dk s:penetration-testing",
    "new-language",
  ),
  q(
    "Vi trenger et eksternt personvernombud (GDPR) for klinikken vår i Bergen.",
    "f:gdpr r:no s:privacy-consulting",
    "new-language",
  ),
  q("Szukamy vCISO na część etatu – firma z Gdańska, 80 osób.", "r:pl s:vciso", "new-language"),
  q(
    "Potřebujeme penetrační test webové aplikace, sídlíme v Praze.",
    "r:cz s:penetration-testing",
    "new-language",
  ),
  q(
    "Εταιρεία λογισμικού στη Θεσσαλονίκη αναζητά ελεγκτή για έκθεση SOC 2.",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),
  q(
    "Hollanda'daki şubemiz için ISO 27001 belgelendirme kuruluşu arıyoruz.",
    "f:iso-27001 r:nl s:certification-body",
    "new-language",
  ),
  q(
    "חברת פינטק בחיפה מחפשת מבדק חדירות ויועץ ISO 27001",
    "f:iso-27001 r:il s:penetration-testing,implementation-consulting",
    "new-language",
  ),
  q(
    "हम पुणे की एक सॉफ्टवेयर कंपनी हैं, हमें ISO 27001 लागू करने के लिए कंसल्टेंट चाहिए।",
    "f:iso-27001 r:in s:implementation-consulting",
    "new-language",
  ),
  q(
    "Công ty chúng tôi ở TP. Hồ Chí Minh cần thuê dịch vụ kiểm thử xâm nhập.",
    "r:apac s:penetration-testing",
    "new-language",
  ),
  q(
    "Otsime Tallinnas ISO 27001 siseauditi teenust pakkuvat firmat.",
    "f:iso-27001 r:ee s:internal-audit",
    "new-language",
  ),
  q(
    "Hľadáme konzultanta pre GDPR, sme firma z Bratislavy.",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Търсим одитор за доклад по SOC 2, фирмата ни е в София.",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),

  // other-language (10)
  q(
    "Salut ! On est une startup à Bordeaux, on cherche quelqu'un pour faire un pentest de notre appli avant la levée de fonds.",
    "r:fr s:penetration-testing",
    "other-language",
  ),
  q(
    "Nous recherchons un organisme de certification ISO 27001 à Genève.",
    "f:iso-27001 r:ch s:certification-body",
    "other-language",
  ),
  q(
    "Wer kann uns bei der Umsetzung von TISAX unterstützen? Zulieferer aus Graz, 200 MA.",
    "f:tisax r:at s:implementation-consulting",
    "other-language",
  ),
  q(
    "Suchen Wirtschaftsprüfer für einen ISAE 3402 Typ 2 Bericht, Sitz Hamburg.",
    "f:soc-1 r:de s:audit",
    "other-language",
  ),
  q(
    "Buscamos un DPO externo para nuestra clínica en Valencia.",
    "f:gdpr r:es s:privacy-consulting",
    "other-language",
  ),
  q(
    "Che, ¿alguien me recomienda una consultora para ISO 27001 en Córdoba, Argentina? Somos una software factory de 40 personas.",
    "f:iso-27001 r:ar s:implementation-consulting",
    "other-language",
  ),
  q(
    "Salve, siamo un'azienda di Bologna e ci serve un'analisi dei rischi per la NIS2.",
    "f:nis2 r:it s:risk-assessment",
    "other-language",
  ),
  q(
    "cerco una società per simulazioni di phishing e formazione sulla sicurezza, sede a Roma",
    "r:it s:security-awareness-training",
    "other-language",
  ),
  q(
    "Wie kent een goede ISO 27001 lead auditor voor onze interne audit? We zitten in Gent.",
    "f:iso-27001 r:be s:internal-audit",
    "other-language",
  ),
  q(
    "Bom dia, procuramos uma empresa em Lisboa para a auditoria SOC 2 Tipo II.",
    "f:soc-2 r:pt s:audit",
    "other-language",
  ),

  // city-or-state (6)
  q("SOC 2 audit firm Dallas TX", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 certification body Queensland",
    "f:iso-27001 r:au s:certification-body",
    "city-or-state",
  ),
  q("vCISO Alberta", "r:ca s:vciso", "city-or-state"),
  q("pentest company in Baden-Württemberg", "r:de s:penetration-testing", "city-or-state"),
  q("GDPR DPO service Yorkshire", "f:gdpr r:uk s:privacy-consulting", "city-or-state"),
  q("CMMC consultant San Diego County", "f:cmmc r:us s:implementation-consulting", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "ISO 27001 consultant in Kenya",
    "f:iso-27001 r:emea s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "penetration testing firm in Qatar",
    "r:mena s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor in the Philippines", "f:soc-2 r:apac s:audit", "country-outside-taxonomy"),
  q(
    "NIS2 consultancy in Lithuania",
    "f:nis2 r:eu s:implementation-consulting",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "SOC 2 audit, ISO 27001 certification and a pentest, ideally one vendor, Toronto",
    "f:soc-2,iso-27001 r:ca s:audit,certification-body,penetration-testing",
    "several-needs",
  ),
  q(
    "CSA STAR Level 2 and ISO 27017 certification, UK or Ireland",
    "f:csa-star,iso-27017 r:uk,ie s:certification-body",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy consultant, offices in London and San Francisco",
    "f:gdpr,ccpa r:uk,us s:privacy-consulting",
    "several-needs",
  ),
  q(
    "HITRUST and HIPAA readiness plus a vCISO, Nashville",
    "f:hitrust,hipaa r:us s:readiness-assessment,vciso",
    "several-needs",
  ),
  q(
    "ISO 9001 and ISO 14001 certification body for our plants in Poland and Czechia",
    "f:iso-9001 r:pl,cz s:certification-body",
    "several-needs",
  ),
];
