import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 7, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI chat messages full of other parties' places, places that are not where the buyer wants vendors, misspellings, assessor jargon, eighteen non-Western-European languages, the six main European languages, cities and states, untagged countries and multi-need queries. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND7_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi there! I'm Florence, IT manager at a 60-person logistics firm in Rotterdam. We run Microsoft 365 and Jira. A big customer in Germany wants us ISO 27001 certified by next autumn, budget around €40k. Could you suggest consultants who can help us build the ISMS from scratch?",
    "f:iso-27001 r:nl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hey, CTO of a 25-person B2B SaaS in Austin here. our Series A investors in London want a SOC 2 Type II report before the next round. we already run Drata for evidence collection. need an auditor who can start in Q1, ideally under $30k",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Good morning. My name is Milan Horvat and I head compliance at a payment processor headquartered in Zagreb, with a second office in Ljubljana. Our acquiring bank in Frankfurt requires a PCI DSS Report on Compliance this year. Could you recommend a Qualified Security Assessor able to cover both Croatia and Slovenia? Kind regards.",
    "f:pci-dss r:eu s:audit",
    "chat-message",
  ),
  q(
    "hiii 👋 we're a tiny health-tech startup (8 ppl) in Toronto 🇨🇦 building a patient app. US hospital customers keep sending us HIPAA questionnaires 😩 and want us to sign a BAA. looking for someone to help us get HIPAA compliant without breaking the bank 🙏",
    "f:hipaa r:ca s:implementation-consulting",
    "chat-message",
  ),
  q(
    "so we are a fintech in dublin about 120 staff regulated by the central bank and dora applies to us now and honestly we have no idea where to start with the ict risk framework and the register of information so we need a consultancy that has done dora for payment institutions before",
    "f:dora r:ie s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I am Sofia, I work as quality responsible in a manufacturing company from Brno, we are producing plastic parts for Volkswagen and Škoda. They ask us for TISAX label with level 3. Please, which company can make the TISAX assessment for us? We have ISO 9001 since 2015 already.",
    "f:tisax r:cz s:audit",
    "chat-message",
  ),
  q(
    "Hello, Jordan here. I run IT for a private hospital group in Riyadh, about 300 beds. The health ministry wants a full penetration test of our patient portal and internal network before March, and our insurer asked for phishing simulations for all staff. Who can do both locally?",
    "r:sa s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "We're a 40-person MSP in Leeds. We've held Cyber Essentials Plus for three years. Several clients are now asking about ISO 27001 and we'd like a gap analysis first to see how far off we are. Any recommendations in the north of England?",
    "f:iso-27001 r:uk s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi! I'm Sydney, ops lead at an online outdoor gear brand based in Vancouver, with our warehouse and returns team in Seattle. We take around 200k card payments a year through Shopify and Stripe and honestly don't know which PCI level we're at. Looking for a PCI consultant to advise us and help with the paperwork.",
    "f:pci-dss r:ca,us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Guten Tag! Writing in English for my colleagues. We're a Munich cloud provider, ~150 staff, selling to the German public sector. ISO 27001 is in place (TÜV). We now need a BSI C5 Type 2 attestation and would also like to be certified for ISO 27017 — ideally one firm that can issue the C5 attestation and certify us for 27017.",
    "f:c5,iso-27017 r:de s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Series B, 90 staff, NYC + Lisbon. Enterprise deal closing next month needs a SOC 2 Type I asap, Type II after. Who audits fast and doesn't drown us in spreadsheets?",
    "f:soc-2 r:us,pt s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Chelsea, office manager at a 15-person architecture studio in Copenhagen. Our cyber insurer says we need MFA, tested backups and staff security awareness training before the policy renews in February. Can you recommend a provider that does training for small firms like ours?",
    "r:dk s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi team. We're a Warsaw software house, 200 devs, building core systems for banks in Switzerland and the Nordics. Clients demand a yearly pentest and one of them now wants a full red team exercise on top. We need a penetration testing firm with serious banking experience. Budget is flexible.",
    "r:pl s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, I'm Israel Moreno, CFO of a family-owned food distributor in Monterrey. We're preparing for a listing in New York and our external auditors say our IT controls won't pass SOX 404. We need a firm to do a SOX ITGC readiness review and then support our internal audit function.",
    "f:sox r:mx s:readiness-assessment,internal-audit",
    "chat-message",
  ),
  q(
    "hello!! we are a chain of 12 dental clinics across Madrid and Valencia. a patient data leak last month really scared us. we want an outsourced DPO and help with the GDPR paperwork, records of processing, consent forms etc. spanish-speaking people obviously 🙂",
    "f:gdpr r:es s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Morning. I manage information security for a 500-person insurer in Zurich with branches in Geneva and Lugano. The board wants an independent ISO 22301 certificate for our business continuity programme. Which accredited certification bodies operate in Switzerland and can audit in German and French?",
    "f:iso-22301 r:ch s:certification-body",
    "chat-message",
  ),
  q(
    "Defense subcontractor in Huntsville, AL. 70 employees, machine shop plus engineering. Our prime (Lockheed) flowed down DFARS 7012 and CMMC Level 2. We need an RPO to get us ready and eventually a C3PAO for the formal assessment. Where do I even start?",
    "f:cmmc r:us s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hi, Paris from the product team at a Singapore edtech company here 🙂 We're launching an AI tutoring feature in the EU next year and our legal team told me to look at the EU AI Act and maybe ISO 42001. Could you point me to consultants who do AI governance?",
    "f:eu-ai-act,iso-42001 r:sg s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We are a 35-person medtech start-up from Tel Aviv. Our US distributor requires SOC 2 and our hospital customers in Germany want ISO 27001, and we'd rather do both in one go. Is there an audit firm that does SOC 2 and also has an accredited certification arm for ISO 27001?",
    "f:soc-2,iso-27001 r:il s:audit,certification-body",
    "chat-message",
  ),
  q(
    "hey. vciso wanted. 50 person crypto exchange, team split between Tallinn and Vilnius. no security lead since ours left in june. need someone ~2 days a week who can own the policies and deal with the regulators",
    "r:ee,eu s:vciso",
    "chat-message",
  ),
  q(
    "Dear all, I am the procurement lead at a Johannesburg banking subsidiary. Our parent group in London has asked every subsidiary to commission an independent third-party risk assessment of its top 20 IT suppliers. Please suggest firms with experience in South African banking.",
    "r:za s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, Victoria here, founder of a 12-person HR software startup in Melbourne. Enterprise customers keep asking for SOC 2 so we've just signed up for Vanta. Now we need a SOC 2 auditor that works well with Vanta and is affordable for a seed-stage company. Any ideas?",
    "f:soc-2 r:au s:audit",
    "chat-message",
  ),
  q(
    "Good day sir, we are IT company from Bangalore with 800 employees and also delivery centre in Pune, our client which is USA bank is asking SOC 1 Type 2 report for the payroll service we give them, kindly suggest auditors who can issue SOC 1 report in India with reasonable cost",
    "f:soc-1 r:in s:audit",
    "chat-message",
  ),
  q(
    "Hello, we are a municipal water utility in Ghent. Under NIS2 we are now an essential entity and the national cyber authority expects us to show compliance. We want a gap analysis against NIS2 first and then help implementing the measures. Dutch-speaking consultants preferred.",
    "f:nis2 r:be s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Kia ora! I'm the sole IT person at a Wellington charity with 30 staff. We'd like a managed security service: 24/7 monitoring and someone who actually responds if something happens at 3am. Budget is tight, maybe NZD 3-4k a month. Recommendations?",
    "r:nz s:managed-security",
    "chat-message",
  ),
  q(
    "Hi, I'm Dakota, head of compliance at a US-based payroll SaaS with an EU entity in Amsterdam. We already have SOC 1 and SOC 2 reports (audited by a Big Four firm in Chicago). The Dutch entity now needs GDPR help: DPIAs for a new feature and an external DPO. Who should we talk to?",
    "f:gdpr r:us,nl s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hello, I run a 20-person design agency in Brighton. We're bidding for a central government contract that requires Cyber Essentials and we've never done any certification before. Can someone help us get ready and then certify us? Ideally Sussex-based or fully remote.",
    "f:cyber-essentials r:uk s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "good afternoon, I write from a retail group in São Paulo, 2.000 employees, with stores also in Buenos Aires and Santiago. We are PCI level 1 merchant. We need an internal audit partner to test our PCI DSS controls every quarter before the QSA comes for the annual visit. Portuguese or Spanish speaking.",
    "f:pci-dss r:br,ar,cl s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi! Quick one: we're a 10-person AI startup in Seoul. A Japanese enterprise customer asked whether we have ISO 27001 and ISO 42001. We have neither 😅 Is there a consulting firm that does both and understands startups? Korean-speaking is a plus.",
    "f:iso-27001,iso-42001 r:kr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Thanks, that list was really helpful! I'll share it with our CEO, India, on Monday and get back to you if we have more questions. Have a great weekend 😊",
    "",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "SOC 2 auditor for a startup whose customers are mostly in Germany, we're in Toronto",
    "f:soc-2 r:ca s:audit",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant — our parent company is in Japan but we're in Dallas",
    "f:iso-27001 r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "pentest provider, not in the UK please, we had a bad experience last time",
    "s:penetration-testing",
    "place-negative",
  ),
  q("GDPR consultant who speaks Portuguese", "f:gdpr s:privacy-consulting", "place-negative"),
  q(
    "we're hosted in AWS Frankfurt, looking for a SOC 2 auditor based in Ireland",
    "f:soc-2 r:ie s:audit",
    "place-negative",
  ),
  q(
    "security awareness training that explains the Swiss cheese model, for our clinic in Leeds",
    "r:uk s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Basel III and SOX ITGC internal audit support for a community bank in Charlotte",
    "f:sox r:us s:internal-audit",
    "place-negative",
  ),
  q(
    "PCI DSS QSA for a chain of Mexican restaurants in Chicago",
    "f:pci-dss r:us s:audit",
    "place-negative",
  ),
  q(
    "ISO 9001 certification body, our main customer is Air France, we are based in Casablanca",
    "f:iso-9001 r:mena s:certification-body",
    "place-negative",
  ),
  q(
    "met a vCISO at Infosecurity Europe in London, looking for the same kind of service for our firm in Oslo",
    "r:no s:vciso",
    "place-negative",
  ),
  q(
    "UK GDPR privacy consultant for a company based in Cork",
    "f:gdpr r:ie s:privacy-consulting",
    "place-negative",
  ),
  q(
    "EU AI Act readiness assessment for a US health AI company",
    "f:eu-ai-act r:us s:readiness-assessment",
    "place-negative",
  ),
  q(
    "CCPA lawyer for a Canadian app with lots of California users",
    "f:ccpa r:ca s:legal-advisory",
    "place-negative",
  ),
  q("German-speaking TISAX assessor, location doesn't matter", "f:tisax s:audit", "place-negative"),
  q(
    "HIPAA consultant for a Boston digital health company backed by a Swedish investor",
    "f:hipaa r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "managed SOC for our insurance brokerage in Belfast, we're an appointed representative of Irish Life",
    "r:uk s:managed-security",
    "place-negative",
  ),
  q(
    "our group regulator is MAS in Singapore but we're the Malaysian subsidiary in Kuala Lumpur, need a third-party risk assessment provider",
    "r:apac s:risk-assessment",
    "place-negative",
  ),
  q(
    "penetration testing for our ticketing platform (clients include Real Madrid and Ajax), dev team in Manchester",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "no US firms please — SOC 2 Type II auditor with a presence in the EU",
    "f:soc-2 r:eu s:audit",
    "place-negative",
  ),
  q(
    "Japanese-language ISO 27001 documentation consultant",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "we supply Deutsche Bahn and need an ISO 27001 certification body in Poland",
    "f:iso-27001 r:pl s:certification-body",
    "place-negative",
  ),
  q(
    "I'll be at GITEX in Dubai next month and want to meet NIS2 consultants for our company in Vienna",
    "f:nis2 r:at s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Brazilian steakhouse chain in Miami needs help with PCI compliance",
    "f:pci-dss r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "data protection lawyer for a company in Amsterdam, our data centre is in Iceland",
    "r:nl s:legal-advisory",
    "place-negative",
  ),
  q(
    "Bank of America's vendor assessment requires a pentest of our platform, we're in Lisbon",
    "r:pt s:penetration-testing",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 consultnat manchster",
    "f:iso-27001 r:uk s:implementation-consulting",
    "misspelling",
  ),
  q("soc2 aufitor", "f:soc-2 s:audit", "misspelling"),
  q("hippa compliance consultant texas", "f:hipaa r:us s:implementation-consulting", "misspelling"),
  q("gdrp dpo as a serivce germany", "f:gdpr r:de s:privacy-consulting", "misspelling"),
  q("pci dds qsa singapore", "f:pci-dss r:sg s:audit", "misspelling"),
  q("penetation testing amsterdm", "r:nl s:penetration-testing", "misspelling"),
  q("iso 90001 certifcation body", "f:iso-9001 s:certification-body", "misspelling"),
  q("fedramp 3poa", "f:fedramp s:audit", "misspelling"),
  q(
    "cyber essentails plus certifying body uk",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("vciso for startup in isreal", "r:il s:vciso", "misspelling"),
  q("nis2 gap analisys austira", "f:nis2 r:at s:gap-analysis", "misspelling"),
  q("tisax assesment stuttgart", "f:tisax r:de s:audit", "misspelling"),
  q("iso27oo1 readyness assesment", "f:iso-27001 s:readiness-assessment", "misspelling"),
  q("phising simulation training canda", "r:ca s:security-awareness-training", "misspelling"),
  q("soc 2 tpye 2 report austrailia", "f:soc-2 r:au s:audit", "misspelling"),
  q("hitrust r2 asessor in nashvile", "f:hitrust r:us s:audit", "misspelling"),
  q(
    "complianceautomation softwear for iso27001 and soc2",
    "f:iso-27001,soc-2 s:compliance-automation",
    "misspelling",
  ),
  q("manged security servies provider in johanesburg", "r:za s:managed-security", "misspelling"),
  q(
    "isi 27701 consultants switzerlnad",
    "f:iso-27701 r:ch s:implementation-consulting",
    "misspelling",
  ),
  q("data protecton lawer in dubllin", "r:ie s:legal-advisory", "misspelling"),

  // trade-term (10)
  q("QSA to produce our ROC and AOC this year", "f:pci-dss s:audit", "trade-term"),
  q("ISAE 3402 type II report provider in Denmark", "f:soc-1 r:dk s:audit", "trade-term"),
  q(
    "need a bridge letter for our SOC 2 Type II, current CPA firm is unresponsive so looking for a new auditor",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "stage 1 and stage 2 audit for ISO 27001, accredited body in Spain",
    "f:iso-27001 r:es s:certification-body",
    "trade-term",
  ),
  q(
    "fractional vCISO to own our POA&M and SSP for FedRAMP Moderate",
    "f:fedramp s:vciso",
    "trade-term",
  ),
  q("C3PAO availability for CMMC L2 in Virginia", "f:cmmc r:us s:audit", "trade-term"),
  q(
    "we're a bank in Helsinki and need a TLPT provider for DORA",
    "f:dora r:fi s:penetration-testing",
    "trade-term",
  ),
  q("DPIA support for a new HR analytics tool", "s:privacy-consulting", "trade-term"),
  q(
    "ISO 9001 surveillance audit coming up, want to switch certification body",
    "f:iso-9001 s:certification-body",
    "trade-term",
  ),
  q(
    "red team engagement with an assumed breach scenario for a London financial services firm",
    "r:uk s:penetration-testing",
    "trade-term",
  ),

  // new-language (20)
  q(
    "Szukamy firmy, która pomoże nam wdrożyć ISO 27001, jesteśmy w Krakowie",
    "f:iso-27001 r:pl s:implementation-consulting",
    "new-language",
  ),
  q(
    "audytor SOC 2 dla startupu z Wrocławia, klienci głównie w USA",
    "f:soc-2 r:pl s:audit",
    "new-language",
  ),
  q(
    "Hledáme certifikační orgán pro ISO 9001 v Praze",
    "f:iso-9001 r:cz s:certification-body",
    "new-language",
  ),
  q(
    "Vi behöver hjälp med NIS2 – finns det någon bra konsult i Göteborg?",
    "f:nis2 r:se s:implementation-consulting",
    "new-language",
  ),
  q(
    "Etsimme yritystä, joka tekisi tunkeutumistestauksen verkkokaupallemme. Toimistomme on Tampereella.",
    "r:fi s:penetration-testing",
    "new-language",
  ),
  q(
    "東京でISMS認証の審査機関を探しています",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "大阪のSaaS企業です。SOC2レポートを発行してくれる監査法人を紹介してください。",
    "f:soc-2 r:jp s:audit",
    "new-language",
  ),
  q(
    "서울에 있는 핀테크 회사인데 ISO 27701 인증 준비를 도와줄 컨설팅 업체를 찾고 있어요",
    "f:iso-27701 r:kr s:implementation-consulting",
    "new-language",
  ),
  q(
    "我们公司在上海，需要通过PCI DSS认证，请推荐一家QSA审计机构",
    "f:pci-dss r:apac s:audit",
    "new-language",
  ),
  q(
    "نبحث عن شركة استشارات لتطبيق معيار ISO 27001 في دبي",
    "f:iso-27001 r:ae s:implementation-consulting",
    "new-language",
  ),
  q(
    "מחפשים משרד רואי חשבון לביקורת SOC 2 Type II, אנחנו בתל אביב",
    "f:soc-2 r:il s:audit",
    "new-language",
  ),
  q(
    "हमारी कंपनी मुंबई में है, हमें GDPR के लिए आउटसोर्स्ड डेटा प्रोटेक्शन ऑफिसर चाहिए",
    "f:gdpr r:in s:privacy-consulting",
    "new-language",
  ),
  q(
    "Köln'deki şirketimiz için ISO 27001 danışmanı arıyoruz, Türkçe konuşan biri olursa çok iyi olur",
    "f:iso-27001 r:de s:implementation-consulting",
    "new-language",
  ),
  q(
    "Ищем аудитора для SOC 2 Type II, наша компания находится в Лимасоле",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο για συμμόρφωση με τον GDPR στη Θεσσαλονίκη",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Behatolásteszt szolgáltatót keresünk a budapesti irodánkhoz",
    "r:eu s:penetration-testing",
    "new-language",
  ),
  q(
    "Căutăm un CISO part-time (vCISO) pentru o firmă din Cluj-Napoca",
    "r:eu s:vciso",
    "new-language",
  ),
  q(
    "Công ty mình ở Hà Nội, cần tìm đơn vị tư vấn triển khai ISO 27001",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Vi trenger en revisor som kan levere ISAE 3402-rapport, kontoret vårt ligger i Bergen",
    "f:soc-1 r:no s:audit",
    "new-language",
  ),
  q(
    "Kami mencari konsultan untuk kepatuhan PCI DSS, kantor kami di Jakarta",
    "f:pci-dss r:apac s:implementation-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Bonjour, on cherche un organisme certificateur ISO 27001 à Lyon, idéalement dispo avant l'été",
    "f:iso-27001 r:fr s:certification-body",
    "other-language",
  ),
  q(
    "Wir suchen einen Dienstleister für Penetrationstests in Hamburg, gerne mit Erfahrung im Gesundheitswesen",
    "r:de s:penetration-testing",
    "other-language",
  ),
  q(
    "Somos una empresa de Sevilla que trabaja con la Junta y necesitamos un consultor para implantar el ENS categoría media",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q(
    "Cerchiamo un DPO esterno per il GDPR, siamo un'azienda alimentare di Torino con 80 dipendenti",
    "f:gdpr r:it s:privacy-consulting",
    "other-language",
  ),
  q(
    "Wie kan ons helpen met een NIS2 gap-analyse? We zitten in Utrecht.",
    "f:nis2 r:nl s:gap-analysis",
    "other-language",
  ),
  q(
    "Oi gente, somos uma fintech de Belo Horizonte e precisamos de uma auditoria SOC 2 tipo II pra um cliente americano",
    "f:soc-2 r:br s:audit",
    "other-language",
  ),
  q(
    "Grüß Gott, wir sind ein KMU aus Graz und brauchen einen externen Datenschutzbeauftragten für die DSGVO",
    "f:gdpr r:at s:privacy-consulting",
    "other-language",
  ),
  q(
    "Salut ! Petite boîte genevoise de 20 personnes, on voudrait un RSSI à temps partiel. Des pistes ?",
    "r:ch s:vciso",
    "other-language",
  ),
  q(
    "Buenas, ¿alguien conoce un despacho de abogados en Guadalajara, Jalisco, que sepa de protección de datos?",
    "r:mx s:legal-advisory",
    "other-language",
  ),
  q(
    "Procuramos uma entidade certificadora para a ISO 22301, estamos no Porto",
    "f:iso-22301 r:pt s:certification-body",
    "other-language",
  ),

  // city-or-state (6)
  q("SOC 2 auditor Raleigh NC", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 implementation consultant Ontario",
    "f:iso-27001 r:ca s:implementation-consulting",
    "city-or-state",
  ),
  q("penetration testing company Queensland", "r:au s:penetration-testing", "city-or-state"),
  q("GDPR consultant County Galway", "f:gdpr r:ie s:privacy-consulting", "city-or-state"),
  q("TISAX assessor Baden-Württemberg", "f:tisax r:de s:audit", "city-or-state"),
  q("managed security provider in Gauteng", "r:za s:managed-security", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "ISO 27001 certification body in Greece",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA in Egypt", "f:pci-dss r:mena s:audit", "country-outside-taxonomy"),
  q(
    "penetration testing company Kenya",
    "r:emea s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor Peru", "f:soc-2 r:latam s:audit", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "ISO 27001 and SOC 2 readiness assessment, offices in Berlin and Boston",
    "f:iso-27001,soc-2 r:de,us s:readiness-assessment",
    "several-needs",
  ),
  q(
    "need a pentest, phishing simulation and a vCISO for a 100-person firm in Edinburgh",
    "r:uk s:penetration-testing,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "HITRUST r2 assessment, a HIPAA risk analysis and an MDR provider for our US clinics",
    "f:hitrust,hipaa r:us s:audit,risk-assessment,managed-security",
    "several-needs",
  ),
  q(
    "outsourced DPO for GDPR plus an ISO 27701 certification body for our teams in Paris and Madrid",
    "f:gdpr,iso-27701 r:fr,es s:privacy-consulting,certification-body",
    "several-needs",
  ),
  q(
    "DORA and NIS2 gap analysis for a payment firm with offices in Luxembourg and Brussels",
    "f:dora,nis2 r:lu,be s:gap-analysis",
    "several-needs",
  ),
];
