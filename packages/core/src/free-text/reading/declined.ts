/**
 * A framework or a service the writer declines, defers or has handled: the rules stage's rule
 * `declined` (words before or after the name) and the reading stage's `declined-later` (a
 * phrase later in the sentence that points back at the last name).
 */

import { READING_RULES } from "../reading-rules.ts";
import { phraseEnds, phraseStartsAt, somePhraseBegins, type WordRoles } from "../word-roles.ts";
import {
  clauseBreakBefore,
  contrastAt,
  isFunctionWord,
  type Reading,
  type Span,
  sentenceBreakBefore,
  withoutRejected,
} from "./reading.ts";

/** The most words between `declinedBefore` and the name it declines: "don't need a formal SOC 2". */
const WORDS_TO_DECLINED_BEFORE = 3;

/** The most words between a name and `declinedAfter`: "SOC 2 report is not needed". */
const WORDS_TO_DECLINED_AFTER = 2;

/**
 * Whether the framework's or service's name spanning `start` to `start + length` is declined
 * where it stands: after `declinedBefore` across up to three words of its clause ("we don't need
 * SOC 2", "not the C3PAO yet"), or before `declinedAfter` in its clause, right after it or up
 * to two words on ("pentest not needed", "the 3PAO comes later", "SOC 2 report is not needed").
 */
export function declinedAt(reading: Reading, start: number, length: number): boolean {
  const { before, after } = reading.declines;
  return (
    (before.length > 0 && declinedBefore(reading, start)) ||
    (after.length > 0 && declinedAfter(reading, start + length))
  );
}

/**
 * Where the text's `declinedBefore` phrases end and its `declinedAfter` phrases begin, once per
 * reading (`Reading.declines`); empty in most texts, where no name is looked at again.
 */
export function declineCues(roles: WordRoles, plain: readonly string[]): Reading["declines"] {
  const before = somePhraseBegins(roles.declinedBefore, plain)
    ? phraseEnds(roles.declinedBefore, plain, roles.longestPhrase)
    : NONE;
  const after: number[] = [];
  if (somePhraseBegins(roles.declinedAfter, plain)) {
    for (let at = 0; at < plain.length; at++) {
      if (phraseStartsAt(roles.declinedAfter, plain, at, roles.longestPhrase)) after.push(at);
    }
  }
  return { before, after: after.length > 0 ? after : NONE };
}

const NONE: readonly number[] = [];

/**
 * The spans taken without the last framework, service or place named before each
 * `declinedLater` phrase of its sentence: "our investors mentioned Cyber Essentials, but that's
 * not for us", "we also follow HIPAA because of US patients but that's handled", "the last one
 * was in Chile (time zones were a nightmare) so not there".
 */
export function withoutDeclinedLater(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const { plain, lookup } = reading;
  const { roles } = lookup;
  if (!somePhraseBegins(roles.declinedLater, plain)) return chosen;
  const declined = new Set<Span>();
  const named = [...chosen].sort((a, b) => a.start - b.start);
  for (let at = 1; at < plain.length; at++) {
    if (!phraseStartsAt(roles.declinedLater, plain, at, roles.longestPhrase)) continue;
    const last = named.findLast((span) => span.start + span.length <= at);
    if (last && !sentenceEndsBetween(reading, last.start, at)) declined.add(last);
  }
  return withoutRejected(reading, chosen, READING_RULES.declinedLater, (span) =>
    declined.has(span),
  );
}

function declinedBefore(reading: Reading, start: number): boolean {
  const { plain, lookup } = reading;
  const { roles } = lookup;
  for (let at = start; at >= 0 && at >= start - WORDS_TO_DECLINED_BEFORE; at--) {
    // A comma, a colon or a full stop before it ends the clause the phrase must stand in: one
    // that ends a sentence declines nothing after it ("Pentest not needed. We need SOC 2").
    if (clauseBreakBefore(reading, at)) return false;
    if (reading.declines.before.includes(at)) return true;
    // And so does a contrast ("we don't need a consultant but a pentest").
    if (at === 0 || contrastAt(reading, at - 1)) return false;
    // Modifiers stand between, not function words ("not a supplier for SOC 2").
    if (at < start && isFunctionWord(roles, plain[at] ?? "")) return false;
  }
  return false;
}

function declinedAfter(reading: Reading, end: number): boolean {
  const { plain } = reading;
  for (let at = end; at < plain.length && at <= end + WORDS_TO_DECLINED_AFTER; at++) {
    if (clauseBreakBefore(reading, at)) return false;
    if (reading.declines.after.includes(at)) return true;
  }
  return false;
}

/** Whether a sentence ends between the tokens at `from` and `to`: one begins after `from`, up to `to`. */
function sentenceEndsBetween(reading: Reading, from: number, to: number): boolean {
  for (let at = from + 1; at <= to; at++) if (sentenceBreakBefore(reading, at)) return true;
  return false;
}
