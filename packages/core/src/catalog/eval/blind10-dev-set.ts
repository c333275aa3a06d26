import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 10, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI messages with other parties' places, place words that are not the wanted region, typos, assessor jargon, twenty languages beyond the core seven, sub-national places, countries without their own slug and multi-need asks. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND10_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "hi! we're a 25 person saas startup in Utrecht selling HR software to hospitals in Germany and the UK. our biggest customer now demands ISO 27001 before the renewal in Q3 and budget is tight (~€30k). can you recommend consultants who can take us from zero to certified?",
    "f:iso-27001 r:nl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "So our US parent company already has SOC 2 Type II, but the Brazilian entity (São Paulo office, ~80 people) now has to deal with LGPD and honestly nobody here knows where to start. we're looking for someone local who does privacy consulting, portuguese speaking preferred",
    "r:br s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Need help 🙏 we just lost our vCISO (she left for a bank) and we're halfway through NIS2 prep. Medical device maker, 300 staff, HQ near Graz. Looking for a fractional CISO who can start in January, 2 days a week, ideally someone who's done NIS2 before.",
    "f:nis2 r:at s:vciso",
    "chat-message",
  ),
  q(
    "hello, i run IT for a small accounting firm in Auckland. a client of ours in Sydney sent a security questionnaire and said they prefer suppliers with ISO 27001. where do I even start?? I think a gap analysis against 27001 makes sense first. we're not doing a pentest yet, too expensive",
    "f:iso-27001 r:nz s:gap-analysis",
    "chat-message",
  ),
  q(
    "we're a payments startup, 12 ppl, registered in Ireland but the team is fully remote across Portugal and Poland. our acquirer says PCI DSS level 1 by march. need a QSA who can do the ROC — anywhere in Europe is fine, we'll do it remote",
    "f:pci-dss r:eu s:audit",
    "chat-message",
  ),
  q(
    "Hey, quick question. Our board (mostly Singapore-based investors) wants us to look at ISO 42001 since we ship an AI underwriting model. We're in Toronto. Is there a firm here that does 42001 implementation? and maybe an EU AI Act readiness assessment too bc we have customers in Spain",
    "f:eu-ai-act,iso-42001 r:ca s:implementation-consulting,readiness-assessment",
    "chat-message",
  ),
  q(
    "We're a contract manufacturer in Querétaro supplying German carmakers' plants in Puebla. They asked for CMMC?? no wait, that's the defence one. What they actually want is a TISAX assessment (AL2) for our plant. Anyone in Mexico who does that?",
    "f:tisax r:mx s:audit",
    "chat-message",
  ),
  q(
    "hi there - i'm the only security person at a 60 person healthtech in Austin TX. we handle PHI for clinics and need a proper HIPAA risk assessment this year (last one was a spreadsheet lol). also open to someone doing a pentest at the same time. budget maybe 40k",
    "f:hipaa r:us s:penetration-testing,risk-assessment",
    "chat-message",
  ),
  q(
    "Dear team, we are a municipal water utility in Tampere. Under the new Finnish cybersecurity act implementing NIS2 we must have our security management internally audited. We are looking for an outsourced internal audit provider, Finnish-speaking if possible. Thank you.",
    "f:nis2 r:fi s:internal-audit",
    "chat-message",
  ),
  q(
    "ok long story: we passed ISO 27001 stage 2 last year with a cert body from the UK but their auditors kept cancelling on us. we want to switch certification body before the surveillance audit in june. we're a Danish company (Aarhus). any accredited CBs that actually show up? 😅",
    "f:iso-27001 r:dk s:certification-body",
    "chat-message",
  ),
  q(
    "Good afternoon. I lead procurement at a regional bank in Luxembourg. Under DORA our first TLPT is due and we need a red team provider with TIBER-EU experience. Preferably a firm from the Benelux, not one of the big four.",
    "f:dora r:benelux s:penetration-testing",
    "chat-message",
  ),
  q(
    "we're a 15 person dev shop in Kraków doing outsourced work for US clients. one of them (Chicago) sent a vendor questionnaire asking for SOC 2. honestly we don't know if we should go SOC 2 or ISO 27001?? could someone do a readiness review and tell us which makes more sense",
    "f:iso-27001,soc-2 r:pl s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hello from Dubai! We're opening an office in Riyadh next year and our Saudi customers keep asking about ISO 27001 and the NCA ECC controls. Looking for a consultancy that actually works in KSA and can help us implement both.",
    "f:iso-27001 r:sa s:implementation-consulting",
    "chat-message",
  ),
  q(
    "pls help. crypto exchange, licensed in Estonia, 40 people, most of our devs sit in Kyiv. the regulator wants a penetration test and a risk assessment before they renew our license. who can do both? MiCA stuff we have covered",
    "r:ee s:penetration-testing,risk-assessment",
    "chat-message",
  ),
  q(
    "We run 14 dental clinics across Ontario and just realised we've never done any security awareness training. staff click on everything 🙃 we want phishing simulations plus training, ideally a Canadian provider because of data residency.",
    "r:ca s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi, my name is Priya, I'm the compliance manager at a logistics company in Pune. Our European customers (mostly Netherlands and Germany) keep sending GDPR DPAs and one asked for a DPIA on our driver tracking app. We need a data protection consultant who understands GDPR from the Indian side.",
    "f:gdpr r:in s:privacy-consulting",
    "chat-message",
  ),
  q(
    "we're an AI startup, HQ in Seoul with a tiny team in SF. enterprise buyers in the US want SOC 2 Type 1 first. looking for a CPA firm that can also come on site to Seoul, plus we need a compliance automation tool (comparing Vanta and Drata atm)",
    "f:soc-2 r:kr s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "Hi! Tiny team (4 founders) building an EHR integration layer, based in Cork. US hospital systems keep asking us for HITRUST. Is r2 even realistic for us? We'd want someone to do a gap assessment first and then run the actual HITRUST assessment.",
    "f:hitrust r:ie s:audit,gap-analysis",
    "chat-message",
  ),
  q(
    "hey, cloud hosting provider in Frankfurt here. our german public sector clients need a BSI C5 attestation, and a few also asked about ISO 27017. we already have 27001. need an auditor for the C5; if they can look at 27017 too, bonus.",
    "f:c5,iso-27017 r:de s:audit",
    "chat-message",
  ),
  q(
    "We're a Chilean fintech (Santiago) expanding to Colombia and Mexico. Our bank partners want PCI DSS and a SOC 1 / ISAE 3402. Looking for a firm anywhere in LatAm that can audit both, spanish speaking obviously",
    "f:pci-dss,soc-1 r:latam s:audit",
    "chat-message",
  ),
  q(
    "Hi — I'm COO of a private hospital group in Cape Town (3 hospitals). After a ransomware scare the board wants a 24/7 SOC / MDR provider, and we also need an outsourced DPO for POPIA. Local providers preferred.",
    "r:za s:managed-security,privacy-consulting",
    "chat-message",
  ),
  q(
    "we're honestly drowning. govt contractor in Virginia, 90 ppl, the prime told us a CMMC level 2 assessment is coming in 2026 and our SPRS score is a mess. need an RPO to get us ready, not the C3PAO yet",
    "f:cmmc r:us s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, English is easier for me so: we are a Swiss asset manager in Geneva. FINMA and our EU clients want DORA alignment. Need a gap analysis against DORA and probably ISO 22301 for business continuity. Swiss-based firms please.",
    "f:dora,iso-22301 r:ch s:gap-analysis",
    "chat-message",
  ),
  q(
    "first time here. we make firmware for smart meters, based in Eindhoven. the EU Cyber Resilience Act is coming and someone said we should look at IEC 62443. do you have consultants for that? maybe NIS2 too since our customers are utilities",
    "f:nis2 r:nl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "we're a 30 person insurtech in Manchester, FCA regulated. need Cyber Essentials Plus for a broker panel by end of month!! and someone to run a phishing simulation on staff. thx",
    "f:cyber-essentials r:uk s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hey 👋 we're Nordic (offices in Stockholm and Oslo), B2B SaaS. customers in Germany keep asking for ISO 27001 and a few want ISO 27701 on top. looking for an implementation partner covering the Nordics. we already use Vanta, so no tool needed.",
    "f:iso-27001,iso-27701 r:nordics s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We're a Tel Aviv cybersecurity startup. US customers require SOC 2 Type II and our observation window ends in August. We want an audit firm, Israeli or US both fine, that has done SaaS audits before. We do NOT need a readiness assessment, did that already with Sprinto.",
    "f:soc-2 r:il,us s:audit",
    "chat-message",
  ),
  q(
    "im a solo consultant in Melbourne helping a client with ISO 9001, and now they want ISO 27001 as well. I need to bring in a certification body that can do an integrated audit for both standards, AU based and JAS-ANZ accredited",
    "f:iso-27001,iso-9001 r:au s:certification-body",
    "chat-message",
  ),
  q(
    "Hello. We are a public research institute in Prague preparing for ISO 27001, and we also fall under the Czech cybersecurity act. We need help with a risk assessment methodology and someone to facilitate the risk workshops. Czech firms preferred.",
    "f:iso-27001 r:cz s:risk-assessment",
    "chat-message",
  ),
  q(
    "hey! small e-commerce brand from Lyon, we sell handmade ceramics on Shopify and just got a letter from our payment provider saying we must complete the PCI SAQ A. no clue what that is 😬 need someone to help us fill it in, french-speaking if possible",
    "f:pci-dss r:fr s:implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "our controller, Paris Nguyen, recommended a SOC 2 auditor but can't remember the name. looking for similar firms",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "met a great pentest firm at RSA Conference in San Francisco, looking for others like them",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "ISO 27001 consultant needed. servers are in AWS Frankfurt but the team is fully remote",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "gdpr dpo as a service, must be able to work in German and Polish",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "not India please. looking for VAPT vendors for our mobile banking app, we're in Singapore",
    "r:sg s:penetration-testing",
    "place-negative",
  ),
  q(
    "Looking for a HIPAA consultant. No offshore teams, and nobody from the Philippines please.",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our investors in Abu Dhabi want a SOC 1 report; we're a fund administrator in Edinburgh",
    "f:soc-1 r:uk s:audit",
    "place-negative",
  ),
  q(
    "TISAX assessment needed. our OEM customer sits in Stuttgart, we're a tier-2 supplier in Brno",
    "f:tisax r:cz s:audit",
    "place-negative",
  ),
  q(
    "Real Madrid fan here lol, but seriously I need an ISO 22301 business continuity consultant",
    "f:iso-22301 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "NIS2 gap analysis for a Belgian company — the report has to be in French and English",
    "f:nis2 r:be s:gap-analysis",
    "place-negative",
  ),
  q(
    "ISO 42001 consultants like the ones who spoke at Web Summit Lisbon last month",
    "f:iso-42001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Cyber Essentials certification body for a small charity. our founder is from Kenya but we're based in Leeds",
    "f:cyber-essentials r:uk s:certification-body",
    "place-negative",
  ),
  q(
    "phishing awareness training for staff at our Brazilian steakhouse chain (restaurants in Miami and Orlando)",
    "r:us s:security-awareness-training",
    "place-negative",
  ),
  q(
    "vCISO who has worked with Deutsche Bank or similar, we're a fintech in Dublin",
    "r:ie s:vciso",
    "place-negative",
  ),
  q(
    "pci dss qsa, anyone but a UK firm, the last one was awful",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q(
    "Our product is called Oslo (it's a scheduling app). We need a SOC 2 Type 2 audit.",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "pen test for our web app — backend hosted in Azure West Europe (Amsterdam), company is in Toronto",
    "r:ca s:penetration-testing",
    "place-negative",
  ),
  q(
    "German-speaking certification body for ISO 27001",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "Our parent company in Japan already holds ISMAP. We're the US subsidiary in Seattle and need FedRAMP Moderate — looking for a 3PAO.",
    "f:fedramp r:us s:audit",
    "place-negative",
  ),
  q(
    "we sell to customers in Saudi Arabia and the UAE but want a SOC 2 auditor close to us",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "no one from Israel or Russia please — need a red team exercise for a defence contractor",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "our CTO Jordan wants a GDPR privacy lawyer to look over our DPAs",
    "f:gdpr s:legal-advisory",
    "place-negative",
  ),
  q("HITRUST assessor, anywhere except Texas", "f:hitrust s:audit", "place-negative"),
  q(
    "ISO 27701 implementation. we're a Madrid company, our data centre is in Switzerland",
    "f:iso-27701 r:es s:implementation-consulting",
    "place-negative",
  ),
  q(
    "co-sourced internal audit for SOX ITGC testing. external auditor is in the Netherlands, we're in Chicago",
    "f:sox r:us s:internal-audit",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 consultnat in amsterdam",
    "f:iso-27001 r:nl s:implementation-consulting",
    "misspelling",
  ),
  q("soc2 type2 audtor", "f:soc-2 s:audit", "misspelling"),
  q("pentesting compnay munchen", "r:de s:penetration-testing", "misspelling"),
  q("hippa compliance consulting", "f:hipaa s:implementation-consulting", "misspelling"),
  q("gpdr consultant barcelonna", "f:gdpr r:es s:privacy-consulting", "misspelling"),
  q("iso27001certification body", "f:iso-27001 s:certification-body", "misspelling"),
  q("pci-dds qsa", "f:pci-dss s:audit", "misspelling"),
  q("nis 2 gap anaylsis vienna", "f:nis2 r:at s:gap-analysis", "misspelling"),
  q("fedramp moderat 3pao", "f:fedramp s:audit", "misspelling"),
  q("vciso for startup in banglore", "r:in s:vciso", "misspelling"),
  q("cyber essentails plus birmingam", "f:cyber-essentials r:uk", "misspelling"),
  q(
    "iso 42001 artifical inteligence managment system implementaion",
    "f:iso-42001 s:implementation-consulting",
    "misspelling",
  ),
  q("tisax asessment stuttgard", "f:tisax r:de s:audit", "misspelling"),
  q("hitrust r2 asessor", "f:hitrust s:audit", "misspelling"),
  q("dora complaince lisbon", "f:dora r:pt", "misspelling"),
  q("penetraton test copenhagen", "r:dk s:penetration-testing", "misspelling"),
  q(
    "iso 22031 business continuity consultant",
    "f:iso-22301 s:implementation-consulting",
    "misspelling",
  ),
  q("socc 2 readyness asessment", "f:soc-2 s:readiness-assessment", "misspelling"),
  q("cmmc lvl2 c3poa", "f:cmmc s:audit", "misspelling"),
  q("ccpa privcy consulant san fransisco", "f:ccpa r:us s:privacy-consulting", "misspelling"),

  // trade-term (10)
  q(
    "we have an ISA in house but the acquirer wants a QSA to sign off the ROC",
    "f:pci-dss s:audit",
    "trade-term",
  ),
  q(
    "need someone to rewrite our SoA and risk treatment plan before stage 1",
    "f:iso-27001 s:implementation-consulting",
    "trade-term",
  ),
  q(
    "ISAE 3402 type II report for our payroll platform — a client in Frankfurt requires it",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "C3PAO with capacity for a level 2 certification assessment in Q1",
    "f:cmmc s:audit",
    "trade-term",
  ),
  q(
    "our SOC 2 report lapses in March and customers want a bridge letter; we need a new CPA firm for the next period",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q("outsourced TPRM, ~400 suppliers to assess this year", "s:risk-assessment", "trade-term"),
  q("DPIA for a biometric time clock (GDPR Art. 35)", "f:gdpr s:privacy-consulting", "trade-term"),
  q(
    "TLPT provider for DORA, needs TIBER-EU threat intel and red team",
    "f:dora s:penetration-testing",
    "trade-term",
  ),
  q(
    "notified body for an EU AI Act conformity assessment, high-risk system",
    "f:eu-ai-act s:certification-body",
    "trade-term",
  ),
  q(
    "ISO 27001 lead auditor to run our internal audit before surveillance",
    "f:iso-27001 s:internal-audit",
    "trade-term",
  ),

  // new-language (20)
  q(
    "Szukamy firmy, która przeprowadzi audyt SOC 2 dla naszego software house'u we Wrocławiu. Klienci są głównie z USA.",
    "f:soc-2 r:pl s:audit",
    "new-language",
  ),
  q(
    "Hledáme konzultanta na zavedení ISO 27001 v Ostravě, jsme menší strojírenská firma.",
    "f:iso-27001 r:cz s:implementation-consulting",
    "new-language",
  ),
  q(
    "Mobil bankacılık uygulamamız için sızma testi yapacak bir firma arıyoruz, rapor İngilizce olmalı.",
    "s:penetration-testing",
    "new-language",
  ),
  q(
    "東京の会社です。ISO 27001の認証機関を探しています。来年の更新審査から今の審査機関を変えたいです。",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "نبحث عن شركة استشارية لتطبيق معيار ISO 27001 في الرياض",
    "f:iso-27001 r:sa s:implementation-consulting",
    "new-language",
  ),
  q(
    "미국 고객사 요구로 SOC 2 감사를 받아야 합니다. 서울에 있는 감사 법인 추천 부탁드립니다.",
    "f:soc-2 r:kr s:audit",
    "new-language",
  ),
  q(
    "我们是深圳的一家跨境电商公司，需要PCI DSS合规咨询服务。",
    "f:pci-dss r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "हमें मुंबई में पेनिट्रेशन टेस्टिंग करने वाली कंपनी चाहिए, हमारा फिनटेक ऐप है।",
    "r:in s:penetration-testing",
    "new-language",
  ),
  q(
    "Ψάχνουμε σύμβουλο για συμμόρφωση με τον GDPR στην Αθήνα.",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  q(
    "Шукаємо віртуального CISO для IT-компанії. Наші клієнти переважно з Європи.",
    "s:vciso",
    "new-language",
  ),
  q(
    "Vi behöver en gapanalys mot NIS2 för ett energibolag i Göteborg.",
    "f:nis2 r:se s:gap-analysis",
    "new-language",
  ),
  q(
    "Căutăm un organism de certificare pentru ISO 9001 și ISO 27001, suntem în Cluj-Napoca.",
    "f:iso-27001,iso-9001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Budapesti bankként DORA-megfelelési tanácsadót keresünk.",
    "f:dora r:eu s:implementation-consulting",
    "new-language",
  ),
  q(
    "Công ty chúng tôi ở Hà Nội cần đơn vị tư vấn triển khai ISO 27001.",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Kami mencari penyedia pelatihan kesadaran keamanan siber dan simulasi phishing untuk karyawan di Jakarta.",
    "r:apac s:security-awareness-training",
    "new-language",
  ),
  q(
    "מחפשים משרד רואי חשבון לביקורת SOC 2 Type II, אנחנו סטארט-אפ מתל אביב.",
    "f:soc-2 r:il s:audit",
    "new-language",
  ),
  q(
    "Tarvitsemme ISO 27001 -sisäisen auditoinnin, yrityksemme on Oulussa.",
    "f:iso-27001 r:fi s:internal-audit",
    "new-language",
  ),
  q(
    "Vi søger en ekstern DPO og GDPR-rådgivning til vores kommune i Odense.",
    "f:gdpr r:dk s:privacy-consulting",
    "new-language",
  ),
  q(
    "Trebamo penetracijsko testiranje web aplikacije, tvrtka nam je u Zagrebu.",
    "r:eu s:penetration-testing",
    "new-language",
  ),
  q(
    "Naghahanap kami ng auditor para sa SOC 2 dito sa Maynila.",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),

  // other-language (10)
  q(
    "Wir suchen einen Berater für die Einführung von ISO 27001 in Hamburg, Mittelstand mit ca. 120 Mitarbeitern.",
    "f:iso-27001 r:de s:implementation-consulting",
    "other-language",
  ),
  q(
    "Welche Prüfer machen ein C5-Testat? Wir sitzen in Wien.",
    "f:c5 r:at s:audit",
    "other-language",
  ),
  q(
    "Nous cherchons un cabinet pour un test d'intrusion sur notre application mobile, siège à Bordeaux.",
    "r:fr s:penetration-testing",
    "other-language",
  ),
  q(
    "Accompagnement RGPD pour une PME à Montréal, on a besoin d'un DPO externalisé.",
    "f:gdpr r:ca s:privacy-consulting",
    "other-language",
  ),
  q(
    "Buscamos una entidad de certificación para el ENS, somos una empresa de Valencia.",
    "f:ens r:es s:certification-body",
    "other-language",
  ),
  q(
    "consultoría SOC 2 en Bogotá para una startup de pagos",
    "f:soc-2 r:co s:implementation-consulting",
    "other-language",
  ),
  q(
    "Cerchiamo un consulente per la NIS2 a Torino, siamo un'azienda di trasporti.",
    "f:nis2 r:it s:implementation-consulting",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor een ISO 27001 nulmeting (gap-analyse), kantoor in Gent.",
    "f:iso-27001 r:be s:gap-analysis",
    "other-language",
  ),
  q(
    "Procuramos uma auditoria PCI DSS para uma fintech no Porto.",
    "f:pci-dss r:pt s:audit",
    "other-language",
  ),
  q(
    "Preciso de consultoria para implementar a ISO 27701 aqui em Curitiba.",
    "f:iso-27701 r:br s:implementation-consulting",
    "other-language",
  ),

  // city-or-state (5)
  q("SOC 2 auditors in Texas", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultants Bavaria",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("pen testers British Columbia", "r:ca s:penetration-testing", "city-or-state"),
  q("managed SOC provider in Queensland", "r:au s:managed-security", "city-or-state"),
  q("GDPR DPO service, Catalonia", "f:gdpr r:es s:privacy-consulting", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 certification body in Greece",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q(
    "penetration testing company Egypt",
    "r:mena s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q(
    "SOC 2 readiness consultant Kenya",
    "f:soc-2 r:emea s:readiness-assessment",
    "country-outside-taxonomy",
  ),
  q("PCI DSS QSA in Peru", "f:pci-dss r:latam s:audit", "country-outside-taxonomy"),
  q("vCISO services Malaysia", "r:apac s:vciso", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "SOC 2 audit plus an ISO 27001 certification body — offices in Dublin and Boston",
    "f:iso-27001,soc-2 r:ie,us s:audit,certification-body",
    "several-needs",
  ),
  q(
    "pentest + gap analysis for NIS2 and DORA, Benelux and DACH",
    "f:dora,nis2 r:benelux,dach s:gap-analysis,penetration-testing",
    "several-needs",
  ),
  q(
    "need HIPAA and HITRUST help: risk assessment, policies, then the r2 assessment itself. US or Canada",
    "f:hipaa,hitrust r:ca,us s:audit,implementation-consulting,risk-assessment",
    "several-needs",
  ),
  q(
    "vCISO + awareness training + managed SOC for a 50 person law firm in Johannesburg",
    "r:za s:managed-security,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "integrated certification for ISO 9001, ISO 14001 and ISO 45001, Milan",
    "f:iso-9001 r:it s:certification-body",
    "several-needs",
  ),
];
