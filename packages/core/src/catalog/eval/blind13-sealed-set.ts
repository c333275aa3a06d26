import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 13, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy.
 */

const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND13_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi all 👋 CTO of a 15-person healthtech in Copenhagen here. A US hospital network we're selling to wants a SOC 2 Type 2 report. We've had ISO 27001 since 2023. Who can do the SOC 2 audit? Budget ~30k, deadline June.",
    "f:soc-2 r:dk s:audit",
    "chat-message",
  ),
  q(
    "Good morning, I am a procurement officer at a municipality in Flanders. We are launching a tender for a managed detection and response service, 24/7, Dutch-speaking analysts required. Our previous provider was from France. Please suggest Belgian providers with public sector references.",
    "r:be s:managed-security",
    "chat-message",
  ),
  q(
    "hiya, so our investors in London want us to get Cyber Essentials Plus but honestly we're a Lagos-based team and have no idea where to start. Is there a consultant who can help remotely? small budget, maybe £3k",
    "f:cyber-essentials r:emea s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Dear team, our company produce plastic components in Slovakia for German automotive. Customer requires TISAX assessment level 2 this year. We have IATF 16949 and ISO 14001 only. Please advise auditor company, we prefer Czech or Slovak speaking.",
    "f:tisax r:eu s:audit",
    "chat-message",
  ),
  q(
    "Hello, I'm in-house counsel at a Toronto-based adtech. We got a letter from a California regulator about CCPA/CPRA and need a privacy lawyer urgently, ideally a firm in California that has dealt with the agency before.",
    "f:ccpa r:us s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hi, quality manager at a valve manufacturer in Monterrey. Our ISO 9001 certificate expires in May and we are unhappy with our current registrar. Looking for a new accredited certification body for the recertification audit, Spanish-speaking auditors please.",
    "f:iso-9001 r:mx s:certification-body",
    "chat-message",
  ),
  q(
    "hey! 🚀 seed-stage AI startup, two founders, we're in Berlin but our customers are mostly in the US. they keep asking about ISO 42001 and the EU AI Act. we need someone to tell us what applies to us and help us get compliant. no lawyers please, too expensive lol",
    "f:eu-ai-act,iso-42001 r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I'm IT manager at a private hospital in Johannesburg. We had a ransomware scare last month 😬. We want an external penetration test and then someone to monitor us 24/7. Our group's head office is in Dubai but they said we can choose a local vendor.",
    "r:za s:managed-security,penetration-testing",
    "chat-message",
  ),
  q(
    "Compliance lead at a Melbourne payments company. We're moving from SAQ D to a full Report on Compliance next year. Need a QSA with experience in tokenisation, Australian based preferably. We already passed SOC 2 in March, that's not needed.",
    "f:pci-dss r:au s:audit",
    "chat-message",
  ),
  q(
    "Hi, we are software exporter from Pune, 200 people. Our UK client now demands Cyber Essentials and ISO 27001 both. We have nothing. Please share consultants who do implementation of both, in India only, reasonable fees.",
    "f:cyber-essentials,iso-27001 r:in s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello! I work for a Dutch-Japanese joint venture located in Eindhoven. Management wants a business continuity programme certified to ISO 22301 within a year. First we're looking for a gap analysis, then a consultancy to implement. The Japanese side has its own auditors.",
    "f:iso-22301 r:nl s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, I manage IT for a law firm in Auckland. Clients from Australian banks want evidence of a security program. We're thinking of a vCISO a few hours a month and maybe a risk assessment to start. No fancy software please.",
    "r:nz s:risk-assessment,vciso",
    "chat-message",
  ),
  q(
    "Good day. I am a data manager at an NGO in Geneva working with refugees. We process lots of sensitive data and want an outsourced data protection officer. Our donors are in Norway and the US. A Swiss or French firm is fine.",
    "r:ch,fr s:privacy-consulting",
    "chat-message",
  ),
  q(
    "hi, we're a fully remote SaaS based in Denver. an enterprise prospect wants SOC 2 and we'd like to use Drata or something similar, plus an auditor who knows it. any region works for us.",
    "f:soc-2 r:us s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "Hello, Director of IT at a regional bank in Chile. Our new US correspondent bank asks about our controls. We need outsourced internal audit for IT and a NIST CSF maturity assessment. Spanish speakers in Santiago preferred.",
    "f:nist-csf r:cl s:gap-analysis,internal-audit",
    "chat-message",
  ),
  q(
    "Hey, we're a 30-person SaaS in Austin. Our parent company in Sweden already has ISO 27001, but we (the US entity) need SOC 2 Type 1 for US customers. We want a readiness assessment first, then the audit. Prefer vendors in Texas.",
    "f:soc-2 r:us s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello, we are a Moroccan call-centre operator serving French insurers. Our clients ask for ISO 27001 certification. Which certification bodies work in Morocco? We already have a consultant in Casablanca.",
    "f:iso-27001 r:mena s:certification-body",
    "chat-message",
  ),
  q(
    "I'm a paralegal at a firm in Edinburgh 🙂 the partners asked me to find a company to run phishing simulations and security training for our 300 lawyers. It can't be a US vendor because of data residency.",
    "r:uk s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi, our SaaS company in Helsinki serves German government agencies and they now want BSI C5. We passed ISO 27001 and ISO 27017 already. Who can do the C5 audit? German-speaking team needed.",
    "f:c5 r:fi s:audit",
    "chat-message",
  ),
  q(
    "Buenas! (sorry, english now) we are fintech in Mexico City, the bank partners in the US want SOC 1 Type 2 because we do reconciliation for them. Need auditor and maybe a readiness review before. Spanish or English ok.",
    "f:soc-1 r:mx s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Our company makes insulin pumps in Ireland and we're looking at the US market. FDA stuff is handled. What we need now: a HIPAA compliance consultant and a pen tester for the companion app. Not looking for ISO anything.",
    "f:hipaa r:ie s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "Hello 👋 I lead security at an e-commerce company in Seoul. We're expanding to Japan and Europe. For now we want a GDPR data protection impact assessment done by an EU-based firm, ideally with Korean speakers but that's a stretch.",
    "f:gdpr r:eu s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Procurement at a defense supplier in Virginia. We passed CMMC Level 2 with a C3PAO last year; now the prime wants annual pentests and continuous monitoring. Please list managed security providers that also pentest. US persons only.",
    "f:cmmc r:us s:managed-security,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, I'm QA manager at a food packaging firm in Porto. A big retail customer in the UK asks for ISO 22301 certification. We want a consultant to build the BCMS; we'll pick the certification body ourselves, so we don't need one from you.",
    "f:iso-22301 r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "CFO of a NASDAQ-listed biotech in Cambridge, Massachusetts. Our auditors flagged ITGC deficiencies. We need an outsourced internal audit team for SOX 404 testing. Big 4 is too pricey; mid-tier firms in New England please.",
    "f:sox r:us s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, we run a chain of 12 pharmacies in Dubai and Abu Dhabi. We take card payments and the bank sent us PCI DSS forms we don't understand. Need someone to help fill in the SAQ and fix whatever is missing. Arabic or English.",
    "f:pci-dss r:ae s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Dear Sir/Madam, we are a state-owned energy company in Bucharest. Under NIS2 we must do a cyber risk assessment and train our staff in security awareness. Tender opens in February. Romanian-language deliverables mandatory. Please recommend qualified firms in Romania.",
    "f:nis2 r:eu s:risk-assessment,security-awareness-training",
    "chat-message",
  ),
  q(
    "Heya, I'm a solo founder (Wellington) of a tiny SaaS. Just want a GRC platform to track controls for ISO 27001, something cheap, don't need consultants or auditors yet. Open to vendors anywhere.",
    "f:iso-27001 r:nz s:compliance-automation",
    "chat-message",
  ),
  q(
    "Hi, IT lead at a hospital in Marseille. Our board wants an ISO 27001 internal audit before the certification body visits in September. Can anyone do an ISMS internal audit in French, preferably from the south of France?",
    "f:iso-27001 r:fr s:internal-audit",
    "chat-message",
  ),
  q(
    "Hello, I'm a sales manager at a cloud hosting firm in Kuala Lumpur. Customers from Singapore banks keep asking for CSA STAR and ISO 27018. We'd like a consultant for both and then a certifier. We'd prefer firms in Singapore since that's where the customers are.",
    "f:csa-star,iso-27018 r:sg s:certification-body,implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "ISO 27001 consultant suggested by my colleague Kenya",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "pen test for our app Lisbon Bikes, we're based in Leeds",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "security awareness training in Polish for our warehouse staff in Birmingham",
    "r:uk s:security-awareness-training",
    "place-negative",
  ),
  q(
    "our Irish pub chain in Boston needs PCI DSS help",
    "f:pci-dss r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "ISO 9001 registrar for our fine china manufacturer in Stoke-on-Trent",
    "f:iso-9001 r:uk s:certification-body",
    "place-negative",
  ),
  q("Dallas from sales wants a SOC 2 auditor", "f:soc-2 s:audit", "place-negative"),
  q(
    "HIPAA risk assessment for Mr. England's dental practice in Ohio",
    "f:hipaa r:us s:risk-assessment",
    "place-negative",
  ),
  q("DPO service for our French bakery in Munich", "r:de s:privacy-consulting", "place-negative"),
  q("CMMC C3PAO, our prime contractor is in Canada", "f:cmmc s:audit", "place-negative"),
  q(
    "ISO 27001 consultancy that speaks Korean",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q("MDR provider used by the Toronto Raptors", "s:managed-security", "place-negative"),
  q("pentest firm, anywhere except Israel", "s:penetration-testing", "place-negative"),
  q(
    "GDPR lawyer for our Dutch oven brand in Belgium",
    "f:gdpr r:be s:legal-advisory",
    "place-negative",
  ),
  q(
    "Sydney, our CTO, needs an ISO 42001 certification body in Norway",
    "f:iso-42001 r:no s:certification-body",
    "place-negative",
  ),
  q(
    "SOC 2 readiness for our company, Oslo Analytics, based in Atlanta",
    "f:soc-2 r:us s:readiness-assessment",
    "place-negative",
  ),
  q("we met this TISAX assessor at the Geneva Motor Show", "f:tisax s:audit", "place-negative"),
  q(
    "NIS2 consultant, our parent group is in Stockholm, we are in Tallinn",
    "f:nis2 r:ee s:implementation-consulting",
    "place-negative",
  ),
  q(
    "GRC tool for our Turkish delight factory in Bradford",
    "r:uk s:compliance-automation",
    "place-negative",
  ),
  q(
    "Brussels Airlines asked us, a ground handler in Málaga, for ISO 22301, need a certification body",
    "f:iso-22301 r:es s:certification-body",
    "place-negative",
  ),
  q("vCISO for Dr. Ireland's clinic network", "s:vciso", "place-negative"),
  q("Spanish-speaking SOC 2 auditor", "f:soc-2 s:audit", "place-negative"),
  q(
    "risk assessment, not in Germany, Austria preferred",
    "r:at s:risk-assessment",
    "place-negative",
  ),
  q(
    "Cyber Essentials for our Canada Goose reseller shop in Glasgow",
    "f:cyber-essentials r:uk",
    "place-negative",
  ),
  q(
    "managed security for our office at One Canada Square, London",
    "r:uk s:managed-security",
    "place-negative",
  ),
  q(
    "PCI audit, our payment processor is in Singapore, we're in Jakarta",
    "f:pci-dss r:apac s:audit",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 certifcation body in fraance",
    "f:iso-27001 r:fr s:certification-body",
    "misspelling",
  ),
  q("soc 2 adit firm new yrok", "f:soc-2 r:us s:audit", "misspelling"),
  q("penetratoin testing brussles", "r:be s:penetration-testing", "misspelling"),
  q("gdpr consulant spian", "f:gdpr r:es s:privacy-consulting", "misspelling"),
  q("hippa risk assesment", "f:hipaa s:risk-assessment", "misspelling"),
  q("pci dss qsa in austrlia", "f:pci-dss r:au s:audit", "misspelling"),
  q("virtaul ciso for saas in irlend", "r:ie s:vciso", "misspelling"),
  q("iso27701implementation consultant", "f:iso-27701 s:implementation-consulting", "misspelling"),
  q("dora gap anlysis portgual", "f:dora r:pt s:gap-analysis", "misspelling"),
  q("cmmc c3pao in virgina", "f:cmmc r:us s:audit", "misspelling"),
  q("pentesr firms in tokio", "r:jp s:penetration-testing", "misspelling"),
  q(
    "cyber essntials certifying body brimingham",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("hitrust asessor in califronia", "f:hitrust r:us s:audit", "misspelling"),
  q("iso 9001 consultnat in mexcio", "f:iso-9001 r:mx s:implementation-consulting", "misspelling"),
  q("manged detection and respnse uae", "r:ae s:managed-security", "misspelling"),
  q("tisxa assessment in czeck republic", "f:tisax r:cz s:audit", "misspelling"),
  q(
    "nis 2 complaince consultant finalnd",
    "f:nis2 r:fi s:implementation-consulting",
    "misspelling",
  ),
  q("phising simulaton training polnad", "r:pl s:security-awareness-training", "misspelling"),
  q(
    "iso 22301 bussiness continuity certfication israle",
    "f:iso-22301 r:il s:certification-body",
    "misspelling",
  ),
  q(
    "fedramp readyness assesment washingotn dc",
    "f:fedramp r:us s:readiness-assessment",
    "misspelling",
  ),

  // trade-term (10)
  q("3PAO for a FedRAMP High agency ATO", "f:fedramp s:audit", "trade-term"),
  q("AoC from a QSA, we're a level 2 service provider", "f:pci-dss s:audit", "trade-term"),
  q("SSAE 18 SOC 1 Type 2 report", "f:soc-1 s:audit", "trade-term"),
  q(
    "RPO to get us ready for CMMC, then a certified CMMC assessor",
    "f:cmmc s:audit,implementation-consulting",
    "trade-term",
  ),
  q("registrar for ISO 20000-1 in the UK", "f:iso-20000 r:uk s:certification-body", "trade-term"),
  q("DPO as a service plus RoPA maintenance", "s:privacy-consulting", "trade-term"),
  q("red teaming and TLPT for a bank under DORA", "f:dora s:penetration-testing", "trade-term"),
  q("CSA STAR level 2 certification body", "f:csa-star s:certification-body", "trade-term"),
  q(
    "fractional CISO and internal auditor for ISO 27001",
    "f:iso-27001 s:internal-audit,vciso",
    "trade-term",
  ),
  q("ISAE 3402 assurance firm, Switzerland", "f:soc-1 r:ch s:audit", "trade-term"),

  // new-language (20)
  q(
    "Vi søger en erfaren ISO 27001-konsulent, gerne i Aarhus-området",
    "f:iso-27001 r:dk s:implementation-consulting",
    "new-language",
  ),
  q(
    "Fyrirtæki í Reykjavík sem framkvæma innbrotsprófanir?",
    "r:nordics s:penetration-testing",
    "new-language",
  ),
  q(
    "Otsime partnerit, kes teeks meie ettevõttele NIS2 lünkanalüüsi",
    "f:nis2 s:gap-analysis",
    "new-language",
  ),
  q(
    "Meklējam ISO 22301 konsultantu, mūsu uzņēmums atrodas Rīgā",
    "f:iso-22301 r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Шукаємо постачальника цілодобового моніторингу безпеки (SOC 24/7), бажано з Польщі",
    "r:pl s:managed-security",
    "new-language",
  ),
  q(
    "Hľadáme audítora na TISAX hodnotenie, sme dodávateľ pre automobilky zo Žiliny",
    "f:tisax r:eu s:audit",
    "new-language",
  ),
  q(
    "Треба нам консултант за усклађивање са GDPR-ом",
    "f:gdpr s:privacy-consulting",
    "new-language",
  ),
  q(
    "Търсим виртуален CISO на непълно работно време за финтех компания в София",
    "r:eu s:vciso",
    "new-language",
  ),
  q(
    "Iščemo zunanjo pooblaščeno osebo za varstvo podatkov (DPO) za podjetje v Ljubljani",
    "r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Փնտրում ենք մասնագետ, որը կանցկացնի ISO 27001 ներքին աուդիտ",
    "f:iso-27001 s:internal-audit",
    "new-language",
  ),
  q(
    "دنبال شرکتی برای ارزیابی ریسک امنیت اطلاعات در تورنتو هستیم",
    "r:ca s:risk-assessment",
    "new-language",
  ),
  q(
    "ہمیں PCI DSS آڈٹ کرنے والی کمپنی چاہیے، ترجیحاً متحدہ عرب امارات سے",
    "f:pci-dss r:ae s:audit",
    "new-language",
  ),
  q(
    "ঢাকায় আমাদের গার্মেন্টস কারখানার জন্য ISO 9001 সার্টিফিকেশন বডি খুঁজছি",
    "f:iso-9001 r:apac s:certification-body",
    "new-language",
  ),
  q(
    "Cari konsultan SOC 2 di Jakarta",
    "f:soc-2 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "我们准备进入欧洲市场，想找一家上海的GDPR合规咨询公司",
    "f:gdpr r:apac s:privacy-consulting",
    "new-language",
  ),
  q(
    "சென்னையில் ஊழியர்களுக்கு சைபர் பாதுகாப்பு விழிப்புணர்வு பயிற்சி வழங்கும் நிறுவனம் தேவை",
    "r:in s:security-awareness-training",
    "new-language",
  ),
  q(
    "በአዲስ አበባ ለባንካችን የፔኔትሬሽን ቴስት የሚሰራ ድርጅት እንፈልጋለን",
    "r:emea s:penetration-testing",
    "new-language",
  ),
  q(
    "Naghahanap kami ng consultant para sa HIPAA compliance ng aming BPO sa Cebu. Nasa US ang karamihan ng aming kliyente.",
    "f:hipaa r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kërkojmë një organ certifikimi për ISO 27001 në Tiranë",
    "f:iso-27001 r:emea s:certification-body",
    "new-language",
  ),
  q(
    "Watter ouditeursfirmas kan 'n SOC 2-verslag vir ons doen? Ons kantoor is in Kaapstad.",
    "f:soc-2 r:za s:audit",
    "new-language",
  ),

  // other-language (10)
  q(
    "Zertifizierungsstelle für ISO 27001 im Raum Zürich gesucht",
    "f:iso-27001 r:ch s:certification-body",
    "other-language",
  ),
  q(
    "Wir brauchen einen externen Datenschutzbeauftragten, unser Sitz ist in Wien",
    "r:at s:privacy-consulting",
    "other-language",
  ),
  q(
    "Nous recherchons un prestataire pour un test d'intrusion de notre application mobile, idéalement à Montréal",
    "r:ca s:penetration-testing",
    "other-language",
  ),
  q(
    "Accompagnement à la certification ISO 9001 pour une PME industrielle à Nantes",
    "f:iso-9001 r:fr s:implementation-consulting",
    "other-language",
  ),
  q(
    "Buscamos auditor PCI DSS (QSA) en Santiago de Chile",
    "f:pci-dss r:cl s:audit",
    "other-language",
  ),
  q(
    "Necesitamos un análisis de brechas de ISO 27001 para nuestra empresa en Sevilla",
    "f:iso-27001 r:es s:gap-analysis",
    "other-language",
  ),
  q(
    "Cerchiamo un fornitore di servizi di sicurezza gestiti (SOC 24/7) a Milano",
    "r:it s:managed-security",
    "other-language",
  ),
  q(
    "Consulenza per la conformità al GDPR per uno studio medico a Roma",
    "f:gdpr r:it s:privacy-consulting",
    "other-language",
  ),
  q(
    "Wie kan ons helpen met een ISO 27001-implementatie? We zitten in Gent.",
    "f:iso-27001 r:be s:implementation-consulting",
    "other-language",
  ),
  q(
    "Precisamos de uma auditoria SOC 2 para a nossa startup em Lisboa",
    "f:soc-2 r:pt s:audit",
    "other-language",
  ),

  // city-or-state (5)
  q(
    "ISO 27001 consultants in Saxony",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("SOC 2 auditor in British Columbia", "f:soc-2 r:ca s:audit", "city-or-state"),
  q("penetration testers in New South Wales", "r:au s:penetration-testing", "city-or-state"),
  q("managed security provider in Karnataka", "r:in s:managed-security", "city-or-state"),
  q("DPO service in Tuscany", "r:it s:privacy-consulting", "city-or-state"),

  // country-outside-taxonomy (5)
  q("GDPR consultant in Cyprus", "f:gdpr r:eu s:privacy-consulting", "country-outside-taxonomy"),
  q("SOC 2 auditors Vietnam", "f:soc-2 r:apac s:audit", "country-outside-taxonomy"),
  q("pentest company in Uruguay", "r:latam s:penetration-testing", "country-outside-taxonomy"),
  q(
    "ISO 27001 certification body in Egypt",
    "f:iso-27001 r:mena s:certification-body",
    "country-outside-taxonomy",
  ),
  q("vCISO in Nigeria", "r:emea s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q("SOC 2 and PCI DSS auditor in Canada", "f:pci-dss,soc-2 r:ca s:audit", "several-needs"),
  q(
    "ISO 27701 implementation and a GDPR DPIA, Denmark or Sweden",
    "f:gdpr,iso-27701 r:dk,se s:implementation-consulting,privacy-consulting",
    "several-needs",
  ),
  q(
    "pentest, red team and security awareness training in Johannesburg",
    "r:za s:penetration-testing,security-awareness-training",
    "several-needs",
  ),
  q(
    "FedRAMP and SOC 2 readiness assessment for a SaaS in Virginia",
    "f:fedramp,soc-2 r:us s:readiness-assessment",
    "several-needs",
  ),
  q(
    "DORA gap analysis, ISO 27001 internal audit and a vCISO for a bank in Frankfurt",
    "f:dora,iso-27001 r:de s:gap-analysis,internal-audit,vciso",
    "several-needs",
  ),
];
