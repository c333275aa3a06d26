import { phraseEndsBefore, phraseStartsAt, type WordRoles } from "../free-text/word-roles.ts";

/**
 * Whether the words before `at` put it in a place context ("in Nice", "near Reading", "aus
 * Jordanien", "à Nice") or the words after it do ("東京 で", "मुंबई में"): the lexicons' place
 * introducers and postpositions. `original` is the word before as written, for introducers
 * folding would change ("à" is "a"), undefined when no separate word stands before.
 */
export function introducesPlace(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
  originalBefore: string | undefined,
): boolean {
  return (
    (originalBefore !== undefined &&
      (roles.placeIntroducers.has(tokens[start - 1] ?? "") ||
        roles.placeIntroducersAsWritten.has(originalBefore))) ||
    phraseStartsAt(roles.placeMarkersAfter, tokens, end, roles.longestPhrase)
  );
}

/**
 * Whether the words before a place's name make the name a person's ("my colleague Sydney",
 * "I'm Regina", "my name is Florence").
 */
export function followsPersonCue(roles: WordRoles, tokens: readonly string[], at: number): boolean {
  return phraseEndsBefore(roles.personBefore, tokens, at, roles.longestPhrase);
}

/** Whether the word after a place's name makes the name part of an eponym ("Basel III"). */
export function beginsEponym(roles: WordRoles, after: string | undefined): boolean {
  return after !== undefined && roles.eponymHeads.has(after);
}

/** Whether the words around a first name spanning `start` to `end` make it a person's. */
export function namesPerson(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
): boolean {
  return (
    followsPersonCue(roles, tokens, start) ||
    phraseEndsBefore(roles.personRoleBefore, tokens, start, roles.longestPhrase) ||
    phraseStartsAt(roles.personAfter, tokens, end, roles.longestPhrase)
  );
}

/**
 * Whether the text negates the place that spans `start` to `end` (exclusive) of `tokens`: a
 * negation before it ("not in Kansas", "except France", "excluding the US"), one after it in
 * languages that put it there ("東京 以外"), or a negated auxiliary right after it ("Rome
 * wasn't built in a day", "Germany is not required"). A place the text denies is no filter.
 */
export function negatesPlace(
  roles: WordRoles,
  tokens: readonly string[],
  start: number,
  end: number,
): boolean {
  let at = start - 1;
  while (at >= 0 && at >= start - 3 && roles.negationGaps.has(tokens[at] ?? "")) at--;
  if (phraseEndsBefore(roles.negations, tokens, at + 1, roles.longestPhrase)) return true;
  if (phraseStartsAt(roles.negationsAfter, tokens, end, roles.longestPhrase)) return true;
  const after = tokens[end] ?? "";
  if (roles.negatedAuxiliaries.has(after) && tokens[end + 1] === "t") return true;
  return roles.auxiliaries.has(after) && tokens[end + 1] === "not";
}
