import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 11, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND11_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi there 🙂 I'm the CTO of a 40-person HR-tech company in Edinburgh. Most of our customers are in the US and they keep asking for SOC 2. We've had Cyber Essentials for years. Looking for an auditor, UK or US is fine, budget up to £40k.",
    "f:soc-2 r:uk,us s:audit",
    "chat-message",
  ),
  q(
    "Hello, I write from Porto. Our company make software for pharmacies. A big client in Germany ask us ISO 27001 certificate until next summer. We need consultant to implement it, Portuguese company is better for us. Thanks",
    "f:iso-27001 r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good evening. I'm head of IT at a private hospital group in Riyadh. Our US insurance partner has asked for a HIPAA-aligned risk assessment. Please suggest firms with a presence in Saudi Arabia, not overseas.",
    "f:hipaa r:sa s:risk-assessment",
    "chat-message",
  ),
  q(
    "We're a seed-stage AI company based in Berlin with investors in San Francisco. They want us to get ISO 42001 and start thinking about the EU AI Act. Looking for consultancies anywhere in Europe, remote is totally fine.",
    "f:eu-ai-act,iso-42001 r:eu s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey folks, quick one: we run a small payment gateway in Bogotá. Visa says we need to move from SAQ D to a full ROC next year. Looking for a QSA that covers Latin America, Spanish-speaking would help.",
    "f:pci-dss r:latam s:audit",
    "chat-message",
  ),
  q(
    "My boss is in Chicago, I'm in Dublin and we have a dev team in Kyiv. The boss wants one vendor to run phishing simulations for everyone. Doesn't matter where they're based.",
    "r:ie s:security-awareness-training",
    "chat-message",
  ),
  q(
    "We are a contract manufacturer of medical devices near Eindhoven. We hold ISO 13485 and ISO 9001 already. Our US customer now wants a SOC 2 Type 1 for our cloud-connected device platform. Any Dutch or Belgian audit firms?",
    "f:soc-2 r:be,nl s:audit",
    "chat-message",
  ),
  q(
    "Hi, procurement officer at a state university in Arizona. We are issuing an RFP for a fractional CISO and a separate one for a campus-wide security awareness program. Vendors must be US-based. Please share relevant firms.",
    "r:us s:security-awareness-training,vciso",
    "chat-message",
  ),
  q(
    "Hello! Family-owned winery in Mendoza here 🍷 We started selling online to Europe and the accountant says we need to care about GDPR. Who can advise us? Someone in Argentina would be easier for us.",
    "f:gdpr r:ar s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Our parent company in Paris handles all the certifications. We're the Singapore subsidiary and just need a local pentest of our mobile app before a bank partnership goes live. Nothing else.",
    "r:sg s:penetration-testing",
    "chat-message",
  ),
  q(
    "hi, we're a tiny Shopify store in Leeds selling vintage vinyl. our payment provider flagged PCI and I honestly have no clue. Can someone just explain what we need and help fill the forms? not an auditor please, too expensive",
    "f:pci-dss r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "I'm a partner at a law firm in Frankfurt. One of our clients, a fintech in Vilnius, needs a DORA gap analysis and we'd like to refer them to a firm close to them.",
    "f:dora r:eu s:gap-analysis",
    "chat-message",
  ),
  q(
    "Good morning, we're a regional bank in Oslo. The supervisor expects TLPT under DORA and we want a red team provider with TIBER experience. Nordic providers preferred, but no Swedish firms due to a conflict of interest.",
    "f:dora r:nordics s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hey! 3 founders, all remote, company registered in Estonia (e-residency ftw). Our first enterprise customer in Chicago wants SOC 2. We'd love a compliance platform + auditor bundle, cheap as possible 😅",
    "f:soc-2 r:ee s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "We are a hospital trust in Manchester. Our new supplier sits in Bangalore and we need someone to do a third-party risk assessment of them, preferably a UK firm that can travel to India if needed.",
    "r:uk s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hola, I'm in Mexico City and run compliance for a lending app. Our US investors want a SOC 2 and our regulator asks for the usual stuff. Can you find me a Mexican consultancy that helps with SOC 2 readiness?",
    "f:soc-2 r:mx s:readiness-assessment",
    "chat-message",
  ),
  q(
    "I work at a defense electronics firm in San Diego. We already got our CMMC Level 2 certificate last year. Need a firm to run a mock assessment before our annual affirmation. California please.",
    "f:cmmc r:us s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello from Melbourne. Our SaaS stores data in AWS Sydney and Singapore. Customers in Japan want ISO 27017 and 27018 on top of our ISO 27001. Who can certify that? Aussie certification bodies only please.",
    "f:iso-27017,iso-27018 r:au s:certification-body",
    "chat-message",
  ),
  q(
    "Could you recommend a data protection lawyer? We're a clinic chain in Lausanne and a patient complained to the FDPIC. We also need a DPIA for our new booking system. French-speaking obviously.",
    "r:ch s:legal-advisory,privacy-consulting",
    "chat-message",
  ),
  q(
    "Yo, CTO of a gaming studio in Seoul here 🎮 our publisher in the US demands a pentest and a SOC 2 Type 2. we don't have SOC 2 yet lol. need both, ideally Korean firms.",
    "f:soc-2 r:kr s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "We're a German Mittelstand automotive supplier with plants in Poland and Mexico. Porsche wants TISAX for all three sites. Looking for one consultancy to prepare all plants; we'll choose the assessment provider separately later.",
    "f:tisax r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm the office manager at an architecture practice in Wellington. Our insurer requires MFA, security training for staff and also a basic risk assessment. Whole company is 14 people. Local please!",
    "r:nz s:risk-assessment,security-awareness-training",
    "chat-message",
  ),
  q(
    "Greetings. Our bank, based in Abu Dhabi, is expanding into Saudi Arabia and needs a vCISO who knows the SAMA framework. Please propose candidates located in Riyadh.",
    "r:sa s:vciso",
    "chat-message",
  ),
  q(
    "We're a cloud-native insurer in Zurich. FINMA and our reinsurers in Munich pushed us to do ISO 22301. We've got ISO 27001 already. Need a certification body. Not KPMG please, they're our auditors.",
    "f:iso-22301 r:ch s:certification-body",
    "chat-message",
  ),
  q(
    "Hello 🙏 our startup from Chennai builds clinic software sold in the US. Customers keep sending BAAs. Can an Indian firm help us become HIPAA compliant and then do the HITRUST e1 assessment? Budget around $15k.",
    "f:hipaa,hitrust r:in s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Dear all, I'm from an NGO in Brussels that handles refugee data. Our donors, mostly in Scandinavia, require a privacy impact assessment and an outsourced DPO. Belgian providers please, we can't travel.",
    "r:be s:privacy-consulting",
    "chat-message",
  ),
  q(
    "So our Copenhagen office is moving to a new ISMS and last year's auditor went bust. Need a new accredited certifier for our ISO 27001 transition audit to the 2022 version. A Danish or Swedish firm is fine.",
    "f:iso-27001 r:dk,se s:certification-body",
    "chat-message",
  ),
  q(
    "Hi! I lead IT at a chain of 30 bakeries around Lyon and Grenoble. We had ransomware in May. Looking for 24/7 SOC monitoring and EDR, but NOT a big consulting firm, we want a specialised MSSP near us.",
    "r:fr s:managed-security",
    "chat-message",
  ),
  q(
    "We're a federal contractor in Maryland selling a SaaS to the VA. We need FedRAMP. Is there a consultant who can write the SSP and do the NIST 800-53 control mapping? Our 3PAO is already picked.",
    "f:fedramp,nist-800-53 r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "good afternoon, we are a Japanese-owned company but our office is in Düsseldorf. The head office in Osaka wants group-wide ISO 27001 internal audits. Can you find German firms to do the internal audit here?",
    "f:iso-27001 r:de s:internal-audit",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "Our IT manager Austin Reyes is looking for a vCISO to mentor him",
    "s:vciso",
    "place-negative",
  ),
  q(
    "MDR provider that worked on the Paris Olympics, for our SOC needs",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "SOC 2 audit firm, we're a Texas Instruments supplier in Guadalajara",
    "f:soc-2 r:mx s:audit",
    "place-negative",
  ),
  q("penetration test report written in Japanese", "s:penetration-testing", "place-negative"),
  q(
    "we're a broker for Swiss Re based in Cape Town, need an ISO 27001 implementation partner",
    "f:iso-27001 r:za s:implementation-consulting",
    "place-negative",
  ),
  q("GDPR consultant, anywhere except Germany", "f:gdpr s:privacy-consulting", "place-negative"),
  q(
    "Georgia Clarke, our head of product, wants a second pentest opinion",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Lincoln from legal asked for a HIPAA consultant",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "SOC 1 report for our Danish pastry wholesale business in Minneapolis",
    "f:soc-1 r:us s:audit",
    "place-negative",
  ),
  q(
    "French-speaking DPO service for our Montreal office",
    "r:ca s:privacy-consulting",
    "place-negative",
  ),
  q(
    "we administer policies for New York Life, need a SOC 2 auditor",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "ISO 9001 registrar for a hamburger restaurant chain",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),
  q(
    "security awareness training in Arabic for our warehouse staff in Rotterdam",
    "r:nl s:security-awareness-training",
    "place-negative",
  ),
  q(
    "managed SOC for a Chinese restaurant chain in Vancouver",
    "r:ca s:managed-security",
    "place-negative",
  ),
  q(
    "pentest company, not Israeli, not Russian, ideally Polish",
    "r:pl s:penetration-testing",
    "place-negative",
  ),
  q(
    "vendor risk assessment for suppliers of Dubai Duty Free, we're in Dublin",
    "r:ie s:risk-assessment",
    "place-negative",
  ),
  q("Madison from compliance wants a DORA gap analysis", "f:dora s:gap-analysis", "place-negative"),
  q(
    "HITRUST assessor, our hosting is in AWS Frankfurt but we're a Nashville company",
    "f:hitrust r:us s:audit",
    "place-negative",
  ),
  q(
    "Canadian Solar supplier in Birmingham, UK needs a Cyber Essentials Plus certification body",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "Indian-owned software company in Leicester looking for ISO 27001 auditors",
    "f:iso-27001 r:uk s:audit",
    "place-negative",
  ),
  q("privacy lawyer for our Spanish-language podcast", "s:legal-advisory", "place-negative"),
  q(
    "fractional CISO, our office is on Avenida do Brasil in Lisbon",
    "r:pt s:vciso",
    "place-negative",
  ),
  q(
    "SOC 2 readiness for a startup, investors in Singapore, team in Toronto",
    "f:soc-2 r:ca s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Not looking in Ireland: EU-based NIS2 consultant please",
    "f:nis2 r:eu s:implementation-consulting",
    "place-negative",
  ),
  q(
    "ISO 42001 consultant for a Holland & Barrett supplier",
    "f:iso-42001 s:implementation-consulting",
    "place-negative",
  ),

  // misspelling (20)
  q("iso 270001 certifcation body", "f:iso-27001 s:certification-body", "misspelling"),
  q("soc2auditfirm new yrok", "f:soc-2 r:us s:audit", "misspelling"),
  q("pentestign services toronot", "r:ca s:penetration-testing", "misspelling"),
  q("gdpr consulatnt barcelon", "f:gdpr r:es s:privacy-consulting", "misspelling"),
  q("pci-dss qsa johanesburg", "f:pci-dss r:za s:audit", "misspelling"),
  q("hippa risk asessment", "f:hipaa s:risk-assessment", "misspelling"),
  q("nist csf gap anaylsis", "f:nist-csf s:gap-analysis", "misspelling"),
  q("vciso swtizerland", "r:ch s:vciso", "misspelling"),
  q(
    "iso 27701 implementaion norawy",
    "f:iso-27701 r:no s:implementation-consulting",
    "misspelling",
  ),
  q("tisax asessment provider in germnay", "f:tisax r:de s:audit", "misspelling"),
  q("soc 1 tpye 2 auditor", "f:soc-1 s:audit", "misspelling"),
  q("managed securty provider brisbaen", "r:au s:managed-security", "misspelling"),
  q("cybersecuirty awarness training dubia", "r:ae s:security-awareness-training", "misspelling"),
  q("cmmc consulrant", "f:cmmc s:implementation-consulting", "misspelling"),
  q(
    "iso 22031 business contunity consultnt",
    "f:iso-22301 s:implementation-consulting",
    "misspelling",
  ),
  q("fedramp readines assesment", "f:fedramp s:readiness-assessment", "misspelling"),
  q("hitrust csf assesor texsa", "f:hitrust r:us s:audit", "misspelling"),
  q("pentets copenhagn", "r:dk s:penetration-testing", "misspelling"),
  q("sox itgc interanl audit firm", "f:sox s:internal-audit", "misspelling"),
  q("privacy impact assesment auckand", "r:nz s:privacy-consulting", "misspelling"),

  // trade-term (10)
  q("C3PAO availability for a Level 2 assessment in Q3", "f:cmmc s:audit", "trade-term"),
  q("ISAE 3402 Type II report for our payroll service", "f:soc-1 s:audit", "trade-term"),
  q("SAQ D with an AOC signed by a QSA", "f:pci-dss s:audit", "trade-term"),
  q(
    "ISO 27001 lead implementer for hire, 3 months",
    "f:iso-27001 s:implementation-consulting",
    "trade-term",
  ),
  q("outsourced DPO for GDPR and a ROPA refresh", "f:gdpr s:privacy-consulting", "trade-term"),
  q("red teaming with an assumed-breach scenario", "s:penetration-testing", "trade-term"),
  q("registrar for ISO 9001:2015 recertification", "f:iso-9001 s:certification-body", "trade-term"),
  q("MDR or MSSP with a 24/7 SOC for a hospital", "s:managed-security", "trade-term"),
  q(
    "VDA ISA self-assessment review before our TISAX AL2 audit",
    "f:tisax s:readiness-assessment",
    "trade-term",
  ),
  q(
    "CPA firm to attest our SOC 2 Type II using the carve-out method for our subservice org",
    "f:soc-2 s:audit",
    "trade-term",
  ),

  // new-language (20)
  q(
    "Vi trenger en revisor for SOC 2 til programvareselskapet vårt i Bergen",
    "f:soc-2 r:no s:audit",
    "new-language",
  ),
  q(
    "Hvem kan hjælpe os med at blive klar til NIS2? Vi er en kommune i Jylland.",
    "f:nis2 r:dk s:implementation-consulting",
    "new-language",
  ),
  q(
    "Við leitum að ráðgjafa vegna ISO 27001 vottunar, fyrirtækið er í Reykjavík",
    "f:iso-27001 r:nordics s:implementation-consulting",
    "new-language",
  ),
  q("Meklējam uzņēmumu ielaušanās testēšanai Rīgā", "r:eu s:penetration-testing", "new-language"),
  q("Ieškome BDAR konsultanto Vilniuje", "f:gdpr r:eu s:privacy-consulting", "new-language"),
  q(
    "Hľadáme certifikačný orgán pre ISO 9001, firma sídli v Bratislave",
    "f:iso-9001 r:eu s:certification-body",
    "new-language",
  ),
  q("Шукаємо віртуального CISO для IT-компанії у Львові", "r:emea s:vciso", "new-language"),
  q("Търсим одитор по PCI DSS в София", "f:pci-dss r:eu s:audit", "new-language"),
  q(
    "Тражимо фирму за управљане безбедносне услуге и SOC надзор, седиште нам је у Београду",
    "r:emea s:managed-security",
    "new-language",
  ),
  q(
    "Tražimo konzultanta za usklađivanje s DORA-om, mi smo banka u Zagrebu",
    "f:dora r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kërkojmë një kompani për vlerësimin e rrezikut të sigurisë kibernetike në Tiranë",
    "r:emea s:risk-assessment",
    "new-language",
  ),
  q("Փնտրում ենք SOC 2 աուդիտոր ԱՄՆ-ում", "f:soc-2 r:us s:audit", "new-language"),
  q(
    "به دنبال مشاور ISO 27001 در دبی هستیم",
    "f:iso-27001 r:ae s:implementation-consulting",
    "new-language",
  ),
  q(
    "لندن میں GDPR کے لیے ڈیٹا پروٹیکشن آفیسر کی سروس چاہیے",
    "f:gdpr r:uk s:privacy-consulting",
    "new-language",
  ),
  q("কলকাতায় ISO 27001 অডিট করার জন্য একটি সংস্থা খুঁজছি", "f:iso-27001 r:in s:audit", "new-language"),
  q("หาบริษัทที่ปรึกษาด้าน PDPA ในกรุงเทพฯ", "r:apac s:privacy-consulting", "new-language"),
  q(
    "Naghahanap kami ng kompanya para sa SOC 2 readiness assessment, nasa Makati ang opisina namin",
    "f:soc-2 r:apac s:readiness-assessment",
    "new-language",
  ),
  q(
    "በአዲስ አበባ የሳይበር ደህንነት ስልጠና የሚሰጥ ድርጅት እንፈልጋለን",
    "r:emea s:security-awareness-training",
    "new-language",
  ),
  q(
    "Busquem una consultoria per implantar l'ENS en un ajuntament de Girona",
    "f:ens r:es s:implementation-consulting",
    "new-language",
  ),
  q(
    "판교 스타트업인데 ISMS-P 말고 ISO 27001 인증 컨설팅 업체 찾아요",
    "f:iso-27001 r:kr s:implementation-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Suche Auditor für ISO 27001 Überwachungsaudit, Firmensitz Zürich",
    "f:iso-27001 r:ch s:audit",
    "other-language",
  ),
  q(
    "Wer bietet Awareness-Schulungen und Phishing-Simulationen für Behörden in Sachsen an?",
    "r:de s:security-awareness-training",
    "other-language",
  ),
  q(
    "Cabinet de conseil pour la mise en conformité RGPD d'une mutuelle à Bordeaux",
    "f:gdpr r:fr s:privacy-consulting",
    "other-language",
  ),
  q(
    "Nous sommes une PME à Liège et cherchons un RSSI externalisé",
    "r:be s:vciso",
    "other-language",
  ),
  q(
    "Buscamos empresa de pentesting en Santiago de Chile para nuestra app bancaria",
    "r:cl s:penetration-testing",
    "other-language",
  ),
  q(
    "Auditor SOC 2 en Ciudad de México, somos una fintech",
    "f:soc-2 r:mx s:audit",
    "other-language",
  ),
  q(
    "Cerchiamo un consulente per l'adeguamento alla NIS2, azienda di Bologna nel settore energia",
    "f:nis2 r:it s:implementation-consulting",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor een ISO 27001 gap-analyse, kantoor in Antwerpen",
    "f:iso-27001 r:be s:gap-analysis",
    "other-language",
  ),
  q(
    "Precisamos de uma empresa para avaliação de riscos de fornecedores, estamos em Belo Horizonte",
    "r:br s:risk-assessment",
    "other-language",
  ),
  q(
    "Organismo di certificazione accreditato per ISO 9001 a Napoli",
    "f:iso-9001 r:it s:certification-body",
    "other-language",
  ),

  // city-or-state (5)
  q(
    "ISO 27001 consultancy Catalonia",
    "f:iso-27001 r:es s:implementation-consulting",
    "city-or-state",
  ),
  q("SOC 2 auditor in Quebec", "f:soc-2 r:ca s:audit", "city-or-state"),
  q("pen testing firms in Pune", "r:in s:penetration-testing", "city-or-state"),
  q("GDPR consultant County Cork", "f:gdpr r:ie s:privacy-consulting", "city-or-state"),
  q("vCISO Canton of Zug", "r:ch s:vciso", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 certification body in Greece",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor for a company in Egypt", "f:soc-2 r:mena s:audit", "country-outside-taxonomy"),
  q("penetration testing Nigeria", "r:emea s:penetration-testing", "country-outside-taxonomy"),
  q(
    "data protection consultant Uruguay",
    "r:latam s:privacy-consulting",
    "country-outside-taxonomy",
  ),
  q("managed security provider Malaysia", "r:apac s:managed-security", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "SOC 1 and SOC 2 audits from the same CPA firm, US-based",
    "f:soc-1,soc-2 r:us s:audit",
    "several-needs",
  ),
  q(
    "ISO 27001 certification body and a separate pentest provider in Switzerland",
    "f:iso-27001 r:ch s:certification-body,penetration-testing",
    "several-needs",
  ),
  q(
    "NIS2 and ISO 27001 gap analysis for sites in Denmark and Finland",
    "f:iso-27001,nis2 r:dk,fi s:gap-analysis",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy consulting, offices in Ireland and the US",
    "f:ccpa,gdpr r:ie,us s:privacy-consulting",
    "several-needs",
  ),
  q(
    "vCISO plus phishing simulation plus GRC platform for a UK charity",
    "r:uk s:compliance-automation,security-awareness-training,vciso",
    "several-needs",
  ),
];
