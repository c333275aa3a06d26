/** The stage of reading a rule runs in. */
export type ReadingStage = "segment" | "candidates" | "rules" | "reading";

/**
 * One rule of reading free text, as a value: what it looks at and what it does. Rules are few
 * and the same for every language; what varies by word or language is the lexicons' data. A
 * rule that finds, rejects or changes a candidate records its id and why (`ReadingStep`).
 */
export interface ReadingRule {
  readonly id: string;
  readonly stage: ReadingStage;
  readonly looksAt: string;
  readonly does: string;
}

const rule = (id: string, stage: ReadingStage, looksAt: string, does: string): ReadingRule => ({
  id,
  stage,
  looksAt,
  does,
});

/** Every rule of the gazetteer reader, in the order its stages run. */
export const READING_RULES = {
  segment: rule(
    "segment",
    "segment",
    "the text: separators, letter/digit boundaries, the runtime's word breaker in scripts without spaces",
    "splits it into folded tokens",
  ),
  digitLookalike: rule(
    "digit-lookalike",
    "segment",
    "letters o or l between digits in one word",
    "reads them as the digits 0 and 1 (iso27oo1: 27001)",
  ),
  splitWord: rule(
    "split-word",
    "segment",
    "two words of letters, no function word, or a number written in groups of three, that together are a framework's or service's one-word name, where no phrasing reads them as two words; three or more letters typed apart that spell one, or begin one the next word goes on",
    "reads them as that name (hi trust: HITRUST; ISO 27 001: 27001; s o c 2: SOC 2)",
  ),
  runTogether: rule(
    "run-together",
    "segment",
    "a word unknown as written, from seven letters, that two words of a phrasing make, or a tag's name and a phrasing's word",
    "reads it as those two words (pentestfirm: pentest firm)",
  ),
  detachParticle: rule(
    "detach-particle",
    "candidates",
    "a word unknown as written that begins or ends with a particle its language writes joined (lexicons' attachedPrefixes, attachedSuffixes)",
    "reads the word without it when what is left is known",
  ),
  alias: rule(
    "alias",
    "candidates",
    "runs of tokens as written",
    "finds the taxonomy's aliases (codes and numbers are never altered)",
  ),
  phrase: rule(
    "phrase",
    "candidates",
    "runs of tokens stemmed in English and in each language whose phrasings begin the same way",
    "finds the lexicons' phrasings of tags",
  ),
  place: rule("place", "candidates", "runs of tokens as written", "finds the gazetteer's places"),
  shortName: rule(
    "short-name",
    "candidates",
    "a word a lexicon lists among placeShortNames (two letters only in capitals)",
    "reads it as the place's full name (NYC: New York City)",
  ),
  typo: rule(
    "typo",
    "candidates",
    "a word no candidate covers, from typoTolerance.minWordSizeForTypos letters",
    "reads it as the known word within one or two edits (places' names from minWordSizeForPlaces letters, by a letter left out of a name that long, or by a swap; never for a first name written capitalised, nor, in a text of other languages, for a word in lower case no place word introduces, into a place where none of them is spoken)",
  ),
  qualifiedTypo: rule(
    "qualified-typo",
    "candidates",
    "a word no correction reads, followed by a subdivision code (MA, CO, NSW; in lower case, not a function word)",
    "reads it as a city within one or two edits in a country with that code, as addresses are written (bostn ma: Boston, denvor co: Denver)",
  ),
  nameSlip: rule(
    "name-slip",
    "candidates",
    "a word nothing covers, unknown as written (from typoTolerance.minWordSizeInPhrase letters), after a word that begins a place's name of several words, or before the next word of a country's or a subdivision's; before typo",
    "reads it as that name's word one slip away: a letter left out, two neighbours swapped, a vowel for another (new yrok: New York; kuala lumpr: Kuala Lumpur; nort carolina: North Carolina)",
  ),
  phraseTypo: rule(
    "phrase-typo",
    "candidates",
    "a word nothing covers beside words a phrasing begins or ends with (from typoTolerance.minWordSizeInPhrase letters)",
    "reads it as the phrasing's word within one edit, two from twoTypos letters (eu ai akt: act, gap analisys: analysis)",
  ),
  placeEnding: rule(
    "place-ending",
    "candidates",
    "a word nothing covers that ends as a lexicon's placeEndings say an inflected place's name does",
    "reads it as the place's name, alone or as the last word of a name of several (w Krakowie: Kraków, v Praze: Praha, у Києві: Київ, в Нью-Йорке: New York)",
  ),
  compoundHead: rule(
    "compound-head",
    "candidates",
    "a word nothing covers, in a language that writes compounds as one word",
    "reads it as the phrasing's word it ends with (säkerhetsutbildning: utbildning)",
  ),
  codeSwap: rule(
    "code-swap",
    "candidates",
    "the letters of a word written with digits, nothing covering them",
    "reads them with two neighbouring letters swapped where the whole word then is a taxonomy alias (3poa: 3PAO, c3poa: C3PAO)",
  ),
  acronymSwap: rule(
    "acronym-swap",
    "candidates",
    "a word one letter shorter than the shortest corrected: in capitals or without a vowel; in any case for a letter left out",
    "reads it as the taxonomy's acronym with two neighbouring letters swapped (GPDR), or as a framework's acronym with a letter left out (hipa)",
  ),
  reportAsked: rule(
    "report-asked",
    "candidates",
    "a framework named with the type of its report (reportTypes: Type II) after an article, nothing after it in its clause saying what about it",
    "reads the service that issues the report too (need a SOC 1 Type II: an audit)",
  ),
  frameworkAssessment: rule(
    "framework-assessment",
    "candidates",
    "a word of assessmentWords that no candidate covers and no hyphen joins to the word before it (a self-assessment), in a text whose candidates name a framework with an assessment in the taxonomy (TISAX, HITRUST, CMMC)",
    "reads it as that service, a word of the framework's work (then the assessment provider: audit)",
  ),
  frameworkCertification: rule(
    "framework-certification",
    "candidates",
    "a word of certificationWords that no candidate covers and no hyphen joins to the word before it, in a text whose candidates name a framework with a certification in the taxonomy (ISO 27001, Cyber Essentials)",
    "reads it as that service (ISO 27017 certification for our cloud service: certification body); as a word of workWords, the reading stage leaves it where it is another service's goal or a moment of the timeline",
  ),
  frameworkRole: rule(
    "framework-role",
    "candidates",
    "a trade role of the taxonomy's roles of a framework the candidates name (CMMC: RPO, CCA; SOC 1, SOC 2: CPA firm), or a lexicon's frameworkHelp beside any framework named (help us get ready), that no candidate covers",
    "reads it as the service the role names (an RPO to help us prepare: implementation consulting); without the framework it names nothing (a recovery point objective)",
  ),
  serviceVerb: rule(
    "service-verb",
    "candidates",
    "a lexicon's serviceVerbs phrase followed, across up to three function words of one clause, by a framework or one of serviceObjects; a phrase with a * by a framework the rest of the phrase follows (help with * compliance)",
    "finds the service it asks for (set up our ISMS: implementation consulting)",
  ),
  productAsked: rule(
    "product-asked",
    "candidates",
    "a product of the taxonomy (products: Vanta, Drata) after productAsks (like, looking at, moving from) or beside another across productComparisons (vs, or)",
    "finds the service the product does (a platform like Vanta: compliance automation); a product the writer uses asks for nothing",
  ),
  codeInCapitals: rule(
    "code-in-capitals",
    "rules",
    "a one-word tag that is also a function word (lexicons' codesOnlyInCapitals, filler)",
    "rejects it unless written in capitals (US, IN, DE)",
  ),
  functionWordStem: rule(
    "function-word-stem",
    "rules",
    "a one-word tag whose stem is a function word",
    "rejects it (using is not us)",
  ),
  negatedPlace: rule(
    "negated-place",
    "rules",
    "a region or place after a negation (across negationGaps), before negationsAfter, or before a negated auxiliary",
    "rejects it: a place the text denies is no filter",
  ),
  spokenLanguage: rule(
    "spoken-language",
    "rules",
    "a demonym that is a language's name, with spokenLanguageBefore/After around its list",
    "rejects it as a region: the language spoken, not the country",
  ),
  otherName: rule(
    "other-name",
    "rules",
    "a place's name or demonym followed by an eponym head or after an eponymBefore phrase, beginning a fixed expression of WordNet, inside one of the lexicons' idioms, or capitalised beside another capitalised word",
    "rejects it: part of another name (Basel III, Swiss cheese, Swiss army knife, Zurich Insurance, Bank of America)",
  ),
  signature: rule(
    "signature",
    "rules",
    "a framework or a service in the up to eight words after one of closings (kind regards, thanks) that begins a sentence or a clause past the text's first word, none of them a filler word of a request nor after a full stop",
    "rejects it: the writer's title in their signature (Kind regards, Julien Moreau, Group CISO), no need",
  ),
  othersPlace: rule(
    "others-place",
    "rules",
    "a region or place, or a list of places, after othersPlaceBefore (customers in, launching in, went to; an adverb of phraseAdverbs may stand inside: sold mainly in) or before othersPlaceAfter (customers, distributor, market) unless ownPlaceCues introduce that party as the writer (CFO of a food distributor in), or later in a clause than encounterWords with no encounterStops between (saw an auditor at Black Hat in Las Vegas)",
    "rejects it: customers', a market's, a trip's or an event's place is not the buyer's",
  ),
  placeInCode: rule(
    "place-in-code",
    "rules",
    "a place's name or region code that is part of a code: a word written with digits, or words joined by hyphens or ampersands with a digit or an ampersand",
    "rejects it: part of a code, not a place (c3poa is no Poá, eu-central-1 no EU, POA&M no Poá)",
  ),
  articlePlace: rule(
    "article-place",
    "rules",
    "a place's one-word name, not capitalised or capitalised only at a sentence's start, that is an article of a language the text shows (lexicons' articles)",
    "rejects it: an article, not a place (en una empresa: a company, not Una in India)",
  ),
  otherMeaning: rule(
    "other-meaning",
    "rules",
    "a place's name a lexicon lists among otherMeanings (brands, products, breeds: Santander, Aruba, Sonoma)",
    "keeps it only in a place context (in Santander)",
  ),
  declined: rule(
    "declined",
    "rules",
    "a framework's or a service's name after declinedBefore (don't need, not the, rather than) up to three words apart in its clause, or before declinedAfter (not needed, can wait, comes later, is handled) up to two words on in its clause",
    "rejects it: a framework or service the writer declines, defers or has handled is no filter",
  ),
  declinedLater: rule(
    "declined-later",
    "reading",
    "the last framework, service or place taken before a declinedLater phrase of its sentence (but that's not for us, that's handled, not that yet; so not there)",
    "rejects it: the writer declines, defers or has handled what the phrase points back at",
  ),
  asksNothing: rule(
    "asks-nothing",
    "reading",
    "a text with a lexicon's asksNothing phrase (that list was useful, register my profile, not shopping yet) and none of its requests (looking for, we need, who can)",
    "rejects every tag and place: the message thanks, asks about the directory or is curious, and asks for no vendor",
  ),
  notAsked: rule(
    "not-asked",
    "rules",
    "a service's name after ownTradeBefore (we're a, at a), doneBefore (already did the) or lackedBefore (no, never had any) up to three words apart, before ownTradeAfter (at a) after a comma, after a possessive and before a partyVerbs word (our auditors want), or after a possessive and before one of teams (our internal audit team), or right before othersPlaceAfter in its clause (a law firm client)",
    "rejects it: the writer's own trade or role, a service declined, a letter's closing words (please advise), a party speaking or a party it describes, is no service asked for",
  ),
  placeModifier: rule(
    "place-modifier",
    "rules",
    "a place's name no place word introduces (nor its form: a placeEndings inflection, a joined particle that introduces places), or a people's word (a demonym), right before a word in the same clause, not joined by a hyphen, that is no phrasing's, no function word, no place and none of the lexicons' placeHeads; a people's word before one of styleHeads too",
    "rejects it: it modifies that word (Dijon mustard, Manila folders, oxford comma, Brazilian coffee beans, Mexican restaurants)",
  ),
  personCue: rule(
    "person-cue",
    "rules",
    "a place's name after a lexicon's personBefore phrase, before a personAfter word and one of the departments, or before a role after a comma",
    "rejects it: a person's name (my colleague Sydney, Dallas from finance, India, CISO at...)",
  ),
  fullName: rule(
    "full-name",
    "rules",
    "a city's one-word name, capitalised, after a capitalised first name or, itself a first name, before a capitalised first name or city (not a country or subdivision)",
    "rejects it: a person's first name and surname (Jack London, Paris Jackson)",
  ),
  designator: rule(
    "designator",
    "rules",
    "a place's name followed by 'of' and a subdivision or country",
    "rejects it: a designator (the state of Texas)",
  ),
  lowerCaseWord: rule(
    "lower-case-word",
    "rules",
    "a place's name that is also a common word (marked to read only in a place context or capitalised), written in lower case by a writer who capitalises names (Linz, Florian, Austrian, after a sentence's first word)",
    'rejects it, place context or not: the writer meant the word ("in spring", "southern Brazil")',
  ),
  placeContext: rule(
    "place-context",
    "rules",
    "a place's name that is also a word or a first name, with what stands around it",
    "keeps it only in a place context (placeIntroducers, placeMarkersAfter, a region after it, a city before it), when capitalised if commonWordPlaces allows, or, for a first name, unless personRoleBefore/personAfter make it a person",
  ),
  taxonomyPhrase: rule(
    "taxonomy-phrase",
    "rules",
    "a run of tokens that is a tag's phrasing",
    "never reads it as a place, even where the tag is rejected (in German)",
  ),
  longestFirst: rule(
    "longest-first",
    "reading",
    "candidates that overlap",
    "takes the longest, then a tag before a place, then the first written",
  ),
  frameworkConsulting: rule(
    "framework-consulting",
    "reading",
    "implementation consulting taken where every framework taken names one and the same consulting service (the taxonomy's consulting: GDPR, CCPA)",
    "reads it as that service (a GDPR consultant: privacy consulting)",
  ),
  partOfWork: rule(
    "part-of-work",
    "reading",
    "a service named only by one of workWords (audit, consultant), not joined to another need, beside a service taken whose work takes it in (the taxonomy's partOf: a certification body, an internal audit; privacy consulting)",
    "rejects it: the work of the other service, no service asked for apart (a certification body for a combined audit)",
  ),
  adviceTopic: rule(
    "advice-topic",
    "reading",
    "a service named only by one of adviceWords (advice, advise) that another service's name follows across one or two function words of its clause, no join (advice on compliance automation tools)",
    "rejects it: the advice is about the other service, which is the one asked for",
  ),
  landmark: rule(
    "landmark",
    "reading",
    "a service named only by one of workWords (audit, surveillance audit), not the only service taken, after landmarksBefore (before the, ahead of our, at our next) up to four modifiers apart in one clause",
    "rejects it: a moment in the writer's timeline, not a service asked for beside the other (a consultant before the next audit cycle)",
  ),
  heldFramework: rule(
    "held-framework",
    "reading",
    "a framework after heldBefore (passed our, got, already) up to three articles, possessives or modifiers apart in one clause, or before heldAfter (already), also at the end of a list it begins (ISO 9001 and IATF already), or joined by and to such a framework, when a framework not held is taken too (as a tag or beside a service's: the TISAX assessment), and the same framework named again after a possessive (our ISMS), or when every service taken does no work on it (the taxonomy's standalone services, other frameworks' consulting)",
    "rejects it: a framework the writer already holds, context beside the one asked about (passed ISO 27001 last year, now CSA STAR), and a service named right after it (passed our SOC 2 audit)",
  ),
  ownPlace: rule(
    "own-place",
    "reading",
    "the places taken, when none is asked for (see asked-place) and one follows ownPlaceBefore or ownTradeBefore (we're a, based, HQ is) up to seven words apart in its clause, or stands before ownPlaceAfter (our Riga team)",
    "rejects each other place not listed with one of the writer's (in Berlin and Barcelona): another party's place (our biggest partner sits in Singapore)",
  ),
  askedPlace: rule(
    "asked-place",
    "reading",
    "the places taken, when one is asked for (after one of askers or a tag, across introducers and articles: a consultant in, certification in; or right before one that does not speak: German auditors, not US law firms are asking)",
    "rejects each place not asked for nor listed with one asked for, the writer's own included: the buyer wants vendors where they ask, not where they are (we're a Berlin team but need a privacy lawyer in California; a bank in Oslo, Nordic firms only)",
  ),
  cityQualifier: rule(
    "city-qualifier",
    "reading",
    "a city followed by a subdivision's code or name, or a country, in the same sentence",
    "reads them as one address (Victoria BC, Athens, Georgia); rejects the city before a subdivision of another country (a smaller town there: Paris, Texas), and both before a country code in capitals that fits none of its countries (a product's name: Oslo DE)",
  ),
  region: rule(
    "region",
    "reading",
    "each place taken",
    "reads it as its country's region, or the broader region the taxonomy has; same-named places by the countries the text names (by another place only where the likeliest is not ten times larger)",
  ),
} as const satisfies Record<string, ReadingRule>;

/** One step of reading a text: a rule's verdict on some of its words. */
export interface ReadingStep {
  /** The rule's id (`READING_RULES`). */
  rule: string;
  stage: ReadingStage;
  /** The words as written. */
  words: string;
  /** What the words were read as: `frameworks/iso-27001`, `place Berlin (Germany)`, a correction. */
  reads: string;
  outcome: "found" | "rejected" | "changed" | "taken";
  /** Why, in words. */
  reason: string;
}
