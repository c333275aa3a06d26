/**
 * Words that make the next words a place, in each language free text is read in:
 * "in Nice", "near Reading", "based in Victoria", "à Nice", "aus Jordanien", "em Victoria".
 * Folded, as `tokenize` yields them.
 */
const PLACE_CONTEXT: ReadonlySet<string> = new Set(
  [
    // English
    "in|near|around|from|at|outside|across|throughout|within|serving|nearby|based|headquartered|located|office|offices",
    // German, French, Spanish, Italian, Dutch, Portuguese, Swedish
    "bei|aus|nach|um|nahe|im|au|aux|en|pres|dans|de|du|des|cerca|desde|di|da|vicino|presso|nel|nella|bij|uit|nabij|rond|te|em|no|na|do|perto|fran|nara",
  ]
    .join("|")
    .split("|"),
);

/**
 * Whether a word puts the words after it in a place context: one of the words above, or "à"
 * and Swedish "i" as written (folded they are English "a" and "I").
 */
export function introducesPlace(token: string | undefined, original = ""): boolean {
  if (token === undefined) return false;
  return PLACE_CONTEXT.has(token) || original === "à" || original === "À" || original === "i";
}

/**
 * Words after a first name that make it a person rather than a place: "Paris from legal",
 * "Sydney recommends", "Victoria, our CFO". Folded.
 */
const PERSON_AFTER: ReadonlySet<string> = new Set(
  "from|wants|wanted|said|says|asked|asks|recommends|recommended|suggests|suggested|needs|thinks|thought|told|is|was|will|would|has|had|who|our|my|mentioned|wrote|emailed|called|in|on".split(
    "|",
  ),
);
/**
 * Words before a name that make it a person's, whatever else the name is: "my colleague
 * Sydney", "Dr Florence", "cc Sydney", "send Florence a list", "Thanks, Virginia". Folded.
 */
const PERSON_BEFORE: ReadonlySet<string> = new Set(
  "colleague|colleagues|coworker|mr|ms|mrs|dr|hi|hello|hey|dear|thanks|thank|regards|cheers|friend|named|cc|send|ping|email|tell".split(
    "|",
  ),
);
/** Roles before a first name that make it a person's: "our CFO Victoria", "ask Jordan". Folded. */
const ROLE_BEFORE: ReadonlySet<string> = new Set(
  "manager|boss|ceo|cfo|cto|coo|ciso|dpo|ask|asked|told|cc|called|partner".split("|"),
);

/**
 * Whether the words before a place's name make the name a person's ("my colleague Sydney",
 * "I'm Regina"): `before` is the word right before, `earlier` the one before that.
 */
export function followsPersonCue(before: string | undefined, earlier?: string): boolean {
  return before !== undefined && (PERSON_BEFORE.has(before) || (before === "m" && earlier === "i"));
}

/**
 * Words after a place's name that make it part of an eponym: a treaty, a rule set, a syndrome
 * named after the place ("Basel III", "Budapest Convention", "Madrid Protocol", "Stockholm
 * syndrome"). Folded.
 */
const EPONYM_HEADS: ReadonlySet<string> = new Set(
  "convention|conventions|protocol|protocols|accord|accords|agreement|treaty|declaration|syndrome|principles|consensus|charter|ii|iii|iv".split(
    "|",
  ),
);

/** Whether the word after a place's name makes the name part of an eponym ("Basel III"). */
export function beginsEponym(after: string | undefined): boolean {
  return after !== undefined && EPONYM_HEADS.has(after);
}

/** Whether the folded tokens around a first name make it a person's. */
export function namesPerson(before: string | undefined, after: string | undefined): boolean {
  return (
    followsPersonCue(before) ||
    (before !== undefined && ROLE_BEFORE.has(before)) ||
    (after !== undefined && PERSON_AFTER.has(after))
  );
}

/** Words that negate the place after them: "not in Kansas", "except France", "excluding the US". Folded. */
const NEGATION_BEFORE: ReadonlySet<string> = new Set(
  "not|except|excluding|exclude|excludes|besides|nor|never|nicht|pas|sauf|excepto|salvo|tranne|niet|behalve|exceto".split(
    "|",
  ),
);
/** Auxiliaries that, negated right after a place, make it the subject of a denial: "Rome wasn't built", "Germany isn't required". Folded. */
const AUXILIARIES: ReadonlySet<string> = new Set(
  "is|was|are|were|does|did|will|has|have|had|can|could|should|would".split("|"),
);
const NEGATED_AUXILIARIES: ReadonlySet<string> = new Set(
  "isn|wasn|aren|weren|doesn|didn|won|hasn|haven|hadn|can|couldn|shouldn|wouldn".split("|"),
);
/** Words that may stand between a negation and the place it negates: "not in", "except for the". Folded. */
const BETWEEN: ReadonlySet<string> = new Set("in|from|for|the|to|based|at|a|an".split("|"));

/**
 * Whether the text negates the place that spans `start` to `end` (exclusive) of `tokens`: a
 * negation before it ("not in Kansas", "except France", "excluding the US"), or a negated
 * auxiliary right after it ("Rome wasn't built in a day", "Germany is not required"). A
 * place the text denies is no filter.
 */
export function negatesPlace(tokens: readonly string[], start: number, end: number): boolean {
  let at = start - 1;
  while (at >= 0 && at >= start - 3 && BETWEEN.has(tokens[at] ?? "")) at--;
  if (NEGATION_BEFORE.has(tokens[at] ?? "")) return true;
  const after = tokens[end] ?? "";
  if (NEGATED_AUXILIARIES.has(after) && tokens[end + 1] === "t") return true;
  return AUXILIARIES.has(after) && tokens[end + 1] === "not";
}
