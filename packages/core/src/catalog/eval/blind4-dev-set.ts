import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 4, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the
 * query reader's code nor any earlier set, working only from the default taxonomy's slugs and
 * aliases. It covers long Ask-AI chat messages (greetings, writer names that are also places,
 * tools in use, passed audits and auditor requests as context beside the real ask), place words
 * that must not become region filters (customers, parents, investors, insurers, data centres,
 * cloud regions, conferences, ruled-out places, languages, people and place-named brands, food and
 * idioms) next to the buyer's own labelled location, misspellings and run-together words, assessor
 * trade terms and artefacts, whole queries in seventeen non-Western-European languages and ten
 * Western European ones, cities and states, countries that only a broader region tag covers, and
 * queries with several frameworks, services or own sites at once.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND4_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi there, Madison here, I run IT for a 60-person fintech in Charlotte, North Carolina. Our biggest bank customer wants a SOC 2 Type II report by Q3. We already use Drata for evidence. Can you recommend a CPA firm that can do the audit without blowing our $40k budget?",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Hello! My name is Sofia and I'm the COO of a small healthtech in Lisbon. We process patient data for clinics across Europe. I need someone who can act as our outsourced DPO and also run a DPIA for our new triage app. Portuguese speaking would be a plus.",
    "r:pt s:privacy-consulting",
    "chat-message",
  ),
  q(
    "hey, quick one. we're a 12 person SaaS startup in Toronto, passed our SOC 2 type 1 last month (yay). now an enterprise prospect wants a pentest report on our web app and API before they sign. who does that for small teams?",
    "r:ca s:penetration-testing",
    "chat-message",
  ),
  q(
    "Good morning, I'm Dallas, head of security at a logistics company in Rotterdam. We think NIS2 applies to us now. Before we spend money on tooling I'd like an independent gap analysis against the directive and a prioritised roadmap. Ideally Dutch-speaking consultants.",
    "f:nis2 r:nl s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, this is Regina from a 200-employee manufacturing firm near Stuttgart. Our OEM customers require TISAX AL3 and we've never done anything like this. Looking for a consultancy to implement the ISA requirements and then a separate audit provider to do the assessment. Timeline is about 9 months.",
    "f:tisax r:de s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hello, I'm the only security person at a 45-person ad-tech company in Dublin. The CEO asked me to find a fractional CISO for two days a month so we stop winging it with customer security questionnaires. We're on Vanta already.",
    "r:ie s:vciso",
    "chat-message",
  ),
  q(
    "Hi all, Lincoln here. We're a defense subcontractor in Huntsville, Alabama, about 80 staff, handling CUI. Our prime says we need CMMC Level 2 by next spring. I'm looking for a registered provider organization to get our SSP and POA&M in shape, not the assessor itself yet.",
    "f:cmmc r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi, Adelaide speaking, I'm the practice manager at a group of dental clinics in Perth. We store patient records in the cloud and had a scare with a phishing email last week. Can you point me to someone who runs phishing simulations and staff training for small healthcare offices?",
    "r:au s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hey! We're a Series B insurtech out of Tel Aviv, about 150 people. Our auditor flagged that our ISO 27001 internal audit was too thin last cycle. I want an outside firm to run the internal audit properly this year, ideally someone who also knows 27701 since we're adding it.",
    "f:iso-27001,iso-27701 r:il s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Chester, CFO of a payroll processor in Leeds. Our clients' auditors keep asking for an ISAE 3402 Type II report on our controls and we've never had one. Which assurance firms in the UK would issue it, and roughly what does it cost?",
    "f:soc-1 r:uk s:audit",
    "chat-message",
  ),
  q(
    "Hello, my name is Jordan. I lead IT at a hospital network in Riyadh and we're procuring a 24/7 SOC service with local data residency. Which providers run managed detection and response out of Saudi Arabia?",
    "r:sa s:managed-security",
    "chat-message",
  ),
  q(
    "Hi, we're a tiny two-founder AI startup in Bangalore building a hiring assistant. A European customer told us to look at ISO 42001 and the EU AI Act. We need someone to assess the risks in our model pipeline first. Budget is small, maybe $5k.",
    "f:iso-42001,eu-ai-act r:in s:risk-assessment",
    "chat-message",
  ),
  q(
    "Good afternoon, I'm Savannah, compliance lead at a crypto exchange based in Zug. FINMA isn't our issue today; DORA is, because of our EU entity in Vilnius. We need a law firm that can tell us which DORA obligations bite and draft the ICT contract clauses.",
    "f:dora r:ch,eu s:legal-advisory",
    "chat-message",
  ),
  q(
    "Hi, Brooklyn here, ops manager at a 30-person e-commerce brand in Manchester. We take card payments through our own checkout page and our acquirer has told us to complete SAQ D this year. I'd like a PCI consultant to walk us through the questionnaire and fix what's missing.",
    "f:pci-dss r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I'm Victoria from a payments startup in Mexico City. We need PCI DSS 4.0 Level 1, so an actual QSA to do the on-site assessment and sign the ROC. A Spanish-speaking team is strongly preferred. We go live with a card scheme in February.",
    "f:pci-dss r:mx s:audit",
    "chat-message",
  ),
  q(
    "hi im marco, cto at a 20 person b2b saas in milan. we got iso 27001 last year with a consultant who vanished. surveillance audit is in 3 months and nobody here knows what to do. need someone to get us ready, a mock audit basically.",
    "f:iso-27001 r:it s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hey there. I'm the founder of a legal-tech startup in Cape Town, 18 people. US law firms are asking whether we follow a recognised security framework and I was thinking NIST CSF 2.0 as a start. Can someone do a maturity assessment against it and tell us where we stand?",
    "f:nist-csf r:za s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, my name is Devon. We're a 400-person bank in Luxembourg and the regulator expects threat-led penetration testing under DORA next year. Looking for a red team provider with TIBER-EU experience. Not interested in generic vulnerability scans.",
    "f:dora r:lu s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hello, I'm Aurora, head of quality at a medical device contract manufacturer in Galway. We already hold ISO 9001 and 13485, and our US customer now wants ISO 27001 on the same management system. Looking for a certification body that can audit 9001 and 27001 together in one integrated visit.",
    "f:iso-9001,iso-27001 r:ie s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, Phoenix here (yes, like the city). I run a 9-person dev shop in Wellington and a government agency client wants evidence we manage security properly. Is there a consultant who could stand up a lightweight ISMS for us, aligned to 27001 but not necessarily certified?",
    "f:iso-27001 r:nz s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good evening. I'm the IT director of a regional hospital chain in Ohio, with our HQ in Columbus plus two sites in Cleveland. We're doing our annual HIPAA security risk analysis and want an outside firm to run it this year, since last year's internal one was weak.",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hello! Sharon from a travel booking platform in Barcelona. We're about to sign with a big hotel group in Dubai that requires ISO 27001 certification within a year, and we have zero docs. Looking for an implementation partner who can also do the internal audit before certification. Budget around 25k euros.",
    "f:iso-27001 r:es s:implementation-consulting,internal-audit",
    "chat-message",
  ),
  q(
    "hi. i'm a solo GRC person at a 70-person health app in Boston. we use Secureframe. our HITRUST e1 is coming up and i honestly need an external assessor firm that's authorized for e1 and won't nickel and dime us.",
    "f:hitrust r:us s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Camden, founder of an AI note-taking tool, based in Vancouver with a second office in Seattle. We keep losing deals over security reviews. I'd like a compliance automation platform that handles SOC 2 and ISO 27001 together, plus an auditor who works with it.",
    "f:soc-2,iso-27001 r:ca,us s:compliance-automation,audit",
    "chat-message",
  ),
  q(
    "Hello, Lourdes here. I'm the data protection lead for a chain of private schools in Madrid. Parents keep sending access requests and we're drowning. We need a GDPR consultant to set up our records of processing and a proper DSAR workflow.",
    "f:gdpr r:es s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi, my name is Salem, I'm the CISO of a fintech in Abu Dhabi. Central bank guidance pushes us toward ISO 22301 for business continuity. I'm after a consultant who has actually run BIAs and DR tests for payment companies in the UAE.",
    "f:iso-22301 r:ae s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey, I'm the engineering manager at a cloud hosting company in Warsaw, 90 people. We hold ISO 27001 already and big customers now ask about 27017 and 27018. We want both added at our next surveillance visit, so we need a CB accredited for those extensions.",
    "f:iso-27001,iso-27017,iso-27018 r:pl s:certification-body",
    "chat-message",
  ),
  q(
    "Hi there, Kent speaking. I manage IT for a 35-person architecture practice in Brisbane. Our cyber insurer, Chubb, says we need MFA everywhere and quarterly phishing tests to renew. Can you find someone to run the phishing tests and give a short training session each quarter?",
    "r:au s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hello, I'm the controller at a newly listed SaaS company in Minneapolis. Our external auditors want stronger IT general controls before our first SOX 404 attestation. We need outside help to test ITGCs every quarter, ideally a co-sourced internal audit arrangement.",
    "f:sox r:us s:internal-audit",
    "chat-message",
  ),
  q(
    "Hi! I'm Alexandria, I run operations at a 50-person fintech in Singapore. MAS TRM guidelines apply to us and our board wants a senior security owner. I need a vCISO, 1-2 days a week, who can also take over our third-party risk management.",
    "r:sg s:vciso,risk-assessment",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "SOC 2 auditor for a Denver startup, most of our customers are in Japan",
    "f:soc-2 r:us s:audit",
    "place-negative",
  ),
  q(
    "Our parent company in Houston handles its own compliance; we're the Oslo subsidiary and need an ISO 27001 certification body for ourselves.",
    "f:iso-27001 r:no s:certification-body",
    "place-negative",
  ),
  q(
    "Penetration testing firm in Melbourne please. Our app is hosted in AWS Frankfurt (eu-central-1) if that matters.",
    "r:au s:penetration-testing",
    "place-negative",
  ),
  q(
    "vCISO based in Chicago. We've had bad luck with offshore teams, so nobody from Eastern Europe please.",
    "r:us s:vciso",
    "place-negative",
  ),
  q(
    "Outsourced DPO for a Lyon e-commerce company; our privacy notices must be available in English and German.",
    "r:fr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "Our biggest client is Emirates NBD and they're asking for Cyber Essentials Plus. We're a 40-person fintech in Bristol. Which certification bodies can do it?",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "We supply Commonwealth Bank of Australia from our office in Auckland and need ISO 27001. Who are the accredited certifiers in New Zealand?",
    "f:iso-27001 r:nz s:certification-body",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant who speaks Spanish and Portuguese, for our team in Miami",
    "f:iso-27001 r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Met a few vendors at RSA Conference in San Francisco, but we're an Edinburgh fintech and want someone local for a DORA gap assessment.",
    "f:dora r:uk s:gap-analysis",
    "place-negative",
  ),
  q(
    "SOC 2 readiness assessment for a Berlin company. No vendors from Russia or China please.",
    "f:soc-2 r:de s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Our board member Martin Holland recommended we get a HIPAA consultant. We're a telehealth startup in Nashville, Tennessee.",
    "f:hipaa r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our controls are like swiss cheese lol. need an iso 27001 gap assessment, small company in Leicester",
    "f:iso-27001 r:uk s:gap-analysis",
    "place-negative",
  ),
  q(
    "Our servers sit in an Equinix data centre in Amsterdam, but the company is in Antwerp. Looking for a managed SOC provider.",
    "r:be s:managed-security",
    "place-negative",
  ),
  q(
    "We run on the Azure West Europe and UK South regions; HQ is in Kraków. Need a CSA STAR Level 2 certification body.",
    "f:csa-star r:pl s:certification-body",
    "place-negative",
  ),
  q(
    "Our lead investor is a Silicon Valley VC and wants us to get SOC 2. We're a 15-person team in Tallinn. Who can do the audit remotely?",
    "f:soc-2 r:ee s:audit",
    "place-negative",
  ),
  q(
    "We're the payments team at a Malta-based gaming operator (you'll have seen our logo on Inter Milan shirts) and need PCI DSS segmentation penetration testing.",
    "f:pci-dss r:eu s:penetration-testing",
    "place-negative",
  ),
  q(
    "Bank of Ireland requires ISO 27001 from its suppliers. We're an IT services firm in Belfast and need consultants to implement it fast.",
    "f:iso-27001 r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Our dev team is outsourced to Ukraine but we're in Boise, Idaho. Need a GRC platform to run our SOC 2 program.",
    "f:soc-2 r:us s:compliance-automation",
    "place-negative",
  ),
  q(
    "We sell to hospitals across Canada and the US, but we're based in Bogotá. Need a HIPAA gap analysis.",
    "f:hipaa r:co s:gap-analysis",
    "place-negative",
  ),
  q(
    "I'm flying to Singapore for a conference next week, but the job is for our Jakarta office: an on-site ISO 27001 internal audit.",
    "f:iso-27001 r:apac s:internal-audit",
    "place-negative",
  ),
  q(
    "Need a privacy lawyer who can draft our policies in French. We're a Montreal company.",
    "r:ca s:legal-advisory",
    "place-negative",
  ),
  q(
    "ISO 9001 registrar for a small charity's training arm in Cardiff. Please no US-based firms, we'd rather have someone in Wales.",
    "f:iso-9001 r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "PCI DSS consultant for a small online shop in Porto that sells Brazilian coffee beans",
    "f:pci-dss r:pt s:implementation-consulting",
    "place-negative",
  ),
  q(
    "My co-founder India handles sales and I handle security. We're a Stockholm startup looking for phishing awareness training for 30 people.",
    "r:se s:security-awareness-training",
    "place-negative",
  ),
  q(
    "We're the Mexican subsidiary of a Spanish group. Group compliance sits in Madrid, but we in Monterrey need our own ISO 27001 internal auditor.",
    "f:iso-27001 r:mx s:internal-audit",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 certifcation body in germny",
    "f:iso-27001 r:de s:certification-body",
    "misspelling",
  ),
  q("soc2 auditer for startups in san fransisco", "f:soc-2 r:us s:audit", "misspelling"),
  q("penetraton testing compnay londn", "r:uk s:penetration-testing", "misspelling"),
  q("hippa complaince consultent texas", "f:hipaa r:us s:implementation-consulting", "misspelling"),
  q(
    "GDRP outsourced data protection oficer netherlnds",
    "f:gdpr r:nl s:privacy-consulting",
    "misspelling",
  ),
  q("FedRamp 3pao in Virgina", "f:fedramp r:us s:audit", "misspelling"),
  q("PCI-DDS QSA in Brazl", "f:pci-dss r:br s:audit", "misspelling"),
  q("vciso servces for smal biz in Austrailia", "r:au s:vciso", "misspelling"),
  q("iso 42 001 gap analisys", "f:iso-42001 s:gap-analysis", "misspelling"),
  q(
    "nis-2 complience consultants in Belgum",
    "f:nis2 r:be s:implementation-consulting",
    "misspelling",
  ),
  q(
    "cybersecurity awarness trainning for employes, Irland",
    "r:ie s:security-awareness-training",
    "misspelling",
  ),
  q("HiTrust r2 readyness assesment", "f:hitrust s:readiness-assessment", "misspelling"),
  q("soc 1 type2 audit firm switzerlnd", "f:soc-1 r:ch s:audit", "misspelling"),
  q("managedsecurity provider singapre 24x7", "r:sg s:managed-security", "misspelling"),
  q(
    "isms implementaion consultancy in Copenhagan",
    "f:iso-27001 r:dk s:implementation-consulting",
    "misspelling",
  ),
  q("CMMC lvl 2 c3pao nort carolina", "f:cmmc r:us s:audit", "misspelling"),
  q(
    "Cyber Esentials Pluss certifying body Manchestr",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q("dora regualtion lawyers frankfurt", "f:dora r:de s:legal-advisory", "misspelling"),
  q("TISAX asessment provider Czeck republic", "f:tisax r:cz s:audit", "misspelling"),
  q(
    "iso27701 implementaton consultant, compnay in Saudia Arabia",
    "f:iso-27701 r:sa s:implementation-consulting",
    "misspelling",
  ),

  // trade-term (10)
  q(
    "QSA firm that can issue our ROC this year, Level 1 merchant in Chile",
    "f:pci-dss r:cl s:audit",
    "trade-term",
  ),
  q(
    "3PAO near Washington, D.C. for a FedRAMP Moderate initial assessment",
    "f:fedramp r:us s:audit",
    "trade-term",
  ),
  q(
    "registrar accredited for ISO 9001 and ISO 14001 on one certificate",
    "f:iso-9001 s:certification-body",
    "trade-term",
  ),
  q("who can issue an ISAE 3402 Type 1 for a fund administrator", "f:soc-1 s:audit", "trade-term"),
  q(
    "Our CPA firm walked away mid-cycle; need a new SOC 2 auditor who can also advise on a bridge letter for the gap months",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "Certified ISO 27001 Lead Implementer to build our ISMS from scratch, remote is fine",
    "f:iso-27001 s:implementation-consulting",
    "trade-term",
  ),
  q(
    "Stage 2 date is pencilled in but we have no CB yet. Need a certification body to do stage 1 and stage 2 for ISO 27001 by March",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "HITRUST authorized external assessor for an r2 validated assessment",
    "f:hitrust s:audit",
    "trade-term",
  ),
  q(
    "BSI C5 Type 2 attestation, auditor who knows the criteria catalogue well",
    "f:c5 s:audit",
    "trade-term",
  ),
  q(
    "Not an RPO: we need an actual C3PAO for our Level 2 certification assessment",
    "f:cmmc s:audit",
    "trade-term",
  ),

  // new-language (20)
  q(
    "東京の会社です。ISO 27001の認証機関を探しています。",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "大阪の中小企業です。SOC 2のレディネス評価をお願いできるコンサルを探しています。",
    "f:soc-2 r:jp s:readiness-assessment",
    "new-language",
  ),
  q(
    "我们是一家在上海的SaaS公司，需要找渗透测试服务商。",
    "r:apac s:penetration-testing",
    "new-language",
  ),
  q(
    "我們是台北的雲端公司，想找ISO 27701隱私資訊管理系統的導入顧問。",
    "f:iso-27701 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "서울에 있는 회사인데 ISO 27001 인증 컨설팅 업체를 추천해 주세요",
    "f:iso-27001 r:kr s:implementation-consulting",
    "new-language",
  ),
  q(
    "부산에 있는 핀테크 회사입니다. PCI DSS 관련 모의해킹 업체가 필요합니다",
    "f:pci-dss r:kr s:penetration-testing",
    "new-language",
  ),
  q("نبحث عن مدقق SOC 2 لشركتنا في دبي", "f:soc-2 r:ae s:audit", "new-language"),
  q(
    "Szukamy firmy, która przeprowadzi audyt wewnętrzny ISO 27001 w naszym biurze we Wrocławiu",
    "f:iso-27001 r:pl s:internal-audit",
    "new-language",
  ),
  q(
    "Hledáme konzultanta pro zavedení NIS2 v naší firmě v Brně",
    "f:nis2 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "İstanbul'daki şirketimiz için KVKK ve GDPR danışmanlığı veren firmalar arıyoruz",
    "f:gdpr r:emea s:privacy-consulting",
    "new-language",
  ),
  q(
    "Budapesti cégünk számára ISO 27001 tanúsító szervezetet keresünk",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Căutăm un furnizor de servicii de securitate gestionate (SOC 24/7) în București",
    "r:eu s:managed-security",
    "new-language",
  ),
  q(
    "Ζητάμε εταιρεία για αξιολόγηση κινδύνων κυβερνοασφάλειας για την επιχείρησή μας στην Αθήνα",
    "r:eu s:risk-assessment",
    "new-language",
  ),
  q("Шукаємо віртуального CISO для IT-компанії у Львові", "r:emea s:vciso", "new-language"),
  q("Нужен аудитор SOC 2 для нашей компании в Риге", "f:soc-2 r:eu s:audit", "new-language"),
  q(
    "मुंबई में हमारी कंपनी के लिए ISO 27001 गैप एनालिसिस करने वाली फर्म चाहिए",
    "f:iso-27001 r:in s:gap-analysis",
    "new-language",
  ),
  q(
    "Cần tìm đơn vị kiểm thử xâm nhập cho ngân hàng của chúng tôi ở Hà Nội",
    "r:apac s:penetration-testing",
    "new-language",
  ),
  q(
    "บริษัทของเราอยู่ในกรุงเทพฯ ต้องการที่ปรึกษาด้าน PDPA และ GDPR",
    "f:gdpr r:apac s:privacy-consulting",
    "new-language",
  ),
  q(
    "Kami di Surabaya butuh konsultan ISO 27001 dan pelatihan kesadaran keamanan untuk karyawan",
    "f:iso-27001 r:apac s:implementation-consulting,security-awareness-training",
    "new-language",
  ),
  q("מחפשים CISO במיקור חוץ לסטארטאפ שלנו בחיפה", "r:il s:vciso", "new-language"),

  // other-language (10)
  q(
    "Akkreditierte Zertifizierungsstelle für ISO 27001 in München gesucht",
    "f:iso-27001 r:de s:certification-body",
    "other-language",
  ),
  q(
    "Nous cherchons un prestataire de test d'intrusion pour notre appli mobile ; notre siège est à Bordeaux.",
    "r:fr s:penetration-testing",
    "other-language",
  ),
  q(
    "Necesitamos una consultora para implantar el ENS de categoría media en nuestra empresa de Sevilla",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q(
    "Cerchiamo un DPO esterno per la nostra azienda di Torino",
    "r:it s:privacy-consulting",
    "other-language",
  ),
  q(
    "Wie kan een SOC 2 Type II-audit uitvoeren voor ons bedrijf in Utrecht?",
    "f:soc-2 r:nl s:audit",
    "other-language",
  ),
  q(
    "Procuramos consultoria em LGPD para uma fintech em São Paulo",
    "r:br s:privacy-consulting",
    "other-language",
  ),
  q(
    "Vi söker en leverantör av phishing-simuleringar och säkerhetsutbildning för vårt kontor i Göteborg",
    "r:se s:security-awareness-training",
    "other-language",
  ),
  q(
    "Vi har brug for en gap-analyse i forhold til NIS2, virksomheden ligger i Aarhus",
    "f:nis2 r:dk s:gap-analysis",
    "other-language",
  ),
  q(
    "Trenger en ekstern revisor for ISAE 3402-rapport, vi holder til i Bergen",
    "f:soc-1 r:no s:audit",
    "other-language",
  ),
  q(
    "Etsimme konsulttia rakentamaan ISO 27001 -tietoturvallisuuden hallintajärjestelmän, yrityksemme on Tampereella",
    "f:iso-27001 r:fi s:implementation-consulting",
    "other-language",
  ),

  // city-or-state (6)
  q("SOC 2 audit firms near Raleigh NC", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultant in Calgary, Alberta",
    "f:iso-27001 r:ca s:implementation-consulting",
    "city-or-state",
  ),
  q("pen testers in Portland", "r:us s:penetration-testing", "city-or-state"),
  q("vCISO Queensland", "r:au s:vciso", "city-or-state"),
  q("GDPR consultants based in Bavaria", "f:gdpr r:de s:privacy-consulting", "city-or-state"),
  q("HIPAA risk assessment Birmingham, AL", "f:hipaa r:us s:risk-assessment", "city-or-state"),

  // country-outside-taxonomy (4)
  q(
    "ISO 27001 implementation consultants in Kenya",
    "f:iso-27001 r:emea s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("SOC 2 auditor for a startup in Peru", "f:soc-2 r:latam s:audit", "country-outside-taxonomy"),
  q(
    "penetration testing companies Malaysia",
    "r:apac s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q(
    "NIS2 gap analysis for a company in Croatia",
    "f:nis2 r:eu s:gap-analysis",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "We need ISO 27001 and SOC 2 at once: a readiness assessment for both, then a CPA firm for the SOC 2 audit and a certification body for the ISO certificate. Offices in Denver and Dublin.",
    "f:iso-27001,soc-2 r:us,ie s:readiness-assessment,audit,certification-body",
    "several-needs",
  ),
  q(
    "One provider for pentesting, phishing simulations and a 24/7 SOC; we have offices in Hamburg and Vienna.",
    "r:de,at s:penetration-testing,security-awareness-training,managed-security",
    "several-needs",
  ),
  q(
    "Healthcare SaaS in Louisville: one firm to do SOC 2 with HIPAA mapped in now, and the HITRUST r2 validated assessment next year",
    "f:soc-2,hipaa,hitrust r:us s:audit",
    "several-needs",
  ),
  q(
    "Insurance group in Milan and Rome needs a gap analysis across DORA, NIS2 and ISO 22301, plus legal advice on DORA contract clauses.",
    "f:dora,nis2,iso-22301 r:it s:gap-analysis,legal-advisory",
    "several-needs",
  ),
  q(
    "Cloud provider with entities in Seoul and Tokyo: ISO 27001, 27017, 27018 and CSA STAR certification from a single certification body.",
    "f:iso-27001,iso-27017,iso-27018,csa-star r:kr,jp s:certification-body",
    "several-needs",
  ),
];
