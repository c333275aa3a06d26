import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 12, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND12_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi! We're a 12-person design agency in Bristol. A new enterprise client wants Cyber Essentials by next month and our IT guy has just left 😬 Can someone guide us through it and get us certified? Budget ~£2k.",
    "f:cyber-essentials r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I'm head of compliance at a payment institution in Vilnius. We need DORA threat-led penetration testing (TLPT) next year. Our group parent is in Stockholm but procurement is handled locally. Please advise on providers.",
    "f:dora r:eu s:penetration-testing",
    "chat-message",
  ),
  q(
    "hey, anyone know a good SOC 2 auditor that isn't super expensive? we're pre-seed, 6 people, based in Lagos. our lead investor says we need a Type 1 before the US launch",
    "f:soc-2 r:emea s:audit",
    "chat-message",
  ),
  q(
    "Good morning, we are a hospital group in Monterrey. We'd like an external firm to run a SOC with 24x7 monitoring and incident response. Our current contract with a US provider ends in April. Spanish support is mandatory.",
    "r:mx s:managed-security",
    "chat-message",
  ),
  q(
    "Hi team — we're shipping an LLM-based underwriting product out of Amsterdam. Our insurer clients now want to see an ISO 42001 certificate. Looking for an accredited certification body that already does 42001 audits. Thanks! – Daan",
    "f:iso-42001 r:nl s:certification-body",
    "chat-message",
  ),
  q(
    "We're an IT services company in Chennai and a UK bank client asked for our SoA and latest internal audit report. Our internal auditor quit. Need an outsourced ISO 27001 internal audit before 30 Sept.",
    "f:iso-27001 r:in s:internal-audit",
    "chat-message",
  ),
  q(
    "Hiya, we're a charity based in Glasgow with about 60 volunteers. We handle sensitive data about vulnerable adults and the board wants a proper data protection review and someone to act as our DPO. Not a huge budget, sadly.",
    "r:uk s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Looking for a SOC 1 provider. We're a fund administrator in Luxembourg; our clients are US and UK asset managers who need an ISAE 3402 Type II. The first period would start 1 January.",
    "f:soc-1 r:lu s:audit",
    "chat-message",
  ),
  q(
    "hello, we're a Shopify Plus merchant in Melbourne doing ~2M card transactions a year. Our acquirer says we now need an onsite PCI assessment instead of the SAQ. Who can do it? 🙏",
    "f:pci-dss r:au s:audit",
    "chat-message",
  ),
  q(
    "Hi, we are a defense contractor in San Diego, CA. We just did our NIST 800-171 self-assessment and scored 68. Looking for a C3PAO to schedule our CMMC L2 certification assessment, ideally mid next year.",
    "f:cmmc r:us s:audit",
    "chat-message",
  ),
  q(
    "We're a telecom with HQ in Montreal, but this RFP is for our Calgary data centre only: ISO 27001 surveillance audits and recertification for the next three years. French not required.",
    "f:iso-27001 r:ca s:certification-body",
    "chat-message",
  ),
  q(
    "Hello from Kraków! We build ERP software for German Mittelstand customers, and three of them now insist on TISAX. We'd like to start with a TISAX gap analysis. Polish or English speakers welcome.",
    "f:tisax r:pl s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hey, we're a proptech in Cape Town. POPIA has been a mess for us and we're about to sign a big UK customer who wants GDPR too. Looking for a privacy consultant who knows both. Thanks, Thabo",
    "f:gdpr r:za s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, we run 40 pharmacies across Ontario. Need security awareness training + regular phishing simulations for pharmacists and techs, ideally bilingual EN/FR. Our head office in Ottawa will manage it. Budget around CAD 15k/yr.",
    "r:ca s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Our Norwegian parent company wants every subsidiary on ISO 27001 by 2027. We're the Danish subsidiary in Odense, 80 staff. Looking for a consultant to run the implementation — Danish-speaking please.",
    "f:iso-27001 r:dk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi! Fintech in Bangalore, regulated by RBI. We need a VAPT of our UPI app and API gateway, CERT-In empanelled firms only. Please share quotes by 10 Nov. Regards, Rohit",
    "r:in s:penetration-testing",
    "chat-message",
  ),
  q(
    "We are a company in Jeddah and want to replace our in-house CISO with a virtual CISO for 12 months while we hire. Must understand SAMA CSF and the NCA controls. Arabic and English.",
    "r:sa s:vciso",
    "chat-message",
  ),
  q(
    "Hey everyone, our SaaS runs in AWS eu-central-1 and a German public-sector customer needs a BSI C5 Type 2 attestation. We're based in Hamburg. Who are the auditors doing C5 these days?",
    "f:c5 r:de s:audit",
    "chat-message",
  ),
  q(
    "Hello, we're a fintech in Santiago de Chile. Our partner bank has asked us for a SOC 2 Type 2 before they go live with our API. Is there a local auditor who can do it this year? ¡Gracias!",
    "f:soc-2 r:cl s:audit",
    "chat-message",
  ),
  q(
    "Hi there. We make connected insulin pumps in Galway. Our FDA premarket submission needs a pentest report for the pump firmware and the companion app. Can you recommend testers? - Siobhán",
    "r:ie s:penetration-testing",
    "chat-message",
  ),
  q(
    "Howdy from Denver! We're a 200-person logistics SaaS. Need HITRUST e1 this year and r2 next year. Looking for an assessor firm, and also curious whether any of them bundle in a readiness assessment.",
    "f:hitrust r:us s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Need help urgently: ransomware scare last week (nothing encrypted, thankfully). Our cyber insurer in London wants an independent risk assessment before renewal. We're a law firm in Edinburgh, 35 fee earners.",
    "r:uk s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hello, I'm with a Singapore-based crypto custodian. We're considering SOC 2 and ISO 27001 and don't know which to do first. Could a consultant do a quick gap assessment against both and advise?",
    "f:iso-27001,soc-2 r:sg s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, looking for someone to run a mock audit before our ISO 27001 stage 2 in March. We're in Wellington and our certification body flies in from Australia. Can the mock audit be done remotely? Cheers",
    "f:iso-27001 r:nz s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Bom dia! We're a healthtech in Porto with clients in Spain and Brazil. We'd like a NIS2 readiness review and help setting up an ISMS aligned to ISO 27001. Any Portuguese-speaking firms?",
    "f:iso-27001,nis2 r:pt s:implementation-consulting,readiness-assessment",
    "chat-message",
  ),
  q(
    "hey there 👋 we're a 30-person AI startup, fully distributed. We've picked Drata and need a SOC 2 auditor who knows it well, plus a pen test since enterprise buyers keep asking. Thoughts?",
    "f:soc-2 s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Greetings from Doha. Our group is implementing ISO 22301 and we want a certification body that can audit our sites in Doha and Al Khor in one go. Please share credentials and day rates. Best, Fatima",
    "f:iso-22301 r:mena s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, I'm a solo founder in Berlin with a tiny B2B SaaS. A customer wants to know if we comply with GDPR and asks for a DPA and TOMs. Is there a lawyer who does this affordably? Danke!",
    "f:gdpr r:de s:legal-advisory",
    "chat-message",
  ),
  q(
    "We're a mid-market retailer with stores in Texas and Oklahoma. The card brands flagged us after a skimming incident. We need PCI DSS compliance help so it doesn't happen again. Budget approved, start ASAP.",
    "f:pci-dss r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, our company is in Seoul and we supply a European automaker. They asked for a TISAX label and ISO 27001. We need a Korean-speaking consulting partner to prepare us for both. Deadline is next June.",
    "f:iso-27001,tisax r:kr s:implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "Dakota from finance here — do we have a vendor for outsourced internal audit of our SOX controls?",
    "f:sox s:internal-audit",
    "place-negative",
  ),
  q(
    "My name is India Thompson and I run compliance at a fintech in Leeds; we need a PCI DSS gap analysis",
    "f:pci-dss r:uk s:gap-analysis",
    "place-negative",
  ),
  q(
    "Zurich Insurance, our biggest client, requires a penetration test of the portal we host for them. Who can do it?",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant who speaks Japanese, for our team in Düsseldorf",
    "f:iso-27001 r:de s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Arabic-speaking DPO service for a charity with no office, we are fully online",
    "s:privacy-consulting",
    "place-negative",
  ),
  q(
    "We can't use any supplier from Russia or China. Looking for a managed SOC provider.",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "Our product is called Sahara and it processes patient data — need a HIPAA risk assessment",
    "f:hipaa s:risk-assessment",
    "place-negative",
  ),
  q(
    "Hi, Victoria here from the privacy team — looking for an ISO 27701 certification body in Germany",
    "f:iso-27701 r:de s:certification-body",
    "place-negative",
  ),
  q(
    "Need a consultant to explain how our Basel III operational risk work maps onto DORA",
    "f:dora s:implementation-consulting",
    "place-negative",
  ),
  q(
    "We supply inflight catering to Singapore Airlines from our kitchens in Manila and need ISO 22301 consultancy",
    "f:iso-22301 r:apac s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Lincoln, our CTO, asked me to find a red team provider, preferably in Canada",
    "r:ca s:penetration-testing",
    "place-negative",
  ),
  q(
    "SOC 2 auditor needed — we take American Express and our bank is Bank of America, does that matter?",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "We're not in Germany, we're in Austria — looking for a TISAX assessment provider",
    "f:tisax r:at s:audit",
    "place-negative",
  ),
  q(
    "Our Helsinki office closed last year; the remaining team is in Oslo and needs a vCISO",
    "r:no s:vciso",
    "place-negative",
  ),
  q(
    "Georgia from marketing wants a phishing awareness program for the sales team",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Our Boston team is mostly Brazilian, so we want a Portuguese-speaking ISO 27001 internal auditor",
    "f:iso-27001 r:us s:internal-audit",
    "place-negative",
  ),
  q(
    "Tokio Marine, our insurer, asked about our NIST CSF maturity — who can do a maturity assessment?",
    "f:nist-csf s:gap-analysis",
    "place-negative",
  ),
  q(
    "Kent here, IT lead at a school trust in Surrey; we need Cyber Essentials certification",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "Our marketing team in Madrid is not involved; the SOC 2 readiness assessment is for the Dublin engineering office",
    "f:soc-2 r:ie s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Looking for an ISO 9001 consultant, not in Mexico anymore — our plant moved to Colombia",
    "f:iso-9001 r:co s:implementation-consulting",
    "place-negative",
  ),
  q(
    "We're built on the Phoenix framework (Elixir) and need application security testing before launch",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our parent in Seoul wants us to get a SOC 2 report; we're the US subsidiary in Atlanta. Which CPA firms are good?",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "Israel Okafor, CISO. Need a HITRUST r2 assessor, no location preference.",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q(
    "DPO with Danish language skills for an e-shop whose customers are in Denmark; we're in Malmö",
    "r:se s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Helsinki Declaration ethics aside, our clinical trial platform needs an ISO 27001 gap assessment",
    "f:iso-27001 s:gap-analysis",
    "place-negative",
  ),

  // misspelling (20)
  q("penetation tesitng paris", "r:fr s:penetration-testing", "misspelling"),
  q("soc 2 readyness assesment", "f:soc-2 s:readiness-assessment", "misspelling"),
  q(
    "iso 27001 consultnat melbourne",
    "f:iso-27001 r:au s:implementation-consulting",
    "misspelling",
  ),
  q("gdrp dpo servce", "f:gdpr s:privacy-consulting", "misspelling"),
  q("pcidss qsa in singapur", "f:pci-dss r:sg s:audit", "misspelling"),
  q("Sacremento CA soc2 audit firm", "f:soc-2 r:us s:audit", "misspelling"),
  q("hitrust assesment firm chicgo", "f:hitrust r:us s:audit", "misspelling"),
  q("cmmc rpo virgina", "f:cmmc r:us s:implementation-consulting", "misspelling"),
  q(
    "nis 2 complaince consultancy norwya",
    "f:nis2 r:no s:implementation-consulting",
    "misspelling",
  ),
  q(
    "vulnerabilty assesment and penetraion testing mumbai",
    "r:in s:penetration-testing",
    "misspelling",
  ),
  q("iso 9001 certifcation bodys canda", "f:iso-9001 r:ca s:certification-body", "misspelling"),
  q("virtaul ciso stockhom", "r:se s:vciso", "misspelling"),
  q("secuity awarenes traning for hospitals", "s:security-awareness-training", "misspelling"),
  q("managed detecion and responce uae", "r:ae s:managed-security", "misspelling"),
  q("gap anaylsis iso27701", "f:iso-27701 s:gap-analysis", "misspelling"),
  q("dataprotection officer as a service brussles", "r:be s:privacy-consulting", "misspelling"),
  q("fed ramp 3pao asessor", "f:fedramp s:audit", "misspelling"),
  q("soc1 ssae18 auditer", "f:soc-1 s:audit", "misspelling"),
  q("Vancover BC pentest", "r:ca s:penetration-testing", "misspelling"),
  q("cyber risk assesmnet isreal", "r:il s:risk-assessment", "misspelling"),

  // trade-term (10)
  q("CPA firm to issue our first SOC 2 Type 1", "f:soc-2 s:audit", "trade-term"),
  q("SSAE 18 SOC 1 Type 2 for a payroll processor", "f:soc-1 s:audit", "trade-term"),
  q(
    "need an AoC signed by a QSA for our service provider SAQ D",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q(
    "ISA-qualified consultant to help us with our PCI DSS self-assessment",
    "f:pci-dss s:implementation-consulting",
    "trade-term",
  ),
  q(
    "FedRAMP SSP and POA&M writing support before our assessment",
    "f:fedramp s:implementation-consulting",
    "trade-term",
  ),
  q("CISO-as-a-service, 4 days a month, board reporting included", "s:vciso", "trade-term"),
  q(
    "full-scope red team with physical intrusion and social engineering",
    "s:penetration-testing",
    "trade-term",
  ),
  q(
    "ISO 27001 lead auditor for a pre-certification audit",
    "f:iso-27001 s:readiness-assessment",
    "trade-term",
  ),
  q("certified CMMC assessor (CCA) for our Level 2", "f:cmmc s:audit", "trade-term"),
  q("outsourced DPO and DPIA support under the GDPR", "f:gdpr s:privacy-consulting", "trade-term"),

  // new-language (20)
  q(
    "판교에 있는 스타트업인데 SOC 2 감사 받을 수 있는 회계법인 추천 부탁드립니다",
    "f:soc-2 r:kr s:audit",
    "new-language",
  ),
  q(
    "Ищем команду для red team проекта, нужно проверить нашу инфраструктуру",
    "s:penetration-testing",
    "new-language",
  ),
  q(
    "به دنبال مشاور برای پیاده‌سازی ISO 27001 در دبی هستیم",
    "f:iso-27001 r:ae s:implementation-consulting",
    "new-language",
  ),
  q("ঢাকায় আমাদের ফিনটেক কোম্পানির জন্য PCI DSS অডিটর খুঁজছি", "f:pci-dss r:apac s:audit", "new-language"),
  q(
    "சென்னையில் ISO 9001 சான்றிதழ் வழங்கும் நிறுவனம் தேவை",
    "f:iso-9001 r:in s:certification-body",
    "new-language",
  ),
  q(
    "Kami mencari perunding GDPR untuk syarikat kami di Kuala Lumpur",
    "f:gdpr r:apac s:privacy-consulting",
    "new-language",
  ),
  q(
    "Naghahanap kami ng kumpanya na magbibigay ng security awareness training sa mga empleyado namin sa Cebu",
    "r:apac s:security-awareness-training",
    "new-language",
  ),
  q(
    "Hľadáme konzultanta na zavedenie NIS2 v našej firme v Bratislave",
    "f:nis2 r:eu s:implementation-consulting",
    "new-language",
  ),
  q("Търсим одитор за SOC 2 доклад, фирмата ни е в София", "f:soc-2 r:eu s:audit", "new-language"),
  q(
    "Тражимо фирму за тестирање продора (пенетрациони тест) у Београду",
    "r:emea s:penetration-testing",
    "new-language",
  ),
  q(
    "Trebamo vanjskog službenika za zaštitu podataka (DPO) za našu tvrtku u Zagrebu",
    "r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Iščemo certifikacijski organ za ISO 27001 v Ljubljani",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Vi trenger ekstern internrevisjon av ISO 27001 for kontoret vårt i Bergen",
    "f:iso-27001 r:no s:internal-audit",
    "new-language",
  ),
  q(
    "Við leitum að fyrirtæki sem getur gert áhættumat á upplýsingaöryggi fyrir okkur í Reykjavík",
    "r:nordics s:risk-assessment",
    "new-language",
  ),
  q(
    "Meklējam konsultantu DORA prasību ieviešanai, mūsu banka atrodas Rīgā",
    "f:dora r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Ieškome virtualaus informacijos saugumo vadovo (vCISO) Vilniuje",
    "r:eu s:vciso",
    "new-language",
  ),
  q(
    "کراچی میں ISO 27001 گیپ اینالیسس کے لیے کنسلٹنٹ درکار ہے",
    "f:iso-27001 r:apac s:gap-analysis",
    "new-language",
  ),
  q(
    "Ons soek 'n maatskappy wat bestuurde sekuriteitsdienste (SOC) in Pretoria kan lewer",
    "r:za s:managed-security",
    "new-language",
  ),
  q(
    "Rydym yn chwilio am gorff ardystio Cyber Essentials yng Nghaerdydd",
    "f:cyber-essentials r:uk s:certification-body",
    "new-language",
  ),
  q("ვეძებთ GDPR-ის კონსულტანტს თბილისში", "f:gdpr r:emea s:privacy-consulting", "new-language"),

  // other-language (10)
  q(
    "Gesucht: Zertifizierungsstelle für ISO 27001 mit Auditoren in Nordrhein-Westfalen",
    "f:iso-27001 r:de s:certification-body",
    "other-language",
  ),
  q(
    "Besoin d'un délégué à la protection des données externalisé pour notre clinique à Genève",
    "r:ch s:privacy-consulting",
    "other-language",
  ),
  q(
    "Buscamos empresa de pruebas de penetración en Buenos Aires, preferiblemente con experiencia en banca",
    "r:ar s:penetration-testing",
    "other-language",
  ),
  q(
    "Consulenti per l'adeguamento alla direttiva NIS2, siamo un'azienda manifatturiera di Bologna",
    "f:nis2 r:it s:implementation-consulting",
    "other-language",
  ),
  q(
    "Empresa de auditoria SOC 2 em São Paulo para startup de saúde",
    "f:soc-2 r:br s:audit",
    "other-language",
  ),
  q(
    "Wie kan bij ons een ISO 27001-nulmeting uitvoeren? We zitten in Antwerpen",
    "f:iso-27001 r:be s:gap-analysis",
    "other-language",
  ),
  q(
    "Söker konsult som kan hjälpa oss att bli ISO 27001-certifierade, vi finns i Uppsala",
    "f:iso-27001 r:se s:implementation-consulting",
    "other-language",
  ),
  q(
    "Wir brauchen eine Phishing-Schulung zur Sensibilisierung unserer Mitarbeitenden, Standort Graz",
    "r:at s:security-awareness-training",
    "other-language",
  ),
  q(
    "Recherche cabinet d'audit pour un rapport ISAE 3402 type 2, siège au Luxembourg",
    "f:soc-1 r:lu s:audit",
    "other-language",
  ),
  q(
    "Necesitamos un CISO virtual con conocimientos del ENS para nuestra pyme en Valencia",
    "f:ens r:es s:vciso",
    "other-language",
  ),

  // city-or-state (5)
  q(
    "ISO 27001 certification bodies in Scotland",
    "f:iso-27001 r:uk s:certification-body",
    "city-or-state",
  ),
  q("penetration testers in New South Wales", "r:au s:penetration-testing", "city-or-state"),
  q("SOC 2 audit firms in Massachusetts", "f:soc-2 r:us s:audit", "city-or-state"),
  q("data protection consultancy in Flanders", "r:be s:privacy-consulting", "city-or-state"),
  q("managed security provider in Maharashtra", "r:in s:managed-security", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 consultants in Malaysia",
    "f:iso-27001 r:apac s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor in Hungary", "f:soc-2 r:eu s:audit", "country-outside-taxonomy"),
  q(
    "penetration testing company Kenya",
    "r:emea s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA in Qatar", "f:pci-dss r:mena s:audit", "country-outside-taxonomy"),
  q("vCISO services Uruguay", "r:latam s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "auditor for SOC 2 + HIPAA and a privacy consultant for GDPR, we have offices in Boston and Dublin",
    "f:gdpr,hipaa,soc-2 r:ie,us s:audit,privacy-consulting",
    "several-needs",
  ),
  q(
    "ISO 27001, ISO 27017 and ISO 27018 certification in one audit, Netherlands",
    "f:iso-27001,iso-27017,iso-27018 r:nl s:certification-body",
    "several-needs",
  ),
  q(
    "CMMC and NIST 800-53 gap analysis plus a vCISO, Virginia or Maryland",
    "f:cmmc,nist-800-53 r:us s:gap-analysis,vciso",
    "several-needs",
  ),
  q(
    "PCI DSS QSA and quarterly pentests for our stores in Spain and Portugal",
    "f:pci-dss r:es,pt s:audit,penetration-testing",
    "several-needs",
  ),
  q(
    "CSA STAR and ISO 42001 certification plus EU AI Act legal advice, Germany or Austria",
    "f:csa-star,eu-ai-act,iso-42001 r:at,de s:certification-body,legal-advisory",
    "several-needs",
  ),
];
