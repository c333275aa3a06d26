/// <reference path="../../types/stopword.d.ts" />

import { stemmer } from "@orama/stemmers/english";
import { eng } from "stopword";
import { defineLexicon } from "./lexicon-schema.ts";

/** Verbs of writing a framework's documents: a consultant's work, or a lawyer's beside one. */
const WRITING_VERBS =
  "write|writing|rewrite|rewriting|draft|drafting|redraft|help write|help writing|help draft|help drafting|help with writing|help with drafting|polish|polishing|tidy up|tidying up|clean up|cleaning up".split(
    "|",
  );

/** Help towards a framework named anywhere in the text: a consultant's work, or another's beside one. */
const FRAMEWORK_HELP =
  "help us get ready|get us ready|prepare us|help us prepare|help get us ready|help us get there|get us there|help us get compliant|get us compliant|guide us through|guide me through|help us through|help me through|get us through|take us through|see us through|hand-hold us|hold our hand|help us fill|help us to fill|help filling|help us complete|help us to complete|help with the paperwork|help us with the paperwork".split(
    "|",
  );

/** How English names places, people, languages and the taxonomy's tags. */
export default /* @__PURE__ */ defineLexicon({
  language: "en",
  name: "English",
  script: "Latin",
  stem: stemmer,
  stemExceptions: {
    // Porter meets an unrelated tag: "international" and "internal" stem to "intern",
    // "certified" to the stem of "certifier", "ready" to the stem of "readiness", "aware"
    // ("a DORA-aware review") to that of "awareness".
    keep: "international|internationally|internationale|certified|certify|certifies|ready|readily|americas|trained|aware".split(
      "|",
    ),
    // Porter leaves "advice", "adviser", "advisor" and "advisory" apart from "consult",
    // "analyses" apart from "analysis", agent nouns apart from their verb.
    same: {
      advic: "consult",
      advis: "consult",
      advisor: "consult",
      advisori: "consult",
      analys: "analysi",
      tester: "test",
      hacker: "hack",
      programm: "program",
    },
  },
  countries: ["GB", "US", "IE", "CA", "AU", "NZ", "ZA", "IN", "SG"],
  placeShortNames: {
    NYC: "New York City",
    LA: "Los Angeles",
    SF: "San Francisco",
    DC: "Washington",
    Philly: "Philadelphia",
    Vegas: "Las Vegas",
    NOLA: "New Orleans",
    KL: "Kuala Lumpur",
    HCMC: "Ho Chi Minh City",
    Jozi: "Johannesburg",
    Joburg: "Johannesburg",
    // The National Capital Region, as "Delhi NCR" and "NCR" alone name it.
    NCR: "New Delhi",
    // States and provinces written by their codes alone ("pentest firms in NSW").
    NSW: "New South Wales",
    QLD: "Queensland",
    TAS: "Tasmania",
    BC: "British Columbia",
    QC: "Quebec",
  },
  codesOnlyInCapitals: [
    // English function words ("us", "in", "or", "me"), from the `stopword` package.
    ...eng,
    // Abbreviations and three-letter country codes that are also words or word parts.
    ..."ie|co|ca|pol|mex|ind|arg|lux|aut|swe|nld|ita".split("|"),
    // Function words the `stopword` list lacks ("so": Somalia only as SO, and no Slovak).
    "so",
  ],
  filler: "us|we|our|no|need|needs|looking|find|help|please|want".split("|"),
  placeIntroducers:
    "in|near|around|from|at|across|throughout|within|serving|nearby|based|headquartered|located|office|offices".split(
      "|",
    ),
  negations: [
    ..."not|except|excluding|exclude|excludes|besides|nor|never|avoid|without|no|outside|nobody|noone|none".split(
      "|",
    ),
    ..."anywhere but|anyone but|but not|other than|apart from|rather than|instead of|no one".split(
      "|",
    ),
    "don't",
    "do not",
    "doesn't",
    "won't",
    "wouldn't",
  ],
  // Near a place, not away from it: "we're just outside Boston", "outside norfolk va".
  negationsNear:
    "just outside|right outside|we're outside|we are outside|i'm outside|i am outside|located outside|based outside|based just outside|office outside|offices outside".split(
      "|",
    ),
  negationGaps:
    "in|from|for|the|to|be|being|been|based|at|a|an|any|anyone|anybody|someone|somebody|vendor|vendors|firm|firms|company|companies|provider|providers|partner|partners|consultants|auditors|analysts|engineers|testers|pentesters|staff|people|resources|headquartered|located|sitting|working|offshore|team|teams|want|need|looking|hire|use|suggest|recommend|propose|send|show|include|eastern|western|northern|southern|central".split(
      "|",
    ),
  auxiliaries: "is|was|are|were|does|did|will|has|have|had|can|could|should|would".split("|"),
  negatedAuxiliaries:
    "isn|wasn|aren|weren|doesn|didn|won|hasn|haven|hadn|can|couldn|shouldn|wouldn".split("|"),
  personBefore: [
    ..."colleague|colleagues|coworker|mr|ms|mrs|dr|hi|hello|hey|dear|thanks|thank|regards|cheers|friend|named|cc|send|ping|email|tell".split(
      "|",
    ),
    "i'm",
    "im",
    "i am",
    "my name is",
    // Whom to reach: "point of contact is Sydney Park", "reach out to Regina".
    ..."contact is|contact person is|point of contact is|poc is|attn|reach out to|speak to|speak with|talk to|talk with".split(
      "|",
    ),
    // A colleague named by role: "my co-founder India", "board member Martin Holland".
    ..."co founder|cofounder|teammate|board member|business partner|intern|assistant".split("|"),
    // A name given: "an app called Havana", "a product named Lima".
    "called",
    "dubbed",
    "codenamed",
    "nicknamed",
    "this is",
    "it's",
    "name's",
  ],
  departments:
    "finance|legal|procurement|purchasing|ops|operations|it|security|infosec|hr|people|marketing|sales|engineering|compliance|risk|accounting|product|support|team|management|board|devops|admin".split(
      "|",
    ),
  teams:
    "team|teams|department|departments|function|functions|unit|units|staff|group|squad|colleagues|desk|desks".split(
      "|",
    ),
  workWords: [
    ..."audit|audits|attestation|attestations|auditor|auditors|assessment|assessments".split("|"),
    ..."report|reports|roc|rocs|aoc|aocs|report on compliance|attestation of compliance".split("|"),
    // The audits a certification body runs: "at our next surveillance audit".
    ..."surveillance audit|surveillance audits|recertification audit|recertification audits|certification audit|certification audits|stage 1 audit|stage 2 audit|stage 1 audits|stage 2 audits".split(
      "|",
    ),
    // A framework's trade roles (the taxonomy's roles): "a CMMC RPO to run a readiness assessment".
    ..."rpo|rpos|cca|ccas|cpa|cpas|cpa firm|cpa firms".split("|"),
    ..."consultant|consultants|consulting|consultancy|consultancies|advisor|advisors|adviser|advisers|advise|advising|advice".split(
      "|",
    ),
    // Writing a framework's documents (serviceVerbs): "a lawyer to draft our BAA".
    ...WRITING_VERBS,
    // Help towards a framework (frameworkHelp): "get us ready, a mock audit basically".
    ...FRAMEWORK_HELP,
  ],
  certificationWords:
    "certification|certifications|certificate|certificates|cert|certs|recertification|recertifications".split(
      "|",
    ),
  reportTypes: "type i|type ii|type 1|type 2".split("|"),
  assessmentWords: [
    ..."assessment|assessments|validated assessment|certification assessment".split("|"),
    // Its report or attestation: "a SOC 2 report", "sign our AoC", "a Type II report".
    ..."report|reports|type i report|type ii report|type 1 report|type 2 report|roc|rocs|report on compliance|aoc|aocs|attestation of compliance|attestation|attestations".split(
      "|",
    ),
    // A bare assessment qualified as the real one: "who does the actual assessment?"
    ..."actual|real|formal|official|final|external|independent|full"
      .split("|")
      .map((modifier) => `${modifier} assessment`),
  ],
  adviceWords: "advice|advise|advising|advisory|advisor|advisors|adviser|advisers".split("|"),
  productAsks:
    "like|such as|similar to|looking at|look at|considering|evaluating|comparing|compare|alternative to|alternatives to|instead of|replace|replacing|moving from|move from|switching from|switch from|migrating from|migrate from|cheaper than|buying|buy|purchasing|purchase".split(
      "|",
    ),
  productAsksAfter: [
    "alternative",
    "alternatives",
    "or similar",
    "or something similar",
    "or equivalent",
  ],
  productReplacements:
    "an alternative|alternatives|other options|a replacement|replacements|something cheaper|a cheaper option|cheaper options|a cheaper alternative|cheaper alternatives|switch to|move to|migrate to".split(
      "|",
    ),
  productComparisons: ["vs", "versus", "or"],
  personRoleBefore: "manager|boss|ceo|cfo|cto|coo|ciso|dpo|ask|asked|told|cc|called|partner".split(
    "|",
  ),
  selfIntroductions: ["here", "speaking", "writing", "from here"],
  personAfter:
    "and i|and me|from|wants|wanted|said|says|asked|asks|recommends|recommended|suggests|suggested|needs|thinks|thought|told|is|was|will|would|has|had|who|our|my|mentioned|wrote|emailed|called|in|on".split(
      "|",
    ),
  eponymHeads: [
    ..."convention|conventions|protocol|protocols|accord|accords|agreement|treaty|declaration|syndrome|principles|consensus|charter|ii|iii|iv|insurance|re|air|airlines|airways|express|papers|hold|motors|instruments|consulting group|style|styled|inspired|themed|united|fc|hotspur|wanderers|rovers|supporters|fans|conference|summit|expo|privacy act|privacy acts|privacy law|privacy laws|privacy rights act|data protection act|data protection law|data protection laws|shield act".split(
      "|",
    ),
    // Events named after the city or country that hosts them: "Boston Marathon", "Monaco Grand
    // Prix", "Paris Fashion Week", "Dubai Airshow", "Hannover Messe", "Qatar World Cup".
    ..."marathon|grand prix|olympics|olympic games|world cup|fashion week|motor show|auto show|airshow|air show|messe|biennale|tech week|fintech festival".split(
      "|",
    ),
    // Newspapers and broadcasters: "Chicago Tribune", "Korea Herald", "Canadian Broadcasting
    // Corporation".
    ..."herald|tribune|broadcasting corporation".split("|"),
  ],
  eponymBefore: [
    "bank of",
    "university of",
    // Car makers whose models are named after places: "Hyundai Tucson", "Kia Sorento".
    ..."hyundai|kia|toyota|nissan|honda|chevrolet|chevy|dodge|jeep|volkswagen|vw|mazda|subaru|skoda|renault|peugeot|buick|gmc|chrysler|mitsubishi|pontiac".split(
      "|",
    ),
    // Sports clubs named after their cities: "Inter Milan", "Real Madrid", "Bayern Munich".
    ..."inter|ac|real|atletico|bayern|borussia|sporting|olympique|dynamo|ajax|paris saint".split(
      "|",
    ),
    // Security conferences held in a place and named after it: "Black Hat USA", "BSides London".
    ..."black hat|blackhat|bsides|gitex|infosecurity|identiverse|owasp global appsec".split("|"),
    // Cloud and hosting providers' regions: "AWS Frankfurt", "Azure West Europe".
    ..."aws|amazon web services|azure|gcp|google cloud|equinix|hetzner|ovh|ovhcloud|digitalocean|oracle cloud|alibaba cloud|ibm cloud".split(
      "|",
    ),
    // Airlines named "Air" and their country: "Air Canada", "Air India", "Air France".
    "air",
    // Banks named in Spanish, Portuguese, Italian or French: "Banco Sabadell", "Banca Intesa"
    // (not "banco de": "un banco de Sevilla" is a bank in Seville).
    ..."banco|banca|banque".split("|"),
    // More car makers with models named after places: "Porsche Cayenne", "Ferrari Roma", "SEAT
    // Leon", "Cadillac Seville", "Dacia Logan", "Ford Granada".
    ..."porsche|ferrari|cadillac|dacia|ford|seat|cupra".split("|"),
    // Football clubs: "FC Porto", "RB Leipzig", "VfB Stuttgart", "SSC Napoli".
    ..."fc|afc|rb|vfb|vfl|ssc".split("|"),
    // Trade shows and security conferences named after their host city: "MWC Barcelona",
    // "GISEC Dubai", "HITB Amsterdam", "Nullcon Goa", "VivaTech Paris".
    ..."mwc|ces|gisec|hitb|hack in the box|nullcon|rsac|vivatech|sibos".split("|"),
    // Hosting providers' regions: "Scaleway Paris", "Linode London", "UpCloud Helsinki".
    ..."scaleway|leaseweb|upcloud|digital ocean|linode|vultr|contabo|rackspace|stackit|exoscale".split(
      "|",
    ),
    // Stock exchanges' markets: "Nasdaq Stockholm", "Euronext Paris".
    ..."nasdaq|euronext".split("|"),
    // Certification bodies named after a region: "TÜV Austria", "TÜV Süd", "TÜV Nord".
    ..."tuv|tuev".split("|"),
    // AMD server processors named after Italian cities: "EPYC Genoa", "EPYC Milan".
    "epyc",
    // Virgin's airlines and telecoms: "Virgin Atlantic", "Virgin Australia".
    "virgin",
    // Treaties, battles, newspapers, markets and races named "of" or "de" a place: "Treaty of Rome",
    // "Times of India", "Lloyd's of London", "Voice of America", "Tour de France".
    ..."treaty of|battle of|times of|lloyds of|lloyd s of|voice of|tour de|giro d|vuelta a".split(
      "|",
    ),
  ],
  idioms: [
    ..."swiss army knife|swiss army knives|swiss army|jakarta ee|oxford comma|dijon mustard|manila folder|manila folders|manila envelope|manila envelopes|houston we have a problem|chile pepper|chile peppers|chile powder|chile sauce|our waterloo|my waterloo|their waterloo|its waterloo|meet waterloo|when in rome|all roads lead to rome|new york minute|sent to coventry|coals to newcastle|chinese whispers|spanish inquisition|french fries|danish pastry|turkish delight|brussels sprouts|german shepherd|boston terrier|panama hat|bermuda triangle|bermuda shorts|hawaiian shirt|mexican standoff|indian summer|dutch courage|welsh rarebit|scotch egg|london fog|philadelphia cream cheese|texas hold em|texas toast|vegas baby|what happens in vegas stays in vegas|what happens in vegas".split(
      "|",
    ),
    // Words that end in a country's code: "Wi-Fi" is no Finland.
    ..."wi fi|hi fi|sci fi|lo fi".split("|"),
    // Companies named after their country, city or people: "Deutsche Bank onboarding".
    ..."deutsche bank|deutsche telekom|deutsche bahn|deutsche post|deutsche borse|deutsche boerse|danske bank|swiss life|national australia bank|commonwealth bank|royal bank of canada|royal bank of scotland|china mobile|china telecom|china construction bank|indian oil|saudi aramco|emirates nbd|dubai islamic bank|abu dhabi commercial bank|qatar national bank|new york life|new york times|boston scientific|boston consulting group|canadian tire|canadian pacific|korean air|japan post|washington post".split(
      "|",
    ),
    // Banks, insurers, exchanges and funds named after a place or its people: "Wells Fargo",
    // "Bank Austria", "Toronto-Dominion", "Tokio Marine", "Canada Life", "Qatar Investment
    // Authority".
    ..."wells fargo|banco do brasil|banco de espana|banco de portugal|banco de mexico|banque de france|banca d italia|monte dei paschi di siena|bank austria|bank central asia|first abu dhabi bank|riyad bank|toronto dominion|toronto dominion bank|canadian imperial bank of commerce|bendigo and adelaide bank|allied irish bank|allied irish banks|london stock exchange group|hong kong exchanges|tokio marine|sompo japan|nippon life|massachusetts mutual|american international group|scottish widows|canada life|insurance australia group|qatar investment authority|abu dhabi investment authority|kuwait investment authority|saudi public investment fund|canada pension plan|california public employees retirement system|new york state common retirement fund".split(
      "|",
    ),
    // Airlines: "China Eastern", "Garuda Indonesia", "Royal Jordanian", "Cebu Pacific".
    ..."china eastern|china southern|china eastern airlines|china southern airlines|garuda indonesia|swiss international air lines|swiss international airlines|aerolineas argentinas|royal jordanian|cebu pacific".split(
      "|",
    ),
    // Telecoms and media: "Telecom Italia", "Bell Canada", "América Móvil", "Los Angeles Times",
    // "Deutsche Welle".
    ..."telecom italia|telkom indonesia|bell canada|cincinnati bell|telekom austria|magyar telekom|orange polska|turk telekom|america movil|telefonica espana|los angeles times|boston globe|toronto star|sydney morning herald|gulf news|radio free europe|deutsche welle|hollywood reporter".split(
      "|",
    ),
    // Energy, utilities, mining, railways and ports: "Hydro-Québec", "Royal Dutch Shell", "Rio
    // Tinto", "Anglo American", "Norfolk Southern", "DP World" (Dubai Ports World).
    ..."abu dhabi national oil company|kuwait petroleum corporation|oil india|coal india|bharat petroleum|china national petroleum|royal dutch shell|british petroleum|southern california edison|hydro quebec|ontario power generation|manitoba hydro|tokyo electric power|korea electric power|scottish and southern energy|petroleum development oman|rio tinto|anglo american|norfolk southern|kansas city southern|burlington northern santa fe|east japan railway|swiss federal railways|via rail canada|dubai ports world".split(
      "|",
    ),
    // Industry, defence and technology: "ZF Friedrichshafen", "Ford of Europe", "Palo Alto Networks",
    // "Taiwan Semiconductor", "Tokyo Electron", "Amazon Aurora", "Kali Linux".
    ..."zf friedrichshafen|ford of europe|audi hungaria|israel aerospace industries|newport news shipbuilding|sierra nevada corporation|lawrence livermore|idaho national laboratory|palo alto networks|palo alto network|palo alto firewall|palo alto firewalls|palo alto ngfw|palo alto prisma|palo alto prisma cloud|palo alto cortex|palo alto cortex xdr|palo alto globalprotect|palo alto panorama|nord security|taiwan semiconductor|taiwan semiconductor manufacturing company|tokyo electron|amazon aurora|aurora postgres|aurora postgresql|aurora mysql|aurora serverless|kali linux|mandalay bay|victorias secret".split(
      "|",
    ),
    // Standards bodies, consultancies and audit firms: "British Standards Institution", "Det Norske
    // Veritas", "Booz Allen Hamilton", "Grant Thornton", "Tata Consultancy Services"; the AICPA,
    // whose SOC reports are bought anywhere.
    ..."british standards institution|canadian standards association|american national standards institute|american institute of certified public accountants|american institute of cpas|american bureau of shipping|european telecommunications standards institute|det norske veritas|booz allen hamilton|grant thornton|tata consultancy services|cambridge analytica".split(
      "|",
    ),
    // Hospitals, universities and drug makers: "MD Anderson", "Memorial Sloan Kettering", "Novo
    // Nordisk", "Georgetown University", "Texas A&M".
    ..."md anderson|md anderson cancer center|memorial sloan kettering|novo nordisk|georgetown university|texas a and m|texas a m".split(
      "|",
    ),
    // Retailers and consumer brands: "Kentucky Fried Chicken", "Victoria's Secret", "Columbia
    // Sportswear", "Paris Baguette", "Arizona Iced Tea".
    ..."kentucky fried chicken|texas roadhouse|california pizza kitchen|new york fries|popeyes louisiana kitchen|paris baguette|swiss chalet|french connection|columbia sportswear|arizona iced tea|bombay sapphire|finlandia vodka|baileys irish cream|irish cream|havana club|wild turkey".split(
      "|",
    ),
    // Sports clubs and events: "New York Yankees", "Bayern Munich", "Paris Saint-Germain", "Copa
    // América", "Kentucky Derby", "Melbourne Cup".
    ..."bayern munich|bayern munchen|paris saint germain|manchester city fc|new york yankees|new york mets|new york giants|new york jets|new york knicks|new york rangers|boston red sox|boston celtics|boston bruins|new england patriots|dallas cowboys|los angeles lakers|los angeles dodgers|chicago bulls|chicago cubs|chicago bears|green bay packers|san francisco 49ers|toronto raptors|toronto maple leafs|toronto blue jays|kansas city chiefs|miami heat|miami dolphins|houston rockets|seattle seahawks|denver broncos|philadelphia eagles|pittsburgh steelers|copa america|pan american games|dakar rally|indianapolis 500|kentucky derby|melbourne cup|indian premier league|edinburgh fringe|cannes lions".split(
      "|",
    ),
    // Committees, frameworks and rules named after where they met or were agreed: "Basel
    // Committee", "Sendai Framework", "Hiroshima AI Process", "Tallinn Manual", "Chatham House
    // Rule"; a market index.
    ..."basel committee|basel committee on banking supervision|rome i regulation|sendai framework|hiroshima ai process|hiroshima process|tallinn manual|chatham house rule|chatham house rules|shanghai composite".split(
      "|",
    ),
    // People, films and songs: "Paris Hilton", "George Washington", "Hotel California", "The
    // Italian Job".
    ..."paris hilton|george washington|abraham lincoln|whitney houston|florence nightingale|hotel california|the italian job|ashley madison".split(
      "|",
    ),
    // Threat actors by their state: "North Korean hackers", "Iranian hackers".
    ..."north korean hackers|north korean hacker|iranian hackers|iranian hacker|north korean threat actors|iranian threat actors".split(
      "|",
    ),
    // Dishes, drinks, breeds and everyday things: "Singapore sling", "Kobe beef", "Spanish flu", "fine
    // china", "cold turkey", "pardon my French", "the Indian Ocean".
    ..."fine china|bone china|cold turkey|thanksgiving turkey|spanish flu|mexican wave|brazilian jiu jitsu|indian ocean|australian shepherd|kobe beef|aberdeen angus|california roll|new york cheesecake|new england clam chowder|long island iced tea|singapore sling|moscow mule|cuba libre|kalamata olives|beef wellington|chelsea boots|chelsea boot|oxford shirt|oxford shoes|irish goodbye|pardon my french|double dutch|dutch uncle".split(
      "|",
    ),
  ],
  otherMeanings: [
    // Banks, airlines, network and software products, operating system releases.
    ..."santander|aruba|sonoma|ventura|monterey|catalina|mojave|sierra|yosemite|el capitan|big sur|high sierra|sequoia|toyota|chihuahua|vanta|drata|jira|confluence|onetrust|secureframe|sprinto|thoropass|hyperproof|auditboard|servicenow|tugboat|scytale|laika|anecdotes|zluri|kinsta|heroku|vercel|netlify|okta|oracle|amazon|emirates|ajax".split(
      "|",
    ),
    // Brands and products first, places seldom in a buyer's text: "Corona" (the beer, the
    // pandemic), "Mercedes", "Tata", "Scania", "Tecate", "Tsingtao", "Bollywood"; tools and
    // companies read as a place's misspelling ("Kibana", "Kali", "Athena", "Wipro", "Icelandair",
    // Intesa "Sanpaolo", "Hindustan" Unilever, "Dacia").
    ..."corona|mercedes|jupiter|tata|scania|tecate|tsingtao|gouda|bollywood|icelandair|kibana|athena|kali|wipro|indra|atlantic|sanpaolo|hindustan|dacia".split(
      "|",
    ),
  ],
  introducersInOtherPhrases:
    "looking at|look at|looked at|looks at|compare at|at least|at most|good at|great at|better at|best at|expert at|experts at|in terms of".split(
      "|",
    ),
  othersPlaceBefore: [
    // A parent's or an owner's place: "the Mexican subsidiary of a Spanish group".
    ..."subsidiary of|subsidiary of a|subsidiary of an|subsidiary of the|owned by|owned by a|owned by an|acquired by|acquired by a|backed by|backed by a|funded by|funded by a|division of a|part of a".split(
      "|",
    ),
    // Where a party of the writer's stands, said of it: "our parent bank is in Luxembourg",
    // "our hosting provider is in Frankfurt", "the external auditor is in the Netherlands".
    ..."parent|parent company|parent bank|parent group|investors|investor|bank|hosting provider|cloud provider|hosting company|external auditor|external auditors|auditor|auditors|insurer|law firm|lawyers|backup|backups"
      .split("|")
      .flatMap((party) =>
        ["is in", "are in", "sits in", "sit in", "is based in", "are based in"].map(
          (link) => `${party} ${link}`,
        ),
      ),
    // Where another party's sites stand, in a clause about it: "a prime whose plants are in Mexico".
    ..."plants|plant|factories|factory|offices|office|hq|headquarters|sites|site|servers|data|teams|team"
      .split("|")
      .flatMap((part) =>
        ["is in", "are in", "sit in", "sits in"].map((link) => `whose ${part} ${link}`),
      ),
    // Customers and markets.
    // Where a data centre stands, said of it: "our data centre is in Iceland".
    ..."data centre is in|data center is in|data centres are in|data centers are in|datacenter is in|datacentre is in".split(
      "|",
    ),
    ..."customers in|customers from|customers across|clients in|clients from|clients across|users in|buyers in|patients in|launching in|launch in|launched in|expanding to|expanding into|expand to|expand into|expansion to|expansion into|selling to|selling into|sell to|sell into|sales in|entering|bidding on|bid on|tenders in|exporting to|export to|exports to|ship to|shipping to".split(
      "|",
    ),
    // A party the writer supplies: "we also supply a US prime", "subcontractor to a German OEM".
    ..."supply|supplies|supplying|supplier to|suppliers to|subcontractor to|subcontractors to|subcontractor for|subcontracting for"
      .split("|")
      .flatMap((link) => [`${link} a`, `${link} an`, `${link} the`]),
    // Trips.
    ..."went to|been to|visited|visiting|trip to|travelled to|traveled to|travelling to|traveling to|flew to|flying to|holiday in|vacation in|conference in".split(
      "|",
    ),
    // Events elsewhere.
    ..."expo in|summit in|trade show in|tradeshow in|trade fair in|webinar in|meetup in".split("|"),
    // Where systems are hosted or work is sent: "hosted in AWS Frankfurt", "outsourced to Ukraine".
    ..."hosted in|hosted at|host in|hosting in|host our data in|hosting is in|hosting is based in|hosting sits in|hosting is located in|hosted out of|servers in|servers are in|servers sit in|server in|colocated in|outsourced to|offshored to|nearshored to|outsourcing to|offshoring to".split(
      "|",
    ),
    // Where a product is used: "an app used by Dutch municipalities".
    ..."used by|used in|used across|used throughout".split("|"),
    // Where someone comes from, and where a company moved from.
    ..."originally from|born in|grew up in|native of|relocating from|relocated from|moving from|moved from".split(
      "|",
    ),
    // Where the writer's shares trade: "a company listed in New York", "preparing for a listing in
    // London".
    ..."listed in|listed on|listing in|listing on|ipo in|ipo on|went public in|going public in|traded in|traded on|trades on|trading on|stock exchange in".split(
      "|",
    ),
    // Where a product sells, and the owners of the writer's company.
    ..."sold in|sold to|sells in|sells to|selling in|sales to|subsidiary of|owned by|acquired by".split(
      "|",
    ),
  ],
  phraseAdverbs:
    "mainly|mostly|largely|primarily|chiefly|partly|predominantly|exclusively|also|only|already|currently|now|soon|eventually|first|heavily|maybe|perhaps|possibly|at least|even|ideally|otherwise".split(
      "|",
    ),
  encounterWords: [
    ..."saw|seen|heard|met|attended|attending|exhibited|exhibiting|spoke at|speaking at|presented at|presenting at".split(
      "|",
    ),
    ..."conference|expo|summit|keynote|trade show|tradeshow|trade fair|meetup|booth at|booth in|stand at".split(
      "|",
    ),
    // Where systems run, up to the clause's end: "hosted in AWS eu-central-1 (Frankfurt)",
    // "our servers sit in an Equinix data centre in Amsterdam".
    ..."hosted|host|hosts|servers|server|workloads|colocated|rented".split("|"),
    // Whom the writer sells to, up to the clause's end: "we sell to hospitals across Canada".
    ..."sell to|sells to|selling to|sold to|sell into|sells into|selling into|export to|exports to|exporting to|ship to|ships to|shipping to".split(
      "|",
    ),
    // Someone away: "while our CISO is away at Black Hat in Las Vegas".
    ..."away at|away in|off to|heading to|flying to|travelling to|traveling to|trip to|came back from|back from|returned from|told about|told us about".split(
      "|",
    ),
    // Past dealings: "previously worked with a firm in Manila".
    ..."previously|formerly|used to|worked with|our previous|our former|our old|audited by|certified by|assessed by|the previous|the former|our prior|the prior|our last".split(
      "|",
    ),
  ],
  encounterStops: "we|our|ours|us|i|my|me|but|however|now|though|although|whereas|instead".split(
    "|",
  ),
  placeHeads: [
    // Organisations and their parts.
    ..."startup*|start-up*|scaleup*|scale|compan*|firm*|business*|corporat*|enterprise*|agenc*|shop*|studio*|office*|hq|headquarter*|branch*|team*|group*|entit*|subsidiar*|operation*|site*|plant*|factor*|warehouse*|hub*|campus*|chapter*|org*|org|organi*|institut*|foundation*|charit*|nonprofit*|ngo*|club*|store*|restaurant*|hotel*|lab*|practice*|clinic*|hospital*|universit*|college*|school*|council*|government*|municipal*|authorit*|ministr*|department*|agency".split(
      "|",
    ),
    // Industries.
    ..."fintech*|bank*|neobank*|insur*|insurtech*|saas|software*|tech*|medtech*|healthtech*|health*|medical*|pharma*|biotech*|manufactur*|retail*|e-commerce*|ecommerce*|logistic*|energy*|utilit*|telecom*|telco*|law|legal*|gaming*|media*|agri*|auto*|crypto*|payment*|lending*|trading*|real*|property*|construct*|engineering*|defen*|aerospace*|shipping*|port*|airport*|transport*|invest*|fund*|asset*|wealth*|capital*|financ*|gov*|public*|federal*|offshore|nearshore|development|dev|devs|engineer*|it".split(
      "|",
    ),
    // Areas and where a vendor works.
    ..."area*|region*|metro*|metropolitan|downtown|suburb*|city|cities|county|state|province|district*|based|local*|location*|onsite|on-site|remote*|time*|zone*|data*|center*|centre*|cloud*|residen*|hosting|server*".split(
      "|",
    ),
    // Who works there, and what a buyer does next.
    ..."people|staff|employee*|client*|customer*|market*|vendor*|provider*|partner*|consult*|advis*|expert*|specialist*|auditor*|lawyer*|attorney*|need*|want*|requir*|look*|seek*|search*|project*|program*|plus|please|only|preferred|preferably|ideally".split(
      "|",
    ),
  ],
  styleHeads:
    "restaurant*|cuisine*|food*|dish*|recipe*|cooking|bakery|bakeries|grocer*|deli|delis|cafe|cafes|café|cafés|bistro*|diner|diners|eatery|eateries|takeaway*|street|steakhouse*|bbq|barbecue".split(
      "|",
    ),
  serviceVerbs: {
    "implementation-consulting": [
      ..."set up|setup|build|establish|roll out|stand up|put in place|design|introduce".split("|"),
      ..."sets up|setting up|building|establishing|rolling out|standing up".split("|"),
      // Fixing what an audit found: "someone hands-on to fix the gaps".
      ..."fix|fixing|close|closing|remediate|remediating".split("|"),
      // Writing a framework's documents: "someone to help write our SoA", "rewrite our policies".
      ...WRITING_VERBS,
      // Help to become compliant with a framework named inside: "help us get HIPAA compliant".
      ..."help with|help us with|help me with|help with our|help achieving|help us achieve|help achieve"
        .split("|")
        .map((verb) => `${verb} * compliance`),
      ..."help us get|help me get|help get|help getting|help us become|help becoming|help become|help us be|help us stay"
        .split("|")
        .map((verb) => `${verb} * compliant`),
      // Help with a framework no service's name follows: "help with DORA", "help with our PCI
      // DSS SAQ" (not "help with our SOC 2 audit").
      ..."help with|help us with|help me with|help with our|assistance with|support with|support us with"
        .split("|")
        .map((verb) => `${verb} *`),
    ],
  },
  // Help a framework named anywhere in the text is the object of: "help us get ready and then
  // certify us", "someone to prepare us and then the assessment itself".
  frameworkHelp: {
    "implementation-consulting": FRAMEWORK_HELP,
  },
  serviceObjects:
    "management system|quality system|quality systems|programme|program|controls|policies|policy|framework|compliance program|compliance programme|gaps|findings|nonconformities|non conformities|risk treatment plan|security policies|system security plan|ssp|poa&m|poam".split(
      "|",
    ),
  ownTradeBefore: [
    ..."we are a|we're a|we are an|we're an|were a|we re a|i work for a|work for a|work at a|works at a|working at a|i'm at a|manage it for a|it for a|at a|at an".split(
      "|",
    ),
    ..."i'm the|i am the|i'm a|i am an|here from a|here from an|i'm from a|we're from a".split("|"),
    // Typed without the apostrophe: "im a solo consultant".
    ..."im a|im an|im the|im from a".split("|"),
    // The writer's own people doing it: "we run our own red team", "our in-house pentesters".
    ..."run our own|running our own|have our own|use our own|do our own|our in-house|our in house".split(
      "|",
    ),
  ],
  ownTradeAfter: ["at a", "at an", "at our", "for a", "of a"],
  ownPlaceBefore: [
    // The writer and their company: "we're the Doha branch", "I'm the CEO of a startup in Lyon".
    ..."we're|we are|we re|i'm|i am|we work|i work|we sit|we're sitting|we are sitting|the company is|here from|writing from|writing for a|from a|from an|of a|of an|greetings from|hello from|hi from|hey from|based out of|here in".split(
      "|",
    ),
    // Where it sits: "based in Innsbruck", "HQ is in Kraków", "our team sits in Zaragoza".
    ..."based|headquartered|located|hq|hq is|headquarters|headquarters are|headquarters is|head office|head office is|offices|our office|our office is|our offices|our offices are|our team|our teams|our team is|team sits|team is|teams are|second office|other office|another office|we have offices|entity|entities|subsidiary|subsidiaries|branch|branches|our company|our company is|our firm|our firm is|our business|our business is|our startup|our startup is|registered|incorporated|an office|a new office|opened an office".split(
      "|",
    ),
  ],
  ownPlaceAfter:
    "office|offices|entity|entities|team|teams|subsidiary|subsidiaries|branch|branches|hq|headquarters|head office|operations|staff|employees".split(
      "|",
    ),
  askers:
    "consult*|representative|representatives|firm|firms|provider*|vendor*|partner|partners|auditor*|assessor*|where|audit|audits|certif*|assess*|training|implementation|expert*|specialist*|lawyer*|attorney*|advis*|someone|somebody|anyone|anybody|help|support|service|services|registrar*|pentest*|agency|agencies|cb|cbs|body|bodies|company|companies|cover|covers|covering|serving|serves|onsite|on-site|local|locally|coverage|presence|anywhere|preferred|preferably|ideally|prefer|one|ground".split(
      "|",
    ),
  // After a place or a list of places: "NZ or Australia both fine", "UAE only".
  askedAfter:
    "only|both fine|is fine|are fine|both ok|is ok|are ok|both okay|is okay|both work|either is fine|is preferred|are preferred|preferred|ideally|preferably|a plus|welcome|based only|that needs|which needs|that need|which need".split(
      "|",
    ),
  // "already did the" (implementation), "already have a" (vCISO).
  doneBefore: "did|done|have|had|completed|finished|passed|got"
    .split("|")
    .flatMap((verb) => ["", " a", " an", " the", " our"].map((word) => `already ${verb}${word}`)),
  // A letter's closing words, asking nothing: "Please advise. Regards, Ahmed".
  signOffs: "please advise|kindly advise|pls advise|plz advise|please kindly advise".split("|"),
  asksNothing: [
    // Thanks for help given, and what the writer does next.
    ..."that list was|the list was|those suggestions were|your suggestions were|just wanted to say thanks|just wanted to thank|just want to say thanks|we signed with|we've signed with|we have signed with|will leave a review".split(
      "|",
    ),
    // The directory itself: being listed, its languages and filters.
    ..."register my profile|register our profile|register my company|register our company|list my company|list our company|get my company listed|get our company listed|add my company|add our company|is this directory|is the directory|your directory available".split(
      "|",
    ),
    // Not looking for a vendor, said outright.
    ..."not shopping yet|not shopping for|not looking to buy|not looking to hire|not ready to buy".split(
      "|",
    ),
  ],
  askedLinks: [
    ..."must be based|must be located|should be based|should be located|has to be based|needs to be based|must be|should be|has to be|have to be|needs to be|need to be|must|should|ideally|preferably|available|located|situated|present|operating|active".split(
      "|",
    ),
    ..."that is|which is|who is|that are|which are|who are|with an office|with offices|with a presence|with presence|that has an office|that have offices|must have an office|must have offices|must have a presence|should have an office|should have offices".split(
      "|",
    ),
  ],
  // Any of these keeps what a message names, whatever else it says: a question for a firm
  // ("who", "which firms", "anyone"), a need, a wish.
  requests:
    "who|which firm|which firms|which company|which companies|which vendor|which vendors|which provider|which providers|any firm|any firms|any vendor|any vendors|any provider|any providers|anyone|anybody|someone|somebody|is there a|is there an|are there|do you know|know any|know of|options for|where can|where to find|help us|help me|need|needs|looking for|look for|searching for|search for|seeking|we need|i need|we'll need|we will need|need a|need an|need some|need someone|need somebody|need help|needs a|needs an|who can|who could|who does|who do|who would|can you recommend|could you recommend|please recommend|recommend a|recommend an|recommend some|any recommendations|can you suggest|could you suggest|please suggest|suggest a|suggest some|want to hire|we want|we'd like|we would like|i'd like|i would like|we're after|we are after|in the market for|shortlist|quote|quotes|proposal|proposals".split(
      "|",
    ),
  // Set what follows against what came before: no cue reaches back across one ("we're in
  // Madrid but want a firm in Lisbon").
  contrasts: "but|however|though|although|whereas|yet".split("|"),
  closings:
    "regards|kind regards|best regards|warm regards|warmest regards|many regards|best wishes|all the best|best|thanks|thank you|many thanks|thanks a lot|thanks in advance|thx|cheers|sincerely|yours sincerely|yours faithfully|yours truly|br|kr".split(
      "|",
    ),
  // "not the assessor itself", "rather than a one-off consultant", "don't need SOC 2".
  declinedBefore:
    "not a|not an|not the|rather than|instead of|not looking for|not interested in|don't need|do not need|don't want|do not want|no need for|not doing|not doing a|not doing an|not doing any|not planning|not planning a|not planning any|not asking for|not asking about|skip the|not full|not a full|not formal|not a formal|not an actual|not the actual|not chasing|not pursuing|not going for|not aiming for|not our|not ready for|not ready for an|not ready for a|not ready for the".split(
      "|",
    ),
  // "no consultants", "we've never done any pentest": none had, so none asked.
  lackedBefore: [
    ..."no|don't have any|do not have any|never had any|never done any".split("|"),
    // No money for it: "we have zero budget for consultants".
    ..."no budget for|zero budget for|don't have budget for|do not have budget for|don't have the budget for|do not have the budget for|can't afford|cannot afford|can't afford a|cannot afford a|no money for".split(
      "|",
    ),
  ],
  // "pentest not needed", "SOC 2 can wait", "the 3PAO comes later", "HIPAA is handled".
  declinedAfter:
    "not needed|isn't needed|is not needed|aren't needed|are not needed|not required|isn't required|is not required|not necessary|isn't necessary|is not necessary|can wait|comes later|come later|will come later|is for later|is handled|is already handled|are handled|is covered|is already covered|are covered|is taken care of|is sorted|is out of scope|out of scope|is not in scope|isn't in scope|not for us|isn't for us|is not for us|isn't a priority|is not a priority|not a priority|later but not now|but not now|not now|not yet".split(
      "|",
    ),
  // "Cyber Essentials, but that's not for us", "HIPAA ... but that's handled", "not that yet".
  declinedLater:
    "not there|anywhere but there|that's handled|that is handled|that's covered|that is covered|that's taken care of|that's sorted|that's done|that's not for us|that is not for us|that's not needed|that is not needed|that's not required|that comes later|that can wait|it can wait|not that yet|that's for later|that's a later step".split(
      "|",
    ),
  // "passed our SOC 2", "already ISO 9001 certified", "we're SOC 2 Type II already".
  heldBefore:
    "passed|got|achieved|obtained|completed|earned|hold|holds|held|did|already|already have|already has|already had|already hold|already holds|already got|maintain|maintained|renewed|existing".split(
      "|",
    ),
  heldAfter:
    "already|certified already|certified since|certified last|compliant already|compliant since|in place|is in place|are in place".split(
      "|",
    ),
  landmarksBefore: [
    ..."before|ahead of|prior to|in time for|until|till|after|during|at"
      .split("|")
      .flatMap((word) =>
        ["the", "our", "an", "a", "their", "its", "my"].map((det) => `${word} ${det}`),
      )
      .filter((phrase) => phrase !== "at a" && phrase !== "at an"),
    // What the writer prepares for: "someone to prepare us for the TISAX assessment".
    ..."prepare for|prepare us for|preparing for|preparing us for|preparation for|get ready for|getting ready for|ready for"
      .split("|")
      .flatMap((cue) => ["the", "our"].map((det) => `${cue} ${det}`)),
    // Without an article: "an internal audit before certification".
    "before",
    "ahead of",
    "prior to",
  ],
  possessives: ["our", "my", "their", "your"],
  partyVerbs:
    "are|is|was|were|want|wants|wanted|said|says|say|asked|asks|ask|recommended|recommends|recommend|suggested|suggests|suggest|require|requires|required|told|tell|mentioned|insist|insists|insisted|flagged|flag|flags|expect|expects|expected|need|needs|found|find|noted|note|raised|raise|gave|demand|demanded|push|pushed|request|requested|asking|requiring|demanding|pushing|insisting|telling|saying|requesting|expecting|recommending|suggesting|flagging|already".split(
      "|",
    ),
  othersPlaceAfter:
    "customers|customer|clients|client|distributor|distributors|reseller|resellers|prospect|prospects|buyer|buyers|user|users|market|markets|parent company|parent|merchants|patients|reinsurer|subscribers|readers|members|audience|publishers|payers|investors|shareholders|lenders|insurers|suppliers|retailers|wholesalers|servers|founders|cofounders|co founders|owners|parent group|holding company|group compliance|group hq|group headquarters|group head office|parent's hq|refugees|migrants|immigrants|tourists|visitors|expats|donors|volunteers|beneficiaries".split(
      "|",
    ),
  // Joined to a place or a people by a hyphen: "a Jamaican-owned agency", "a US-backed startup".
  othersPlaceJoined: ["owned", "funded", "backed", "financed"],
  partyLinks:
    "are|is|was|were|sit|sits|mostly|mainly|largely|primarily|mostly all|all|based|located|headquartered|in|across|from|the|a|an|throughout|around|over|spread|out".split(
      "|",
    ),
  languageNames: [
    ..."english|german|french|spanish|italian|dutch|portuguese|swedish|danish|finnish|polish|czech|estonian|norwegian|japanese|korean|irish".split(
      "|",
    ),
    // The Nordic languages as their speakers write them.
    ..."dansk|norsk|suomi".split("|"),
  ],
  spokenLanguageBefore:
    "in|into|to|speak|speaks|speaking|spoken|talk|talks|fluent|native|language|languages|translate|translated|translation".split(
      "|",
    ),
  spokenLanguageAfter:
    // What a language names for the service: "MDR provider with Spanish support", "German skills".
    "speaking|speaker|speakers|speaks|language|languages|native|translation|translator|support|skills|fluency|fluent|proficiency|proficient|interface|documentation".split(
      "|",
    ),
  joins: ["and", "or"],
  catalogLanguages: {
    // "anglo" as in "anglophone" (`spokenLanguageSuffixes` of French, Spanish...).
    English: ["english", "anglo"],
    German: ["german"],
    French: ["french"],
    Spanish: ["spanish"],
    Dutch: ["dutch"],
    Italian: ["italian"],
    Portuguese: ["portuguese"],
    Swedish: ["swedish"],
    Danish: ["danish"],
    Norwegian: ["norwegian"],
    Finnish: ["finnish"],
    Estonian: ["estonian"],
    Polish: ["polish"],
    Czech: ["czech"],
    Japanese: ["japanese"],
    Korean: ["korean"],
    Chinese: ["chinese", "mandarin", "cantonese"],
    Arabic: ["arabic"],
    Hebrew: ["hebrew"],
    Hindi: ["hindi"],
  },
  sizes: {
    startup: ["startup", "startups", "start-up", "start-ups"],
    smb: [
      "smb",
      "smbs",
      "sme",
      "smes",
      ...["business*", "compan*", "firm*", "team*", "organi*"].flatMap((noun) => [
        `small* ${noun}`,
        `small* and medium-sized ${noun}`,
      ]),
    ],
    "mid-market": ["mid-market*", "midmarket*", "mid-size*", "midsize*", "medium-sized"],
    enterprise: [
      "enterprise",
      "enterprises",
      "large compan*",
      "large organi*",
      "large firm*",
      "corporat*",
      "multinational*",
    ],
  },
  headcountWords: ["employees", "employee", "staff", "people", "persons", "person", "fte*"],
  industries: {
    SaaS: ["saas", "software*"],
    Fintech: ["fintech*", "bank*", "neobank*", "payment*", "lending*"],
    Healthcare: ["health*", "hospital*", "clinic*", "medic*"],
    "Public sector": ["public sector*", "government*", "municipal*"],
    "E-commerce": [
      "e-commerce*",
      "ecommerce*",
      "online shop*",
      "online store*",
      "online retail*",
      "webshop*",
      "onlineshop*",
      "retail*",
    ],
    Manufacturing: ["manufactur*", "factory", "factories", "industrial*"],
    Telecommunications: ["telecom*", "telco*"],
    Energy: ["energy*", "utilit*"],
    Insurance: ["insur*", "reinsur*"],
    "AI/ML": ["ai", "machine learning*", "artificial intelligence", "llm", "llms"],
    Education: ["educat*", "universit*", "school*", "edtech*"],
    Gaming: ["gaming*", "game", "games", "casino*", "gambling*"],
    Automotive: ["automotive*", "car maker*", "carmaker*", "oem", "oems"],
    Biotech: ["biotech*", "pharma*", "biopharma*", "life science*"],
    Legal: ["law firm*", "legal sector*", "legal industr*", "legal services"],
  },
  topicWords: [
    ..."complian*|conform*|secur*|cyber*|privacy*|gdpr*|risk*|audit*|certif*|accredit*".split("|"),
    ..."vendor*|supplier*|provider*|consult*|advis*|firm|firms|agenc*|partner*|expert*|specialist*".split(
      "|",
    ),
    ..."pentest*|penetration*|hacker*|governance*|grc|isms|polic*|regulat*|control|controls".split(
      "|",
    ),
    ..."breach*|incident*|vulnerab*|dpo|recommend*".split("|"),
  ],
  vendorFocus: [
    "tell me about",
    "tell me more about",
    "more about",
    "more on",
    "more info* about",
    "more info* on",
    "details about",
    "details on",
    "details for",
    "what about",
    "who is",
    "who are",
  ],
  articles: ["the", "a", "an"],
  followUps: [..."also|those|these|them|among|too".split("|"), "as well", "of which", "which of"],
  terms: {
    frameworks: {
      "iso-27001": ["iso 27k", "information security management"],
      "soc-2": ["soc ii"],
      "soc-1": ["soc i"],
      "iso-27701": ["privacy information management"],
      "iso-42001": ["ai management"],
      "iso-9001": ["quality management"],
      "iso-22301": ["business continuity"],
      "pci-dss": ["payment card"],
      "eu-ai-act": ["artificial intelligence act"],
    },
    regions: {
      global: ["multinational"],
      apac: ["asian"],
      latam: ["latin american", "south american"],
      "north-america": ["north american"],
      eu: ["european"],
      nordics: ["scandinavian"],
      mena: ["middle eastern", "gulf"],
      us: ["american"],
      ca: ["canadian"],
      mx: ["mexican"],
      br: ["brazilian"],
      ar: ["argentinian", "argentinean", "argentine"],
      cl: ["chilean"],
      co: ["colombian"],
      uk: ["british", "scottish", "welsh"],
      ie: ["irish"],
      fr: ["french"],
      de: ["german"],
      nl: ["dutch"],
      be: ["belgian"],
      lu: ["luxembourgish"],
      es: ["spanish"],
      pt: ["portuguese"],
      it: ["italian"],
      at: ["austrian"],
      se: ["swedish"],
      dk: ["danish"],
      fi: ["finnish"],
      pl: ["polish"],
      cz: ["czech"],
      ee: ["estonian"],
      ch: ["swiss"],
      no: ["norwegian"],
      za: ["south african"],
      ae: ["emirati"],
      sa: ["saudi"],
      il: ["israeli"],
      in: ["indian"],
      sg: ["singaporean"],
      au: ["australian", "aussie"],
      nz: ["new zealander", "kiwi"],
      jp: ["japanese"],
      kr: ["korean", "south korean"],
    },
    serviceTypes: {
      "certification-body": [
        "certifier",
        "certification company",
        "accredited body",
        // Who issues the certificate: "who can certify us?"
        // The trade's short name: "a new accredited CB", "which CBs".
        "CB",
        "CBs",
        "certify us",
        "certify our",
        "who certifies",
        "who can certify",
        "certify against",
        "get certified by",
        // The audits only a certification body runs.
        "certification audit",
        "certification audits",
        "stage 1 audit",
        "stage 2 audit",
        "stage 1 audits",
        "stage 2 audits",
        "stage 1 and stage 2 audit",
        "stage 1 and 2 audit",

        // Who assesses conformity to an EU regulation (the AI Act, the MDR, the CRA).
        "notified body",
        "conformity assessment body",
      ],
      // Assessors perform the audit a framework's owner accredits them for; a trade role that
      // is also a framework's alias names both ("QSA": pci-dss and audit).
      audit: [
        "audit company",
        "auditing firm",
        "external auditor",
        "assessor",
        "qsa",
        "qualified security assessor",
        "3pao",
        "c3pao",
        "isae 3402",
        "isae 3000",
        // A PCI DSS audit's report and attestation, framework aliases that name the audit too.
        ..."roc|rocs|report on compliance|aoc|aocs|attestation of compliance".split("|"),
        // Frameworks whose audit is called an assessment, carried out by accredited auditors.
        ..."tisax assessment|tisax assessments|hitrust assessment|hitrust validated assessment|cmmc assessment|cmmc assessments|cmmc certification assessment".split(
          "|",
        ),
      ],
      "readiness-assessment": ["audit prep", "audit preparation"],
      "gap-analysis": ["compliance gap"],
      vciso: ["ciso", "outsourced ciso", "interim ciso", "external ciso"],
      "penetration-testing": [
        "penetration tester",
        "pen tester",
        "pentester",
        "ethical hacker",
        "red teaming",
        "security testing",
        "vulnerability assessment",
      ],
      "compliance-automation": ["automation", "compliance platform", "compliance tool", "grc tool"],
      // A CMMC Registered Provider Organization prepares a contractor for its assessment.
      "implementation-consulting": [
        "consulting firm",
        "implementation",
        "implement",
        "registered provider organization",
        "registered provider organisation",
        // Help to become compliant: "PCI compliance help", "help us get compliant".
        ..."compliance help|compliance support|help with compliance|get compliant|become compliant|getting compliant|becoming compliant".split(
          "|",
        ),
      ],
      "privacy-consulting": [
        "privacy consult",
        "data protection consult",
        "dpo",
        "privacy review",
        "data protection review",
        "gdpr review",
        // Consulting for a privacy law the taxonomy has no tag for (GDPR and CCPA have theirs).
        ..."lgpd|kvkk|popia|pipeda|pdpa|appi|pipl|dpdp|pdpl"
          .split("|")
          .flatMap((law) =>
            ["consult", "compliance", "compliance help", "help", "support", "dpo"].map(
              (work) => `${law} ${work}`,
            ),
          ),
      ],
      "security-awareness-training": [
        "training",
        "awareness",
        "phishing test",
        "staff training",
        "employee training",
        "cyber security training",
      ],
      "managed-security": [
        "managed soc",
        "security operations center",
        "security operations centre",
      ],
      "risk-assessment": [
        "risk management",
        "vendor risk",
        "supplier risk",
        ..."assess the risk|assess the risks|assess our risk|assess our risks|assessing the risk|assessing our risks".split(
          "|",
        ),
      ],
      "legal-advisory": ["attorney", "legal advice", "counsel", "solicitor"],
    },
  },
});
