import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 8, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI messages with parents, investors and customers elsewhere, person/brand/team/event/hosting place words, typos, assessor jargon, twenty non-core languages (none shared with the dev half) in their own scripts, core European languages, sub-national places, countries outside the taxonomy and multi-need asks. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND8_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "hey all, I run security at a 90-person insurtech in Edinburgh. our reinsurer in Bermuda wants evidence of ISO 27001 by next renewal. we have Cyber Essentials already. need someone to build the ISMS with us, ideally Scottish or at least UK",
    "f:iso-27001 r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi! Small e-commerce brand from Porto, we just switched payment processor and they're asking for a SAQ. Nobody here knows what that is 😅 can someone walk us through PCI and fill it in with us?",
    "f:pci-dss r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "we are a medical device startup in Boston. our investors in Hong Kong want a HIPAA risk assessment and a SOC 2 type II this year. we don't want a consultant, just the auditor + the risk assessment",
    "f:hipaa,soc-2 r:us s:audit,risk-assessment",
    "chat-message",
  ),
  q(
    "Good afternoon, I'm CIO of a regional hospital trust near Bristol. After the pathology lab ransomware incidents our board wants a red team exercise and a 24/7 managed SOC. UK-based providers with NHS experience only.",
    "r:uk s:managed-security,penetration-testing",
    "chat-message",
  ),
  q(
    "We're an Odense-based SaaS (Danish ApS), most revenue comes from Germany. Customers ask for ISO 27001 and a few want BSI C5. We need a certification body for 27001 and an auditor for C5, preferably Nordic.",
    "f:c5,iso-27001 r:nordics s:audit,certification-body",
    "chat-message",
  ),
  q(
    "ok long shot: nonprofit in Kampala serving refugees, funded by a US foundation that now requires a cyber risk assessment + phishing training for staff. tiny budget (~$5k). anyone in East Africa?",
    "r:emea s:risk-assessment,security-awareness-training",
    "chat-message",
  ),
  q(
    "my startup (3 founders, Melbourne) just signed our first enterprise client in Japan and they sent a 200-line questionnaire about ISO 27001 and ISMAP. can't afford full cert yet. is there a vCISO who can answer questionnaires and plan 27001 for us?",
    "f:iso-27001 r:au s:vciso",
    "chat-message",
  ),
  q(
    "We're a French aerospace supplier near Toulouse with a US subsidiary in Connecticut that does DoD work. The US side needs CMMC Level 2 and a C3PAO assessment; the French side needs nothing for now. Looking for US firms.",
    "f:cmmc r:us s:audit",
    "chat-message",
  ),
  q(
    "Hello — we're a mid-sized law firm in Johannesburg. EU clients keep sending us GDPR DPAs and questionnaires. We want a privacy consultant who knows both POPIA and GDPR, and a pentest of our client portal.",
    "f:gdpr r:za s:penetration-testing,privacy-consulting",
    "chat-message",
  ),
  q(
    "we're the IT team of a Liège-based fund administrator. we need TLPT under DORA and a SOC 1 type 2 (ISAE 3402) report. Big 4 is too expensive for us. anywhere in Benelux works",
    "f:dora,soc-1 r:benelux s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, I'm a PM at a chatbot company in Quebec City. Our biggest prospect is a European bank that asks whether we follow ISO 42001 and the EU AI Act. We'd like a gap analysis against both. English or French is fine.",
    "f:eu-ai-act,iso-42001 r:ca s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hey! 50-person SaaS in Hyderabad, we sell to US mid-market. Got our SOC 2 Type II last year through a US CPA. For the renewal we want a cheaper auditor in India — who is AICPA-licensed here?",
    "f:soc-2 r:in s:audit",
    "chat-message",
  ),
  q(
    "We're a public-sector software vendor in Valencia. To bid on a ministry contract we need ENS categoría alta certification. Looking for an accredited certification body for ENS and a consultant to prepare us.",
    "f:ens r:es s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "hi 🙂 small accounting firm in Auckland. had a phishing incident last month. want awareness training for 20 staff and someone to run managed detection and response on our laptops. no compliance stuff needed.",
    "r:nz s:managed-security,security-awareness-training",
    "chat-message",
  ),
  q(
    "We run a cloud kitchen chain in Riyadh, expanding to Bahrain and Kuwait next year. Our payment partner asked for PCI DSS. Need a QSA and a pentest. Saudi-based firms preferred because of NCA requirements.",
    "f:pci-dss r:sa s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Chief of staff at a Gdańsk fintech here. Our Irish e-money licence means DORA applies. Want a fractional CISO who speaks Polish, plus a DORA gap analysis. Remote is OK but the firm must be EU based.",
    "f:dora r:eu s:gap-analysis,vciso",
    "chat-message",
  ),
  q(
    "I'm a freelance designer in Seattle doing work for a health insurer; they sent me a BAA to sign. do I need help getting HIPAA compliant? if so who helps one-person businesses cheaply?",
    "f:hipaa r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Our Mumbai HQ runs ops, but this question is for our Perth entity: the ISO 27001 surveillance audit is due and our current registrar is leaving the market. We need a certification body with an office in Australia.",
    "f:iso-27001 r:au s:certification-body",
    "chat-message",
  ),
  q(
    "we're a 2-person ai startup in Malmö lol. our first customer (a German insurer) wants to know how we handle the AI Act. could use a lawyer who gets AI regulation, nothing heavy. cheap pls",
    "f:eu-ai-act r:se s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hi, IT manager at the Peruvian subsidiary of a Chilean mining group, based in Arequipa. Corporate runs ISO 27001; we need our own internal audits against it and a local pentest provider. Peru-based if possible.",
    "f:iso-27001 r:latam s:internal-audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Our company is in Haifa and our American customers insist on SOC 2 + HIPAA. We already use Vanta. Looking for an auditor that accepts Vanta evidence and can do the SOC 2 and a HIPAA attestation. Israeli or US firms.",
    "f:hipaa,soc-2 r:il,us s:audit",
    "chat-message",
  ),
  q(
    "hello from a 30-person engineering consultancy in Graz 🇦🇹. a big automotive client in Ingolstadt requires TISAX in 9 months. need a consultant to get us there + later the TISAX assessment itself. Austrian or German provider both fine.",
    "f:tisax r:at,de s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "As ops lead of a Calgary oil & gas services firm, I need someone to help us align with NIST CSF plus an OT cyber risk assessment. Our parent is in Houston but they told us to find Canadian vendors.",
    "f:nist-csf r:ca s:implementation-consulting,risk-assessment",
    "chat-message",
  ),
  q(
    "We're a family-owned bakery supplier in Lille and a big retailer client wants ISO 9001, plus later their IT team will audit us. Right now we want a QMS consultant in France or Belgium (we're right by the border).",
    "f:iso-9001 r:be,fr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, we're a telecom operator in Accra, Ghana. The regulator issued new cybersecurity directives. We want a certification body for ISO 27001 and ISO 22301. West Africa or anywhere in Africa is fine.",
    "f:iso-22301,iso-27001 r:emea s:certification-body",
    "chat-message",
  ),
  q(
    "Morning. Payroll software co in Dundee. A Scottish Government framework requires Cyber Essentials Plus and ISO 27001. We hold basic CE already. Need the CE+ assessment done and a readiness check for 27001.",
    "f:cyber-essentials,iso-27001 r:uk s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "hi! I founded a Korean beauty e-commerce brand but we're now based in San Diego. Shopify handles payments. Do we even need PCI? Looking for a consultant to tell us, and CCPA privacy help too.",
    "f:ccpa,pci-dss r:us s:implementation-consulting,privacy-consulting",
    "chat-message",
  ),
  q(
    "We are a 15-person managed IT provider in Puebla, our US clients want us SOC 2 compliant. Need a Spanish-speaking SOC 2 readiness assessment, and we'd love a Mexican audit firm for the actual audit.",
    "f:soc-2 r:mx s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Hey — we run an online pharmacy out of Tartu, selling across the Baltics and Finland. Need a GDPR DPIA for a new telehealth feature and an outsourced DPO. any EU firm is fine.",
    "f:gdpr r:eu s:privacy-consulting",
    "chat-message",
  ),
  q(
    "we're a robotics company in Osaka with a US customer who needs our NIST 800-53 controls mapped and documented. Japanese-speaking consultants located in Japan preferred.",
    "f:nist-800-53 r:jp s:implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "Georgia from procurement needs three quotes from ISO 27001 certification bodies",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "Paris, our CTO, wants a SOC 2 readiness assessment before Q4",
    "f:soc-2 s:readiness-assessment",
    "place-negative",
  ),
  q(
    "pen test for the Manchester United fan app we're building",
    "s:penetration-testing",
    "place-negative",
  ),
  q("HIPAA audit for a clinic chain called Phoenix Health", "f:hipaa s:audit", "place-negative"),
  q("Lincoln, our new COO, asked me for a vCISO shortlist", "s:vciso", "place-negative"),
  q(
    "ISO 27001 consultant who can run the workshops in Portuguese",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our servers sit in GCP europe-west4 in Eemshaven — need a SOC 2 Type II auditor",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q("GDPR consultant, not from the UK please", "f:gdpr s:privacy-consulting", "place-negative"),
  q(
    "we ship Colombian coffee worldwide and need PCI compliance software",
    "f:pci-dss s:compliance-automation",
    "place-negative",
  ),
  q(
    "Austin from our board recommended a red teaming firm, are there others?",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "NIS2 gap analysis — our Chinese hardware suppliers are the big worry",
    "f:nis2 s:gap-analysis",
    "place-negative",
  ),
  q("Turkish Airlines is our customer and wants us on ISO 27701", "f:iso-27701", "place-negative"),
  q(
    "we host in the AWS Hong Kong and Bahrain regions, need an ISO 27017 certification body",
    "f:iso-27017 s:certification-body",
    "place-negative",
  ),
  q(
    "internal auditor for ISO 27001 — our Korean investors want quarterly reports",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),
  q(
    "compliance automation tool for a company called Brooklyn Labs",
    "s:compliance-automation",
    "place-negative",
  ),
  q(
    "phishing simulation in Arabic and French for our staff",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "SOX ITGC help; our external auditors are in Philadelphia but we want someone else to help us get ready",
    "f:sox s:implementation-consulting",
    "place-negative",
  ),
  q(
    "met a DORA consultant at Infosecurity Europe, looking for similar firms",
    "f:dora s:implementation-consulting",
    "place-negative",
  ),
  q("We're based in Dublin, Ohio — SOC 2 auditor please", "f:soc-2 r:us s:audit", "place-negative"),
  q(
    "FedRAMP consultant; our sponsoring agency is headquartered in Washington DC",
    "f:fedramp s:implementation-consulting",
    "place-negative",
  ),
  q(
    "certification body for ISO 22301 — our backup data centre is in Kajaani",
    "f:iso-22301 s:certification-body",
    "place-negative",
  ),
  q(
    "CCPA privacy lawyer, but no firms based in Miami",
    "f:ccpa s:legal-advisory",
    "place-negative",
  ),
  q(
    "Sydney, our compliance manager, wants a gap analysis for ISO 42001",
    "f:iso-42001 s:gap-analysis",
    "place-negative",
  ),
  q(
    "our parent in Regensburg already has TISAX; we (the Czech plant in Plzeň) need our own TISAX assessment",
    "f:tisax r:cz s:audit",
    "place-negative",
  ),
  q(
    "Real Madrid fan merch shop needs help with PCI DSS",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),

  // misspelling (20)
  q("iso 270001 certifcation body cork", "f:iso-27001 r:ie s:certification-body", "misspelling"),
  q("sock 2 audit firm chicago", "f:soc-2 r:us s:audit", "misspelling"),
  q("pentst compnay in coimbra", "r:pt s:penetration-testing", "misspelling"),
  q("hippa risk assesment", "f:hipaa s:risk-assessment", "misspelling"),
  q("gpdr consultancy rotterdam", "f:gdpr r:nl s:privacy-consulting", "misspelling"),
  q("pcidss qsa mumbay", "f:pci-dss r:in s:audit", "misspelling"),
  q(
    "nis2 implemention partner düsseldorff",
    "f:nis2 r:de s:implementation-consulting",
    "misspelling",
  ),
  q("isms consulant brisbane", "f:iso-27001 r:au s:implementation-consulting", "misspelling"),
  q("fedramp high thrid party assesment organisation", "f:fedramp s:audit", "misspelling"),
  q("iso 9001 registar in vernoa", "f:iso-9001 r:it s:certification-body", "misspelling"),
  q("vciso servises otawa", "r:ca s:vciso", "misspelling"),
  q("ai act complaince advisery", "f:eu-ai-act s:implementation-consulting", "misspelling"),
  q("tisax readines check győr", "f:tisax r:eu s:readiness-assessment", "misspelling"),
  q("cyberessentails plus glasgow", "f:cyber-essentials r:uk", "misspelling"),
  q("dora complaince consultng dortmunt", "f:dora r:de s:implementation-consulting", "misspelling"),
  q("sarbanes oxly internal audt", "f:sox s:internal-audit", "misspelling"),
  q("managed securty servies mssp paris", "r:fr s:managed-security", "misspelling"),
  q("iso 27701 pims implementaion", "f:iso-27701 s:implementation-consulting", "misspelling"),
  q("hitrust r2 assesor nashvile", "f:hitrust r:us s:audit", "misspelling"),
  q("soc1 type2 auditers in durbn", "f:soc-1 r:za s:audit", "misspelling"),

  // trade-term (10)
  q("any C3PAO with availability for a Q2 assessment?", "f:cmmc s:audit", "trade-term"),
  q("who can issue our PCI ROC this year, level 1 merchant", "f:pci-dss s:audit", "trade-term"),
  q(
    "SAQ D for service providers — need someone to help us complete it",
    "f:pci-dss s:implementation-consulting",
    "trade-term",
  ),
  q(
    "our ISA did the internal work, now we need an external QSA",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q(
    "notified body for a high-risk AI system conformity assessment under the AI Act",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "ISO 27001 lead auditor to run our internal audit before stage 2",
    "f:iso-27001 s:internal-audit",
    "trade-term",
  ),
  q("ISAE 3402 type 2 auditor for an outsourced payroll provider", "f:soc-1 s:audit", "trade-term"),
  q("DPIA support for a CCTV rollout in our stores", "s:privacy-consulting", "trade-term"),
  q("fractional CISO with SOC 2 experience, one day a week", "f:soc-2 s:vciso", "trade-term"),
  q(
    "mock audit ahead of our ISO 27001 stage 1",
    "f:iso-27001 s:readiness-assessment",
    "trade-term",
  ),

  // new-language (20)
  q(
    "Nürnberg'de 40 kişilik bir yazılım şirketiyiz. ISO 27001 danışmanlığı için Türkçe konuşan bir firma arıyoruz.",
    "f:iso-27001 r:de s:implementation-consulting",
    "new-language",
  ),
  q(
    "Мы IT-компания из Лимассола, ищем аудитора для SOC 2 Type II.",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),
  q(
    "Vi er et helseforetak i Trondheim og trenger en ekstern risikovurdering av informasjonssikkerheten vår.",
    "r:no s:risk-assessment",
    "new-language",
  ),
  q(
    "Vi søger en ekstern DPO og rådgivning om GDPR til vores webshop i Aarhus.",
    "f:gdpr r:dk s:privacy-consulting",
    "new-language",
  ),
  q(
    "Hľadáme audítora pre ISO 27001 z Česka alebo Rakúska, sme firma z Bratislavy.",
    "f:iso-27001 r:at,cz s:audit",
    "new-language",
  ),
  q(
    "Iščemo podjetje za penetracijske teste in svetovanje glede NIS2, smo v Ljubljani.",
    "f:nis2 r:eu s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  q(
    "Meklējam ISO 27001 sertifikācijas institūciju Rīgā.",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Ieškome DORA atitikties konsultantų Vilniuje, esame elektroninių pinigų įstaiga.",
    "f:dora r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Тражимо фирму за обуку запослених о сајбер безбедности и симулацију фишинг напада, налазимо се у Београду.",
    "r:emea s:security-awareness-training",
    "new-language",
  ),
  q(
    "Trebamo virtualnog CISO-a za našu tvrtku u Splitu, otprilike dva dana mjesečno.",
    "r:eu s:vciso",
    "new-language",
  ),
  q(
    "ما یک شرکت نرم‌افزاری در شارجه هستیم و برای پیاده‌سازی ISO 27001 به مشاور نیاز داریم.",
    "f:iso-27001 r:ae s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kërkojmë një organ certifikimi për ISO 27001 dhe ISO 27701 në Tiranë.",
    "f:iso-27001,iso-27701 r:emea s:certification-body",
    "new-language",
  ),
  q(
    "Syarikat kami di Pulau Pinang memerlukan perunding PCI DSS.",
    "f:pci-dss r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Naghahanap kami ng auditor para sa SOC 2 dito sa Maynila, isang BPO kami.",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),
  q(
    "ঢাকায় আমাদের সফটওয়্যার কোম্পানির জন্য পেনিট্রেশন টেস্টিং আর ISO 27001 গ্যাপ অ্যানালাইসিস দরকার।",
    "f:iso-27001 r:apac s:gap-analysis,penetration-testing",
    "new-language",
  ),
  q(
    "சென்னையில் உள்ள எங்கள் நிறுவனத்துக்கு HIPAA ஆலோசகர் தேவை.",
    "f:hipaa r:in s:implementation-consulting",
    "new-language",
  ),
  q(
    "ہم بریڈفورڈ میں ایک چھوٹی کمپنی ہیں، ہمیں سائبر ایسنشیلز سرٹیفکیٹ کے لیے مدد چاہیے۔",
    "f:cyber-essentials r:uk s:implementation-consulting",
    "new-language",
  ),
  q(
    "Som una empresa de Girona i busquem una consultoria per implantar la ISO 27001 i l'ENS.",
    "f:ens,iso-27001 r:es s:implementation-consulting",
    "new-language",
  ),
  q(
    "Ons is 'n klein versekeringsmaatskappy in Pretoria en soek 'n ouditeur vir ons SOC 1-verslag.",
    "f:soc-1 r:za s:audit",
    "new-language",
  ),
  q(
    "Við erum fjártæknifyrirtæki í Reykjavík og leitum að ráðgjöf vegna DORA, helst frá fyrirtæki á Norðurlöndunum.",
    "f:dora r:nordics s:implementation-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Suche Pentester aus Österreich, wir sind ein Startup in Linz",
    "r:at s:penetration-testing",
    "other-language",
  ),
  q(
    "Wir brauchen eine Zertifizierungsstelle für ISO 22301, Standort Hamburg",
    "f:iso-22301 r:de s:certification-body",
    "other-language",
  ),
  q(
    "Quel cabinet peut nous accompagner sur la conformité NIS 2 ? PME industrielle près de Nantes",
    "f:nis2 r:fr s:implementation-consulting",
    "other-language",
  ),
  q("On cherche un RSSI à temps partagé, on est à Genève", "r:ch s:vciso", "other-language"),
  q(
    "¿Alguna consultora en Buenos Aires que ayude con ISO 27001?",
    "f:iso-27001 r:ar s:implementation-consulting",
    "other-language",
  ),
  q(
    "Necesitamos un auditor de SOC 2 en Ciudad de México, somos una fintech",
    "f:soc-2 r:mx s:audit",
    "other-language",
  ),
  q(
    "Cerco un consulente per il GDPR a Torino, siamo uno studio medico",
    "f:gdpr r:it s:privacy-consulting",
    "other-language",
  ),
  q(
    "Ci serve un'azienda che faccia formazione sulla sicurezza per i dipendenti, sede a Bologna",
    "r:it s:security-awareness-training",
    "other-language",
  ),
  q(
    "Wie kan onze ISO 27001 interne audit uitvoeren? Wij zitten in Eindhoven",
    "f:iso-27001 r:nl s:internal-audit",
    "other-language",
  ),
  q(
    "Procuramos uma empresa para fazer testes de intrusão e uma análise de lacunas ISO 27001, estamos em Braga",
    "f:iso-27001 r:pt s:gap-analysis,penetration-testing",
    "other-language",
  ),

  // city-or-state (5)
  q("SOC 2 audit firm in North Carolina", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 certification body British Columbia",
    "f:iso-27001 r:ca s:certification-body",
    "city-or-state",
  ),
  q("GDPR consultant in Lower Saxony", "f:gdpr r:de s:privacy-consulting", "city-or-state"),
  q("pentest providers in Maharashtra", "r:in s:penetration-testing", "city-or-state"),
  q("PCI DSS QSA in Nuevo León", "f:pci-dss r:mx s:audit", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 consultants in Morocco",
    "f:iso-27001 r:mena s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor Nigeria", "f:soc-2 r:emea s:audit", "country-outside-taxonomy"),
  q("GDPR lawyer Malta", "f:gdpr r:eu s:legal-advisory", "country-outside-taxonomy"),
  q("vCISO Uruguay", "r:latam s:vciso", "country-outside-taxonomy"),
  q(
    "penetration testing company in Sri Lanka",
    "r:apac s:penetration-testing",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "we need a SOC 2 audit, an ISO 27001 cert body and a yearly pentest — US east coast",
    "f:iso-27001,soc-2 r:us s:audit,certification-body,penetration-testing",
    "several-needs",
  ),
  q(
    "HITRUST + HIPAA: readiness assessment, policy writing and security awareness training, Canada",
    "f:hipaa,hitrust r:ca s:implementation-consulting,readiness-assessment,security-awareness-training",
    "several-needs",
  ),
  q(
    "PCI DSS, SOC 1 and SOX — one audit firm for all three in Switzerland",
    "f:pci-dss,soc-1,sox r:ch s:audit",
    "several-needs",
  ),
  q(
    "ISO 27001 + 27701 + GDPR: implementation, DPO service and internal audit, Spain or Portugal",
    "f:gdpr,iso-27001,iso-27701 r:es,pt s:implementation-consulting,internal-audit,privacy-consulting",
    "several-needs",
  ),
  q(
    "NIS2 + ISO 22301: gap analysis, risk assessment, MDR. Nordics",
    "f:iso-22301,nis2 r:nordics s:gap-analysis,managed-security,risk-assessment",
    "several-needs",
  ),
];
