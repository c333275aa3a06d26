import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 5, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy's slugs and aliases. It covers long Ask-AI messages with people named like places and background context, place words that belong to customers, hosting, events, brands and languages, typos and run-together words, assessor jargon, seventeen non-Latin and smaller-European languages, the big Western European languages, cities and state codes, countries without a tag of their own, and several asks in one query. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND5_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi there! I'm Florence, ops lead at a 40-person fintech in Leeds. We already run Vanta and passed SOC 2 Type I last spring. What I actually need now is a certification body for ISO 27001 — our stage 1 is pencilled in for March. Who would you suggest?",
    "f:iso-27001 r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "hello, Austin here (yes like the city, no I don't live there 😅). we're a 12 person healthtech in Halifax, Nova Scotia. a hospital customer keeps asking about HIPAA — can you find me someone who can run a HIPAA risk assessment for us? budget is tight.",
    "f:hipaa r:ca s:risk-assessment",
    "chat-message",
  ),
  q(
    "Good morning. My name is Georgia Mensah and I handle compliance at a payments startup in Accra, Ghana. We are about 60 staff and use Jira and Google Workspace. Our acquiring bank needs us to become PCI DSS compliant and I'd like a consultant to guide us through it.",
    "f:pci-dss r:emea s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey, quick one. We're a Series B SaaS company (~180 people) headquartered in Amsterdam with a second office in Lisbon. We got ISO 27001 certified in 2024 through BSI. Enterprise prospects in the US now want SOC 2 Type II, so we need an audit firm that can do the SOC 2 attestation covering both offices.",
    "f:soc-2 r:nl,pt s:audit",
    "chat-message",
  ),
  q(
    "hi, I'm Jordan. I run IT for a small architecture practice in Belfast (25 people). we don't have any certifications and honestly don't know where to start. is there a compliance software tool that walks small firms through Cyber Essentials step by step?",
    "f:cyber-essentials r:uk s:compliance-automation",
    "chat-message",
  ),
  q(
    "Hello! Paris here, CTO of a logistics software company based in Melbourne. We've been using Drata for a year and we're SOC 2 Type II already. Next step is ISO 42001 because we ship an AI routing model — looking for a gap analysis first before committing to anything.",
    "f:iso-42001 r:au s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi team, we're a 300-person insurer in Frankfurt. DORA applies to us from January and our board wants an independent view. Could you recommend firms that do threat-led penetration testing (TLPT) under DORA? We've already got a SOC from a managed provider, so not looking for that.",
    "f:dora r:de s:penetration-testing",
    "chat-message",
  ),
  q(
    "hey! I'm Chad, founder of a tiny dev shop (8 of us) in Kraków. a German automotive client wants us to get TISAX. who can do the TISAX assessment itself? we already have someone helping with the docs, so just the assessment part.",
    "f:tisax r:pl s:audit",
    "chat-message",
  ),
  q(
    "Good afternoon, I'm the finance director at the Irish subsidiary of a US-listed group. We're in Galway, 150 staff. Our group needs SOX ITGC testing outsourced — essentially an internal audit function for IT general controls at our site. Any providers you'd recommend?",
    "f:sox r:ie s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Sydney, and I'm actually based in Vancouver. We're a 45-person edtech. Our school district customers in Washington State asked for a SOC 2 report. We'd like to start with a readiness assessment before we even pick an auditor. Thanks!",
    "f:soc-2 r:ca s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello there. We're a cloud backup provider from Madrid, about 90 employees. Spanish public sector tenders require ENS categoría alta. We'd like a consultancy to implement ENS and also prepare us for ISO 27017 at the same time. We use AWS Frankfurt for hosting, in case that matters.",
    "f:ens,iso-27017 r:es s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hi — I'm Victoria, security lead at a crypto exchange in Dubai. We passed our VARA review last year. What we need now is a 24/7 SOC / MDR provider, ideally with analysts awake during our working hours. About 70 employees, Microsoft shop.",
    "r:ae s:managed-security",
    "chat-message",
  ),
  q(
    "Hey there, I'm Lincoln (we get that a lot). Running a 20-person SaaS in Auckland. Our first enterprise deal hinges on ISO 27001, and we'd love a fractional CISO who can lead us through ISO 27001 and own the security program for a year, rather than a one-off consultant.",
    "f:iso-27001 r:nz s:vciso",
    "chat-message",
  ),
  q(
    "Hi, this is Carolina from a medical device software company in Monterrey. Our QA team has the FDA side covered. What we need is HITRUST — specifically an assessor firm that can do the r2 validated assessment. 110 employees, mostly on Azure.",
    "f:hitrust r:mx s:audit",
    "chat-message",
  ),
  q(
    "Morning! We're a managed IT provider in Stockholm (35 techs). Several municipalities now ask about NIS2. We'd like someone to do a gap analysis against NIS2 and then help us implement whatever is missing. Already ISO 9001 certified, if that matters.",
    "f:nis2 r:se s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "hello, I'm Dallas, the only IT person at a 60-person law practice in Johannesburg. Clients keep sending us security questionnaires. Our managing partner wants a proper cyber risk assessment done by an outside firm. We use Microsoft 365 and Mimecast.",
    "r:za s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi! We're a Series A AI startup in Tel Aviv, ~30 people. Our biggest customer is a European bank and they are asking about the EU AI Act. We need legal advice on whether our model counts as high-risk — a law firm, ideally one that knows AI regulation well.",
    "f:eu-ai-act r:il s:legal-advisory",
    "chat-message",
  ),
  q(
    "hey, Savannah here 👋 I'm head of people at a 250-person retailer in Manchester. Our insurer wants proof of staff cyber training. Looking for a provider that can run phishing simulations plus yearly awareness sessions. We're Cyber Essentials Plus already.",
    "r:uk s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi, I'm writing for a family-owned manufacturer near Stuttgart (~400 staff). We make parts for Bosch and Continental, so TISAX keeps coming up, but right now the priority is ISO 9001 recertification — our current registrar is leaving the scheme. We need a new certification body for 9001.",
    "f:iso-9001 r:de s:certification-body",
    "chat-message",
  ),
  q(
    "Hello! I'm Adelaide, I look after compliance for a payroll bureau in Brisbane. We've had SOC 1 Type 2 for years via a Big Four firm but fees doubled. Looking to switch to a smaller CPA firm for next year's SOC 1 audit. About 85 staff.",
    "f:soc-1 r:au s:audit",
    "chat-message",
  ),
  q(
    "Hi there, I'm the CEO of a 15-person startup in Bangalore building dev tools. We already use Sprinto and are nearly ready for SOC 2. Before the audit window starts, our lead investor wants an external pentest of the web app and API. Who could do that?",
    "r:in s:penetration-testing",
    "chat-message",
  ),
  q(
    "hey, my name's Brooklyn and I run ops at a small clinic-software company in Portland, Oregon. we store PHI and just signed our first BAA with a hospital. what we want is a HIPAA gap analysis so we know where we stand — nothing fancy.",
    "f:hipaa r:us s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hello, we're a data analytics firm in Santiago, Chile with about 50 employees. A few clients in Europe send personal data through us, so GDPR came up. Can you recommend a privacy consultant who could act as our outsourced DPO? We already have a local lawyer.",
    "f:gdpr r:cl s:privacy-consulting",
    "chat-message",
  ),
  q(
    "hi, Sofia here. I'm at a credit union software vendor in Toronto, ~120 people. US clients are asking for SOC 2 Type II and we'd like a Canadian audit firm that can also issue a SOC 1 in the same engagement. Is that something your directory covers?",
    "f:soc-1,soc-2 r:ca s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm reaching out on behalf of a Warsaw-based e-commerce platform (~200 employees). We process cards through Adyen and our old SAQ no longer fits our setup. This year we need a QSA for a full Report on Compliance.",
    "f:pci-dss r:pl s:audit",
    "chat-message",
  ),
  q(
    "Hello, I'm Mr. Kingston, IT manager for a Jamaican-owned shipping agency, but I'm based at our Rotterdam office where the servers are. We want to certify to ISO 22301 for business continuity. Please suggest consultants who can help build the BCMS from scratch.",
    "f:iso-22301 r:nl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hi! small team (9 people) in Tallinn doing identity verification. we passed ISO 27001 last year with a great auditor. now a bank prospect wants a CSA STAR level 2 certification on top — who can certify that? happy to hear suggestions",
    "f:csa-star r:ee s:certification-body",
    "chat-message",
  ),
  q(
    "Greetings from Zurich! I'm Helena, risk officer at an asset manager with 140 employees. FINMA is our regulator and we already hold ISO 27001. We'd like an outsourced internal audit of our ISMS this year — independent from the people who built it.",
    "f:iso-27001 r:ch s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Phoenix, head of engineering at a govtech startup in Arlington, Virginia. We're pursuing FedRAMP Moderate with an agency sponsor. We need a consultant to write our SSP and implement the controls — the 3PAO comes later, so not that yet.",
    "f:fedramp r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey, we're a 70-person game studio in Montreal. No formal certs yet. A publisher asked us for a penetration test and a vendor risk assessment of our third-party tools. I'm Quinn btw, I do IT and facilities 🙂",
    "r:ca s:penetration-testing,risk-assessment",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "soc 2 auditor, we're in Denver but most of our customers are in Japan",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "iso 27001 consultant for a company in Lyon — our parent group is Canadian, based in Montreal",
    "f:iso-27001 r:fr s:implementation-consulting",
    "place-negative",
  ),
  q(
    "pentest for our platform hosted in AWS eu-central-1 (Frankfurt), the team sits in Dublin",
    "r:ie s:penetration-testing",
    "place-negative",
  ),
  q(
    "our Singapore investors want us to bring in a vCISO; we're a 20 person startup in Bogotá",
    "r:co s:vciso",
    "place-negative",
  ),
  q(
    "gdpr consultant — we're based in Ohio but sell into Europe",
    "f:gdpr r:us s:privacy-consulting",
    "place-negative",
  ),
  q(
    "saw a talk at Infosecurity Europe, now need a cyber essentials plus certification body near Cardiff where we're based",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "we're the polish subsidiary (Gdańsk) of a german group, need an iso 27001 internal auditor",
    "f:iso-27001 r:pl s:internal-audit",
    "place-negative",
  ),
  q(
    "spanish speaking pci qsa for a payments company in Miami",
    "f:pci-dss r:us s:audit",
    "place-negative",
  ),
  q(
    "pen testers who speak Japanese, location doesn't matter",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "compliance automation software, we're in Sydney — please no vendors based in India",
    "r:au s:compliance-automation",
    "place-negative",
  ),
  q(
    "hipaa risk assessment for a telehealth company in Toronto that serves US patients, data sits in AWS us-east-1 Virginia",
    "f:hipaa r:ca s:risk-assessment",
    "place-negative",
  ),
  q(
    "supplier risk assessment of our factories in China and Vietnam, we're a fashion retailer in Oslo",
    "r:no s:risk-assessment",
    "place-negative",
  ),
  q(
    "iso 27001 auditor in Berlin — I'm at Web Summit in Lisbon next month if anyone wants to meet",
    "f:iso-27001 r:de s:audit",
    "place-negative",
  ),
  q(
    "soc 2 readiness, founders are from Brazil but the company is based in Delaware",
    "f:soc-2 r:us s:readiness-assessment",
    "place-negative",
  ),
  q(
    "we're in Abu Dhabi and mostly sell to Saudi government entities, need an iso 27001 gap analysis",
    "f:iso-27001 r:ae s:gap-analysis",
    "place-negative",
  ),
  q(
    "iso 9001 consultant for a Galway medtech that supplies Boston Scientific",
    "f:iso-9001 r:ie s:implementation-consulting",
    "place-negative",
  ),
  q(
    "cyber essentials certifier for a bakery chain in Leicester (yes we make belgian waffles and danish pastries)",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "pentest for our ticketing app used by Manchester United and Paris Saint-Germain fans, we are a small studio in Valencia",
    "r:es s:penetration-testing",
    "place-negative",
  ),
  q(
    "hitrust assessor, please send proposals to Chelsea in procurement, we're in Nashville",
    "f:hitrust r:us s:audit",
    "place-negative",
  ),
  q(
    "want the iso 27001 gap assessment wrapped up before my trip to Australia in May, our office is in Auckland",
    "f:iso-27001 r:nz s:gap-analysis",
    "place-negative",
  ),
  q("soc 2 auditor, anywhere except the US is fine", "f:soc-2 s:audit", "place-negative"),
  q(
    "iso 27017 and 27018 certification body, our workloads run in Azure West Europe (Netherlands)",
    "f:iso-27017,iso-27018 s:certification-body",
    "place-negative",
  ),
  q(
    "outsourced DPO for GDPR who can work in German and French",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "auditor for a BSI C5 testat — our customers are German hospitals, we are a software company in Kyiv",
    "f:c5 r:emea s:audit",
    "place-negative",
  ),
  q(
    "pentest for our java spring boot app, company is in Utrecht",
    "r:nl s:penetration-testing",
    "place-negative",
  ),

  // misspelling (20)
  q("iso27001 auditer germnay", "f:iso-27001 r:de s:audit", "misspelling"),
  q("hippa compliance risk assesment", "f:hipaa s:risk-assessment", "misspelling"),
  q("soc2 type 2 audtor in califronia", "f:soc-2 r:us s:audit", "misspelling"),
  q("penetraton testing company sinagpore", "r:sg s:penetration-testing", "misspelling"),
  q("gpdr consultant netherland", "f:gdpr r:nl s:privacy-consulting", "misspelling"),
  q("pci dds qsa austrailia", "f:pci-dss r:au s:audit", "misspelling"),
  q("virtual ciso switzerlnd", "r:ch s:vciso", "misspelling"),
  q("hitrust asessment pheonix az", "f:hitrust r:us s:audit", "misspelling"),
  q("nis2 gap anaylsis for a firm in amsterdamm", "f:nis2 r:nl s:gap-analysis", "misspelling"),
  q(
    "cyber essentails plus certifcation body",
    "f:cyber-essentials s:certification-body",
    "misspelling",
  ),
  q("fedramp 3poa", "f:fedramp s:audit", "misspelling"),
  q("soc1 reprot ssae18 cpa firm", "f:soc-1 s:audit", "misspelling"),
  q("iso 42001 impementation consultant", "f:iso-42001 s:implementation-consulting", "misspelling"),
  q("pentestingfirm barcelona", "r:es s:penetration-testing", "misspelling"),
  q("isocertificationbody 9001 milano", "f:iso-9001 r:it s:certification-body", "misspelling"),
  q("phising simulaton vendor dublin", "r:ie s:security-awareness-training", "misspelling"),
  q(
    "managed detection adn response provider johanesburg",
    "r:za s:managed-security",
    "misspelling",
  ),
  q("dora complience gap analisys luxembuorg", "f:dora r:lu s:gap-analysis", "misspelling"),
  q("isreal iso 27001 consultent", "f:iso-27001 r:il s:implementation-consulting", "misspelling"),
  q("nsit csf gap assesment copenhagn", "f:nist-csf r:dk s:gap-analysis", "misspelling"),

  // trade-term (10)
  q(
    "looking for a QSA to do our PCI DSS v4 report on compliance, we're a level 1 merchant",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q("3PAO for a fedramp moderate initial assessment", "f:fedramp s:audit", "trade-term"),
  q("c3pao availability for a cmmc level 2 assessment in Q3", "f:cmmc s:audit", "trade-term"),
  q(
    "RPO to help us implement the CMMC level 2 practices",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q(
    "isae 3402 type II report provider for a fund administrator in Luxembourg",
    "f:soc-1 r:lu s:audit",
    "trade-term",
  ),
  q("iso 27001 registrar accredited by ANAB", "f:iso-27001 s:certification-body", "trade-term"),
  q(
    "notified body for eu ai act conformity assessment of a high-risk system",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "cpa firm for our first soc 2 type 1 — customers will also want a bridge letter later",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "who can sign our PCI AOC? level 2 service provider, acquirer no longer accepts our SAQ D",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q("ROC assessor for a card processor in São Paulo", "f:pci-dss r:br s:audit", "trade-term"),

  // new-language (20)
  q(
    "東京のISO 27001認証機関を探しています",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "SOC2の監査法人を紹介してください。大阪のSaaS企業です。",
    "f:soc-2 r:jp s:audit",
    "new-language",
  ),
  q("我们在新加坡，需要一家做渗透测试的公司", "r:sg s:penetration-testing", "new-language"),
  q("寻找GDPR隐私顾问，公司在香港", "f:gdpr r:apac s:privacy-consulting", "new-language"),
  q(
    "서울 소재 ISO 27001 인증 컨설팅 회사 추천 부탁드립니다",
    "f:iso-27001 r:kr s:implementation-consulting",
    "new-language",
  ),
  q("نبحث عن مدقق PCI DSS معتمد (QSA) في الرياض", "f:pci-dss r:sa s:audit", "new-language"),
  q("मुंबई में SOC 2 ऑडिट करने वाली फर्म चाहिए", "f:soc-2 r:in s:audit", "new-language"),
  q(
    "szukam firmy do testów penetracyjnych we Wrocławiu",
    "r:pl s:penetration-testing",
    "new-language",
  ),
  q(
    "audytor wewnętrzny ISO 27001, firma z Poznania",
    "f:iso-27001 r:pl s:internal-audit",
    "new-language",
  ),
  q(
    "hledáme konzultanta pro zavedení NIS2 v Brně",
    "f:nis2 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "Almanya'daki şirketimiz için TISAX değerlendirmesi yapacak bir firma arıyoruz",
    "f:tisax r:de s:audit",
    "new-language",
  ),
  q(
    "ψάχνουμε εξωτερικό CISO (virtual CISO) για μικρή εταιρεία λογισμικού",
    "s:vciso",
    "new-language",
  ),
  q("шукаємо аудитора ISO 27001 у Львові", "f:iso-27001 r:emea s:audit", "new-language"),
  q(
    "GDPR adatvédelmi tanácsadót keresünk a bécsi irodánkba",
    "f:gdpr r:at s:privacy-consulting",
    "new-language",
  ),
  q(
    "căutăm o firmă pentru evaluarea riscurilor de securitate cibernetică",
    "s:risk-assessment",
    "new-language",
  ),
  q("מחפשים יועץ SOC 2 בתל אביב", "f:soc-2 r:il s:implementation-consulting", "new-language"),
  q("ต้องการบริษัททำ penetration test ในกรุงเทพ", "r:apac s:penetration-testing", "new-language"),
  q(
    "cần tổ chức chứng nhận ISO 27001 tại Hà Nội",
    "f:iso-27001 r:apac s:certification-body",
    "new-language",
  ),
  q(
    "butuh konsultan ISO 27001 di Jakarta",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "ищем MDR-провайдера (круглосуточный мониторинг безопасности) в Таллине",
    "r:ee s:managed-security",
    "new-language",
  ),

  // other-language (10)
  q(
    "Zertifizierungsstelle für ISO 27001 in Hamburg gesucht",
    "f:iso-27001 r:de s:certification-body",
    "other-language",
  ),
  q("cabinet de conseil RGPD à Bordeaux", "f:gdpr r:fr s:privacy-consulting", "other-language"),
  q("empresa de pentesting en Buenos Aires", "r:ar s:penetration-testing", "other-language"),
  q(
    "consulente per la ISO 9001 a Torino",
    "f:iso-9001 r:it s:implementation-consulting",
    "other-language",
  ),
  q("auditoria SOC 2 para startup em Braga", "f:soc-2 r:pt s:audit", "other-language"),
  q(
    "wij zoeken een partij voor een NIS2 gap-analyse, wij zitten in Gent",
    "f:nis2 r:be s:gap-analysis",
    "other-language",
  ),
  q("vi behöver en virtuell CISO, företaget ligger i Göteborg", "r:se s:vciso", "other-language"),
  q(
    "leverandør af phishing-træning til virksomhed i Aarhus",
    "r:dk s:security-awareness-training",
    "other-language",
  ),
  q(
    "consultoría para implementar ISO 27001 en Guadalajara",
    "f:iso-27001 r:mx s:implementation-consulting",
    "other-language",
  ),
  q(
    "internrevisjon av ISO 27001 for selskap i Bergen",
    "f:iso-27001 r:no s:internal-audit",
    "other-language",
  ),

  // city-or-state (6)
  q("soc 2 auditor austin tx", "f:soc-2 r:us s:audit", "city-or-state"),
  q("pci consultant calgary, ab", "f:pci-dss r:ca s:implementation-consulting", "city-or-state"),
  q(
    "iso 27001 consultants munich bavaria",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("penetration testing nsw", "r:au s:penetration-testing", "city-or-state"),
  q("vciso pune maharashtra", "r:in s:vciso", "city-or-state"),
  q("hipaa gap analysis raleigh nc", "f:hipaa r:us s:gap-analysis", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "soc 2 auditor for a company in Lima, Peru",
    "f:soc-2 r:latam s:audit",
    "country-outside-taxonomy",
  ),
  q("pentest company kenya", "r:emea s:penetration-testing", "country-outside-taxonomy"),
  q(
    "ISO 27001 consultant Malaysia",
    "f:iso-27001 r:apac s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("vciso for a company in Ecuador", "r:latam s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "iso 27001 and soc 2 auditor, offices in London and Dublin",
    "f:iso-27001,soc-2 r:ie,uk s:audit",
    "several-needs",
  ),
  q(
    "pentest + vCISO + awareness training for a 50 person fintech in Lisbon",
    "r:pt s:penetration-testing,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "GDPR DPO service and an ISO 27701 certification body, we're in Brussels",
    "f:gdpr,iso-27701 r:be s:certification-body,privacy-consulting",
    "several-needs",
  ),
  q(
    "hipaa and hitrust readiness assessment, sites in Chicago and Toronto",
    "f:hipaa,hitrust r:ca,us s:readiness-assessment",
    "several-needs",
  ),
  q(
    "compliance automation platform plus an auditor for SOC 2 and ISO 42001",
    "f:iso-42001,soc-2 s:audit,compliance-automation",
    "several-needs",
  ),
];
