import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 3, sealed half (160 queries).
 *
 * Written blind on 2026-11-29 by someone who saw neither the query reader's code nor any
 * earlier evaluation set; labels follow only the taxonomy and the labelling rules of the brief.
 *
 * Covers: forty Ask-AI chat messages (greetings, names that are also places, team size,
 * budgets, deadlines, tools in use, typos, emoji) across twenty-odd countries and most
 * frameworks; thirty-five place-negatives where a customer's, user's, supplier's, parent
 * company's, conference's, trip's, former, ruled-out, language, person, brand, product,
 * sports-team, food, idiom, street, cloud-region, scheme-name or company-name place word must
 * not become a region, mostly beside the buyer's real location; twenty misspellings of cities,
 * countries, framework names and service words, with missing spaces and odd capitals; twenty
 * whole queries in Korean, Russian, Hindi, Japanese, Chinese, Arabic, Greek, Ukrainian,
 * Polish, Czech, Turkish, Hungarian, Romanian, Vietnamese, Thai, Indonesian and Hebrew; ten
 * queries in German, French, Spanish, Italian, Dutch, Portuguese, Swedish, Danish, Norwegian
 * and Finnish; ten trade terms (C3PAO, CPA firm and SSAE 18, QSA and AOC, IASME CB, TLPT, SSP
 * and POA&M, fractional CISO, UKAS-accredited CB, STAR attestation, CREST letter of
 * attestation); ten cities, states and provinces including coded and ambiguous ones; seven
 * countries without their own tag (EU, EMEA, MENA, APAC and LATAM fall-backs); and eight
 * queries with several frameworks, services or own locations.
 *
 * Its twin is the dev half (split alternately within each kind; no query, name or place shared).
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND3_SEALED_SET: readonly EvalQuery[] = [
  // ── chat-message (40) ──
  q(
    "Hello 👋 Paris here, CTO of a 25-person healthtech startup based in Toronto. We store patient data for clinics in Ohio and need to figure out HIPAA. Looking for a consultant to run a gap analysis first, nothing too pricey. Cheers",
    "f:hipaa r:ca s:gap-analysis",
    "chat-message",
  ),
  q(
    "hey, quick one. we're a 12 person dev shop in Leeds and a council tender requires Cyber Essentials Plus by the end of next month. who can certify us fast? budget is tight, maybe £2k",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "Hello! Dallas here 🙂 I'm the one-person security team at a 60-employee martech company in Denver. Leadership wants a fractional CISO two days a month to own our security program and the upcoming SOC 2. Remote is fine. What would that roughly cost?",
    "f:soc-2 r:us s:vciso",
    "chat-message",
  ),
  q(
    "Hi team, I'm Astrid, COO of a payments startup in Oslo. We're going to start processing cards directly and our acquirer says we need a PCI DSS Report on Compliance. So we need a QSA, ideally someone who has worked with Nordic fintechs before. Thanks in advance!",
    "f:pci-dss r:no s:audit",
    "chat-message",
  ),
  q(
    "Hi! Brooklyn from a 200-person e-commerce brand in Manchester, UK. We got hit by a phishing attack last month 😬 and the board now wants staff training plus a managed SOC watching our M365 and endpoints 24/7. Can you suggest providers who do one or both?",
    "r:uk s:security-awareness-training,managed-security",
    "chat-message",
  ),
  q(
    "Hi, I'm Kerry 🙂 We're a 15-person medtech in Galway building a connected insulin pump app. The HIPAA questions from our distributor in Boston can wait; right now I just need a solid penetration test of the app and the cloud backend before launch. Recommendations?",
    "r:ie s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi all, Sofia here (yes, like the city 😄). I lead IT at a 90-person engineering consultancy in Ostrava. Public tenders we bid on now ask about NIS2. Could someone do a gap analysis and then help us implement whatever is missing? Czech-speaking would be great.",
    "f:nis2 r:cz s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey! I'm Georgia, founder of a tiny privacy-first analytics tool based in Wellington, with customers across the Benelux. We need to sort out GDPR properly: privacy notices, DPA templates, maybe a DPIA. A privacy consultant, or a lawyer if that's better? Budget around NZD 8k.",
    "f:gdpr r:nz s:privacy-consulting,legal-advisory",
    "chat-message",
  ),
  q(
    "Greetings from Cape Town! I'm Thandi, IT manager at an asset manager with 150 staff. We want to get ISO 27001 certified this year; we have some policies but no real ISMS yet. Need an implementation consultant, ideally one who has done financial services.",
    "f:iso-27001 r:za s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, my name is Milan and I'm the CISO of a regional bank in Ljubljana. DORA has been in force for a while and our supervisor now expects threat-led penetration testing. We need a provider with real TLPT experience, ideally someone who has done it for other banks.",
    "f:dora r:eu s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hi there, I'm Priya, head of compliance at a 70-person health data startup in Bengaluru. Our hospital customers in Texas want HITRUST r2 rather than SOC 2. We need an external assessor for the validated assessment, plus readiness work before it. Which firms work remotely with teams like ours?",
    "f:hitrust r:in s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Hey, Jack here. I run IT (badly 😅) for a 30-person architecture practice in Adelaide. Our government clients keep asking about our cyber maturity. I think we need someone to do a proper risk assessment and tell us what to fix first. No particular framework in mind yet.",
    "r:au s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Lorenzo, founder of a 10-person AI startup in Bologna. We're building a CV-screening tool, which I've read counts as high-risk under the AI Act. We need a lawyer who really understands the AI Act and can tell us which obligations apply before our launch in September.",
    "f:eu-ai-act r:it s:legal-advisory",
    "chat-message",
  ),
  q(
    "hello!! we are a 5-person shopify agency in Porto 🇵🇹 and a client wants us to sign a DPA and prove GDPR compliance. honestly no idea where to start. is there a privacy consultant who does small packages? — Inês",
    "f:gdpr r:pt s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi! Anders here from a 250-person logistics company in Odense. We've been classified as an essential entity under NIS2 and the board wants a managed SOC plus an external risk assessment this autumn. A local provider would be preferred.",
    "f:nis2 r:dk s:managed-security,risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Oliver, IT director at a facilities contractor in Cardiff working for local councils. We need Cyber Essentials renewed next month, and separately we've been told to get an IT health check / pen test for PSN. Who can do both?",
    "f:cyber-essentials r:uk s:certification-body,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi, I'm Mateo from a 60-person lending app in Cali, Colombia. Our investors want an ISO 27001 certificate and a yearly pentest. We have Jira and Confluence and nothing else. Looking for a consultant to get us to certification and a firm for the annual pentest. Budget ~25k dollars, recomendations welcome.",
    "f:iso-27001 r:co s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "Hey, I'm Siddharth, cofounder of a B2B SaaS in Pune (25 ppl). We're selling to banks in Singapore and they keep asking for SOC 2 Type II. We already picked Sprinto for the automation side. Now we need an auditor that's affordable for a startup.",
    "f:soc-2 r:in s:audit",
    "chat-message",
  ),
  q(
    "Hi! My name is Hamish and I look after IT for a 40-person whisky distillery in Speyside 🥃. Our insurer wants MFA everywhere and an annual risk assessment from an independent firm. No certification needed. Who does small-business risk assessments in Scotland?",
    "r:uk s:risk-assessment",
    "chat-message",
  ),
  q(
    "Good evening, I'm Gustav, head of IT at a 120-person software vendor in Linz. Public sector customers of our cloud product now require BSI C5. We need a C5 attestation. Which audit firms can issue C5 reports, and how long does it usually take?",
    "f:c5 r:at s:audit",
    "chat-message",
  ),
  q(
    "Hi, Alejandro here. We're a 90-person digital bank in Valparaíso. We're preparing for ISO 22301 because the regulator is pushing operational resilience. We need someone to run a business continuity risk assessment and then implement the BCMS with us.",
    "f:iso-22301 r:cl s:risk-assessment,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I'm Ravi, security architect at a 600-person insurer in Johannesburg. We're moving workloads to the cloud and want CSA STAR Level 2 for our SaaS arm. Looking for a certification body that can do STAR together with our ISO 27001 surveillance audit.",
    "f:csa-star,iso-27001 r:za s:certification-body",
    "chat-message",
  ),
  q(
    "Hi team! I'm Emma, founder of a small HR-tech startup in Ghent. We're 8 people on Notion, Google Workspace and GitHub. A prospect asked for SOC 2. Is a compliance automation platform enough, or do we also need a consultant? Looking for a tool either way.",
    "f:soc-2 r:be s:compliance-automation",
    "chat-message",
  ),
  q(
    "Hey, Malak here. We're a 40-person fintech in Abu Dhabi. The central bank wants evidence of our information security programme. We need a consultant to implement ISO 27001 and, separately, a law firm to review our data protection terms. Two separate asks!",
    "f:iso-27001 r:ae s:implementation-consulting,legal-advisory",
    "chat-message",
  ),
  q(
    "Hi there 🙂 Beatriz from a 200-person BPO in Cebu. We handle customer support for clients in Canada, and some of them now require SOC 2 Type II and PCI DSS since we take card payments over the phone. Need an audit firm that can do both.",
    "f:soc-2,pci-dss r:apac s:audit",
    "chat-message",
  ),
  q(
    "Hey, Connor here. Small MSP in Belfast, 20 staff. We'd like to become a Cyber Essentials certification body ourselves one day, but for now we just need our own CE Plus done. Who's quick?",
    "f:cyber-essentials r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "Hello, I'm Dakota. I manage IT for a 60-person defense subcontractor in Wichita, KS. We handle CUI and the prime says we need CMMC Level 2 certification by next year. We need a C3PAO for the assessment and an RPO to help us implement the controls.",
    "f:cmmc r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello! I'm Freya, head of people at a 300-person games studio in Espoo. We want proper security awareness training for everyone, in Finnish and English, with quarterly phishing simulations. Our IT team is tiny so it has to run itself. Suggestions?",
    "r:fi s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi, I'm Nadia, ops lead at a 22-person ed-tech in Casablanca. Our school customers want to know we respect GDPR and we'd like an external DPO, ideally someone who also knows Moroccan law 09-08. Small budget but urgent.",
    "f:gdpr r:mena s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, Sipho here 👋 I run a 10-person fintech in Durban. We're building a card-issuing product and need to understand our PCI DSS scope. Could a vCISO guide us through it for a few months rather than us hiring full-time?",
    "f:pci-dss r:za s:vciso",
    "chat-message",
  ),
  q(
    "Hi, I'm Margarida, legal counsel at a 400-person bank in Braga. DORA requires us to review all our ICT third-party contracts. We need an external law firm with DORA experience to help with the contract remediation.",
    "f:dora r:pt s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hello 🙏 I'm Ananya, founder of a 6-person AI startup in Hyderabad. We're building an AI hiring assistant for enterprise clients and want to get ISO 42001 certified next year. Who are the accredited certifcation bodies for this?",
    "f:iso-42001 r:in s:certification-body",
    "chat-message",
  ),
  q(
    "Good morning! I'm Siobhan, practice manager at a dental group with 14 clinics across Cork and Limerick. We need help with GDPR: a DPIA for our new patient app and someone to act as our DPO.",
    "f:gdpr r:ie s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, I'm Kwame, CTO of a 50-person mobile money startup in Accra. Our bank partners now require ISO 27001 and we don't have anyone senior in security. We'd like a vCISO to lead the whole thing.",
    "f:iso-27001 r:emea s:vciso",
    "chat-message",
  ),
  q(
    "Hey 👋 Ruairí here. We're a 70-person SaaS in Sligo on Secureframe, and our SOC 2 Type II audit window closes in June. Our current auditor has been awful. Looking for a new audit firm that works well with Secureframe.",
    "f:soc-2 r:ie s:audit",
    "chat-message",
  ),
  q(
    "Hello! Matías from a 45-person insurtech in Montevideo. Our reinsurer asked for SOC 2 Type II and we have no security team. Looking for a readiness assessment first and then an auditor, ideally in our time zone.",
    "f:soc-2 r:latam s:readiness-assessment,audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Yuki, IT lead at a 90-person robotics company in Kobe. Our automotive customers now require TISAX. We need an assessment provider who can come on site, and we'd like to know how long the whole thing takes.",
    "f:tisax r:jp s:audit",
    "chat-message",
  ),
  q(
    "Hey! Leon from a 30-person SaaS in Leipzig. We need GDPR help AND the new AI Act stuff for our customer-service chatbot. Is there a law firm that covers both? Ideally not one of the huge ones.",
    "f:gdpr,eu-ai-act r:de s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hi there, Elif here, founder of a 9-person legal-tech in Eindhoven. We're about to sign our first enterprise client and they want evidence of ISO 27001 progress. We can't afford a full-time CISO. A virtual CISO plus maybe a compliance automation tool?",
    "f:iso-27001 r:nl s:vciso,compliance-automation",
    "chat-message",
  ),
  q(
    "Hi, I'm Aroha, IT manager at a 100-person iwi-owned company in Rotorua. We want to start on ISO 27001 but first need to know our biggest risks. Could someone do a risk assessment and a gap analysis? We'd prefer someone NZ-based.",
    "f:iso-27001 r:nz s:risk-assessment,gap-analysis",
    "chat-message",
  ),
  // ── place-negative (35) ──
  q(
    "ISO 27001 certification body needed. Company is in Winnipeg, most of our app users are in Argentina.",
    "f:iso-27001 r:ca s:certification-body",
    "place-negative",
  ),
  q(
    "Vancouver company, our clients are banks in South Korea. Need a fractional CISO.",
    "r:ca s:vciso",
    "place-negative",
  ),
  q(
    "Parent group is headquartered in Busan; we're the Canadian subsidiary in Mississauga and need a SOC 2 readiness assessment",
    "f:soc-2 r:ca s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Leuven company sourcing all components from a factory in Taiwan, we want ISO 9001 certification",
    "f:iso-9001 r:be s:certification-body",
    "place-negative",
  ),
  q(
    "Saw a great talk at Black Hat in Las Vegas. We're an MSP in Reading looking for a CREST pen testing partner.",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "Writing from a beach in Thailand 🌴 but our company is in Aalborg. Need a DORA gap analysis when I'm back",
    "f:dora r:dk s:gap-analysis",
    "place-negative",
  ),
  q(
    "We're in Ottawa. Looking for SOC 2 auditors, but not anyone in Toronto please.",
    "f:soc-2 r:ca s:audit",
    "place-negative",
  ),
  q(
    "English-speaking pentesters for a fintech in Lisbon",
    "r:pt s:penetration-testing",
    "place-negative",
  ),
  q(
    "Houston from IT says we need a pentest before the SOC 2 audit. We're a 40-person company in Nashville.",
    "f:soc-2 r:us s:penetration-testing",
    "place-negative",
  ),
  q(
    "We bank with Santander and they asked for our PCI DSS attestation. Online shop in Cork, need a QSA.",
    "f:pci-dss r:ie s:audit",
    "place-negative",
  ),
  q(
    "We run Palo Alto firewalls and want a managed SOC partner in Dundee",
    "r:uk s:managed-security",
    "place-negative",
  ),
  q(
    "Legacy Delphi application at our bank in Timișoara needs a penetration test",
    "r:eu s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our current MSSP is a Bermuda triangle: alerts go in and never come out. Looking for a new managed SOC provider.",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "Our office is full of Boston Celtics fans but we're in Hartford, CT. Need a SOX internal audit partner.",
    "f:sox r:us s:internal-audit",
    "place-negative",
  ),
  q(
    "We franchise Hawaiian poke bowl shops around Brisbane; need an external risk assessment of our POS network",
    "r:au s:risk-assessment",
    "place-negative",
  ),
  q(
    "Israel here (my first name 🙂), CTO of a healthtech in Mendoza. We need a HIPAA readiness assessment.",
    "f:hipaa r:ar s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Kuala Lumpur software house selling into the Singapore government. Need a pentest and a risk assessment.",
    "r:apac s:penetration-testing,risk-assessment",
    "place-negative",
  ),
  q(
    "Our users are all over the Nordics, we're a 12-person team in Kaunas. Need a GDPR privacy consultant.",
    "f:gdpr r:eu s:privacy-consulting",
    "place-negative",
  ),
  q(
    "All our data lives in Azure UK South, but we're a 20-person medtech in Stavanger. Need an ISO 27001 gap analysis.",
    "f:iso-27001 r:no s:gap-analysis",
    "place-negative",
  ),
  q(
    "A contract requires Cyber Essentials, the UK government scheme. We're a company in Waterford and need to get certified.",
    "f:cyber-essentials r:ie s:certification-body",
    "place-negative",
  ),
  q(
    "We moved our HQ from Durban to Kigali last year. Now looking for a SOC 2 auditor.",
    "f:soc-2 r:emea s:audit",
    "place-negative",
  ),
  q(
    "We're based at Canada Square in Canary Wharf and need an ISO 22301 implementation consultant",
    "f:iso-22301 r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Rome wasn't built in a day, we know, but we need ISO 27001 in six months. Any consultancy in Salzburg?",
    "f:iso-27001 r:at s:implementation-consulting",
    "place-negative",
  ),
  q(
    "A Russian ransomware gang hit our neighbour last month. We want managed detection and response, fast.",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "Our last ISO 27001 audit was our Waterloo. Need a new certification body; we're in Kitchener, Ontario.",
    "f:iso-27001 r:ca s:certification-body",
    "place-negative",
  ),
  q(
    "Company name is Baltic Byte but we're actually in Gdynia. Need a NIS2 readiness assessment.",
    "f:nis2 r:pl s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Our previous pentesters were from Bucharest and were great, but they closed. We're a fintech in Aberdeen.",
    "r:uk s:penetration-testing",
    "place-negative",
  ),
  q(
    "Our biggest customer, a bank in Copenhagen, wants a SOC 2 report. We're a 40-person SaaS in Malmö.",
    "f:soc-2 r:se s:audit",
    "place-negative",
  ),
  q(
    "Portuguese-speaking internal audit team for our bank in Luanda",
    "r:emea s:internal-audit",
    "place-negative",
  ),
  q(
    "Lincoln, our new CISO, wants an ISO 27001 internal audit before stage 2. We're in Sunderland.",
    "f:iso-27001 r:uk s:internal-audit",
    "place-negative",
  ),
  q(
    "Our flagship app is called Sahara (long story). We're a 20-person team in Tartu and need a vCISO.",
    "r:ee s:vciso",
    "place-negative",
  ),
  q(
    "Our servers are in a Johannesburg data centre but we're a fintech in Gaborone. Need a SOC 2 readiness assessment.",
    "f:soc-2 r:emea s:readiness-assessment",
    "place-negative",
  ),
  q(
    "No vendors from Colombia please, we had a bad experience. We're a payments startup in Quito and need a PCI QSA.",
    "f:pci-dss r:latam s:audit",
    "place-negative",
  ),
  q(
    "Chester in finance says our SOX controls are a mess. Need a gap analysis; we're in Hamilton, Ontario.",
    "f:sox r:ca s:gap-analysis",
    "place-negative",
  ),
  q(
    "Our CISO left and it's been the Wild West since. We're in Tauranga and want a compliance automation platform to get some order back.",
    "r:nz s:compliance-automation",
    "place-negative",
  ),
  // ── misspelling (20) ──
  q("SOC II type 2 auditer for startup in Torronto", "f:soc-2 r:ca s:audit", "misspelling"),
  q("GPDR privacey consultant Brussells", "f:gdpr r:be s:privacy-consulting", "misspelling"),
  q("pen testting company Copenhagan fintech", "r:dk s:penetration-testing", "misspelling"),
  q("PCIDSS reddiness assesment capetown", "f:pci-dss r:za s:readiness-assessment", "misspelling"),
  q("virtal CISO Helsinky", "r:fi s:vciso", "misspelling"),
  q(
    "DORA complaince gap assesment for bank in Lisbone",
    "f:dora r:pt s:gap-analysis",
    "misspelling",
  ),
  q(
    "cyberessentials cert for charity in Sheffeild",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("CCMC lvl 2 C3PAO San Antonio", "f:cmmc r:us s:audit", "misspelling"),
  q("iso 27k internall audit Viena", "f:iso-27001 r:at s:internal-audit", "misspelling"),
  q(
    "HI-TRUST readyness for hospital group Clevland",
    "f:hitrust r:us s:readiness-assessment",
    "misspelling",
  ),
  q("SOx internal audit outsorcing Los Angelas", "f:sox r:us s:internal-audit", "misspelling"),
  q(
    "ISO 42 001 AI managment system certfication Singapur",
    "f:iso-42001 r:sg s:certification-body",
    "misspelling",
  ),
  q(
    "compliance automaton platform soc 2 + hippa",
    "f:soc-2,hipaa s:compliance-automation",
    "misspelling",
  ),
  q(
    "phising simulation and securty awareness training Cordoba Argentina",
    "r:ar s:security-awareness-training",
    "misspelling",
  ),
  q("MSPP with 24/7 monitorng in bogota", "r:co s:managed-security", "misspelling"),
  q("privacy lawer Herzlia GDPR", "f:gdpr r:il s:legal-advisory", "misspelling"),
  q("Isreal soc 2 audtor", "f:soc-2 r:il s:audit", "misspelling"),
  q("New Zeland csa star cerification", "f:csa-star r:nz s:certification-body", "misspelling"),
  q(
    "Belguim NIS2 implementaton consultant",
    "f:nis2 r:be s:implementation-consulting",
    "misspelling",
  ),
  q(
    "Norwey ISO 22301 buisness continuity certfication",
    "f:iso-22301 r:no s:certification-body",
    "misspelling",
  ),
  // ── new-language (20) ──
  q(
    "한국에 있는 게임 회사입니다. 모의해킹(침투 테스트) 업체를 추천해 주세요.",
    "r:kr s:penetration-testing",
    "new-language",
  ),
  q(
    "부산에 있는 물류회사인데 ISO 22301 인증을 받으려고 합니다. 인증기관을 찾고 있어요.",
    "f:iso-22301 r:kr s:certification-body",
    "new-language",
  ),
  q(
    "Мы финтех-компания из Лимассола, нужен аудитор по PCI DSS (QSA).",
    "f:pci-dss r:eu s:audit",
    "new-language",
  ),
  q(
    "Ищем внешнего DPO и консультанта по GDPR для небольшого SaaS-стартапа.",
    "f:gdpr s:privacy-consulting",
    "new-language",
  ),
  q("मुंबई की एक फिनटेक कंपनी के लिए SOC 2 ऑडिटर चाहिए।", "f:soc-2 r:in s:audit", "new-language"),
  q(
    "चेन्नई में हमारे कर्मचारियों के लिए साइबर सुरक्षा जागरूकता प्रशिक्षण चाहिए।",
    "r:in s:security-awareness-training",
    "new-language",
  ),
  q(
    "大阪の製造業です。ISO 9001とISO 27001をまとめて審査できる認証機関を探しています。",
    "f:iso-9001,iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q("我们公司在新加坡，需要一位兼职的首席信息安全官（vCISO）。", "r:sg s:vciso", "new-language"),
  q(
    "نحن شركة في الشارقة ونحتاج إلى خدمة مركز عمليات أمنية مُدار (SOC) على مدار الساعة.",
    "r:ae s:managed-security",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο για GDPR και υπηρεσίες DPO για την εταιρεία μας στην Ελλάδα.",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Ми українська ІТ-компанія у Варшаві, шукаємо аудитора для SOC 2.",
    "f:soc-2 r:pl s:audit",
    "new-language",
  ),
  q(
    "Firma z Wrocławia szuka wykonawcy testów penetracyjnych aplikacji mobilnej.",
    "r:pl s:penetration-testing",
    "new-language",
  ),
  q(
    "Jsme česká nemocnice a potřebujeme analýzu rizik podle NIS2.",
    "f:nis2 r:cz s:risk-assessment",
    "new-language",
  ),
  q(
    "Yazılım şirketimiz için ISO 27001 boşluk analizi yapacak bir danışman arıyoruz.",
    "f:iso-27001 s:gap-analysis",
    "new-language",
  ),
  q(
    "Debreceni gyártó cég vagyunk, NIS2 belső auditot végző céget keresünk.",
    "f:nis2 r:eu s:internal-audit",
    "new-language",
  ),
  q(
    "Căutăm o firmă de avocatură din București specializată în GDPR.",
    "f:gdpr r:eu s:legal-advisory",
    "new-language",
  ),
  q(
    "Chúng tôi là công ty phần mềm ở Đà Nẵng, cần đánh giá rủi ro an ninh mạng.",
    "r:apac s:risk-assessment",
    "new-language",
  ),
  q("บริษัทในเชียงใหม่ต้องการผู้ตรวจประเมินมาตรฐาน PCI DSS", "f:pci-dss r:apac s:audit", "new-language"),
  q(
    "Kami butuh konsultan untuk implementasi ISO 27701 di perusahaan kami di Bandung.",
    "f:iso-27701 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "חברת ביטוח בישראל מחפשת יועץ ליישום ISO 27001 ו-ISO 27701.",
    "f:iso-27001,iso-27701 r:il s:implementation-consulting",
    "new-language",
  ),
  // ── other-language (10) ──
  q(
    "Wir sind ein Softwarehaus in Graz und brauchen ein C5-Testat für unsere Cloud-Plattform.",
    "f:c5 r:at s:audit",
    "other-language",
  ),
  q(
    "Entreprise basée à Genève, nous cherchons un cabinet d'avocats spécialisé en protection des données (RGPD).",
    "f:gdpr r:ch s:legal-advisory",
    "other-language",
  ),
  q(
    "Somos una startup de Bogotá y buscamos una plataforma de automatización de cumplimiento para SOC 2 e ISO 27001.",
    "f:soc-2,iso-27001 r:co s:compliance-automation",
    "other-language",
  ),
  q(
    "Siamo una società di gestione patrimoniale a Lugano e cerchiamo qualcuno per un'analisi dei gap rispetto a DORA.",
    "f:dora r:ch s:gap-analysis",
    "other-language",
  ),
  q(
    "Wij zijn een webshop uit Antwerpen en zoeken een QSA voor onze PCI DSS-audit.",
    "f:pci-dss r:be s:audit",
    "other-language",
  ),
  q(
    "Empresa de Lisboa procura serviço de SOC gerido 24/7 e formação de sensibilização em segurança para os colaboradores.",
    "r:pt s:managed-security,security-awareness-training",
    "other-language",
  ),
  q(
    "Vi är ett fintechbolag i Helsingfors och söker en revisor som kan ta fram en ISAE 3402-rapport.",
    "f:soc-1 r:fi s:audit",
    "other-language",
  ),
  q(
    "Vi er en kommune i København og søger en ekstern leverandør til intern audit af vores ISO 27001-ledelsessystem.",
    "f:iso-27001 r:dk s:internal-audit",
    "other-language",
  ),
  q(
    "Vi er et lite selskap i Trondheim og trenger en penetrasjonstest av nettbutikken vår.",
    "r:no s:penetration-testing",
    "other-language",
  ),
  q(
    "Oululainen yritys etsii tietosuojakonsulttia ja ulkoistettua tietosuojavastaavaa (GDPR).",
    "f:gdpr r:fi s:privacy-consulting",
    "other-language",
  ),
  // ── trade-term (10) ──
  q("Need a C3PAO for our CMMC Level 2 certification assessment", "f:cmmc s:audit", "trade-term"),
  q(
    "Which CPA firms issue SOC 1 Type 2 (SSAE 18) reports for payroll processors?",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "Our acquirer wants an Attestation of Compliance signed by a QSA",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q(
    "IASME certification body for a Cyber Essentials Plus assessment",
    "f:cyber-essentials s:certification-body",
    "trade-term",
  ),
  q(
    "Banking group across EMEA looking for a DORA TLPT provider: threat-led red teaming with a separate threat intelligence partner",
    "f:dora r:emea s:penetration-testing",
    "trade-term",
  ),
  q(
    "Need someone to write our SSP and POA&M for FedRAMP",
    "f:fedramp s:implementation-consulting",
    "trade-term",
  ),
  q(
    "Fractional CISO to own our security roadmap and board reporting; we're fully remote and global",
    "r:global s:vciso",
    "trade-term",
  ),
  q(
    "Surveillance audit is overdue and we're switching CBs. Need a UKAS-accredited certification body for ISO 27001.",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "CSA STAR Level 2 attestation to run alongside our SOC 2 Type II examination",
    "f:csa-star,soc-2 s:audit",
    "trade-term",
  ),
  q(
    "CREST-accredited pen test with a letter of attestation we can share with customers",
    "s:penetration-testing",
    "trade-term",
  ),
  // ── city-or-state (10) ──
  q(
    "SOC 2 readiness assessment Raleigh NC",
    "f:soc-2 r:us s:readiness-assessment",
    "city-or-state",
  ),
  q("pentest company London, Ontario", "r:ca s:penetration-testing", "city-or-state"),
  q(
    "ISO 27001 certification body Flanders",
    "f:iso-27001 r:be s:certification-body",
    "city-or-state",
  ),
  q("privacy consultant Queensland", "r:au s:privacy-consulting", "city-or-state"),
  q("HITRUST assessor Cambridge, MA", "f:hitrust r:us s:audit", "city-or-state"),
  q(
    "NIS2 implementation partner in Upper Austria",
    "f:nis2 r:at s:implementation-consulting",
    "city-or-state",
  ),
  q("vCISO Karnataka", "r:in s:vciso", "city-or-state"),
  q(
    "security awareness training provider Vancouver, WA",
    "r:us s:security-awareness-training",
    "city-or-state",
  ),
  q("SOX internal audit Jalisco", "f:sox r:mx s:internal-audit", "city-or-state"),
  q("ENS certification body in Andalusia", "f:ens r:es s:certification-body", "city-or-state"),
  // ── country-outside-taxonomy (7) ──
  q(
    "DORA gap analysis for a bank in Croatia",
    "f:dora r:eu s:gap-analysis",
    "country-outside-taxonomy",
  ),
  q("vCISO for an online gaming company in Malta", "r:eu s:vciso", "country-outside-taxonomy"),
  q(
    "ISO 27001 implementation partner in Ghana",
    "f:iso-27001 r:emea s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "cyber risk assessment for an oil services firm in Oman",
    "r:mena s:risk-assessment",
    "country-outside-taxonomy",
  ),
  q(
    "SOC 2 readiness assessment, company based in Malaysia",
    "f:soc-2 r:apac s:readiness-assessment",
    "country-outside-taxonomy",
  ),
  q(
    "HIPAA security training for our nearshore support team in Costa Rica",
    "f:hipaa r:latam s:security-awareness-training",
    "country-outside-taxonomy",
  ),
  q(
    "ISO 27001 certification body in Serbia",
    "f:iso-27001 r:emea s:certification-body",
    "country-outside-taxonomy",
  ),
  // ── several-needs (8) ──
  q(
    "ISO 27001 certification and a SOC 2 audit for our teams in Oslo and Copenhagen",
    "f:iso-27001,soc-2 r:no,dk s:certification-body,audit",
    "several-needs",
  ),
  q(
    "PCI DSS and SOC 1 audits for a payments processor operating across North America",
    "f:pci-dss,soc-1 r:north-america s:audit",
    "several-needs",
  ),
  q(
    "We're spread across the Benelux and need a GDPR privacy consultant and a pentest firm",
    "f:gdpr r:benelux s:privacy-consulting,penetration-testing",
    "several-needs",
  ),
  q(
    "HITRUST and HIPAA risk assessment plus a managed SOC for a hospital network in Texas",
    "f:hitrust,hipaa r:us s:risk-assessment,managed-security",
    "several-needs",
  ),
  q(
    "ISO 42001 and AI Act gap analysis for a company in Ramat Gan",
    "f:iso-42001,eu-ai-act r:il s:gap-analysis",
    "several-needs",
  ),
  q(
    "TISAX and ISO 27001 implementation for our plants in Porto and Bratislava",
    "f:tisax,iso-27001 r:pt,eu s:implementation-consulting",
    "several-needs",
  ),
  q(
    "Startup in the Nordics needs a vCISO, a compliance automation tool and a SOC 2 auditor",
    "f:soc-2 r:nordics s:vciso,compliance-automation,audit",
    "several-needs",
  ),
  q(
    "Cyber Essentials certification, an ISO 27001 gap analysis and a GDPR DPO service for a charity in Wales",
    "f:cyber-essentials,iso-27001,gdpr r:uk s:certification-body,gap-analysis,privacy-consulting",
    "several-needs",
  ),
];
