import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 14, sealed half (130 queries). Written 2026-11-30 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND14_SEALED_SET: readonly EvalQuery[] = [
  // chat-message: Ask AI messages with context, others' places, held frameworks, refusals.
  q(
    "Hi all — we're a B2B payroll SaaS in Melbourne, ~80 staff. Our biggest client (a US bank) now wants a SOC 1 Type 2 on top of the SOC 2 we already hold. Need an audit firm that can do the SOC 1 this financial year. Cheers, Liam",
    "f:soc-1 r:au s:audit",
    "chat-message",
  ),
  q(
    "hello!! total newbie here 🙈 we sell handmade jewelry online from Porto and our payment provider says we must fill in a PCI SAQ. can someone just help me do it?? tiny budget, like €500",
    "f:pci-dss r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We've held ISO 9001 for ten years (quality is our thing). Now a defence customer requires CMMC Level 2 for our machining shop in Ohio. Need an RPO to get us ready. Please no offshore firms — CUI can't leave the country.",
    "f:cmmc r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Im CTO of a 12 person startup in Berlin, we want SOC 2 because US prospects keep asking. would love a compliance automation tool + an auditor bundle if that exists. NOT interested in a 6-month consulting project 🙅",
    "f:soc-2 r:de s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "Our hospital group runs 4 sites in Abu Dhabi and we need help with business continuity after last summer's outage. Thinking ISO 22301 — consultant first, certification maybe later. Arabic/English bilingual team preferred.",
    "f:iso-22301 r:ae s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey 👋 we're an Israeli cybersecurity startup but all our customers are in Europe. Need a DPO service for GDPR plus someone who can run a DPIA on our product. We already have ISO 27001 + 27701 so the basics are covered.",
    "f:gdpr r:il s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Morning! We're a managed service provider in Cardiff and our insurer wants Cyber Essentials Plus renewed by 1 March, plus a pentest of our client portal. Previous cert body was in Scotland, happy to switch. Ta, Gareth",
    "f:cyber-essentials r:uk s:certification-body,penetration-testing",
    "chat-message",
  ),
  q(
    "We are a bank in Kraków. Our supervisor keeps asking about DORA, specifically threat-led penetration testing (TLPT). We need a provider who can run TLPT under TIBER-EU, ideally one that has done it for other banks before.",
    "f:dora r:pl s:penetration-testing",
    "chat-message",
  ),
  q(
    "tbh not sure what we need. we're a 30 person marketing agency in Cape Town, a client sent us a 200-question security questionnaire and mentioned ISO 27001. Can someone do a gap analysis against it and tell us how far off we are? budget R80k",
    "f:iso-27001 r:za s:gap-analysis",
    "chat-message",
  ),
  q(
    "Looking for outsourced internal audit for our SOX program — we IPO'd on the NYSE last year but we're headquartered in Toronto. Need someone with strong IT audit (ITGC) chops. Don't need the external audit side, KPMG has that.",
    "f:sox r:ca s:internal-audit",
    "chat-message",
  ),
  q(
    "We run an AI recruiting platform and our enterprise buyers in France and Germany are asking how we comply with the EU AI Act. We're in Austin. Want a law firm or a specialised consultant to help us prepare. ISO 42001 could be a nice-to-have later.",
    "f:eu-ai-act r:us s:implementation-consulting,legal-advisory",
    "chat-message",
  ),
  q(
    "Hi, I'm the IT lead at a school district in Alberta. After a phishing incident the board wants mandatory awareness training for ~900 staff + simulated phishing. Canadian data residency is a must. Thank you! — Priya",
    "r:ca s:security-awareness-training",
    "chat-message",
  ),
  q(
    "We build EV chargers and sell into the EU. NIS2 is confusing us and we can't tell whether we're in scope. We'd like a European consultant to explain our NIS2 obligations and do a risk assessment. Budget ~ $20k.",
    "f:nis2 r:eu s:implementation-consulting,risk-assessment",
    "chat-message",
  ),
  q(
    "Our fintech got acquired by a Spanish group last month 🎉 and now our ISO 27001 certificate has to be transferred / re-audited. We're in Mexico City. Which accredited certification bodies operate in Mexico?",
    "f:iso-27001 r:mx s:certification-body",
    "chat-message",
  ),
  q(
    "Looking for help with a HIPAA security risk analysis + policies. We're a 3-therapist telehealth practice in Oregon, tiny budget, I do the IT myself 😅 please no enterprise sales calls",
    "f:hipaa r:us s:implementation-consulting,risk-assessment",
    "chat-message",
  ),
  q(
    "We're a European cloud provider (HQ Frankfurt) aiming for a BSI C5 attestation plus CSA STAR level 2. Need an audit firm that can do both in one engagement. Timeline ~6 months. Vielen Dank.",
    "f:c5,csa-star r:de s:audit",
    "chat-message",
  ),
  q(
    "need a pentest firm ASAP 🔥 breach at a partner, board is freaking out. we're in São Paulo, ~500 employees. We'll also need MDR afterwards so a firm that does both would be great.",
    "r:br s:managed-security,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, we're a 2-person compliance team at a Norwegian shipping company. Management wants our ISO 27001 internal audits done by an outsider before the external audit in June. Prefer someone in Oslo or Bergen who knows maritime.",
    "f:iso-27001 r:no s:internal-audit",
    "chat-message",
  ),
  q(
    "Salaam, we run a digital bank in Riyadh. Need a vCISO service that knows SAMA rules and a red team exercise this year. We already work with a Big 4 for audit. Prefer firms with a local office in KSA.",
    "r:sa s:penetration-testing,vciso",
    "chat-message",
  ),
  q(
    "We're a Danish medtech (Class IIa device) and a US hospital customer asked for HIPAA + a SOC 2 report. We want one firm to do a readiness check for both, then the SOC 2 audit itself. No Big Four, too pricey.",
    "f:hipaa,soc-2 r:dk s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "We manufacture food packaging in Łódź 🇵🇱 and a German retailer now requires ISO 9001 and ISO 22301 from suppliers. Looking for one certification body for both, preferably with Polish-speaking auditors. Thanks, Agnieszka",
    "f:iso-22301,iso-9001 r:pl s:certification-body",
    "chat-message",
  ),
  q(
    "Our US parent has a global SOC 2 but the Irish entity needs its own GDPR program — ROPA, DPIAs, the works. Looking for a privacy consultancy in Dublin. Budget €25k for year one.",
    "f:gdpr r:ie s:privacy-consulting",
    "chat-message",
  ),
  q(
    "We're a 45 person game studio in Helsinki. Our publisher (Japanese) wants a penetration test of our backend and proof we do security training. Who does both in Finland? kiitos!",
    "r:fi s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "hi, procurement here. Need quotes for a FedRAMP 3PAO AND a separate firm for a NIST 800-53 gap assessment on our GovCloud environment. We're in Virginia. Must be US persons only for ITAR reasons.",
    "f:fedramp,nist-800-53 r:us s:audit,gap-analysis",
    "chat-message",
  ),
  q(
    "We run 14 hotels across Greece and Cyprus and our card processor is pushing PCI DSS 4.0 on us. Need a QSA to tell us our scope and then validate. Greek-speaking would be nice but not essential.",
    "f:pci-dss r:eu s:audit",
    "chat-message",
  ),
  q(
    "Context: Brazilian SaaS, 150 ppl, customers in the US and Europe. We need an LGPD + GDPR privacy program refresh and an outsourced DPO. Looking for a consultancy in Brazil that works in Portuguese and English.",
    "f:gdpr r:br s:privacy-consulting",
    "chat-message",
  ),
  q(
    "I'm a solo founder (Wellington NZ) building a B2B HR tool. Enterprise prospect wants ISO 27001. I can't afford a consultant right now — is there a GRC platform that can guide me through it and then connect me with an auditor? 🙏",
    "f:iso-27001 r:nz s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "We are an energy utility in Vienna falling under NIS2 as an essential entity. Need: (1) gap analysis vs. NIS2, (2) 24/7 security monitoring. Austrian provider strongly preferred because of the regulator. Mit freundlichen Grüßen, Dr. Huber",
    "f:nis2 r:at s:gap-analysis,managed-security",
    "chat-message",
  ),
  q(
    "our last vCISO (based in London) left. we're a 70 person proptech in Amsterdam, want a new fractional CISO who can also run our ISO 27001 recertification next year. local to NL preferred 🙏",
    "f:iso-27001 r:nl s:vciso",
    "chat-message",
  ),
  q(
    "Hello from Bogotá! Fintech, 90 employees. Our sponsor bank requires SOC 2 Type II and a yearly pen test. We've done neither. Want a partner for readiness + the pen test, and a referral to a CPA firm for the actual audit. ¡Gracias!",
    "f:soc-2 r:co s:audit,penetration-testing,readiness-assessment",
    "chat-message",
  ),

  // place-negative: people, brands, conferences, laws and products named like places; declined places.
  q("Dallas from IT wants a pentest quote", "s:penetration-testing", "place-negative"),
  q("Victoria in legal needs a GDPR lawyer", "f:gdpr s:legal-advisory", "place-negative"),
  q(
    "Chelsea, our CFO, asked for SOX internal audit support",
    "f:sox s:internal-audit",
    "place-negative",
  ),
  q(
    "any HITRUST assessors besides the one Devon used last year?",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q(
    "Santander is our client and requires ISO 27001 — need a certification body",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "we're a supplier to American Express and need a PCI DSS AoC",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q(
    "ISO 27001 gap assessment, deliverables must be in Japanese",
    "f:iso-27001 s:gap-analysis",
    "place-negative",
  ),
  q(
    "met a compliance automation vendor at Web Summit Lisbon, want alternatives",
    "s:compliance-automation",
    "place-negative",
  ),
  q("SOC 2 auditor in Canada, not the US", "f:soc-2 r:ca s:audit", "place-negative"),
  q("Quebec Law 25 privacy consultant", "s:privacy-consulting", "place-negative"),
  q(
    "help with the New York DFS cybersecurity regulation",
    "s:implementation-consulting",
    "place-negative",
  ),
  q(
    "we host the Paris Saint-Germain merch store and need help getting PCI compliant",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q("Deutsche Bahn requires our C5 attestation", "f:c5 s:audit", "place-negative"),
  q("pen test vendors, but not Israeli ones", "s:penetration-testing", "place-negative"),
  q(
    "Singapore Airlines, our customer, wants us ISO 27701 certified — who can certify?",
    "f:iso-27701 s:certification-body",
    "place-negative",
  ),
  q(
    "pentest of the telematics units in our Hyundai Santa Fe fleet",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "cheaper alternative to Boston Consulting Group for NIS2 implementation",
    "f:nis2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "cyber risk assessment, ideally someone who thinks in terms of the Swiss cheese model",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "our Neapolitan pizza franchise (30 stores) needs phishing training for staff",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Talked to some ISO 42001 consultants at the Gartner summit in London last week — who else is out there?",
    "f:iso-42001 s:implementation-consulting",
    "place-negative",
  ),
  q("Brooklyn from HR is asking about a fractional CISO", "s:vciso", "place-negative"),
  q(
    "we build the ticketing app for Inter Miami and need a SOC 2 auditor",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "Madison (our office manager) needs a HIPAA consultant",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Our previous SOC 1 auditor was in India; this time we want someone in Singapore",
    "f:soc-1 r:sg s:audit",
    "place-negative",
  ),
  q(
    "internal auditor for ISO 27001 who can report in Dutch",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),

  // misspelling: misspelt frameworks, services and places, run-together words, odd spacing.
  q(
    "iso 27001 consultnat in belguim",
    "f:iso-27001 r:be s:implementation-consulting",
    "misspelling",
  ),
  q("soc 2 atestation report", "f:soc-2 s:audit", "misspelling"),
  q("gpdr dpo as a servce", "f:gdpr s:privacy-consulting", "misspelling"),
  q("penn test company in Isreal", "r:il s:penetration-testing", "misspelling"),
  q("hippaa risk assesment", "f:hipaa s:risk-assessment", "misspelling"),
  q("FedRamp moderat authorisation help", "f:fedramp s:implementation-consulting", "misspelling"),
  q("pcidss qsa in spian", "f:pci-dss r:es s:audit", "misspelling"),
  q("iso27701 certfication body", "f:iso-27701 s:certification-body", "misspelling"),
  q("vciso norwey", "r:no s:vciso", "misspelling"),
  q("cmmc rpo virgina", "f:cmmc r:us s:implementation-consulting", "misspelling"),
  q("nist cfs gap analisys", "f:nist-csf s:gap-analysis", "misspelling"),
  q(
    "iso22301 bussiness continuity consultant",
    "f:iso-22301 s:implementation-consulting",
    "misspelling",
  ),
  q("Cyber Essentails Plus certifcation", "f:cyber-essentials s:certification-body", "misspelling"),
  q("ethicalhacking services Japn", "r:jp s:penetration-testing", "misspelling"),
  q("dora regsiter of information help", "f:dora s:implementation-consulting", "misspelling"),
  q("sox itgc internl audit", "f:sox s:internal-audit", "misspelling"),
  q("privacy lawer in Frnace", "r:fr s:legal-advisory", "misspelling"),
  q("managedsecurity servicies mexcio", "r:mx s:managed-security", "misspelling"),
  q("Hi trust r2 assesor", "f:hitrust s:audit", "misspelling"),
  q("iso 42001 readines asessment", "f:iso-42001 s:readiness-assessment", "misspelling"),

  // trade-term: industry jargon for roles, reports and services.
  q("Need an AoC signed off — we're a Level 2 merchant", "f:pci-dss s:audit", "trade-term"),
  q("SOC-as-a-service with a 15-minute SLA", "s:managed-security", "trade-term"),
  q(
    "TIA and DPIA templates reviewed by a privacy consultant",
    "s:privacy-consulting",
    "trade-term",
  ),
  q("red team / TLPT provider for a bank", "s:penetration-testing", "trade-term"),
  q("CB accredited for ISO 42001", "f:iso-42001 s:certification-body", "trade-term"),
  q("ISAE 3402 Type 2 report for our asset management platform", "f:soc-1 s:audit", "trade-term"),
  q("CCA for a CMMC Level 2 assessment", "f:cmmc s:audit", "trade-term"),
  q("fractional CISO two days a week", "s:vciso", "trade-term"),
  q(
    "third party assessment organization for a FedRAMP agency ATO",
    "f:fedramp s:audit",
    "trade-term",
  ),
  q("MSSP that also does VAPT", "s:managed-security,penetration-testing", "trade-term"),

  // new-language: Ukrainian, Chinese, Korean, Thai, Georgian, Armenian, Amharic, Vietnamese, Finnish, Hungarian.
  q(
    "Шукаємо консультанта з впровадження ISO 27001 у Польщі",
    "f:iso-27001 r:pl s:implementation-consulting",
    "new-language",
  ),
  q("CISO на аутсорсі для фінтех-стартапу", "s:vciso", "new-language"),
  q("新加坡有哪些做渗透测试的公司？", "r:sg s:penetration-testing", "new-language"),
  q(
    "我们需要ISO 27701认证，哪家认证机构比较好？",
    "f:iso-27701 s:certification-body",
    "new-language",
  ),
  q(
    "ISO 42001 인증 준비 컨설팅 업체 찾고 있어요",
    "f:iso-42001 s:implementation-consulting",
    "new-language",
  ),
  q("서울 소재 보안관제 업체 추천해 주세요", "r:kr s:managed-security", "new-language"),
  q("หาที่ปรึกษา PDPA ในประเทศไทย", "r:apac s:privacy-consulting", "new-language"),
  q("ตรวจประเมินความพร้อมก่อนขอรับรอง ISO 27001", "f:iso-27001 s:readiness-assessment", "new-language"),
  q("ვეძებთ SOC 2-ის კონსულტანტს", "f:soc-2 s:implementation-consulting", "new-language"),
  q(
    "ინფორმაციული უსაფრთხოების რისკების შეფასება ჩვენი კომპანიისთვის",
    "s:risk-assessment",
    "new-language",
  ),
  q(
    "Խորհրդատու ենք փնտրում DORA-ի պահանջներին համապատասխանելու համար",
    "f:dora s:implementation-consulting",
    "new-language",
  ),
  q("ISO 27001-ի ներքին աուդիտ ենք փնտրում", "f:iso-27001 s:internal-audit", "new-language"),
  q(
    "በኢትዮጵያ ውስጥ የሳይበር ደህንነት ግንዛቤ ስልጠና የሚሰጥ ድርጅት",
    "r:emea s:security-awareness-training",
    "new-language",
  ),
  q("ለባንካችን የPCI DSS ኦዲት የሚያደርግ ድርጅት እንፈልጋለን", "f:pci-dss s:audit", "new-language"),
  q(
    "Tìm đơn vị tư vấn ISO 27001 tại Việt Nam",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q("kiểm thử xâm nhập cho ứng dụng ngân hàng di động", "s:penetration-testing", "new-language"),
  q(
    "Tarvitsemme NIS2-konsultin, toimimme Suomessa",
    "f:nis2 r:fi s:implementation-consulting",
    "new-language",
  ),
  q(
    "Mikä sertifiointielin tekisi meille ISO 27001 -sertifioinnin?",
    "f:iso-27001 s:certification-body",
    "new-language",
  ),
  q("SOC 2 auditáló cég Budapesten", "f:soc-2 r:eu s:audit", "new-language"),
  q("GDPR adatvédelmi tanácsadó és külsős DPO", "f:gdpr s:privacy-consulting", "new-language"),

  // other-language: German, French, Spanish, Italian, Portuguese, Dutch, Swedish.
  q(
    "Zertifizierungsstelle für ISO 9001 in der Nähe von Hamburg",
    "f:iso-9001 r:de s:certification-body",
    "other-language",
  ),
  q("Wer macht DSGVO-Beratung für Arztpraxen?", "f:gdpr s:privacy-consulting", "other-language"),
  q(
    "test d'intrusion pour notre application, idéalement une boîte basée en Suisse",
    "r:ch s:penetration-testing",
    "other-language",
  ),
  q("On cherche un RSSI à temps partagé à Toulouse", "r:fr s:vciso", "other-language"),
  q("auditoría SOC 2 para una fintech en Argentina", "f:soc-2 r:ar s:audit", "other-language"),
  q(
    "¿Alguien conoce consultores de ISO 27001 en Chile?",
    "f:iso-27001 r:cl s:implementation-consulting",
    "other-language",
  ),
  q(
    "Serve un'analisi dei rischi informatici per la nostra azienda a Torino",
    "r:it s:risk-assessment",
    "other-language",
  ),
  q(
    "consultoria para adequação ao PCI DSS no Brasil",
    "f:pci-dss r:br s:implementation-consulting",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor phishing-simulaties en awarenesstraining in België",
    "r:be s:security-awareness-training",
    "other-language",
  ),
  q(
    "Någon som kan göra en gapanalys mot NIS2 åt oss? Vi sitter i Malmö.",
    "f:nis2 r:se s:gap-analysis",
    "other-language",
  ),

  // city-or-state: cities, states and provinces labelled with their country.
  q(
    "ISO 27001 consultant Catalonia",
    "f:iso-27001 r:es s:implementation-consulting",
    "city-or-state",
  ),
  q(
    "HIPAA compliance consultants in California",
    "f:hipaa r:us s:implementation-consulting",
    "city-or-state",
  ),
  q("pen testers in Queensland", "r:au s:penetration-testing", "city-or-state"),
  q("outsourced DPO for a company in Lombardy", "r:it s:privacy-consulting", "city-or-state"),
  q("MDR provider Dubai", "r:ae s:managed-security", "city-or-state"),

  // country-outside-taxonomy: countries without a slug, labelled with the smallest listed region.
  q(
    "SOC 2 auditor for a startup in Uruguay",
    "f:soc-2 r:latam s:audit",
    "country-outside-taxonomy",
  ),
  q(
    "ISO 27001 certification Croatia",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q(
    "Malaysia penetration testing firm",
    "r:apac s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q(
    "PCI DSS consulting in Morocco",
    "f:pci-dss r:mena s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("vCISO services Nigeria", "r:emea s:vciso", "country-outside-taxonomy"),

  // several-needs: several frameworks, regions or services in one query.
  q(
    "ISO 27001, ISO 27017 and ISO 27018 certification for our cloud, in Germany and Austria",
    "f:iso-27001,iso-27017,iso-27018 r:at,de s:certification-body",
    "several-needs",
  ),
  q(
    "SOC 1 and SOC 2 audits plus SOX internal audit, offices in New York and Toronto",
    "f:soc-1,soc-2,sox r:ca,us s:audit,internal-audit",
    "several-needs",
  ),
  q(
    "pentest, MDR and phishing training for a retailer in Spain and Portugal",
    "r:es,pt s:managed-security,penetration-testing,security-awareness-training",
    "several-needs",
  ),
  q(
    "outsourced DPO for GDPR plus EU AI Act legal advice, France",
    "f:eu-ai-act,gdpr r:fr s:legal-advisory,privacy-consulting",
    "several-needs",
  ),
  q(
    "CMMC and NIST 800-53 gap analysis plus a readiness assessment for a defence supplier in Australia",
    "f:cmmc,nist-800-53 r:au s:gap-analysis,readiness-assessment",
    "several-needs",
  ),
];
