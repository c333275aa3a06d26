import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 10, sealed half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI messages with other parties' places, place words that are not the wanted region, typos, assessor jargon, twenty languages beyond the core seven (none shared with the dev half), sub-national places, countries without their own slug and multi-need asks. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND10_SEALED_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "hiya, we're a 50 person B2B payments company in Bristol. our acquiring bank in Amsterdam says we have to move from SAQ D to a full ROC next year. so we need a QSA firm, UK based ideally, that won't charge london prices lol",
    "f:pci-dss r:uk s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm CTO at a telehealth startup in Mumbai. our customers are US clinics so HIPAA is a must, and a couple of them now want a SOC 2 too. cheapest sensible path? thinking someone who does both HIPAA and SOC 2 readiness assessments",
    "f:hipaa,soc-2 r:in s:readiness-assessment",
    "chat-message",
  ),
  q(
    "we're a family-owned auto parts maker near Győr, Hungary. our German OEM customer (you can guess who 🙄) told us we need a TISAX label, AL3, within 9 months. never done anything like this. we need consulting first and then the actual assessment. firms from Hungary preferred",
    "f:tisax r:eu s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hey, quick one. We're an insurtech in Zurich with a subsidiary in Milan and the Italian regulator is asking about DORA. I need someone for a DORA ICT risk assessment. Swiss or Italian providers both work.",
    "f:dora r:ch,it s:risk-assessment",
    "chat-message",
  ),
  q(
    "8-person agency in Leipzig here. a client (big retailer in Paris) sent us a 300-question security questionnaire that keeps mentioning ISO 27001. we can't afford certification yet. could a virtual CISO help us answer it and build a roadmap?",
    "f:iso-27001 r:de s:vciso",
    "chat-message",
  ),
  q(
    "Hello! we're a B2B SaaS in Bangalore, no wait, we moved HQ to Singapore last year (dev team still in India). enterprise customers in Australia want ISO 27001 and SOC 2. looking for a Singapore firm for the ISO 27001 certification and the SOC 2 audit",
    "f:iso-27001,soc-2 r:sg s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Our company is a Norwegian oilfield services firm based in Stavanger. The parent in Houston wants our SOX ITGCs tested by an outsourced internal audit team. We want someone local in Norway, not the US team.",
    "f:sox r:no s:internal-audit",
    "chat-message",
  ),
  q(
    "yo. gaming studio, 70 ppl, Montréal. we're launching AI-driven NPCs and legal says the EU AI Act might apply since we sell in Europe. is there a lawyer who can tell us if we're high-risk or not?? french-speaking would be nice",
    "f:eu-ai-act r:ca s:legal-advisory",
    "chat-message",
  ),
  q(
    "We are a government IT contractor in Canberra. The department wants IRAP and ISO 27001 alignment. Right now we need an ISO 27001 implementation consultant with Australian government experience; the IRAP assessor we'll sort out separately.",
    "f:iso-27001 r:au s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hello! medtech startup from Tallinn, our product is an AI diagnostic tool. we know ISO 13485 already, what we need is ISO 42001. who can do a 42001 gap assessment? firms in Estonia or the Nordics please",
    "f:iso-42001 r:ee,nordics s:gap-analysis",
    "chat-message",
  ),
  q(
    "Hi, we're an MSP in Glasgow with lots of NHS customers. we need help getting Cyber Essentials Plus, and yes the DSPT too. ISO 27001 maybe one day but definitely not this year. who can help with CE+?",
    "f:cyber-essentials r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "we're a 120-person fintech in São Paulo heading into a Series B. US investors want SOC 2 type 2, our bank partners want PCI. ISO 27001 we already have. need auditors for both SOC 2 and PCI, ideally a brazilian firm with a US affiliate",
    "f:pci-dss,soc-2 r:br s:audit",
    "chat-message",
  ),
  q(
    "Hi there, our small clinic group in Abu Dhabi has to meet the DoH ADHICS standard (not sure you list it). Otherwise ISO 27001 implementation support would also help us a lot. UAE-based consultants only please.",
    "f:iso-27001 r:ae s:implementation-consulting",
    "chat-message",
  ),
  q(
    "i work at a university hospital in Leuven. we need a GDPR DPIA for a new research data platform, and NIS2 applies to us since hospitals are essential entities. looking for a privacy consultant and separately an NIS2 consultant. Belgian firms please",
    "f:gdpr,nis2 r:be s:implementation-consulting,privacy-consulting",
    "chat-message",
  ),
  q(
    "Help!! small US defense subcontractor in Huntsville, Alabama. prime says we need CMMC L2 certification from a C3PAO by next October. we already have an RPO helping us, we just need a C3PAO with availability.",
    "f:cmmc r:us s:audit",
    "chat-message",
  ),
  q(
    "Hey, 3-person startup from Wellington building a fintech API. Our Australian bank partner wants a pentest now and SOC 2 eventually. For now we only need the pentest, testers from NZ or Australia ideally.",
    "r:au,nz s:penetration-testing",
    "chat-message",
  ),
  q(
    "Good morning, we're a Lisbon-based contact centre operator (2,000 agents) taking card payments by phone for UK retailers. We need a PCI DSS gap assessment; the QSA audit comes later in the year. Portuguese or Spanish firms.",
    "f:pci-dss r:es,pt s:gap-analysis",
    "chat-message",
  ),
  q(
    "we build industrial IoT gateways in Bilbao and our customers in Germany ask about IEC 62443 and ISO 27001. we'd like an ISO 27001 certification body with manufacturing experience, ENAC accredited preferably",
    "f:iso-27001 r:es s:certification-body",
    "chat-message",
  ),
  q(
    "hey, crypto custody firm in Vilnius. the central bank asked for a SOC 2 type 1 report and a penetration test before licensing. any firms here in Lithuania that do both?",
    "f:soc-2 r:eu s:audit,penetration-testing",
    "chat-message",
  ),
  q(
    "Hi. We're a Japanese trading company; our Düsseldorf subsidiary handles EU customers. Tokyo HQ has its ISMS certificate. The German subsidiary needs its own GDPR set-up and an external data protection officer. Germany-based only please.",
    "f:gdpr r:de s:privacy-consulting",
    "chat-message",
  ),
  q(
    "devops lead at a fintech in Nairobi here 👋 our partner banks in South Africa want us to have 24x7 monitoring / a managed SOC. we're shopping around for an MSSP, african providers preferred",
    "r:emea s:managed-security",
    "chat-message",
  ),
  q(
    "Compliance lead at a digital bank in Madrid. Our ENS certification (categoría alta) is up for renewal and we want to switch certification body. Spanish CBs only.",
    "f:ens r:es s:certification-body",
    "chat-message",
  ),
  q(
    "We're a 400-person SaaS company in Boston. Our SOC 2 auditor is fine, but this year we're adding ISO 27001 and ISO 27701 and the board wants an internal audit function covering both. Looking for outsourced internal audit, US-based.",
    "f:iso-27001,iso-27701 r:us s:internal-audit",
    "chat-message",
  ),
  q(
    "we're a cloud provider in Ljubljana. some German clients ask for C5, others for CSA STAR. which one?? ideally one auditor who can do both, anywhere in the EU is fine",
    "f:c5,csa-star r:eu s:audit",
    "chat-message",
  ),
  q(
    "hello, we're an asset manager in Luxembourg (CSSF regulated). We need a fractional CISO, French or English speaking, about 2 days a month. DORA is the big topic for us right now.",
    "f:dora r:lu s:vciso",
    "chat-message",
  ),
  q(
    "We're a small martech SaaS in Denver. A Spanish retailer we sell to wants a GDPR DPA and asked whether we're ISO 27001 certified. We're not doing 27001 this year. We just need a privacy lawyer to review the DPA.",
    "f:gdpr r:us s:legal-advisory",
    "chat-message",
  ),
  q(
    "Our company is in Malmö, medtech scale-up. Investors in New York want SOC 2 Type II and our hospital customers in the EU want ISO 27001. We'd like one firm for readiness on both. Swedish or Danish firms are fine.",
    "f:iso-27001,soc-2 r:dk,se s:readiness-assessment",
    "chat-message",
  ),
  q(
    "hi, we're an IT services company in Chennai with a big automotive client in Wolfsburg who wants TISAX. never done it. can someone do a TISAX readiness check first? providers in India or Germany both ok",
    "f:tisax r:de,in s:readiness-assessment",
    "chat-message",
  ),
  q(
    "We're a Mexican HR-tech company in Guadalajara with customers in California. Someone told us the CCPA applies to us. We need a privacy consultant to check whether it does and what we'd have to do. Spanish-speaking please.",
    "f:ccpa r:mx s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi! 20-person SaaS in Oslo. Honestly we just want Vanta or Drata or whatever, plus someone to set it up and walk us through SOC 2. Nordic partner preferred.",
    "f:soc-2 r:nordics s:compliance-automation,implementation-consulting",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "ISO 27001 consultant — my manager Sydney told me to ask here",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "we banked with Silicon Valley Bank until it went under, now we need a new SOC 2 auditor",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "pentest vendors, but nobody based in China or India",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "our customers are in Canada and Mexico, we need an ISO 9001 certification body in Chile",
    "f:iso-9001 r:cl s:certification-body",
    "place-negative",
  ),
  q(
    "HIPAA risk assessment. our data is hosted in AWS us-east-1 (N. Virginia)",
    "f:hipaa s:risk-assessment",
    "place-negative",
  ),
  q(
    "phishing training delivered in Japanese for our factory staff",
    "s:security-awareness-training",
    "place-negative",
  ),
  q("vCISO who has worked at airlines like Air France or Swiss", "s:vciso", "place-negative"),
  q(
    "Looking for an ISO 27001 certification body. Met a few at Infosecurity Europe in London, didn't like any of them.",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "Our restaurant chain 'Little India' needs PCI DSS help for the card terminals, 12 sites around Leicester",
    "f:pci-dss r:uk s:implementation-consulting",
    "place-negative",
  ),
  q(
    "DORA gap analysis. the parent bank is in Paris but we're the Lisbon branch",
    "f:dora r:pt s:gap-analysis",
    "place-negative",
  ),
  q(
    "managed detection and response, 24/7, monthly reports must be in Portuguese",
    "s:managed-security",
    "place-negative",
  ),
  q(
    "NIS2 consultant for our plant in Łódź — the Danish group HQ handles its own compliance",
    "f:nis2 r:pl s:implementation-consulting",
    "place-negative",
  ),
  q(
    "need a pen test done before we exhibit at GITEX in Dubai",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "SOC 1 auditor. founders are Argentinian but the company is incorporated and run from Delaware",
    "f:soc-1 r:us s:audit",
    "place-negative",
  ),
  q(
    "we're building Kyoto, a carbon accounting app — need ISO 27701 implementation help",
    "f:iso-27701 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "need to get Cyber Essentials. our IT supplier is in Ireland but we're in Belfast",
    "f:cyber-essentials r:uk",
    "place-negative",
  ),
  q(
    "we're not in Europe! we're in Georgia (the US state). looking for a CMMC RPO",
    "f:cmmc r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "FedRAMP consultant, Korean speaker a plus since our parent is in Seoul; we're in Maryland",
    "f:fedramp r:us s:implementation-consulting",
    "place-negative",
  ),
  q(
    "internal auditor for ISO 27001. our external auditor is from India, that's fine",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),
  q(
    "someone like Boston Consulting Group but cheaper, for a NIST CSF maturity assessment",
    "f:nist-csf s:gap-analysis",
    "place-negative",
  ),
  q("GRC software that supports the Turkish language", "s:compliance-automation", "place-negative"),
  q(
    "data protection officer as a service. no US vendors please, we're in Rotterdam",
    "r:nl s:privacy-consulting",
    "place-negative",
  ),
  q(
    "PCI QSA for our online shop selling Swiss watches, we're based in Cologne",
    "f:pci-dss r:de s:audit",
    "place-negative",
  ),
  q(
    "our CEO, Florence, wants an ISO 22301 consultant by Friday",
    "f:iso-22301 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "ISO 42001 certification body. we trained our model on data from Kenya and Nigeria, no local presence needed there",
    "f:iso-42001 s:certification-body",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 implementaton consultants den haag",
    "f:iso-27001 r:nl s:implementation-consulting",
    "misspelling",
  ),
  q("soc 2 type II audit frim", "f:soc-2 s:audit", "misspelling"),
  q("penetraion testers zurich", "r:ch s:penetration-testing", "misspelling"),
  q("hipaa complience audit", "f:hipaa s:audit", "misspelling"),
  q("gdrp data protection oficer", "f:gdpr s:privacy-consulting", "misspelling"),
  q("isoo 9001 certifcation body", "f:iso-9001 s:certification-body", "misspelling"),
  q("pci dss complaince consultant", "f:pci-dss s:implementation-consulting", "misspelling"),
  q("nis2 readines assesment nurnberg", "f:nis2 r:de s:readiness-assessment", "misspelling"),
  q("vitrual ciso services", "s:vciso", "misspelling"),
  q("fedrmap consultants", "f:fedramp s:implementation-consulting", "misspelling"),
  q("cybersecurity awarness trainning", "s:security-awareness-training", "misspelling"),
  q("iso27701 privacy informaton managment system", "f:iso-27701", "misspelling"),
  q("tisaxx label audit", "f:tisax s:audit", "misspelling"),
  q("soc1 ssae18 auditer", "f:soc-1 s:audit", "misspelling"),
  q("penetratoin test dublin ireland", "r:ie s:penetration-testing", "misspelling"),
  q("managed securty service provider melborne", "r:au s:managed-security", "misspelling"),
  q("iso 2718 pii in public clouds", "f:iso-27018", "misspelling"),
  q("gap analsyis nist csf", "f:nist-csf s:gap-analysis", "misspelling"),
  q("sarbanes oxly itgc internal audt", "f:sox s:internal-audit", "misspelling"),
  q("dataprotection impact asessment stockholm", "r:se s:privacy-consulting", "misspelling"),

  // trade-term (10)
  q("3PAO for an agency ATO, moderate baseline", "f:fedramp s:audit", "trade-term"),
  q("need a QSA to issue the AoC for our payment gateway", "f:pci-dss s:audit", "trade-term"),
  q(
    "need an SSAE 18 SOC 1 Type 2 report for our loan servicing platform",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "ISAE 3000 assurance report on SOC 2 criteria, auditors based in the Netherlands",
    "f:soc-2 r:nl s:audit",
    "trade-term",
  ),
  q("vCISO who can own our ISMS and keep the SoA current", "f:iso-27001 s:vciso", "trade-term"),
  q(
    "registered practitioner for CMMC level 2 prep",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),
  q(
    "red teaming incl. physical intrusion and social engineering for a hospital",
    "s:penetration-testing",
    "trade-term",
  ),
  q("outsourced DPO + RoPA cleanup", "s:privacy-consulting", "trade-term"),
  q("HITRUST external assessor for an r2 validated assessment", "f:hitrust s:audit", "trade-term"),
  q("co-sourced ICFR / ITGC testing ahead of our IPO", "f:sox s:internal-audit", "trade-term"),

  // new-language (20)
  q(
    "Ищем компанию для пентеста веб-приложения, наш офис в Таллине.",
    "r:ee s:penetration-testing",
    "new-language",
  ),
  q(
    "Vi trenger hjelp med å innføre ISO 27001, bedriften ligger i Bergen.",
    "f:iso-27001 r:no s:implementation-consulting",
    "new-language",
  ),
  q(
    "กำลังหาที่ปรึกษาสำหรับทำ ISO 27001 ในกรุงเทพฯ ครับ",
    "f:iso-27001 r:apac s:implementation-consulting",
    "new-language",
  ),
  q(
    "Търсим сертифициращ орган за ISO 27001 в София.",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q(
    "Тражимо консултанта за усклађивање са GDPR-ом, фирма је у Београду.",
    "f:gdpr r:emea s:privacy-consulting",
    "new-language",
  ),
  q(
    "Hľadáme audítora pre SOC 2, sme softvérová firma z Bratislavy.",
    "f:soc-2 r:eu s:audit",
    "new-language",
  ),
  q(
    "Iščemo ponudnika izobraževanj o kibernetski varnosti za zaposlene, tudi s simulacijami phishinga.",
    "s:security-awareness-training",
    "new-language",
  ),
  q(
    "Otsime NIS2 nõuetele vastavuse konsultanti, ettevõte asub Tartus.",
    "f:nis2 r:ee s:implementation-consulting",
    "new-language",
  ),
  q(
    "Meklējam DORA atbilstības nepilnību analīzi bankai Rīgā.",
    "f:dora r:eu s:gap-analysis",
    "new-language",
  ),
  q("Ieškome virtualaus CISO paslaugų, įmonė yra Kaune.", "r:eu s:vciso", "new-language"),
  q(
    "دنبال یک شرکت تست نفوذ هستیم که گزارش را به فارسی و انگلیسی تحویل بدهد.",
    "s:penetration-testing",
    "new-language",
  ),
  q(
    "Tunatafuta mshauri wa ISO 27001 kwa kampuni yetu jijini Dar es Salaam.",
    "f:iso-27001 r:emea s:implementation-consulting",
    "new-language",
  ),
  q(
    "Busquem una empresa que ens faci l'auditoria interna de la ISO 27001 a Girona.",
    "f:iso-27001 r:es s:internal-audit",
    "new-language",
  ),
  q(
    "Kami sedang mencari juruaudit SOC 2 di Kuala Lumpur.",
    "f:soc-2 r:apac s:audit",
    "new-language",
  ),
  q(
    "ঢাকায় আমাদের গার্মেন্টস কোম্পানির জন্য ISO 27001 গ্যাপ অ্যানালাইসিস দরকার।",
    "f:iso-27001 r:apac s:gap-analysis",
    "new-language",
  ),
  q("ہمیں دبئی میں PCI DSS آڈٹ کے لیے ایک QSA چاہیے۔", "f:pci-dss r:ae s:audit", "new-language"),
  q(
    "Við þurfum innri úttekt samkvæmt ISO 27001 fyrir fyrirtækið okkar.",
    "f:iso-27001 s:internal-audit",
    "new-language",
  ),
  q(
    "கோயம்புத்தூரில் உள்ள எங்கள் நிறுவனத்திற்கு HIPAA இடர் மதிப்பீடு செய்ய ஒரு நிறுவனம் தேவை.",
    "f:hipaa r:in s:risk-assessment",
    "new-language",
  ),
  q(
    "Ons soek 'n konsultant vir POPIA-nakoming in Pretoria.",
    "r:za s:privacy-consulting",
    "new-language",
  ),
  q(
    "Kërkojmë një kompani për shërbime sigurie të menaxhuara (SOC 24/7) në Tiranë.",
    "r:emea s:managed-security",
    "new-language",
  ),

  // other-language (10)
  q(
    "Suche externen Informationssicherheitsbeauftragten (vCISO) für ein Krankenhaus in Linz.",
    "r:at s:vciso",
    "other-language",
  ),
  q(
    "Wer macht Penetrationstests in der Schweiz? Wir sitzen in Basel.",
    "r:ch s:penetration-testing",
    "other-language",
  ),
  q("Un cabinet d'audit SOC 2 à Bruxelles, ça existe ?", "f:soc-2 r:be s:audit", "other-language"),
  q(
    "Organisme de certification ISO 27001 accrédité COFRAC, région toulousaine",
    "f:iso-27001 r:fr s:certification-body",
    "other-language",
  ),
  q(
    "Buscamos consultora para implantar la ISO 27001 y el ENS en Sevilla.",
    "f:ens,iso-27001 r:es s:implementation-consulting",
    "other-language",
  ),
  q(
    "auditor PCI en Buenos Aires para un procesador de pagos",
    "f:pci-dss r:ar s:audit",
    "other-language",
  ),
  q(
    "Società per test di penetrazione a Napoli? Siamo una PMI del settore sanitario.",
    "r:it s:penetration-testing",
    "other-language",
  ),
  q(
    "Wie kan ons helpen met een DPIA? We zitten in Groningen.",
    "r:nl s:privacy-consulting",
    "other-language",
  ),
  q(
    "Precisamos de formação de sensibilização em cibersegurança para os colaboradores, estamos em Coimbra.",
    "r:pt s:security-awareness-training",
    "other-language",
  ),
  q(
    "Empresa em Belo Horizonte procura consultoria para ISO 22301 (continuidade de negócios).",
    "f:iso-22301 r:br s:implementation-consulting",
    "other-language",
  ),

  // city-or-state (5)
  q("HITRUST assessors California", "f:hitrust r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultancy in North Rhine-Westphalia",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("pentest firm Alberta", "r:ca s:penetration-testing", "city-or-state"),
  q("SOC 2 readiness Karnataka", "f:soc-2 r:in s:readiness-assessment", "city-or-state"),
  q("DPO service in Lombardy", "r:it s:privacy-consulting", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 implementation partner in Cyprus",
    "f:iso-27001 r:eu s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("SOC 2 audit firm Qatar", "f:soc-2 r:mena s:audit", "country-outside-taxonomy"),
  q("penetration testing Nigeria", "r:emea s:penetration-testing", "country-outside-taxonomy"),
  q("GDPR consultant Uruguay", "f:gdpr r:latam s:privacy-consulting", "country-outside-taxonomy"),
  q("PCI DSS QSA Indonesia", "f:pci-dss r:apac s:audit", "country-outside-taxonomy"),

  // several-needs (5)
  q(
    "SOC 2, ISO 27001 and a pentest for a Berlin startup",
    "f:iso-27001,soc-2 r:de s:penetration-testing",
    "several-needs",
  ),
  q(
    "DORA + NIS2 gap analysis and a vCISO, offices in Warsaw and Prague",
    "f:dora,nis2 r:cz,pl s:gap-analysis,vciso",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy consulting plus a privacy lawyer, EU and US",
    "f:ccpa,gdpr r:eu,us s:legal-advisory,privacy-consulting",
    "several-needs",
  ),
  q(
    "ISO 27017 and ISO 27018 certification plus CSA STAR, APAC",
    "f:csa-star,iso-27017,iso-27018 r:apac s:certification-body",
    "several-needs",
  ),
  q(
    "FedRAMP and NIST 800-53 readiness plus penetration testing, North America",
    "f:fedramp,nist-800-53 r:north-america s:penetration-testing,readiness-assessment",
    "several-needs",
  ),
];
