import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 3, dev half (160 queries).
 *
 * Written blind on 2026-11-29 by someone who saw neither the query reader's code nor any
 * earlier evaluation set; labels follow only the taxonomy and the labelling rules of the brief.
 *
 * Covers: forty Ask-AI chat messages (greetings, names that are also places, team size,
 * budgets, deadlines, tools in use, typos, emoji) across twenty-odd countries and most
 * frameworks; thirty-five place-negatives where a customer's, supplier's, parent company's,
 * conference's, trip's, ruled-out, language, person, brand, product, sports-team, food, idiom,
 * street, cloud-region or programming-language place word must not become a region, mostly
 * beside the buyer's real location; twenty misspellings of cities, countries, framework names
 * and service words, with missing spaces and odd capitals; twenty whole queries in Japanese,
 * Chinese, Arabic, Korean, Russian, Hindi, Greek, Ukrainian, Polish, Czech, Turkish,
 * Hungarian, Romanian, Vietnamese, Thai, Indonesian and Hebrew; ten queries in German, French,
 * Spanish, Italian, Dutch, Portuguese, Swedish, Danish, Norwegian and Finnish; ten trade terms
 * (QSA and ROC, registrar, 3PAO, bridge letter, lead implementer, notified body, RPO, SOC-as-
 * a-service, stage 1/2 audits, HITRUST External Assessor); ten cities, states and provinces
 * including coded and ambiguous ones; seven countries without their own tag (EU, EMEA, MENA,
 * APAC, LATAM and Nordics fall-backs); and eight queries with several frameworks, services or
 * own locations.
 *
 * Its twin is the sealed half (split alternately within each kind; no query, name or place shared).
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND3_DEV_SET: readonly EvalQuery[] = [
  // ── chat-message (40) ──
  q(
    "Hi there! I'm Sydney, head of ops at a 40-person fintech in Melbourne. We need SOC 2 Type II by March because a bank customer is asking for it. Budget is around 30k AUD. Can you recommend some auditors? Thanks!",
    "f:soc-2 r:au s:audit",
    "chat-message",
  ),
  q(
    "Good morning, my name is Florence and I run compliance at a logistics SaaS in Lyon (about 120 staff). We have been ISO 27001 certified since 2022 but our certification body is leaving the market. We need a new accredited CB for our surveillance audit in May. Any suggestions?",
    "f:iso-27001 r:fr s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, I'm Jordan from a Series B insurtech in Chicago. We already have SOC 2 Type I, now moving to Type II, and we want a proper pen test before the renewal. We use Vanta for evidence. Who would you suggest for the pentest part?",
    "f:soc-2 r:us s:penetration-testing",
    "chat-message",
  ),
  q(
    "Guten Tag, I'm Markus, IT lead at a mid-size machine builder near Stuttgart. Our automotive customers require TISAX with AL3 and we have never done this. Who can help us implement the requirements, and who does the actual assessment afterwards? Timeline is 6 months.",
    "f:tisax r:de s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "hello, my name is Aurora and i do everything non-engineering at a small AI startup in Amsterdam (9 people lol). a big enterprise prospect asked if we have ISO 42001. we dont. what is it and can someone do a quick gap analysis for us? budget under 5k eur",
    "f:iso-42001 r:nl s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hey, we're a 35-person B2B SaaS in Austin and two enterprise deals are stuck on security questionnaires. Everyone says get SOC 2. We're thinking of buying Drata or something like it and then finding an auditor. Can you point me to both?",
    "f:soc-2 r:us s:compliance-automation,audit",
    "chat-message",
  ),
  q(
    "Bonjour! Camille here, DPO at a 300-person retailer with HQ in Bordeaux. We're short-staffed and want to outsource part of the DPO work: DPIAs, records of processing, breach handling under GDPR. A French-speaking firm would be ideal. Who does DPO as a service?",
    "f:gdpr r:fr s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hello, I'm Rafael, finance director of a listed manufacturing group in Monterrey. Our external auditor flagged weaknesses in IT general controls for SOX. We want an outsourced internal audit team to test our ITGCs every quarter. A bilingual team would help. Budget is approved.",
    "f:sox r:mx s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, Ahmed from a payment gateway in Dubai, about 80 staff. Our sponsor bank wants PCI DSS v4.0 compliance by Q2 and we haven't started. Looking for someone to do a readiness assessment first, and then we'll need a QSA for the audit. Both local to the UAE preferably.",
    "f:pci-dss r:ae s:readiness-assessment,audit",
    "chat-message",
  ),
  q(
    "hiya 👋 I'm Chelsea, ops manager at a 50 person recruitment agency in Bristol. Our insurance renewal form asks if we do phishing simulations and security awarness training. We don't. Looking for something affordable for ~50 users, ideally short videos.",
    "r:uk s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hello. Kenji from a 400-person SaaS company in Nagoya. We already hold ISO 27001 and now need the ISO 27017 and 27018 extensions for our cloud service. Looking for a certification body that can add them at our next surveillance audit. Japanese-speaking auditors preferred.",
    "f:iso-27001,iso-27017,iso-27018 r:jp s:certification-body",
    "chat-message",
  ),
  q(
    "Hi! We're a 20-person startup in Tallinn building HR software. Our biggest prospect is a German bank and they sent a 300-question vendor questionnaire that mentions DORA and ISO 27001 everywhere. Could a vCISO help us answer it and build a roadmap? Part-time is fine. – Liis",
    "f:dora,iso-27001 r:ee s:vciso",
    "chat-message",
  ),
  q(
    "Hello, I'm Ingrid, quality manager at a medical device maker in Uppsala. We have ISO 9001 and want to merge it with ISO 27001 into one integrated management system. Looking for a consultant who knows both, and then one certification body to audit both together.",
    "f:iso-9001,iso-27001 r:se s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "good afternoon. I am Victoria, a partner at a 40-lawyer firm in Dublin. Clients increasingly ask about our information security. We are considering ISO 27001 but first want a gap analysis so the partners can see the effort involved. Please recommend firms, ideally with legal sector experience.",
    "f:iso-27001 r:ie s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, I'm Tom, CFO of a payroll bureau in Rotterdam with 150 clients. Several of our clients' auditors now ask for an ISAE 3402 Type II report on our controls. We've never had one. Looking for an audit firm that issues these, and maybe someone to prepare us first.",
    "f:soc-1 r:nl s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Hey there, I'm Phoenix (they/them), security lead at a crypto custody startup in Zug. Clients want both a SOC 1 and a SOC 2 report, Type II. We'd like a single firm to do both engagements. What should we expect price-wise?",
    "f:soc-1,soc-2 r:ch s:audit",
    "chat-message",
  ),
  q(
    "Hello! My name is India and I'm the compliance lead at a 45-person clinical trials software company in Baltimore. We need HIPAA and SOC 2 sorted in the same year. Ideally one firm runs a combined readiness assessment for both; we'll pick an auditor later.",
    "f:hipaa,soc-2 r:us s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hi. Lina here, from a 30-person telehealth startup in Amman. Our hospital partners want to see a proper privacy programme. Can someone act as our outsourced DPO and also do an ISO 27701 gap analysis? Thank you!",
    "f:iso-27701 r:mena s:privacy-consulting,gap-analysis",
    "chat-message",
  ),
  q(
    "Hello, this is Chloé from a 500-person e-commerce group in Lille. We're launching a card-present pilot and our acquirer requires PCI DSS. We also need a quarterly external pentest for segmentation. One vendor for the QSA audit and the pentest would be perfect.",
    "f:pci-dss r:fr s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "hi, im Savannah 🙂 we run a 15 person telehealth clinic network in Atlanta and our new EHR vendor says we need a HIPAA risk analysis every year. havent done one ever. who does these for small practices?",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hey! I'm Noa, product lead at a 70-person cyber-insurance startup in Tel Aviv. We need SOC 2 Type II for our US customers, and the board also asked about ISO 27001. Is there one firm that can do the SOC 2 audit and certify us for ISO 27001 in one go?",
    "f:soc-2,iso-27001 r:il s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Hi! I'm Kasia, office manager at a 35-person software house in Gdańsk. A client from Hamburg asked for proof of ISO 27001 within 9 months. We need an implementation consultant who speaks Polish and knows software houses. Thanks a lot!",
    "f:iso-27001 r:pl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hello, Marco here, IT manager at a 300-person food producer near Verona. We were hit by ransomware last year. Management now wants 24/7 monitoring (MDR) and a vCISO to set priorities. Italian-speaking providers only please.",
    "r:it s:managed-security,vciso",
    "chat-message",
  ),
  q(
    "Hi, my name is Devon. I'm the only IT person at a 25-employee accounting firm in Calgary. Our cyber insurer requires an external pen test and a written risk assessment before renewal in June. Any recommendations for small firms?",
    "r:ca s:penetration-testing,risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Lucas, CTO at a 50-person agritech in Curitiba. We process personal data of farmers and must comply with LGPD, and our European investors ask about GDPR too. We'd like an outsourced DPO. Is there a privacy consultancy covering both LGPD and GDPR?",
    "f:gdpr r:br s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hello, Olga here, CISO at a 700-person payments processor in Vilnius. We're a DORA-scoped ICT provider and our bank clients audit us constantly. We want to outsource a proper internal audit function covering DORA and ISO 27001.",
    "f:dora,iso-27001 r:eu s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi! Aiko here, compliance manager at a 150-person fintech in Fukuoka. We are preparing for ISO 27701 on top of our existing ISO 27001. Looking for a consultant who can extend our ISMS into a PIMS before the next audit cycle.",
    "f:iso-27701,iso-27001 r:jp s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Tomás, founder of a 12-person proptech in Buenos Aires. We're closing a deal with a big bank that wants a pentest and a SOC 2 Type I within 4 months. We run on AWS and GitLab. What's the fastest path? Who should we talk to for each?",
    "f:soc-2 r:ar s:penetration-testing,audit",
    "chat-message",
  ),
  q(
    "Hey, Jonas here from a 180-person energy company in Hannover. As a critical infrastructure operator we're now in NIS2 scope. We need a gap analysis against NIS2 first, and a managed SOC after that. Thanks!",
    "f:nis2 r:de s:gap-analysis,managed-security",
    "chat-message",
  ),
  q(
    "Hello! Chris from a 2,000-person hospital group in Perth, Western Australia. We want an independent internal audit of our ISO 27001 ISMS before our recertification audit in October. It needs to be someone who had no hand in building the ISMS.",
    "f:iso-27001 r:au s:internal-audit",
    "chat-message",
  ),
  q(
    "hey all, Sam here, eng manager at a 90-person SaaS in Seattle. we're trying to sell to federal agencies and everybody says FedRAMP Moderate. we need an advisor to get us through it and eventually a 3PAO. where do we even start??",
    "f:fedramp r:us s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hi! I'm Brandon, IT manager for a 300-bed hospital in Kentucky. We need a HITRUST e1 assessment to start, so an external assessor firm, and also a pentest for our patient portal. Thanks!",
    "f:hitrust r:us s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, I'm Lukas, CIO at a 250-person private bank in Basel. We have to outsource our IT internal audit function. Looking for a firm experienced with Swiss banks that can start in Q1.",
    "r:ch s:internal-audit",
    "chat-message",
  ),
  q(
    "Hey, Ben from a 140-person logistics SaaS in Minneapolis. We're a SOC 1 shop already (payroll-adjacent) and now customers want SOC 2 as well. Can our current SOC 1 auditor also do SOC 2, or should we find another CPA firm? Open to recommendations.",
    "f:soc-1,soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Hello, Giulia here from a 35-person fashion e-commerce in Naples. We moved to WooCommerce last year. We want a web app penetration test, and somebody to train our customer service team on phishing and social engineering.",
    "r:it s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi there, Hana from a 60-person e-health platform in Prague. We're now classed as an important entity under NIS2 and we also want ISO 27001. We need a consultant to implement both in one programme.",
    "f:nis2,iso-27001 r:cz s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi! Zoe here, COO of a 28-person childcare app in Auckland. We store kids' data so privacy is a big deal for us. We need a privacy impact assessment and someone to review our privacy policy, plus a pentest before launch.",
    "r:nz s:privacy-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "Hello, I'm Nour, GRC analyst at a 1,200-person bank in Kuwait City. Our internal audit team is stretched thin. We want co-sourced IT internal audit against NIST CSF, plus a cyber risk assessment for the board.",
    "f:nist-csf r:mena s:internal-audit,risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Meera, head of security at a 3,000-person IT services company in Noida. We want ISO 20000-1 for service management and to add ISO 22301. Looking for a certification body that can audit both alongside our existing ISO 27001.",
    "f:iso-20000,iso-22301,iso-27001 r:in s:certification-body",
    "chat-message",
  ),
  q(
    "Hello! Paulo here, CISO at a 2,500-person retailer in Recife. We need a managed SOC that can cover our stores and e-commerce, and a separate firm for the PCI DSS QSA work. Both should be able to start this quarter.",
    "f:pci-dss r:br s:managed-security,audit",
    "chat-message",
  ),
  // ── place-negative (35) ──
  q(
    "We're a 25-person SaaS in Edinburgh and almost all of our customers are in Japan. Need a SOC 2 auditor.",
    "f:soc-2 r:uk s:audit",
    "place-negative",
  ),
  q(
    "Munich-based startup selling mainly to retailers in Chile, looking for a penetration testing firm",
    "r:de s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our parent company is in Tokyo but we're the 50-person subsidiary in Frankfurt. Looking for an ISO 27001 internal auditor.",
    "f:iso-27001 r:de s:internal-audit",
    "place-negative",
  ),
  q(
    "We're an electronics brand in Stockholm and our main supplier is in Shenzhen. Need a third-party risk assessment of that supplier.",
    "r:se s:risk-assessment",
    "place-negative",
  ),
  q(
    "Met some vendors at RSA in San Francisco last month. We're a healthtech in Pittsburgh looking for a HITRUST assessor.",
    "f:hitrust r:us s:audit",
    "place-negative",
  ),
  q(
    "I'm in Barcelona for a trade fair this week, but our company is in Valencia. We need an ENS certification body.",
    "f:ens r:es s:certification-body",
    "place-negative",
  ),
  q(
    "ISO 27001 implementation consultant for our firm in Düsseldorf, please no offshore teams in India",
    "f:iso-27001 r:de s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Need a German-speaking external DPO for GDPR, we're a hotel group in South Tyrol",
    "f:gdpr r:it s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Regina from our legal team wants an outside lawyer to review our GDPR data processing agreements. We're a SaaS in Nottingham.",
    "f:gdpr r:uk s:legal-advisory",
    "place-negative",
  ),
  q(
    "Our cyber insurer, Zurich, requires an annual pentest. We're an architecture firm in Brighton.",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our whole fleet runs macOS Sonoma. Looking for an MSSP in Portland, Oregon that actually knows Macs.",
    "r:us s:managed-security",
    "place-negative",
  ),
  q(
    "Java and Kotlin backend, need a pentest firm in Kraków",
    "r:pl s:penetration-testing",
    "place-negative",
  ),
  q(
    "We need a Swiss army knife of a consultant for ISO 27001 implementation, we're in Rennes",
    "f:iso-27001 r:fr s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Huge Real Madrid fans here, but our office is in Málaga. Need an NIS2 gap analysis.",
    "f:nis2 r:es s:gap-analysis",
    "place-negative",
  ),
  q(
    "We run Kansas City-style barbecue restaurants around Glasgow and take cards at every table. Need a PCI DSS QSA.",
    "f:pci-dss r:uk s:audit",
    "place-negative",
  ),
  q(
    "Madison from finance needs a SOC 1 Type II auditor; we're a payroll provider in Guadalajara, Mexico",
    "f:soc-1 r:mx s:audit",
    "place-negative",
  ),
  q(
    "We're a Haarlem SaaS about to launch in the Australian market; need an ISO 27001 certification body",
    "f:iso-27001 r:nl s:certification-body",
    "place-negative",
  ),
  q(
    "Our clients are all across LATAM but we're based in Miami. Looking for a fractional CISO.",
    "r:us s:vciso",
    "place-negative",
  ),
  q(
    "Our stack runs in AWS us-east-1 but the whole team sits in Zaragoza. Looking for an ENS readiness assessment.",
    "f:ens r:es s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Need a privacy consultant for CCPA (the California Consumer Privacy Act); we're an adtech startup in Berlin",
    "f:ccpa r:de s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Need a gap analysis against the EU AI Act for our Montreal machine-learning startup",
    "f:eu-ai-act r:ca s:gap-analysis",
    "place-negative",
  ),
  q(
    "Our office is on Amsterdam Avenue in Manhattan; looking for a SOC 2 readiness assessment",
    "f:soc-2 r:us s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Need a lawyer to advise on Chinese walls and information barriers between our advisory and trading desks",
    "s:legal-advisory",
    "place-negative",
  ),
  q(
    "After a fake recruiter claiming to be from Silicon Valley phished two of our developers, we want a risk assessment of our remote hiring and onboarding",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "Our security programme feels like Chernobyl right now 😅 Need a vCISO for a 40-person SaaS in Poznań.",
    "r:pl s:vciso",
    "place-negative",
  ),
  q(
    "We're Andes Analytics, a 30-person data firm in San Diego. Need an ISO 42001 gap analysis.",
    "f:iso-42001 r:us s:gap-analysis",
    "place-negative",
  ),
  q(
    "A firm in Charlotte quoted us $60k for a SOC 2 Type II, which seems insane. We're a 15-person startup in Tampa. Cheaper auditors?",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "Our client's auditors in Luxembourg want an ISAE 3402 report from us. We're a fund administrator in Kilkenny.",
    "f:soc-1 r:ie s:audit",
    "place-negative",
  ),
  q(
    "Spanish-speaking security awareness training for our call center in El Paso",
    "r:us s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Kingston in procurement needs three quotes from ISO 9001 certification bodies. We're a manufacturer in Coventry.",
    "f:iso-9001 r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "Tier-2 supplier in Győr making parts for the Hyundai Tucson; we need a TISAX assessment",
    "f:tisax r:eu s:audit",
    "place-negative",
  ),
  q(
    "We host in a Frankfurt data centre but the company is based in Innsbruck. Need ISO 27017 certification for our cloud service.",
    "f:iso-27017 r:at s:certification-body",
    "place-negative",
  ),
  q(
    "Looking for a GDPR privacy consultant. Please exclude vendors based in the Netherlands; we're in Mechelen.",
    "f:gdpr r:be s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Brittany from HR wants security awareness training for our 200 staff in Bremen",
    "r:de s:security-awareness-training",
    "place-negative",
  ),
  q(
    "There's a Mexican standoff between IT and legal over which GRC tool to buy. Can you recommend compliance automation platforms? We're in Delft.",
    "r:nl s:compliance-automation",
    "place-negative",
  ),
  // ── misspelling (20) ──
  q(
    "ISO27001 certifcation body in Munchen",
    "f:iso-27001 r:de s:certification-body",
    "misspelling",
  ),
  q("HIPPA risk assesment for a clinic in Chicgo", "f:hipaa r:us s:risk-assessment", "misspelling"),
  q("penetation testing firms in Amsterdm", "r:nl s:penetration-testing", "misspelling"),
  q("PCI DDS QSA Frankfrut", "f:pci-dss r:de s:audit", "misspelling"),
  q("vCSIO for saas startup in Stokholm", "r:se s:vciso", "misspelling"),
  q("NIS-2 gap analisys Lodz", "f:nis2 r:pl s:gap-analysis", "misspelling"),
  q(
    "Cyber Essentails Plus certifcation Birmingam",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("Fedramp 3pao Washinton DC", "f:fedramp r:us s:audit", "misspelling"),
  q(
    "IS0 27OO1 lead implementor Zurick",
    "f:iso-27001 r:ch s:implementation-consulting",
    "misspelling",
  ),
  q("HiTrust r2 asessor in Mineapolis", "f:hitrust r:us s:audit", "misspelling"),
  q("Sarbanes Oxly internal auditers NEWYORK", "f:sox r:us s:internal-audit", "misspelling"),
  q("GDRP DPO as a servise dublin", "f:gdpr r:ie s:privacy-consulting", "misspelling"),
  q(
    "complaince automation software like vanta for 20 ppl startup",
    "s:compliance-automation",
    "misspelling",
  ),
  q(
    "secuirty awarness trainning for 300 employes Mexcio",
    "r:mx s:security-awareness-training",
    "misspelling",
  ),
  q("managd SOC / MSSP for factory saopaulo", "r:br s:managed-security", "misspelling"),
  q("risk assesment ISO 27005 consultant Ahmdabad", "r:in s:risk-assessment", "misspelling"),
  q("Swizerland iso 9001 certfication", "f:iso-9001 r:ch s:certification-body", "misspelling"),
  q(
    "soc2 readines for BPO in the Phillipines",
    "f:soc-2 r:apac s:readiness-assessment",
    "misspelling",
  ),
  q(
    "NIST CFS 2.0 gap anaylsis for goverment contractor Austrailia",
    "f:nist-csf r:au s:gap-analysis",
    "misspelling",
  ),
  q("tisax assesment germnay automotive supplier", "f:tisax r:de s:audit", "misspelling"),
  // ── new-language (20) ──
  q(
    "東京にある従業員50名のSaaS企業です。ISO 27001の認証機関を探しています。",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "日本のフィンテック企業です。PCI DSSの審査を担当するQSAと、ペネトレーションテストを依頼できる会社を教えてください。",
    "f:pci-dss r:jp s:audit,penetration-testing",
    "new-language",
  ),
  q(
    "我们是一家位于香港的金融科技公司，需要做SOC 2 Type II审计，请推荐审计机构。",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),
  q(
    "深圳跨境电商公司，需要GDPR合规咨询以及外包数据保护官（DPO）服务。",
    "f:gdpr r:apac s:privacy-consulting",
    "new-language",
  ),
  q(
    "نحن شركة تقنية مالية في الرياض ونبحث عن مقيّم أمن معتمد (QSA) للتدقيق على معيار PCI DSS.",
    "f:pci-dss r:sa s:audit",
    "new-language",
  ),
  q(
    "شركة ناشئة في القاهرة تحتاج إلى مستشار لتطبيق نظام إدارة أمن المعلومات ISO 27001.",
    "f:iso-27001 r:mena s:implementation-consulting",
    "new-language",
  ),
  q(
    "서울에 있는 스타트업입니다. ISO 27001 인증을 준비하려고 하는데 갭 분석을 해 줄 컨설팅 업체를 찾고 있습니다.",
    "f:iso-27001 r:kr s:gap-analysis",
    "new-language",
  ),
  q(
    "Мы IT-компания из Риги. Ищем подрядчика для тестирования на проникновение нашего веб-приложения.",
    "r:eu s:penetration-testing",
    "new-language",
  ),
  q(
    "हम दिल्ली की एक हेल्थटेक स्टार्टअप हैं और हमें HIPAA के लिए जोखिम मूल्यांकन करवाना है।",
    "f:hipaa r:in s:risk-assessment",
    "new-language",
  ),
  q(
    "Είμαστε εταιρεία λογισμικού στη Θεσσαλονίκη και ψάχνουμε φορέα πιστοποίησης για ISO 27001.",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Ми ІТ-компанія з Києва, шукаємо віртуального CISO на неповний робочий день.",
    "r:emea s:vciso",
    "new-language",
  ),
  q(
    "Szukamy firmy, która przeprowadzi audyt wewnętrzny ISO 27001 w naszej spółce w Polsce.",
    "f:iso-27001 r:pl s:internal-audit",
    "new-language",
  ),
  q(
    "Hledáme v Brně poradce pro zavedení ISO 27001 a požadavků NIS2.",
    "f:iso-27001,nis2 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "Almanya'da faaliyet gösteren bir otomotiv tedarikçisiyiz, TISAX için hazırlık değerlendirmesi yapacak bir firma arıyoruz.",
    "f:tisax r:de s:readiness-assessment",
    "new-language",
  ),
  q(
    "Budapesti fintech cég vagyunk, SOC 2 auditort keresünk.",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),
  q(
    "Suntem o companie din Cluj și căutăm un furnizor de servicii SOC gestionate (MDR).",
    "r:eu s:managed-security",
    "new-language",
  ),
  q(
    "Công ty chúng tôi ở Hà Nội cần đơn vị tư vấn triển khai ISO 27001.",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "บริษัทของเราอยู่ในกรุงเทพฯ ต้องการที่ปรึกษาด้าน PDPA และ GDPR",
    "f:gdpr r:apac s:privacy-consulting",
    "new-language",
  ),
  q(
    "Kami perusahaan fintech di Surabaya, mencari konsultan untuk implementasi ISO 27001 dan jasa uji penetrasi.",
    "f:iso-27001 r:apac s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  q(
    "אנחנו סטארט-אפ מחיפה ומחפשים משרד רואי חשבון לביקורת SOC 2.",
    "f:soc-2 r:il s:audit",
    "new-language",
  ),
  // ── other-language (10) ──
  q(
    "Wir sind ein Mittelständler aus Köln und suchen einen Berater für die Einführung von ISO 27001.",
    "f:iso-27001 r:de s:implementation-consulting",
    "other-language",
  ),
  q(
    "Nous sommes une PME toulousaine et cherchons un prestataire pour un test d'intrusion et une sensibilisation du personnel au phishing.",
    "r:fr s:penetration-testing,security-awareness-training",
    "other-language",
  ),
  q(
    "Somos una empresa de Sevilla que trabaja con la administración pública y necesitamos certificarnos en el ENS categoría media. ¿Qué entidades de certificación nos recomendáis?",
    "f:ens r:es s:certification-body",
    "other-language",
  ),
  q(
    "Azienda di Torino cerca un DPO esterno per l'adeguamento al GDPR.",
    "f:gdpr r:it s:privacy-consulting",
    "other-language",
  ),
  q(
    "Wij zijn een zorginstelling in Utrecht en zoeken een certificerende instelling voor ISO 27001 en NEN 7510.",
    "f:iso-27001 r:nl s:certification-body",
    "other-language",
  ),
  q(
    "Somos uma fintech de Belo Horizonte e precisamos de um auditor para o SOC 2 Tipo II.",
    "f:soc-2 r:br s:audit",
    "other-language",
  ),
  q(
    "Vi är ett SaaS-bolag i Göteborg och söker en extern CISO på deltid.",
    "r:se s:vciso",
    "other-language",
  ),
  q(
    "Vi er en virksomhed i Aarhus, der er omfattet af NIS2, og søger en risikovurdering og en gap-analyse.",
    "f:nis2 r:dk s:risk-assessment,gap-analysis",
    "other-language",
  ),
  q(
    "Vi er et rederi i Bergen og trenger en leverandør av sikkerhetsovervåkning døgnet rundt (SOC/MDR).",
    "r:no s:managed-security",
    "other-language",
  ),
  q(
    "Tamperelainen ohjelmistoyritys etsii sertifiointielintä ISO 27001 -sertifiointiin.",
    "f:iso-27001 r:fi s:certification-body",
    "other-language",
  ),
  // ── trade-term (10) ──
  q(
    "Need a QSA to sign off our ROC this year, we're a Level 1 merchant",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q(
    "Looking for an accredited registrar anywhere in the EU for our ISO 9001 recertification audit",
    "f:iso-9001 r:eu s:certification-body",
    "trade-term",
  ),
  q(
    "Which 3PAOs have capacity for a FedRAMP Moderate initial assessment this spring?",
    "f:fedramp s:audit",
    "trade-term",
  ),
  q(
    "Our SOC 2 Type II period ended in March and customers are asking for a bridge letter. We need an auditor lined up for the next period.",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "Contract ISO 27001 lead implementer wanted to build our ISMS from scratch",
    "f:iso-27001 s:implementation-consulting",
    "trade-term",
  ),
  q(
    "Need a notified body for the conformity assessment of a high-risk AI system under the EU AI Act",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "Looking for a CMMC RPO to run a Level 2 readiness assessment",
    "f:cmmc s:readiness-assessment",
    "trade-term",
  ),
  q("SOC-as-a-service for 200 endpoints, need 24/7 MDR", "s:managed-security", "trade-term"),
  q(
    "Which CBs are accredited to run stage 1 and stage 2 audits for an ISO 27701 PIMS extension?",
    "f:iso-27701 s:certification-body",
    "trade-term",
  ),
  q(
    "Need a HITRUST External Assessor for an r2 validated assessment",
    "f:hitrust s:audit",
    "trade-term",
  ),
  // ── city-or-state (10) ──
  q("SOC 2 auditor Boulder CO", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 implementation consultant in Bavaria",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("penetration testing firm Surrey BC", "r:ca s:penetration-testing", "city-or-state"),
  q("vCISO services Sydney NSW", "r:au s:vciso", "city-or-state"),
  q("PCI QSA in Maharashtra", "f:pci-dss r:in s:audit", "city-or-state"),
  q("GDPR consultant Catalonia", "f:gdpr r:es s:privacy-consulting", "city-or-state"),
  q("HIPAA risk assessment Birmingham AL", "f:hipaa r:us s:risk-assessment", "city-or-state"),
  q("managed SOC provider in Gauteng", "r:za s:managed-security", "city-or-state"),
  q("ISO 27001 internal auditor Nuevo León", "f:iso-27001 r:mx s:internal-audit", "city-or-state"),
  q("DORA gap analysis Île-de-France", "f:dora r:fr s:gap-analysis", "city-or-state"),
  // ── country-outside-taxonomy (7) ──
  q(
    "ISO 27001 certification body for a software company in Lithuania",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q(
    "SOC 2 auditor for a payments startup in Nigeria",
    "f:soc-2 r:emea s:audit",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA in Egypt", "f:pci-dss r:mena s:audit", "country-outside-taxonomy"),
  q(
    "managed SOC provider for a bank in the Philippines",
    "r:apac s:managed-security",
    "country-outside-taxonomy",
  ),
  q(
    "GDPR privacy consultant, we're in Uruguay",
    "f:gdpr r:latam s:privacy-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "penetration testing company in Iceland",
    "r:nordics s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q(
    "NIS2 implementation consultant in Slovakia",
    "f:nis2 r:eu s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  // ── several-needs (8) ──
  q(
    "Need a SOC 2 Type II audit, ISO 27001 certification and an annual pentest for our teams in Berlin and Barcelona",
    "f:soc-2,iso-27001 r:de,es s:audit,certification-body,penetration-testing",
    "several-needs",
  ),
  q(
    "HIPAA and SOC 2 readiness assessment for a US healthtech",
    "f:hipaa,soc-2 r:us s:readiness-assessment",
    "several-needs",
  ),
  q(
    "Marseille-based AI company needs legal advice on the GDPR and the EU AI Act, plus an outsourced DPO",
    "f:gdpr,eu-ai-act r:fr s:legal-advisory,privacy-consulting",
    "several-needs",
  ),
  q(
    "NIS2 and DORA gap analysis plus co-sourced internal audit for a bank with offices in Genoa and Luxembourg",
    "f:nis2,dora r:it,lu s:gap-analysis,internal-audit",
    "several-needs",
  ),
  q(
    "PCI DSS QSA and a 24/7 MSSP with global coverage, we operate in 30 countries",
    "f:pci-dss r:global s:audit,managed-security",
    "several-needs",
  ),
  q(
    "ISO 22301 and ISO 27001 certification body for our DACH operations",
    "f:iso-22301,iso-27001 r:dach s:certification-body",
    "several-needs",
  ),
  q(
    "CMMC and NIST 800-53 implementation consultant for a defense contractor in Virginia",
    "f:cmmc,nist-800-53 r:us s:implementation-consulting",
    "several-needs",
  ),
  q(
    "vCISO plus security awareness training for our offices in Mexico City and Santiago de Chile",
    "r:mx,cl s:vciso,security-awareness-training",
    "several-needs",
  ),
];
