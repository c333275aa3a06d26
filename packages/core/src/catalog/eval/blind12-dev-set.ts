import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 12, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND12_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi there! We're a 40-person fintech in Lisbon, our customers are mostly in Germany and the UK. Need a SOC 2 Type II audit done before Q2, budget around €30k. Can you recommend someone? Thanks, Marta",
    "f:soc-2 r:pt s:audit",
    "chat-message",
  ),
  q(
    "hello, looking for a pentest of our web app + 2 mobile apps (iOS/Android). We're in Austin TX. Launch is in 6 weeks so kinda urgent 🙏",
    "r:us s:penetration-testing",
    "chat-message",
  ),
  q(
    "Good morning, I'm the IT manager at a small manufacturing company near Stuttgart. One of our automotive customers (a big OEM) now requires TISAX AL3 from all suppliers. Who can do the assessment for us?",
    "f:tisax r:de s:audit",
    "chat-message",
  ),
  q(
    "We use Vanta already and are about 80% through the SOC 2 controls. Now we need an auditor who works with Vanta and can start in January. We're fully remote, team spread across 6 time zones.",
    "f:soc-2 s:audit",
    "chat-message",
  ),
  q(
    "Hey! Quick q — does anyone here do HIPAA risk assessments for small dental clinics? We have 3 locations around Phoenix. Budget is tight, maybe $5-8k.",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Dear team, our group HQ is in Paris but this request concerns our Singapore subsidiary, which needs ISO 27001 certification by end of next year. We'd like a certification body with auditors based in Singapore. Kind regards, Julien Moreau, Group CISO",
    "f:iso-27001 r:sg s:certification-body",
    "chat-message",
  ),
  q(
    "We're a US SaaS company selling into the EU and just got grilled about GDPR by a big German customer. Looking for an outsourced DPO, ideally someone based in Ireland or the Netherlands.",
    "f:gdpr r:ie,nl s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, need a vCISO for ~2 days/month. Series A healthtech, 25 people, Toronto. Our investors are in San Francisco and keep asking about our security roadmap 😅",
    "r:ca s:vciso",
    "chat-message",
  ),
  q(
    "We need to renew our Cyber Essentials Plus before the NHS contract renewal in March. Based in Leeds. Our current certifier is retiring — who else is IASME-accredited up north?",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "Bonjour! Sorry for my english. We are e-commerce shop in Lyon and our payment provider asks for PCI DSS SAQ D. Can somebody help us to fill it and be compliant? Merci",
    "f:pci-dss r:fr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Our bank partner (based in Frankfurt) says we fall under DORA as an ICT third-party provider. We're in Warsaw, 120 employees. Looking for a gap analysis against DORA and a roadmap. Polish- or English-speaking is fine.",
    "f:dora r:pl s:gap-analysis",
    "chat-message",
  ),
  q(
    "looking for a red team engagement for a mid-size bank in Johannesburg, need CREST-certified testers, ideally local to South Africa. RFP goes out 15 Feb, pls get in touch",
    "r:za s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi! We are building an AI hiring tool (Berlin + remote). Clients keep asking if we're ready for the EU AI Act and ISO 42001. Need a consultant who actually understands both — not just slides 😉",
    "f:eu-ai-act,iso-42001 r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I run IT for a chain of 12 clinics in Dubai and Abu Dhabi. Want a 24/7 SOC monitoring service, Arabic support a plus. Currently using Microsoft Defender and Sentinel. Budget approx AED 20k/month.",
    "r:ae s:managed-security",
    "chat-message",
  ),
  q(
    "Hey folks, we're a 10-person startup in Auckland. A big Aussie customer sent us a 300-question security questionnaire and wants to see a pen test report. Where do we start? Who does pentests for tiny teams?",
    "r:nz s:penetration-testing",
    "chat-message",
  ),
  q(
    "Our SOC 1 Type 2 report is due for our payroll clients in June and our current CPA firm just raised fees 40%. Looking for alternatives in the Midwest, we're in Chicago. Any names?",
    "f:soc-1 r:us s:audit",
    "chat-message",
  ),
  q(
    "Good afternoon. We are a company listed in New York but all operations are in Mexico City. We need an outsourced internal audit team to test our SOX ITGCs this fiscal year. Spanish-speaking preferred.",
    "f:sox r:mx s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Priya from a logistics firm in Pune. Management wants ISO 27001 and ISO 9001 as an integrated system, so we need a consultant for the implementation and then a certification body. Timeline: 8 months. Please share contacts.",
    "f:iso-27001,iso-9001 r:in s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "Need phishing simulations and security awareness training for ~900 staff across our offices in Santiago and Concepción. Content must be in Spanish. Something like KnowBe4 but cheaper?",
    "r:cl s:security-awareness-training",
    "chat-message",
  ),
  q(
    "We are a Swiss asset manager in Zurich, FINMA regulated. Looking for penetration testing and a cyber risk assessment for our new client portal. Swiss-based providers only, please — data can't leave the country.",
    "r:ch s:penetration-testing,risk-assessment",
    "chat-message",
  ),
  q(
    "hi. we got our ISO 27001 cert last year through BSI. now a US customer wants SOC 2 as well. can someone do a SOC 2 readiness assessment that reuses our ISMS controls? we're in Manchester",
    "f:soc-2 r:uk s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello from Copenhagen 👋 We're a medtech scale-up. Our hospital customers in Norway and Sweden are asking about NIS2. Could you point us to a consultancy that can help us become compliant? Danish-speaking would be a bonus.",
    "f:nis2 r:dk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Looking for a FedRAMP 3PAO. We're a cloud provider in Reston, VA pursuing Moderate via agency sponsorship, SSP is mostly drafted. Want to kick off the assessment in Q3. Only firms listed on the FedRAMP marketplace please.",
    "f:fedramp r:us s:audit",
    "chat-message",
  ),
  q(
    "We're a small defence subcontractor in Dayton, Ohio and our new contract has the DFARS clause, so we need CMMC Level 2. No big budget. Looking for someone to help us get compliant without drowning us in paperwork.",
    "f:cmmc r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, we're migrating our EHR platform to AWS and need HITRUST r2. Can anyone recommend an assessor firm in Texas or nearby? Our parent company is in London, FYI, but the US entity is the one being assessed.",
    "f:hitrust r:us s:audit",
    "chat-message",
  ),
  q(
    "Hey 👋 we're a crypto exchange in Tallinn. Regulators want an independent security audit plus a pentest of the trading engine. Need a quote by Friday. Thx, Kaspar",
    "r:ee s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Dear Sir/Madam, our company is in Riyadh and besides the NCA ECC work we need ISO 22301 certification for our data centre. We are looking for an accredited certification body. Please send a proposal. Regards, Abdullah",
    "f:iso-22301 r:sa s:certification-body",
    "chat-message",
  ),
  q(
    "We're a payments startup in São Paulo and need a PCI DSS QSA for our first Level 1 RoC. Also LGPD — our DPO left last month, so maybe DPO as a service too? Budget flexible.",
    "f:pci-dss r:br s:audit,privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, small accounting firm in Cork, 15 staff. Our insurer is demanding MFA, backups and now 'some form of security training'. What's the cheapest decent option for awareness training + phishing tests? Cheers, Niamh",
    "r:ie s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Reaching out on behalf of a Korean gaming company expanding into Japan. We need a Tokyo-based firm to run a gap analysis against ISO 27001 and ISO 27017 for our cloud platform. English or Japanese OK.",
    "f:iso-27001,iso-27017 r:jp s:gap-analysis",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "Hi, I'm Sydney from the ops team — we need a SOC 2 auditor, any recommendations?",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "Jordan here, CTO at a fintech in Madrid. Looking for a PCI DSS QSA.",
    "f:pci-dss r:es s:audit",
    "place-negative",
  ),
  q(
    "Santander is our bank and they asked us for an ISO 27001 certificate. Need a certification body in Mexico.",
    "f:iso-27001 r:mx s:certification-body",
    "place-negative",
  ),
  q(
    "GDPR consultant who speaks Portuguese, we operate online only",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Our parent company is in Japan but we need a local pentest firm here in Vancouver",
    "r:ca s:penetration-testing",
    "place-negative",
  ),
  q(
    "Pen testing provider, anywhere but the US please (data sovereignty concerns)",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Looking for security awareness training that explains the Swiss cheese model to non-technical staff",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Please ask Victoria in procurement to find an ISO 9001 certification body for our plant in Porto",
    "f:iso-9001 r:pt s:certification-body",
    "place-negative",
  ),
  q(
    "Our biggest customer is Emirates and they require a SOC 2 Type 2 report from us. Who can do the audit?",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "Florence, our DPO, is on parental leave; we need an interim DPO as a service for three months",
    "s:privacy-consulting",
    "place-negative",
  ),
  q("Austin from IT here: we need a vCISO, we're based in Leeds", "r:uk s:vciso", "place-negative"),
  q(
    "Spanish-speaking ISO 27001 consultant for our team in Miami",
    "f:iso-27001 r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Chelsea and I are comparing Drata and Vanta for SOC 2 — any advice on compliance automation tools?",
    "f:soc-2 s:compliance-automation",
    "place-negative",
  ),
  q(
    "Not in London — anywhere else in the UK is fine for our ISO 27001 internal audit",
    "f:iso-27001 r:uk s:internal-audit",
    "place-negative",
  ),
  q(
    "NGO here. Besides the usual Geneva Conventions training, our donors want a DPIA on our beneficiary database. Who does these?",
    "s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Our investors in Singapore want a penetration test done before the next round; we're a team in Nairobi",
    "r:emea s:penetration-testing",
    "place-negative",
  ),
  q(
    "Swiss Re is our reinsurer and asked for a cyber risk assessment — we're a broker in Dublin",
    "r:ie s:risk-assessment",
    "place-negative",
  ),
  q(
    "HQ is in Tel Aviv, but it's our US subsidiary in Boston that needs a HIPAA consultant",
    "f:hipaa r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Our CEO, Paris Mitchell, wants a second opinion on our ISO 27001 gap assessment",
    "f:iso-27001 s:gap-analysis",
    "place-negative",
  ),
  q(
    "Our hosting is AWS Frankfurt, but we're in Vienna and need an auditor for the C5 attestation",
    "f:c5 r:at s:audit",
    "place-negative",
  ),
  q(
    "MDR provider needed. We bank with Bank of Ireland but we're a Belfast company",
    "r:uk s:managed-security",
    "place-negative",
  ),
  q(
    "Pentest needed for our Jakarta EE backend and React frontend",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our dev team sits in Kyiv, but the ISO 27001 certification audit has to be done by a certification body in Poland, where the legal entity is",
    "f:iso-27001 r:pl s:certification-body",
    "place-negative",
  ),
  q(
    "SOC 2 auditor wanted, not in India please — our last experience there was bad",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "We're a French-speaking team looking for a NIS2 gap analysis; our customers are all in Quebec and Belgium",
    "f:nis2 s:gap-analysis",
    "place-negative",
  ),

  // misspelling (20)
  q("pentset in berlin", "r:de s:penetration-testing", "misspelling"),
  q("iso27001 certifcation bdy londn", "f:iso-27001 r:uk s:certification-body", "misspelling"),
  q("soc2 auidtor in amsterdam", "f:soc-2 r:nl s:audit", "misspelling"),
  q("hippa compliance consultant", "f:hipaa s:implementation-consulting", "misspelling"),
  q("gpdr consultant munich", "f:gdpr r:de s:privacy-consulting", "misspelling"),
  q("penetraton testing sinagpore", "r:sg s:penetration-testing", "misspelling"),
  q("vciso for startup in sanfransisco", "r:us s:vciso", "misspelling"),
  q("fedramp 3poa", "f:fedramp s:audit", "misspelling"),
  q("pci dds qsa toronto", "f:pci-dss r:ca s:audit", "misspelling"),
  q("tisax asessment stuttgart", "f:tisax r:de s:audit", "misspelling"),
  q("nist csf gap analysys", "f:nist-csf s:gap-analysis", "misspelling"),
  q("redteaming provider australlia", "r:au s:penetration-testing", "misspelling"),
  q("Pheonix AZ hitrust assesor", "f:hitrust r:us s:audit", "misspelling"),
  q("managed secuirty services johanesburg", "r:za s:managed-security", "misspelling"),
  q(
    "cyber essentails plus certifiction manchester",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("iso 42001 implemenation consultant", "f:iso-42001 s:implementation-consulting", "misspelling"),
  q("internel audit iso27001 dublin", "f:iso-27001 r:ie s:internal-audit", "misspelling"),
  q("securty awarness training switzerand", "r:ch s:security-awareness-training", "misspelling"),
  q(
    "dora complaince consultants luxembourgh",
    "f:dora r:lu s:implementation-consulting",
    "misspelling",
  ),
  q("soc 1 typ 2 reprot cpa firm new yrok", "f:soc-1 r:us s:audit", "misspelling"),

  // trade-term (10)
  q("QSA for a Level 1 merchant RoC", "f:pci-dss s:audit", "trade-term"),
  q("3PAO for a FedRAMP High initial assessment", "f:fedramp s:audit", "trade-term"),
  q("C3PAO with availability for a Level 2 assessment in Q1", "f:cmmc s:audit", "trade-term"),
  q("fractional CISO for a seed-stage SaaS", "s:vciso", "trade-term"),
  q(
    "ISAE 3402 type II report for our fund administration service",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "pen test retest after remediation of the critical findings",
    "s:penetration-testing",
    "trade-term",
  ),
  q(
    "help drafting our Statement of Applicability and risk treatment plan",
    "f:iso-27001 s:implementation-consulting",
    "trade-term",
  ),
  q(
    "RPO to help write our SSP and POA&M for CMMC",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q(
    "red team exercise with assumed breach, followed by a purple team tabletop",
    "s:penetration-testing",
    "trade-term",
  ),
  q(
    "DPO as a service plus ROPA maintenance for a small charity",
    "s:privacy-consulting",
    "trade-term",
  ),

  // new-language (20)
  q(
    "東京でISO 27001（ISMS）の認証を取りたいので、審査機関を紹介してください",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "求推荐新加坡靠谱的渗透测试公司，我们是做跨境支付的",
    "r:sg s:penetration-testing",
    "new-language",
  ),
  q(
    "نبحث عن شركة استشارات لمساعدتنا في تطبيق معيار ISO 27001 في الرياض",
    "f:iso-27001 r:sa s:implementation-consulting",
    "new-language",
  ),
  q("बेंगलुरु में SOC 2 ऑडिट करने वाली फर्म की तलाश है", "f:soc-2 r:in s:audit", "new-language"),
  q("หาบริษัททดสอบเจาะระบบ (pentest) ในกรุงเทพฯ ครับ", "r:apac s:penetration-testing", "new-language"),
  q(
    "Cần tìm công ty tư vấn triển khai ISO 27001 tại Hà Nội",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Cari jasa konsultan PCI DSS di Jakarta untuk startup fintech kami",
    "f:pci-dss r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Şirketimiz için sızma testi yapacak bir firma arıyoruz, bütçemiz sınırlı",
    "s:penetration-testing",
    "new-language",
  ),
  q(
    "Szukamy jednostki certyfikującej ISO 27001 w Krakowie",
    "f:iso-27001 r:pl s:certification-body",
    "new-language",
  ),
  q(
    "Hledáme poradenskou firmu, která nám pomůže se zavedením NIS2, sídlíme v Brně",
    "f:nis2 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "Külső adatvédelmi tisztviselőt (DPO) keresünk, budapesti cég vagyunk",
    "r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Căutăm un auditor SOC 2 pentru firma noastră din Cluj-Napoca",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),
  q(
    "Шукаємо компанію для тестування на проникнення, наш офіс у Києві",
    "r:emea s:penetration-testing",
    "new-language",
  ),
  q(
    "Αναζητούμε σύμβουλο για συμμόρφωση με τον GDPR, η εταιρεία μας είναι στη Θεσσαλονίκη",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Tarvitsemme NIS2-puuteanalyysin, yrityksemme toimii Tampereella",
    "f:nis2 r:fi s:gap-analysis",
    "new-language",
  ),
  q(
    "Vi søger en leverandør af awareness-træning og phishing-test til 200 medarbejdere i Aarhus",
    "r:dk s:security-awareness-training",
    "new-language",
  ),
  q("מחפשים CISO במיקור חוץ לסטארט-אפ בתל אביב", "r:il s:vciso", "new-language"),
  q(
    "Tunahitaji mshauri wa ISO 27001 kwa kampuni yetu iliyoko Nairobi",
    "f:iso-27001 r:emea s:implementation-consulting",
    "new-language",
  ),
  q(
    "Busquem una consultoria per implantar l'ENS a la nostra empresa de Girona",
    "f:ens r:es s:implementation-consulting",
    "new-language",
  ),
  q(
    "Otsime ISO 27001 siseaudiitorit, meie kontor asub Tartus",
    "f:iso-27001 r:ee s:internal-audit",
    "new-language",
  ),

  // other-language (10)
  q(
    "Wir suchen einen Dienstleister für Penetrationstests unserer Webanwendungen in der Schweiz",
    "r:ch s:penetration-testing",
    "other-language",
  ),
  q(
    "Cabinet de conseil pour nous accompagner vers la certification ISO 27001 à Lyon",
    "f:iso-27001 r:fr s:implementation-consulting",
    "other-language",
  ),
  q(
    "Necesitamos un auditor de SOC 2 para nuestra empresa en Bogotá",
    "f:soc-2 r:co s:audit",
    "other-language",
  ),
  q(
    "Cerchiamo un ente di certificazione ISO 9001 in Lombardia",
    "f:iso-9001 r:it s:certification-body",
    "other-language",
  ),
  q(
    "Procuramos consultoria em LGPD e RGPD para a nossa filial em Lisboa",
    "f:gdpr r:pt s:privacy-consulting",
    "other-language",
  ),
  q(
    "Wij zoeken een externe functionaris gegevensbescherming voor onze zorginstelling in Utrecht",
    "r:nl s:privacy-consulting",
    "other-language",
  ),
  q(
    "Vi letar efter en leverantör av säkerhetsövervakning dygnet runt (SOC) i Göteborg",
    "r:se s:managed-security",
    "other-language",
  ),
  q(
    "Beratungsunternehmen für die NIS2-Umsetzung in Österreich gesucht, idealerweise mit Erfahrung im Gesundheitswesen",
    "f:nis2 r:at s:implementation-consulting",
    "other-language",
  ),
  q(
    "¿Alguien conoce un QSA en México para la auditoría PCI DSS de nuestra pasarela de pagos?",
    "f:pci-dss r:mx s:audit",
    "other-language",
  ),
  q(
    "Nous cherchons un RSSI à temps partagé pour notre PME à Bruxelles",
    "r:be s:vciso",
    "other-language",
  ),

  // city-or-state (5)
  q("SOC 2 auditors in Texas", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultants in Ontario",
    "f:iso-27001 r:ca s:implementation-consulting",
    "city-or-state",
  ),
  q("penetration testing firms in Bavaria", "r:de s:penetration-testing", "city-or-state"),
  q("vCISO services Queensland", "r:au s:vciso", "city-or-state"),
  q("GDPR privacy consultant in Catalonia", "f:gdpr r:es s:privacy-consulting", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 certification body in Romania",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q(
    "penetration testing company in Vietnam",
    "r:apac s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor Egypt", "f:soc-2 r:mena s:audit", "country-outside-taxonomy"),
  q(
    "managed security provider in Iceland",
    "r:nordics s:managed-security",
    "country-outside-taxonomy",
  ),
  q(
    "PCI DSS consultant Peru",
    "f:pci-dss r:latam s:implementation-consulting",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "ISO 27001 certification and a SOC 2 audit from one firm, offices in Germany and the US",
    "f:iso-27001,soc-2 r:de,us s:audit,certification-body",
    "several-needs",
  ),
  q(
    "pentest, vCISO and awareness training for a 50-person firm in Sydney and Melbourne",
    "r:au s:penetration-testing,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "DORA and NIS2 gap analysis plus ISO 22301 implementation, Luxembourg and Belgium",
    "f:dora,iso-22301,nis2 r:be,lu s:gap-analysis,implementation-consulting",
    "several-needs",
  ),
  q(
    "HIPAA risk assessment and HITRUST readiness for a US healthtech",
    "f:hipaa,hitrust r:us s:readiness-assessment,risk-assessment",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy counsel plus DPIA support, EU and California",
    "f:ccpa,gdpr r:eu,us s:legal-advisory,privacy-consulting",
    "several-needs",
  ),
];
