import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 4, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy's slugs and
 * aliases. It mirrors the dev half kind for kind but shares no query, writer name or place with it:
 * long Ask-AI chat messages (greetings, names that are also places, tools in use, passed audits,
 * auditors' remarks and other parties' frameworks as context beside the real ask), place words that
 * must not become region filters (customers, parents, investors, insurers, data centres, cloud
 * regions, conferences, holidays, ruled-out places, languages, people and place-named brands, food
 * and idioms) next to the buyer's own labelled location, misspellings and odd capitals, assessor
 * trade terms and artefacts, whole queries in seventeen non-Western-European languages and ten
 * Western European ones, cities, states and provinces, countries that only a broader region tag
 * covers, and queries with several frameworks, services or own sites at once.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND4_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi, I'm Dakota, IT manager at a 110-person credit union in Tulsa, Oklahoma. Our examiners keep asking about vendor management. I want an outside firm to run third-party risk assessments on our top 25 vendors and build a repeatable process. Budget is tight this year.",
    "r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hello, my name is Carolina and I'm the CTO of a proptech company in Buenos Aires, 40 employees. A New York real-estate fund we're pitching asked for our SOC 2 and we have nothing yet. I'd like a readiness review first, then an introduction to an auditor who has worked with Argentine startups.",
    "f:soc-2 r:ar s:readiness-assessment,audit",
    "chat-message",
  ),
  q(
    "Hey, Asia here. I handle security at a 25-person martech startup in Nantes. Our first enterprise customer sent a DPA and asked whether we've done a DPIA for our tracking product. We haven't. Looking for a privacy consultant who can run the DPIA and review our cookie setup.",
    "r:fr s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi team, I'm Israel Mendoza, compliance manager at a fintech lender in Guadalajara. We passed our PCI DSS assessment in June, so that's done. What I need now is a managed SOC provider that can monitor our AWS environment around the clock, preferably with Spanish-speaking analysts.",
    "r:mx s:managed-security",
    "chat-message",
  ),
  q(
    "Good morning, I'm Siena, operations director at a 300-bed private hospital in Poznań. The Polish NIS2 law puts us in scope as an essential entity and nobody here owns it. I'm looking for a vCISO who can take charge of the NIS2 programme for the next year.",
    "f:nis2 r:pl s:vciso",
    "chat-message",
  ),
  q(
    "Hi! Geneva Park here, founder of a femtech app with 14 staff, based in Philadelphia. We collect cycle and pregnancy data and keep getting asked if we're HIPAA compliant. Honestly not sure HIPAA even applies. Can a healthcare lawyer tell us, and if it does, who can do a HIPAA gap assessment?",
    "f:hipaa r:us s:legal-advisory,gap-analysis",
    "chat-message",
  ),
  q(
    "Hello, I'm Hamilton, head of IT at a 60-person engineering consultancy in Aberdeen. We need Cyber Essentials Plus to bid on a public sector contract next quarter. Looking for an IASME-licensed certification body that can do the Plus technical audit on site.",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "hey, we're a 7-person crypto wallet startup in Lagos. Investors from London want a security review before the next round. Can anyone recommend a firm for a penetration test of our mobile app and backend API? We can't spend more than a few thousand dollars.",
    "r:emea s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, I'm Marion, quality manager at a food packaging plant outside Ghent. We've had ISO 9001 for a decade with the same registrar and want to switch to a cheaper accredited body before our recertification audit in spring. Who should we talk to?",
    "f:iso-9001 r:be s:certification-body",
    "chat-message",
  ),
  q(
    "Hello, Eugene here, CIO of a county government in Oregon. We're moving case management to a SaaS vendor, and procurement rules say that vendor must be FedRAMP authorized. Separately, I want an outside firm to do a NIST 800-53 based risk assessment of our own environment.",
    "f:nist-800-53 r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Lorraine, founder of a small HR software company in Leipzig. A French enterprise client now insists on a BSI C5 attestation. We hold ISO 27001 already, so that part is done. Looking for an audit firm that can issue the C5 report this year.",
    "f:c5 r:de s:audit",
    "chat-message",
  ),
  q(
    "Hello there. I'm the COO of a 500-employee BPO in Manila. Our healthcare clients in the States now require HITRUST i1. We want a consultant who has taken BPOs through i1 before; we'll pick an assessor separately later.",
    "f:hitrust r:apac s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, my name is Sierra. I'm building an AI-powered underwriting tool at an insurer in Hartford, Connecticut. Legal wants us aligned with ISO 42001 before launch. I'm looking for a firm that can do a gap analysis against 42001 and then help write our AI policies.",
    "f:iso-42001 r:us s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Good day! Tyler from a game studio in Helsinki. We process payments through a PSP so our PCI scope should be small, but we're not sure which SAQ applies. We'd like a PCI consultant to work out our scope and fill in the SAQ with us.",
    "f:pci-dss r:fi s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Jackson, security lead at a 220-person payments company in Johannesburg. The same consultancy has done our ISO 27001 internal audits for years and it's time for fresh eyes. I want a new internal audit provider with people who hold a 27001 lead auditor qualification.",
    "f:iso-27001 r:za s:internal-audit",
    "chat-message",
  ),
  q(
    "Hello! We're a family-owned logistics company in Graz with 140 staff, and I'm the IT lead, Aspen. One of our automotive customers, a big German carmaker, says we need TISAX before the next contract. Who can do a TISAX pre-assessment so we know where we stand before the real one?",
    "f:tisax r:at s:readiness-assessment",
    "chat-message",
  ),
  q(
    "hi, I'm Orlando, the one-man IT department at a 20-lawyer law firm in Glasgow. After a ransomware scare the partners want round-the-clock monitoring of our laptops and Microsoft 365. Is there an MSSP that takes on small firms like ours?",
    "r:uk s:managed-security",
    "chat-message",
  ),
  q(
    "Hello, I'm Cheyenne, compliance officer at a neobank in Brussels. DORA requires us to keep a register of all ICT third-party arrangements and to assess concentration risk. I'd like an outside firm to carry out risk assessments of our critical ICT providers before the register is due.",
    "f:dora r:be s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm the founder of a 5-person B2B SaaS in Pune. Our first enterprise customer in California insists on SOC 2 Type I within 4 months. Which compliance automation tool is cheapest for a tiny team? We'd also need an auditor they partner with.",
    "f:soc-2 r:in s:compliance-automation,audit",
    "chat-message",
  ),
  q(
    "Hello, Valencia Brooks here, head of risk at a wealth manager in Bath, England. Our institutional clients want a SOC 1 Type II on our portfolio accounting controls and we've never done one. Looking for a readiness assessment first, then the audit firm to issue the report.",
    "f:soc-1 r:uk s:readiness-assessment,audit",
    "chat-message",
  ),
  q(
    "Hey! Brittany from a 35-person medtech in Salt Lake City. We're a business associate for several health systems, so HIPAA is a must, and our board asked for an independent penetration test of the patient portal plus a HIPAA risk analysis this quarter.",
    "f:hipaa r:us s:penetration-testing,risk-assessment",
    "chat-message",
  ),
  q(
    "Good afternoon. I'm Montse Ferrer, IT manager at a chain of clinics in Zaragoza. Public health contracts now require ENS certification at medium level. I'm looking for an accredited entity that can certify us against the ENS, ideally within six months.",
    "f:ens r:es s:certification-body",
    "chat-message",
  ),
  q(
    "Hi there, I'm Adeline, COO of an edtech company in Christchurch. We sell to schools in Australia and the UK. Our biggest worry is staff clicking on phishing links, so we want a provider that runs phishing simulations and short monthly training for 80 staff.",
    "r:nz s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hello! I'm Sean, CTO at a drone company in Ottawa. We're bidding for work with an American defence prime that flows down CMMC Level 2 and DFARS 7012. We need a C3PAO that is willing to assess a Canadian company.",
    "f:cmmc r:ca s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Chloe, the only compliance person at a 90-person SaaS in Odense. We're ISO 27001 certified and our auditor said our risk register is weak. I'd like an external information security risk assessment before our surveillance audit in May.",
    "f:iso-27001 r:dk s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Ibrahim, IT director of a retail group in Doha. We want ISO 27001 certification across our 40 stores and head office. First step: find a consultancy that has done multi-site ISMS implementations in Qatar.",
    "f:iso-27001 r:mena s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, Florian here from a 70-person SaaS in Linz. Our product uses LLMs heavily and customers keep asking how we handle the EU AI Act. I need a lawyer to classify our system under the Act and spell out our obligations.",
    "f:eu-ai-act r:at s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hey, I'm the head of engineering at a streaming startup in Los Angeles. We process a lot of California users' data and think the CPRA applies to us now. Looking for a privacy consultant to map our data flows and update our notices.",
    "f:ccpa r:us s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hello, Kim here from a chip equipment maker in Incheon. A Japanese customer wants evidence of an ISMS aligned to 27001. We'd like a gap analysis in English or Korean first, and then an implementation partner to close the gaps.",
    "f:iso-27001 r:kr s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, my name is Dana and I manage compliance for a cloud provider in Cluj-Napoca. We host workloads for banks and one of them wants us on the CSA STAR registry at Level 2. Looking for a consultancy that has prepared cloud providers for STAR before.",
    "f:csa-star r:eu s:implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "Which compliance automation platform suits a Pittsburgh SaaS whose customers are nearly all in Scandinavia? They keep asking for ISO 27001.",
    "f:iso-27001 r:us s:compliance-automation",
    "place-negative",
  ),
  q(
    "Our parent company in Marseille runs group IT, but we're the Casablanca subsidiary and need our own ISO 27001 implementation consultant.",
    "f:iso-27001 r:mena s:implementation-consulting",
    "place-negative",
  ),
  q(
    "We're hosted in AWS us-east-1 but the company itself is in Edmonton. Looking for a SOC 2 readiness assessment.",
    "f:soc-2 r:ca s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Our servers live in a colo in Ashburn; the company is in Querétaro. We need an external penetration test of the perimeter.",
    "r:mx s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our cyber insurer (a Lloyd's of London syndicate) insists on managed detection and response before renewal. We're a manufacturer in Eindhoven.",
    "r:nl s:managed-security",
    "place-negative",
  ),
  q(
    "Bank of America Merchant Services is our acquirer and wants our SAQ validated. We're a ticketing startup in Málaga looking for a QSA.",
    "f:pci-dss r:es s:audit",
    "place-negative",
  ),
  q(
    "Korean Air is our biggest customer. We're an aviation software firm in Toulouse and need an accredited body to certify our ISO 27001.",
    "f:iso-27001 r:fr s:certification-body",
    "place-negative",
  ),
  q(
    "Security awareness training delivered in Arabic and English for 200 staff at our office in Amman",
    "r:mena s:security-awareness-training",
    "place-negative",
  ),
  q(
    "I'm heading to Black Hat in Las Vegas next month and would love to meet vCISO providers who serve companies in Sweden, where we're based.",
    "r:se s:vciso",
    "place-negative",
  ),
  q(
    "ISO 27001 certification body for our team in Cork. Please, nobody based in Britain.",
    "f:iso-27001 r:ie s:certification-body",
    "place-negative",
  ),
  q(
    "Our lead investor is a Kuwaiti fund and wants an independent cyber risk assessment before the next tranche. We're a healthtech in Accra.",
    "r:emea s:risk-assessment",
    "place-negative",
  ),
  q(
    "My manager, Ruth England, asked me to find a SOC 2 Type II auditor for our Tampa office.",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "We make Greek yoghurt at a dairy in Wisconsin. A customer audit found weak IT controls, so we want an ISO 27001 gap assessment.",
    "f:iso-27001 r:us s:gap-analysis",
    "place-negative",
  ),
  q(
    "There's a Mexican standoff between IT and finance over who owns SOX. We're a listed retailer in Atlanta and need outsourced ITGC internal audit support.",
    "f:sox r:us s:internal-audit",
    "place-negative",
  ),
  q(
    "We sell to car dealerships all over Latin America, but we're a company in San Diego. Need a law firm to review our CCPA notices.",
    "f:ccpa r:us s:legal-advisory",
    "place-negative",
  ),
  q(
    "Our call centre is outsourced to the Philippines and our developers are a contractor in Poland. We're an insurer in Hobart and need risk assessments of both suppliers.",
    "r:au s:risk-assessment",
    "place-negative",
  ),
  q(
    "GDPR consultant who speaks Italian and German, for our hotel group in Bolzano",
    "f:gdpr r:it s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Swiss Re is one of our clients. We're a reinsurance software vendor in Cologne and need a DORA gap analysis.",
    "f:dora r:de s:gap-analysis",
    "place-negative",
  ),
  q(
    "Our CEO, Marta Brasil, wants a red team exercise before launch. We're a gaming company in Łódź.",
    "r:pl s:penetration-testing",
    "place-negative",
  ),
  q(
    "ISO 27001 internal auditor for our office in Cebu: someone local, not flown in from the Gulf",
    "f:iso-27001 r:apac s:internal-audit",
    "place-negative",
  ),
  q(
    "I'm on holiday in Bali until the 10th; once back I need to brief an ISO 22301 consultant for our office in Thessaloniki.",
    "f:iso-22301 r:eu s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Nippon Express is our biggest client and asked for ISO 27001. We're a logistics software firm in Coimbra looking for an implementation partner.",
    "f:iso-27001 r:pt s:implementation-consulting",
    "place-negative",
  ),
  q(
    "We build mobile banking apps for clients across the Middle East, but our studio is in Belgrade. Looking for a SOC 2 readiness assessment.",
    "f:soc-2 r:emea s:readiness-assessment",
    "place-negative",
  ),
  q(
    "We're a Belgian-waffle franchise with 60 shops across Ontario and need a QSA to validate PCI DSS for our POS.",
    "f:pci-dss r:ca s:audit",
    "place-negative",
  ),
  q(
    "Looking for an MSSP with Portuguese-speaking analysts for our office in Newark, New Jersey",
    "r:us s:managed-security",
    "place-negative",
  ),

  // misspelling (20)
  q("soc 2 typ 2 audtor new yrok", "f:soc-2 r:us s:audit", "misspelling"),
  q("iso27001 consultnat hydrabad", "f:iso-27001 r:in s:implementation-consulting", "misspelling"),
  q("pentestng firms in Canbera", "r:au s:penetration-testing", "misspelling"),
  q("gdpr complaince lawer in Frnace", "f:gdpr r:fr s:legal-advisory", "misspelling"),
  q(
    "fedramp moderete authorisation consultnts",
    "f:fedramp s:implementation-consulting",
    "misspelling",
  ),
  q("PCI DSS qsa swedn", "f:pci-dss r:se s:audit", "misspelling"),
  q("HIPAA risc assesment florida", "f:hipaa r:us s:risk-assessment", "misspelling"),
  q("VirtuaL CISO for startup in Isreal", "r:il s:vciso", "misspelling"),
  q("iso 9001 registar in mexcio", "f:iso-9001 r:mx s:certification-body", "misspelling"),
  q("SOCII readines review atlnta", "f:soc-2 r:us s:readiness-assessment", "misspelling"),
  q(
    "cyber essentails plus certifcation body scotlnd",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q(
    "DORA gap analysys for insurance compnay in Austira",
    "f:dora r:at s:gap-analysis",
    "misspelling",
  ),
  q("nist csf maturty assessment in Winipeg", "f:nist-csf r:ca s:gap-analysis", "misspelling"),
  q(
    "iso 27701 privacy managment sytem consultants norwya",
    "f:iso-27701 r:no s:implementation-consulting",
    "misspelling",
  ),
  q("mananged detection and responce provider sharjah", "r:ae s:managed-security", "misspelling"),
  q("soc1 type 2 auidt firm st louiss", "f:soc-1 r:us s:audit", "misspelling"),
  q("ISO-42001 AI managment systm cert body", "f:iso-42001 s:certification-body", "misspelling"),
  q("securty awarness trainig portugal", "r:pt s:security-awareness-training", "misspelling"),
  q("sox itgc intrnal audit outsorced, Durben", "f:sox r:za s:internal-audit", "misspelling"),
  q(
    "CMMC levle 2 registerd provider org in san antono",
    "f:cmmc r:us s:implementation-consulting",
    "misspelling",
  ),

  // trade-term (10)
  q(
    "UKAS-accredited certification body for our ISO 27001:2022 transition audit",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "C3PAO with open slots in Q2 for a Level 2 assessment, we're in Colorado",
    "f:cmmc r:us s:audit",
    "trade-term",
  ),
  q(
    "SSAE 18 SOC 1 Type II examination for our claims-processing platform",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "QSA to sign off the AOC for a Level 2 merchant, no full ROC required",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q(
    "3PAO with FedRAMP High experience for our annual assessment",
    "f:fedramp s:audit",
    "trade-term",
  ),
  q(
    "ISO 22301 lead implementer for a hospital, 6-month contract",
    "f:iso-22301 s:implementation-consulting",
    "trade-term",
  ),
  q(
    "Which certification bodies are also notified bodies under the EU AI Act?",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "Accredited registrar for ISO 27701 stage 1 and stage 2 audits",
    "f:iso-27701 s:certification-body",
    "trade-term",
  ),
  q(
    "Our HITRUST r2 submission needs an assessor firm that gets through HITRUST QA without major rework",
    "f:hitrust s:audit",
    "trade-term",
  ),
  q("ENX-approved TISAX audit provider for AL2 labels", "f:tisax s:audit", "trade-term"),

  // new-language (20)
  q(
    "名古屋の自動車部品メーカーです。TISAXの審査を行う監査機関を紹介してください。",
    "f:tisax r:jp s:audit",
    "new-language",
  ),
  q(
    "我们在香港，请推荐能出具SOC 1（ISAE 3402）报告的审计事务所。",
    "f:soc-1 r:apac s:audit",
    "new-language",
  ),
  q("대전에 있는 스타트업인데 가상 CISO 서비스가 필요합니다", "r:kr s:vciso", "new-language"),
  q(
    "نحتاج إلى استشاري لتطبيق ISO 22301 في شركتنا بجدة",
    "f:iso-22301 r:sa s:implementation-consulting",
    "new-language",
  ),
  q(
    "شركة ناشئة في القاهرة تبحث عن جهة لإجراء اختبار اختراق لتطبيق الهاتف",
    "r:mena s:penetration-testing",
    "new-language",
  ),
  q(
    "Potrzebujemy analizy luk pod kątem DORA dla banku spółdzielczego w Gdańsku",
    "f:dora r:pl s:gap-analysis",
    "new-language",
  ),
  q(
    "Szkolenia z cyberbezpieczeństwa i symulacje phishingu dla pracowników naszej firmy w Katowicach",
    "r:pl s:security-awareness-training",
    "new-language",
  ),
  q(
    "Hledáme certifikační orgán pro ISO 27001 pro naši firmu v Ostravě",
    "f:iso-27001 r:cz s:certification-body",
    "new-language",
  ),
  q(
    "Ankara'daki şirketimiz için SOC 2 denetimi yapacak bir firma arıyoruz",
    "f:soc-2 r:emea s:audit",
    "new-language",
  ),
  q(
    "NIS2 megfelelőségi tanácsadó céget keresünk a debreceni telephelyünkre",
    "f:nis2 r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Căutăm un auditor intern ISO 27001 pentru firma noastră din Timișoara",
    "f:iso-27001 r:eu s:internal-audit",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο GDPR για την ξενοδοχειακή μας αλυσίδα στην Κρήτη",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Потрібна оцінка готовності до ISO 27001 для нашої компанії в Харкові",
    "f:iso-27001 r:emea s:readiness-assessment",
    "new-language",
  ),
  q(
    "Ищем компанию для оценки рисков информационной безопасности, мы находимся в Кишинёве",
    "r:emea s:risk-assessment",
    "new-language",
  ),
  q(
    "दिल्ली में हमारी कंपनी को HIPAA अनुपालन के लिए सलाहकार चाहिए",
    "f:hipaa r:in s:implementation-consulting",
    "new-language",
  ),
  q("चेन्नई की हमारी फिनटेक कंपनी के लिए PCI DSS QSA चाहिए", "f:pci-dss r:in s:audit", "new-language"),
  q(
    "Công ty phần mềm của chúng tôi ở Đà Nẵng cần đơn vị tư vấn triển khai SOC 2",
    "f:soc-2 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "ต้องการบริษัททดสอบเจาะระบบสำหรับบริษัทของเราในเชียงใหม่",
    "r:apac s:penetration-testing",
    "new-language",
  ),
  q(
    "Kami mencari layanan SOC terkelola 24/7 untuk bank kami di Bandung",
    "r:apac s:managed-security",
    "new-language",
  ),
  q(
    "דרוש יועץ פרטיות בנושא GDPR לחברה שלנו בבאר שבע",
    "f:gdpr r:il s:privacy-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Suchen einen externen Datenschutzbeauftragten für unser Unternehmen in Dresden",
    "r:de s:privacy-consulting",
    "other-language",
  ),
  q(
    "Nous cherchons un consultant pour mettre en place notre SMSI selon l'ISO 27001. Nous sommes basés à Lille.",
    "f:iso-27001 r:fr s:implementation-consulting",
    "other-language",
  ),
  q(
    "Buscamos una firma auditora que haga nuestro informe SOC 2 en Medellín",
    "f:soc-2 r:co s:audit",
    "other-language",
  ),
  q(
    "Cerchiamo un ente di certificazione accreditato per ISO 9001 e ISO 27001 a Bologna",
    "f:iso-9001,iso-27001 r:it s:certification-body",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor een NIS2-nulmeting; ons kantoor is in Leuven",
    "f:nis2 r:be s:gap-analysis",
    "other-language",
  ),
  q(
    "Precisamos de um pentest na nossa plataforma, somos uma empresa de Braga",
    "r:pt s:penetration-testing",
    "other-language",
  ),
  q("Vi behöver en virtuell CISO på deltid, vi sitter i Malmö", "r:se s:vciso", "other-language"),
  q(
    "Vi søger en rådgiver til risikovurdering af vores leverandører, vi holder til i Aalborg",
    "r:dk s:risk-assessment",
    "other-language",
  ),
  q(
    "Vi trenger overvåking døgnet rundt fra et eksternt sikkerhetssenter (SOC som tjeneste), kontor i Trondheim",
    "r:no s:managed-security",
    "other-language",
  ),
  q(
    "Tarvitsemme PCI DSS -arvioijan (QSA), toimipaikkamme on Oulussa",
    "f:pci-dss r:fi s:audit",
    "other-language",
  ),

  // city-or-state (6)
  q("SOC 2 auditor Boulder, CO", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultants Halifax, Nova Scotia",
    "f:iso-27001 r:ca s:implementation-consulting",
    "city-or-state",
  ),
  q("pentest vendors in Cambridge, MA", "r:us s:penetration-testing", "city-or-state"),
  q("GDPR advisor in Catalonia", "f:gdpr r:es s:privacy-consulting", "city-or-state"),
  q("vCISO in New South Wales", "r:au s:vciso", "city-or-state"),
  q("managed SOC provider Gauteng", "r:za s:managed-security", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "SOC 2 readiness for a software company in Uruguay",
    "f:soc-2 r:latam s:readiness-assessment",
    "country-outside-taxonomy",
  ),
  q(
    "ISO 27001 certification body Slovakia",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q("vCISO for a bank in Sri Lanka", "r:apac s:vciso", "country-outside-taxonomy"),
  q(
    "GDPR consultant for an offshore dev company in Tunisia",
    "f:gdpr r:mena s:privacy-consulting",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "Fintech in Charleston, SC needs PCI DSS and SOC 2 together: a QSA for the ROC and a CPA for the SOC 2 report, ideally the same firm.",
    "f:pci-dss,soc-2 r:us s:audit",
    "several-needs",
  ),
  q(
    "ISO 27001 from scratch for our offices in Nice and Lausanne: implementation consulting, an internal audit, then a certification body.",
    "f:iso-27001 r:fr,ch s:implementation-consulting,internal-audit,certification-body",
    "several-needs",
  ),
  q(
    "We're in Bilbao and need an outsourced DPO, a DPIA for our new product, and a lawyer for our EU AI Act questions.",
    "f:eu-ai-act r:es s:privacy-consulting,legal-advisory",
    "several-needs",
  ),
  q(
    "Defense contractor in Columbia, Maryland: gap analyses against NIST CSF, NIST 800-53 and CMMC, and a vCISO to run the programme.",
    "f:nist-csf,nist-800-53,cmmc r:us s:gap-analysis,vciso",
    "several-needs",
  ),
  q(
    "Teams in Oxford and Kochi (Kerala). We want ISO 42001 and ISO 27701 certificates from one CB, plus a SOC 2 Type II from an audit firm.",
    "f:iso-42001,iso-27701,soc-2 r:uk,in s:certification-body,audit",
    "several-needs",
  ),
];
