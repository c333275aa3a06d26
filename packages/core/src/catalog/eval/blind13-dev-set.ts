import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 13, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy.
 */

const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND13_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi! 👋 I'm the CTO of a 20-person fintech in Lisbon. Our biggest customer, a bank in Frankfurt, wants a SOC 2 Type II report by March. We already did ISO 27001 last year. Who can audit us? Budget is tight, maybe 25k EUR.",
    "f:soc-2 r:pt s:audit",
    "chat-message",
  ),
  q(
    "Good afternoon, I handle procurement for a regional hospital network in Manitoba. We must commission a third-party risk assessment of our clinical software suppliers before the contracts renew in Q2. Firms should have public-sector experience in Canada. Please suggest a shortlist.",
    "r:ca s:risk-assessment",
    "chat-message",
  ),
  q(
    "hey so our parent company is in Tokyo and they handle all the ISO stuff, but our US subsidiary (we're in Austin) needs a pentest of the new mobile app before launch in 6 weeks. nothing fancy, just a solid web + mobile test 🙏",
    "r:us s:penetration-testing",
    "chat-message",
  ),
  q(
    "Dear sir, we are manufacturer of auto parts in Poland, supplier to German car makers. They asking us for TISAX label with AL3 level. We have ISO 9001 and IATF already. Please recommend company who can make the assessment, near to Wrocław is good.",
    "f:tisax r:pl s:audit",
    "chat-message",
  ),
  q(
    "Hello, I'm general counsel at a Singapore-headquartered SaaS company. We're expanding into the EU and need outside counsel on GDPR: DPAs, transfer impact assessments, the lot. We'd prefer a law firm in Ireland since that's where our EU entity will sit.",
    "f:gdpr r:ie s:legal-advisory",
    "chat-message",
  ),
  q(
    "We're a small MSP in Leeds (12 staff). A few clients keep asking if we have Cyber Essentials Plus. We don't. Looking for a certification body that can do the Plus assessment before our contract renewals in April. Cheers!",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "Bonjour! Sorry my english. We are startup in Montreal, AI product for recruiters. Investors in California ask us to get ISO 42001 before series A. We need consultant to help implement it, not too expensive please 😅",
    "f:iso-42001 r:ca s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi team, IT manager at a logistics firm in Rotterdam here. Our hosting provider is in Germany and is NIS2-ready, but we aren't. We need a gap analysis against NIS2 and then probably a vCISO for a year. No pentest please, we just had one.",
    "f:nis2 r:nl s:gap-analysis,vciso",
    "chat-message",
  ),
  q(
    "I run compliance at a payments startup in São Paulo. We're PCI DSS level 1 now and need a QSA for the annual RoC. Our acquirer is in the US but we'd like a local team that speaks Portuguese. Deadline: end of Q1.",
    "f:pci-dss r:br s:audit",
    "chat-message",
  ),
  q(
    "Hello, we are a family-owned furniture maker in Bavaria 🙂 A big retail customer in Sweden wants us ISO 9001 certified by next summer. We have nothing yet. Who can help us build the quality system from scratch? Later we also need a certification body for the audit itself.",
    "f:iso-9001 r:de s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, quick question: we're a US healthtech in Boston and our hospital customers want HITRUST r2. We already have SOC 2. Can you point me to assessors who do HITRUST, and ideally a readiness assessment first? Budget around $80k total.",
    "f:hitrust r:us s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Salam, I'm the IT head at a bank in Riyadh. The regulator pushes its own cyber framework, but our board also wants ISO 22301 for business continuity. Please find consultants for ISO 22301 in Saudi Arabia, Arabic speakers preferred.",
    "f:iso-22301 r:sa s:implementation-consulting",
    "chat-message",
  ),
  q(
    "we are 4 people, building a B2B HR tool, based in Tallinn. a prospect in the UK asked for SOC 2 and we have zero budget for consultants. is there a compliance automation tool like Vanta that's cheaper? remote vendors are fine",
    "f:soc-2 r:ee s:compliance-automation",
    "chat-message",
  ),
  q(
    "Hi! My dad runs a small accounting firm in Cape Town and I'm helping him out. Clients ask about POPIA (the local privacy law) and I think he needs an outsourced information officer, something like DPO as a service. Anyone good near him?",
    "r:za s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Procurement here, public utility in Oslo. Our tender requires a supplier for security awareness training with phishing simulation for 3,000 staff, in Norwegian and English. The previous supplier was from Denmark and it did not go well. Norwegian-based suppliers only.",
    "r:no s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hello, I'm the founder of a medtech device startup in Tel Aviv. US hospitals want SOC 2 and HIPAA from us. Our AWS hosting is in Virginia. Looking for one firm that can do the HIPAA gap analysis and the SOC 2 audit together. Thanks!",
    "f:hipaa,soc-2 r:il s:audit,gap-analysis",
    "chat-message",
  ),
  q(
    "We're a defense subcontractor in Ohio, about 60 employees, machining parts. Our prime contractor says CMMC Level 2 by next year. We don't know where to start. Do we need an RPO first? Eventually we need the C3PAO too I guess.",
    "f:cmmc r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi there, I'm an IT director at a university in Melbourne. We'd like a red team exercise against our student portal and a separate phishing simulation for staff. Our prior vendor was based in Singapore; we'd prefer someone local this time. Timeline flexible.",
    "r:au s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "Good morning. Our insurance group is headquartered in Milan and our reinsurer sits in Zurich. DORA applies and we need a vendor to run a DORA gap analysis for the whole group, plus TLPT later. Italian-speaking team preferred but not mandatory.",
    "f:dora r:it s:gap-analysis,penetration-testing",
    "chat-message",
  ),
  q(
    "yo 😄 we're a crypto exchange, team fully remote but the company is registered in Dubai. need a SOC 2 type 1 report asap (like 2 months) and probably a pen test of the API. any firms that move fast? not looking for big 4.",
    "f:soc-2 r:ae s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Hello, I'm a lawyer in Warsaw writing for a client, a cloud hosting company also based here. They need ISO 27017 and ISO 27018 certification on top of their existing 27001. Which certification bodies operate in Poland? Their clients are mostly German banks.",
    "f:iso-27017,iso-27018 r:pl s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, we are a Korean game company with our office in Seoul. We're launching in Europe and want a GDPR consultant and a DPO service. Our publisher is in Amsterdam, but we don't mind where in Europe the consultant sits.",
    "f:gdpr r:eu s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hello, I work in IT at a mid-size packaging manufacturer near Lyon. Our customers (pharma, mostly Swiss) are asking for ISO 27001. Before spending real money I'd like a gap analysis to know where we stand. French-speaking team please, budget under 10k€.",
    "f:iso-27001 r:fr s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, we're a bank in Vilnius. Our parent in Stockholm already uses a 24/7 SOC provider, but we need our own managed SOC for the local operations: MDR plus SIEM. The provider must be in Lithuania for regulatory reasons.",
    "r:eu s:managed-security",
    "chat-message",
  ),
  q(
    "Hello! I'm office manager at a dental chain in Texas (6 clinics). Our insurer wants a HIPAA risk assessment done by an outside firm every year. The last one was done by a guy from Florida who disappeared lol. Looking for someone reliable, in-state if possible.",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Our company is a cloud CRM vendor in Bangalore. Enterprise clients in Germany want a BSI C5 attestation, and our ISO 27001 is due for recertification. For now we only need the C5: who can do the audit? Ideally German language skills but India-based.",
    "f:c5 r:in s:audit",
    "chat-message",
  ),
  q(
    "Hi, compliance officer at a small investment fund in Luxembourg. DORA is live and we can't hire full-time, so we're looking for a fractional CISO, 2 days a month, who can own our DORA programme. French or English. Not interested in software tools.",
    "f:dora r:lu s:vciso",
    "chat-message",
  ),
  q(
    "Hello. We are small software house in Ho Chi Minh City doing outsourcing for Australian and Japanese clients. Client asks ISO 27001 certificate. We want consultant to prepare documents (policies, SoA, risk treatment) and then also certification body for the audit. Price is important for us.",
    "f:iso-27001 r:apac s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, founder of a legaltech startup in Brooklyn. A law firm client in London sent us a huge security questionnaire and mentions Cyber Essentials, but we'd rather do SOC 2 than that. Looking for a consultant to help us through SOC 2, NYC-based would be great.",
    "f:soc-2 r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi 🙂 I'm the only IT person at a 40-bed hospital in Kenya. We want a penetration test of our patient system and training for the nurses on phishing. Donors from Germany pay for it. We'd prefer someone in Nairobi so they can come on site.",
    "r:emea s:penetration-testing,security-awareness-training",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "SOC 2 auditor recommended by Jordan from our finance team",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "need someone to polish our ISMS policies before the certification audit",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q("pentest vendors we met at RSA Conference", "s:penetration-testing", "place-negative"),
  q(
    "ISO 27001 consultant who speaks Portuguese, we're in Toronto",
    "f:iso-27001 r:ca s:implementation-consulting",
    "place-negative",
  ),
  q(
    "GDPR consultant for our Mexican restaurant chain based in Dublin",
    "f:gdpr r:ie s:privacy-consulting",
    "place-negative",
  ),
  q("vCISO for Chad's startup in Denver", "r:us s:vciso", "place-negative"),
  q(
    "our customer in Japan requires ISO 27001, which certification bodies?",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q("PCI QSA, anywhere but India", "f:pci-dss s:audit", "place-negative"),
  q(
    "SOC 2 readiness for our company Berlin Labs in Chicago",
    "f:soc-2 r:us s:readiness-assessment",
    "place-negative",
  ),
  q("pen test firm that worked with Manchester United", "s:penetration-testing", "place-negative"),
  q(
    "ISO 9001 certification for our turkey farm in Iowa",
    "f:iso-9001 r:us s:certification-body",
    "place-negative",
  ),
  q(
    "HIPAA consultant recommended by Dr. Holland",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "security awareness training in Spanish for our call centre in Arizona",
    "r:us s:security-awareness-training",
    "place-negative",
  ),
  q(
    "ISO 22301 consultant for our Swiss cheese import business in Liège",
    "f:iso-22301 r:be s:implementation-consulting",
    "place-negative",
  ),
  q("managed SOC provider, not in the UK", "s:managed-security", "place-negative"),
  q(
    "Florence from procurement wants a list of ISO 42001 auditors",
    "f:iso-42001 s:audit",
    "place-negative",
  ),
  q(
    "DORA gap analysis, our parent bank is in Paris but we sit in Madrid",
    "f:dora r:es s:gap-analysis",
    "place-negative",
  ),
  q(
    "we sell Chile peppers online and need help with the PCI DSS SAQ",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "ISO 27001 consultants exhibiting at Infosecurity Europe",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q("SOC 1 report for Victoria's bookkeeping firm", "f:soc-1 s:audit", "place-negative"),
  q(
    "Japanese-speaking GDPR lawyer in Düsseldorf",
    "f:gdpr r:de s:legal-advisory",
    "place-negative",
  ),
  q(
    "NIS2 consultant for a Deutsche Telekom supplier, we are in Brno",
    "f:nis2 r:cz s:implementation-consulting",
    "place-negative",
  ),
  q(
    "tprm vendor for the Amsterdam Avenue clinic in Manhattan",
    "r:us s:risk-assessment",
    "place-negative",
  ),
  q(
    "Cyber Essentials for our Kiwi fruit wholesale business in Kent",
    "f:cyber-essentials r:uk",
    "place-negative",
  ),
  q(
    "HITRUST assessor, not based in Georgia, our CEO Austin prefers the west coast",
    "f:hitrust r:us s:audit",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 consultnts in germnay",
    "f:iso-27001 r:de s:implementation-consulting",
    "misspelling",
  ),
  q("soc2 auditpr los angeles", "f:soc-2 r:us s:audit", "misspelling"),
  q("pentset company amsterdam", "r:nl s:penetration-testing", "misspelling"),
  q(
    "hipa compliance consultant florida",
    "f:hipaa r:us s:implementation-consulting",
    "misspelling",
  ),
  q("gdrp dpo as a servce", "f:gdpr s:privacy-consulting", "misspelling"),
  q("pci dds qsa in singapour", "f:pci-dss r:sg s:audit", "misspelling"),
  q("vciso for startup in switzerlnd", "r:ch s:vciso", "misspelling"),
  q("iso27001certification body in the uk", "f:iso-27001 r:uk s:certification-body", "misspelling"),
  q("nis2 gap analysys austira", "f:nis2 r:at s:gap-analysis", "misspelling"),
  q("fedrmap 3pao", "f:fedramp s:audit", "misspelling"),
  q("penetation testing sydeny", "r:au s:penetration-testing", "misspelling"),
  q("cyber esentials plus manchester", "f:cyber-essentials r:uk", "misspelling"),
  q("soc 2 readines assesment canda", "f:soc-2 r:ca s:readiness-assessment", "misspelling"),
  q("iso 9001 certfication norwya", "f:iso-9001 r:no s:certification-body", "misspelling"),
  q("manged secuirty provider in johannesbrug", "r:za s:managed-security", "misspelling"),
  q("tisax audti stuttgrat", "f:tisax r:de s:audit", "misspelling"),
  q("hitrsut readiness texs", "f:hitrust r:us s:readiness-assessment", "misspelling"),
  q("data protction officer services irleand", "r:ie s:privacy-consulting", "misspelling"),
  q(
    "iso 42001 implemntation consultng japna",
    "f:iso-42001 r:jp s:implementation-consulting",
    "misspelling",
  ),
  q(
    "securty awarness traning for employes in dnemark",
    "r:dk s:security-awareness-training",
    "misspelling",
  ),

  // trade-term (10)
  q("QSA firm for our RoC, level 1 merchant", "f:pci-dss s:audit", "trade-term"),
  q("3PAO for FedRAMP Moderate", "f:fedramp s:audit", "trade-term"),
  q("registered practitioner for CMMC L2 prep", "f:cmmc s:implementation-consulting", "trade-term"),
  q("ISAE 3402 type II report provider in the Netherlands", "f:soc-1 r:nl s:audit", "trade-term"),
  q("accredited CB for our ISO 27701 extension", "f:iso-27701 s:certification-body", "trade-term"),
  q(
    "notified body under the AI Act for our high-risk system",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "ISO 27001 lead auditor to run our internal audit",
    "f:iso-27001 s:internal-audit",
    "trade-term",
  ),
  q("TLPT provider under DORA, Ireland", "f:dora r:ie s:penetration-testing", "trade-term"),
  q("CPA firm for a SOC 2 Type 2, 12-month window", "f:soc-2 s:audit", "trade-term"),
  q("outsourced DPO plus DPIA support", "s:privacy-consulting", "trade-term"),

  // new-language (20)
  q(
    "Szukamy firmy, która przeprowadzi audyt SOC 2 dla naszego software house'u w Krakowie",
    "f:soc-2 r:pl s:audit",
    "new-language",
  ),
  q(
    "Hledáme konzultanta pro zavedení ISO 27001, ideálně z Prahy",
    "f:iso-27001 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "Penetrasjonstest av nettbutikken vår – helst en leverandør i Bergen",
    "r:no s:penetration-testing",
    "new-language",
  ),
  q(
    "Etsimme konsulttia auttamaan NIS2-vaatimusten täyttämisessä, toimipaikkamme on Oulussa",
    "f:nis2 r:fi s:implementation-consulting",
    "new-language",
  ),
  q(
    "Ieškome ISO 27001 sertifikavimo įstaigos Lietuvoje",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Нужна компания для тестирования на проникновение в Израиле",
    "r:il s:penetration-testing",
    "new-language",
  ),
  q(
    "Tražimo certifikacijsku kuću za ISO 9001 u Zagrebu",
    "f:iso-9001 r:eu s:certification-body",
    "new-language",
  ),
  q("Σύμβουλος GDPR για ξενοδοχείο στην Κρήτη", "f:gdpr r:eu s:privacy-consulting", "new-language"),
  q(
    "Almanya'daki müşterimiz TISAX etiketi istiyor, değerlendirmeyi yapacak bir kuruluş arıyoruz",
    "f:tisax s:audit",
    "new-language",
  ),
  q(
    "نبحث عن شركة استشارات لتطبيق ISO 27001 في دبي",
    "f:iso-27001 r:ae s:implementation-consulting",
    "new-language",
  ),
  q("मुंबई में SOC 2 ऑडिट करने वाली फर्म चाहिए", "f:soc-2 r:in s:audit", "new-language"),
  q("หาบริษัททำเพนเทสต์ (penetration test) ในกรุงเทพฯ", "r:apac s:penetration-testing", "new-language"),
  q(
    "大阪でISMS認証の取得を支援してくれるコンサル会社を探しています",
    "f:iso-27001 r:jp s:implementation-consulting",
    "new-language",
  ),
  q(
    "유럽 진출을 앞두고 GDPR 대응을 도와줄 개인정보보호 컨설팅 업체를 찾습니다",
    "f:gdpr s:privacy-consulting",
    "new-language",
  ),
  q("Cần tìm đơn vị đánh giá PCI DSS tại Hà Nội", "f:pci-dss r:apac s:audit", "new-language"),
  q(
    "Tunatafuta kampuni ya kutoa mafunzo ya uelewa wa usalama mtandaoni kwa wafanyakazi wetu jijini Nairobi",
    "r:emea s:security-awareness-training",
    "new-language",
  ),
  q(
    "ISO 22301 tanácsadót keresünk Budapesten",
    "f:iso-22301 r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Căutăm o firmă pentru evaluarea riscurilor de securitate IT; suntem în Cluj-Napoca",
    "r:eu s:risk-assessment",
    "new-language",
  ),
  q("ვეძებთ ვირტუალურ CISO-ს ნახევარ განაკვეთზე", "s:vciso", "new-language"),
  q(
    "מחפשים יועץ SOC 2 לסטארטאפ בתל אביב",
    "f:soc-2 r:il s:implementation-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Wir suchen einen ISO-27001-Berater in Hamburg, der uns bis zur Zertifizierung begleitet.",
    "f:iso-27001 r:de s:implementation-consulting",
    "other-language",
  ),
  q(
    "Penetrationstest für unsere Webanwendung, Anbieter aus Österreich bevorzugt",
    "r:at s:penetration-testing",
    "other-language",
  ),
  q(
    "Cabinet d'audit pour un rapport SOC 2 Type II, nous sommes basés à Lyon",
    "f:soc-2 r:fr s:audit",
    "other-language",
  ),
  q(
    "Nous cherchons un DPO externalisé pour notre PME à Bruxelles",
    "r:be s:privacy-consulting",
    "other-language",
  ),
  q(
    "Necesitamos la certificación ENS categoría media, buscamos una entidad certificadora en Madrid",
    "f:ens r:es s:certification-body",
    "other-language",
  ),
  q(
    "Consultoría de ciberseguridad para cumplir con PCI DSS en Bogotá",
    "f:pci-dss r:co s:implementation-consulting",
    "other-language",
  ),
  q(
    "Cerchiamo un CISO virtuale per un'azienda manifatturiera vicino a Torino",
    "r:it s:vciso",
    "other-language",
  ),
  q(
    "Analisi dei rischi e gap analysis per la NIS2, sede a Bologna",
    "f:nis2 r:it s:gap-analysis,risk-assessment",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor een DORA-nulmeting, we zitten in Utrecht",
    "f:dora r:nl s:gap-analysis",
    "other-language",
  ),
  q(
    "Procuramos consultoria de LGPD para uma clínica em Porto Alegre",
    "r:br s:privacy-consulting",
    "other-language",
  ),

  // city-or-state (5)
  q("SOC 2 auditors in Ontario", "f:soc-2 r:ca s:audit", "city-or-state"),
  q("pentest firms in Queensland", "r:au s:penetration-testing", "city-or-state"),
  q(
    "ISO 27001 certification body in Catalonia",
    "f:iso-27001 r:es s:certification-body",
    "city-or-state",
  ),
  q("vCISO in Gauteng", "r:za s:vciso", "city-or-state"),
  q("GDPR consultant Lombardy", "f:gdpr r:it s:privacy-consulting", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 consultants in Malta",
    "f:iso-27001 r:eu s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("SOC 2 audit firms in the Philippines", "f:soc-2 r:apac s:audit", "country-outside-taxonomy"),
  q(
    "penetration testing company Peru",
    "r:latam s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("managed SOC provider in Qatar", "r:mena s:managed-security", "country-outside-taxonomy"),
  q(
    "cyber security awareness training Iceland",
    "r:nordics s:security-awareness-training",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "ISO 27001 and SOC 2 together, auditors in the UK or Ireland",
    "f:iso-27001,soc-2 r:ie,uk s:audit",
    "several-needs",
  ),
  q(
    "pentest plus vCISO for a fintech in Stockholm",
    "r:se s:penetration-testing,vciso",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy consultant in Canada or the US",
    "f:ccpa,gdpr r:ca,us s:privacy-consulting",
    "several-needs",
  ),
  q(
    "HIPAA risk assessment and HITRUST readiness in Chicago",
    "f:hipaa,hitrust r:us s:readiness-assessment,risk-assessment",
    "several-needs",
  ),
  q(
    "NIS2 gap analysis, ISO 22301 implementation and staff phishing training for our plant in Poland",
    "f:iso-22301,nis2 r:pl s:gap-analysis,implementation-consulting,security-awareness-training",
    "several-needs",
  ),
];
