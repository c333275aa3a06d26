import * as v from "valibot";

/** Words or phrases of one role, as typed (the reader folds and stems them). */
const Phrases = v.array(v.pipe(v.string(), v.trim(), v.nonEmpty()));

/**
 * Patterns: words or phrases as Ask AI matches them (`free-text/question-lexicon.ts`). Each word
 * is folded and split as the text is and compared with one word of the text, a phrase's words in
 * a row. A `*` at a word's end stands for any ending ("fintech*": "Fintechs"), at its start for
 * any beginning ("*versicher*": "Krankenversicherung"), never for another word.
 */
const Patterns = v.array(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.regex(/^\*?[^\s*]+\*?(?:\s+\*?[^\s*]+\*?)*$/u, "a * may only begin or end a word"),
  ),
);

/** Patterns per catalog value: `{ Fintech: ["fintech*", "payment*"] }`. */
const PatternsByValue = v.record(v.pipe(v.string(), v.trim(), v.nonEmpty()), Patterns);

/** Phrasings per slug of one dimension: `{ audit: ["Prüfung", "Wirtschaftsprüfer"] }`. */
const TermsBySlug = v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), Phrases);

/** The scripts a lexicon may be written in; the reader stems and segments by script. */
export const SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Arabic",
  "Hebrew",
  "Devanagari",
  "Han",
  "Japanese",
  "Hangul",
  "Thai",
  "Bengali",
  "Tamil",
  "Georgian",
  "Armenian",
] as const;

/**
 * One language's words for reading free text: which words introduce a place, negate it, name a
 * person or a spoken language, how the language names services, frameworks and regions, and the
 * words Ask AI ranks and decides by (sizes, industries, languages, topic, follow-ups). What
 * varies by word or language is here; the rules that read it are few and the same for every
 * language. Every field but `language`, `name` and `script` may be left out.
 */
export const LexiconSchema = v.strictObject({
  /** ISO 639-1 code: `de`. */
  language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  /** The language's English name: `German`. */
  name: v.pipe(v.string(), v.nonEmpty()),
  /** The script it is written in. */
  script: v.picklist(SCRIPTS),
  /**
   * The language's Snowball stemmer (`@orama/stemmers/<language>`), which brings a folded word to
   * its stem so that inflections meet ("Prüfungen", "Prüfung"); without one, words are compared
   * as written and the lexicon lists the forms that matter.
   */
  stem: v.optional(v.custom<(word: string) => string>((value) => typeof value === "function")),
  /**
   * Where the stemmer is overruled: words kept as written because their stem meets an unrelated
   * tag's ("international" and "internal" both stem to "intern"), and stems read as one because
   * the stemmer leaves them apart ("advic": "consult", "analys": "analysi").
   */
  stemExceptions: v.optional(
    v.strictObject({
      keep: v.optional(Phrases, []),
      same: v.optional(
        v.record(v.pipe(v.string(), v.nonEmpty()), v.pipe(v.string(), v.nonEmpty())),
        {},
      ),
    }),
    {},
  ),
  /**
   * Whether the language writes compounds as one word ("Informationssicherheitsberatung",
   * "säkerhetsutbildning"): a word no rule reads that ends with one of its phrasings' words is
   * read as that word.
   */
  compounds: v.optional(v.boolean(), false),
  /**
   * How the language inflects a place's name after a preposition, as endings: the ending a
   * written form has and the ending of the name ("w Krakowie": `["owie", "ów"]`; "v Praze":
   * `["ze", "ha"]`). A word no rule reads is read as the place its name gives.
   */
  placeEndings: v.optional(v.array(v.tuple([v.pipe(v.string(), v.nonEmpty()), v.string()])), []),
  /**
   * One-word short names of places the gazetteer knows by their full name, and that name
   * ("NYC": "New York City", "Philly": "Philadelphia"). Two letters are read only in capitals
   * ("LA", "SF").
   */
  placeShortNames: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^\p{L}+$/u)), v.pipe(v.string(), v.nonEmpty())),
    {},
  ),
  /** Countries (ISO 3166-1 alpha-2) where it is spoken: their places' names in it are read. */
  countries: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), []),
  /**
   * Function words that are also region codes or aliases ("de", "aus", "se"): like English
   * stop-words they name a region only when written in capitals.
   */
  codesOnlyInCapitals: v.optional(Phrases, []),
  /** Words a buyer types that carry no filter and are not reported back ("please", "need"). */
  filler: v.optional(Phrases, []),
  /** Words that put the next words in a place context: "in", "near", "based in", "aus". */
  placeIntroducers: v.optional(Phrases, []),
  /**
   * Phrases ending with a place introducer that put no place after it: "looking at", "good at",
   * "at least" ("looking at Vanta" is a tool, not Vantaa).
   */
  introducersInOtherPhrases: v.optional(Phrases, []),
  /** The same, compared as written because folding makes them other words ("à", Swedish "i"). */
  placeIntroducersAsWritten: v.optional(Phrases, []),
  /** Postpositions after a place that make it one: Japanese "で", Hindi "में", Turkish "'da". */
  placeMarkersAfter: v.optional(Phrases, []),
  /**
   * Particles written joined to the start of a word, dropped when the word is unknown as
   * written: Arabic "ب" in "بالرياض" ("in Riyadh").
   */
  attachedPrefixes: v.optional(Phrases, []),
  /** Particles written joined to the end of a word, likewise: Korean "에서" in "서울에서". */
  attachedSuffixes: v.optional(Phrases, []),
  /** Words before a place that deny it: "not", "except", "excluding", "nicht". */
  negations: v.optional(Phrases, []),
  /**
   * Words joined by a hyphen right after a place's name or a people that make it another
   * party's: "owned" ("a Jamaican-owned agency" is in Rotterdam), "backed".
   */
  othersPlaceJoined: v.optional(Phrases, []),
  /** Phrases ending in a negation that locate a place, not deny it: "just outside" (Boston). */
  negationsNear: v.optional(Phrases, []),
  /** Words after a place that deny it, in languages that put them there: Japanese "以外". */
  negationsAfter: v.optional(Phrases, []),
  /** Words that may stand between a negation and its place: "not in the". */
  negationGaps: v.optional(Phrases, []),
  /** Auxiliaries that, negated right after a place, deny it: "Rome wasn't", "Germany is not". */
  auxiliaries: v.optional(Phrases, []),
  /** Their contracted negative forms before "'t": "isn", "wasn". */
  negatedAuxiliaries: v.optional(Phrases, []),
  /** Phrases right before a name that make it a person's: "my colleague", "hi", "my name is". */
  personBefore: v.optional(Phrases, []),
  /** Roles or verbs before a first name that make it a person's: "our CFO", "ask". */
  personRoleBefore: v.optional(Phrases, []),
  /** Words right after a first name that make it a person's: "Sydney recommends", "Paris from legal". */
  personAfter: v.optional(Phrases, []),
  /**
   * Words right after a name that begins a clause that make it the writer's, whatever place it
   * also names: "Adelaide here", "Austin speaking".
   */
  selfIntroductions: v.optional(Phrases, []),
  /**
   * Words after a place's name that make it part of another name: an eponym ("Basel III",
   * "Budapest Convention") or an organisation's or product's ("Zurich Insurance", "Singapore
   * Airlines", "Panama Papers").
   */
  eponymHeads: v.optional(Phrases, []),
  /** Phrases before a place's name that make it part of an organisation's name: "Bank of America". */
  eponymBefore: v.optional(Phrases, []),
  /**
   * Fixed expressions with a place's name in them that name no place ("Swiss army knife",
   * "Houston, we have a problem", "our Waterloo"): the name in one is no place. WordNet's
   * compounds are read too; these are the ones it lacks.
   */
  idioms: v.optional(Phrases, []),
  /**
   * Names of places that name something else as often: brands, products, breeds ("Santander",
   * "Emirates", "Aruba", "Sonoma", "Chihuahua"). Read as places only in a place context ("in
   * Santander").
   */
  otherMeanings: v.optional(Phrases, []),
  /**
   * Phrases right before a place that make it another party's, not the buyer's: customers',
   * a market, a trip ("customers in", "launching in", "went to"). Articles may stand between
   * (`negationGaps`).
   */
  othersPlaceBefore: v.optional(Phrases, []),
  /**
   * Adverbs that may stand inside a phrase of `othersPlaceBefore` without changing what it says
   * ("sold mainly in", "customers mostly in"): skipped where the phrase's words do not match.
   */
  phraseAdverbs: v.optional(Phrases, []),
  /**
   * Words of a meeting, an event or a past dealing elsewhere: a verb of seeing, hearing or
   * meeting, an event's kind, a word of the past ("saw", "heard", "met", "conference", "booth
   * at", "previously", "worked with"). A place later in the same clause, with none of
   * `encounterStops` between, is the event's, not the buyer's ("saw an auditor at Black Hat in Las
   * Vegas", "heard a talk at GITEX Dubai", "previously worked with a firm in Manila").
   */
  encounterWords: v.optional(Phrases, []),
  /**
   * Words that end an encounter's reach (`encounterWords`): the writer's own ("we", "our", "I")
   * and a turn back to the need ("but", "now"). Between an encounter and a place, they make
   * the place the writer's again ("worked with a firm in Manila but want someone in Auckland").
   */
  encounterStops: v.optional(Phrases, []),
  /**
   * Words right after a place that make it another party's: "customers", "distributor",
   * "market". Before a place, across `partyLinks` only, they make it that party's too
   * ("customers are mostly in Germany", "our parent company sits in Sweden").
   */
  othersPlaceAfter: v.optional(Phrases, []),
  /**
   * Words that may stand between a party of `othersPlaceAfter` and its place: copulas, adverbs,
   * prepositions ("are", "mostly", "sits", "in", "across"). A verb of an action ("needing",
   * "want") or the writer's own word breaks the link.
   */
  partyLinks: v.optional(Phrases, []),
  /**
   * Words a buyer's own place commonly stands right before, one word each (patterns, `*` at the
   * end for any ending): "startup*", "office*", "fintech*". A place's name right before any
   * other word that is no phrasing's, no function word and no place modifies that word and
   * names no place ("Dijon mustard", "Manila folders"), unless a place word introduces it.
   */
  placeHeads: v.optional(Patterns, []),
  /**
   * Words a people's word right before describes by its style, not its origin, though a place's
   * name before them locates them (patterns, as `placeHeads`): "a chain of Mexican restaurants"
   * is no Mexico, "a Lyon restaurant" is Lyon.
   */
  styleHeads: v.optional(Patterns, []),
  /**
   * Verbs that ask for a service when what they act on follows within three words, per service
   * slug: `{ "implementation-consulting": ["set up", "build"] }` ("set up our ISMS", "build an
   * ISO 27001 programme"). What they act on: a framework, or one of `serviceObjects`. A `*`
   * stands for a framework the rest of the phrasing must follow: "help with * compliance".
   */
  serviceVerbs: v.optional(TermsBySlug, {}),
  /**
   * Phrases that ask for a service where the text names a framework, whichever it is, per
   * service slug: `{ "implementation-consulting": ["help us get ready", "prepare us"] }`
   * ("Cyber Essentials for a tender: who can help us get ready and then certify us?"). Where
   * the text names none, they ask for nothing ("help us get ready for the board meeting").
   */
  frameworkHelp: v.optional(TermsBySlug, {}),
  /** What `serviceVerbs` act on besides a framework: "management system", "programme", "controls". */
  serviceObjects: v.optional(Phrases, []),
  /**
   * Phrases before a service's name, up to three words apart, that make it the writer's own
   * trade, not a service asked for: "we're a" (law firm), "at a" (consultancy).
   */
  ownTradeBefore: v.optional(Phrases, []),
  /**
   * Phrases before a place, up to seven words apart in its clause, that make it where the writer
   * is (as `ownTradeBefore` does too): "based" (in Innsbruck), "hq is" (in Kraków), "we're" (the
   * Doha branch). Where the writer says where they are, another place stays only where it is
   * asked for (`askers`) or listed with one that stays.
   */
  ownPlaceBefore: v.optional(Phrases, []),
  /** Parts of the writer's company right after a place, which make it theirs: "office", "entity", "team". */
  ownPlaceAfter: v.optional(Phrases, []),
  /**
   * Words for whom or what a buyer looks, one word each (patterns, `*` at the end for any
   * ending): "consultant*", "firm*", "someone", "cover*". A place right after one (across place
   * introducers and articles: "a consultant based in the UK") or right before one ("German
   * auditors") is asked for.
   */
  askers: v.optional(Patterns, []),
  /**
   * Phrases right after a place, or a list of places, that ask for it: "only", "both fine", "is
   * fine", "please" ("NZ or Australia both fine", "UAE only").
   */
  askedAfter: v.optional(Phrases, []),
  /**
   * Phrases before a service's name, up to three words apart, that say the writer has had it
   * done: "already did the" (implementation), "already have a" (vCISO). No service asked for.
   */
  doneBefore: v.optional(Phrases, []),
  /**
   * Phrases before a word of a service's work (`workWords`: audit), up to three modifiers
   * apart, that make it a moment in the writer's timeline, not a service asked for: "before
   * the" (real audit), "ahead of our" (recertification audit), "at our next" (surveillance audit).
   */
  landmarksBefore: v.optional(Phrases, []),
  /**
   * Common words of the language near a place's or a phrasing's name, never read as its
   * misspelling (as English words are, from SCOWL): Italian "rapporto" is no Sapporo, Greek
   * "επιχείρηση" (a company) no "επιθεώρηση" (an audit).
   */
  commonWords: v.optional(Phrases, []),
  /**
   * A letter's closing phrases that end a clause and ask nothing, though a service's word is
   * in them: "please advise" (no advisory asked).
   */
  signOffs: v.optional(Phrases, []),
  /**
   * Phrases of a message that asks for no vendor: thanks for help given ("that list was
   * useful", "we signed with"), a question about the directory itself ("register my profile",
   * "is this directory"), curiosity ("not shopping yet"). Such a message, with none of
   * `requests` in it, is read as asking nothing, whatever tags it names.
   */
  asksNothing: v.optional(Phrases, []),
  /**
   * Words between one of `askers` and the place it asks for, besides place introducers and
   * articles: "vendor must be Nordic", "a certification body available in Vietnam", "the
   * provider should be based in Sweden". One phrase of them at most.
   */
  askedLinks: v.optional(Phrases, []),
  /** Phrases that ask for something: "looking for", "we need", "who can". See `asksNothing`. */
  requests: v.optional(Phrases, []),
  /**
   * A letter's closing words, at a sentence's or clause's start, before the writer's signature:
   * "kind regards", "thanks", "cheers". A framework's or a service's name in the few words
   * after, none of them a filler word of a request, is the writer's title, not asked for
   * ("Kind regards, Julien Moreau, Group CISO").
   */
  closings: v.optional(Phrases, []),
  /**
   * Words that set what follows against what came before: "but", "aber", "pero". The words
   * that place the writer, decline or hold a framework reach no further back than one ("we're
   * in Madrid but want a firm in Lisbon": Lisbon is no place of the writer's). Read only where
   * English or a language the text shows writes it; no evidence of a language by themselves
   * (Swedish "men" is English "men").
   */
  contrasts: v.optional(Phrases, []),
  /**
   * Phrases before a framework's or a service's name, up to three modifiers apart in its
   * clause, that decline it: "not the" (assessor), "rather than" (a one-off consultant),
   * "don't need" (SOC 2).
   */
  declinedBefore: v.optional(Phrases, []),
  /**
   * Phrases before a service's name, up to three modifiers apart, that say the writer has none,
   * which declines a service but not a framework ("no consultants", yet "we have no SOC 2" asks
   * about it).
   */
  lackedBefore: v.optional(Phrases, []),
  /**
   * Phrases in a framework's or a service's clause, right after it or up to two words on, that
   * decline or defer it: "not needed", "can wait", "comes later", "is handled".
   */
  declinedAfter: v.optional(Phrases, []),
  /**
   * Phrases later in a sentence that decline the last framework, service or place named before
   * them: "(Cyber Essentials,) but that's not for us", "(HIPAA...) but that's handled", "not
   * that yet", "(the last one was in Chile...) so not there".
   */
  declinedLater: v.optional(Phrases, []),
  /**
   * Words before a framework, up to three articles, possessives or modifiers apart in its
   * clause, that say the writer holds it already: "passed" (our SOC 2), "got", "already" (ISO
   * 9001 certified). Beside a framework not held, it is context.
   */
  heldBefore: v.optional(Phrases, []),
  /** Words right after a framework that say the writer holds it already: "already", "certified since". */
  heldAfter: v.optional(Phrases, []),
  /**
   * Phrases after a service's name written after a comma that make it the writer's role:
   * "at a" ("India, CISO at a retail chain").
   */
  ownTradeAfter: v.optional(Phrases, []),
  /**
   * Words of an assessment ("assessment", "évaluation"): where a text names a framework whose
   * assessment is a service (the taxonomy's `assessment`: TISAX, HITRUST, CMMC), one that
   * nothing else reads is that service ("then the assessment provider").
   */
  assessmentWords: v.optional(Phrases, []),
  /**
   * Words of a certification ("certification", "Zertifizierung"): where a text names a framework
   * a certification body certifies (the taxonomy's `certification`), one that nothing else reads
   * is that service ("ISO 27001 certification in Lisbon"). They are words of work too (see
   * `workWords`): a certification that is another service's goal or a moment of the writer's
   * timeline is not.
   */
  certificationWords: v.optional(Phrases, []),
  /**
   * The types of a framework's report written after its name ("Type II", "Type 1"): a framework
   * named so after an article, its phrase ending there, asks for the report and so for the
   * service that issues it (the taxonomy's `assessment`): "need a SOC 1 Type II" asks for an
   * audit, "SOC 2 Type II readiness" and "we are SOC 2 Type II compliant" do not.
   */
  reportTypes: v.optional(Phrases, []),
  /** Possessives before a service's name that may make it a party the buyer has: "our", "my". */
  possessives: v.optional(Phrases, []),
  /**
   * Verbs after a possessed service's name that make it a party speaking, not a service asked
   * for: "our auditors want", "my lawyer said".
   */
  partyVerbs: v.optional(Phrases, []),
  /**
   * Teams and departments: a name followed by "from", "in" or "on" and one of them is a
   * person's, whatever else it names ("Dallas from finance", "Sydney in procurement").
   */
  departments: v.optional(Phrases, []),
  /**
   * Words for a group of people inside an organisation: a service's name between a possessive
   * and one of them is the writer's own team, no service asked for ("our internal audit team",
   * "our advisory and audit teams").
   */
  teams: v.optional(Phrases, []),
  /**
   * Words that name a service's work, not who does it ("audit", "audits"; not "auditor" or
   * "audit firm"): beside a service whose work takes it in (the taxonomy's `partOf`), a service
   * named only by one of them is no service asked for apart ("a certification body for a
   * combined audit").
   */
  workWords: v.optional(Phrases, []),
  /**
   * Words that ask for advice rather than consulting, in a language that tells them apart
   * ("advice", "advisory", "advisor"): advice on a privacy law is a lawyer's as often as a
   * privacy consultant's, so `framework-consulting` leaves a service read from them as read.
   */
  adviceWords: v.optional(Phrases, []),
  /**
   * Phrases right before a product of the taxonomy (`products`) that ask for one like it: "like",
   * "such as", "looking at", "alternative to", "moving from". Two products joined by one of
   * `productComparisons` ask for one too ("Vanta vs Drata"); a product the writer uses ("we
   * use Vanta") asks for nothing.
   */
  productAsks: v.optional(Phrases, []),
  /**
   * Phrases right after a product that ask for one like it, in languages that put them there:
   * Turkish "Vanta gibi" (like Vanta), Hindi "Vanta जैसा", English "a Vanta alternative".
   */
  productAsksAfter: v.optional(Phrases, []),
  /**
   * Phrases anywhere after a product the writer names that ask for another like it: "we use
   * OneTrust but it's too expensive; want an alternative", "looking for a replacement".
   */
  productReplacements: v.optional(Phrases, []),
  /** Words between two products that compare them: "vs", "versus", "or". */
  productComparisons: v.optional(Phrases, []),
  /** Names of languages that are also demonyms: "German", "français". */
  languageNames: v.optional(Phrases, []),
  /** Words before a language's name that make it the language spoken: "in", "speaks", "auf". */
  spokenLanguageBefore: v.optional(Phrases, []),
  /** Words after a language's name that make it the language spoken: "speaking", "sprachig". */
  spokenLanguageAfter: v.optional(Phrases, []),
  /** Words joining language names into one list: "and", "oder". */
  joins: v.optional(Phrases, []),
  /**
   * Endings that make a language's name the language spoken, written joined to the name or as
   * the next word (patterns): "sprachig*" (deutschsprachig), "phone*" (francophone).
   */
  spokenLanguageSuffixes: v.optional(Patterns, []),
  /**
   * The catalog's `supportedLanguages` values and this language's names for them, which
   * `spokenLanguageBefore`/`After`/`Suffixes` make the language spoken ("auf Deutsch"):
   * `{ German: ["deutsch"], English: ["englisch"] }`. Ask AI ranks by them.
   */
  catalogLanguages: v.optional(v.record(v.pipe(v.string(), v.trim(), v.nonEmpty()), Phrases), {}),
  /**
   * The catalog's `targetClientsSize` values and how the language says them (patterns):
   * `{ smb: ["kmu", "kleine* unternehmen*"] }`. Ask AI ranks by them.
   */
  sizes: v.optional(
    v.strictObject({
      startup: v.optional(Patterns, []),
      smb: v.optional(Patterns, []),
      "mid-market": v.optional(Patterns, []),
      enterprise: v.optional(Patterns, []),
    }),
    {},
  ),
  /** Words after a number that make it a headcount (patterns): "employees", "Mitarbeite*". */
  headcountWords: v.optional(Patterns, []),
  /**
   * The catalog's `industrySpecialization` values and how the language says them (patterns):
   * `{ Healthcare: ["*gesundheit*", "*klinik*"] }`. Ask AI ranks by them.
   */
  industries: v.optional(PatternsByValue, {}),
  /**
   * Words that make a question one the directory answers (patterns): compliance, security,
   * privacy, risk, audits, certification and the firms that provide them. Ask AI declines a
   * question with none of them, no tag and no follow-up.
   */
  topicWords: v.optional(Patterns, []),
  /**
   * Phrases right before a vendor's name that ask about that one vendor (patterns): "tell me
   * more about", "erzähl* mir mehr über".
   */
  vendorFocus: v.optional(Patterns, []),
  /** Articles dropped from the start of a vendor's name after `vendorFocus`: "the", "der". */
  articles: v.optional(Phrases, []),
  /**
   * Words that make a follow-up narrow the previous answer rather than start over (patterns):
   * "also", "those", "davon", "aussi".
   */
  followUps: v.optional(Patterns, []),
  /** How the language names the taxonomy's tags, per dimension and slug. */
  terms: v.optional(
    v.strictObject({
      frameworks: v.optional(TermsBySlug, {}),
      regions: v.optional(TermsBySlug, {}),
      serviceTypes: v.optional(TermsBySlug, {}),
    }),
    {},
  ),
});

/** A lexicon as written in a `lexicon/<language>.ts` file. */
export type LexiconInput = v.InferInput<typeof LexiconSchema>;
/** A lexicon with every role present. */
export type Lexicon = v.InferOutput<typeof LexiconSchema>;

/** A lexicon file's content, typed as the schema takes it: `export default defineLexicon({...})`. */
export function defineLexicon(lexicon: LexiconInput): LexiconInput {
  return lexicon;
}
