import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 8, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI messages with parties in other places, place words that are not the wanted region, typos, assessor jargon, twenty non-core languages in their own scripts, core European languages with stop-word traps, sub-national places, countries outside the taxonomy and multi-need asks. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND8_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "hi! we're a 40-person fintech in Dublin, our main customers are US banks and they keep asking for a SOC 2 Type II report. we have ISO 27001 already. who can do the SOC 2 audit for us? budget is ~30k",
    "f:soc-2 r:ie s:audit",
    "chat-message",
  ),
  q(
    "So my cofounder is in Toronto and I'm in Vancouver, we sell HR software to hospitals in the States. Need someone to help us get HIPAA compliant and maybe do a pentest before Q3 🙏",
    "f:hipaa r:ca s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "hey, quick one — our parent company in Tokyo wants us (the Munich subsidiary) to get TISAX AL3 because of a big automotive OEM deal. looking for a TISAX assessment provider, ideally German speaking, deadline end of march",
    "f:tisax r:de s:audit",
    "chat-message",
  ),
  q(
    "We're a small Lisbon agency (12 ppl) and honestly no idea where to start with ISO 27001. Need someone to do a gap analysis first and then actually implement it with us. pls keep it cheap lol",
    "f:iso-27001 r:pt s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "our board in Singapore asked me (new IT lead, I sit in the Kuala Lumpur office) to find a virtual CISO for 2 days a month, someone who can also steer us towards ISO 27001 next year",
    "f:iso-27001 r:apac s:vciso",
    "chat-message",
  ),
  q(
    "Hello, I run compliance at a payments startup in São Paulo. Visa and our acquirer in London require PCI DSS level 1, so we need a QSA to do the RoC this year. Also want a separate pentest firm. Portuguese speaking ideally.",
    "f:pci-dss r:br s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "we build AI hiring tools, HQ Amsterdam, and with the EU AI Act coming our legal team wants outside help: ideally a consultancy that can set up ISO 42001 and map us to the AI Act. investors in SF keep asking too 😅",
    "f:eu-ai-act,iso-42001 r:nl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Long story short: our previous certification body lost its UKAS accreditation. We're in Leeds, ISO 9001 and ISO 27001 certified, surveillance audit due in 6 weeks. Need a new accredited certification body asap that can take over both certificates.",
    "f:iso-27001,iso-9001 r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "im the only IT guy at a dental group with 14 clinics across texas. insurance carrier wants phishing training for all staff + a HIPAA risk assessment before renewal. who does that around here?",
    "f:hipaa r:us s:risk-assessment,security-awareness-training",
    "chat-message",
  ),
  q(
    "We're a Zurich-based asset manager. FINMA rules aren't in your list I guess, but DORA hits us through our Luxembourg fund entity. Looking for a DORA gap analysis and a TLPT provider, anywhere in DACH is fine.",
    "f:dora r:dach s:gap-analysis,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi there — Series A saas, 25 engineers split between Kraków and Berlin, legal entity in Delaware. UK prospects want Cyber Essentials Plus and SOC 2. Is there one firm that can do the SOC 2 audit and the CE+ assessment? Europe-based preferred.",
    "f:cyber-essentials,soc-2 r:eu s:audit",
    "chat-message",
  ),
  q(
    "writing in english sorry 🙂 we are a logistics co in Bogotá, got ISO 9001 years ago, now a US client asks for SOC 1 because we process their billing. need an auditor who can issue a SOC 1 type 2 here in Colombia",
    "f:soc-1 r:co s:audit",
    "chat-message",
  ),
  q(
    "My wife is CFO of a mid-size manufacturer near Stuttgart and asked me to research this: their biggest customer (a car maker) demands TISAX, and separately their bank keeps asking if they are ready for NIS2. They want one consultant for both. Suggestions?",
    "f:nis2,tisax r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We're a healthtech in Tel Aviv selling to NHS trusts. They want DSPT (probably not on your site) plus Cyber Essentials. Mostly we need a UK-based consultant who knows NHS procurement and can get us through Cyber Essentials quickly.",
    "f:cyber-essentials r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Quick context: municipal water utility in Ohio, ~200 staff. State auditors flagged us last year. We want a NIST CSF 2.0 maturity assessment and 24/7 security monitoring since we have nobody watching alerts. Budget approved for FY26.",
    "f:nist-csf r:us s:gap-analysis,managed-security",
    "chat-message",
  ),
  q(
    "we're 8 ppl, bootstrapped, based in Wellington. a big Aussie customer sent a 300-question security questionnaire and wants ISO 27001 within 12 months. is there a compliance platform + consultant combo that is affordable for NZ companies?",
    "f:iso-27001 r:nz s:compliance-automation,implementation-consulting",
    "chat-message",
  ),
  q(
    "Good morning. I am the DPO of a hospital group in Lyon. For GDPR we need an external team to run DPIAs on our new patient portal and review our ROPA. French speaking obviously. Nothing ISO related.",
    "f:gdpr r:fr s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Our family business (furniture, 300 employees, Poznań) just got hit by ransomware. The insurer now requires an MDR service and a yearly penetration test before renewing. Polish-language support needed. No certification needed for now.",
    "r:pl s:managed-security,penetration-testing",
    "chat-message",
  ),
  q(
    "Hey, solo founder in Austin building a B2B analytics tool. A prospect's procurement wants SOC 2 Type I before signing. I already picked Drata for the platform side, now looking for a cheap SOC 2 Type 1 auditor that works with tiny startups.",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "we're a Cape Town based payroll bureau. Clients in the UK and the Netherlands ask for ISAE 3402 type II. POPIA stuff is fine already. Who in South Africa can issue an ISAE 3402 report?",
    "f:soc-1 r:za s:audit",
    "chat-message",
  ),
  q(
    "Hi, I manage IT for a group of 6 private schools around Dubai and Abu Dhabi. Parents worry about data privacy and our owners want ISO 27001 + ISO 27701. Looking for an implementation partner in the UAE, Arabic + English.",
    "f:iso-27001,iso-27701 r:ae s:implementation-consulting",
    "chat-message",
  ),
  q(
    "mid-size bank in Oslo. the regulator is pushing DORA hard. we need (1) a TLPT provider and (2) someone to assess the risk in our ICT third-party register. Nordic firms only please",
    "f:dora r:nordics s:penetration-testing,risk-assessment",
    "chat-message",
  ),
  q(
    "Hi! We're a 60-person game studio in Seoul. Our publisher in Los Angeles wants an audit of us against ISO 27001 controls, not full certification. Looking for a Korean firm that can do an internal audit against 27001.",
    "f:iso-27001 r:kr s:internal-audit",
    "chat-message",
  ),
  q(
    "we're a cloud hosting provider in Frankfurt, customers are German public sector. need the BSI C5 attestation and want to add 27017 and 27018 to our existing 27001 scope. so: an auditor for C5 and a certification body for the ISO extensions.",
    "f:c5,iso-27017,iso-27018 r:de s:audit,certification-body",
    "chat-message",
  ),
  q(
    "hola from Santiago 🇨🇱 we're a fintech supervised by the CMF and want ISO 27001 by end of next year. first step for us is a readiness assessment, the cert audit comes later. anyone in Chile or Argentina?",
    "f:iso-27001 r:ar,cl s:readiness-assessment",
    "chat-message",
  ),
  q(
    "I'm in procurement at a hospital network in Sydney's west. We assess vendors against the Essential Eight (not sure you cover it) and need third-party risk assessments done on ~40 suppliers. Aussie firm please.",
    "r:au s:risk-assessment",
    "chat-message",
  ),
  q(
    "We're a defense subcontractor (machining, 45 people, Wichita KS). Our prime told us CMMC Level 2 by next year. We need an RPO to help us prep and then a C3PAO for the actual assessment. Anyone in Kansas or nearby?",
    "f:cmmc r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "ok so. I'm the new security person at a Brussels-based NGO, ~150 staff, funded by EU grants. We have zero security program. Want a part-time CISO plus security awareness training for staff in French and Dutch. No certification goal.",
    "r:be s:security-awareness-training,vciso",
    "chat-message",
  ),
  q(
    "We are a BPO with call centers in Monterrey and Guadalajara serving American health insurers. They want HITRUST r2. We need someone who can do the HITRUST assessment and a consultant to help us implement the controls. Mexico or US vendors both fine.",
    "f:hitrust r:mx,us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, research institute in Helsinki here 🇫🇮. An EU project requires us to align with ISO 27001 (no certification) and get a GDPR review of our data handling. Could you suggest privacy + infosec consultants in Finland? thx",
    "f:gdpr,iso-27001 r:fi s:implementation-consulting,privacy-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "ISO 27001 consultant recommended by Florence from our finance team",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Jordan on our team says we need a SOC 2 auditor, who's good?",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "pentest for our app before we launch it at Web Summit Lisbon",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "SOC 2 audit firm — everything we run is hosted in AWS Frankfurt",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "we take payments through Santander and ING gateways, need help with our PCI DSS SAQ",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "GDPR consultant who can run the workshops in Spanish",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "HIPAA compliance consultant, but not anyone based in India please",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our Japanese parent company mandates ISO 27001, looking for an implementation partner",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q("vCISO for a startup whose investors are all in Israel", "s:vciso", "place-negative"),
  q("Chelsea supporters club app needs a pen test", "s:penetration-testing", "place-negative"),
  q(
    "SOC 2 readiness review, the product is codenamed Project Sydney",
    "f:soc-2 s:readiness-assessment",
    "place-negative",
  ),
  q(
    "phishing training for staff, our CEO came back from RSA Conference in San Francisco worried",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "DORA gap analysis; most of our ICT suppliers are in Poland and Romania",
    "f:dora s:gap-analysis",
    "place-negative",
  ),
  q(
    "we make Dutch ovens and Swiss-army style knives, need an ISO 9001 certification body",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),
  q(
    "compliance software for a Mexican restaurant chain, has to cover PCI",
    "f:pci-dss s:compliance-automation",
    "place-negative",
  ),
  q(
    "auditor for ISO 22301, our customers are mostly in Brazil and Chile",
    "f:iso-22301 s:audit",
    "place-negative",
  ),
  q(
    "NIS2 consultant — no one from Russia or Belarus please",
    "f:nis2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "We're a Toronto company but we don't want a Canadian firm: SOC 2 auditor from the US please, customers want a US CPA",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "Adelaide, our head of ops, asked for quotes on an ISO 27001 internal audit",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),
  q(
    "cyber essentials for a charity supporting refugees from Afghanistan and Syria",
    "f:cyber-essentials",
    "place-negative",
  ),
  q(
    "Emirates and Qatar Airways are our clients, we need a SOC 1 report",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q(
    "ISO 42001 consultancy — our models are trained on GPUs rented in Iceland",
    "f:iso-42001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "HITRUST assessor we were told about at HIMSS in Orlando",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q(
    "we're a Berlin team but need a privacy lawyer in California for CCPA",
    "f:ccpa r:us s:legal-advisory",
    "place-negative",
  ),
  q(
    "lingerie e-shop (think Victoria's Secret) needs PCI compliance help",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27oo1 consultnat in manchester",
    "f:iso-27001 r:uk s:implementation-consulting",
    "misspelling",
  ),
  q("soc2 type2 auditer", "f:soc-2 s:audit", "misspelling"),
  q("penetraton testing amsterdm", "r:nl s:penetration-testing", "misspelling"),
  q("hipa complaince consulting", "f:hipaa s:implementation-consulting", "misspelling"),
  q("gdrp dpo as a servise germnay", "f:gdpr r:de s:privacy-consulting", "misspelling"),
  q("pci dds qsa in singapur", "f:pci-dss r:sg s:audit", "misspelling"),
  q("nis 2 gap anaylsis vienna", "f:nis2 r:at s:gap-analysis", "misspelling"),
  q("isms implemntation barcelona", "f:iso-27001 r:es s:implementation-consulting", "misspelling"),
  q("fedramp moderat readyness assesment", "f:fedramp s:readiness-assessment", "misspelling"),
  q("certificaton body iso9001 copenhagen", "f:iso-9001 r:dk s:certification-body", "misspelling"),
  q("fractonal ciso stockholm", "r:se s:vciso", "misspelling"),
  q(
    "iso 42oo1 consltancy for our ai product",
    "f:iso-42001 s:implementation-consulting",
    "misspelling",
  ),
  q("tisax assesment stutgart", "f:tisax r:de s:audit", "misspelling"),
  q("ciber essentails plus birmingham", "f:cyber-essentials r:uk", "misspelling"),
  q("dora complience for a small bank in luxemburg", "f:dora r:lu", "misspelling"),
  q("sox itgc internl audit new yrok", "f:sox r:us s:internal-audit", "misspelling"),
  q("phising simulaton trainning for 300 staf", "s:security-awareness-training", "misspelling"),
  q(
    "iso27017 and 27018 certifcation bodys",
    "f:iso-27017,iso-27018 s:certification-body",
    "misspelling",
  ),
  q("cmmc level2 c3poa", "f:cmmc s:audit", "misspelling"),
  q("soc 2 auditors in sanfrancisco", "f:soc-2 r:us s:audit", "misspelling"),

  // trade-term (10)
  q("looking for a QSA to sign off our AoC", "f:pci-dss s:audit", "trade-term"),
  q("3PAO for a FedRAMP Moderate initial assessment", "f:fedramp s:audit", "trade-term"),
  q(
    "need a bridge letter covering the gap until our next SOC 1 report",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q("ISAE 3000 type II report, which assurance firms issue these?", "s:audit", "trade-term"),
  q(
    "fractional CISO who can own our statement of applicability",
    "f:iso-27001 s:vciso",
    "trade-term",
  ),
  q("outsourced TPRM: vendor due diligence on ~200 suppliers", "s:risk-assessment", "trade-term"),
  q(
    "Registered Provider Organization for CMMC L2 prep",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q("red team engagement scoped as TLPT under DORA", "f:dora s:penetration-testing", "trade-term"),
  q("HITRUST external assessor for an r2 validated assessment", "f:hitrust s:audit", "trade-term"),
  q("CPA firm for SOC 1 and SOX ITGC testing", "f:soc-1,sox s:audit", "trade-term"),

  // new-language (20)
  q(
    "Szukamy konsultanta do wdrożenia ISO 27001, jesteśmy software housem z Warszawy (ok. 80 osób). Ktoś poleci?",
    "f:iso-27001 r:pl s:implementation-consulting",
    "new-language",
  ),
  q(
    "Potřebujeme audit SOC 2 typ II, jsme SaaS firma z Brna. Kdo to dělá v Česku?",
    "f:soc-2 r:cz s:audit",
    "new-language",
  ),
  q(
    "東京のIT企業です。ISMS（ISO 27001）の認証機関を探しています。見積もりをお願いできるところはありますか？",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "نبحث عن شركة لاختبار الاختراق في دبي، ويفضل أن تكون لديها خبرة في PCI DSS",
    "f:pci-dss r:ae s:penetration-testing",
    "new-language",
  ),
  q(
    "서울에 있는 스타트업입니다. ISO 27701 인증 준비를 도와줄 컨설팅 업체 추천 부탁드립니다",
    "f:iso-27701 r:kr s:implementation-consulting",
    "new-language",
  ),
  q(
    "我们是深圳的一家跨境电商公司，美国客户要求SOC 2报告，有推荐的审计机构吗？",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),
  q(
    "हमारी कंपनी बेंगलुरु में है, ISO 27001 के लिए गैप एनालिसिस करने वाली कोई अच्छी फर्म बताइए",
    "f:iso-27001 r:in s:gap-analysis",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο για τον GDPR, είμαστε μικρή εταιρεία λογισμικού στη Θεσσαλονίκη",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Vi är ett fintechbolag i Göteborg och behöver hjälp med DORA samt ett penetrationstest av vår app",
    "f:dora r:se s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  q(
    "Etsimme sertifiointielintä ISO 27001 -sertifiointiin. Yrityksemme toimii Tampereella.",
    "f:iso-27001 r:fi s:certification-body",
    "new-language",
  ),
  q(
    "NIS2 megfelelési tanácsadót keresünk, kb. 200 fős gyártó cég vagyunk Debrecenben",
    "f:nis2 r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Công ty chúng tôi ở Hà Nội cần đơn vị tư vấn triển khai ISO 27001 và đào tạo nhận thức an toàn thông tin cho nhân viên",
    "f:iso-27001 r:apac s:implementation-consulting,security-awareness-training",
    "new-language",
  ),
  q(
    "Kami startup fintech di Jakarta, butuh konsultan PCI DSS dan jasa pentest untuk aplikasi mobile",
    "f:pci-dss r:apac s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  q(
    "מחפשים CISO במיקור חוץ לסטארט-אפ בהרצליה, אנחנו מתכוננים ל-SOC 2",
    "f:soc-2 r:il s:vciso",
    "new-language",
  ),
  q(
    "Шукаємо аудитора ISO 27001 у Польщі — наша IT-компанія переїхала з Харкова до Вроцлава",
    "f:iso-27001 r:pl s:audit",
    "new-language",
  ),
  q(
    "Căutăm o firmă pentru o evaluare a riscurilor de securitate cibernetică. Suntem în Cluj-Napoca.",
    "r:eu s:risk-assessment",
    "new-language",
  ),
  q(
    "Otsime Tallinnas ettevõtet, kes teeks meile ISO 27001 siseauditi",
    "f:iso-27001 r:ee s:internal-audit",
    "new-language",
  ),
  q(
    "บริษัทของเราอยู่ที่กรุงเทพฯ กำลังหาที่ปรึกษาช่วยทำ ISO 27001 ค่ะ",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Търсим сертифициращ орган за ISO 9001 и ISO 27001 в София",
    "f:iso-27001,iso-9001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Tunatafuta kampuni ya kufanya ukaguzi wa SOC 2 hapa Nairobi",
    "f:soc-2 r:emea s:audit",
    "new-language",
  ),

  // other-language (10)
  q(
    "Wir suchen einen Berater für die ISO 27001 Einführung, Firmensitz in Köln, ca. 120 Mitarbeiter",
    "f:iso-27001 r:de s:implementation-consulting",
    "other-language",
  ),
  q(
    "Externer Datenschutzbeauftragter für DSGVO gesucht – unsere Kunden kommen aus Österreich und der Schweiz, wir sitzen in Leipzig",
    "f:gdpr r:de s:privacy-consulting",
    "other-language",
  ),
  q(
    "Nous cherchons un cabinet d'audit pour notre rapport SOC 2 type 2, nous sommes basés à Montréal",
    "f:soc-2 r:ca s:audit",
    "other-language",
  ),
  q(
    "Notre siège est à Bruxelles, on cherche un prestataire de tests d'intrusion",
    "r:be s:penetration-testing",
    "other-language",
  ),
  q(
    "Buscamos consultoría para el Esquema Nacional de Seguridad categoría media, estamos en Sevilla",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q(
    "necesitamos auditoría PCI DSS para nuestra pasarela de pagos en Lima, Perú",
    "f:pci-dss r:latam s:audit",
    "other-language",
  ),
  q(
    "Cerchiamo un ente di certificazione che possa certificarci ISO 27001 a Milano",
    "f:iso-27001 r:it s:certification-body",
    "other-language",
  ),
  q(
    "Wij zoeken een partij die een NIS2 gap-analyse kan doen, wij zijn gevestigd in Utrecht",
    "f:nis2 r:nl s:gap-analysis",
    "other-language",
  ),
  q(
    "Hulp nodig met de AVG en we willen een functionaris gegevensbescherming inhuren, kantoor in Antwerpen",
    "f:gdpr r:be s:privacy-consulting",
    "other-language",
  ),
  q(
    "Procuramos consultoria de LGPD para uma startup em Curitiba",
    "r:br s:privacy-consulting",
    "other-language",
  ),

  // city-or-state (5)
  q("SOC 2 auditors in Bavaria", "f:soc-2 r:de s:audit", "city-or-state"),
  q("penetration testing firms in Ontario", "r:ca s:penetration-testing", "city-or-state"),
  q(
    "ISO 27001 consultants Queensland",
    "f:iso-27001 r:au s:implementation-consulting",
    "city-or-state",
  ),
  q(
    "HIPAA risk assessment for our clinic in Minnesota",
    "f:hipaa r:us s:risk-assessment",
    "city-or-state",
  ),
  q("GDPR lawyer in Catalonia", "f:gdpr r:es s:legal-advisory", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 certification body in Greece",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q("pentest company Egypt", "r:mena s:penetration-testing", "country-outside-taxonomy"),
  q(
    "SOC 2 readiness firm in Tanzania",
    "f:soc-2 r:emea s:readiness-assessment",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA Ecuador", "f:pci-dss r:latam s:audit", "country-outside-taxonomy"),
  q("vCISO services in China", "r:apac s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "one vendor for ISO 27001 implementation, the SOC 2 audit and a pentest — UK",
    "f:iso-27001,soc-2 r:uk s:audit,implementation-consulting,penetration-testing",
    "several-needs",
  ),
  q(
    "gap analysis, internal audit and awareness training for ISO 22301 and ISO 27001 in Ireland",
    "f:iso-22301,iso-27001 r:ie s:gap-analysis,internal-audit,security-awareness-training",
    "several-needs",
  ),
  q(
    "GDPR DPO service plus an ISO 27701 certification body, France or Belgium",
    "f:gdpr,iso-27701 r:be,fr s:certification-body,privacy-consulting",
    "several-needs",
  ),
  q(
    "HIPAA and SOC 2 consultants plus an MDR provider in the US",
    "f:hipaa,soc-2 r:us s:implementation-consulting,managed-security",
    "several-needs",
  ),
  q(
    "DORA, NIS2 and ISO 27001: risk assessment + vCISO, Benelux",
    "f:dora,iso-27001,nis2 r:benelux s:risk-assessment,vciso",
    "several-needs",
  ),
];
