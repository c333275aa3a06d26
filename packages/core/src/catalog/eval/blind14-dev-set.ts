import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 14, dev half (130 queries). Written 2026-11-30 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND14_DEV_SET: readonly EvalQuery[] = [
  // chat-message: Ask AI messages with context, others' places, held frameworks, refusals.
  q(
    "Hi! We're a 40-person fintech in Dublin 🇮🇪 and a big bank customer just asked for our SOC 2 Type II report by March. We've never done one. Can you recommend auditors who can start quickly? Budget is around €30k. Thanks, Aoife",
    "f:soc-2 r:ie s:audit",
    "chat-message",
  ),
  q(
    "hey so our parent company in Japan already has ISO 27001 but we (US subsidiary, Boston) need our own cert now. looking for a consultant to help us get there before Q3. not interested in compliance software, we tried Vanta and it wasnt for us",
    "f:iso-27001 r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We passed SOC 2 last year with no exceptions 🙌 Now enterprise customers in Germany keep asking about TISAX. Who does TISAX assessments? We're based in Austin, TX.",
    "f:tisax r:us s:audit",
    "chat-message",
  ),
  q(
    "Looking for a fractional CISO for a seed-stage healthtech, ~15 ppl. We handle PHI so HIPAA matters a lot. Ideally someone in Canada (Toronto or Vancouver) since that's where the team is. Budget maybe 5k/month CAD. Not looking for a big4 firm!!",
    "f:hipaa r:ca s:vciso",
    "chat-message",
  ),
  q(
    "hello, we are a small payment processor in Lagos. we need a PCI DSS level 1 RoC this year, our previous QSA from South Africa retired 😅. Prefer someone in Nigeria or at least somewhere in Africa.",
    "f:pci-dss r:emea s:audit",
    "chat-message",
  ),
  q(
    "Our DPO just quit 😩 We're a 200-person e-commerce company in Lyon. Need an outsourced DPO asap, French-speaking obviously. We also have some Californian customers so CCPA advice would be a bonus.",
    "f:ccpa r:fr s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi team, quick one: which firms can do a penetration test + phishing simulation combo for a bank in Warsaw? We already have ISO 27001 and the auditors flagged we haven't done a pentest in 2 yrs. Deadline end of Jan. — Marek, IT Manager",
    "r:pl s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "we're listed on the NASDAQ but HQ is in Tel Aviv. need SOX ITGC help - basically outsourced internal audit for IT controls. our big4 external auditor is fine, we just need the internal side covered",
    "f:sox r:il s:internal-audit",
    "chat-message",
  ),
  q(
    "Need someone to run a DPIA for a new AI hiring tool we're building. Also wondering whether the EU AI Act applies to us (I think it's high-risk?). We're a Dutch startup, 25 people. Lawyers are fine too if they know this stuff.",
    "f:eu-ai-act r:nl s:legal-advisory,privacy-consulting",
    "chat-message",
  ),
  q(
    "Hiya 👋 we make kids' learning apps, based in Manchester. Customers (schools) keep asking for Cyber Essentials Plus. Who can certify us? Doesn't need to be local, anywhere in the UK is fine.",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "We're a SaaS in Singapore selling into US federal agencies. Told we need FedRAMP Moderate. Honestly no idea where to start — need a readiness assessment first and then probably a 3PAO later. Budget flexible. Thx",
    "f:fedramp r:sg s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm the office manager at a dental group with 6 clinics around Phoenix. Our insurer says we need a HIPAA risk assessment by the end of the year. We don't have any IT staff 😬 what kind of company do I call?",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "our ISO 27001 cert expires in April and we're unhappy with our current certification body (slow, expensive). Want to switch CB for the recertification audit. We're in Madrid, 3 sites across Spain. any recs?",
    "f:iso-27001 r:es s:certification-body",
    "chat-message",
  ),
  q(
    "Good morning. I lead procurement at a mid-size insurer in Zurich. We need to assess DORA readiness — not sure whether DORA applies to a Swiss insurer that serves EU clients. Seeking someone to run a gap analysis. Kind regards, Thomas Keller",
    "f:dora r:ch s:gap-analysis",
    "chat-message",
  ),
  q(
    "We got hit by ransomware in 2023 and never want that again. 120 employees, manufacturing, plants in Monterrey and Querétaro. Looking for a managed SOC / MDR provider who speaks Spanish and can cover 24/7. No US-only firms please.",
    "r:mx s:managed-security",
    "chat-message",
  ),
  q(
    "hey! we use Drata already and our SOC 2 Type 1 is done. now we need a Type 2 auditor — ideally cheaper than the first one lol. we're a fully distributed team across Europe so an EU-based firm would be ideal",
    "f:soc-2 r:eu s:audit",
    "chat-message",
  ),
  q(
    "Bonjour! Sorry my English is not perfect. We are a hosting company in Montreal and want ISO 27017 and 27018 added to our existing ISO 27001 scope. Need an accredited certification body that can do both in one audit. Merci!",
    "f:iso-27017,iso-27018 r:ca s:certification-body",
    "chat-message",
  ),
  q(
    "We're an AI startup in Seoul building LLM features for banks. Customers are starting to ask about ISO 42001. Is it worth it? If yes, we'd want a consultant to implement it + then a certification body. Budget ~ $40k total. 🙏",
    "f:iso-42001 r:kr s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "Looking for a penetration testing firm to test our mobile banking app before launch in 6 weeks. We're in Nairobi and the app is for the whole East Africa region. CREST certified preferred. Can't go over $15k.",
    "r:emea s:penetration-testing",
    "chat-message",
  ),
  q(
    "My boss asked me to find 'a GRC platform that does ISO 27001 and NIS2' 🙃 we're a 300-person logistics company in Rotterdam. Don't want consultants, just the software. Any that support Dutch language?",
    "f:iso-27001,nis2 r:nl s:compliance-automation",
    "chat-message",
  ),
  q(
    "We are a medical device company in Bangalore exporting to the US. Need help with HIPAA and also an ISO 27001 internal audit before our surveillance audit in May. Prefer an Indian firm for cost reasons. Regards, Dr. Suresh",
    "f:hipaa,iso-27001 r:in s:implementation-consulting,internal-audit",
    "chat-message",
  ),
  q(
    "Hi — our auditor (Deloitte) told us we need a SOC 1 type 2 for our payroll product since clients rely on it for their financial reporting. We're in Johannesburg. Who else does ISAE 3402 / SOC 1 in South Africa? want a quote to compare",
    "f:soc-1 r:za s:audit",
    "chat-message",
  ),
  q(
    "We're a crypto exchange registered in Lithuania, team mostly remote. Need a full NIS2 + DORA gap analysis, followed by implementation help. Our last consultant (from the UK) ghosted us 🙄 so prefer someone EU-based this time.",
    "f:dora,nis2 r:eu s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Just need a quick quote for a web app pentest, ~30 endpoints, staging env ready. Small company near Gothenburg. Reports in English fine. Can start next week if possible!",
    "r:se s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hey, I'm the only IT person at a 60-person law firm in Auckland. Partners want security awareness training for everyone + phishing tests every quarter. Something low effort for me pls 🙏 we're on M365.",
    "r:nz s:security-awareness-training",
    "chat-message",
  ),
  q(
    "We make automotive parts (tier 2 supplier) and VW requires TISAX AL3 for our Stuttgart plant by September. We have nothing in place. Need a consultant to prepare us and then someone to do the assessment. Danke!",
    "f:tisax r:de s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, we're a university hospital in Santiago, Chile. The board approved budget for ISO 27001 implementation and a separate penetration test of our patient portal. Looking for providers with healthcare experience. Saludos",
    "f:iso-27001 r:cl s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "Can anyone recommend a HITRUST r2 assessor? We're a US health analytics company, already have SOC 2 Type 2 (so please don't try to upsell me on that 😅). Timeline: validated assessment submitted by Q2.",
    "f:hitrust r:us s:audit",
    "chat-message",
  ),
  q(
    "our company is based in Dubai, parent co in Riyadh. we need a vCISO for the Dubai entity only + someone to help us with the UAE PDPL. not looking for saudi firms since they'll just report to the parent lol",
    "r:ae s:privacy-consulting,vciso",
    "chat-message",
  ),
  q(
    "Hi there, looking for a consultant who can help us write our ISMS policies and the Statement of Applicability. We're a 20-person agency in Tallinn, budget is tight (~€8k). Cert audit planned for next year but that's later.",
    "f:iso-27001 r:ee s:implementation-consulting",
    "chat-message",
  ),

  // place-negative: people, brands, conferences, laws and products named like places; declined places.
  q(
    "Paris from our sales team needs a SOC 2 report for a prospect",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q("met a great vCISO at RSA Conference, looking for similar", "s:vciso", "place-negative"),
  q(
    "supplier to Bank of America needing a SOC 2 Type 2 auditor",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "Florence, our DPO, wants a second opinion on a DPIA",
    "s:privacy-consulting",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant who can deliver everything in Portuguese",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q("pentest for our Java and Python microservices", "s:penetration-testing", "place-negative"),
  q(
    "We run the ticketing for Real Madrid home games and need PCI DSS compliance help",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "ISO 9001 consultant in the UK, not India please",
    "f:iso-9001 r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Austin asked me to find a HIPAA compliance consultant",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Our customer in Japan demands ISO 27017, who can certify us?",
    "f:iso-27017 s:certification-body",
    "place-negative",
  ),
  q(
    "Zurich Insurance sent us a vendor questionnaire, we need a cyber risk assessment done",
    "s:risk-assessment",
    "place-negative",
  ),
  q("red team shops that have spoken at Black Hat USA", "s:penetration-testing", "place-negative"),
  q(
    "Sydney in finance wants outsourced internal audit for SOX",
    "f:sox s:internal-audit",
    "place-negative",
  ),
  q(
    "we're listed on the London Stock Exchange and need a fractional CISO",
    "s:vciso",
    "place-negative",
  ),
  q(
    "the ServiceNow Tokyo upgrade broke our ITGC evidence, need SOX help",
    "f:sox s:implementation-consulting",
    "place-negative",
  ),
  q(
    "GDPR consultant — no US firms please, we had bad luck",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Georgia (our COO) wants quotes for ISO 22301 certification",
    "f:iso-22301 s:certification-body",
    "place-negative",
  ),
  q("MDR vendors that exhibited at Infosecurity Europe", "s:managed-security", "place-negative"),
  q(
    "our Korean parent company wants us ISO 27701 certified — who are the accredited certifiers?",
    "f:iso-27701 s:certification-body",
    "place-negative",
  ),
  q("Jordan recommended a TISAX assessor, any others?", "f:tisax s:audit", "place-negative"),
  q(
    "we're a vendor to Swiss Re and they require our SOC 1 type 2 report",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q("Colorado Privacy Act and CCPA consultant", "f:ccpa s:privacy-consulting", "place-negative"),
  q(
    "We bake Danish pastries for supermarkets and need ISO 9001 certification",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),
  q("pentest for the Boston Celtics fan app we built", "s:penetration-testing", "place-negative"),
  q(
    "NIST CSF consultant to harden our macOS Monterey fleet",
    "f:nist-csf s:implementation-consulting",
    "place-negative",
  ),

  // misspelling: misspelt frameworks, services and places, run-together words, odd spacing.
  q("soc2 type2 auditer", "f:soc-2 s:audit", "misspelling"),
  q("gdpr consultent in germny", "f:gdpr r:de s:privacy-consulting", "misspelling"),
  q("hippa compliance help", "f:hipaa s:implementation-consulting", "misspelling"),
  q("penetraton testing austrailia", "r:au s:penetration-testing", "misspelling"),
  q("ISO27001certification Netherlnads", "f:iso-27001 r:nl s:certification-body", "misspelling"),
  q("pci-dds qsa", "f:pci-dss s:audit", "misspelling"),
  q("virtaul ciso for startup", "s:vciso", "misspelling"),
  q("nis-2 gap anaylsis", "f:nis2 s:gap-analysis", "misspelling"),
  q("hitrsut assesment", "f:hitrust s:audit", "misspelling"),
  q("fedrap readyness", "f:fedramp s:readiness-assessment", "misspelling"),
  q("iso 9001 registar in irland", "f:iso-9001 r:ie s:certification-body", "misspelling"),
  q("s o c 2 readiness review", "f:soc-2 s:readiness-assessment", "misspelling"),
  q(
    "complience automaton software for iso 27001",
    "f:iso-27001 s:compliance-automation",
    "misspelling",
  ),
  q("managed secuirty provider singapor", "r:sg s:managed-security", "misspelling"),
  q("secuity awarness trainig", "s:security-awareness-training", "misspelling"),
  q("cmmc level2 c3poa", "f:cmmc s:audit", "misspelling"),
  q("iso 42 001 consultants", "f:iso-42001 s:implementation-consulting", "misspelling"),
  q("tisaxx audit stuttgart", "f:tisax r:de s:audit", "misspelling"),
  q("risk assesment switzerlnd", "r:ch s:risk-assessment", "misspelling"),
  q("isms internel audit", "f:iso-27001 s:internal-audit", "misspelling"),

  // trade-term: industry jargon for roles, reports and services.
  q("need a QSA for our RoC this year", "f:pci-dss s:audit", "trade-term"),
  q("3PAO for FedRAMP High", "f:fedramp s:audit", "trade-term"),
  q("C3PAO with availability in Q1", "f:cmmc s:audit", "trade-term"),
  q("who can issue an ISAE 3402 type II report?", "f:soc-1 s:audit", "trade-term"),
  q("vCISO with SOC 2 experience", "f:soc-2 s:vciso", "trade-term"),
  q(
    "MSSP offering 24/7 SOC-as-a-service in the Nordics",
    "r:nordics s:managed-security",
    "trade-term",
  ),
  q("CREST-accredited red team", "s:penetration-testing", "trade-term"),
  q("outsourced DPO and DPIA support", "s:privacy-consulting", "trade-term"),
  q("CMMC RPO to prep us for level 2", "f:cmmc s:implementation-consulting", "trade-term"),
  q(
    "new CB for our ISO 27001 surveillance audit, the current one is too slow",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),

  // new-language: Polish, Russian, Arabic, Japanese, Hindi, Greek, Hebrew, Turkish, Danish, Romanian.
  q(
    "Jednostka certyfikująca ISO 27001 w Polsce – kto ma dobre opinie?",
    "f:iso-27001 r:pl s:certification-body",
    "new-language",
  ),
  q(
    "Szukamy firmy do testów penetracyjnych aplikacji webowej, najlepiej z Krakowa",
    "r:pl s:penetration-testing",
    "new-language",
  ),
  q(
    "консультант по внедрению ISO 27001",
    "f:iso-27001 s:implementation-consulting",
    "new-language",
  ),
  q(
    "Нужен аудит PCI DSS для нашего платёжного сервиса в Германии",
    "f:pci-dss r:de s:audit",
    "new-language",
  ),
  q(
    "نبحث عن مستشار للامتثال للائحة GDPR في الإمارات",
    "f:gdpr r:ae s:privacy-consulting",
    "new-language",
  ),
  q("شركة اختبار اختراق في السعودية", "r:sa s:penetration-testing", "new-language"),
  q(
    "ISMS認証の審査機関を探しています（東京）",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q("SOC2 監査法人 おすすめ", "f:soc-2 s:audit", "new-language"),
  q(
    "भारत में ISO 27001 सलाहकार चाहिए",
    "f:iso-27001 r:in s:implementation-consulting",
    "new-language",
  ),
  q(
    "हमारी कंपनी के लिए पेनिट्रेशन टेस्टिंग और साइबर सुरक्षा जागरूकता ट्रेनिंग चाहिए",
    "s:penetration-testing,security-awareness-training",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο για συμμόρφωση με την οδηγία NIS2 στην Ελλάδα",
    "f:nis2 r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Φορέας πιστοποίησης ISO 9001 για μικρή επιχείρηση",
    "f:iso-9001 s:certification-body",
    "new-language",
  ),
  q("מחפשים CISO במיקור חוץ לסטארטאפ בתל אביב", "r:il s:vciso", "new-language"),
  q("ביקורת SOC 2 Type 2 – איזה משרד רואי חשבון מומלץ?", "f:soc-2 s:audit", "new-language"),
  q("KVKK ve GDPR danışmanlığı veren firmalar", "f:gdpr s:privacy-consulting", "new-language"),
  q(
    "Almanya'daki fabrikamız için TISAX danışmanlığı",
    "f:tisax r:de s:implementation-consulting",
    "new-language",
  ),
  q(
    "Vi leder efter en revisor til vores ISAE 3402-erklæring, gerne et firma i Danmark",
    "f:soc-1 r:dk s:audit",
    "new-language",
  ),
  q(
    "Hjælp til DORA og en risikovurdering",
    "f:dora s:implementation-consulting,risk-assessment",
    "new-language",
  ),
  q(
    "Consultanță GDPR și DPO externalizat pentru o firmă din România",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Audit intern ISO 27001 pentru o firmă de software",
    "f:iso-27001 s:internal-audit",
    "new-language",
  ),

  // other-language: German, French, Spanish, Italian, Portuguese, Dutch, Swedish.
  q(
    "Wir suchen einen Berater für ISO 27001 in Österreich",
    "f:iso-27001 r:at s:implementation-consulting",
    "other-language",
  ),
  q(
    "Penetrationstest für unseren Onlineshop, am liebsten von einer Firma aus der Schweiz",
    "r:ch s:penetration-testing",
    "other-language",
  ),
  q(
    "Qui peut faire notre audit SOC 2 ? On est une startup à Bruxelles",
    "f:soc-2 r:be s:audit",
    "other-language",
  ),
  q("accompagnement RGPD pour une PME", "f:gdpr s:privacy-consulting", "other-language"),
  q(
    "Necesitamos certificar el ENS categoría media, ¿qué entidades certificadoras hay?",
    "f:ens s:certification-body",
    "other-language",
  ),
  q(
    "consultoría PCI DSS en Colombia",
    "f:pci-dss r:co s:implementation-consulting",
    "other-language",
  ),
  q("Cerchiamo un DPO esterno a Milano", "r:it s:privacy-consulting", "other-language"),
  q("auditoria ISO 9001 em Lisboa", "f:iso-9001 r:pt s:audit", "other-language"),
  q(
    "Wie kan ons helpen met NIS2? Wij zijn een zorginstelling in Utrecht",
    "f:nis2 r:nl s:implementation-consulting",
    "other-language",
  ),
  q("Vi behöver en virtuell CISO, gärna någon i Stockholm", "r:se s:vciso", "other-language"),

  // city-or-state: cities, states and provinces labelled with their country.
  q(
    "ISO 27001 certification body in Bavaria",
    "f:iso-27001 r:de s:certification-body",
    "city-or-state",
  ),
  q("SOC 2 auditors in Texas", "f:soc-2 r:us s:audit", "city-or-state"),
  q("pentest company Ontario", "r:ca s:penetration-testing", "city-or-state"),
  q("POPIA consultant Gauteng", "r:za s:privacy-consulting", "city-or-state"),
  q("vCISO services for a fintech in Bengaluru", "r:in s:vciso", "city-or-state"),

  // country-outside-taxonomy: countries without a slug, labelled with the smallest listed region.
  q(
    "ISO 27001 consultants in Peru",
    "f:iso-27001 r:latam s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA Hungary", "f:pci-dss r:eu s:audit", "country-outside-taxonomy"),
  q(
    "penetration testing company in Qatar",
    "r:mena s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q(
    "We're a software outsourcer in Vietnam looking for a SOC 2 readiness assessment",
    "f:soc-2 r:apac s:readiness-assessment",
    "country-outside-taxonomy",
  ),
  q("data protection consultant Kenya", "r:emea s:privacy-consulting", "country-outside-taxonomy"),

  // several-needs: several frameworks, regions or services in one query.
  q(
    "ISO 27001 and SOC 2 audits for our offices in the UK and Ireland",
    "f:iso-27001,soc-2 r:ie,uk s:audit",
    "several-needs",
  ),
  q(
    "pentest plus phishing training plus a vCISO, Nordics or DACH",
    "r:dach,nordics s:penetration-testing,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "HIPAA, HITRUST and SOC 2 readiness for a US healthtech",
    "f:hipaa,hitrust,soc-2 r:us s:readiness-assessment",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy consulting plus a privacy lawyer, for our US and EU operations",
    "f:ccpa,gdpr r:eu,us s:legal-advisory,privacy-consulting",
    "several-needs",
  ),
  q(
    "DORA and NIS2 gap analysis and risk assessment for a bank in Luxembourg and Belgium",
    "f:dora,nis2 r:be,lu s:gap-analysis,risk-assessment",
    "several-needs",
  ),
];
