import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 15, sealed half (130 queries). Written 2026-11-30 blind, by someone who saw neither
 * the query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND15_SEALED_SET: readonly EvalQuery[] = [
  // chat-message: Ask AI messages with company context, others' places, held frameworks, budgets.
  q(
    "Hey all, 20-person legal-tech in Edinburgh. A US client's procurement team wants SOC 2 Type 2 *and* a pentest report before they'll sign. We've never done either. ~£30k total. Who does both well? Cheers, Niamh",
    "f:soc-2 r:uk s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Hospital network in Riyadh, 9 sites. The Ministry wants a cyber risk assessment across all of them and then a long-term MSSP. Arabic-speaking staff mandatory and the vendor must have an office in KSA.",
    "r:sa s:managed-security,risk-assessment",
    "chat-message",
  ),
  q(
    "Our parent company in Sweden handles ISO 27001 centrally, but we (the Spanish subsidiary, Valencia) need ENS Categoría Media for public tenders. Looking for an ENS consultant and then a certification body. 3 months 😅",
    "f:ens r:es s:certification-body,implementation-consulting",
    "chat-message",
  ),
  q(
    "hi — building our GRC stack from scratch. 70 people, fintech, Amsterdam. Evaluating Drata vs Sprinto vs Secureframe for ISO 27001 + DORA. Not looking for consultants, just the software. Budget ~€15k/yr.",
    "f:dora,iso-27001 r:nl s:compliance-automation",
    "chat-message",
  ),
  q(
    "We already hold ISO 27001 and 27701. Now our biggest client, a German car maker, wants TISAX. Where do we get assessed? We're in Brno, Czech Republic, and would prefer a provider with local auditors.",
    "f:tisax r:cz s:audit",
    "chat-message",
  ),
  q(
    "Need help asap!!! Our PCI AoC expired last month and the acquirer is threatening fines. Small online shop in Auckland, maybe SAQ A-EP? Need a consultant to get us compliant again. NZD 15k max",
    "f:pci-dss r:nz s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good morning, I'm IT manager at a Polish logistics company. We fall under NIS2 as an important entity and need 1) a gap analysis 2) help writing the policies. Offices in Gdańsk and Poznań. Polish-speaking please.",
    "f:nis2 r:pl s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "US health-tech here (Nashville), and our own dev team in Hyderabad also handles PHI. A HIPAA security risk assessment is needed for both sites, ideally one firm that can travel to both.",
    "f:hipaa r:in,us s:risk-assessment",
    "chat-message",
  ),
  q(
    "lol our last auditor was from Mumbai and barely spoke to us. Looking for a SOC 2 auditor this time who's actually responsive. 15-person devtools startup in Lisbon. Type 1 first.",
    "f:soc-2 r:pt s:audit",
    "chat-message",
  ),
  q(
    "Hi! Is there anyone who can be our outsourced DPO? Small e-commerce based in Cork, shipping mostly to the UK and Germany. We've had 2 SARs this month and panicked 😅",
    "r:ie s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Canadian SaaS, Vancouver. Our Australian customers keep asking about Essential Eight. We hold SOC 2 already. Need someone to run an Essential Eight maturity assessment remotely, nothing else for now.",
    "r:ca s:gap-analysis",
    "chat-message",
  ),
  q(
    "CTO here. We had a breach scare (nothing leaked) and the board now wants an independent pentest + a fractional CISO for 6 months. Mid-size insurer, offices in Milan and Rome. Please not the big consultancies, we've been burned.",
    "r:it s:penetration-testing,vciso",
    "chat-message",
  ),
  q(
    "Hola! Startup in Bogotá, 30 people, selling to US banks. They want ISO 27001 certification from us. We're bilingual but would love a certification body that audits in Spanish. presupuesto USD 20k",
    "f:iso-27001 r:co s:certification-body",
    "chat-message",
  ),
  q(
    "We're the European arm of a Japanese manufacturer, HQ'd in Düsseldorf. Tokyo wants ISO 27001 group-wide; our immediate need is a mock audit before the certification audit in May. German or English.",
    "f:iso-27001 r:de s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Looking for a CPA firm to do our SOC 1 Type 2 (payroll processing). Offices in Chicago and Denver. We used a Big 4 before and it was $$$. Not interested in a compliance software upsell.",
    "f:soc-1 r:us s:audit",
    "chat-message",
  ),
  q(
    "our product uses LLMs for credit scoring 😬 so EU AI Act high-risk. based in Tallinn. Aiming for ISO 42001 eventually, but right now we just need a gap analysis against the AI Act and 42001. small team, budget conscious",
    "f:eu-ai-act,iso-42001 r:ee s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, managed hosting provider in Vienna. Several clients asked whether we're C5 attested. Is C5 even done in Austria? We need an auditor who can issue a C5 attestation. That's it for now.",
    "f:c5 r:at s:audit",
    "chat-message",
  ),
  q(
    "University in Bergen, about 500 employees. Phishing clicks are out of control 🎣 Looking for security awareness training in Norwegian plus phishing simulations, ideally with reporting for the rector's office.",
    "r:no s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Series B fintech in Curitiba. LGPD is covered in-house, but an investor wants ISO 27001 certification within a year. Need an implementation consultant who speaks Portuguese. Thanks! — Ana",
    "f:iso-27001 r:br s:implementation-consulting",
    "chat-message",
  ),
  q(
    "County government IT in Ohio. Our cyber insurance renewal requires a NIST CSF maturity assessment. We have 3 IT staff total. Looking for someone to do the assessment and then act as our part-time CISO. Public-sector pricing appreciated.",
    "f:nist-csf r:us s:gap-analysis,vciso",
    "chat-message",
  ),
  q(
    "We make smart meters in Eindhoven and our utility customers now want ISO 27001. Can someone run a gap analysis and then help us implement? Hoping for ~6 months end to end.",
    "f:iso-27001 r:nl s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Irish-owned company, but the team is 100% in Poland (Wrocław). Need an MDR service for ~250 endpoints, Polish or English SOC analysts. Already have CrowdStrike licences.",
    "r:pl s:managed-security",
    "chat-message",
  ),
  q(
    "Hey! I'm Sofia, founder of a small AI startup in Seoul. Enterprise customers in Japan and Singapore keep asking about ISO 42001 + ISO 27001. We want to go straight to certification — any certification bodies that do both at once?",
    "f:iso-27001,iso-42001 r:kr s:certification-body",
    "chat-message",
  ),
  q(
    "Swiss private bank (Geneva), already under FINMA rules. Need a penetration test of our e-banking app and a TLPT-style red team later this year. French-speaking team preferred. No offshore testers.",
    "r:ch s:penetration-testing",
    "chat-message",
  ),
  q(
    "Medtech from Haifa here. Hospital buyers in Germany want a GDPR DPIA for each of our 2 products. Ideally an Israeli firm with EU experience, we'd rather not fly people in.",
    "f:gdpr r:il s:privacy-consulting",
    "chat-message",
  ),
  q(
    "HR software company in Madrid. Our US parent wants SOX compliance for IT and we have no clue where to begin. Need someone to help design our ITGCs from scratch. Remote is fine, Spanish timezone.",
    "f:sox r:es s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Crypto custody firm in Dubai (DIFC). VARA wants an independent audit of our controls and our investors also want SOC 2 Type 2. Any firms that can do both in the UAE?",
    "f:soc-2 r:ae s:audit",
    "chat-message",
  ),
  q(
    "We're rolling out Microsoft 365 Copilot and Legal wants a DPIA plus an AI risk assessment before go-live. The EU works council is involved too 😬 Company is in Cologne, ~900 staff.",
    "r:de s:privacy-consulting,risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Priya. Indian BPO in Chennai handling US healthcare data. Customers want HITRUST r2, and we also need our annual ISO 27001 surveillance audit with a new certification body since ours is leaving India.",
    "f:hitrust,iso-27001 r:in s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Quick context: 35 staff, insurtech, Stockholm. We got DORA'd 🙃 and need (a) help building our register of information for ICT third parties and (b) third-party risk assessments for ~60 vendors. No GRC tool sales pitch please.",
    "f:dora r:se s:implementation-consulting,risk-assessment",
    "chat-message",
  ),

  // place-negative: place-like names (people, brands, clubs, conferences, laws), languages, declined places.
  q(
    "Austin from IT wants quotes for managed detection and response",
    "s:managed-security",
    "place-negative",
  ),
  q("SOC 2 readiness, anywhere except India", "f:soc-2 s:readiness-assessment", "place-negative"),
  q(
    "Royal Bank of Canada onboarding requires a SOC 2 report from us, auditor needed",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "IoT startup using Nordic Semiconductor chips needs a firmware penetration test",
    "s:penetration-testing",
    "place-negative",
  ),
  q("Quebec Law 25 privacy consultant", "s:privacy-consulting", "place-negative"),
  q("saw your booth at Black Hat Asia, do you offer vCISO?", "s:vciso", "place-negative"),
  q(
    "India from our ops team is collecting quotes for ISO 9001 certification",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),
  q(
    "ISO 27701 implementation, the consultant must speak Japanese",
    "f:iso-27701 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Brazilian steakhouse chain in Texas needs PCI DSS help",
    "f:pci-dss r:us s:implementation-consulting",
    "place-negative",
  ),
  q("California Privacy Rights Act gap assessment", "f:ccpa s:gap-analysis", "place-negative"),
  q(
    "Banco de Chile is our client and wants ISO 27001 from us; we're in Peru",
    "f:iso-27001 r:latam",
    "place-negative",
  ),
  q(
    "Middle East Airlines contractor looking for security awareness training",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "HIPAA risk assessment — no Chinese or Russian vendors",
    "f:hipaa s:risk-assessment",
    "place-negative",
  ),
  q(
    "Paris Saint-Germain fan app, GDPR DPO needed",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "We're listed on the ASX but operate only in NZ; need an outsourced internal audit team",
    "r:nz s:internal-audit",
    "place-negative",
  ),
  q(
    "Israel, our head of risk, needs a DORA consultant",
    "f:dora s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Dakota from legal needs a privacy lawyer for CCPA",
    "f:ccpa s:legal-advisory",
    "place-negative",
  ),
  q(
    "Investors in Tokyo asked for a SOC 1 report; we're a Canadian payroll company",
    "f:soc-1 r:ca s:audit",
    "place-negative",
  ),
  q(
    "A Web Summit Lisbon contact recommended you for an ISO 42001 gap analysis",
    "f:iso-42001 s:gap-analysis",
    "place-negative",
  ),
  q(
    "Swiss Re is our reinsurer and asked for NIS2 evidence, we need NIS2 implementation help",
    "f:nis2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Scandinavian Airlines supplier: ISO 27001 certification body wanted",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "Victoria from compliance is looking for a HITRUST assessor",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q(
    "Chelsea FC partner agency needs Cyber Essentials Plus certification",
    "f:cyber-essentials s:certification-body",
    "place-negative",
  ),
  q(
    "moved from Mexico to Spain last spring, need an ENS certification body",
    "f:ens r:es s:certification-body",
    "place-negative",
  ),
  q("NYDFS Part 500 vCISO", "s:vciso", "place-negative"),

  // misspelling: misspelt frameworks, services and places, run-together words, wrong spacing.
  q("sco 2 audit firm", "f:soc-2 s:audit", "misspelling"),
  q("hipaa riks assessment", "f:hipaa s:risk-assessment", "misspelling"),
  q(
    "iso 27 001 consulant in belguim",
    "f:iso-27001 r:be s:implementation-consulting",
    "misspelling",
  ),
  q("pentesting compnay denmakr", "r:dk s:penetration-testing", "misspelling"),
  q("GPDR privacy consultent", "f:gdpr s:privacy-consulting", "misspelling"),
  q("pci dss complaince help", "f:pci-dss s:implementation-consulting", "misspelling"),
  q("fedramp modrate 3pao", "f:fedramp s:audit", "misspelling"),
  q("iso42001 certfication body", "f:iso-42001 s:certification-body", "misspelling"),
  q("nis2 readyness check", "f:nis2 s:readiness-assessment", "misspelling"),
  q("virtaul ciso london", "r:uk s:vciso", "misspelling"),
  q("cmmc levle 2 assesment", "f:cmmc s:audit", "misspelling"),
  q("soc1 type2 reprot", "f:soc-1 s:audit", "misspelling"),
  q("phising simulaton for staff in finnland", "r:fi s:security-awareness-training", "misspelling"),
  q("iso 9001 implimentation mexcio", "f:iso-9001 r:mx s:implementation-consulting", "misspelling"),
  q("hitrust csf readines", "f:hitrust s:readiness-assessment", "misspelling"),
  q("mananged security provider in saudi", "r:sa s:managed-security", "misspelling"),
  q(
    "cyber essentails plus certifying body",
    "f:cyber-essentials s:certification-body",
    "misspelling",
  ),
  q(
    "iso27017 and iso27018 cloud certificaiton",
    "f:iso-27017,iso-27018 s:certification-body",
    "misspelling",
  ),
  q("internal audtor for isms in portugual", "f:iso-27001 r:pt s:internal-audit", "misspelling"),
  q("tisax asessment provider chekia", "f:tisax r:cz s:audit", "misspelling"),

  // trade-term: trade jargon for roles, reports and services.
  q(
    "qualified security assessor for a level 2 service provider",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q("third party assessment organization for an agency ATO", "f:fedramp s:audit", "trade-term"),
  q("CCA or C3PAO for our Level 2 certification assessment", "f:cmmc s:audit", "trade-term"),
  q("accredited CB for ISO 22301", "f:iso-22301 s:certification-body", "trade-term"),
  q("SOC-as-a-service for a 50-person company", "s:managed-security", "trade-term"),
  q(
    "transfer impact assessment (TIA) for our GDPR data exports",
    "f:gdpr s:privacy-consulting",
    "trade-term",
  ),
  q("TLPT provider under DORA", "f:dora s:penetration-testing", "trade-term"),
  q("CPA firm for a SOC 2 Type 1, Singapore", "f:soc-2 r:sg s:audit", "trade-term"),
  q("ROPA and DPIA support from an outsourced DPO", "s:privacy-consulting", "trade-term"),
  q(
    "stage 2 audit for ISO 27001 next month, still need a registrar",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),

  // new-language: Chinese, Ukrainian, Persian, Thai, Georgian, Armenian, Amharic, Vietnamese, Czech, Romanian.
  q("香港 SOC 2 审计机构", "f:soc-2 r:apac s:audit", "new-language"),
  q(
    "我们是一家深圳的跨境电商公司，需要做PCI DSS合规咨询和渗透测试，有推荐的服务商吗？",
    "f:pci-dss r:apac s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  q("Оцінка готовності до DORA", "f:dora s:readiness-assessment", "new-language"),
  q(
    "Шукаємо консультанта з впровадження ISO 27001 та навчання персоналу з кібербезпеки для нашої IT-компанії у Львові",
    "f:iso-27001 r:emea s:implementation-consulting,security-awareness-training",
    "new-language",
  ),
  q("نرم‌افزار اتوماسیون انطباق برای SOC 2", "f:soc-2 s:compliance-automation", "new-language"),
  q(
    "ما یک شرکت نرم‌افزاری در دبی هستیم و برای گرفتن گواهینامه ISO 22301 به مشاور نیاز داریم",
    "f:iso-22301 r:ae s:implementation-consulting",
    "new-language",
  ),
  q("ที่ปรึกษา PDPA และ GDPR กรุงเทพฯ", "f:gdpr r:apac s:privacy-consulting", "new-language"),
  q(
    "บริษัทของเราต้องการผู้ตรวจสอบ SOC 1 Type 2 เพราะลูกค้าในสหรัฐอเมริกาขอรายงาน",
    "f:soc-1 s:audit",
    "new-language",
  ),
  q("NIS2 კონსულტანტი ავსტრიაში", "f:nis2 r:at s:implementation-consulting", "new-language"),
  q(
    "ჩვენი ბანკისთვის გვჭირდება შეღწევადობის ტესტირება და უსაფრთხოების მონიტორინგი 24/7 რეჟიმში",
    "s:managed-security,penetration-testing",
    "new-language",
  ),
  q("ISO 9001 սերտիֆիկացում", "f:iso-9001 s:certification-body", "new-language"),
  q(
    "Փնտրում ենք վիրտուալ CISO մեր ֆինտեխ ընկերության համար, որը գտնվում է Ֆրանսիայում",
    "r:fr s:vciso",
    "new-language",
  ),
  q("የISO 27001 ክፍተት ትንተና", "f:iso-27001 s:gap-analysis", "new-language"),
  q(
    "በአዲስ አበባ ለሚገኘው ባንካችን የሳይበር ደህንነት ስጋት ግምገማ የሚያደርግ ድርጅት እንፈልጋለን",
    "r:emea s:risk-assessment",
    "new-language",
  ),
  q("kiểm thử xâm nhập ứng dụng di động", "s:penetration-testing", "new-language"),
  q(
    "Công ty fintech của chúng tôi tại Hà Nội cần tổ chức chứng nhận ISO 27001 và đào tạo nhận thức an ninh mạng cho nhân viên",
    "f:iso-27001 r:apac s:certification-body,security-awareness-training",
    "new-language",
  ),
  q("interní audit ISMS Praha", "f:iso-27001 r:cz s:internal-audit", "new-language"),
  q(
    "Hledáme advokátní kancelář, která nám pomůže s AI Actem a GDPR. Sídlíme v Ostravě.",
    "f:eu-ai-act,gdpr r:cz s:legal-advisory",
    "new-language",
  ),
  q("consultanță GDPR București", "f:gdpr r:eu s:privacy-consulting", "new-language"),
  q(
    "Căutăm o firmă pentru testare de penetrare și un audit SOC 2, cerute de clienții noștri din SUA",
    "f:soc-2 s:audit,penetration-testing",
    "new-language",
  ),

  // other-language: German, French, Spanish, Italian, Portuguese, Dutch, Swedish.
  q(
    "Wir brauchen einen externen Datenschutzbeauftragten für unsere Arztpraxis in Graz",
    "r:at s:privacy-consulting",
    "other-language",
  ),
  q(
    "TISAX Assessment für einen Zulieferer in der Schweiz",
    "f:tisax r:ch s:audit",
    "other-language",
  ),
  q(
    "Audit de conformité PCI DSS pour notre boutique en ligne à Bruxelles",
    "f:pci-dss r:be s:audit",
    "other-language",
  ),
  q(
    "accompagnement ISO 27001 pour PME",
    "f:iso-27001 s:implementation-consulting",
    "other-language",
  ),
  q(
    "Buscamos un pentest externo para nuestra fintech en Santiago de Chile",
    "r:cl s:penetration-testing",
    "other-language",
  ),
  q(
    "¿Alguien recomienda una consultora para implantar el ENS en un hospital de Sevilla?",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q("certificazione ISO 9001 Torino", "f:iso-9001 r:it s:certification-body", "other-language"),
  q(
    "Precisamos de um DPO externo e de uma avaliação de riscos; a nossa empresa fica no Porto",
    "r:pt s:privacy-consulting,risk-assessment",
    "other-language",
  ),
  q(
    "Wie kan ons helpen met de NIS2-implementatie? Wij zijn een zorginstelling in Rotterdam.",
    "f:nis2 r:nl s:implementation-consulting",
    "other-language",
  ),
  q(
    "penetrationstest och säkerhetsutbildning för anställda, Malmö",
    "r:se s:penetration-testing,security-awareness-training",
    "other-language",
  ),

  // city-or-state: cities, states, provinces, labelled with their country.
  q(
    "ISO 27001 certification body in Catalonia",
    "f:iso-27001 r:es s:certification-body",
    "city-or-state",
  ),
  q("Queensland MSSP for a mining company", "r:au s:managed-security", "city-or-state"),
  q("SOC 2 consultants Maharashtra", "f:soc-2 r:in s:implementation-consulting", "city-or-state"),
  q(
    "Cyber Essentials certification for a charity in Wales",
    "f:cyber-essentials r:uk s:certification-body",
    "city-or-state",
  ),
  q("penetration test provider in Jalisco", "r:mx s:penetration-testing", "city-or-state"),

  // country-outside-taxonomy: countries without a slug, labelled with the smallest listed region.
  q(
    "Croatia: ISO 27001 certification body",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q("SOC 2 audit firm Indonesia", "f:soc-2 r:apac s:audit", "country-outside-taxonomy"),
  q("Egypt pentest company", "r:mena s:penetration-testing", "country-outside-taxonomy"),
  q(
    "PCI DSS consultant for a processor in Ecuador",
    "f:pci-dss r:latam s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "ISO 22301 consultant, we're a data centre in Iceland",
    "f:iso-22301 r:nordics s:implementation-consulting",
    "country-outside-taxonomy",
  ),

  // several-needs: several frameworks, regions or services in one query.
  q(
    "SOC 1 and SOC 2 Type 2 audits for our offices in Toronto and Boston",
    "f:soc-1,soc-2 r:ca,us s:audit",
    "several-needs",
  ),
  q(
    "ISO 27001 + ISO 27701 implementation and an outsourced DPO, Nordics",
    "f:iso-27001,iso-27701 r:nordics s:implementation-consulting,privacy-consulting",
    "several-needs",
  ),
  q(
    "pen test, red team and a managed SOC for our sites in Singapore, Japan and Australia",
    "r:au,jp,sg s:managed-security,penetration-testing",
    "several-needs",
  ),
  q(
    "HITRUST assessment plus a HIPAA risk assessment and security awareness training",
    "f:hipaa,hitrust s:audit,risk-assessment,security-awareness-training",
    "several-needs",
  ),
  q(
    "CSA STAR and C5 for our cloud, with a GRC platform to track both, DACH region",
    "f:c5,csa-star r:dach s:compliance-automation",
    "several-needs",
  ),
];
