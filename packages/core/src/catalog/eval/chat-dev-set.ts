import type { EvalQuery } from "./query-eval-set.ts";

/**
 * Chat messages, a dev set (150 queries). Written 2026-11-30 blind, by someone who saw neither
 * the query reader's code nor any earlier set, working only from the default taxonomy.
 */
const q = (text: string, expect: string): EvalQuery => ({ q: text, expect, kind: "chat-message" });

export const CHAT_DEV_SET: readonly EvalQuery[] = [
  // English, 100 messages.
  q(
    "Hi there! We're a 40-person fintech in Manchester, just closed our Series A. Our first enterprise customer (a big US bank) wants SOC 2 Type II before they'll sign. We have nothing in place yet. Looking for someone to help us build the controls and policies, and then a separate firm to do the actual audit. Budget is tight, maybe £30k all in. Thanks, Tom",
    "f:soc-2 r:uk s:audit,implementation-consulting",
  ),
  q(
    "hey, do u know any pentest companies in austin? we're a small saas (12 ppl) and need a web app pentest for a customer security questionnaire, nothing fancy. ideally under $15k. thx",
    "r:us s:penetration-testing",
  ),
  q(
    "Hi, Austin here from the IT team at a dental clinic chain in Ohio. Our insurer asked for a HIPAA risk assessment and honestly the front desk staff could use some phishing training too. Who do you recommend?",
    "f:hipaa r:us s:risk-assessment,security-awareness-training",
  ),
  q(
    "Good morning. We are a German Tier-2 supplier (brake components, ~800 staff, plant near Stuttgart). VW requires TISAX AL3 for our new project. We need a consultant to prepare us and later the assessment itself. Can you list providers who do both? German-speaking preferred.",
    "f:tisax r:de s:audit,implementation-consulting",
  ),
  q(
    "How do vendors get the 'verified' badge on this site? Is it paid placement or do you actually check them? Just want to know before I trust the ratings. Cheers",
    "",
  ),
  q(
    "We already hold ISO 27001 (certified 2023 by BSI). Now the board wants ISO 42001 since we ship an LLM-based product. Looking for an accredited certification body that can do 42001 and ideally combine it with our 27001 surveillance audit next spring. We're in Dublin.",
    "f:iso-27001,iso-42001 r:ie s:certification-body",
  ),
  q(
    "Hello, I am working for small logistic company in Poland, Wrocław. Our client from Netherlands ask us to have ISO 27001 certificate until end of year. We have no any documents. Please advice consultant which can help with all documentation and speak polish language. Regards Marek",
    "f:iso-27001 r:pl s:implementation-consulting",
  ),
  q(
    "we use vanta already and are like 70% through the soc 2 controls. need an auditor that integrates with vanta, ideally one that does type 1 now and type 2 in 6 months. US or Canada based, doesn't matter which",
    "f:soc-2 r:ca,us s:audit",
  ),
  q(
    "Sydney here 👋 I run IT at a 200-person healthtech in Brisbane. We need a fractional CISO, 2 days a week, who can run our ISO 27001 program and report to the board. Not chasing a certificate right now, we just need leadership.",
    "f:iso-27001 r:au s:vciso",
  ),
  q(
    "Hi! Quick q - is there any way to get email alerts when a new vendor is added to a category? I keep checking back manually. Thanks a lot, Florence",
    "",
  ),
  q(
    "We're a payments startup in São Paulo expanding into Mexico. Need a QSA for a PCI DSS Level 1 RoC. Preference for a firm with people on the ground in Mexico City since that's where our processing will live. Spanish or Portuguese speaking.",
    "f:pci-dss r:mx s:audit",
  ),
  q(
    "Our parent company is in Tokyo and they're pushing all subsidiaries to get ISO 27001. We're the UK subsidiary, about 120 staff in Leeds. Need a gap analysis first; the certification audit can wait until next year.",
    "f:iso-27001 r:uk s:gap-analysis",
  ),
  q(
    "Looking for a privacy lawyer in Brussels who handles GDPR and the AI Act for a health data platform. We also need a DPIA done for a new feature. Not looking for a general security consultancy.",
    "f:eu-ai-act,gdpr r:be s:legal-advisory,privacy-consulting",
  ),
  q(
    "We are a defense subcontractor in Huntsville, Alabama, ~60 employees, handling CUI. We need a C3PAO for our CMMC Level 2 assessment by Q3. Already did our SPRS self-score with an RPO last year.",
    "f:cmmc r:us s:audit",
  ),
  q(
    "Need recommendations for a CMMC RPO in Virginia or Maryland. We're not ready for an assessment yet, need help with the SSP and POA&Ms first. Small shop, 15 ppl.",
    "f:cmmc r:us s:implementation-consulting",
  ),
  q(
    "Thanks, that list was really useful! I'll reach out to the two in Amsterdam and let you know how it goes.",
    "",
  ),
  q(
    "Hello, we're a Swiss asset manager (Zurich, 90 staff). FINMA isn't the issue, but our EU clients are asking whether we meet DORA as their ICT provider. Can you suggest firms that do DORA gap analyses and also TLPT? Should be Switzerland-based or at least have a Zurich office.",
    "f:dora r:ch s:gap-analysis,penetration-testing",
  ),
  q(
    "We're a 300-seat BPO in Manila serving US healthcare clients. Clients want HITRUST r2. We need an external assessor firm and probably some readiness work before that. Prefer someone who's worked in the Philippines before.",
    "f:hitrust r:apac s:audit,readiness-assessment",
  ),
  q(
    "Does anybody here do SOX ITGC testing as co-sourced internal audit? We IPO'd on Nasdaq in March, HQ in Tel Aviv, and our internal audit team is 2 people. Need help for the first 404 cycle.",
    "f:sox r:il s:internal-audit",
  ),
  q(
    "I'm looking for a company that can do ISO 9001 and ISO 14001 together for our manufacturing plant in Monterrey. We'd like the same certification body for both. Spanish speaking obviously.",
    "f:iso-9001 r:mx s:certification-body",
  ),
  q(
    "hiya, we got our ISO 27001 cert last month (yay 🎉). now need someone to do the internal audit each year, as our own team isn't independent enough. UK based pls, remote is fine",
    "f:iso-27001 r:uk s:internal-audit",
  ),
  q(
    "Our SOC 2 auditor (based in Denver) just told us they're retiring from the practice. We need a new CPA firm for our Type II renewal in September. We're a 50-person HR software company in Toronto.",
    "f:soc-2 r:ca s:audit",
  ),
  q(
    "We are a Nordic fintech (HQ Stockholm, dev team in Tallinn) and need a NIS2 + DORA gap assessment, then implementation help. Vendor must be Nordic, no big 4 please.",
    "f:dora,nis2 r:nordics s:gap-analysis,implementation-consulting",
  ),
  q(
    "Is there a vCISO who also handles GDPR as our DPO? Budget is small, we're a 20 person e-commerce in Lyon. French speaking please 🙏",
    "f:gdpr r:fr s:privacy-consulting,vciso",
  ),
  q(
    "We're in Lagos, Nigeria, a fintech with ~150 staff. Need PCI DSS compliance help and a pentest of our card platform. We'd rather go with a firm based in South Africa as local options are thin.",
    "f:pci-dss r:za s:implementation-consulting,penetration-testing",
  ),
  q(
    "Good afternoon, I'm Paris, compliance lead at a crypto exchange registered in Lithuania. We must comply with DORA by next month (yes we're late). Need an ICT risk assessment and someone to write the policies. Remote OK, English language.",
    "f:dora r:eu s:implementation-consulting,risk-assessment",
  ),
  q(
    "Please, I need help with LGPD. We are a clinic network in Belo Horizonte and the ANPD opened a process against us. We need a DPO service and a lawyer urgently.",
    "r:br s:legal-advisory,privacy-consulting",
  ),
  q(
    "Our investors in Singapore want an independent security review before the next round. We're a 30-person proptech in Auckland. Not sure if that means a pentest or a risk assessment, maybe both? Any NZ firms?",
    "r:nz s:penetration-testing,risk-assessment",
  ),
  q(
    "hey all, company of 2k employees, HQ Chicago, offices in Pune and Kraków. we want ONE security awareness training vendor for all sites, with content in English, Hindi and Polish. phishing sims included. ideas?",
    "r:in,pl,us s:security-awareness-training",
  ),
  q(
    "Our hosting is entirely in AWS Frankfurt and our customers are mostly Austrian banks. We're a small software house in Graz. Looking for an ISO 27001 consultant AND we'll need a DORA-aware contract review from lawyers.",
    "f:dora,iso-27001 r:at s:implementation-consulting,legal-advisory",
  ),
  q(
    "Hi, I'm a freelance ISO 27001 lead auditor based in Madrid. How can I register my profile on your directory and what does it cost?",
    "",
  ),
  q(
    "We need FedRAMP Moderate. 3PAO recommendations? We already have SOC 2 and 27001. Also open to an advisory partner for the SSP, but the 3PAO is the priority.",
    "f:fedramp s:audit,implementation-consulting",
  ),
  q(
    "Any recs for a registrar that's UKAS accredited for ISO 22301? We're a data centre operator in Slough, already ISO 27001 certified, now adding business continuity.",
    "f:iso-22301 r:uk s:certification-body",
  ),
  q(
    "Hello from Bangalore! We're an Indian SaaS selling to US hospitals. Need HIPAA compliance help and a SOC 2 readiness assessment. Indian vendors preferred for cost, but must know US regs well.",
    "f:hipaa,soc-2 r:in s:implementation-consulting,readiness-assessment",
  ),
  q(
    "I'm Dakota, I handle IT for a credit union in South Dakota (about 90 staff). Examiners flagged our lack of a formal risk assessment. Looking for someone local-ish, Midwest preferred, to do an IT risk assessment. NIST CSF based would be great.",
    "f:nist-csf r:us s:risk-assessment",
  ),
  q(
    "Does the EU AI Act apply to us? We're a 15 person startup in Amsterdam building an HR screening tool. If yes we'd want a consultant to classify our system and help with conformity, maybe ISO 42001 later but not now.",
    "f:eu-ai-act r:nl s:implementation-consulting",
  ),
  q(
    "We're a mid-sized retailer (Chile, 1,200 employees, 40 stores) and our acquiring bank in Santiago is asking for our PCI AoC. Last year we filled an SAQ ourselves but now they want a QSA-signed report. Which QSAs operate in Chile or at least in LatAm?",
    "f:pci-dss r:cl,latam s:audit",
  ),
  q(
    "hi. need iso 27001 + 27701 certification together, one audit if possible. we're a HR payroll provider in Barcelona. also the auditor must be able to audit in Spanish and Catalan",
    "f:iso-27001,iso-27701 r:es s:certification-body",
  ),
  q(
    "We're planning SOC 2 for 2027, not this year. For now I just want a GRC tool to start collecting evidence. Drata vs Vanta vs something cheaper? 35 people, Austin TX.",
    "f:soc-2 r:us s:compliance-automation",
  ),
  q(
    "our biggest customer (Siemens) sent a supplier questionnaire referencing IEC 62443 and ISO 27001. We're a 50 person automation integrator in Brno. Who can help us answer it and maybe do a gap analysis vs 27001?",
    "f:iso-27001 r:cz s:gap-analysis,implementation-consulting",
  ),
  q(
    "Ok so follow-up from yesterday: the pentest firm you suggested was great but fully booked till March. Any others in the same area (Lisbon)? Same scope, external + internal network.",
    "r:pt s:penetration-testing",
  ),
  q(
    "We're a US-based SaaS. We need a GDPR representative in the EU (Art. 27) and a UK representative too. Who provides that? Also someone to update our RoPA.",
    "f:gdpr r:eu,uk s:privacy-consulting",
  ),
  q(
    "hello team. i am from vietnam working for korean company in Ho Chi Minh. our head office in Seoul want all subsidiary to get ISO 27001 certified by same certification body as Korea HQ. can you help find certification body available in vietnam?",
    "f:iso-27001 r:apac s:certification-body",
  ),
  q(
    "We're a Canadian health app (Vancouver) with a lot of users in California. Do we need CCPA? Looking for a privacy consultancy that covers both PIPEDA and CCPA.",
    "f:ccpa r:ca s:privacy-consulting",
  ),
  q(
    "Can your AI recommend a HITRUST e1 assessor that's quick? We're 18 people, Nashville, selling to a health system that requires e1 by June 1. Budget ~$40k.",
    "f:hitrust r:us s:audit",
  ),
  q(
    "Hi! I'm Chelsea from a London fashion brand. Our Shopify store got flagged by our payment processor for PCI. Do we even need anything, or is an SAQ enough? If we need help, who's affordable?",
    "f:pci-dss r:uk s:implementation-consulting",
  ),
  q(
    "We're outsourcing our SOC. Requirement from our regulator, quote: 'the service provider shall maintain a security operations centre located within the Kingdom'. So we need an MSSP with a SOC in Saudi. We're a bank in Riyadh.",
    "r:sa s:managed-security",
  ),
  q(
    "Hi, we are Estonian e-residency company, 5 people, remote all over. Need a cheap outsourced DPO, nothing else. Email only is ok.",
    "r:ee s:privacy-consulting",
  ),
  q(
    "Looking for someone to do our annual ISO 27001 surveillance audit - current CB raised prices 40%. 150 staff, offices in Copenhagen and Malmö.",
    "f:iso-27001 r:dk,se s:certification-body",
  ),
  q(
    "We're a fintech in Bogotá, regulated by the SFC. We want to get ISO 27001 certified in 2027 and SOC 2 after that. Right now we just need an implementation partner, ideally Colombian or at least LatAm, who speaks Spanish.",
    "f:iso-27001 r:co,latam s:implementation-consulting",
  ),
  q(
    "Short one: NIST 800-53 control mapping for a state government contract. Who does that? Located in Georgia (the US state, not the country 😅).",
    "f:nist-800-53 r:us s:implementation-consulting",
  ),
  q(
    "Please recommend an auditor for an ISAE 3402 type II report. Our Dutch pension administration clients require it. We're based in Utrecht, 250 FTE.",
    "f:soc-1 r:nl s:audit",
  ),
  q(
    "Who can write our ISMS policies + statement of applicability? We have a certification audit booked in 8 weeks with a CB already, just behind on docs. Ireland, Cork.",
    "f:iso-27001 r:ie s:implementation-consulting",
  ),
  q(
    "We're a 12 person AI startup in Hyderabad but our customers are all in Europe. They keep asking about the AI Act and GDPR. Is there someone who could do a single gap analysis covering both? Prefer an EU-based firm.",
    "f:eu-ai-act,gdpr r:eu s:gap-analysis",
  ),
  q(
    "Our SaaS runs on Azure in the Sydney and Singapore regions. We're HQ'd in Kuala Lumpur. We need CSA STAR Level 2 certification and ISO 27017/27018 added to our existing 27001. Malaysian or Singaporean CB please.",
    "f:csa-star,iso-27017,iso-27018 r:apac,sg s:certification-body",
  ),
  q(
    "Hello, we're an Irish medtech. Need ISO 13485 + ISO 27001 + HIPAA for the US market. Who does all three? Our US distributor is in Minneapolis if that matters.",
    "f:hipaa,iso-27001 r:ie",
  ),
  q(
    "Is this directory available in German? My colleagues in Vienna don't read English well and they're the ones choosing.",
    "",
  ),
  q(
    "I'm India Morgan, head of ops at a charity in Cardiff. We handle donor data and want Cyber Essentials (basic, not Plus) plus some training for volunteers. Any Welsh or UK providers who do charity discounts?",
    "f:cyber-essentials r:uk s:certification-body,security-awareness-training",
  ),
  q(
    "Is there a firm that does SOC 1 and SOC 2 together? We're a payroll processor in Johannesburg serving US clients and our clients' auditors need a SOC 1. South African firm strongly preferred.",
    "f:soc-1,soc-2 r:za s:audit",
  ),
  q(
    "We just failed our TISAX assessment on prototype protection 🙃. Need someone to help remediate before the re-assessment in 3 months. Plant is in Győr, Hungary; parent in Ingolstadt.",
    "f:tisax r:eu s:implementation-consulting",
  ),
  q(
    "hey there, I'm the only IT guy at a 60 person law firm in Boston. Partners want 'something like SOC 2 but cheaper'. Honestly I think we need a vCISO more than a framework. thoughts?",
    "r:us s:vciso",
  ),
  q(
    "Can you find me a German-speaking data protection officer service? We're an Austrian hotel group with 9 hotels. We also need a DPIA for our new booking system under GDPR.",
    "f:gdpr r:at s:privacy-consulting",
  ),
  q(
    "Our Frankfurt-based investor requires an ISO 27001 certificate within 12 months as part of the term sheet. We're a 45 person insurtech in Warsaw. Looking for end-to-end: gap analysis, implementation, internal audit, then certification. Polish or English.",
    "f:iso-27001 r:pl s:certification-body,gap-analysis,implementation-consulting,internal-audit",
  ),
  q(
    "We got hit with ransomware last month (recovered, no ransom paid). Insurer now demands MDR + quarterly vuln scans + an annual pentest before renewal. Midsize manufacturer, Ontario. Who does all of that in one contract?",
    "r:ca s:managed-security,penetration-testing",
  ),
  q(
    "Any ISO 20000-1 consultants? We're an IT outsourcing provider in Cluj. Bank clients want it. We already have 9001 and 27001 so ideally someone who can integrate into our existing management system.",
    "f:iso-20000 r:eu s:implementation-consulting",
  ),
  q(
    "Hi, I'm writing on behalf of a Belgian municipality (about 400 staff). NIS2 applies to us now under the Belgian transposition. We need a NIS2 gap analysis and support afterwards. Dutch-speaking vendor please.",
    "f:nis2 r:be s:gap-analysis,implementation-consulting",
  ),
  q(
    "We're a small ship management company in Limassol, Cyprus. Our insurer wants proof of cyber controls. Not interested in certification, just a pen test of the office network and awareness training for crew. Greek or English.",
    "r:eu s:penetration-testing,security-awareness-training",
  ),
  q(
    "Can I filter by vendors that have worked with Jira / Confluence based evidence? We're moving off spreadsheets. Don't need a GRC tool, just curious what auditors accept.",
    "",
  ),
  q(
    "We're based in Victoria, BC and need a SOC 2 readiness review before our first audit. We already bought Drata. Can you show me firms that are Drata partners in western Canada?",
    "f:soc-2 r:ca s:readiness-assessment",
  ),
  q(
    "hello, i am victoria, working for a polish startup (Poznań). our cto asked me to find an ISO 27001 certification auditor who can do the stage 1 remotely. we are only 10 ppl. is it possible?",
    "f:iso-27001 r:pl s:certification-body",
  ),
  q(
    "My company (Israeli cybersecurity vendor, 200 staff) needs FedRAMP High eventually but first we're targeting StateRAMP. Do you have 3PAOs that do both? Based in the US ideally, with an Israel presence.",
    "f:fedramp r:il,us s:audit",
  ),
  q(
    "Hi! Looking for ISO 27001 training for our staff. Not awareness, an actual lead implementer course for 3 engineers. Online is fine.",
    "f:iso-27001",
  ),
  q(
    "Is there a way to see which vendors in Singapore have MAS TRM experience? We're a digital bank there and need a technology risk assessment aligned to MAS TRM.",
    "r:sg s:risk-assessment",
  ),
  q(
    "We're a Mexican fintech (CDMX) with a Colombian subsidiary. Need ISO 27001 certification for both entities under one certificate. Prefer a CB with auditors in both countries.",
    "f:iso-27001 r:co,mx s:certification-body",
  ),
  q(
    "Hey - Sarah here, VP Eng at a 90-person devtools co in Denver. Two asks: a SOC 2 Type II auditor (we did Type I with another firm) and a separate pentest for the report. Also, do auditors accept pentests from the same firm? Thanks!",
    "f:soc-2 r:us s:audit,penetration-testing",
  ),
  q(
    "no US firms please, we've been burned. German or Swiss auditor for ISO 27001 recertification. Company is in Basel, 500 employees, pharma IT.",
    "f:iso-27001 r:ch,de s:certification-body",
  ),
  q(
    "Our auditor recommended we implement ISO 27001 before SOC 2, does that make sense for a 50 person company selling mostly to European enterprises? Genuinely curious, not shopping yet.",
    "",
  ),
  q(
    "Need DORA register of information help + third-party risk management for our ~200 ICT providers. We're an Irish-licensed payment institution.",
    "f:dora r:ie s:implementation-consulting,risk-assessment",
  ),
  q(
    "We're a 500-person university hospital in Leuven. Looking for a managed SOC and an outsourced DPO — two different vendors is fine. Must respond in Dutch or French.",
    "r:be s:managed-security,privacy-consulting",
  ),
  q(
    "Is anyone able to help with ENS categoría media? We are a Spanish SaaS selling to public administrations, HQ Valencia. We want one list with both the consultant and the certification body, priority is the consultant.",
    "f:ens r:es s:certification-body,implementation-consulting",
  ),
  q(
    "We're a global logistics company (HQ Hamburg, 40 countries). Want a single ISO 27001 certification body with worldwide coverage for a multi-site certificate, ~60 sites.",
    "f:iso-27001 r:global s:certification-body",
  ),
  q(
    "POPIA + ISO 27001 help needed, we're a medical aid administrator in Durban. Need an outsourced information officer (like a DPO) and an ISO implementation consultant.",
    "f:iso-27001 r:za s:implementation-consulting,privacy-consulting",
  ),
  q(
    "hi, we're a crypto custody firm in Dubai (DIFC). VARA wants a pentest + a SOC 2 Type II. Need vendors in the UAE or at least GCC.",
    "f:soc-2 r:ae,mena s:audit,penetration-testing",
  ),
  q(
    "My name is Jordan Lee and I'm office manager at a 30-person accounting practice in Perth. Our cyber insurance renewal questionnaire asks if we do phishing simulations. We don't. Who can set that up cheaply?",
    "r:au s:security-awareness-training",
  ),
  q(
    "Looking for a Japanese-speaking SOC 2 auditor. We're a US subsidiary (San Jose) of a Japanese electronics company and our parent's audit committee wants the report in Japanese.",
    "f:soc-2 r:us s:audit",
  ),
  q(
    "Hi, we're from Buenos Aires, a 70 person software factory. A US client wants SOC 2 and we have no idea where to begin. Any firms in Argentina that do readiness and implementation? Budget in USD is ok.",
    "f:soc-2 r:ar s:implementation-consulting,readiness-assessment",
  ),
  q(
    "Need an ISO 27001 certification body that's UKAS accredited, not some random accreditation mill. We're in Nairobi and local CBs aren't recognised by our UK clients.",
    "f:iso-27001 r:emea s:certification-body",
  ),
  q(
    "Hello, we are fintech from Almaty, Kazakhstan. Need PCI DSS 4.0 QSA. Would prefer vendors from Europe or UAE, local ones are expensive and slow.",
    "f:pci-dss r:ae,eu s:audit",
  ),
  q(
    "Hi, just wanted to say thanks! We signed with the auditor in Copenhagen you suggested. Will leave a review once the SOC 2 is done 🙂",
    "",
  ),
  q(
    "Hello, our company uses OneTrust for privacy but the licence is up and it's too expensive. Want an alternative for cookie consent + DSAR handling, maybe a smaller vendor. We're in Milan.",
    "r:it s:compliance-automation",
  ),
  q(
    "Looking for a company to run red team exercises for a central bank under TIBER-EU. Located in Europe, must have done TIBER before. We're in Vienna.",
    "r:eu s:penetration-testing",
  ),
  q(
    "We need a pentest partner who can cover our offices across EMEA under one MSA. Enterprise, 8k staff, mostly web apps and internal AD. RFP closes end of month.",
    "r:emea s:penetration-testing",
  ),
  q(
    "Can someone point me to a DACH-region provider for TISAX assessments? We're an automotive software supplier, 80 people, first label needed by summer.",
    "f:tisax r:dach s:audit",
  ),
  q(
    "Our Benelux operations need a common NIS2 readiness assessment, one vendor for the whole region ideally. About 1,100 staff across 5 sites, energy distribution.",
    "f:nis2 r:benelux s:readiness-assessment",
  ),
  q(
    "Any Latin America-wide MSSP? We have plants in Brazil, Peru and Chile and want one managed SOC provider for all of them instead of three local contracts.",
    "r:br,cl,latam s:managed-security",
  ),
  q(
    "We're in the APAC region, HQ Singapore, with teams in Jakarta and Ho Chi Minh City. Need a regional MSSP with 24/7 SOC monitoring. Preferably not Indian-based, we had a bad experience.",
    "r:apac,sg s:managed-security",
  ),
  q(
    "I'm Brooklyn, studying cybersecurity and doing a school project on GRC vendors. Could you tell me how many vendors are listed per country? Thanks!!",
    "",
  ),
  q(
    "We're a UK local council. Need an ISO 27001 internal audit + PSN compliance support + a pentest (CHECK scheme). Framework agreement via G-Cloud preferred.",
    "f:iso-27001 r:uk s:implementation-consulting,internal-audit,penetration-testing",
  ),
  q(
    "hey! our series B lead (a VC in London) connected us to their portfolio security advisor but he's too pricey. we need a part-time CISO, ideally someone in Berlin since that's where most of our eng team is. we're registered in Delaware tho lol",
    "r:de s:vciso",
  ),
  q(
    "Our customers in Germany keep asking whether we have C5. We're a French cloud provider with SecNumCloud. Before committing, we want a gap analysis against C5 and an idea of cost.",
    "f:c5 r:fr s:gap-analysis",
  ),

  // Other languages, 50 messages.
  // German
  q(
    "Hallo zusammen, wir sind ein mittelständischer Maschinenbauer aus der Nähe von Ulm (ca. 600 MA). Durch NIS2 fallen wir jetzt unter die Regulierung. Wir suchen einen Berater für eine Gap-Analyse und danach Unterstützung bei der Umsetzung. Bitte keine großen Beratungshäuser, lieber regional. Danke, Florian",
    "f:nis2 r:de s:gap-analysis,implementation-consulting",
  ),
  q(
    "Guten Tag, wir brauchen für unsere Cloud-Plattform ein C5-Testat und eine ISO 27001 Zertifizierung. Wir sitzen in Wien, suchen aber ausdrücklich eine Prüfungsgesellschaft in Deutschland, weil unsere Kunden das so wollen. Zeitplan: bis Q2.",
    "f:c5,iso-27001 r:de s:audit,certification-body",
  ),
  q(
    "Servus, kurze Frage: Gibt es bei euch auch Anbieter für Phishing-Simulationen und Awareness-Schulungen auf Deutsch? Wir sind eine Steuerkanzlei in Graz mit 35 Leuten. DSGVO-Beratung brauchen wir nicht, das macht unser Anwalt.",
    "r:at s:security-awareness-training",
  ),
  // French
  q(
    "Bonjour, nous sommes une PME de 80 personnes à Nantes (édition de logiciels RH). Un grand client nous demande la certification ISO 27001 d'ici 12 mois. Nous cherchons un cabinet pour nous accompagner, puis un organisme certificateur accrédité COFRAC. Merci d'avance !",
    "f:iso-27001 r:fr s:certification-body,implementation-consulting",
  ),
  q(
    "Bonjour, je m'appelle Florence, DPO d'une mutuelle à Lausanne. Nous aimerions externaliser l'analyse d'impact (AIPD) d'un nouveau projet et trouver un avocat spécialisé en protection des données. Prestataire suisse romand de préférence.",
    "r:ch s:legal-advisory,privacy-consulting",
  ),
  q(
    "Salut ! On est une fintech bruxelloise, on a déjà le SOC 2 type II. Maintenant notre banque partenaire à Paris nous impose DORA. Qui peut faire un TLPT et une analyse des risques tiers ? Pas de cabinet américain svp.",
    "f:dora r:be s:penetration-testing,risk-assessment",
  ),
  // Spanish
  q(
    "Hola, somos una empresa de software en Madrid con 120 empleados. Necesitamos certificarnos en el ENS categoría alta para licitar con la administración pública y también renovar la ISO 27001 que ya tenemos (vence en marzo). ¿Qué entidades de certificación pueden hacer ambas auditorías?",
    "f:ens,iso-27001 r:es s:certification-body",
  ),
  q(
    "Buenas, escribo desde Lima, Perú. Somos una financiera y la SBS nos pide una evaluación de riesgos de ciberseguridad y un pentest anual. Preferimos proveedores de Latinoamérica que hablen español. Gracias, Victoria",
    "r:latam s:penetration-testing,risk-assessment",
  ),
  q(
    "Hola! Soy de una startup en Guadalajara, México, somos 15 personas. Un cliente en Texas nos pide SOC 2 tipo 1 y no tenemos nada. ¿Recomiendan alguna plataforma tipo Vanta o Drata con soporte en español, y algún auditor económico?",
    "f:soc-2 r:mx s:audit,compliance-automation",
  ),
  // Italian
  q(
    "Buongiorno, siamo una struttura sanitaria privata a Firenze con circa 300 dipendenti. Cerchiamo un DPO esterno e una valutazione d'impatto (DPIA) per la nuova cartella clinica elettronica, ai sensi del GDPR. Preferiamo fornitori toscani o comunque italiani.",
    "f:gdpr r:it s:privacy-consulting",
  ),
  q(
    "Ciao, lavoro in una società di pagamenti a Milano. Ci serve un QSA per la PCI DSS 4.0 e, se possibile, anche un vCISO part-time. Il nostro vecchio fornitore era di Londra ma adesso vogliamo qualcuno in Italia.",
    "f:pci-dss r:it s:audit,vciso",
  ),
  // Portuguese
  q(
    "Olá, somos uma empresa de tecnologia em Lisboa com 60 pessoas. Queremos implementar a ISO 27001 e, mais tarde, a ISO 27701. Para já só procuramos consultoria para a 27001. Alguém que fale português?",
    "f:iso-27001 r:pt s:implementation-consulting",
  ),
  q(
    "Bom dia! Sou de Porto Alegre, trabalhamos com e-commerce. Precisamos de um DPO terceirizado para a LGPD e de treinamento de conscientização em segurança para 200 funcionários. Orçamento limitado, obrigado.",
    "r:br s:privacy-consulting,security-awareness-training",
  ),
  // Dutch
  q(
    "Goedemiddag, wij zijn een zorginstelling in Zwolle (ca. 900 medewerkers) en moeten voldoen aan NEN 7510 en NIS2. Wij zoeken een partij voor een gap-analyse en een interne audit. Graag Nederlandstalig.",
    "f:nis2 r:nl s:gap-analysis,internal-audit",
  ),
  q(
    "Hoi! Wij zijn een SaaS-bedrijf uit Gent, klanten vooral in Duitsland. We willen een SOC 2 Type II rapport én een ISO 27001-certificering. Welke partijen doen beide? Bij voorkeur in België of Nederland.",
    "f:iso-27001,soc-2 r:be,nl s:audit,certification-body",
  ),
  // Swedish
  q(
    "Hej! Vi är ett fintechbolag i Göteborg med ca 50 anställda. Vi behöver hjälp med att bli DORA-compliant och ett externt penetrationstest av vår app. Gärna en svensk leverantör. Tack på förhand!",
    "f:dora r:se s:implementation-consulting,penetration-testing",
  ),
  q(
    "Hej, jag heter Sydney och jobbar på en kommun i Norrland. Vi vill ha en leverantör av säkerhetsövervakning dygnet runt (SOC) och eventuellt en virtuell CISO. Leverantören måste finnas i Norden.",
    "r:nordics s:managed-security,vciso",
  ),
  // Polish
  q(
    "Dzień dobry, jesteśmy software housem z Gdańska (70 osób). Klient z USA wymaga raportu SOC 2 Type II. Szukamy audytora, najlepiej z doświadczeniem w Polsce, oraz kogoś do oceny gotowości (readiness). Pozdrawiam, Kasia",
    "f:soc-2 r:pl s:audit,readiness-assessment",
  ),
  q(
    "Cześć, szukam firmy, która zrobi audyt wewnętrzny ISO 27001 i ISO 22301 dla naszego banku spółdzielczego w Lublinie. Certyfikaty mamy, recertyfikacja dopiero w 2027, więc jednostka certyfikująca na razie niepotrzebna.",
    "f:iso-22301,iso-27001 r:pl s:internal-audit",
  ),
  // Danish
  q(
    "Hej, vi er en mellemstor advokatvirksomhed i Aarhus. Vi skal have ISO 27001-certificering inden sommer og søger et akkrediteret certificeringsorgan. Konsulent har vi allerede.",
    "f:iso-27001 r:dk s:certification-body",
  ),
  q(
    "Hej! Vi er et dansk medicoselskab med salg i USA. Vi har brug for hjælp til at blive HIPAA-compliant og en risikovurdering. Helst en leverandør i København. Mvh Mette",
    "f:hipaa r:dk s:implementation-consulting,risk-assessment",
  ),
  // Norwegian
  q(
    "Hei, vi er et rederi i Bergen med 200 ansatte. Forsikringsselskapet krever sikkerhetsopplæring for alle ansatte og en penetrasjonstest av kontornettet. Leverandøren må snakke norsk.",
    "r:no s:penetration-testing,security-awareness-training",
  ),
  q(
    "Hei! Vi er et lite SaaS-selskap i Trondheim. Vi vurderer Vanta eller Drata for ISO 27001, men lurer på om det finnes norske alternativer. Ikke interessert i konsulenter nå.",
    "f:iso-27001 r:no s:compliance-automation",
  ),
  // Finnish
  q(
    "Hei, olemme noin 40 hengen ohjelmistoyritys Tampereelta. ISO 27001 -sertifiointi on tavoitteena vasta ensi vuonna, mutta nyt tarvitsemme aluksi nykytila-analyysin (gap-analyysi). Suomenkielinen konsultti olisi plussaa.",
    "f:iso-27001 r:fi s:gap-analysis",
  ),
  q(
    "Moi! Etsimme ulkoistettua tietosuojavastaavaa (DPO) ja GDPR-konsultointia. Olemme Oulussa toimiva terveysteknologiayritys, noin 25 henkeä. Kiitos, Jordan",
    "f:gdpr r:fi s:privacy-consulting",
  ),
  // Czech
  q(
    "Dobrý den, jsme výrobce autodílů v Mladé Boleslavi a náš zákazník vyžaduje TISAX. Hledáme poradce na přípravu a potom auditora pro samotné posouzení. Nejlépe česky mluvícího.",
    "f:tisax r:cz s:audit,implementation-consulting",
  ),
  q(
    "Ahoj, jsme malá fintech firma v Praze. Potřebujeme penetrační test mobilní aplikace a pomoc se zavedením NIS2. Máte někoho v Česku nebo na Slovensku?",
    "f:nis2 r:cz,eu s:implementation-consulting,penetration-testing",
  ),
  // Turkish
  q(
    "Merhaba, İstanbul'da 150 kişilik bir e-ticaret şirketiyiz. PCI DSS uyumluluğu için danışmanlık ve ardından QSA denetimi arıyoruz. KVKK konusunda da danışmanlık verebilirlerse çok iyi olur.",
    "f:pci-dss r:emea s:audit,implementation-consulting,privacy-consulting",
  ),
  q(
    "Selam, Ankara'daki yazılım firmamız için ISO 27001 belgelendirme kuruluşu arıyoruz. Danışmanla çalışmayı bitirdik, şimdi sadece akredite bir belgelendirme lazım. Teşekkürler.",
    "f:iso-27001 r:emea s:certification-body",
  ),
  // Japanese
  q(
    "はじめまして。東京の SaaS 企業（従業員80名）で情報セキュリティを担当している佐藤です。米国の顧客から SOC 2 Type II レポートを求められています。日本語で対応できる監査法人を紹介していただけますか？ 予算は 1,500 万円程度です。",
    "f:soc-2 r:jp s:audit",
  ),
  q(
    "大阪の製造業です。ISMS (ISO 27001) の認証取得を目指しており、まずはギャップ分析と導入コンサルティングをお願いできる会社を探しています。認証機関はまだ決めなくて大丈夫です。",
    "f:iso-27001 r:jp s:gap-analysis,implementation-consulting",
  ),
  // Korean
  q(
    "안녕하세요, 판교에 있는 핀테크 스타트업입니다 (직원 40명). 미국 진출을 위해 SOC 2 준비를 하려고 하는데, 준비도 평가(readiness assessment)를 해줄 수 있는 한국 업체가 있을까요? 감사는 내년에 할 예정입니다.",
    "f:soc-2 r:kr s:readiness-assessment",
  ),
  q(
    "서울에 본사를 둔 게임 회사입니다. ISO 27001과 ISO 27701 인증을 동시에 받고 싶습니다. 인증기관 추천 부탁드립니다. 영어나 한국어 모두 가능합니다.",
    "f:iso-27001,iso-27701 r:kr s:certification-body",
  ),
  // Chinese
  q(
    "你好，我们是深圳的一家跨境电商公司，约200人。欧洲客户要求我们符合GDPR，并且需要一位欧盟代表。请推荐位于欧盟的隐私咨询公司，最好能说中文。",
    "f:gdpr r:eu s:privacy-consulting",
  ),
  q(
    "您好，我们是一家在新加坡注册的金融科技公司，研发团队在上海。我们需要做渗透测试和ISO 27001认证，希望供应商在新加坡有办公室。谢谢！",
    "f:iso-27001 r:sg s:certification-body,penetration-testing",
  ),
  // Arabic
  q(
    "مرحباً، نحن شركة تقنية مالية في الرياض ونحتاج إلى مقيّم أمن معتمد (QSA) لمعيار PCI DSS، بالإضافة إلى اختبار اختراق سنوي. نفضل شركة لها مكتب في المملكة العربية السعودية. شكراً",
    "f:pci-dss r:sa s:audit,penetration-testing",
  ),
  q(
    "السلام عليكم، أنا مديرة تقنية المعلومات في مستشفى خاص في عمّان، الأردن. نبحث عن مستشار لتطبيق ISO 27001 وتدريب الموظفين على التوعية الأمنية. الشركة الأم في دبي لكننا نريد مزوداً محلياً.",
    "f:iso-27001 r:mena s:implementation-consulting,security-awareness-training",
  ),
  // Hebrew
  q(
    "שלום, אנחנו סטארטאפ סייבר בתל אביב עם 30 עובדים. לקוח אמריקאי דורש SOC 2 Type II. מחפשים משרד רואי חשבון שמבצע ביקורת SOC 2 וגם כלי אוטומציה כמו Vanta. תודה!",
    "f:soc-2 r:il s:audit,compliance-automation",
  ),
  q(
    "היי, אני ג'ורדן מחיפה. אנחנו חברת מכשור רפואי וצריכים ייעוץ לגבי HIPAA וגם ISO 27001. יש לכם המלצות על יועצים בישראל?",
    "f:hipaa,iso-27001 r:il s:implementation-consulting",
  ),
  // Russian
  q(
    "Здравствуйте! Мы IT-компания из Риги, работаем с клиентами в ЕС. Нужен консультант по GDPR и помощь с внедрением ISO 27001. Желательно русскоязычный специалист, работа удалённо.",
    "f:gdpr,iso-27001 r:eu s:implementation-consulting,privacy-consulting",
  ),
  // Ukrainian
  q(
    "Добрий день! Ми ІТ-аутсорсингова компанія зі Львова, 300 працівників. Клієнти з Великої Британії просять Cyber Essentials Plus та ISO 27001. Шукаємо орган сертифікації, який працює з українськими компаніями. Дякую!",
    "f:cyber-essentials,iso-27001 r:emea s:certification-body",
  ),
  // Greek
  q(
    "Καλησπέρα, είμαστε μια ναυτιλιακή εταιρεία στον Πειραιά. Χρειαζόμαστε εκπαίδευση ευαισθητοποίησης σε θέματα ασφάλειας για τα πληρώματα και προσομοιώσεις phishing. Ο πάροχος πρέπει να μιλάει ελληνικά.",
    "r:eu s:security-awareness-training",
  ),
  q(
    "Γεια σας, είμαστε τράπεζα στην Αθήνα και πρέπει να συμμορφωθούμε με τον DORA. Ψάχνουμε σύμβουλο για ανάλυση κενών και διαχείριση κινδύνου τρίτων μερών. Ευχαριστώ, Βικτώρια",
    "f:dora r:eu s:gap-analysis,risk-assessment",
  ),
  // Romanian
  q(
    "Bună ziua, suntem o firmă de software din Iași cu 90 de angajați. Un client din SUA ne cere SOC 2 Type II și vrem și certificarea ISO 27001. Căutăm un auditor SOC 2 și un organism de certificare. Mulțumesc!",
    "f:iso-27001,soc-2 r:eu s:audit,certification-body",
  ),
  q(
    "Salut, lucrez la un spital din Timișoara. Avem nevoie de un DPO extern și de o evaluare a riscurilor conform NIS2. Preferăm firme din România.",
    "f:nis2 r:eu s:privacy-consulting,risk-assessment",
  ),
  // Hungarian
  q(
    "Jó napot! Budapesti fintech cég vagyunk, 45 fővel. A DORA megfeleléshez keresünk tanácsadót, illetve egy külsős vCISO-t. Magyarul beszélő szakember előny.",
    "f:dora r:eu s:implementation-consulting,vciso",
  ),
  // Hindi
  q(
    "नमस्ते, हम पुणे की एक SaaS कंपनी हैं, लगभग 80 लोग। अमेरिकी ग्राहक SOC 2 Type 2 और HIPAA मांग रहे हैं। हमें ऑडिटर और एक कंसल्टेंट दोनों चाहिए। बजट सीमित है।",
    "f:hipaa,soc-2 r:in s:audit,implementation-consulting",
  ),
  // Indonesian
  q(
    "Halo, kami perusahaan fintech di Jakarta dengan 120 karyawan. Kami butuh sertifikasi ISO 27001 dan juga penetration test untuk aplikasi mobile. Lebih suka vendor lokal atau dari Singapura.",
    "f:iso-27001 r:apac,sg s:certification-body,penetration-testing",
  ),
  // Vietnamese
  q(
    "Xin chào, chúng tôi là công ty phần mềm ở Hà Nội, khoảng 200 nhân viên. Khách hàng Nhật Bản yêu cầu ISO 27001. Chúng tôi cần đơn vị tư vấn triển khai, chưa cần đánh giá chứng nhận lúc này.",
    "f:iso-27001 r:apac s:implementation-consulting",
  ),
  // Thai
  q(
    "สวัสดีครับ เราเป็นบริษัทประกันภัยในกรุงเทพฯ พนักงานประมาณ 500 คน ต้องการผู้ให้บริการ SOC 24/7 (managed security) และการทดสอบเจาะระบบ (penetration test) ประจำปี ขอบคุณครับ",
    "r:apac s:managed-security,penetration-testing",
  ),
];
