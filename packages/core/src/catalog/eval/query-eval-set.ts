/**
 * Labelled free-text queries and the exact filters each must produce, written as people
 * type them into the search box or ask Ask AI. `expect` lists slugs by dimension:
 * `f:` frameworks, `r:` regions, `s:` service types; an empty string means no filter at all.
 * `kind` names the failure class the query probes, so a drop in one class shows up.
 */
export interface EvalQuery {
  q: string;
  expect: string;
  kind: EvalKind;
}

/** Failure classes of free-text reading the set covers. */
export type EvalKind =
  | "plain"
  | "inflection"
  | "advice"
  | "demonym"
  | "everyday"
  | "language-not-region"
  | "stop-word-code"
  | "multilingual"
  | "negative"
  | "held-out"
  | "city-or-state"
  | "country-outside-taxonomy"
  | "official-name"
  | "misspelling"
  | "other-language"
  | "place-negative"
  | "chat-message"
  | "trade-term"
  | "several-needs"
  | "new-language";

const plain = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "plain" });
const inflection = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "inflection" });
const advice = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "advice" });
const demonym = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "demonym" });
const everyday = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "everyday" });
const language = (q: string, expect: string): EvalQuery => ({
  q,
  expect,
  kind: "language-not-region",
});
const code = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "stop-word-code" });
const foreign = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "multilingual" });
const negative = (q: string, expect: string): EvalQuery => ({ q, expect, kind: "negative" });

/** The evaluation set: at least 200 queries covering every tag of the default taxonomy. */
export const QUERY_EVAL_SET: readonly EvalQuery[] = [
  // Plain phrasings, one or more tags named the way the taxonomy spells them.
  plain("ISO 27001 auditor in Germany", "f:iso-27001 r:de s:audit"),
  plain("soc 2 type ii audit for a saas startup in the united states", "f:soc-2 r:us s:audit"),
  plain("iso27701 privacy consultant", "f:iso-27701 s:privacy-consulting"),
  plain("who can certify us for ISO 42001?", "f:iso-42001 s:certification-body"),
  plain("ISO 9001 certification body UK", "f:iso-9001 r:uk s:certification-body"),
  plain("iso 22301 business continuity consultants", "f:iso-22301 s:implementation-consulting"),
  plain("ISO/IEC 27017 cloud security", "f:iso-27017"),
  plain("iso 27018 for our public cloud", "f:iso-27018"),
  plain("ISO 20000-1 IT service management in India", "f:iso-20000 r:in"),
  plain("SOC 1 report for payroll provider", "f:soc-1 s:audit"),
  plain("PCI DSS v4 QSA in Singapore", "f:pci-dss r:sg s:audit"),
  plain("hipaa compliance help for a health app", "f:hipaa s:implementation-consulting"),
  plain("HITRUST r2 assessor", "f:hitrust s:audit"),
  plain("GDPR gap analysis Ireland", "f:gdpr r:ie s:gap-analysis"),
  plain("CCPA / CPRA privacy consulting California", "f:ccpa r:us s:privacy-consulting"),
  plain("NIS2 readiness assessment Belgium", "f:nis2 r:be s:readiness-assessment"),
  plain("DORA gap assessment for a Luxembourg fund", "f:dora r:lu s:gap-analysis"),
  plain("EU AI Act compliance", "f:eu-ai-act"),
  plain("cyber essentials plus certification body", "f:cyber-essentials s:certification-body"),
  plain("FedRAMP moderate 3PAO", "f:fedramp s:audit"),
  plain("CMMC level 2 C3PAO", "f:cmmc s:audit"),
  plain("NIST CSF 2.0 maturity assessment", "f:nist-csf s:gap-analysis"),
  plain("nist 800-53 rev 5 controls", "f:nist-800-53"),
  plain("TISAX AL3 for automotive supplier in Germany", "f:tisax r:de"),
  plain("CSA STAR level 2", "f:csa-star"),
  plain("BSI C5 Testat", "f:c5"),
  plain("ENS categoría alta", "f:ens"),
  plain("SOX ITGC testing", "f:sox"),
  plain("vCISO for a fintech", "s:vciso"),
  plain("penetration testing in Australia", "r:au s:penetration-testing"),
  plain(
    "compliance automation platform for SOC 2 and ISO 27001",
    "f:soc-2,iso-27001 s:compliance-automation",
  ),
  plain("internal audit ISO 27001", "f:iso-27001 s:internal-audit"),
  plain("managed security services provider in South Africa", "r:za s:managed-security"),
  plain("risk assessment New Zealand", "r:nz s:risk-assessment"),
  plain("law firm for GDPR in France", "f:gdpr r:fr s:legal-advisory"),
  plain("security awareness training in Japan", "r:jp s:security-awareness-training"),
  plain("readiness assessment soc 2 Canada", "f:soc-2 r:ca s:readiness-assessment"),
  plain(
    "ISO 27001 implementation consulting Mexico",
    "f:iso-27001 r:mx s:implementation-consulting",
  ),
  plain("soc 2 audit firms in Brazil", "f:soc-2 r:br s:audit"),
  plain("iso 27001 in Argentina", "f:iso-27001 r:ar"),
  plain("pen test Chile", "r:cl s:penetration-testing"),
  plain("ISO 27001 Colombia", "f:iso-27001 r:co"),
  plain("gdpr dpo as a service netherlands", "f:gdpr r:nl s:privacy-consulting"),
  plain("iso 27001 certification body Spain", "f:iso-27001 r:es s:certification-body"),
  plain("auditor Portugal", "r:pt s:audit"),
  plain("ISO 27001 Italy", "f:iso-27001 r:it"),
  plain("TISAX Austria", "f:tisax r:at"),
  plain("NIS2 Sweden", "f:nis2 r:se"),
  plain("ISO 27001 Denmark", "f:iso-27001 r:dk"),
  plain("NIS2 consultant Finland", "f:nis2 r:fi s:implementation-consulting"),
  plain("iso 27001 poland", "f:iso-27001 r:pl"),
  plain("NIS2 in the Czech Republic", "f:nis2 r:cz"),
  plain("ISO 27001 Estonia", "f:iso-27001 r:ee"),
  plain("ISO 27001 switzerland", "f:iso-27001 r:ch"),
  plain("iso 27001 norway", "f:iso-27001 r:no"),
  plain("ISO 27001 certification in the UAE", "f:iso-27001 r:ae s:certification-body"),
  plain("NCA ECC consultant Saudi Arabia", "r:sa s:implementation-consulting"),
  plain("soc 2 Israel", "f:soc-2 r:il"),
  plain("ISMS audit South Korea", "f:iso-27001 r:kr s:audit"),
  plain("soc 2 worldwide", "f:soc-2 r:global"),
  plain("ISO 27001 EMEA", "f:iso-27001 r:emea"),
  plain("soc 2 Asia Pacific", "f:soc-2 r:apac"),
  plain("ISO 27001 Latin America", "f:iso-27001 r:latam"),
  plain("SOC 2 North America", "f:soc-2 r:north-america"),
  plain("GDPR European Union", "f:gdpr r:eu"),
  plain("ISO 27001 DACH region", "f:iso-27001 r:dach"),
  plain("NIS2 Nordics", "f:nis2 r:nordics"),
  plain("ISO 27001 Benelux", "f:iso-27001 r:benelux"),
  plain("ISO 27001 Middle East", "f:iso-27001 r:mena"),

  // Plurals and verb forms of service names.
  inflection("penetration tests", "s:penetration-testing"),
  inflection("Penetration tests for our web app in Germany", "r:de s:penetration-testing"),
  inflection("soc 2 audits", "f:soc-2 s:audit"),
  inflection("auditing ISO 27001", "f:iso-27001 s:audit"),
  inflection("we need someone auditing our ISMS", "f:iso-27001 s:audit"),
  inflection("gap analyses for NIS2", "f:nis2 s:gap-analysis"),
  inflection("risk assessments for vendors", "s:risk-assessment"),
  inflection("internal audits of our ISMS", "f:iso-27001 s:internal-audit"),
  inflection("certification bodies for iso 9001", "f:iso-9001 s:certification-body"),
  inflection("readiness assessments SOC 2", "f:soc-2 s:readiness-assessment"),
  inflection("virtual CISOs in London, UK", "r:uk s:vciso"),
  inflection("penetration testers in Sweden", "r:se s:penetration-testing"),
  inflection("pentests and red teaming", "s:penetration-testing"),
  inflection("pen-testing companies", "s:penetration-testing"),
  inflection("security awareness trainings for staff", "s:security-awareness-training"),
  inflection("gap assessments HIPAA", "f:hipaa s:gap-analysis"),
  inflection("lawyers specialised in DORA", "f:dora s:legal-advisory"),
  inflection("risk analyses ISO 27005 Germany", "r:de s:risk-assessment"),
  inflection("consultants implementing ISO 27001", "f:iso-27001 s:implementation-consulting"),
  inflection("Cyber Essential certification", "f:cyber-essentials s:certification-body"),
  inflection("managed detection and response providers", "s:managed-security"),
  inflection("auditors certified for TISAX", "f:tisax s:audit"),
  inflection("phishing simulations for employees", "s:security-awareness-training"),
  inflection("mock audits before the ISO 27001 stage 2", "f:iso-27001 s:readiness-assessment"),
  inflection("compliance automation tools", "s:compliance-automation"),

  // Consultancy, consultants, advice, adviser and advisory.
  advice(
    "ISO 27001 consultancy in the Netherlands",
    "f:iso-27001 r:nl s:implementation-consulting",
  ),
  advice("soc 2 consultancies", "f:soc-2 s:implementation-consulting"),
  advice("ISO 27001 advice for a small company", "f:iso-27001 s:implementation-consulting"),
  advice("I need an adviser for NIS2", "f:nis2 s:implementation-consulting"),
  advice("pci dss advisors", "f:pci-dss s:implementation-consulting"),
  advice("GDPR advisory services", "f:gdpr s:implementation-consulting"),
  advice("privacy advice for our app", "s:privacy-consulting"),
  advice("privacy advisors in Belgium", "r:be s:privacy-consulting"),
  advice("legal advice on the AI Act", "f:eu-ai-act s:legal-advisory"),
  advice("consulting firm for ISO 42001", "f:iso-42001 s:implementation-consulting"),
  advice("someone to advise us on HIPAA", "f:hipaa s:implementation-consulting"),
  advice("data protection consultancy UK", "r:uk s:privacy-consulting"),

  // Country adjectives and demonyms.
  demonym("German ISO 27001 auditor", "f:iso-27001 r:de s:audit"),
  demonym("a German company for TISAX", "f:tisax r:de"),
  demonym("British pen testers", "r:uk s:penetration-testing"),
  demonym(
    "UK based cyber essentials certification body",
    "f:cyber-essentials r:uk s:certification-body",
  ),
  demonym("Dutch privacy consultant", "r:nl s:privacy-consulting"),
  demonym("Swiss ISO 27001 certification body", "f:iso-27001 r:ch s:certification-body"),
  demonym("American SOC 2 auditors", "f:soc-2 r:us s:audit"),
  demonym("European GDPR lawyers", "f:gdpr r:eu s:legal-advisory"),
  demonym("Nordic NIS2 consultancy", "f:nis2 r:nordics s:implementation-consulting"),
  demonym("Scandinavian pentest firm", "r:nordics s:penetration-testing"),
  demonym("French cloud security auditor", "r:fr s:audit"),
  demonym("Spanish ENS consultants", "f:ens r:es s:implementation-consulting"),
  demonym("Italian ISO 27001 auditors", "f:iso-27001 r:it s:audit"),
  demonym("Irish GDPR consultancy", "f:gdpr r:ie s:privacy-consulting"),
  demonym("Belgian NIS2 auditor", "f:nis2 r:be s:audit"),
  demonym("Austrian ISO 27001 firm", "f:iso-27001 r:at"),
  demonym("Swedish vCISO", "r:se s:vciso"),
  demonym("Danish NIS2 advisers", "f:nis2 r:dk s:implementation-consulting"),
  demonym("Finnish pentesters", "r:fi s:penetration-testing"),
  demonym("Polish ISO 27001 consultants", "f:iso-27001 r:pl s:implementation-consulting"),
  demonym("Czech certification body", "r:cz s:certification-body"),
  demonym("Estonian compliance automation startup", "r:ee s:compliance-automation"),
  demonym("Norwegian ISO 27001 auditor", "f:iso-27001 r:no s:audit"),
  demonym("Portuguese GDPR lawyer", "f:gdpr r:pt s:legal-advisory"),
  demonym("Canadian SOC 2 auditor", "f:soc-2 r:ca s:audit"),
  demonym("Mexican ISO 27001 consultant", "f:iso-27001 r:mx s:implementation-consulting"),
  demonym("Brazilian LGPD lawyer", "r:br s:legal-advisory"),
  demonym("Argentinian pentesters", "r:ar s:penetration-testing"),
  demonym("Chilean ISO 27001 consultancy", "f:iso-27001 r:cl s:implementation-consulting"),
  demonym("Colombian auditors", "r:co s:audit"),
  demonym("Australian ISO 27001 certification body", "f:iso-27001 r:au s:certification-body"),
  demonym("Kiwi pen testing company", "r:nz s:penetration-testing"),
  demonym("Japanese ISMS auditor", "f:iso-27001 r:jp s:audit"),
  demonym("Korean ISO 27001 consultants", "f:iso-27001 r:kr s:implementation-consulting"),
  demonym("Indian SOC 2 auditors", "f:soc-2 r:in s:audit"),
  demonym("Singaporean MAS TRM consultant", "r:sg s:implementation-consulting"),
  demonym("Israeli penetration testing firm", "r:il s:penetration-testing"),
  demonym("Emirati ISO 27001 auditor", "f:iso-27001 r:ae s:audit"),
  demonym("Saudi NCA ECC consultant", "r:sa s:implementation-consulting"),
  demonym("South African POPIA lawyer", "r:za s:legal-advisory"),
  demonym("Luxembourgish DORA consultant", "f:dora r:lu s:implementation-consulting"),
  demonym("Latin American SOC 2 auditors", "f:soc-2 r:latam s:audit"),
  demonym("North American pen testers", "r:north-america s:penetration-testing"),
  demonym("Asian ISO 27001 certification bodies", "f:iso-27001 r:apac s:certification-body"),
  demonym("Middle Eastern ISO 27001 consultants", "f:iso-27001 r:mena s:implementation-consulting"),
  demonym("US-based SOC 2 auditor", "f:soc-2 r:us s:audit"),

  // Everyday names for a service.
  everyday("pentest", "s:penetration-testing"),
  everyday("pen test for our API", "s:penetration-testing"),
  everyday("ethical hacking services", "s:penetration-testing"),
  everyday("red team exercise", "s:penetration-testing"),
  everyday("vulnerability assessment and penetration testing", "s:penetration-testing"),
  everyday("phishing simulation", "s:security-awareness-training"),
  everyday("security awareness programme for 500 employees", "s:security-awareness-training"),
  everyday("cyber security training for staff", "s:security-awareness-training"),
  everyday("fractional CISO", "s:vciso"),
  everyday("virtual ciso", "s:vciso"),
  everyday("outsourced CISO for a scale-up", "s:vciso"),
  everyday("interim CISO", "s:vciso"),
  everyday("SOC 2 auditor", "f:soc-2 s:audit"),
  everyday("CPA firm for SOC 1", "f:soc-1 s:audit"),
  everyday("ISO registrar", "s:certification-body"),
  everyday("accredited certification body for ISO 27001", "f:iso-27001 s:certification-body"),
  everyday("ISO 27001 certifier", "f:iso-27001 s:certification-body"),
  everyday("outsourced DPO", "s:privacy-consulting"),
  everyday("data protection officer as a service", "s:privacy-consulting"),
  everyday("MSSP", "s:managed-security"),
  everyday("24/7 security operations center", "s:managed-security"),
  everyday("managed SOC provider", "s:managed-security"),
  everyday("third-party risk management", "s:risk-assessment"),
  everyday("vendor risk assessments", "s:risk-assessment"),
  everyday("GRC platform", "s:compliance-automation"),
  everyday("compliance software for SOC 2", "f:soc-2 s:compliance-automation"),
  everyday("automate ISO 27001 compliance", "f:iso-27001 s:compliance-automation"),
  everyday("pre-audit before certification", "s:readiness-assessment"),
  everyday("audit preparation ISO 27001", "f:iso-27001 s:readiness-assessment"),
  everyday("gap review PCI", "f:pci-dss s:gap-analysis"),
  everyday("outsourced internal audit", "s:internal-audit"),
  everyday("attorney for HIPAA", "f:hipaa s:legal-advisory"),
  everyday("solicitors for UK GDPR", "f:gdpr s:legal-advisory"),
  everyday("ISO 27k consultant", "f:iso-27001 s:implementation-consulting"),
  everyday("SOC II auditor", "f:soc-2 s:audit"),
  everyday(
    "information security management system certification",
    "f:iso-27001 s:certification-body",
  ),
  everyday("business continuity certification", "f:iso-22301 s:certification-body"),
  everyday("payment card industry compliance", "f:pci-dss"),
  everyday("Sarbanes Oxley audit", "f:sox s:audit"),

  // A spoken language is not a region.
  language("German-speaking ISO 27001 auditor", "f:iso-27001 s:audit"),
  language("consultant who speaks French", "s:implementation-consulting"),
  language("SOC 2 auditor that answers in Spanish", "f:soc-2 s:audit"),
  language("ISO 27001 consultant, in German please", "f:iso-27001 s:implementation-consulting"),
  language("pentest report in Italian", "s:penetration-testing"),
  language("Dutch-speaking privacy consultant", "s:privacy-consulting"),
  language("auditor fluent in Portuguese", "s:audit"),
  language("training in Swedish or Danish", "s:security-awareness-training"),
  language("ISO 27001 auditor speaking Polish", "f:iso-27001 s:audit"),
  language("english speaking pen testers in Germany", "r:de s:penetration-testing"),
  language("awareness training available in Japanese", "s:security-awareness-training"),
  language("German and French speaking auditors in Switzerland", "r:ch s:audit"),

  // Region codes that are also English words.
  code("help us find a soc 2 auditor", "f:soc-2 s:audit"),
  code("soc 2 auditor in the US", "f:soc-2 r:us s:audit"),
  code("SOC 2 auditors in the U.S.", "f:soc-2 r:us s:audit"),
  code("iso 27001 for it companies", "f:iso-27001"),
  code("IT security audit", "s:audit"),
  code("no soc 2 needed, just iso 27001", "f:soc-2,iso-27001"),
  code("ISO 27001 auditor in NO", "f:iso-27001 r:no s:audit"),
  code("pen test in IN", "r:in s:penetration-testing"),
  code("can you help us with it", ""),
  code("auditors in the USA", "r:us s:audit"),

  // Other languages.
  foreign("ISO 27001 Zertifizierung Deutschland", "f:iso-27001 r:de s:certification-body"),
  foreign("Penetrationstest Schweiz", "r:ch s:penetration-testing"),
  foreign("Penetrationstests für Webanwendungen", "s:penetration-testing"),
  foreign("Zertifizierungsstelle ISO 27001 Österreich", "f:iso-27001 r:at s:certification-body"),
  foreign("ISO 27001 Beratung München", "f:iso-27001 r:de s:implementation-consulting"),
  foreign("Datenschutzberatung DSGVO", "f:gdpr s:privacy-consulting"),
  foreign("externer Datenschutzbeauftragter", "s:privacy-consulting"),
  foreign("Schulung Informationssicherheit für Mitarbeiter", "s:security-awareness-training"),
  foreign("Prüfung nach ISO 27001", "f:iso-27001 s:audit"),
  foreign("Wirtschaftsprüfer für SOC 2", "f:soc-2 s:audit"),
  foreign("Rechtsanwalt NIS2", "f:nis2 s:legal-advisory"),
  foreign("Risikoanalyse nach ISO 27005", "s:risk-assessment"),
  foreign("Berater für TISAX in Frankreich", "f:tisax r:fr s:implementation-consulting"),
  foreign("conseil ISO 27001 en France", "f:iso-27001 r:fr s:implementation-consulting"),
  foreign("organisme de certification ISO 27001 Suisse", "f:iso-27001 r:ch s:certification-body"),
  foreign("test d'intrusion Belgique", "r:be s:penetration-testing"),
  foreign("tests d'intrusion pour une PME", "s:penetration-testing"),
  foreign("audit RGPD en Allemagne", "f:gdpr r:de s:audit"),
  foreign("avocat RGPD Paris", "f:gdpr r:fr s:legal-advisory"),
  foreign("sensibilisation à la cybersécurité", "s:security-awareness-training"),
  foreign("analyse des risques ISO 27005", "s:risk-assessment"),
  foreign("consultoría ISO 27001 en España", "f:iso-27001 r:es s:implementation-consulting"),
  foreign("auditoría SOC 2 México", "f:soc-2 r:mx s:audit"),
  foreign("pruebas de penetración en Colombia", "r:co s:penetration-testing"),
  foreign("formación en ciberseguridad para empleados", "s:security-awareness-training"),
  foreign("empresas de ciberseguridad en Alemania", "r:de"),
  foreign("organismo de certificación ENS", "f:ens s:certification-body"),
  foreign("consulenza ISO 27001 Italia", "f:iso-27001 r:it s:implementation-consulting"),
  foreign("test di penetrazione Svizzera", "r:ch s:penetration-testing"),
  foreign("ente di certificazione ISO 9001", "f:iso-9001 s:certification-body"),
  foreign("ISO 27001 advies Nederland", "f:iso-27001 r:nl s:implementation-consulting"),
  foreign("penetratietest België", "r:be s:penetration-testing"),
  foreign("consultoria LGPD Brasil", "r:br s:privacy-consulting"),
  foreign("auditoria ISO 27001 Portugal", "f:iso-27001 r:pt s:audit"),
  foreign("teste de intrusão", "s:penetration-testing"),
  foreign("ISO 27001 konsult Sverige", "f:iso-27001 r:se s:implementation-consulting"),
  foreign("penetrationstest Danmark", "r:dk s:penetration-testing"),
  foreign("NIS2 in Deutschland, Österreich und der Schweiz", "f:nis2 r:de,at,ch"),
  foreign("ISO 27001 Vereinigtes Königreich", "f:iso-27001 r:uk"),
  foreign("soc 2 Estados Unidos", "f:soc-2 r:us"),
  foreign("deutscher ISO 27001 Auditor", "f:iso-27001 r:de s:audit"),
  foreign("cabinet français de conseil RGPD", "f:gdpr r:fr s:privacy-consulting"),

  // Queries that must produce no filter, or must not produce a given one.
  negative("hello", ""),
  negative("what can you do?", ""),
  negative("cheap and fast please", ""),
  negative("who are you", ""),
  negative("is it possible to get certified quickly", ""),
  negative("best company near me", ""),
  negative("we are a startup in stealth", ""),
  negative("the quick brown fox", ""),
  negative("tell me about pricing", ""),
  negative("Can you recommend someone in German?", ""),
  negative("I speak Spanish", ""),
  negative("our team is ready to go", ""),
  negative("do you know any good vendors", ""),
  negative("no", ""),
  negative("us", ""),
  negative("it", ""),
  negative("in", ""),
];
