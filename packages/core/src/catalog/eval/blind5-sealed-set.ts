import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 5, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy's slugs and aliases. Same mix of kinds as the dev half with different queries: chatty Ask-AI messages full of context, place words that are not the buyer's location, typos, assessor jargon, many languages, cities and state codes, untagged countries and combined asks. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND5_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi! I'm India Okafor, compliance manager at a 90-person lending platform in Birmingham (the UK one). We already passed Cyber Essentials Plus and use Secureframe. Our bank partners are now asking for ISO 27001, so we need a consultant to help us build the ISMS. Thanks in advance!",
    "f:iso-27001 r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hello, my name is Israel Gómez, IT director for a hotel group in Medellín, around 600 employees. Our card volumes went up and our acquirer says we need a formal PCI DSS assessment by a QSA this year. Who can do that for us in Colombia?",
    "f:pci-dss r:co s:audit",
    "chat-message",
  ),
  q(
    "Hey, Milan here! I lead engineering at a 25-person HR-tech startup in Brno. We've been SOC 2 Type I since last year thanks to Vanta. Now I'm looking for a pentest provider for our mobile apps — preferably someone who can retest after we fix things.",
    "r:cz s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi there, Vienna Chen speaking. I'm COO of a telehealth startup in Seattle, 40 staff. We're a HIPAA covered entity already and want to go for HITRUST e1 next year. Right now I'd like a readiness assessment for HITRUST so we know how far off we are.",
    "f:hitrust r:us s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Good morning — Orlando from a marine insurance broker in Hamburg. We're ~220 people, BaFin-supervised, and DORA is now live. We need a DORA third-party risk assessment of our critical IT providers. Our annual audit is handled by KPMG, so that part is fine.",
    "f:dora r:de s:risk-assessment",
    "chat-message",
  ),
  q(
    "hi, Madison here. tiny team (6 people) in Wellington building a booking app. no compliance stuff yet, but a big prospect wants a SOC 2 Type 1. is there a SOC 2 platform plus auditor bundle you'd recommend? we use GitHub and AWS.",
    "f:soc-2 r:nz s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "Hello, I'm Dakota, the new IT manager at a 130-person accounting firm in Perth. Honestly our biggest worry is ransomware. We'd like a managed detection and response service with someone watching alerts overnight. We already have Microsoft Defender licences.",
    "r:au s:managed-security",
    "chat-message",
  ),
  q(
    "Hi, this is Asia Romano from a fashion e-commerce brand in Florence 😊 About 75 employees, Shopify Plus store. Our lawyers say our cookie banner and customer data handling may not meet GDPR. Could you suggest a privacy consultancy to review it and maybe be our outsourced DPO?",
    "f:gdpr r:it s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hey folks. Cheyenne here, I run security at a fintech in São Paulo (~300 people). We use Drata and got ISO 27001 last year. Leadership wants an outsourced internal audit program for the ISMS so we're not auditing ourselves. A Portuguese-speaking team would be great.",
    "f:iso-27001 r:br s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Houston. Yes, really. I'm CISO at a defense subcontractor in Huntsville, Alabama, about 200 employees. We've done a self-assessment against NIST 800-171 already. What we need now is a C3PAO to schedule our CMMC Level 2 certification assessment.",
    "f:cmmc r:us s:audit",
    "chat-message",
  ),
  q(
    "Hello. We're a 50-person clinical research organisation based in Copenhagen with a small site in Malmö. A pharma sponsor asked for ISO 27001 certification. We've done the implementation ourselves; we just need an accredited certification body for both sites now. Any shortlist?",
    "f:iso-27001 r:dk,se s:certification-body",
    "chat-message",
  ),
  q(
    "hi! Kenya here, product manager at a mobility startup in Lisbon. ~60 staff. We are adding AI features and customers keep asking about ISO 42001 and the EU AI Act. First I'd like a gap analysis against ISO 42001 only — the AI Act can wait.",
    "f:iso-42001 r:pt s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, our company is a 45-person MSP in Leeds. Our clients keep asking whether we have SOC 2, but for now what we really want is a fractional CISO two days a month to sort out policies and answer questionnaires. I'm Lorraine, operations director.",
    "r:uk s:vciso",
    "chat-message",
  ),
  q(
    "Hello! Siena here from a university spin-out in Edinburgh. We handle genomic data and our NHS partners want a data protection impact assessment under UK GDPR before we go live. We'd also like an ongoing outsourced DPO. Team of 18.",
    "f:gdpr r:uk s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Good afternoon, we are a 500-employee logistics company in Rotterdam with a warehouse in Antwerp. NIS2 applies to us as an essential entity. We need a consultancy to implement NIS2 measures at both sites, and separately a provider for security awareness training. Thank you.",
    "f:nis2 r:be,nl s:implementation-consulting,security-awareness-training",
    "chat-message",
  ),
  q(
    "hey there, quick background: 35 devs in Hyderabad, we build payroll software for US clients, SOC 1 Type II done last year by a US CPA firm. This year we need a SOC 2 Type II as well, ideally from an Indian audit firm to keep costs down. Suggestions?",
    "f:soc-2 r:in s:audit",
    "chat-message",
  ),
  q(
    "Hello, I'm Roma, CFO of a freshly IPO'd SaaS in Toronto. Our external auditor flagged weaknesses in IT general controls. We need a firm to do SOX ITGC testing as an outsourced internal audit function, roughly 400 employees. We use NetSuite and Okta.",
    "f:sox r:ca s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Eugene, sysadmin at the Düsseldorf subsidiary of a Tokyo-based robotics firm. Our OEM customers want TISAX AL3; the parent company in Japan isn't involved. Please recommend consultants to help us implement the TISAX requirements — we'll book the assessment separately.",
    "f:tisax r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello! Salem here 👋 I work in IT at a 70-person law firm in Cape Town. POPIA compliance is our managing partner's worry. We'd like a privacy consultant to map our personal data and set up our processes. We already have Mimecast and KnowBe4.",
    "r:za s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, we're a 12-person SaaS in Limerick. One of our customers is a US hospital and they just sent us a BAA. I'm not sure what we're signing up for — is there a lawyer in Ireland who could advise us on our HIPAA obligations? I'm Shannon btw.",
    "f:hipaa r:ie s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hey, I'm Denver 🙂 founder of a tiny analytics startup in Barcelona. A public hospital wants us to meet ENS medium category. Could you connect me with an ENS certification body? The consulting part we've handled in-house.",
    "f:ens r:es s:certification-body",
    "chat-message",
  ),
  q(
    "Hi there — I manage IT at a family-owned winery in Mendoza, about 80 people. We just started selling online and our payment provider mentioned PCI. I'd like someone to run a mock audit against PCI DSS to see where we stand before anything formal. Thanks, Valentina",
    "f:pci-dss r:ar s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello, I'm Jackson, head of IT at a hospital network in Riyadh. We're aligned to the NCA ECC already. We need a red team exercise against our clinical network this quarter, and local presence in the Kingdom is mandatory for us.",
    "r:sa s:penetration-testing",
    "chat-message",
  ),
  q(
    "hi, I'm Lourdes from a cloud hosting company in Mexico City, about 150 staff. Customers in Canada require ISO 27017 and ISO 27018. We have 27001 already; now we need a certification body to add 27017 and 27018 to our certificate — our current registrar or a new one.",
    "f:iso-27017,iso-27018 r:mx s:certification-body",
    "chat-message",
  ),
  q(
    "Hello, my name is Darwin and I look after compliance at a superannuation admin provider in Adelaide. Our clients want an ISAE 3402 controls report every year. We're switching providers, so we need a new audit firm for it.",
    "f:soc-1 r:au s:audit",
    "chat-message",
  ),
  q(
    "Hey! We're a Berlin-based Series C startup (~400 people) with a second engineering hub in Warsaw. We've got SOC 2 and ISO 27001 in place via Vanta. Next, the board wants a fully managed 24/7 SOC covering both offices. I'm Nevada, by the way — long story.",
    "r:de,pl s:managed-security",
    "chat-message",
  ),
  q(
    "Hi, I'm Tom Lyon, DPO at a private bank in Geneva with ~260 staff. FINMA circulars aside, we want ISO 22301 certification for business continuity. We have a draft BCMS but need an external consultant to finish the implementation.",
    "f:iso-22301 r:ch s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello there, hope you're well. We're a 30-person nonprofit in Brussels working with refugees — very sensitive data. We can't afford much. Is there someone who does GDPR advice and DPIAs for NGOs at a reduced rate? Thanks, Sam",
    "f:gdpr r:be s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Carmen, CTO of a fintech in Seoul with around 90 people. We passed ISMS-P last year. Now a Singapore bank wants our cloud platform to have CSA STAR. Could you find an auditor for a CSA STAR attestation?",
    "f:csa-star r:kr s:audit",
    "chat-message",
  ),
  q(
    "hey, I'm Tyler, the one-person IT team at a 55-person payments startup in Helsinki. We already use Microsoft Sentinel. The regulator is asking about DORA, and I'd like an interim CISO for six months plus a DORA gap analysis.",
    "f:dora r:fi s:gap-analysis,vciso",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "soc 2 auditor for a startup in Chicago, our lead investor is in London",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "iso 27001 certification body; we're in Auckland but host everything in AWS Sydney",
    "f:iso-27001 r:nz s:certification-body",
    "place-negative",
  ),
  q(
    "gdpr privacy consultant for a Stockholm app company whose users are mostly in Brazil",
    "f:gdpr r:se s:privacy-consulting",
    "place-negative",
  ),
  q(
    "pentest company, we're in Munich, our dev contractor is in Ukraine",
    "r:de s:penetration-testing",
    "place-negative",
  ),
  q(
    "we're the New York office of a Swiss watch brand, need a vciso",
    "r:us s:vciso",
    "place-negative",
  ),
  q(
    "met your team at GITEX in Dubai — we're a fintech in Riyadh looking for a pentest",
    "r:sa s:penetration-testing",
    "place-negative",
  ),
  q(
    "iso 27001 consultant who speaks Italian, we're in Zurich",
    "f:iso-27001 r:ch s:implementation-consulting",
    "place-negative",
  ),
  q(
    "soc 2 readiness assessment — no firms from Russia or China please",
    "f:soc-2 s:readiness-assessment",
    "place-negative",
  ),
  q(
    "security awareness training in Portuguese for our call centre staff, HQ in Newark NJ",
    "r:us s:security-awareness-training",
    "place-negative",
  ),
  q(
    "internal audit for iso 27001 at our Madrid office, the group HQ is in Mexico",
    "f:iso-27001 r:es s:internal-audit",
    "place-negative",
  ),
  q(
    "we supply parts to a Korean carmaker; need a tisax assessment provider for our plant in Ostrava",
    "f:tisax r:cz s:audit",
    "place-negative",
  ),
  q(
    "hipaa privacy lawyer, I'm Georgia Smith at a dental software firm in Calgary",
    "f:hipaa r:ca s:legal-advisory",
    "place-negative",
  ),
  q(
    "pentest for a travel app that integrates Air France and Qatar Airways, we're in Edinburgh",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "iso 9001 registrar for a condiments company in Quebec (we make dijon mustard and french dressing)",
    "f:iso-9001 r:ca s:certification-body",
    "place-negative",
  ),
  q(
    "c3pao recommendations — I'm at a conference in San Diego next week, but our plant is in Ottawa",
    "f:cmmc r:ca s:audit",
    "place-negative",
  ),
  q(
    "dora gap analysis for an insurer in Dublin — our cloud provider's data centres are in Belgium and the Netherlands",
    "f:dora r:ie s:gap-analysis",
    "place-negative",
  ),
  q(
    "soc 1 audit for a claims processor in Cork, our main client is a bank in Switzerland",
    "f:soc-1 r:ie s:audit",
    "place-negative",
  ),
  q(
    "english-speaking iso 27701 certification body, our office is in Haifa",
    "f:iso-27701 r:il s:certification-body",
    "place-negative",
  ),
  q(
    "virtual ciso — I'll be travelling in Thailand for two months so remote is fine; company is in Bristol",
    "r:uk s:vciso",
    "place-negative",
  ),
  q(
    "our company is called Nordic Bytes but we're in Lisbon — need an mdr provider",
    "r:pt s:managed-security",
    "place-negative",
  ),
  q(
    "supplier risk assessment for our vendors in Mexico and Colombia",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "phishing simulation vendor — our parent company in Japan picked KnowBe4 but we (Singapore office) want someone local",
    "r:sg s:security-awareness-training",
    "place-negative",
  ),
  q(
    "certification body for csa star level 2, data centres in Frankfurt and Virginia",
    "f:csa-star s:certification-body",
    "place-negative",
  ),
  q(
    "iso 27001 auditor who can do the audit in Spanish and Catalan; we're in Girona",
    "f:iso-27001 r:es s:audit",
    "place-negative",
  ),
  q(
    "pci dss consultant for a restaurant chain called Little Italy Pizza in Melbourne",
    "f:pci-dss r:au s:implementation-consulting",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 certfication body in frankfrut",
    "f:iso-27001 r:de s:certification-body",
    "misspelling",
  ),
  q("hipa gap analysis", "f:hipaa s:gap-analysis", "misspelling"),
  q("soc 2 audit firm in masachusetts", "f:soc-2 r:us s:audit", "misspelling"),
  q("pentset company in bengaluru", "r:in s:penetration-testing", "misspelling"),
  q("gdrp dpo service brussells", "f:gdpr r:be s:privacy-consulting", "misspelling"),
  q("pci-dds consultant in sao paolo", "f:pci-dss r:br s:implementation-consulting", "misspelling"),
  q("fractionl ciso stokholm", "r:se s:vciso", "misspelling"),
  q("hitrust r2 asessor", "f:hitrust s:audit", "misspelling"),
  q(
    "nis 2 implemntation consulting vienna",
    "f:nis2 r:at s:implementation-consulting",
    "misspelling",
  ),
  q(
    "cyberessentials certifcation body manchster",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("fedrmap 3pao", "f:fedramp s:audit", "misspelling"),
  q("ssae18 soc1 auditr chicago", "f:soc-1 r:us s:audit", "misspelling"),
  q("iso 27701 certifcation bodys", "f:iso-27701 s:certification-body", "misspelling"),
  q("penetrationtesting toronto", "r:ca s:penetration-testing", "misspelling"),
  q("soc2auditor nyc", "f:soc-2 r:us s:audit", "misspelling"),
  q(
    "securty awarness training for staff in melborne",
    "r:au s:security-awareness-training",
    "misspelling",
  ),
  q("manged security servces provider in riyadh", "r:sa s:managed-security", "misspelling"),
  q("nist csf gap analyis", "f:nist-csf s:gap-analysis", "misspelling"),
  q("interanl audit iso 9001 porto", "f:iso-9001 r:pt s:internal-audit", "misspelling"),
  q("tisax asesment puebla mexcio", "f:tisax r:mx s:audit", "misspelling"),

  // trade-term (10)
  q(
    "qualified security assessor for a level 1 service provider in Singapore",
    "f:pci-dss r:sg s:audit",
    "trade-term",
  ),
  q("third party assessment organization for fedramp high", "f:fedramp s:audit", "trade-term"),
  q(
    "need help filling out our SAQ A-EP, small webshop",
    "f:pci-dss s:implementation-consulting",
    "trade-term",
  ),
  q(
    "who issues SSAE 18 SOC 1 type 2 reports for payroll processors?",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "ukas accredited certification body for iso 27001 and iso 9001",
    "f:iso-27001,iso-9001 s:certification-body",
    "trade-term",
  ),
  q("certified third party assessment organization for cmmc", "f:cmmc s:audit", "trade-term"),
  q("attestation engagement for SOC 2 Type II by a licensed CPA", "f:soc-2 s:audit", "trade-term"),
  q("hitrust external assessor for an r2 validated assessment", "f:hitrust s:audit", "trade-term"),
  q("vda isa assessment provider, enx approved", "f:tisax s:audit", "trade-term"),
  q("registrar for iso 22301", "f:iso-22301 s:certification-body", "trade-term"),

  // new-language (20)
  q(
    "横浜の会社です。ISO 27001の内部監査を外部に委託したい",
    "f:iso-27001 r:jp s:internal-audit",
    "new-language",
  ),
  q("上海公司需要SOC 2审计", "f:soc-2 r:apac s:audit", "new-language"),
  q(
    "台北的資安顧問，協助導入ISO 27001",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q("부산에 있는 모의해킹 업체 찾습니다", "r:kr s:penetration-testing", "new-language"),
  q(
    "판교 스타트업, GDPR 대응 개인정보보호 컨설팅 필요합니다",
    "f:gdpr r:kr s:privacy-consulting",
    "new-language",
  ),
  q(
    "نحتاج شركة استشارات لتطبيق ISO 22301 في دبي",
    "f:iso-22301 r:ae s:implementation-consulting",
    "new-language",
  ),
  q(
    "مزود خدمة مركز عمليات أمنية مُدار على مدار الساعة في جدة",
    "r:sa s:managed-security",
    "new-language",
  ),
  q("दिल्ली में ISO 27001 प्रमाणन निकाय", "f:iso-27001 r:in s:certification-body", "new-language"),
  q("konsultant RODO dla firmy w Krakowie", "f:gdpr r:pl s:privacy-consulting", "new-language"),
  q("penetrační testy pro e-shop v Praze", "r:cz s:penetration-testing", "new-language"),
  q("SOC 2 denetimi için bağımsız denetçi arıyoruz", "f:soc-2 s:audit", "new-language"),
  q("σύμβουλος GDPR για ξενοδοχείο", "f:gdpr s:privacy-consulting", "new-language"),
  q("потрібен пентест для банку в Одесі", "r:emea s:penetration-testing", "new-language"),
  q("ISO 27001 belső audit szolgáltató", "f:iso-27001 s:internal-audit", "new-language"),
  q(
    "consultanță NIS2 pentru o companie din Chișinău",
    "f:nis2 r:emea s:implementation-consulting",
    "new-language",
  ),
  q("מבדק חדירות לחברת סטארטאפ בחיפה", "r:il s:penetration-testing", "new-language"),
  q("ที่ปรึกษา PDPA ในเชียงใหม่", "r:apac s:privacy-consulting", "new-language"),
  q("dịch vụ CISO thuê ngoài (vCISO) tại TP. Hồ Chí Minh", "r:apac s:vciso", "new-language"),
  q("auditor SOC 2 di Surabaya", "f:soc-2 r:apac s:audit", "new-language"),
  q(
    "ищем аудитора по ISO 27001 для компании в Тель-Авиве",
    "f:iso-27001 r:il s:audit",
    "new-language",
  ),

  // other-language (10)
  q(
    "Berater für ISO 27001 Einführung in Graz",
    "f:iso-27001 r:at s:implementation-consulting",
    "other-language",
  ),
  q("test d'intrusion pour une PME à Genève", "r:ch s:penetration-testing", "other-language"),
  q(
    "organisme de certification ISO 9001 à Montréal",
    "f:iso-9001 r:ca s:certification-body",
    "other-language",
  ),
  q("auditoría SOC 2 para empresa en Santiago de Chile", "f:soc-2 r:cl s:audit", "other-language"),
  q("DPO esterno per GDPR a Bologna", "f:gdpr r:it s:privacy-consulting", "other-language"),
  q("consultoria LGPD em Curitiba", "r:br s:privacy-consulting", "other-language"),
  q("pentest bureau in Antwerpen", "r:be s:penetration-testing", "other-language"),
  q("riskbedömning informationssäkerhet, Uppsala", "r:se s:risk-assessment", "other-language"),
  q(
    "ISO 27001 sertifiointielin Tampereella",
    "f:iso-27001 r:fi s:certification-body",
    "other-language",
  ),
  q("Datenschutzanwalt für DSGVO in Köln", "f:gdpr r:de s:legal-advisory", "other-language"),

  // city-or-state (6)
  q("hitrust assessor nashville tn", "f:hitrust r:us s:audit", "city-or-state"),
  q(
    "iso 27001 certification body ontario",
    "f:iso-27001 r:ca s:certification-body",
    "city-or-state",
  ),
  q("soc 2 readiness san jose, ca", "f:soc-2 r:us s:readiness-assessment", "city-or-state"),
  q("pentest queensland", "r:au s:penetration-testing", "city-or-state"),
  q("gdpr consultant glasgow", "f:gdpr r:uk s:privacy-consulting", "city-or-state"),
  q("compliance automation karnataka", "r:in s:compliance-automation", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "iso 27001 consultant Philippines",
    "f:iso-27001 r:apac s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "managed security provider in Nigeria",
    "r:emea s:managed-security",
    "country-outside-taxonomy",
  ),
  q("pci dss qsa Uruguay", "f:pci-dss r:latam s:audit", "country-outside-taxonomy"),
  q(
    "gdpr consultant for a team in Sri Lanka",
    "f:gdpr r:apac s:privacy-consulting",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "pentest and iso 27001 internal audit for offices in Madrid and Mexico City",
    "f:iso-27001 r:es,mx s:internal-audit,penetration-testing",
    "several-needs",
  ),
  q(
    "need soc 2 + hipaa + pci auditor, one firm for all three",
    "f:hipaa,pci-dss,soc-2 s:audit",
    "several-needs",
  ),
  q(
    "dora and nis2 gap analysis plus tlpt, bank in Vienna",
    "f:dora,nis2 r:at s:gap-analysis,penetration-testing",
    "several-needs",
  ),
  q(
    "vciso, mdr and compliance software bundle for a startup with teams in Singapore and Sydney",
    "r:au,sg s:compliance-automation,managed-security,vciso",
    "several-needs",
  ),
  q(
    "iso 27001 and iso 9001 certification body plus a gdpr dpo, we're based in Warsaw and Prague",
    "f:gdpr,iso-27001,iso-9001 r:cz,pl s:certification-body,privacy-consulting",
    "several-needs",
  ),
];
