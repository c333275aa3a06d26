import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 7, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI chat messages full of other parties' places, places that are not where the buyer wants vendors, misspellings, assessor jargon, nineteen non-Western-European languages, the six main European languages, cities and states, untagged countries and multi-need queries. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND7_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "Hi, I'm Adelaide, COO at a 45-person proptech in Dublin. We use Google Workspace and AWS (our workloads sit in the London region). Our biggest prospect, a US real estate fund, wants a SOC 2 Type II report. We have no auditor yet. Budget is about €35k and the deadline is end of Q3. Who would you recommend?",
    "f:soc-2 r:ie s:audit",
    "chat-message",
  ),
  q(
    "Hey! We're a three-person dev shop from Porto building booking apps for hotels. A hotel group in Cancún just asked if we're PCI compliant because our app touches card data 😅 No idea what that even involves. Can someone explain it to us and help us get there?",
    "f:pci-dss r:pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Dear Sir or Madam, I am writing on behalf of a mid-sized pension administrator in Edinburgh. Our clients, including several Dutch pension funds, require an ISAE 3402 Type II report on our administration controls. We would be grateful for recommendations of audit firms with relevant experience.",
    "f:soc-1 r:uk s:audit",
    "chat-message",
  ),
  q(
    "need an iso 27001 internal audit done before our surveillance audit in may. 80 ppl saas, calgary. the consultant who used to do it retired. who does isms internal audits these days?",
    "f:iso-27001 r:ca s:internal-audit",
    "chat-message",
  ),
  q(
    "Hello, Georgia here from a clinical research organisation in Atlanta 🍑 We run trials with hospital sites in Poland and Brazil, and our pharma sponsors want us GDPR-ready and HIPAA compliant. Looking for a firm that can do a combined privacy and security risk assessment. Thanks!",
    "f:gdpr,hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hello, my name is Takeshi, I am responsible of information systems at automotive supplier in Nagoya. Our customer Porsche in Germany request TISAX AL3 from us. We have already ISO 27001 certificate. Please introduce TISAX assessment provider who can visit Japan and speak Japanese if possible.",
    "f:tisax r:jp s:audit",
    "chat-message",
  ),
  q(
    "Hiya, I look after IT for a chain of 25 Thai restaurants across Melbourne and Sydney. Our bank says we're not PCI compliant and might start getting fined. We use Square plus some old terminals. Need someone practical to sort it out, not a massive consultancy bill 🙏",
    "f:pci-dss r:au s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We are a Series C fintech in Berlin (250 FTE) with an engineering hub in Lisbon. BaFin flagged gaps in our outsourcing register during a DORA review. We want an external firm to run third-party risk assessments of our critical ICT providers. German and English required.",
    "f:dora r:de,pt s:risk-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Austin from a 30-person cybersecurity startup in Oslo. We build EDR software ourselves, so no managed security needed, thanks. What we do need is an ISO 27001 certification body accredited in Norway that can do our stage 1 in January.",
    "f:iso-27001 r:no s:certification-body",
    "chat-message",
  ),
  q(
    "Good evening. I am the managing partner of a 12-lawyer firm in Cape Town. Clients increasingly ask about POPIA and how we handle their data. We are lawyers ourselves, so we don't need legal advice; we want a privacy consultant to build our compliance programme and support our information officer.",
    "r:za s:privacy-consulting",
    "chat-message",
  ),
  q(
    "yo. 15 person gaming studio in montreal. our publisher (tokyo) wants a pentest of our backend and matchmaking servers before launch. need fast turnaround pls, launch is in 6 weeks",
    "r:ca s:penetration-testing",
    "chat-message",
  ),
  q(
    "Hello, I'm Regina, compliance officer at a Luxembourg payment institution. We're preparing our first DORA register of information and need to rework our ICT risk framework. Can you suggest a consultancy that specialises in DORA for payment and e-money institutions here in Luxembourg?",
    "f:dora r:lu s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi there, we're a federal contractor in Arlington, VA with 200 employees. We're pursuing FedRAMP Moderate for our SaaS and need a 3PAO for the initial assessment. Our advisory partner in Denver already helped us write the SSP. Who has capacity in 2027?",
    "f:fedramp r:us s:audit",
    "chat-message",
  ),
  q(
    "Hej! I'm the CISO of a Copenhagen-based shipping software company with offices in Hamburg and Singapore. We already hold ISO 27001. Customers now want CSA STAR Level 2. Which certification bodies can do the STAR certification across all three sites?",
    "f:csa-star r:dk,de,sg s:certification-body",
    "chat-message",
  ),
  q(
    "hello, i'm from a small accounting software company in hanoi, 40 staff. our japanese parent company wants every subsidiary to go through an ISO 27001 gap analysis next year. can you recommend vietnamese or regional consultants? english or vietnamese is ok",
    "f:iso-27001 r:apac s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, Denver here (yes, like the city 😄). I run security at a 600-person insurance broker in Birmingham, UK. Our US-listed parent needs SOX ITGC testing, and we want to outsource our internal audit of IT controls. Looking for a co-sourced internal audit partner in the Midlands.",
    "f:sox r:uk s:internal-audit",
    "chat-message",
  ),
  q(
    "Hello! Our company is a healthcare SaaS in Chennai serving clinics in the US. We need help becoming HIPAA compliant first and then a HITRUST e1 assessment. Team of 70, total budget around $50k. Please suggest vendors who can do one or both.",
    "f:hipaa,hitrust r:in s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Dear Ask AI, I work for a regional bank in Lyon that belongs to a Spanish banking group. We need an interim CISO for about six months while we recruit a permanent one, ideally someone who already knows what the French supervisor expects. French-speaking is mandatory.",
    "r:fr s:vciso",
    "chat-message",
  ),
  q(
    "hey all, 9-person AI startup in Zurich here. our investors from Silicon Valley asked how we govern our models. we'd like ISO 42001 eventually but first want a cheap readiness check to see where we stand. any recommendations?",
    "f:iso-42001 r:ch s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hi, I'm Lincoln, ops manager at a Nairobi fintech serving customers in Uganda and Tanzania. The card schemes want a PCI DSS Report on Compliance and our central bank wants a yearly vulnerability assessment and penetration testing report. Looking for one firm that can do both.",
    "f:pci-dss r:emea s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "We're a Warsaw-based e-commerce marketplace, roughly 300 staff, and we're rolling out Vanta this month. We need a consultant who knows Vanta well to configure it properly and get us ready for both SOC 2 and ISO 27001.",
    "f:soc-2,iso-27001 r:pl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, I am procurement manager at a car parts plant in Puebla, Mexico, part of a German supplier group. Our headquarters in Wolfsburg requires TISAX for every plant. We need a TISAX assessment for Puebla, Spanish-speaking auditors preferred. Thank you!",
    "f:tisax r:mx s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Chester, head of IT at a 150-person housing association in Bristol. We've had basic Cyber Essentials for years; now the board wants Cyber Essentials Plus and an annual external penetration test. Could you suggest a certification body that also does pentesting?",
    "f:cyber-essentials r:uk s:certification-body,penetration-testing",
    "chat-message",
  ),
  q(
    "Bonjour / hello! I run compliance for a 90-person medtech in Brussels. Our notified body audits for MDR are all covered, but we now need ISO 27001 implementation support, and later an ISO 27001 certification body. English is fine for both.",
    "f:iso-27001 r:be s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "hi!! 🙋‍♀️ I'm Milan (she/her) from a Stockholm fashion e-com. our payment provider asked for our PCI SAQ and tbh we don't get it at all 😵 need a PCI consultant, swedish or english!",
    "f:pci-dss r:se s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Good morning, we are IT outsourcing company in Kyiv and Lviv with 400 engineers. Clients in Western Europe ask for ISO 27001 and SOC 2 reports. ISO 27001 we have since 2021, now we need a SOC 2 Type II audit firm which works with Ukrainian companies remotely.",
    "f:soc-2 r:emea s:audit",
    "chat-message",
  ),
  q(
    "Hello, I'm the CFO of a logistics group headquartered in Doha, with branches in Muscat and Kuwait City. Our lenders want an independent cyber risk assessment before they refinance our facilities. We are looking for a reputable firm that works across the Gulf.",
    "r:mena s:risk-assessment",
    "chat-message",
  ),
  q(
    "We run a chain of Irish pubs in Chicago and Milwaukee 🍀 with card payments at 14 locations. Our processor keeps emailing about PCI DSS non-compliance fees. Need someone to help us fill in the SAQ and fix whatever needs fixing.",
    "f:pci-dss r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi! I'm Phoenix, founder of a privacy-first analytics startup. We were in Austin until last year but the whole team has moved to Lisbon now. Customers in California keep asking about CCPA/CPRA. We'd like a privacy consultant who knows both GDPR and CCPA.",
    "f:gdpr,ccpa r:pt s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Ok thanks, I think we'll go with the Brighton firm you mentioned. Our CTO, Jersey-born and very picky, wants to read their reviews first, so I'll come back later. Cheers!",
    "",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "ISO 27001 implementation partner, we sell mostly into the Nordics but we're based in Riga",
    "f:iso-27001 r:eu s:implementation-consulting",
    "place-negative",
  ),
  q("SOC 2 auditor, not India-based please", "f:soc-2 s:audit", "place-negative"),
  q(
    "pen testers who can write the final report in Spanish",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "PCI QSA for a New York-style pizza chain based in Madrid",
    "f:pci-dss r:es s:audit",
    "place-negative",
  ),
  q(
    "our investors in Abu Dhabi want a SOC 2 report, any auditors near Bengaluru?",
    "f:soc-2 r:in s:audit",
    "place-negative",
  ),
  q("vCISO who speaks Mandarin for a company in Vancouver", "r:ca s:vciso", "place-negative"),
  q(
    "GDPR outsourced DPO for our Munich entity, the parent company is in Zurich",
    "f:gdpr r:de s:privacy-consulting",
    "place-negative",
  ),
  q(
    "ISO 42001 consultants — we got interested at the AI summit in Paris, but we're in Stockholm",
    "f:iso-42001 r:se s:implementation-consulting",
    "place-negative",
  ),
  q(
    "NIS2 consultant for a company in Tallinn, the ENISA guidance from Athens didn't help us much",
    "f:nis2 r:ee s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Emirates NBD is our bank and wants a penetration test of our app, we're in Colombo",
    "r:apac s:penetration-testing",
    "place-negative",
  ),
  q(
    "American Express merchant in Dublin needing PCI DSS help",
    "f:pci-dss r:ie s:implementation-consulting",
    "place-negative",
  ),
  q(
    "CMMC consultant for a Canadian subcontractor supplying the US DoD",
    "f:cmmc r:ca s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Swiss Re requires our Johannesburg brokerage to get a penetration test, who can do it?",
    "r:za s:penetration-testing",
    "place-negative",
  ),
  q(
    "SOC 1 auditor wanted, our previous auditor was in Hamburg but we're in Vienna",
    "f:soc-1 r:at s:audit",
    "place-negative",
  ),
  q(
    "ISO 9001 registrar for a bakery making Danish pastries in Ohio",
    "f:iso-9001 r:us s:certification-body",
    "place-negative",
  ),
  q("Spanish-speaking GDPR lawyer", "f:gdpr s:legal-advisory", "place-negative"),
  q(
    "ISO 27001 consultant, no Indian or US firms, prefer someone in Europe",
    "f:iso-27001 r:eu s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our data sits in Azure West Europe (Amsterdam), need a C5 auditor in Berlin",
    "f:c5 r:de s:audit",
    "place-negative",
  ),
  q(
    "Jordan Berlin here, we need an ISO 22301 consultant for our Madrid office",
    "f:iso-22301 r:es s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Tokio Marine asked our Manila BPO for a cyber risk assessment",
    "r:apac s:risk-assessment",
    "place-negative",
  ),
  q(
    "SOC 2 auditor — I'm in New York on a trip next week but we're a Mexico City startup",
    "f:soc-2 r:mx s:audit",
    "place-negative",
  ),
  q(
    "ISO 27001 certification body that isn't British, for a company in Dubai",
    "f:iso-27001 r:ae s:certification-body",
    "place-negative",
  ),
  q(
    "security awareness training delivered in French for our Montreal office",
    "r:ca s:security-awareness-training",
    "place-negative",
  ),
  q(
    "Carmen Santiago here, looking for a HITRUST assessor for our Miami clinic group",
    "f:hitrust r:us s:audit",
    "place-negative",
  ),
  q(
    "our servers are at Equinix Frankfurt and our main customer is in Milan, we're in Prague and need a NIS2 gap analysis",
    "f:nis2 r:cz s:gap-analysis",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 certifcation bodys in irleand",
    "f:iso-27001 r:ie s:certification-body",
    "misspelling",
  ),
  q("soc 2 readines assesment", "f:soc-2 s:readiness-assessment", "misspelling"),
  q("hipaa complance auditer florida", "f:hipaa r:us s:audit", "misspelling"),
  q("gpdr consultant netherlnads", "f:gdpr r:nl s:privacy-consulting", "misspelling"),
  q("pcidss v4 conwultant", "f:pci-dss s:implementation-consulting", "misspelling"),
  q("pentset company in singpore", "r:sg s:penetration-testing", "misspelling"),
  q("iso 9oo1 certification body polnad", "f:iso-9001 r:pl s:certification-body", "misspelling"),
  q("fedrmap 3pao", "f:fedramp s:audit", "misspelling"),
  q("cmmc level 2 c3poa virgina", "f:cmmc r:us s:audit", "misspelling"),
  q("virutal ciso services swizterland", "r:ch s:vciso", "misspelling"),
  q(
    "dora complience consutlancy frankfurt",
    "f:dora r:de s:implementation-consulting",
    "misspelling",
  ),
  q("tisax assesor czech republik", "f:tisax r:cz s:audit", "misspelling"),
  q("iso 42oo1 consultnats uk", "f:iso-42001 r:uk s:implementation-consulting", "misspelling"),
  q("awarness trainng for staff nz", "r:nz s:security-awareness-training", "misspelling"),
  q("soc1 typ 2 reprot auditors", "f:soc-1 s:audit", "misspelling"),
  q("gap anaylsis nist csf", "f:nist-csf s:gap-analysis", "misspelling"),
  q("sarbanes oxely internal audti", "f:sox s:internal-audit", "misspelling"),
  q("mdr provder saudi arabai", "r:sa s:managed-security", "misspelling"),
  q("iso 27018 certifying boddy germnay", "f:iso-27018 r:de s:certification-body", "misspelling"),
  q("thirdparty risk assesment servce brazl", "r:br s:risk-assessment", "misspelling"),

  // trade-term (10)
  q(
    "help completing SAQ D as a service provider",
    "f:pci-dss s:implementation-consulting",
    "trade-term",
  ),
  q(
    "3PAO to do our FedRAMP readiness assessment report (RAR) before we chase an agency ATO",
    "f:fedramp s:audit,readiness-assessment",
    "trade-term",
  ),
  q(
    "ISAE 3000 assurance report on our GDPR controls, auditor in the Netherlands",
    "f:gdpr r:nl s:audit",
    "trade-term",
  ),
  q(
    "SOC 2 Type I now, Type II after a 6-month observation window, CPA firm wanted",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q(
    "ISO 27001 lead auditor to run our internal audit programme, Ireland",
    "f:iso-27001 r:ie s:internal-audit",
    "trade-term",
  ),
  q(
    "RPO for CMMC Level 2 scoping and SSP writing",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q(
    "notified body for the conformity assessment of a high-risk AI system under the AI Act",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "HITRUST r2 validated assessment by an external assessor firm, Texas",
    "f:hitrust r:us s:audit",
    "trade-term",
  ),
  q(
    "ISO 22301 recertification audit due, looking to change registrar",
    "f:iso-22301 s:certification-body",
    "trade-term",
  ),
  q(
    "TIBER-style red team exercise for a bank in Amsterdam",
    "r:nl s:penetration-testing",
    "trade-term",
  ),

  // new-language (20)
  q(
    "Potrzebujemy testów penetracyjnych aplikacji mobilnej, firma z Gdańska",
    "r:pl s:penetration-testing",
    "new-language",
  ),
  q(
    "Hľadáme certifikačný orgán pre ISO 27001, sme firma z Bratislavy",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Vi søger en konsulent, der kan hjælpe med NIS2-implementering, vi holder til i Aarhus",
    "f:nis2 r:dk s:implementation-consulting",
    "new-language",
  ),
  q(
    "Otsime Tallinnas ISO 27001 juurutamise konsultanti",
    "f:iso-27001 r:ee s:implementation-consulting",
    "new-language",
  ),
  q(
    "名古屋の自動車部品メーカーです。TISAXの評価を受けたいので、評価機関を紹介してください。",
    "f:tisax r:jp s:audit",
    "new-language",
  ),
  q(
    "부산에 있는 쇼핑몰 회사인데 모의해킹 업체 추천 부탁드립니다",
    "r:kr s:penetration-testing",
    "new-language",
  ),
  q(
    "판교에 있는 스타트업입니다. SOC 2 Type 2 감사 가능한 회계법인 찾습니다.",
    "f:soc-2 r:kr s:audit",
    "new-language",
  ),
  q(
    "我們是台北的公司，需要ISO 27001導入輔導顧問",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "نحتاج إلى شركة لإجراء اختبار اختراق لتطبيقنا، مقرنا في الرياض",
    "r:sa s:penetration-testing",
    "new-language",
  ),
  q("אנחנו סטארט-אפ בחיפה ומחפשים CISO במיקור חוץ", "r:il s:vciso", "new-language"),
  q(
    "Шукаємо консультанта з GDPR для IT-компанії у Львові",
    "f:gdpr r:emea s:privacy-consulting",
    "new-language",
  ),
  q(
    "Dubai'deki ofisimiz için PCI DSS denetimi yapacak bir QSA arıyoruz",
    "f:pci-dss r:ae s:audit",
    "new-language",
  ),
  q(
    "บริษัทของเราอยู่ในกรุงเทพฯ ต้องการที่ปรึกษาด้าน ISO 27001",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Busquem una consultoria per implantar l'ENS (Esquema Nacional de Seguretat), som a Barcelona",
    "f:ens r:es s:implementation-consulting",
    "new-language",
  ),
  q("Ieškome SOC 2 auditoriaus mūsų įmonei Vilniuje", "f:soc-2 r:eu s:audit", "new-language"),
  q(
    "Търсим сертифициращ орган за ISO 9001 в София",
    "f:iso-9001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Trebamo vanjskog službenika za zaštitu podataka (DPO) za tvrtku u Splitu",
    "r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Við leitum að ráðgjafa til að innleiða ISO 27001, fyrirtækið er í Reykjavík",
    "f:iso-27001 r:nordics s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kami mencari penyedia latihan kesedaran keselamatan siber untuk pejabat kami di Kuala Lumpur",
    "r:apac s:security-awareness-training",
    "new-language",
  ),
  q(
    "Rydyn ni'n chwilio am ymgynghorydd i'n helpu gyda Cyber Essentials, mae'r swyddfa yng Nghaerdydd",
    "f:cyber-essentials r:uk s:implementation-consulting",
    "new-language",
  ),

  // other-language (10)
  q(
    "Allô! On est une PME de Québec pis on se cherche un auditeur SOC 2, vous avez des noms?",
    "f:soc-2 r:ca s:audit",
    "other-language",
  ),
  q(
    "Hallo zusammen, wir betreiben ein Rechenzentrum in Leipzig und brauchen ein C5-Testat. Wer prüft sowas?",
    "f:c5 r:de s:audit",
    "other-language",
  ),
  q(
    "Che, ¿conocen alguna consultora en Rosario que haga análisis de brechas para ISO 27001?",
    "f:iso-27001 r:ar s:gap-analysis",
    "other-language",
  ),
  q(
    "Ciao, siamo una software house di Bologna e cerchiamo un ente di certificazione per ISO 27001 e 27017",
    "f:iso-27001,iso-27017 r:it s:certification-body",
    "other-language",
  ),
  q(
    "Wij zoeken een externe DPO voor ons ziekenhuis in Antwerpen, alles moet AVG-proof zijn",
    "f:gdpr r:be s:privacy-consulting",
    "other-language",
  ),
  q(
    "Preciso de um advogado especialista em LGPD em Curitiba, alguém indica?",
    "r:br s:legal-advisory",
    "other-language",
  ),
  q(
    "Grüezi mitenand! Mir sueched en Pentest-Partner für üses Spital z'Basel, hät öpper en Tipp?",
    "r:ch s:penetration-testing",
    "other-language",
  ),
  q(
    "Buenas tardes, somos un ayuntamiento de Zaragoza y necesitamos una entidad de certificación acreditada para el ENS categoría alta",
    "f:ens r:es s:certification-body",
    "other-language",
  ),
  q(
    "On est une scale-up parisienne, il nous faut un pentest et une campagne de sensibilisation au phishing pour nos 200 salariés",
    "r:fr s:penetration-testing,security-awareness-training",
    "other-language",
  ),
  q(
    "Olá! Somos uma seguradora em Lisboa e precisamos de apoio na implementação do DORA. Alguém recomenda?",
    "f:dora r:pt s:implementation-consulting",
    "other-language",
  ),

  // city-or-state (6)
  q("HIPAA consultant Phoenix, AZ", "f:hipaa r:us s:implementation-consulting", "city-or-state"),
  q(
    "accredited certifier for ISO 27001 anywhere in NSW",
    "f:iso-27001 r:au s:certification-body",
    "city-or-state",
  ),
  q("penetration testing firm in Bavaria", "r:de s:penetration-testing", "city-or-state"),
  q("who does SOC 2 audits in British Columbia?", "f:soc-2 r:ca s:audit", "city-or-state"),
  q("vCISO Maharashtra", "r:in s:vciso", "city-or-state"),
  q(
    "data protection consultant for GDPR, West Yorkshire area",
    "f:gdpr r:uk s:privacy-consulting",
    "city-or-state",
  ),

  // country-outside-taxonomy (4)
  q(
    "any ISO 27001 implementation firms operating in Nigeria?",
    "f:iso-27001 r:emea s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "looking for a QSA to run our PCI assessment in Uruguay",
    "f:pci-dss r:latam s:audit",
    "country-outside-taxonomy",
  ),
  q(
    "Romanian pentest companies for a fintech app",
    "r:eu s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("part-time CISO for a Bahrain-based fintech", "r:mena s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "SOC 1 and SOC 2 reports from one auditor, offices in Toronto and Denver",
    "f:soc-1,soc-2 r:ca,us s:audit",
    "several-needs",
  ),
  q(
    "ISO 27001 gap analysis, a pentest and security awareness training for a school trust in Kent",
    "f:iso-27001 r:uk s:gap-analysis,penetration-testing,security-awareness-training",
    "several-needs",
  ),
  q(
    "ISO 9001 and ISO 22301 certification body covering the Netherlands and Belgium",
    "f:iso-9001,iso-22301 r:nl,be s:certification-body",
    "several-needs",
  ),
  q(
    "NIS2 consultant and a lawyer for the EU AI Act, we're based in Milan",
    "f:nis2,eu-ai-act r:it s:implementation-consulting,legal-advisory",
    "several-needs",
  ),
  q(
    "HITRUST readiness plus a SOC 2 Type II audit for a health SaaS in Minneapolis",
    "f:hitrust,soc-2 r:us s:readiness-assessment,audit",
    "several-needs",
  ),
];
