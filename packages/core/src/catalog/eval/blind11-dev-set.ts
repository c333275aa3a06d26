import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 11, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND11_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi! 👋 We're a 25-person fintech in Lisbon. Our bank partner in Frankfurt is asking for ISO 27001 before they sign. Budget is around €30k, deadline end of Q2. Can you suggest consultants who can get us certified?",
    "f:iso-27001 r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hello, I am CTO of small SaaS from Kraków. Our US customers want SOC 2 Type 2 report. We already did ISO 27001 two years ago. Who can do the audit for us? Prefer firms in Europe because of time zone",
    "f:soc-2 r:eu s:audit",
    "chat-message",
  ),
  q(
    "Good afternoon. I'm the procurement officer for a regional hospital network in Ontario. We need an external penetration test of our patient portal and a privacy impact assessment before go-live in March. Vendors must be Canadian due to data residency. Thanks.",
    "r:ca s:penetration-testing,privacy-consulting",
    "chat-message",
  ),
  q(
    "Hey there, our parent company in Tokyo already runs ISO 27001 group-wide but our Austin office needs SOC 2 on its own. Looking for a CPA firm, ideally Texas-based, that won't charge us an arm and a leg 🙏",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "We make hydraulic parts for VW and BMW, factory near Brno. Our customer demands TISAX level 3 by September. Never did anything like this. We need someone to prepare us and then the assessment itself. Czech or German speaking preferred.",
    "f:tisax r:cz s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "I'm outside counsel for a Delaware-incorporated health-tech startup whose engineering team sits in Bangalore. They handle PHI for US clinics. We need a HIPAA risk assessment done by someone in India, ideally this month.",
    "f:hipaa r:in s:risk-assessment",
    "chat-message",
  ),
  q(
    "Our investors in London mentioned Cyber Essentials, but that's not for us. We're a Dublin company and need GDPR help more urgently, ideally DPO as a service. No pentest needed right now.",
    "f:gdpr r:ie s:privacy-consulting",
    "chat-message",
  ),
  q(
    "hey! early stage AI startup here (Paris 🇫🇷). We want to be ahead of the EU AI Act and maybe go for ISO 42001 later this year. Is there a consultancy that does both? we're bootstrapped so budget is tight lol",
    "f:eu-ai-act,iso-42001 r:fr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good morning, I represent a mid-size manufacturer of food packaging in Ohio. Our European distributor requires ISO 9001 certification, so we need a registrar, and our insurer wants a cyber risk assessment. Anyone in the Midwest?",
    "f:iso-9001 r:us s:certification-body,risk-assessment",
    "chat-message",
  ),
  q(
    "We're a payments startup in São Paulo processing about 2M card transactions a year. Acquirer says we need a PCI DSS Report on Compliance. Looking for a QSA with people in Brazil, budget flexible. Obrigado!",
    "f:pci-dss r:br s:audit",
    "chat-message",
  ),
  q(
    "Hi, my colleague in Singapore looks after APAC, but I'm in Sydney and need a fractional CISO for our Australian entity, about 2 days a month. The board wants someone senior who can also present to them quarterly.",
    "r:au s:vciso",
    "chat-message",
  ),
  q(
    "Our hosting provider is in Frankfurt and our backup data centre is in Amsterdam, but the company is in Vienna. Which firms can do a NIS2 gap analysis for us? We are a mid-size energy supplier, around 400 staff.",
    "f:nis2 r:at s:gap-analysis",
    "chat-message",
  ),
  q(
    "hello, we are small insurance broker in Milan, the regulator talks about DORA and we don't understand what we must do. Need somebody to explain and make a plan, Italian firm better. thank you",
    "f:dora r:it s:implementation-consulting",
    "chat-message",
  ),
  q(
    "So we just lost a big deal because we don't have SOC 2 😩 We're 12 people in Tel Aviv, using Vanta already. Need an auditor who can start within 3 weeks. Type 1 first, Type 2 later.",
    "f:soc-2 r:il s:audit",
    "chat-message",
  ),
  q(
    "I'm in charge of IT for a group of three dental clinics in Cape Town. A patient data scare last month shook everyone. Looking for phishing training for about 60 staff and maybe a managed SOC. Not looking for certification stuff.",
    "r:za s:managed-security,security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi team, our Mexican subsidiary needs ISO 27001 but the HQ is in Madrid and we'd rather use one consultancy for both countries. Anyone with offices in Spain and Mexico?",
    "f:iso-27001 r:es,mx s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Defense subcontractor in Huntsville here. We machine parts for a prime and just got the flow-down for CMMC Level 2. Need an RPO to get us ready and then we'll need a C3PAO. Any recommendations in Alabama or nearby?",
    "f:cmmc r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Bonjour! Writing in English for simplicity: our startup is in Montreal, our clients are mostly US hospitals and they ask for HITRUST. Is HITRUST r2 realistic in 6 months? Who can do the assessment? Would like a firm here in Canada.",
    "f:hitrust r:ca s:audit",
    "chat-message",
  ),
  q(
    "Procurement here. We are sourcing a third-party risk management provider to assess around 200 suppliers per year. Company HQ is Zurich, suppliers are all over the world. Swiss data protection knowledge is a plus. Please list vendors.",
    "r:ch s:risk-assessment",
    "chat-message",
  ),
  q(
    "We're a logistics company in Rotterdam. Our Chinese shareholders want us to adopt ISO 22301 after the port strike last year. Need a consultant to build the BCMS and later an accredited certification body. Dutch speaking please.",
    "f:iso-22301 r:nl s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "hi, I work for a local council in Yorkshire. A neighbouring council got hit by ransomware and our chief exec now wants a red team exercise plus a review of our incident response. UK suppliers only.",
    "r:uk s:penetration-testing",
    "chat-message",
  ),
  q(
    "We run an online pharmacy in Stockholm, expanding to Norway and Denmark next year. We need GDPR help, specifically DPIAs for our new prescription feature, and someone to look at our ROPA. Swedish firm preferred.",
    "f:gdpr r:se s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hello from Seoul! Our game company will launch in Europe and the US. Our lawyer said we need to handle GDPR and CCPA. Do you have law firms that cover both? Korean-speaking would be amazing but English is fine.",
    "f:ccpa,gdpr r:kr s:legal-advisory",
    "chat-message",
  ),
  q(
    "We're a B2B SaaS in Auckland selling to Australian banks. They sent a 300-question security questionnaire and asked for a pen test report no older than 12 months. Need a pentest provider, NZ or Australia both fine.",
    "r:au,nz s:penetration-testing",
    "chat-message",
  ),
  q(
    "Our CFO asked me to find someone for SOX ITGC testing, we're about to IPO on Nasdaq next year. Company is in Toronto. Our internal audit team is just two people so we want co-sourced internal audit.",
    "f:sox r:ca s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm the new compliance lead at a crypto exchange in Dubai. Our banking partners in Switzerland want ISO 27001 and SOC 2. Where do I even start? Maybe a gap analysis first? Local firms in the UAE please.",
    "f:iso-27001,soc-2 r:ae s:gap-analysis",
    "chat-message",
  ),
  q(
    "We're a cloud provider in Munich wanting to sell to the German public sector, which requires BSI C5. We already have ISO 27001 and ISO 27017. Need an auditor for the C5 attestation. Not interested in consultants, we have an internal team.",
    "f:c5 r:de s:audit",
    "chat-message",
  ),
  q(
    "hey so my dad runs a small accounting firm in Lyon and asked me (I live in Montreal) to find someone to help with RGPD stuff and set up basic security training for his 8 employees. Local to him would be best 😊",
    "f:gdpr r:fr s:privacy-consulting,security-awareness-training",
    "chat-message",
  ),
  q(
    "Good day. We are a government contractor in Virginia pursuing FedRAMP Moderate for our case-management SaaS. We need a 3PAO and, separately, an advisor for the readiness assessment. Our AWS region is GovCloud West, if that matters.",
    "f:fedramp r:us s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Hi!! our little e-commerce shop in Warsaw only sells handmade candles but Stripe keeps emailing about PCI. do we really need an auditor? maybe just someone to help with the SAQ? we don't want to spend more than 2k zł",
    "f:pci-dss r:pl s:implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q("Sydney from our finance team wants a SOC 1 auditor", "f:soc-1 s:audit", "place-negative"),
  q(
    "our COO Paris Morgan wants an ISO 27001 consultant",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "we resell Canada Goose jackets online and need a PCI pentest, the shop is in Chicago",
    "f:pci-dss r:us s:penetration-testing",
    "place-negative",
  ),
  q(
    "GDPR privacy consultant who speaks Portuguese",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "HIPAA consultant for a Spanish-speaking clinic network in Phoenix",
    "f:hipaa r:us s:implementation-consulting",
    "place-negative",
  ),
  q("vCISO, not in London, anywhere else in the UK is fine", "r:uk s:vciso", "place-negative"),
  q(
    "Our client Deutsche Bank requires us to get ISO 27001; we're in Edinburgh",
    "f:iso-27001 r:uk",
    "place-negative",
  ),
  q(
    "risk assessment consultant who uses the Swiss cheese model, we're in Denver",
    "r:us s:risk-assessment",
    "place-negative",
  ),
  q("SOC 2 auditor for Jordan's startup, he's our founder", "f:soc-2 s:audit", "place-negative"),
  q(
    "craft brewery known for our India Pale Ale, based in Portland, Oregon, needs a PCI audit for the online shop",
    "f:pci-dss r:us s:audit",
    "place-negative",
  ),
  q(
    "managed security provider for a Real Madrid fan club website",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "ISO 9001 certification body for a Turkish delight factory in Leicester",
    "f:iso-9001 r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "Dutch-owned company in Austin, need SOC 2 readiness",
    "f:soc-2 r:us s:readiness-assessment",
    "place-negative",
  ),
  q(
    "pentest for our office on Rue de Londres, Brussels",
    "r:be s:penetration-testing",
    "place-negative",
  ),
  q(
    "Victoria and Chelsea from HR want phishing simulation vendors",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "GDPR lawyer for our Irish pub chain in Berlin",
    "f:gdpr r:de s:legal-advisory",
    "place-negative",
  ),
  q(
    "Not looking for anyone in the US, we need a SOC 2 auditor in Canada",
    "f:soc-2 r:ca s:audit",
    "place-negative",
  ),
  q(
    "DORA consultant, our parent bank is in Luxembourg but we sit in Lisbon",
    "f:dora r:pt s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Chad Williams, our CISO, asked for an ISO 27001 internal auditor",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),
  q(
    "Cyber Essentials certification body for a Manchester United supporters' club",
    "f:cyber-essentials s:certification-body",
    "place-negative",
  ),
  q(
    "ISO 27701 implementation for a Singapore Airlines catering supplier (that's us, in Zurich)",
    "f:iso-27701 r:ch s:implementation-consulting",
    "place-negative",
  ),
  q(
    "pen testers familiar with Japanese banking apps, we are a Berlin agency",
    "r:de s:penetration-testing",
    "place-negative",
  ),
  q(
    "Need a DPO service. Florence, Georgia and Austin are my three daughters, don't ask. Company is based in Cork.",
    "r:ie s:privacy-consulting",
    "place-negative",
  ),
  q(
    "SOC 2 consultant who has worked with Bank of America vendors",
    "f:soc-2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "ISO 27001 auditor; our contact Mr. Holland says Polish firms are cheap but we want one in Czechia",
    "f:iso-27001 r:cz s:audit",
    "place-negative",
  ),

  // misspelling (20)
  q("iso 27oo1 consultnat amsterdm", "f:iso-27001 r:nl s:implementation-consulting", "misspelling"),
  q("soc2 audtior for startup", "f:soc-2 s:audit", "misspelling"),
  q("penetraton testing muncih", "r:de s:penetration-testing", "misspelling"),
  q("hipaa complaince consultant texas", "f:hipaa r:us s:implementation-consulting", "misspelling"),
  q("gdrp dpo as a servcie", "f:gdpr s:privacy-consulting", "misspelling"),
  q("pci dds qsa london", "f:pci-dss r:uk s:audit", "misspelling"),
  q("fedrmap 3pao", "f:fedramp s:audit", "misspelling"),
  q("nis2 consltant finnland", "f:nis2 r:fi s:implementation-consulting", "misspelling"),
  q(
    "cyber essentails plus certifcation body manchestr",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("virtaul ciso singapre", "r:sg s:vciso", "misspelling"),
  q("tisax assesment stutgart", "f:tisax r:de s:audit", "misspelling"),
  q("sco 2 type 2 readyness", "f:soc-2 s:readiness-assessment", "misspelling"),
  q("hitrsut r2 asessor", "f:hitrust s:audit", "misspelling"),
  q("isreal pentest compnay", "r:il s:penetration-testing", "misspelling"),
  q("iso27001gapanalysis sweeden", "f:iso-27001 r:se s:gap-analysis", "misspelling"),
  q("phising simulation vendor melborne", "r:au s:security-awareness-training", "misspelling"),
  q("iso 9001 regsitrar ontaro", "f:iso-9001 r:ca s:certification-body", "misspelling"),
  q("ccpa privcy lawyer califronia", "f:ccpa r:us s:legal-advisory", "misspelling"),
  q("cmmc lvl 2 c3poa virgina", "f:cmmc r:us s:audit", "misspelling"),
  q("dora rsik assessment dublni", "f:dora r:ie s:risk-assessment", "misspelling"),

  // trade-term (10)
  q("QSA to sign off our Level 1 ROC and AOC", "f:pci-dss s:audit", "trade-term"),
  q("3PAO for a FedRAMP High initial assessment", "f:fedramp s:audit", "trade-term"),
  q(
    "looking for an RPO to help with our CMMC prep",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q("CPA firm that can issue an SSAE 18 SOC 1 Type II", "f:soc-1 s:audit", "trade-term"),
  q(
    "notified body for a high-risk AI system conformity assessment under the AI Act",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q("vCISO retainer for a Series A fintech in Toronto", "r:ca s:vciso", "trade-term"),
  q("DPO as a service for our medtech GmbH in Hamburg", "r:de s:privacy-consulting", "trade-term"),
  q(
    "red team engagement with TLPT scope under DORA for a bank",
    "f:dora s:penetration-testing",
    "trade-term",
  ),
  q(
    "UKAS-accredited CB for our ISO 27001 recertification",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "ISO 27001 lead auditor to run our internal audit before stage 2",
    "f:iso-27001 s:internal-audit",
    "trade-term",
  ),

  // new-language (20)
  q(
    "Vi söker en konsult som kan hjälpa oss att bli certifierade enligt ISO 27001, gärna någon i Göteborg.",
    "f:iso-27001 r:se s:implementation-consulting",
    "new-language",
  ),
  q(
    "penetraatiotestausta tarjoava yritys Helsingissä",
    "r:fi s:penetration-testing",
    "new-language",
  ),
  q(
    "Otsime Tallinnas konsultanti, kes aitaks meil NIS2 nõuded täita.",
    "f:nis2 r:ee s:implementation-consulting",
    "new-language",
  ),
  q("audytor SOC 2 dla software house'u z Wrocławia", "f:soc-2 r:pl s:audit", "new-language"),
  q(
    "Hledáme certifikační orgán pro ISO 9001, sídlíme v Praze.",
    "f:iso-9001 r:cz s:certification-body",
    "new-language",
  ),
  q(
    "Нужен аудитор PCI DSS для нашего платёжного сервиса, офис в Тель-Авиве",
    "f:pci-dss r:il s:audit",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο για συμμόρφωση με τον ΓΚΠΔ, η εταιρεία μας είναι στην Αθήνα",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Berlin'deki şirketimiz için sızma testi yapacak bir firma arıyoruz",
    "r:de s:penetration-testing",
    "new-language",
  ),
  q(
    "نبحث عن شركة استشارية لتطبيق ISO 27001 في الرياض",
    "f:iso-27001 r:sa s:implementation-consulting",
    "new-language",
  ),
  q(
    "מחפשים משרד רואי חשבון לביקורת SOC 2, החברה שלנו בהרצליה",
    "f:soc-2 r:il s:audit",
    "new-language",
  ),
  q("मुंबई में VAPT सेवा देने वाली कंपनी चाहिए", "r:in s:penetration-testing", "new-language"),
  q(
    "東京でISMS認証の取得を支援してくれるコンサル会社を探しています",
    "f:iso-27001 r:jp s:implementation-consulting",
    "new-language",
  ),
  q("求推荐新加坡的SOC 2审计机构", "f:soc-2 r:sg s:audit", "new-language"),
  q(
    "Cần tìm đơn vị tư vấn PCI DSS tại Việt Nam",
    "f:pci-dss r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kami mencari konsultan ISO 27001 sekaligus pelatihan security awareness untuk karyawan di Jakarta",
    "f:iso-27001 r:apac s:implementation-consulting,security-awareness-training",
    "new-language",
  ),
  q(
    "Tunatafuta kampuni ya kufanya tathmini ya hatari za usalama wa mtandao jijini Nairobi",
    "r:emea s:risk-assessment",
    "new-language",
  ),
  q(
    "Adatvédelmi tisztviselőt keresünk szolgáltatásként (DPO), a központunk Bécsben van",
    "r:at s:privacy-consulting",
    "new-language",
  ),
  q(
    "Căutăm o firmă pentru auditul intern ISO 27001, suntem în Cluj",
    "f:iso-27001 r:eu s:internal-audit",
    "new-language",
  ),
  q(
    "ვეძებთ ISO 27001-ის კონსულტანტს, სასურველია ევროპიდან",
    "f:iso-27001 r:eu s:implementation-consulting",
    "new-language",
  ),
  q("Iščemo virtualnega CISO-ja za naše podjetje v Ljubljani", "r:eu s:vciso", "new-language"),

  // other-language (10)
  q(
    "Wir suchen einen Berater für die DSGVO-Umsetzung in unserer Arztpraxis in Graz",
    "f:gdpr r:at s:privacy-consulting",
    "other-language",
  ),
  q(
    "Pentest Anbieter Hamburg, gern mit Erfahrung bei Onlineshops",
    "r:de s:penetration-testing",
    "other-language",
  ),
  q(
    "Nous cherchons un organisme de certification ISO 27001 près de Lyon",
    "f:iso-27001 r:fr s:certification-body",
    "other-language",
  ),
  q(
    "accompagnement SOC 2 pour une startup à Genève",
    "f:soc-2 r:ch s:implementation-consulting",
    "other-language",
  ),
  q(
    "Necesitamos una auditoría ENS categoría media para un ayuntamiento en Valencia",
    "f:ens r:es s:audit",
    "other-language",
  ),
  q(
    "consultora de ciberseguridad en Bogotá para análisis de brechas ISO 27001",
    "f:iso-27001 r:co s:gap-analysis",
    "other-language",
  ),
  q(
    "Cerchiamo un fornitore di formazione sulla sicurezza informatica per i dipendenti, sede a Torino",
    "r:it s:security-awareness-training",
    "other-language",
  ),
  q(
    "Wie kan ons helpen met NIS2? We zijn een zorginstelling in Utrecht.",
    "f:nis2 r:nl s:implementation-consulting",
    "other-language",
  ),
  q(
    "Procuramos encarregado de dados (DPO) terceirizado para cumprir a LGPD, empresa em Curitiba",
    "r:br s:privacy-consulting",
    "other-language",
  ),
  q(
    "Empresa em Lisboa procura auditor interno para a norma ISO 9001",
    "f:iso-9001 r:pt s:internal-audit",
    "other-language",
  ),

  // city-or-state (5)
  q("ISO 27001 auditors in Bavaria", "f:iso-27001 r:de s:audit", "city-or-state"),
  q("SOC 2 readiness firms in Ontario", "f:soc-2 r:ca s:readiness-assessment", "city-or-state"),
  q("HIPAA risk assessment Houston", "f:hipaa r:us s:risk-assessment", "city-or-state"),
  q("POPIA consultants in Gauteng", "r:za s:privacy-consulting", "city-or-state"),
  q("managed detection and response provider Brisbane", "r:au s:managed-security", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 consultants in Lithuania",
    "f:iso-27001 r:eu s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "penetration testing company Qatar",
    "r:mena s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q(
    "Kenya-based data protection consultant",
    "r:emea s:privacy-consulting",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA in Peru", "f:pci-dss r:latam s:audit", "country-outside-taxonomy"),
  q("vCISO for a BPO in the Philippines", "r:apac s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "ISO 27001 and ISO 27701 implementation, offices in Germany and Austria",
    "f:iso-27001,iso-27701 r:at,de s:implementation-consulting",
    "several-needs",
  ),
  q(
    "SOC 2 audit plus annual pentest for a US SaaS",
    "f:soc-2 r:us s:audit,penetration-testing",
    "several-needs",
  ),
  q(
    "gap analysis for DORA and NIS2, then a vCISO, Benelux",
    "f:dora,nis2 r:benelux s:gap-analysis,vciso",
    "several-needs",
  ),
  q(
    "HIPAA and SOC 2 auditor in the US or Canada",
    "f:hipaa,soc-2 r:ca,us s:audit",
    "several-needs",
  ),
  q(
    "GRC software plus security awareness training for a Nordic retailer",
    "r:nordics s:compliance-automation,security-awareness-training",
    "several-needs",
  ),
];
