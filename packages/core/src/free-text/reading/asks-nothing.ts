/** The reading stage's rule `asks-nothing`: a message that asks for no vendor is read as none. */
import { READING_RULES } from "../reading-rules.ts";
import { phraseStartsAt, type RoleWords, somePhraseBegins } from "../word-roles.ts";
import { type Reading, type Span, withoutRejected } from "./reading.ts";

/** Whether one of the role's phrases stands anywhere in the tokens. */
function holds(reading: Reading, role: RoleWords): boolean {
  const { plain, lookup } = reading;
  if (!somePhraseBegins(role, plain)) return false;
  for (let at = 0; at < plain.length; at++) {
    if (phraseStartsAt(role, plain, at, lookup.roles.longestPhrase)) return true;
  }
  return false;
}

/**
 * The spans taken, or none when the message asks for no vendor: it holds one of the lexicons'
 * `asksNothing` phrases (thanks for a list, "we signed with the auditor you suggested", "how
 * can I register my profile", "not shopping yet") and none of their `requests` ("looking for",
 * "we need", "who can"). The tags it names are what it thanks for or wonders about.
 */
export function withoutAskingNothing(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const { roles } = reading.lookup;
  if (chosen.length === 0 || !holds(reading, roles.asksNothing) || holds(reading, roles.requests)) {
    return chosen;
  }
  return withoutRejected(reading, chosen, READING_RULES.asksNothing, () => true);
}
