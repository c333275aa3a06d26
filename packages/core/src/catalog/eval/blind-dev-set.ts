import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Blind dev set: the readable (dev) half of a blind evaluation pair. Written on 2026-11-28
 * blind, by someone who saw neither the parser, its word tables nor any earlier set; its
 * misses may be read while fixing the parser, but only in general terms (fix the class of
 * mistake, never add its exact words or phrases). It covers buyer queries for the GRC vendor
 * directory: long Ask AI chat messages with tools, deadlines and first names or brands that
 * look like places; place-negatives (person names that are cities, banks/brands/tools named
 * like places, ruled-out places, languages, idioms, customers' locations that are not the
 * buyer's); misspelt acronyms, services, cities and countries; assessor and artefact trade
 * terms (QSA, 3PAO, C3PAO, ISAE 3402/3000, ROC/AOC, bridge letter, TLPT, BAA, ASV, registrar);
 * whole queries in Japanese, Arabic, Polish, Czech, Turkish, Chinese, Korean, Hindi, Greek and
 * Ukrainian; German, French, Spanish, Italian, Dutch, Portuguese and Swedish queries; cities,
 * states and provinces; countries outside the region list; and queries with several needs.
 *
 * Score of the parser before it was changed for them (c39a57c): 178/316 (56.3%); 27 of its 60
 * negatives got a region. By kind: chat-message 30/49, place-negative 32/60, misspelling 25/42,
 * trade-term 23/31, new-language 4/60, other-language 16/20, city-or-state 19/21, country-
 * outside-taxonomy 15/16, several-needs 14/17.
 */
const q = (text: string, expect: string, kind: EvalQuery["kind"]): EvalQuery => ({
  q: text,
  expect,
  kind,
});

export const BLIND_DEV_SET: readonly EvalQuery[] = [
  // ------------------------------------------------------------------ chat-message
  q(
    "hi, I'm Marta, CTO at a 40 person fintech in Lisbon. we use Vanta and Jira, our biggest client wants ISO 27001 by March. who can certify us?",
    "f:iso-27001 r:pt s:certification-body",
    "chat-message",
  ),
  q(
    "hey there, we're a b2b saas out of Denver, colorado, about 60 staff. sales keeps losing deals without a SOC 2 type 2 report. looking for a cpa firm to do the audit, ideally someone who works well with drata",
    "f:soc-2 r:us s:audit",
    "chat-message",
  ),
  q(
    "Hello, this is Austin from IT at a logistics company. We need someone to set up our ISMS for ISO 27001 and then run the internal audit before the stage 1. We are in Rotterdam.",
    "f:iso-27001 r:nl s:implementation-consulting,internal-audit",
    "chat-message",
  ),
  q(
    "hi I'm Sydney, ops lead at a small healthtech startup in Boston. we store patient data in aws and need a hipaa risk assessment before we sign with a hospital network next quarter",
    "f:hipaa r:us s:risk-assessment",
    "chat-message",
  ),
  q(
    "good morning, our company makes payment terminals and is headquartered in Eindhoven. we need a PCI DSS QSA for our first ROC, timeline is tight because the acquirer gave us until september",
    "f:pci-dss r:nl s:audit",
    "chat-message",
  ),
  q(
    "We're a 200 person insurer in Munich. Our board wants a fractional CISO for 12 months and a penetration test of our customer portal. Budget approved, can start in January.",
    "r:de s:vciso,penetration-testing",
    "chat-message",
  ),
  q(
    "hi! Regina here from a tiny ai startup, we build hiring models and customers keep asking about ISO 42001 and the EU AI Act. is there a consultant who can help us implement both? we're a remote team based in Toronto",
    "f:iso-42001,eu-ai-act r:ca s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, Victoria from procurement. We are issuing an RFP for an MSSP providing 24x7 MDR for our hospitals across Ontario. Please include references and pricing per endpoint.",
    "r:ca s:managed-security",
    "chat-message",
  ),
  q(
    "hey we use okta, jamf and github, 35 people, based in Amsterdam. we got soc 2 type 1 last year with a us auditor but want a cpa firm closer to home for the type 2",
    "f:soc-2 r:nl s:audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Paris, I run compliance at a crypto exchange in Dubai. VARA is asking about our security controls, we want a gap analysis against ISO 27001 and then a VAPT.",
    "f:iso-27001 r:ae s:gap-analysis,penetration-testing",
    "chat-message",
  ),
  q(
    "we're a manufacturer supplying bmw and vw from our plant in Gyor, hungary. they require TISAX level 3. we need a consultant to prepare us and an accredited audit provider for the assessment",
    "f:tisax r:eu s:implementation-consulting,audit",
    "chat-message",
  ),
  q(
    "Hi there, Jackson here, IT manager at a credit union in Madison, Wisconsin. Examiners flagged our vendor risk program. Looking for an outsourced internal audit team and maybe a NIST CSF risk assessment.",
    "f:nist-csf r:us s:internal-audit,risk-assessment",
    "chat-message",
  ),
  q(
    "hello, we are a 15 person dev shop in Bengaluru building apps for uk banks, clients want cyber essentials plus and an annual pentest. who can certify us and who does the pentest",
    "f:cyber-essentials r:in s:certification-body,penetration-testing",
    "chat-message",
  ),
  q(
    "Our hospital group in Riyadh needs an ISO 27001 lead implementer to build the ISMS from scratch, plus security awareness training for 3000 staff delivered in Arabic.",
    "f:iso-27001 r:sa s:implementation-consulting,security-awareness-training",
    "chat-message",
  ),
  q(
    "hi, Georgia from a series b martech co. enterprise buyers keep sending huge questionnaires. we need a grc platform to keep our soc 2 controls monitored and answer them faster, we're in san francisco",
    "f:soc-2 r:us s:compliance-automation",
    "chat-message",
  ),
  q(
    "Hallo, sorry for my English. We are a Mittelstand machine builder near Stuttgart, our customer requires ISO 27001 and we also fall under NIS2. Need a consultant who speaks German, on-site visits ok.",
    "f:iso-27001,nis2 r:de s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hi! I'm Aurora, founder of a femtech app in Stockholm. we process sensitive health data. need a DPO as a service and someone to run a DPIA on our new symptom tracker, GDPR obviously",
    "f:gdpr r:se s:privacy-consulting",
    "chat-message",
  ),
  q(
    "Hey, Chester here. We're a 12 person agency in Manchester doing web apps for the nhs. need cyber essentials asap and a consultant to write our policies. budget is small",
    "f:cyber-essentials r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "we're moving from drata to something cheaper for soc 2 and hipaa, 80 employees, austin tx. also open to a vciso who bundles the tool in",
    "f:soc-2,hipaa r:us s:compliance-automation,vciso",
    "chat-message",
  ),
  q(
    "Hello, my name is Lincoln and I manage IT for a mid-sized law firm in Sydney. Clients ask for ISO 27001. We'd like a gap analysis first, then decide on next steps.",
    "f:iso-27001 r:au s:gap-analysis",
    "chat-message",
  ),
  q(
    "hi we're a gaming studio in Seoul launching in europe next year, legal said we need gdpr advice from an actual lawyer. any firms that do this?",
    "f:gdpr r:kr s:legal-advisory",
    "chat-message",
  ),
  q(
    "Dallas from finance here 👋 our auditors want sox itgc testing done before year end, we're a newly listed company in Phoenix. can someone do the internal audit side for us?",
    "f:sox r:us s:internal-audit",
    "chat-message",
  ),
  q(
    "Hey, this is Madison. We're a fintech in Singapore regulated by MAS, need a red team exercise and a fractional CISO to own our TRM program. Any recommendations?",
    "r:sg s:penetration-testing,vciso",
    "chat-message",
  ),
  q(
    "we are a cloud provider bidding on german public sector work, they want BSI C5 attestation and ISO 27017. need an auditor for C5 and a certification body for 27017, we are in Vienna",
    "f:c5,iso-27017 r:at s:audit,certification-body",
    "chat-message",
  ),
  q(
    "Hi, Denver here, head of security at a payroll company in Cape Town. We want a SOC 1 type 2 over payroll processing and a SOC 2 later. Which audit firms issue these locally?",
    "f:soc-1,soc-2 r:za s:audit",
    "chat-message",
  ),
  q(
    "i'm the only it person at a 50 bed clinic in Guadalajara, mexico. we treat us patients so hipaa comes up a lot, and we need someone to train our staff on phishing",
    "f:hipaa r:mx s:security-awareness-training",
    "chat-message",
  ),
  q(
    "Hi team, I'm Adelaide. We're a Wellington based SaaS (New Zealand) looking at ISO 27001 and SOC 2 at once. Does anyone offer a combined readiness assessment?",
    "f:iso-27001,soc-2 r:nz s:readiness-assessment",
    "chat-message",
  ),
  q(
    "hello, we're a defense subcontractor in Huntsville, alabama, about 90 people. the prime says we need CMMC level 2 by next summer. need a C3PAO for the assessment and a consultant before that",
    "f:cmmc r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "hi, Jordan here from procurement at a logistics firm in Oslo. our auditors recommended we stop using spreadsheets, so we want a grc platform like onetrust to manage 300 suppliers",
    "r:no s:compliance-automation",
    "chat-message",
  ),
  q(
    "Good afternoon, I'm India, CISO at a retail chain in Lyon. We need a PCI DSS gap assessment ahead of next year's assessment and an MSSP for after-hours monitoring.",
    "f:pci-dss r:fr s:gap-analysis,managed-security",
    "chat-message",
  ),
  q(
    "we run a small hedge fund administrator in Luxembourg, investors keep asking for an ISAE 3402 type II. which audit firms do that here and roughly what does it cost",
    "f:soc-1 r:lu s:audit",
    "chat-message",
  ),
  q(
    "hey! we're a 20 person edtech in Tallinn using notion, slack and google workspace. school districts in the us want soc 2. need something to automate evidence collection + an auditor",
    "f:soc-2 r:ee s:compliance-automation,audit",
    "chat-message",
  ),
  q(
    "Hi, I'm Savannah, ops at a medical device startup in Galway. Our US distributor asked for a HIPAA BAA review and an ISO 27001 roadmap. Is there a firm with lawyers and consultants both?",
    "f:hipaa,iso-27001 r:ie s:legal-advisory,implementation-consulting",
    "chat-message",
  ),
  q(
    "we are a mid-size bank in Warsaw and DORA applies already. we need a TLPT provider and a legal counsel to review our ICT third party contracts before the supervisor asks",
    "f:dora r:pl s:penetration-testing,legal-advisory",
    "chat-message",
  ),
  q(
    "hello we are a saas on aws with healthcare customers, team is split between Buenos Aires and Montevideo. we want hitrust r2, who is an authorized external assessor that works in spanish?",
    "f:hitrust r:ar,latam s:audit",
    "chat-message",
  ),
  q(
    "Hi, Kent from a property management company in Brisbane. Our insurer wants Essential Eight and ISO 27001. Looking for a consultant to implement ISO 27001, the Essential Eight part we'll do ourselves.",
    "f:iso-27001 r:au s:implementation-consulting",
    "chat-message",
  ),
  q(
    "hey there. we're a legal tech startup, 25 ppl, offices in tel aviv and nyc. enterprise prospects want soc 2 type ii. looking for an auditor that's fine with a remote audit and supports drata",
    "f:soc-2 r:il,us s:audit",
    "chat-message",
  ),
  q(
    "We are a regional telco in Porto with around 400 employees. NIS2 is coming and we want a risk assessment, a gap analysis against NIS2 and ISO 27001, and a mock audit before certification.",
    "f:nis2,iso-27001 r:pt s:risk-assessment,gap-analysis,readiness-assessment",
    "chat-message",
  ),
  q(
    "hi i'm Brooklyn 😊 i do ops at a 10 person design agency, a client sent a security questionnaire about iso 27001 and i have no idea where to start. is there an affordable adviser near leeds?",
    "f:iso-27001 r:uk s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, Charlotte from an energy utility in Gothenburg. We fall under NIS2 and need 24/7 SOC as a service with an incident response retainer. Please share vendors with a Swedish presence.",
    "f:nis2 r:se s:managed-security",
    "chat-message",
  ),
  q(
    "hi we're a clinical research org in Basel, we want ISO 27001 and ISO 27701 certificates by Q3. consultants for the prep and then a certification body, preferably one that does both standards in one visit",
    "f:iso-27001,iso-27701 r:ch s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "Im Orlando, I run IT for a chain of dental clinics in Texas. need a HIPAA security risk assessment and maybe someone part time as our security lead, like a virtual ciso",
    "f:hipaa r:us s:risk-assessment,vciso",
    "chat-message",
  ),
  q(
    "hey, we're an AI company in Paris building models for banks. can someone set up an ISO 42001 AI management system for us? we use Jira and Confluence for everything if that matters",
    "f:iso-42001 r:fr s:implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello from Aarhus! We are a SaaS for pharma, 70 people. Customers are now asking for a SOC 2 report. Need an auditor, ideally one used to working with Danish companies.",
    "f:soc-2 r:dk s:audit",
    "chat-message",
  ),
  q(
    "Hi, Milan here (yes like the city). We're a 30 person fintech in Prague and need a penetration test of our mobile app plus a vCISO a couple of days a month.",
    "r:cz s:penetration-testing,vciso",
    "chat-message",
  ),
  q(
    "hi, I'm the office manager at an accountancy firm in Cork. we got hit by a phishing email last month. looking for staff awareness training and phishing simulations for 45 users",
    "r:ie s:security-awareness-training",
    "chat-message",
  ),
  q(
    "we're a gov contractor in Reston VA, need a 3PAO for FedRAMP moderate and also an advisor to get our SSP in shape first. currently on jira and aws govcloud",
    "f:fedramp r:us s:audit,implementation-consulting",
    "chat-message",
  ),
  q(
    "Hello, Sofia from a Bucharest-based outsourcing company with 600 engineers. Clients demand ISO 27001 and ISO 9001. We need an integrated management system consultant and later a certification body.",
    "f:iso-27001,iso-9001 r:eu s:implementation-consulting,certification-body",
    "chat-message",
  ),
  q(
    "hey, Houston here, we're an oil services company in Calgary. a major client wants ISO 22301 for business continuity. who can help us implement it within six months?",
    "f:iso-22301 r:ca s:implementation-consulting",
    "chat-message",
  ),

  // ------------------------------------------------------------------ place-negative
  q("soc 2 auditor, im Florence from a payroll startup", "f:soc-2 s:audit", "place-negative"),
  q(
    "this is austin from it, need a pentest for our web app",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "sydney in finance asked me to find an iso 27001 certification body",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "we bank with santander and they asked about pci dss, need a qsa",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q(
    "vendor questionnaire from bank of america says we need a soc 1 type 2 report, which cpa firms do that",
    "f:soc-1 s:audit",
    "place-negative",
  ),
  q(
    "we track all findings in jira, want compliance automation that syncs with it for iso 27001",
    "f:iso-27001 s:compliance-automation",
    "place-negative",
  ),
  q(
    "our client nordstrom requires a pci pentest before go live",
    "f:pci-dss s:penetration-testing",
    "place-negative",
  ),
  q(
    "zurich insurance is our cyber insurer and wants proof of security awareness training for all staff",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "soc 2 consultant without offshore teams, no india-based firms please",
    "f:soc-2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "iso 27001 certification body not based in the us",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "looking for a vciso outside of china, board is worried about data access",
    "s:vciso",
    "place-negative",
  ),
  q(
    "hipaa risk assessment with the report in portuguese",
    "f:hipaa s:risk-assessment",
    "place-negative",
  ),
  q("spanish-speaking soc 2 auditor", "f:soc-2 s:audit", "place-negative"),
  q(
    "german speaking iso 27001 lead implementer",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q("auditor who speaks japanese for our soc 2 type ii", "f:soc-2 s:audit", "place-negative"),
  q(
    "we want a swiss army knife grc tool that covers soc 2 iso 27001 and hipaa",
    "f:soc-2,iso-27001,hipaa s:compliance-automation",
    "place-negative",
  ),
  q(
    "procurement wants a dutch auction between three pentest firms, any suggestions",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "went to paris last year for a conference and met a great vciso there, looking for something similar",
    "s:vciso",
    "place-negative",
  ),
  q(
    "honestly iso 27001 annex a is all greek to me, need a consultant to walk us through it",
    "f:iso-27001 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "our team has stockholm syndrome with our current soc 2 auditor, time to switch",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "laptops run macos sonoma and ventura, need a cyber essentials plus certification body",
    "f:cyber-essentials s:certification-body",
    "place-negative",
  ),
  q(
    "our java and kotlin services need a penetration test for soc 2",
    "f:soc-2 s:penetration-testing",
    "place-negative",
  ),
  q(
    "customer is american express, they want our pci dss aoc signed by a qsa",
    "f:pci-dss s:audit",
    "place-negative",
  ),
  q(
    "we supply singapore airlines with crew software and they require iso 27001, need a certification body",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "we're emirates' catering software vendor and need a soc 2 type 2 audit",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "turkish airlines asked us as a supplier for a pentest report",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "Hi, Chad here, we need a hipaa compliance consultant",
    "f:hipaa s:implementation-consulting",
    "place-negative",
  ),
  q("Asia from our ops team wants quotes for mdr services", "s:managed-security", "place-negative"),
  q(
    "Kenya in our legal team needs quotes for a gdpr dpo as a service",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "what happens in vegas stays in vegas but our soc 2 findings cant, need a remediation consultant",
    "f:soc-2 s:implementation-consulting",
    "place-negative",
  ),
  q(
    "read about the panama papers and now the board wants a risk assessment of how we handle data",
    "s:risk-assessment",
    "place-negative",
  ),
  q(
    "iso 27001 internal auditor, NOT from the uk or ireland please",
    "f:iso-27001 s:internal-audit",
    "place-negative",
  ),
  q(
    "we're in toronto but dont want a us-based soc 2 auditor",
    "f:soc-2 r:ca s:audit",
    "place-negative",
  ),
  q(
    "pentest provider, no russian or belarusian companies",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "looking for a soc 2 auditor in germany, not switzerland",
    "f:soc-2 r:de s:audit",
    "place-negative",
  ),
  q(
    "victoria our cfo wants a sox readiness assessment",
    "f:sox s:readiness-assessment",
    "place-negative",
  ),
  q(
    "Lincoln from the board asked for a nist csf gap assessment",
    "f:nist-csf s:gap-analysis",
    "place-negative",
  ),
  q(
    "Regina, our dpo, is leaving so we need dpo as a service under gdpr",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "georgia in hr needs phishing simulation vendors",
    "s:security-awareness-training",
    "place-negative",
  ),
  q(
    "quote for an iso 9001 registrar, contact person is Jackson Hamilton",
    "f:iso-9001 s:certification-body",
    "place-negative",
  ),
  q(
    "deutsche bank onboarding requires iso 27001 from us, who can certify us",
    "f:iso-27001 s:certification-body",
    "place-negative",
  ),
  q(
    "saw your ad in the wall street journal, do you list soc 2 auditors",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "our app is called havana, it's a salsa dance app, need a vapt before launch",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "csa star level 2 auditor, avoid anyone in the eu due to cost",
    "f:csa-star s:audit",
    "place-negative",
  ),
  q(
    "mdr provider with french-speaking analysts for our quebec office",
    "r:ca s:managed-security",
    "place-negative",
  ),
  q(
    "iso 27701 certification body, reports must be in dutch",
    "f:iso-27701 s:certification-body",
    "place-negative",
  ),
  q("hindi-speaking vciso for our startup", "s:vciso", "place-negative"),
  q(
    "our network is cisco meraki and aruba, need a managed security provider to run it",
    "s:managed-security",
    "place-negative",
  ),
  q("need a pentest of our amazon web services setup", "s:penetration-testing", "place-negative"),
  q(
    "the patagonia brand team (we're their supplier) want us to pass a soc 2 audit",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "our soc 2 auditor Jack London left his firm, need a new soc 2 auditor",
    "f:soc-2 s:audit",
    "place-negative",
  ),
  q(
    "oxford comma debates aside, we need a privacy consultant for ccpa",
    "f:ccpa s:privacy-consulting",
    "place-negative",
  ),
  q("we're a poker app (texas hold em), need a pci dss qsa", "f:pci-dss s:audit", "place-negative"),
  q(
    "our coffee brand is called Colombia Roast, need a pci consultant for the webshop",
    "f:pci-dss s:implementation-consulting",
    "place-negative",
  ),
  q(
    "no vendors headquartered in israel please, need a red team engagement",
    "s:penetration-testing",
    "place-negative",
  ),
  q(
    "dora tlpt provider, not in luxembourg, but eu based",
    "f:dora r:eu s:penetration-testing",
    "place-negative",
  ),
  q(
    "hi, Dr. Adelaide Brooks here, looking for a hitrust assessor",
    "f:hitrust s:audit",
    "place-negative",
  ),
  q("nis2 gap analysis, contact is Mr. Denver Ireland", "f:nis2 s:gap-analysis", "place-negative"),
  q(
    "please send the gdpr dpia quote to Paris Jackson",
    "f:gdpr s:privacy-consulting",
    "place-negative",
  ),
  q(
    "eu ai act readiness assessment for our hr screening model",
    "f:eu-ai-act s:readiness-assessment",
    "place-negative",
  ),

  // ------------------------------------------------------------------ misspelling
  q("iso27oo1 consultent", "f:iso-27001 s:implementation-consulting", "misspelling"),
  q("soc2 typ 2 auditer", "f:soc-2 s:audit", "misspelling"),
  q("hippa risk assesment", "f:hipaa s:risk-assessment", "misspelling"),
  q("pci dds qsa", "f:pci-dss s:audit", "misspelling"),
  q("gpdr dpo servise", "f:gdpr s:privacy-consulting", "misspelling"),
  q("pentesting compny in sanfransisco ca", "r:us s:penetration-testing", "misspelling"),
  q("penetation test firm philidelphia pa", "r:us s:penetration-testing", "misspelling"),
  q("iso 27001 certfication body germnay", "f:iso-27001 r:de s:certification-body", "misspelling"),
  q("pentestfirm london", "r:uk s:penetration-testing", "misspelling"),
  q("iso27001auditor netherlnds", "f:iso-27001 r:nl s:audit", "misspelling"),
  q("soc2audit singapor", "f:soc-2 r:sg s:audit", "misspelling"),
  q("virtaul ciso austrailia", "r:au s:vciso", "misspelling"),
  q("mangaed security servics switzerlnd", "r:ch s:managed-security", "misspelling"),
  q("gap analisys iso 9001", "f:iso-9001 s:gap-analysis", "misspelling"),
  q("readyness assesment soc 2", "f:soc-2 s:readiness-assessment", "misspelling"),
  q("complaince automaton tool for hipaa", "f:hipaa s:compliance-automation", "misspelling"),
  q("hitrsut r2 assesor", "f:hitrust s:audit", "misspelling"),
  q("fed ramp 3pao", "f:fedramp s:audit", "misspelling"),
  q("nist 800 53 consultnat", "f:nist-800-53 s:implementation-consulting", "misspelling"),
  q(
    "cyber essentails plus certifcation body",
    "f:cyber-essentials s:certification-body",
    "misspelling",
  ),
  q("sarbanes oxly internal auditer", "f:sox s:internal-audit", "misspelling"),
  q("soc1 type2 repot cpa firm", "f:soc-1 s:audit", "misspelling"),
  q("tisax audit provder stutgart", "f:tisax r:de s:audit", "misspelling"),
  q("secuirty awarness traning for staff", "s:security-awareness-training", "misspelling"),
  q(
    "iso 270001 implmentation consultant",
    "f:iso-27001 s:implementation-consulting",
    "misspelling",
  ),
  q(
    "nis 2 complience consultant belguim",
    "f:nis2 r:be s:implementation-consulting",
    "misspelling",
  ),
  q("dora complaince gap anaylsis", "f:dora s:gap-analysis", "misspelling"),
  q("eu ai akt lawer", "f:eu-ai-act s:legal-advisory", "misspelling"),
  q("ccpa privacey consulting califronia", "f:ccpa r:us s:privacy-consulting", "misspelling"),
  q("mdr provder irleand", "r:ie s:managed-security", "misspelling"),
  q("vapt compnay bangalor", "r:in s:penetration-testing", "misspelling"),
  q("iso 42001 certifaction body japna", "f:iso-42001 r:jp s:certification-body", "misspelling"),
  q("cmmc levle 2 c3poa", "f:cmmc s:audit", "misspelling"),
  q(
    "iso 22301 busness continuity consultent chicgo",
    "f:iso-22301 r:us s:implementation-consulting",
    "misspelling",
  ),
  q("internel audit iso27001 norwey", "f:iso-27001 r:no s:internal-audit", "misspelling"),
  q("fractinal ciso denmrak", "r:dk s:vciso", "misspelling"),
  q("csa star auditer", "f:csa-star s:audit", "misspelling"),
  q("red teem exercize for a bank in johanesburg", "r:za s:penetration-testing", "misspelling"),
  q("legal advisery gdrp france", "f:gdpr r:fr s:legal-advisory", "misspelling"),
  q(
    "iso 27018 cloud privacy certifcation bodie",
    "f:iso-27018 s:certification-body",
    "misspelling",
  ),
  q("soc 2 tpye ii auditor in nyc", "f:soc-2 r:us s:audit", "misspelling"),
  q(
    "iso 20000 itsm consultnt mumabi",
    "f:iso-20000 r:in s:implementation-consulting",
    "misspelling",
  ),

  // ------------------------------------------------------------------ trade-term
  q("qsa for a pci dss level 1 merchant", "f:pci-dss s:audit", "trade-term"),
  q("need a 3pao for our fedramp high package", "f:fedramp s:audit", "trade-term"),
  q("c3pao for a cmmc level 2 certification assessment", "f:cmmc s:audit", "trade-term"),
  q(
    "isae 3402 type 2 report for our fund administration business",
    "f:soc-1 s:audit",
    "trade-term",
  ),
  q(
    "firm that can issue both an isae 3000 report and a soc 2 type ii",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q("pci roc and aoc from a qualified security assessor", "f:pci-dss s:audit", "trade-term"),
  q(
    "our soc 2 period ended in june and customers want a bridge letter, looking for a new soc 2 auditor for the next period",
    "f:soc-2 s:audit",
    "trade-term",
  ),
  q("cpa firm to issue our first soc 2 report", "f:soc-2 s:audit", "trade-term"),
  q(
    "freelance iso 27001 lead auditor for our internal audit",
    "f:iso-27001 s:internal-audit",
    "trade-term",
  ),
  q(
    "iso 9001 registrar for a machine shop in ohio",
    "f:iso-9001 r:us s:certification-body",
    "trade-term",
  ),
  q(
    "pci dss asv scans and an annual pen test from the same vendor",
    "f:pci-dss s:penetration-testing",
    "trade-term",
  ),
  q("tlpt under dora for a tier 1 bank", "f:dora s:penetration-testing", "trade-term"),
  q("lawyer to draft a hipaa baa with our cloud vendors", "f:hipaa s:legal-advisory", "trade-term"),
  q("mssp with a 24/7 soc for a 500 seat company", "s:managed-security", "trade-term"),
  q("soc as a service for a small hospital", "s:managed-security", "trade-term"),
  q("dpo service under gdpr for a 40 person company", "f:gdpr s:privacy-consulting", "trade-term"),
  q("who can run a dpia for our gdpr programme", "f:gdpr s:privacy-consulting", "trade-term"),
  q("interim ciso for 6 months while we hire", "s:vciso", "trade-term"),
  q("ethical hacking firm for our mobile banking app", "s:penetration-testing", "trade-term"),
  q("hitrust external assessor for an r2 validated assessment", "f:hitrust s:audit", "trade-term"),
  q("mock audit before our iso 27001 stage 2", "f:iso-27001 s:readiness-assessment", "trade-term"),
  q("pre-audit check for soc 2 type 1", "f:soc-2 s:readiness-assessment", "trade-term"),
  q("gap assessment against nist csf 2.0", "f:nist-csf s:gap-analysis", "trade-term"),
  q(
    "phishing simulation campaigns and training for 800 employees",
    "s:security-awareness-training",
    "trade-term",
  ),
  q("sox 404 itgc auditor", "f:sox s:audit", "trade-term"),
  q(
    "legal counsel for nis2 incident reporting obligations",
    "f:nis2 s:legal-advisory",
    "trade-term",
  ),
  q("c5 attestation auditor in frankfurt", "f:c5 r:de s:audit", "trade-term"),
  q(
    "certification body accredited for ens (esquema nacional de seguridad) in madrid",
    "f:ens r:es s:certification-body",
    "trade-term",
  ),
  q("vapt for pci dss segmentation testing", "f:pci-dss s:penetration-testing", "trade-term"),
  q(
    "grc software for iso 27001 and nis2",
    "f:iso-27001,nis2 s:compliance-automation",
    "trade-term",
  ),
  q("mdr for our microsoft 365 tenant", "s:managed-security", "trade-term"),

  // ------------------------------------------------------------------ new-language
  // Japanese
  q(
    "東京でISO 27001の認証機関を探しています",
    "f:iso-27001 r:jp s:certification-body",
    "new-language",
  ),
  q(
    "大阪の中小企業です。SOC 2の監査をお願いできる監査法人を探しています",
    "f:soc-2 r:jp s:audit",
    "new-language",
  ),
  q(
    "シンガポール拠点のペネトレーションテスト会社を教えてください",
    "r:sg s:penetration-testing",
    "new-language",
  ),
  q("日本語対応できるPCI DSSのQSAはいますか", "f:pci-dss s:audit", "new-language"),
  q(
    "福岡の会社です。ISO 27001の内部監査とリスクアセスメントをお願いしたい",
    "f:iso-27001 r:jp s:internal-audit,risk-assessment",
    "new-language",
  ),
  q(
    "名古屋の自動車部品メーカーです。TISAXの取得支援コンサルを探しています",
    "f:tisax r:jp s:implementation-consulting",
    "new-language",
  ),
  // Arabic
  q(
    "نبحث عن جهة منح شهادة ISO 27001 في الرياض",
    "f:iso-27001 r:sa s:certification-body",
    "new-language",
  ),
  q("شركة اختبار اختراق في دبي", "r:ae s:penetration-testing", "new-language"),
  q(
    "نحتاج مستشارا لتطبيق ISO 22301 في القاهرة",
    "f:iso-22301 r:mena s:implementation-consulting",
    "new-language",
  ),
  q("تقييم المخاطر السيبرانية لبنك في الدوحة", "r:mena s:risk-assessment", "new-language"),
  q("مدقق SOC 2 يتحدث اللغة الفرنسية", "f:soc-2 s:audit", "new-language"),
  q("تدريب توعية أمنية للموظفين في جدة", "r:sa s:security-awareness-training", "new-language"),
  // Polish
  q(
    "szukam jednostki certyfikującej ISO 27001 w Krakowie",
    "f:iso-27001 r:pl s:certification-body",
    "new-language",
  ),
  q("testy penetracyjne aplikacji webowej Warszawa", "r:pl s:penetration-testing", "new-language"),
  q(
    "audyt SOC 2 dla firmy z Wrocławia, raport po angielsku",
    "f:soc-2 r:pl s:audit",
    "new-language",
  ),
  q(
    "konsultant NIS2 i analiza luk dla szpitala w Gdańsku",
    "f:nis2 r:pl s:implementation-consulting,gap-analysis",
    "new-language",
  ),
  q(
    "szkolenia z cyberbezpieczeństwa dla pracowników, najlepiej firma z Niemiec",
    "r:de s:security-awareness-training",
    "new-language",
  ),
  q("audytor PCI DSS mówiący po polsku", "f:pci-dss s:audit", "new-language"),
  // Czech
  q(
    "hledáme certifikační orgán pro ISO 27001 v Praze",
    "f:iso-27001 r:cz s:certification-body",
    "new-language",
  ),
  q("penetrační testy pro e-shop, Brno", "r:cz s:penetration-testing", "new-language"),
  q(
    "poradenství se zavedením ISO 9001 a ISO 27001, firma v Bratislavě",
    "f:iso-9001,iso-27001 r:eu s:implementation-consulting",
    "new-language",
  ),
  q("interní audit podle NIS2 pro město Ostrava", "f:nis2 r:cz s:internal-audit", "new-language"),
  q("auditor SOC 2, který mluví německy", "f:soc-2 s:audit", "new-language"),
  q(
    "analýza rizik a virtuální CISO pro firmu v Plzni",
    "r:cz s:risk-assessment,vciso",
    "new-language",
  ),
  // Turkish
  q(
    "İstanbul'da ISO 27001 belgelendirme kuruluşu arıyoruz",
    "f:iso-27001 r:mena s:certification-body",
    "new-language",
  ),
  q("Ankara'da sızma testi yapan firma", "r:mena s:penetration-testing", "new-language"),
  q(
    "İzmir'deki şirketimiz için GDPR kapsamında DPO hizmeti",
    "f:gdpr r:mena s:privacy-consulting",
    "new-language",
  ),
  q("Almanca bilen SOC 2 denetçisi arıyoruz", "f:soc-2 s:audit", "new-language"),
  q(
    "Bursa'daki fabrikamız için TISAX uygulama danışmanı",
    "f:tisax r:mena s:implementation-consulting",
    "new-language",
  ),
  q(
    "İstanbul merkezli yönetilen güvenlik hizmeti sağlayıcısı (MSSP)",
    "r:mena s:managed-security",
    "new-language",
  ),
  // Chinese (simplified)
  q("上海 ISO 27001 认证机构", "f:iso-27001 r:apac s:certification-body", "new-language"),
  q("深圳有哪些渗透测试公司", "r:apac s:penetration-testing", "new-language"),
  q("新加坡的 SOC 2 审计机构", "f:soc-2 r:sg s:audit", "new-language"),
  q(
    "找一位会说日语的 ISO 27001 咨询顾问",
    "f:iso-27001 s:implementation-consulting",
    "new-language",
  ),
  q("香港公司需要 PCI DSS 差距分析", "f:pci-dss r:apac s:gap-analysis", "new-language"),
  q(
    "我们在台北，需要 ISO 27701 认证机构",
    "f:iso-27701 r:apac s:certification-body",
    "new-language",
  ),
  // Korean
  q(
    "서울에서 ISO 27001 인증기관 찾습니다",
    "f:iso-27001 r:kr s:certification-body",
    "new-language",
  ),
  q("부산 모의해킹 업체 추천해주세요", "r:kr s:penetration-testing", "new-language"),
  q("판교 스타트업인데 SOC 2 감사 비용이 궁금합니다", "f:soc-2 r:kr s:audit", "new-language"),
  q(
    "영어로 보고서 작성 가능한 ISO 27001 컨설팅 업체",
    "f:iso-27001 s:implementation-consulting",
    "new-language",
  ),
  q(
    "인천 소재 회사, GDPR 개인정보보호 컨설팅 필요",
    "f:gdpr r:kr s:privacy-consulting",
    "new-language",
  ),
  q(
    "가상 CISO 서비스와 임직원 보안 인식 교육",
    "s:vciso,security-awareness-training",
    "new-language",
  ),
  // Hindi
  q("मुंबई में ISO 27001 प्रमाणन निकाय चाहिए", "f:iso-27001 r:in s:certification-body", "new-language"),
  q("बेंगलुरु में पेनिट्रेशन टेस्टिंग कंपनी", "r:in s:penetration-testing", "new-language"),
  q("दिल्ली की फिनटेक कंपनी के लिए SOC 2 ऑडिट", "f:soc-2 r:in s:audit", "new-language"),
  q(
    "जर्मन भाषा बोलने वाला ISO 27001 सलाहकार",
    "f:iso-27001 s:implementation-consulting",
    "new-language",
  ),
  q(
    "पुणे में जोखिम मूल्यांकन और आंतरिक ऑडिट सेवाएं",
    "r:in s:risk-assessment,internal-audit",
    "new-language",
  ),
  q("सिंगापुर में PCI DSS QSA चाहिए", "f:pci-dss r:sg s:audit", "new-language"),
  // Greek
  q(
    "φορέας πιστοποίησης ISO 27001 στην Αθήνα",
    "f:iso-27001 r:eu s:certification-body",
    "new-language",
  ),
  q("δοκιμές διείσδυσης για τράπεζα στη Θεσσαλονίκη", "r:eu s:penetration-testing", "new-language"),
  q("υπηρεσία DPO για GDPR στη Λευκωσία", "f:gdpr r:eu s:privacy-consulting", "new-language"),
  q("ελεγκτής SOC 2 που μιλάει αγγλικά", "f:soc-2 s:audit", "new-language"),
  q(
    "εκπαίδευση ευαισθητοποίησης σε θέματα ασφάλειας για υπαλλήλους, Ηράκλειο",
    "r:eu s:security-awareness-training",
    "new-language",
  ),
  q(
    "εκτίμηση κινδύνου για NIS2 σε δήμο στην Πάτρα",
    "f:nis2 r:eu s:risk-assessment",
    "new-language",
  ),
  // Ukrainian
  q(
    "орган сертифікації ISO 27001 у Києві",
    "f:iso-27001 r:emea s:certification-body",
    "new-language",
  ),
  q(
    "тестування на проникнення для IT-компанії у Львові",
    "r:emea s:penetration-testing",
    "new-language",
  ),
  q(
    "аудит SOC 2 для аутсорсингової компанії, офіс у Польщі",
    "f:soc-2 r:pl s:audit",
    "new-language",
  ),
  q(
    "консультант з впровадження ISO 27001, звіти польською мовою",
    "f:iso-27001 s:implementation-consulting",
    "new-language",
  ),
  q("оцінка ризиків і віртуальний CISO, Харків", "r:emea s:risk-assessment,vciso", "new-language"),
  q(
    "навчання з кібербезпеки для працівників банку в Одесі",
    "r:emea s:security-awareness-training",
    "new-language",
  ),

  // ------------------------------------------------------------------ other-language
  q(
    "ISO 27001 Zertifizierungsstelle in München",
    "f:iso-27001 r:de s:certification-body",
    "other-language",
  ),
  q(
    "Penetrationstest für unseren Onlineshop, Firma in Graz",
    "r:at s:penetration-testing",
    "other-language",
  ),
  q(
    "externer Datenschutzbeauftragter DSGVO Zürich",
    "f:gdpr r:ch s:privacy-consulting",
    "other-language",
  ),
  q(
    "organisme de certification ISO 27001 à Lyon",
    "f:iso-27001 r:fr s:certification-body",
    "other-language",
  ),
  q("audit SOC 2 pour une startup à Montréal", "f:soc-2 r:ca s:audit", "other-language"),
  q("RSSI à temps partagé pour PME à Bruxelles", "r:be s:vciso", "other-language"),
  q(
    "consultoría para implantar el ENS en una empresa de Sevilla",
    "f:ens r:es s:implementation-consulting",
    "other-language",
  ),
  q("pruebas de penetración en Bogotá", "r:co s:penetration-testing", "other-language"),
  q("auditor SOC 2 en Ciudad de México", "f:soc-2 r:mx s:audit", "other-language"),
  q("auditor PCI DSS que hable inglés, no en España", "f:pci-dss s:audit", "other-language"),
  q(
    "ente di certificazione ISO 9001 a Milano",
    "f:iso-9001 r:it s:certification-body",
    "other-language",
  ),
  q(
    "analisi dei rischi NIS2 per azienda a Torino",
    "f:nis2 r:it s:risk-assessment",
    "other-language",
  ),
  q(
    "ISO 27001 implementatie adviseur in Utrecht",
    "f:iso-27001 r:nl s:implementation-consulting",
    "other-language",
  ),
  q("pentest bureau in Gent", "r:be s:penetration-testing", "other-language"),
  q(
    "consultoria LGPD e DPO como serviço em São Paulo",
    "r:br s:privacy-consulting",
    "other-language",
  ),
  q("auditoria SOC 2 para fintech em Lisboa", "f:soc-2 r:pt s:audit", "other-language"),
  q("teste de intrusão em Belo Horizonte", "r:br s:penetration-testing", "other-language"),
  q(
    "ISO 27001 certifieringsorgan i Göteborg",
    "f:iso-27001 r:se s:certification-body",
    "other-language",
  ),
  q(
    "säkerhetsmedvetenhetsutbildning för anställda i Malmö",
    "r:se s:security-awareness-training",
    "other-language",
  ),
  q(
    "riskbedömning enligt NIS2 för en kommun i Uppsala",
    "f:nis2 r:se s:risk-assessment",
    "other-language",
  ),

  // ------------------------------------------------------------------ city-or-state
  q("soc 2 auditor austin tx", "f:soc-2 r:us s:audit", "city-or-state"),
  q(
    "iso 27001 consultant in bavaria",
    "f:iso-27001 r:de s:implementation-consulting",
    "city-or-state",
  ),
  q("pen testing firms in queensland", "r:au s:penetration-testing", "city-or-state"),
  q("vciso barcelona", "r:es s:vciso", "city-or-state"),
  q("hipaa risk assessment new jersey", "f:hipaa r:us s:risk-assessment", "city-or-state"),
  q(
    "iso 9001 certification body edinburgh",
    "f:iso-9001 r:uk s:certification-body",
    "city-or-state",
  ),
  q("managed security provider in flanders", "r:be s:managed-security", "city-or-state"),
  q("pci dss qsa in new south wales", "f:pci-dss r:au s:audit", "city-or-state"),
  q("gdpr privacy consultant in lombardy", "f:gdpr r:it s:privacy-consulting", "city-or-state"),
  q("soc 2 auditor london ontario", "f:soc-2 r:ca s:audit", "city-or-state"),
  q("penetration testing cambridge ma", "r:us s:penetration-testing", "city-or-state"),
  q(
    "nist 800-53 consultant in maryland",
    "f:nist-800-53 r:us s:implementation-consulting",
    "city-or-state",
  ),
  q("internal audit services gauteng", "r:za s:internal-audit", "city-or-state"),
  q(
    "iso 27001 lead implementer maharashtra",
    "f:iso-27001 r:in s:implementation-consulting",
    "city-or-state",
  ),
  q("soc as a service sao paulo", "r:br s:managed-security", "city-or-state"),
  q("cmmc c3pao near san diego", "f:cmmc r:us s:audit", "city-or-state"),
  q("gap analysis iso 27001 tyrol", "f:iso-27001 r:at s:gap-analysis", "city-or-state"),
  q("dpo service in catalonia", "r:es s:privacy-consulting", "city-or-state"),
  q("pentest firm perth wa", "r:au s:penetration-testing", "city-or-state"),
  q("fractional ciso in dublin ohio", "r:us s:vciso", "city-or-state"),
  q("iso 27001 auditor in zurich", "f:iso-27001 r:ch s:audit", "city-or-state"),

  // ------------------------------------------------------------------ country-outside-taxonomy
  q(
    "iso 27001 certification body in greece",
    "f:iso-27001 r:eu s:certification-body",
    "country-outside-taxonomy",
  ),
  q("soc 2 auditor romania", "f:soc-2 r:eu s:audit", "country-outside-taxonomy"),
  q(
    "penetration testing company kenya",
    "r:emea s:penetration-testing",
    "country-outside-taxonomy",
  ),
  q("vciso for a fintech in nigeria", "r:emea s:vciso", "country-outside-taxonomy"),
  q(
    "iso 27001 consultant vietnam",
    "f:iso-27001 r:apac s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("pci dss qsa in peru", "f:pci-dss r:latam s:audit", "country-outside-taxonomy"),
  q("managed security services egypt", "r:mena s:managed-security", "country-outside-taxonomy"),
  q(
    "iso 22301 consultant qatar",
    "f:iso-22301 r:mena s:implementation-consulting",
    "country-outside-taxonomy",
  ),
  q("soc 2 audit firm iceland", "f:soc-2 r:nordics s:audit", "country-outside-taxonomy"),
  q("gdpr dpo service in hungary", "f:gdpr r:eu s:privacy-consulting", "country-outside-taxonomy"),
  q(
    "risk assessment for a bank in malaysia",
    "r:apac s:risk-assessment",
    "country-outside-taxonomy",
  ),
  q(
    "iso 27001 internal audit serbia",
    "f:iso-27001 r:emea s:internal-audit",
    "country-outside-taxonomy",
  ),
  q("pentest jamaica", "r:latam s:penetration-testing", "country-outside-taxonomy"),
  q(
    "cyber security awareness training morocco",
    "r:mena s:security-awareness-training",
    "country-outside-taxonomy",
  ),
  q(
    "iso 9001 registrar taiwan",
    "f:iso-9001 r:apac s:certification-body",
    "country-outside-taxonomy",
  ),
  q("nis2 gap analysis croatia", "f:nis2 r:eu s:gap-analysis", "country-outside-taxonomy"),

  // ------------------------------------------------------------------ several-needs
  q(
    "iso 27001 and soc 2 audit plus a pentest, offices in uk and ireland",
    "f:iso-27001,soc-2 r:uk,ie s:audit,penetration-testing",
    "several-needs",
  ),
  q(
    "hipaa and hitrust readiness assessment then the hitrust assessor",
    "f:hipaa,hitrust s:readiness-assessment,audit",
    "several-needs",
  ),
  q(
    "gdpr dpo service, iso 27701 certification body and a privacy lawyer for our berlin and vienna entities",
    "f:gdpr,iso-27701 r:de,at s:privacy-consulting,certification-body,legal-advisory",
    "several-needs",
  ),
  q(
    "need a pci dss qsa, a soc 1 type 2 and sox internal audit, we are in new york and toronto",
    "f:pci-dss,soc-1,sox r:us,ca s:audit,internal-audit",
    "several-needs",
  ),
  q(
    "dora and nis2 gap analysis plus tlpt for a bank in frankfurt and paris",
    "f:dora,nis2 r:de,fr s:gap-analysis,penetration-testing",
    "several-needs",
  ),
  q(
    "fedramp 3pao and a nist 800-53 consultant, virginia or texas",
    "f:fedramp,nist-800-53 r:us s:audit,implementation-consulting",
    "several-needs",
  ),
  q(
    "iso 9001 and iso 27001 certification body in mexico and colombia",
    "f:iso-9001,iso-27001 r:mx,co s:certification-body",
    "several-needs",
  ),
  q(
    "vciso + mdr + phishing simulation for a 200 person company in the nordics",
    "r:nordics s:vciso,managed-security,security-awareness-training",
    "several-needs",
  ),
  q(
    "eu ai act lawyer and iso 42001 consultant, benelux",
    "f:eu-ai-act,iso-42001 r:benelux s:legal-advisory,implementation-consulting",
    "several-needs",
  ),
  q(
    "grc platform covering soc 2, iso 27001, gdpr and ccpa",
    "f:soc-2,iso-27001,gdpr,ccpa s:compliance-automation",
    "several-needs",
  ),
  q(
    "risk assessment and internal audit for iso 27017 and iso 27018 cloud controls, apac",
    "f:iso-27017,iso-27018 r:apac s:risk-assessment,internal-audit",
    "several-needs",
  ),
  q(
    "pentest and csa star auditor, sydney or auckland",
    "f:csa-star r:au,nz s:penetration-testing,audit",
    "several-needs",
  ),
  q(
    "cyber essentials plus and iso 27001 certification body plus security awareness training, scotland and wales",
    "f:cyber-essentials,iso-27001 r:uk s:certification-body,security-awareness-training",
    "several-needs",
  ),
  q(
    "soc 2 and iso 27001 auditor covering the dach region and the middle east",
    "f:soc-2,iso-27001 r:dach,mena s:audit",
    "several-needs",
  ),
  q(
    "gap analysis and implementation consulting for iso 20000 and iso 22301 in latin america",
    "f:iso-20000,iso-22301 r:latam s:gap-analysis,implementation-consulting",
    "several-needs",
  ),
  q(
    "pentest and a vciso based in north america",
    "r:north-america s:penetration-testing,vciso",
    "several-needs",
  ),
  q(
    "iso 27001 certification body and an mssp, both with worldwide coverage",
    "f:iso-27001 r:global s:certification-body,managed-security",
    "several-needs",
  ),
];
