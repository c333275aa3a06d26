import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 9, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI chat messages with parents, boards, customers and infrastructure in other places, place words that are not where the buyer wants a vendor, typos, assessor jargon, twenty further languages in their own scripts (none shared with the dev half), and a few city, state, outside-taxonomy-country and several-need queries. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND9_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "hey 👋 we're a 15 person b2b saas in lyon. first enterprise customer (a bank in zurich) sent us a 300-question security questionnaire and basically said get iso 27001 or SOC 2. we picked iso. need a consultant to get us there by summer, french-speaking and ideally in france",
    "f:iso-27001 r:fr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm head of IT at a regional bank in Vienna. DORA applies now and our ICT third-party register is a mess. We need help with third-party risk management and a DORA gap analysis. Austrian or German vendors only.",
    "f:dora r:at,de s:gap-analysis,risk-assessment",
    "chat-message",
  ),
  q(
    "so we passed SOC 2 type 1 last year with a tiny CPA firm in Denver, now moving to type 2 and the partner is retiring 🙃 need a new auditor. we're remote-first but incorporated in Delaware",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Our group HQ in Paris has decided every subsidiary needs an ISO 27001 certificate by 2026. I'm at the Polish subsidiary in Gdańsk. We already have ISO 9001 from our registrar. Need a consulting firm for the ISMS implementation, local to Poland please.",
    "f:iso-27001 r:pl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "we're a ~100 seat call centre in Cebu doing work for Australian insurers. they want ISO 27001 and a yearly pen test from us. so: cert body recommendations + a pen testing company, philippines or anywhere in APAC",
    "f:iso-27001 r:apac s:certification-body,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi! Medtech from Haifa here, FDA cleared, now selling to US hospitals that want HIPAA assurance and a SOC 2 report. Looking for a US-based audit firm that can do SOC 2 + HIPAA in one go. We do NOT need consultants, we have an internal team.",
    "f:hipaa,soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "I'm a PM at a game studio in Helsinki. We just got acquired by a US company listed on the NYSE and apparently SOX ITGCs now apply to us?? Need someone to explain it and help us set up the controls. Finnish or other Nordic firms preferred.",
    "f:sox r:fi,nordics s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi team, we're an NGO in Johannesburg that handles donor data from Europe. Our funders want GDPR-aligned privacy practices and a DPIA for our new beneficiary app. Budget is small. South African privacy consultants please (POPIA knowledge a plus).",
    "f:gdpr r:za s:privacy-consulting",
    "chat-message",
  ),
  q(
    "cloud storage startup in oslo here, infra in frankfurt + stockholm. german customers keep asking for C5 and ISO 27017. we need readiness help for both. norwegian or scandinavian firms ideally",
    "f:c5,iso-27017 r:no,nordics s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello. We are a Tier 2 automotive supplier located in Puebla. Volkswagen requires the TISAX AL2 label from us. We need consulting to prepare and then the assessment itself. Spanish-speaking providers in Mexico preferred.",
    "f:tisax r:mx s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "We're a crypto exchange in Abu Dhabi (ADGM licensed). Regulator wants a full penetration test and a red team exercise, plus 24/7 SOC monitoring. UAE or GCC based providers only.",
    "r:ae,mena s:managed-security,penetration-testing",
    "chat-message",
  ),
  q(
    "gm! building a self-custody wallet, team is spread across valencia, leipzig and rosario with no real HQ. our exchange partners want a pentest of the app + backend before listing. location doesn't matter at all",
    "s:penetration-testing",
    "chat-message",
  ),
  q(
    "I'm CTO of a 30-person AI company in Calgary. An enterprise customer in the UK wants us to show ISO 42001 alignment. We don't need certification yet, just a gap assessment and a roadmap. Canadian firm preferred.",
    "f:iso-42001 r:ca s:gap-analysis",
    "chat-message",
  ),
  q(
    "we're an MSP in brisbane and want to start offering compliance to our own clients. looking to partner with a GRC software vendor (vanta/drata type) and an ISO 27001 certification body we can refer people to. needs australian presence",
    "f:iso-27001 r:au s:certification-body,compliance-automation",
    "chat-message",
  ),
  q(
    "payroll software company in Luxembourg, parent in Belgium. we need a SOC 1 type 2 / ISAE 3402 report for our clients' auditors. prefer a Lux-based firm",
    "f:soc-1 r:lu s:audit",
    "chat-message",
  ),
  q(
    "Compliance officer at a small pharma in Basel. We aren't certified to ISO 27001 yet but want a pre-certification audit before we pick a certification body next year. Swiss provider please.",
    "f:iso-27001 r:ch s:readiness-assessment",
    "chat-message",
  ),
  q(
    "startup in kraków here (well, the dev team is — legal entity is estonian via e-residency). US customers want SOC 2. we want a compliance platform + auditor bundle and truly don't care where the auditor is located",
    "f:soc-2 s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "We are a public-sector software vendor in Madrid. To bid on government tenders we need ENS categoría media. Who certifies ENS? We also need a consultant to get us compliant first. Spain only.",
    "f:ens r:es s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "our hospital network in são paulo runs on US cloud vendors. board wants an outsourced DPO (for LGPD) and a cybersecurity awareness program for 4k employees. brazilian providers pls",
    "r:br s:privacy-consulting,security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi, Priya here from a fintech in Hyderabad. RBI audit is done, phew. Now our UK partner bank wants Cyber Essentials Plus, which I think has to be done by a UK certification body? If so please recommend some in Britain.",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "we run 40 dental clinics across texas and oklahoma. after a breach at a competitor we want a HIPAA risk assessment and someone to handle security monitoring going forward. texas-based ideally",
    "f:hipaa r:us s:managed-security,risk-assessment",
    "chat-message",
  ),
  q(
    "I work for a mid-size defense contractor near San Diego. We're moving toward CMMC L2 and our MSP is useless. Looking for a registered practitioner to handle the SSP and POA&M; later on we'll need a C3PAO but right now only the prep side.",
    "f:cmmc r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "freelancer marketplace, HQ in Tallinn, big user base in Nigeria and India. we want ISO 27701 on top of our existing 27001. need a consultant for the 27701 implementation, estonian or finnish firm preferred",
    "f:iso-27701 r:ee,fi s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Im at a university spin-off in Leuven doing clinical AI, and the EU AI Act high-risk stuff scares us. need a law firm for the AI Act side + a consultant for ISO 42001. belgian or dutch",
    "f:eu-ai-act,iso-42001 r:be,nl s:implementation-consulting,legal-advisory",
    "chat-message",
  ),
  q(
    "Hey, I lead security at a fintech in Santiago. Our acquirer (based in Miami) requires a PCI DSS 4.0 ROC this year. Chilean or Latin American QSA please, Spanish speaking.",
    "f:pci-dss r:cl,latam s:audit",
    "chat-message",
  ),
  q(
    "hi! small MSP in auckland. a govt agency client wants us to follow NIST CSF and get an independent maturity assessment against it. we also need phishing training for our staff. NZ providers pls",
    "f:nist-csf r:nz s:gap-analysis,security-awareness-training",
    "chat-message",
  ),
  q(
    "our board chair lives in Singapore and is pushing for a cyber risk assessment after all the MOVEit stuff. we're an asset manager in Edinburgh, FCA regulated. scottish or UK firm, FCA experience a plus",
    "r:uk s:risk-assessment",
    "chat-message",
  ),
  q(
    "subscription box company in Berlin (yes, more boxes 📦). card payments go through Stripe so PCI is mostly on them, but our bank says we need an SAQ A. need someone to help us fill it in correctly. German firms pls",
    "f:pci-dss r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "I'm a fractional COO for three startups in Sydney: one needs SOC 2 (US customers), one needs ISO 27001 (EU customers), the third needs a pentest. Ideally one Australian firm that does consulting for both frameworks plus pentesting.",
    "f:iso-27001,soc-2 r:au s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "insurtech in dublin regulated by the central bank of ireland. we want an outsourced internal audit function covering IT and DORA, plus a virtual CISO. irish firms, or UK at a push",
    "f:dora r:ie,uk s:internal-audit,vciso",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "My manager Sydney wants a shortlist of ISO 27001 certification bodies by Friday",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "our client Arizona Beverages asked us for a SOC 2 report",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "HIPAA consultant who speaks Portuguese",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "pen testers please, but no one based in Russia or China",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "everything runs on Google Cloud europe-west3 (Frankfurt). need help implementing ISO 27018",
    "f:iso-27018 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "saw a great NIS2 talk at it-sa in Nuremberg, now looking for NIS2 consultants",
    "f:nis2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Santander is onboarding us as a supplier and wants a DORA third-party risk assessment done",
    "f:dora s:risk-assessment",
    "place-negative",
  ),
  q(
    "Our parent company in Canada handles compliance globally, but we need our own SOC 1 auditor",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q("vCISO wanted. (our last one moved to Belgium, so not her 😅)", "s:vciso", "place-negative"),
  q(
    "We're an Amnesty International partner NGO and need a GDPR DPO service",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "need security awareness training available in Japanese and Korean",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "investors from Abu Dhabi want an ISO 42001 gap analysis before the next round",
    "f:iso-42001 s:gap-analysis",
    "place-negative",
  ),
  q(
    "looking for a compliance automation tool, our customers in Germany and Austria keep demanding ISO 27001 evidence",
    "f:iso-27001 s:compliance-automation",
    "place-negative",
  ),
  q(
    "CMMC C3PAO needed, we ship parts to a Lockheed plant in Georgia",
    "f:cmmc s:audit",
    "place-negative",
  ),
  q(
    "ISO 22301 consultant please, but nobody from the Netherlands, we tried that",
    "f:iso-22301 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "we make medical devices under EU MDR and need an ISO 27001 consultant",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Canada Goose is one of our retail clients and they want us PCI compliant, need help getting there",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Our CISO is Israeli and would like Hebrew speakers on the vendor side. Need a HITRUST assessor.",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q(
    "heading to GITEX in Dubai next month, want to meet managed SOC providers while I'm there",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "We're in Melbourne. Our US parent wants a SOX ITGC internal audit done locally.",
    "f:sox r:au s:internal-audit",
    "place-negative",
  ),
  q(
    "We're a Seattle startup. Our Japanese distributor wants a pentest report from us",
    "r:us s:penetration-testing",
    "place-negative",
  ),
  q(
    "Chelsea from procurement needs a third-party risk management provider",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "our data processing happens in Mumbai via an outsourcing partner, we need a DPIA done",
    "s:privacy-consulting",
    "place-negative",
  ),
  q(
    "no firms from Israel please (client restriction). need an ISO 27701 certification body",
    "f:iso-27701 s:certification-body",
    "place-negative",
  ),
  q(
    "we're a Swiss-owned company but run entirely from Braga, need an ISO 27001 consultant",
    "f:iso-27001 r:pt s:implementation-consulting",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 certfication body in rotterdm",
    "f:iso-27001 r:nl s:certification-body",
    "misspelling",
  ),
  q("soc 2 tyep 2 auditers", "f:soc-2 s:audit", "misspelling"),
  q("pentest compnay paris", "r:fr s:penetration-testing", "misspelling"),
  q("gpdr consultant madird", "f:gdpr r:es s:privacy-consulting", "misspelling"),
  q("fedramp moderat 3pao", "f:fedramp s:audit", "misspelling"),
  q("hitrust assesor in texas", "f:hitrust r:us s:audit", "misspelling"),
  q(
    "nist 800 53 implementaion consultants",
    "f:nist-800-53 s:implementation-consulting",
    "misspelling",
  ),
  q("vciso servcies perht", "r:au s:vciso", "misspelling"),
  q("iso 27701 implmentation help", "f:iso-27701 s:implementation-consulting", "misspelling"),
  q("dora complaince gap analisys dusseldorff", "f:dora r:de s:gap-analysis", "misspelling"),
  q("ccpa privcy consultant californa", "f:ccpa r:us s:privacy-consulting", "misspelling"),
  q("pci-dds readiness asessment", "f:pci-dss s:readiness-assessment", "misspelling"),
  q("iso 90001 certifcation body leicster", "f:iso-9001 r:uk s:certification-body", "misspelling"),
  q("phising simulation vendor", "s:security-awareness-training", "misspelling"),
  q("managed detecton and responce in oslo", "r:no s:managed-security", "misspelling"),
  q("cmmc level2 c3poa", "f:cmmc s:audit", "misspelling"),
  q(
    "eu ai act consultancey brussells",
    "f:eu-ai-act r:be s:implementation-consulting",
    "misspelling",
  ),
  q("iso42001 readines review", "f:iso-42001 s:readiness-assessment", "misspelling"),
  q("sox internalaudit winipeg", "f:sox r:ca s:internal-audit", "misspelling"),
  q(
    "cyber esentials cert body in wales",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),

  // trade-term (10)
  q(
    "need an RPO to get us ready for CMMC level 2",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q(
    "Which notified bodies can do the conformity assessment for our high-risk AI system under the AI Act?",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "our CPA firm for the SOC 2 Type II is dropping small clients, need a replacement firm",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "customer asked for a bridge letter but really we just need the next SOC 2 Type 2 period audited quickly — who can take it on?",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q("ISAE 3000 type II assurance report on our platform controls", "s:audit", "trade-term"),
  q(
    "need help with the VDA ISA self-assessment before our TISAX audit",
    "f:tisax s:implementation-consulting",
    "trade-term",
  ),
  q("fractional CISO, ~10 hrs a month", "s:vciso", "trade-term"),
  q("DPIA for a biometric time clock rollout", "s:privacy-consulting", "trade-term"),
  q("TLPT provider with TIBER-EU experience", "s:penetration-testing", "trade-term"),
  q("C5 attestation for our IaaS, Type 1 first", "f:c5 s:audit", "trade-term"),

  // new-language (20)
  // Korean
  q(
    "판교에 있는 핀테크 스타트업입니다. ISMS-P랑 ISO 27001 인증 준비를 도와줄 컨설팅 업체 추천 부탁드려요.",
    "f:iso-27001 r:kr s:implementation-consulting",
    "new-language",
  ),
  // Chinese (Simplified)
  q(
    "我们是一家总部在新加坡的跨境电商公司，需要找PCI DSS合规咨询和渗透测试服务商。",
    "f:pci-dss r:sg s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  // Russian
  q(
    "Ищем аудитора для SOC 2 Type II. Сами мы из Еревана, но готовы работать с фирмой из ОАЭ.",
    "f:soc-2 r:ae s:audit",
    "new-language",
  ),
  // Norwegian
  q(
    "Vi trenger en leverandør som kan overvåke sikkerheten vår døgnet rundt (SOC/MDR). Vi holder til i Bergen.",
    "r:no s:managed-security",
    "new-language",
  ),
  // Danish
  q(
    "Vi søger en rådgiver, der kan lave en NIS2-gapanalyse for en kommune i Aarhus.",
    "f:nis2 r:dk s:gap-analysis",
    "new-language",
  ),
  // Hungarian
  q(
    "Budapesti cégünk akkreditált ISO 27001 tanúsító szervezetet keres.",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  // Thai
  q(
    "บริษัทของเราอยู่ที่กรุงเทพฯ กำลังหาที่ปรึกษาเพื่อช่วยวางระบบ ISO 27001 ครับ",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  // Malay
  q(
    "Kami syarikat fintech di Kuala Lumpur dan sedang mencari juruaudit untuk SOC 2 Jenis II.",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),
  // Serbian (Cyrillic)
  q(
    "Тражимо фирму за пенетрационо тестирање наше веб апликације, налазимо се у Београду.",
    "r:emea s:penetration-testing",
    "new-language",
  ),
  // Slovak
  q(
    "Hľadáme externú zodpovednú osobu (DPO) a konzultanta pre GDPR, sídlime v Bratislave.",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  // Slovenian
  q(
    "Iščemo svetovalca za uvedbo standarda ISO 22301 v podjetju v Ljubljani.",
    "f:iso-22301 r:eu s:implementation-consulting",
    "new-language",
  ),
  // Latvian
  q(
    "Meklējam uzņēmumu, kas var veikt DORA nepilnību analīzi bankai Rīgā.",
    "f:dora r:eu s:gap-analysis",
    "new-language",
  ),
  // Croatian
  q(
    "Trebamo virtualnog CISO-a za tvrtku u Zagrebu, oko 150 zaposlenih.",
    "r:eu s:vciso",
    "new-language",
  ),
  // Icelandic
  q(
    "Við erum að leita að ráðgjafa til að innleiða ISO 27001 hjá fyrirtækinu okkar í Reykjavík.",
    "f:iso-27001 r:nordics s:implementation-consulting",
    "new-language",
  ),
  // Tagalog
  q(
    "Naghahanap kami ng kompanya na gagawa ng penetration testing para sa app namin.",
    "s:penetration-testing",
    "new-language",
  ),
  // Urdu
  q(
    "ہم لاہور کی ایک سافٹ ویئر کمپنی ہیں۔ ہمیں SOC 2 کے نفاذ کے لیے کنسلٹنٹ چاہیے، دبئی یا سعودی عرب کی فرم ہو تو بہتر ہے۔",
    "f:soc-2 r:ae,sa s:implementation-consulting",
    "new-language",
  ),
  // Bengali
  q(
    "আমরা ঢাকার একটি গার্মেন্টস কোম্পানি। ISO 27001 গ্যাপ অ্যানালাইসিসের জন্য ভারতের কোনো প্রতিষ্ঠান খুঁজছি।",
    "f:iso-27001 r:in s:gap-analysis",
    "new-language",
  ),
  // Afrikaans
  q(
    "Ons soek 'n ouditeur vir ons SOC 2-verslag, ons is in Pretoria.",
    "f:soc-2 r:za s:audit",
    "new-language",
  ),
  // Albanian
  q(
    "Kërkojmë një kompani për trajnime ndërgjegjësimi për sigurinë kibernetike për stafin tonë në Tiranë.",
    "r:emea s:security-awareness-training",
    "new-language",
  ),
  // Macedonian
  q(
    "Бараме консултант за усогласување со NIS2 и воведување ISO 27001, компанијата ни е во Скопје.",
    "f:iso-27001,nis2 r:emea s:implementation-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Wir suchen eine Zertifizierungsstelle für ISO 27001, Raum Bern.",
    "f:iso-27001 r:ch s:certification-body",
    "other-language",
  ),
  q(
    "TISAX-Assessment für unseren Standort in Wolfsburg – welcher Prüfdienstleister ist zu empfehlen?",
    "f:tisax r:de s:audit",
    "other-language",
  ),
  q(
    "Cabinet d'audit pour un rapport SOC 2 Type II, nous sommes basés à Montréal.",
    "f:soc-2 r:ca s:audit",
    "other-language",
  ),
  q(
    "Accompagnement à la mise en conformité NIS2 pour un centre hospitalier à Toulouse",
    "f:nis2 r:fr s:implementation-consulting",
    "other-language",
  ),
  q(
    "Necesitamos un pentest y un CISO virtual para una fintech en Ciudad de México",
    "r:mx s:penetration-testing,vciso",
    "other-language",
  ),
  q(
    "Somos una empresa de Córdoba (Argentina) y buscamos consultor para ISO 27001",
    "f:iso-27001 r:ar s:implementation-consulting",
    "other-language",
  ),
  q(
    "Cerchiamo un organismo di certificazione per ISO 9001 e ISO 27001 in Lombardia",
    "f:iso-27001,iso-9001 r:it s:certification-body",
    "other-language",
  ),
  q(
    "Wie kan een DPIA uitvoeren voor onze gemeente? Wij zitten in Gent.",
    "r:be s:privacy-consulting",
    "other-language",
  ),
  q(
    "Procuramos auditoria SOC 2 tipo 2 para uma startup de Curitiba",
    "f:soc-2 r:br s:audit",
    "other-language",
  ),
  q(
    "Precisamos de um DPO externo e consultoria RGPD, estamos em Coimbra.",
    "f:gdpr r:pt s:privacy-consulting",
    "other-language",
  ),

  // city-or-state (5)
  q("HITRUST assessors in Nashville, Tennessee", "f:hitrust r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultancy in New South Wales",
    "f:iso-27001 r:au s:implementation-consulting",
    "city-or-state",
  ),
  q("pentest firm in Maharashtra", "r:in s:penetration-testing", "city-or-state"),
  q(
    "GDPR privacy consultant in the Basque Country",
    "f:gdpr r:es s:privacy-consulting",
    "city-or-state",
  ),
  q("SOC 2 auditor in British Columbia", "f:soc-2 r:ca s:audit", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 consultants in Morocco",
    "f:iso-27001 r:mena s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "penetration testing companies in Nigeria",
    "r:emea s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("SOC 2 audit firm in Uruguay", "f:soc-2 r:latam s:audit", "country-outside-taxonomy"),
  q("GDPR DPO service in Cyprus", "f:gdpr r:eu s:privacy-consulting", "country-outside-taxonomy"),
  q("managed SOC provider in Taiwan", "r:apac s:managed-security", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "SOC 2 audit, ISO 27001 consulting and a pentest, ideally from one vendor in the US or Canada",
    "f:iso-27001,soc-2 r:ca,us s:audit,implementation-consulting,penetration-testing",
    "several-needs",
  ),
  q(
    "vCISO, security awareness training and MDR for a 300-person firm in Durban",
    "r:za s:managed-security,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "HIPAA and HITRUST readiness, then the HITRUST r2 assessment itself — US providers",
    "f:hipaa,hitrust r:us s:audit,readiness-assessment",
    "several-needs",
  ),
  q(
    "GDPR lawyer and DPIA support, plus an ISO 27701 certification body — Germany and Austria",
    "f:gdpr,iso-27701 r:at,de s:certification-body,legal-advisory,privacy-consulting",
    "several-needs",
  ),
  q(
    "CMMC and NIST 800-53 gap assessment plus a FedRAMP 3PAO, anywhere in North America",
    "f:cmmc,fedramp,nist-800-53 r:north-america s:audit,gap-analysis",
    "several-needs",
  ),
];
