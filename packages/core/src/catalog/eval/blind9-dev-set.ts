import type { EvalQuery } from "./query-eval-set.ts";

/** Blind set 9, dev half (130 queries). Written 2026-11-29 blind, by someone who saw neither the query reader's code nor any earlier set, working only from the default taxonomy. It covers long Ask-AI chat messages with customers, parents, investors and hosting in other places, place words that are not where the buyer wants a vendor, typos, assessor jargon, twenty further languages in their own scripts, and a few city, state, outside-taxonomy-country and several-need queries. */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND9_DEV_SET: readonly EvalQuery[] = [
  // chat-message (30)
  q(
    "hi! we're a 40-person fintech in amsterdam, about to sign our first big bank customer in frankfurt and they want iso 27001 before go-live in Q2. we have basically zero policies lol. looking for a consultant who can build the isms with us, ideally dutch. budget ~25k",
    "f:iso-27001 r:nl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "So our parent company in Tokyo keeps asking for a SOC 2 Type II report for the US subsidiary (that's us, in Austin). Who can actually do the audit?? got quoted 60k by a big4 firm and that feels insane 😅",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Running a small SaaS out of Dublin, 12 people. Our investors (mostly SF based) keep nudging us toward SOC 2 but our customers are EU hospitals so honestly ISO 27001 matters more. can you recommend firms that do a 27001 gap analysis here in Ireland? nothing crazy expensive",
    "f:iso-27001 r:ie s:gap-analysis",
    "chat-message",
  ),
  q(
    "we already hold iso 9001 (auto parts plant near lyon, 300 staff). a big german OEM customer now says we need TISAX AL3 by september or we lose the contract. who can do the actual TISAX assessment? preferably a firm based in France, our team's english isn't great",
    "f:tisax r:fr s:audit",
    "chat-message",
  ),
  q(
    "Hey, quick one: I'm the only IT person at a 200-bed clinic group in Ontario. Pressure from the board to align with NIST CSF and do a proper risk assessment, but no budget for a full-time CISO. Is a fractional CISO + risk assessment combo a thing? Canadian firms only pls",
    "f:nist-csf r:ca s:risk-assessment,vciso",
    "chat-message",
  ),
  q(
    "Our payments startup is HQ'd in Singapore but we process cards for merchants in Indonesia and Malaysia. Acquirer now wants a PCI DSS Level 1 RoC. Need a QSA who's done this in the region, i.e. anywhere in APAC, doesn't have to be SG",
    "f:pci-dss r:apac s:audit",
    "chat-message",
  ),
  q(
    "ok this is long. health-tech in cambridge MA, we store PHI for ~30 clinics and signed BAAs with all of them. we did a hipaa risk analysis internally last year. now our enterprise buyers want HITRUST r2. need someone for HITRUST readiness first and then the actual r2 assessment. US firms obviously",
    "f:hitrust r:us s:audit,readiness-assessment",
    "chat-message",
  ),
  q(
    "Good afternoon. I lead procurement at a mid-sized insurer in Milan. Under DORA we will have to run threat-led penetration tests on our critical functions. Our group HQ in Munich uses a German provider, but we would like an Italian one for TLPT. Any recommendations?",
    "f:dora r:it s:penetration-testing",
    "chat-message",
  ),
  q(
    "we're 3 founders in tel aviv building an AI hiring tool, selling mostly to EU enterprises. keep hearing about iso 42001 and the eu ai act conformity stuff and honestly don't know where to start. want someone to advise us on both — israeli or a remote european firm is fine",
    "f:eu-ai-act,iso-42001 r:eu,il s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hi there 👋 Looking for a UKAS-accredited certification body for a combined ISO 27001 + ISO 9001 audit. We're in Leeds, ~80 staff, our consultants already built everything with us. Stage 1 hopefully in March.",
    "f:iso-27001,iso-9001 r:uk s:certification-body",
    "chat-message",
  ),
  q(
    "we are a BPO in manila with US healthcare clients. they're asking us for SOC 2 type 2 AND hipaa compliance. so we need an auditor for the soc 2 and a consultant for hipaa, can be anywhere in asia",
    "f:hipaa,soc-2 r:apac s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, we are a municipal utility in Bavaria. With NIS2 now transposed in Germany we are probably an 'important entity'. We need a gap analysis against NIS2 and then support implementing the measures. Would prefer someone from the DACH region who knows KRITIS.",
    "f:nis2 r:dach s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "Our platform runs in AWS eu-central-1 and we sell to the German public sector, so we need a BSI C5 Type 2 attestation. We're a Swedish company in Stockholm. Any auditors in the Nordics that can issue C5?",
    "f:c5 r:nordics s:audit",
    "chat-message",
  ),
  q(
    "Hi, I run IT for a family-owned logistics company in Porto. Our biggest client, a UK retailer, sent a supplier questionnaire and now wants us to have Cyber Essentials Plus. Never heard of it before 🙈 Who can certify us? We'd like someone local in Portugal who can come on-site.",
    "f:cyber-essentials r:pt s:certification-body",
    "chat-message",
  ),
  q(
    "we're a 25 person dev agency in cape town. an american client requires an annual pentest plus phishing simulations for all staff. budget is tight (we bill in rand). south african providers preferred, no specific framework needed afaik",
    "r:za s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "after 2 yrs on vanta we still flunked half the controls in our soc 2 type 1 readiness check... lol. what we need now is a proper mock audit and someone hands-on to fix the gaps before the real type 2 in may. we're in toronto",
    "f:soc-2 r:ca s:implementation-consulting,readiness-assessment",
    "chat-message",
  ),
  q(
    "im the only DPO at a retail chain in warsaw and drowning. management approved an outsourced DPO as backup + help with DPIAs for our new loyalty app (GDPR obviously). polish firm ideally, english is ok too",
    "f:gdpr r:pl s:privacy-consulting",
    "chat-message",
  ),
  q(
    "We're a Series B SaaS in Bangalore. US customers want SOC 2, European ones keep asking about GDPR and ISO 27001. We'd love one firm that can do the ISO 27001 certification audit and the SOC 2 attestation together. Indian or global firms both fine.",
    "f:iso-27001,soc-2 r:global,in s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Hey! small edtech startup in Melbourne. our school district customers in California want CCPA sorted and a privacy review of our app. need a privacy consultant who knows US law but time zones... someone in Australia would be ideal",
    "f:ccpa r:au s:privacy-consulting",
    "chat-message",
  ),
  q(
    "I'm CFO of a newly listed company headquartered in Chicago. We need SOX 404 ITGC testing support, basically an outsourced internal audit team for IT controls. Our external auditor is one of the Big Four so it can't be them.",
    "f:sox r:us s:internal-audit",
    "chat-message",
  ),
  q(
    "hola from a fintech in Bogotá 🙂 writing in english bc our CTO is canadian. we're an SAQ D merchant and need PCI DSS compliance help plus pentesting. colombian or latam providers ideally",
    "f:pci-dss r:co,latam s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "we're a cloud hosting provider in zurich, clients are mostly swiss banks. FINMA audits keep coming. we want ISO 27001 plus 27017 and 27018 certification for the cloud side — looking for an accredited certifier in switzerland",
    "f:iso-27001,iso-27017,iso-27018 r:ch s:certification-body",
    "chat-message",
  ),
  q(
    "Question from a defense subcontractor in Huntsville, Alabama: our prime says we need CMMC Level 2 by next year, we handle CUI. Do we get an RPO first or go straight to a C3PAO? Honestly I'd like names of both.",
    "f:cmmc r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "we're an AI startup in Seoul selling a medical imaging model to hospitals in germany and france. they ask for iso 42001 and iso 27001. we want a consulting firm to help implement both, korean firm would be easiest for us",
    "f:iso-27001,iso-42001 r:kr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Our hospital trust in Manchester got hit by ransomware last year 😬 The board now wants 24/7 monitoring (MDR or a managed SOC) and a consultant to build a business continuity plan aligned to ISO 22301. UK providers please, NHS experience a plus.",
    "f:iso-22301 r:uk s:implementation-consulting,managed-security",
    "chat-message",
  ),
  q(
    "Long story short: a PE fund in London bought us, we're the portfolio company in Lisbon. Fund wants a security maturity assessment against NIST CSF within 90 days and a vCISO for 12 months after that. Portugal- or Spain-based vendors preferred.",
    "f:nist-csf r:es,pt s:gap-analysis,vciso",
    "chat-message",
  ),
  q(
    "hey so we make smart locks, HQ in eindhoven, factory in shenzhen, selling in US + EU. need penetration testing of the firmware and mobile app, and advice on ETSI EN 303 645 (no idea if thats in your list). prefer netherlands or belgium",
    "r:be,nl s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "We are a government contractor in Riyadh. The client is pushing NCA ECC compliance and ISO 27001. Looking for a local Saudi consultancy that can handle both, Arabic-speaking team required.",
    "f:iso-27001 r:sa s:implementation-consulting",
    "chat-message",
  ),
  q(
    "im ops lead at a 60-person marketplace in mexico city. we already use drata. just need the actual SOC 2 type 1 auditor now — mexico or anywhere in north america works",
    "f:soc-2 r:mx,north-america s:audit",
    "chat-message",
  ),
  q(
    "My company (fintech, Nairobi) is expanding to the UK and our partner bank there wants evidence of ISO 27001 and a recent pen test. We'd rather work with a provider here in Kenya for cost reasons. So both: ISO consulting and the pentest.",
    "f:iso-27001 r:emea s:implementation-consulting,penetration-testing",
    "chat-message",
  ),

  // place-negative (25)
  q(
    "Paris from our finance team asked me to find a SOC 1 auditor",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q(
    "our biggest customer is Bank of America and they want a SOC 2 Type II report from us",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "need an iso 27001 consultant who can run the workshops in Spanish",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "pentest vendor — anyone but a firm from India please, bad experience last time",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Emirates is our largest airline customer and sent us a vendor questionnaire, so we need an ISO 27001 readiness review",
    "f:iso-27001 s:readiness-assessment",
    "place-negative",
  ),
  q(
    "met a bunch of vendors at RSA last week but still haven't found a fractional CISO we like",
    "s:vciso",
    "place-negative",
  ),
  q(
    "our servers sit in the AWS Frankfurt and Dublin regions. need an auditor for a C5 attestation",
    "f:c5 s:audit",
    "place-negative",
  ),
  q(
    "we sponsor a Real Madrid esports team (unrelated lol). need a QSA for our ticketing platform",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q(
    "German-speaking TISAX consultant wanted",
    "f:tisax s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Our investors in Singapore and our parent company in Japan both want ISO 27001 certification. Need a certification body.",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "security awareness training with phishing sims, content has to be available in Polish and Czech",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "the swiss cheese model keeps coming up in our workshops. we need a proper information security risk assessment",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "we make greek yogurt and danish pastries for supermarkets, need an iso 22301 business continuity consultant",
    "f:iso-22301 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "not looking for anyone in the US or UK. need a SOC 2 readiness assessment",
    "f:soc-2 s:readiness-assessment",
    "place-negative",
  ),
  q(
    "my colleague Jordan recommended a GRC platform for NIS2, what else is out there?",
    "f:nis2 s:compliance-automation",
    "place-negative",
  ),
  q(
    "founders are from Brazil and Argentina, company is fully remote with no office. need a GDPR privacy consultant",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "workloads run in Azure West Europe and our customers are mostly in Belgium. looking for ISO 27017 implementation help",
    "f:iso-27017 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "need a SOC 2 auditor lined up before we pitch at Web Summit in Lisbon",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "Looking for a vCISO again. The last one was in Chile (time zones were a nightmare) so not there",
    "s:vciso",
    "place-negative",
  ),
  q(
    "American Express asked for proof of a recent penetration test, who can do one quickly?",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "our data lives in AWS us-east-1 (Virginia) but we're a Berlin company. need a SOC 2 auditor close to us",
    "f:soc-2 r:de s:audit",
    "place-negative",
  ),
  q(
    "We're in Dubai. A supplier of ours in China got breached, so we need a proper third-party risk assessment programme",
    "r:ae s:risk-assessment",
    "place-negative",
  ),
  q(
    "Hiring a pentest firm asap — our CEO flies to Tokyo next week and wants it signed before he goes. We're in Copenhagen.",
    "r:dk s:penetration-testing",
    "place-negative",
  ),
  q(
    "our Texas customers want a CCPA assessment, we don't care where the privacy consultant sits",
    "f:ccpa s:privacy-consulting",
    "place-negative",
  ),
  q(
    "iso 9001 certification body please, NOT from Turkey or Greece, we had issues with both",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),

  // misspelling (20)
  q(
    "iso 27001 consulant in amsterdm",
    "f:iso-27001 r:nl s:implementation-consulting",
    "misspelling",
  ),
  q("soc2 audtor", "f:soc-2 s:audit", "misspelling"),
  q("pentesing firm in munchen", "r:de s:penetration-testing", "misspelling"),
  q("hippa compliance consultant", "f:hipaa s:implementation-consulting", "misspelling"),
  q("gdrp dpo servce berlin", "f:gdpr r:de s:privacy-consulting", "misspelling"),
  q("iso27701 gap anaylsis", "f:iso-27701 s:gap-analysis", "misspelling"),
  q("pci dds qsa in singpore", "f:pci-dss r:sg s:audit", "misspelling"),
  q("fed ramp 3poa needed asap", "f:fedramp s:audit", "misspelling"),
  q("nis2 complience help in barcelonna", "f:nis2 r:es s:implementation-consulting", "misspelling"),
  q("virtual ciso londn", "r:uk s:vciso", "misspelling"),
  q(
    "cybersecurity awarness trainning for 300 staff",
    "s:security-awareness-training",
    "misspelling",
  ),
  q("isoo 42001 certificaton body", "f:iso-42001 s:certification-body", "misspelling"),
  q(
    "dora readyness assesment for a bank in lisbn",
    "f:dora r:pt s:readiness-assessment",
    "misspelling",
  ),
  q("sox itgc internl audit nyc", "f:sox r:us s:internal-audit", "misspelling"),
  q("tisax asessment stuttgard", "f:tisax r:de s:audit", "misspelling"),
  q("hitrsut r2 readiness", "f:hitrust s:readiness-assessment", "misspelling"),
  q("managedsecurity provider aalborg", "r:dk s:managed-security", "misspelling"),
  q(
    "cyberessentials plus certifcation birmingam uk",
    "f:cyber-essentials r:uk s:certification-body",
    "misspelling",
  ),
  q(
    "iso 22031 business contiunity consultants dublin",
    "f:iso-22301 r:ie s:implementation-consulting",
    "misspelling",
  ),
  q("csa star level2 audit in frankfrut", "f:csa-star r:de s:audit", "misspelling"),

  // trade-term (10)
  q("Looking for a QSA to issue our ROC and AOC this year", "f:pci-dss s:audit", "trade-term"),
  q("need a C3PAO for our level 2 assessment", "f:cmmc s:audit", "trade-term"),
  q("new CPA firm needed for our SSAE 18 SOC 1 Type 2", "f:soc-1 s:audit", "trade-term"),
  q("ISAE 3402 type II auditor, 12-month period starting Jan", "f:soc-1 s:audit", "trade-term"),
  q(
    "want an ISO 27001 lead auditor to run our internal audit before stage 2",
    "f:iso-27001 s:internal-audit",
    "trade-term",
  ),
  q(
    "someone to help write our SoA, the annex A justifications are a mess",
    "f:iso-27001 s:implementation-consulting",
    "trade-term",
  ),
  q("outsourced TPRM programme for ~400 suppliers", "s:risk-assessment", "trade-term"),
  q("3PAO for FedRAMP Moderate", "f:fedramp s:audit", "trade-term"),
  q("red team exercise + TLPT under DORA", "f:dora s:penetration-testing", "trade-term"),
  q(
    "Registered Provider Organization to prep us for CMMC",
    "f:cmmc s:implementation-consulting",
    "trade-term",
  ),

  // new-language (20)
  // Polish
  q(
    "Szukamy firmy doradczej do wdrożenia ISO 27001, jesteśmy spółką z Krakowa, ok. 50 osób.",
    "f:iso-27001 r:pl s:implementation-consulting",
    "new-language",
  ),
  // Czech
  q(
    "Potřebujeme audit SOC 2 Type II. Sídlíme v Brně, ideálně auditor z Česka.",
    "f:soc-2 r:cz s:audit",
    "new-language",
  ),
  // Turkish
  q(
    "NIS2 kapsamına giriyoruz, Almanya'da faaliyet gösteren bir sızma testi firması arıyoruz.",
    "f:nis2 r:de s:penetration-testing",
    "new-language",
  ),
  // Japanese
  q(
    "東京のSaaS企業です。ISMS（ISO 27001）の認証機関を探しています。",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  // Arabic
  q(
    "نحن شركة ناشئة في دبي ونحتاج إلى مستشار لتطبيق ISO 27001 ومتطلبات PCI DSS",
    "f:iso-27001,pci-dss r:ae s:implementation-consulting",
    "new-language",
  ),
  // Hindi
  q(
    "हमारी SaaS कंपनी को SOC 2 ऑडिट करवाना है, कोई अच्छी ऑडिट फर्म बताइए।",
    "f:soc-2 s:audit",
    "new-language",
  ),
  // Greek
  q(
    "Ψάχνουμε σύμβουλο για GDPR και εξωτερικό DPO για εταιρεία στην Αθήνα.",
    "f:gdpr r:eu s:privacy-consulting",
    "new-language",
  ),
  // Ukrainian
  q(
    "Ми IT-компанія з Києва. Шукаємо підрядника для тестування на проникнення, бажано з Польщі або Чехії.",
    "r:cz,pl s:penetration-testing",
    "new-language",
  ),
  // Hebrew
  q(
    "אנחנו סטארטאפ מתל אביב, מחפשים יועץ שילווה אותנו ב-SOC 2 וב-ISO 27001, עדיף חברה ישראלית",
    "f:iso-27001,soc-2 r:il s:implementation-consulting",
    "new-language",
  ),
  // Swedish
  q(
    "Vi letar efter ett ackrediterat certifieringsorgan för ISO 27001, helst i Göteborgsområdet.",
    "f:iso-27001 r:se s:certification-body",
    "new-language",
  ),
  // Finnish
  q(
    "Tarvitsemme NIS2-direktiivin mukaisen riskiarvion, yrityksemme sijaitsee Tampereella.",
    "f:nis2 r:fi s:risk-assessment",
    "new-language",
  ),
  // Romanian
  q(
    "Căutăm o firmă de consultanță pentru implementarea DORA, suntem o bancă mică din Cluj.",
    "f:dora r:eu s:implementation-consulting",
    "new-language",
  ),
  // Vietnamese
  q(
    "Công ty chúng tôi ở TP. Hồ Chí Minh cần tư vấn triển khai ISO 27001 và dịch vụ kiểm thử xâm nhập.",
    "f:iso-27001 r:apac s:implementation-consulting,penetration-testing",
    "new-language",
  ),
  // Indonesian
  q(
    "Kami perusahaan fintech di Jakarta, sedang mencari layanan virtual CISO.",
    "r:apac s:vciso",
    "new-language",
  ),
  // Bulgarian
  q(
    "Търсим одитор по PCI DSS (QSA) за компания в София.",
    "f:pci-dss r:eu s:audit",
    "new-language",
  ),
  // Estonian
  q(
    "Otsime ISO 27001 siseaudiitorit, ettevõte asub Tallinnas.",
    "f:iso-27001 r:ee s:internal-audit",
    "new-language",
  ),
  // Persian
  q(
    "ما یک شرکت نرم‌افزاری در دبی هستیم و چون مشتریان‌مان اروپایی هستند به مشاور GDPR نیاز داریم.",
    "f:gdpr r:ae s:privacy-consulting",
    "new-language",
  ),
  // Swahili
  q(
    "Tunatafuta kampuni ya ushauri kutusaidia kutekeleza ISO 27001, ofisi yetu iko Nairobi.",
    "f:iso-27001 r:emea s:implementation-consulting",
    "new-language",
  ),
  // Catalan
  q(
    "Busquem una consultoria per implantar l'ENS (Esquema Nacional de Seguretat) a la nostra empresa de Barcelona.",
    "f:ens r:es s:implementation-consulting",
    "new-language",
  ),
  // Lithuanian
  q(
    "Ieškome partnerio, kuris atliktų ISO 27001 atitikties spragų analizę, įmonė įsikūrusi Vilniuje.",
    "f:iso-27001 r:eu s:gap-analysis",
    "new-language",
  ),

  // other-language (10)
  q(
    "Wir suchen einen Berater für die ISO 27001 Einführung in Hamburg",
    "f:iso-27001 r:de s:implementation-consulting",
    "other-language",
  ),
  q(
    "Penetrationstest für unsere Webanwendung, Anbieter aus Österreich bevorzugt",
    "r:at s:penetration-testing",
    "other-language",
  ),
  q(
    "Nous cherchons un organisme de certification ISO 27001 à Bruxelles",
    "f:iso-27001 r:be s:certification-body",
    "other-language",
  ),
  q("Besoin d'un RSSI à temps partagé pour une PME à Genève", "r:ch s:vciso", "other-language"),
  q("Buscamos auditor de SOC 2 en Santiago de Chile", "f:soc-2 r:cl s:audit", "other-language"),
  q(
    "Consultoría para cumplir con el ENS categoría alta, somos un ayuntamiento de Sevilla",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q(
    "Cerchiamo un consulente per NIS2 e analisi dei rischi a Torino",
    "f:nis2 r:it s:implementation-consulting,risk-assessment",
    "other-language",
  ),
  q(
    "Wij zoeken een partij voor een gap-analyse NIS2 en ISO 27001, regio Utrecht",
    "f:iso-27001,nis2 r:nl s:gap-analysis",
    "other-language",
  ),
  q(
    "Precisamos de consultoria em LGPD e um DPO terceirizado, empresa em São Paulo",
    "r:br s:privacy-consulting",
    "other-language",
  ),
  q(
    "Procuramos empresa para testes de intrusão e formação de sensibilização em Lisboa",
    "r:pt s:penetration-testing,security-awareness-training",
    "other-language",
  ),

  // city-or-state (5)
  q("SOC 2 auditors in Raleigh, North Carolina", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "ISO 27001 consultants in Baden-Württemberg",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("MDR provider in Queensland", "r:au s:managed-security", "city-or-state"),
  q("privacy consultant in Québec", "r:ca s:privacy-consulting", "city-or-state"),
  q("pentest company in Gauteng", "r:za s:penetration-testing", "city-or-state"),

  // country-outside-taxonomy (5)
  q(
    "ISO 27001 certification body in Malta",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q(
    "SOC 2 readiness firm in Peru",
    "f:soc-2 r:latam s:readiness-assessment",
    "country-outside-taxonomy",
  ),
  q("vciso for a startup in Egypt", "r:mena s:vciso", "country-outside-taxonomy"),
  q("pci dss qsa in Sri Lanka", "f:pci-dss r:apac s:audit", "country-outside-taxonomy"),
  q(
    "ISO 22301 consultants in Ghana",
    "f:iso-22301 r:emea s:implementation-consulting",
    "country-outside-taxonomy",
  ),

  // several-needs (5)
  q(
    "ISO 27001 certification body and a separate SOC 2 auditor, both in the UK or Ireland",
    "f:iso-27001,soc-2 r:ie,uk s:audit,certification-body",
    "several-needs",
  ),
  q(
    "pentest + phishing training + vCISO, netherlands",
    "r:nl s:penetration-testing,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "ISO 27001 + ISO 27701 implementation and a DPO for GDPR, clinic group in Spain and Portugal",
    "f:gdpr,iso-27001,iso-27701 r:es,pt s:implementation-consulting,privacy-consulting",
    "several-needs",
  ),
  q(
    "DORA and NIS2 gap analysis plus TLPT for a payment institution, anywhere in the EU",
    "f:dora,nis2 r:eu s:gap-analysis,penetration-testing",
    "several-needs",
  ),
  q(
    "HIPAA risk assessment, SOC 2 Type 2 audit and a compliance automation tool, US-based",
    "f:hipaa,soc-2 r:us s:audit,compliance-automation,risk-assessment",
    "several-needs",
  ),
];
