import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind set 15, dev half (130 queries). Written 2026-11-30 blind, by someone who saw neither
 * the query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND15_DEV_SET: readonly EvalQuery[] = [
  // chat-message: Ask AI messages with company context, others' places, held frameworks, budgets.
  q(
    "hi! we're a 40-person fintech in Dublin, already ISO 27001 certified since 2023. A big bank customer in Frankfurt now wants DORA readiness before March 😬 who can help? budget is around €25k",
    "f:dora r:ie s:readiness-assessment",
    "chat-message",
  ),
  q(
    "Hey, we got a SOC 2 Type 1 last year with a firm in Texas that ghosted us lol. Need a new CPA firm for the Type 2. Team is remote but we're incorporated in Delaware. Ideally under $20k. thx, Maya",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Our parent company in Japan asked us (the Singapore subsidiary) to get ISO 27001 certified by Q3. We have zero docs right now. Looking for a consultant who can do a gap analysis and then the implementation. No Big 4 please 🙏",
    "f:iso-27001 r:sg s:gap-analysis,implementation-consulting",
    "chat-message",
  ),
  q(
    "pls help — our hospital group in Nova Scotia needs pentesting of the patient portal and someone to run phishing simulations for ~600 staff. Not looking for HIPAA stuff, we're Canadian. deadline end of Feb",
    "r:ca s:penetration-testing,security-awareness-training",
    "chat-message",
  ),
  q(
    "We sell to US federal agencies and our cloud product needs FedRAMP Moderate. Already have SOC 2 Type II and ISO 27001. Who are good 3PAOs? Based in Virginia. Also open to an advisor who can help us write the SSP.",
    "f:fedramp r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Bonjour from Nantes! Small SaaS here (12 ppl), English is fine. Customers keep asking for ISO 27001 but budget is tight (~10k). Would a compliance automation tool plus a cheap certification body work? Which certification body would you recommend in France?",
    "f:iso-27001 r:fr s:certification-body,compliance-automation",
    "chat-message",
  ),
  q(
    "Looking for a fractional CISO for a 25-person healthtech in Austin, TX. We need HIPAA and SOC 2 guidance, roughly 8 hrs/week. Budget $4-6k/month. Not interested in a full MSSP.",
    "f:hipaa,soc-2 r:us s:vciso",
    "chat-message",
  ),
  q(
    "German automotive supplier (Tier 2, near Stuttgart) — VW wants the TISAX AL3 label by June. We did the VDA ISA self assessment already. need the actual assessment provider + maybe a consultant to close the gaps. danke",
    "f:tisax r:de s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Our Berlin AI startup is building a hiring tool and we're worried about the EU AI Act high-risk rules. Want a legal opinion first. Maybe ISO 42001 later, not now. Any law firms that actually know this stuff?",
    "f:eu-ai-act r:de s:legal-advisory",
    "chat-message",
  ),
  q(
    "hey 👋 quick q: we're a Brazilian ecommerce expanding our own ops into Mexico and Colombia. Need PCI DSS help (SAQ D I think??) and someone to do a pentest. Spanish or Portuguese speaking team preferred",
    "f:pci-dss r:br,co,mx s:implementation-consulting,penetration-testing",
    "chat-message",
  ),
  q(
    "We are an MSP in Johannesburg. A client in London requires Cyber Essentials Plus from all suppliers. We need to get certified ASAP — which certification bodies can assess us remotely in South Africa? Budget R60k.",
    "f:cyber-essentials r:za s:certification-body",
    "chat-message",
  ),
  q(
    "Hi, I'm the DPO at a Dutch insurer. We need an external party for the DORA threat-led pen test next year, TIBER-NL style. Must be independent from our current SOC provider. Dutch-speaking preferred.",
    "f:dora r:nl s:penetration-testing",
    "chat-message",
  ),
  q(
    "seed-stage, 8 people, all remote across Europe. First enterprise deal needs SOC 2. Is Vanta or Drata better, and can you suggest an auditor that's cheap and works with them? Need the report in ~4 months",
    "f:soc-2 r:eu s:audit,compliance-automation",
    "chat-message",
  ),
  q(
    "Context: payments company in Abu Dhabi, PCI DSS level 1. Our current QSA is leaving the region. Need a new QSA for the 2027 RoC, on-site visits in the UAE required. Arabic not needed.",
    "f:pci-dss r:ae s:audit",
    "chat-message",
  ),
  q(
    "hello, we make medical device software in Tel Aviv and sell to US hospitals. They ask for HIPAA + HITRUST. Where do we even start? Probably need a gap assessment first. Prefer a firm with people in Israel.",
    "f:hipaa,hitrust r:il s:gap-analysis",
    "chat-message",
  ),
  q(
    "Honestly fed up with our current MSSP 😤 alerts go nowhere. 300-seat manufacturer in Monterrey, Mexico. Looking for a 24/7 SOC / MDR provider with Spanish support. Must integrate with Microsoft Sentinel.",
    "r:mx s:managed-security",
    "chat-message",
  ),
  q(
    "The board wants an independent internal audit of our ISMS before the ISO 27001 recertification in October. We're in Copenhagen. Someone Danish-speaking would be great, English ok. Not our certification body, obviously.",
    "f:iso-27001 r:dk s:internal-audit",
    "chat-message",
  ),
  q(
    "SaaS in Bangalore selling to EU customers. They keep sending GDPR questionnaires and asking who our DPO is. Could we get an outsourced DPO plus a DPIA for our main product? Not interested in ISO 27701 right now.",
    "f:gdpr r:in s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hi team — CFO of a logistics firm listed on the NYSE, but all our operations are in Chile. We need SOX ITGC testing support, ideally co-sourced internal audit with people in Santiago. Thanks, Rodrigo",
    "f:sox r:cl s:internal-audit",
    "chat-message",
  ),
  q(
    "Australian defence contractor (Adelaide) that also supplies a US prime. They're asking for CMMC Level 2. Do we need a C3PAO straight away or is there an RPO who can prep us first? Timeline 9 months",
    "f:cmmc r:au s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Looking for someone to run our first tabletop and write a business continuity plan aligned with ISO 22301 so we can get certified later. 150 staff, offices in Warsaw and Kraków. Budget approx PLN 80k.",
    "f:iso-22301 r:pl s:implementation-consulting",
    "chat-message",
  ),
  q(
    "We already passed ISO 27001 and SOC 2 this year 🎉 next up: a red team exercise for the whole org (phishing + physical). HQ is in Oslo, branch office in Stockholm. NOK budget ~400k.",
    "r:no,se s:penetration-testing",
    "chat-message",
  ),
  q(
    "My company (insurance broker, Zurich) needs NIS2?? We're Swiss, not EU, though we sell a lot into the EU. Confused. Would love a lawyer or a consultant to tell us whether it applies and what to do.",
    "f:nis2 r:ch s:implementation-consulting,legal-advisory",
    "chat-message",
  ),
  q(
    "Hi! Product manager at a hotel chain. Our payment provider is Adyen, card data never touches us... I think. Do we still need PCI? Want a consultant to confirm our SAQ type and scope. Properties in Portugal and Spain.",
    "f:pci-dss r:es,pt s:implementation-consulting",
    "chat-message",
  ),
  q(
    "our saas got acquired by a US company and now their auditors want a SOC 1 Type 2 for our payroll product 🙃 we're in Leeds, UK. Need a firm that does SSAE 18 / ISAE 3402 from here. Q2 deadline.",
    "f:soc-1 r:uk s:audit",
    "chat-message",
  ),
  q(
    "We run a private cloud in Seoul and want CSA STAR and ISO 27017 for our Korean enterprise customers. Looking for a certification body that can do both in one audit. Korean speakers preferred 🙏",
    "f:csa-star,iso-27017 r:kr s:certification-body",
    "chat-message",
  ),
  q(
    "Question: French public-sector IT provider here. Not ENS (that's Spain). We need ISO 27001 plus HDS — consultants who know both, based in Paris or Lille please. — Julien",
    "f:iso-27001 r:fr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Quick one: looking for an ISO 42001 implementation partner for a 60-person AI company in Toronto. We've got SOC 2 already through Vanta and don't want to switch tools. Want to be certified by Q4 if possible.",
    "f:iso-42001 r:ca s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Nonprofit in Nairobi, Kenya, funded mostly by UK donors. They now want an independent security risk assessment and some basic awareness training for our 40 staff. Tiny budget (USD 8k). Any ideas?",
    "r:emea s:risk-assessment,security-awareness-training",
    "chat-message",
  ),
  q(
    "Crypto exchange in Lithuania (EU licence). The regulator wants a gap analysis against DORA and ISO 27001. We already have a vCISO, so just the gap analysis please, preferably someone Baltic-based.",
    "f:dora,iso-27001 r:eu s:gap-analysis",
    "chat-message",
  ),

  // place-negative: place-like names (people, brands, clubs, conferences, laws), languages, declined places.
  q("Paris from procurement needs a SOC 2 auditor", "f:soc-2 s:audit", "place-negative"),
  q(
    "ISO 27001 consultant recommended by Florence Adeyemi",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "we met you at RSA Conference, need a pentest quote",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Santander is our acquiring bank and they want PCI DSS evidence, so we need a QSA",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q("EU AI Act readiness assessment", "f:eu-ai-act s:readiness-assessment", "place-negative"),
  q("GDPR consultant who speaks Portuguese", "f:gdpr s:privacy-consulting", "place-negative"),
  q("vCISO, not based in India please", "s:vciso", "place-negative"),
  q(
    "no US firms — SOC 2 readiness from a firm in Ireland",
    "f:soc-2 r:ie s:readiness-assessment",
    "place-negative",
  ),
  q("pentest of our Jakarta EE web app", "s:penetration-testing", "place-negative"),
  q(
    "Emirates (the airline) is our client and wants us ISO 27001 certified — need a certification body",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "Jordan Lee asked me to find a HIPAA compliance consultant",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Hi, Sydney from the finance team — need a SOC 2 Type 2 audit quote",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "our CISO (a Georgia Tech alum) wants a NIST CSF maturity assessment",
    "f:nist-csf s:gap-analysis",
    "place-negative",
  ),
  q(
    "Deutsche Bank vendor review coming up, need a SOC 1 report",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q(
    "ISO 9001 certification body, not in China",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),
  q(
    "Air France-KLM supplier needs an ISO 27001 gap analysis",
    "f:iso-27001 s:gap-analysis",
    "place-negative",
  ),
  q("Real Madrid fan club app needs a GDPR DPIA", "f:gdpr s:privacy-consulting", "place-negative"),
  q("California Consumer Privacy Act consultant", "f:ccpa s:privacy-consulting", "place-negative"),
  q(
    "saw your talk at Infosecurity Europe — do you do ISO 27701 implementation?",
    "f:iso-27701 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "Singapore Airlines asked us for a SOC 2 report. Auditor needed, we're in Australia",
    "f:soc-2 r:au s:audit",
    "place-negative",
  ),
  q(
    "Bank of America onboarding questionnaire: looking for a third-party risk assessment partner",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "Manchester United supporters' trust wants Cyber Essentials",
    "f:cyber-essentials",
    "place-negative",
  ),
  q(
    "Hamburger chain with 40 restaurants needs PCI DSS compliance help",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "moved our HQ out of Israel last year and we're now in Cyprus — need an ISO 27001 certification body",
    "f:iso-27001 r:eu s:certification-body",
    "place-negative",
  ),
  q("Illinois BIPA and CCPA privacy lawyer", "f:ccpa s:legal-advisory", "place-negative"),

  // misspelling: misspelt frameworks, services and places, run-together words, wrong spacing.
  q("hippa compliance consultant", "f:hipaa s:implementation-consulting", "misspelling"),
  q("soc2 type2 auditer", "f:soc-2 s:audit", "misspelling"),
  q("iso 27oo1 certifcation body germnay", "f:iso-27001 r:de s:certification-body", "misspelling"),
  q("penetraton testing in swizerland", "r:ch s:penetration-testing", "misspelling"),
  q("gdrp dpo as a servce", "f:gdpr s:privacy-consulting", "misspelling"),
  q("pci-dds qsa netherland", "f:pci-dss r:nl s:audit", "misspelling"),
  q("nis 2 gap anaylsis austria", "f:nis2 r:at s:gap-analysis", "misspelling"),
  q("vciso for a startup in austrailia", "r:au s:vciso", "misspelling"),
  q("tisax assesment", "f:tisax s:audit", "misspelling"),
  q("iso27701 implemntation", "f:iso-27701 s:implementation-consulting", "misspelling"),
  q("fedramp 3 pao", "f:fedramp s:audit", "misspelling"),
  q("sox itgc internel audit", "f:sox s:internal-audit", "misspelling"),
  q(
    "cybersecurity maturity model certifcation consultant",
    "f:cmmc s:implementation-consulting",
    "misspelling",
  ),
  q("risk assesment for hospitals in irland", "r:ie s:risk-assessment", "misspelling"),
  q("ISO 9001 recertifiction singapur", "f:iso-9001 r:sg s:certification-body", "misspelling"),
  q("managed detetion and response norway", "r:no s:managed-security", "misspelling"),
  q("iso 22 301 bcms consultancy", "f:iso-22301 s:implementation-consulting", "misspelling"),
  q("dora complience readiness luxembourgh", "f:dora r:lu s:readiness-assessment", "misspelling"),
  q("secuirty awarness training polland", "r:pl s:security-awareness-training", "misspelling"),
  q("hitrust r2 assesor texas", "f:hitrust r:us s:audit", "misspelling"),

  // trade-term: trade jargon for roles, reports and services.
  q("QSA for a Level 1 merchant", "f:pci-dss s:audit", "trade-term"),
  q("looking for a 3PAO with FedRAMP High experience", "f:fedramp s:audit", "trade-term"),
  q("C3PAO availability in Q2", "f:cmmc s:audit", "trade-term"),
  q(
    "UKAS-accredited CB for our ISO 27001 stage 1 and stage 2",
    "f:iso-27001 s:certification-body",
    "trade-term",
  ),
  q(
    "ISAE 3402 Type II report for our fund administration service",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q("MSSP with a 24/7 SOC in Canada", "r:ca s:managed-security", "trade-term"),
  q("DPIA for a new CCTV system", "s:privacy-consulting", "trade-term"),
  q("CREST-accredited red team, we're a Spanish bank", "r:es s:penetration-testing", "trade-term"),
  q("vCISO retainer", "s:vciso", "trade-term"),
  q(
    "need the RoC and AoC signed off before our acquirer's deadline",
    "f:pci-dss s:audit",
    "trade-term",
  ),

  // new-language: Polish, Russian, Arabic, Japanese, Hindi, Greek, Turkish, Korean, Hebrew, Finnish.
  q("audyt SOC 2 dla software house'u z Wrocławia", "f:soc-2 r:pl s:audit", "new-language"),
  q(
    "Szukamy firmy do testów penetracyjnych aplikacji webowej oraz szkoleń z phishingu dla pracowników. Biuro mamy w Krakowie.",
    "r:pl s:penetration-testing,security-awareness-training",
    "new-language",
  ),
  q("внутренний аудит ISO 27001", "f:iso-27001 s:internal-audit", "new-language"),
  q(
    "Ищем платформу автоматизации комплаенса под ISO 27001 и SOC 2, команда у нас в Таллине",
    "f:iso-27001,soc-2 r:ee s:compliance-automation",
    "new-language",
  ),
  q(
    "استشارات ISO 27001 في السعودية",
    "f:iso-27001 r:sa s:implementation-consulting",
    "new-language",
  ),
  q(
    "نبحث عن مكتب محاماة متخصص في حماية البيانات والامتثال للائحة GDPR، مقرنا في أبوظبي",
    "f:gdpr r:ae s:legal-advisory",
    "new-language",
  ),
  q("ISMS認証 審査機関 東京", "f:iso-27001 r:jp s:certification-body", "new-language"),
  q(
    "名古屋の製造業です。取引先からSOC2を求められており、対応を支援してくれるコンサルタントを探しています。",
    "f:soc-2 r:jp s:implementation-consulting",
    "new-language",
  ),
  q("भारत में पेनिट्रेशन टेस्टिंग कंपनी", "r:in s:penetration-testing", "new-language"),
  q(
    "हमें HIPAA अनुपालन के लिए सलाहकार चाहिए। हमारा ऑफिस पुणे में है और ग्राहक अमेरिका में हैं।",
    "f:hipaa r:in s:implementation-consulting",
    "new-language",
  ),
  q("Πιστοποίηση ISO 9001 στην Ελλάδα", "f:iso-9001 r:eu s:certification-body", "new-language"),
  q(
    "Χρειαζόμαστε εξωτερικό Υπεύθυνο Προστασίας Δεδομένων (DPO) και σύμβουλο για τον GDPR",
    "f:gdpr s:privacy-consulting",
    "new-language",
  ),
  q("SOC 2 hazırlık değerlendirmesi", "f:soc-2 s:readiness-assessment", "new-language"),
  q(
    "Almanya'daki müşterimiz TISAX etiketi istiyor; değerlendirmeyi yapacak bir denetim kuruluşu arıyoruz.",
    "f:tisax s:audit",
    "new-language",
  ),
  q("서울 가상 CISO 서비스", "r:kr s:vciso", "new-language"),
  q(
    "한국에서 개인정보 영향평가와 모의해킹을 함께 맡아줄 업체를 찾고 있습니다",
    "r:kr s:penetration-testing,privacy-consulting",
    "new-language",
  ),
  q("חברת ניטור אבטחה 24/7 בישראל", "r:il s:managed-security", "new-language"),
  q(
    "אנחנו סטארט-אפ מתל אביב וצריכים ביקורת SOC 2 Type II. הלקוחות שלנו בארה״ב דורשים את זה.",
    "f:soc-2 r:il s:audit",
    "new-language",
  ),
  q("ISO 22301 -sertifiointi Helsingissä", "f:iso-22301 r:fi s:certification-body", "new-language"),
  q(
    "Tarvitsemme kunnallemme ulkoistetun tietoturvajohtajan sekä NIS2-puuteanalyysin",
    "f:nis2 s:gap-analysis,vciso",
    "new-language",
  ),

  // other-language: German, French, Spanish, Italian, Portuguese, Dutch, Swedish.
  q(
    "Wir suchen einen Berater für die ISO 27001 Einführung in München",
    "f:iso-27001 r:de s:implementation-consulting",
    "other-language",
  ),
  q("Penetrationstest für unseren Webshop", "s:penetration-testing", "other-language"),
  q("cabinet d'audit SOC 2 à Montréal", "f:soc-2 r:ca s:audit", "other-language"),
  q(
    "Nous cherchons un DPO externalisé pour notre PME en Belgique",
    "r:be s:privacy-consulting",
    "other-language",
  ),
  q(
    "consultoría ENS categoría alta para un ayuntamiento",
    "f:ens s:implementation-consulting",
    "other-language",
  ),
  q("auditoría PCI DSS en Argentina", "f:pci-dss r:ar s:audit", "other-language"),
  q(
    "Cerchiamo un'azienda per la formazione sulla sicurezza informatica dei dipendenti, sede a Milano",
    "r:it s:security-awareness-training",
    "other-language",
  ),
  q(
    "Consultoria ISO 27001 em Lisboa",
    "f:iso-27001 r:pt s:implementation-consulting",
    "other-language",
  ),
  q("NIS2 gap-analyse voor onze gemeente", "f:nis2 s:gap-analysis", "other-language"),
  q(
    "Vi söker ett certifieringsorgan för ISO 27001 i Göteborg",
    "f:iso-27001 r:se s:certification-body",
    "other-language",
  ),

  // city-or-state: cities, states, provinces, labelled with their country.
  q("SOC 2 auditor in Houston", "f:soc-2 r:us s:audit", "city-or-state"),
  q("pentest firm Lyon", "r:fr s:penetration-testing", "city-or-state"),
  q(
    "ISO 27001 consultant anywhere in Ontario",
    "f:iso-27001 r:ca s:implementation-consulting",
    "city-or-state",
  ),
  q(
    "Gauteng-based POPIA and GDPR privacy consultant",
    "f:gdpr r:za s:privacy-consulting",
    "city-or-state",
  ),
  q("vCISO for a fintech in Osaka", "r:jp s:vciso", "city-or-state"),

  // country-outside-taxonomy: countries without a slug, labelled with the smallest listed region.
  q("GDPR consultant Hungary", "f:gdpr r:eu s:privacy-consulting", "country-outside-taxonomy"),
  q("Malaysia PCI DSS QSA", "f:pci-dss r:apac s:audit", "country-outside-taxonomy"),
  q("managed SOC provider in Qatar", "r:mena s:managed-security", "country-outside-taxonomy"),
  q(
    "ISO 9001 consultant Uruguay",
    "f:iso-9001 r:latam s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q(
    "We're a bank in Lagos, Nigeria and need a red team engagement",
    "r:emea s:penetration-testing",
    "country-outside-taxonomy",
  ),

  // several-needs: several frameworks, regions or services in one query.
  q(
    "ISO 27001 certification body and a SOC 2 auditor, UK and Ireland",
    "f:iso-27001,soc-2 r:ie,uk s:audit,certification-body",
    "several-needs",
  ),
  q(
    "pentest + vCISO + phishing training in Benelux",
    "r:benelux s:penetration-testing,security-awareness-training,vciso",
    "several-needs",
  ),
  q(
    "GDPR and CCPA privacy consultant covering Europe and the US",
    "f:ccpa,gdpr r:eu,us s:privacy-consulting",
    "several-needs",
  ),
  q(
    "need a HIPAA gap analysis, HITRUST readiness and an MDR provider",
    "f:hipaa,hitrust s:gap-analysis,managed-security,readiness-assessment",
    "several-needs",
  ),
  q(
    "DORA and NIS2 consultants with offices in Germany, France and Italy",
    "f:dora,nis2 r:de,fr,it s:implementation-consulting",
    "several-needs",
  ),
];
