/** The reading stage's rule `advice-topic`: advice asked about another service is that service asked. */
import { READING_RULES } from "../reading-rules.ts";
import {
  clauseBreakBefore,
  exactKey,
  isFunctionWord,
  type Reading,
  type Span,
  withoutRejected,
} from "./reading.ts";

/** The most function words between a word of advice and the service it is about: "advice on which". */
const WORDS_TO_TOPIC = 2;

/**
 * The spans taken, without a service named only by one of `adviceWords` ("advice", "advise")
 * that another service's name follows across one or two function words of its clause, no join:
 * "any advice on compliance automation tools?" asks for the tool, not for a consultant, while
 * "advice and a pentest" asks for both.
 */
export function withoutAdviceTopics(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const { plain, lookup } = reading;
  const { roles } = lookup;
  const serviceStarts = new Set<number>();
  for (const span of chosen)
    if (span.hit?.dimension === "serviceTypes") serviceStarts.add(span.start);
  if (serviceStarts.size < 2) return chosen;
  const aboutAnother = (span: Span): boolean => {
    if (span.places || span.hit.dimension !== "serviceTypes" || span.also?.length) return false;
    if (!roles.adviceWords.has(exactKey(reading, span.start, span.length))) return false;
    const end = span.start + span.length;
    for (let at = end + 1; at <= end + WORDS_TO_TOPIC; at++) {
      const word = plain[at - 1] ?? "";
      if (
        clauseBreakBefore(reading, at - 1) ||
        !isFunctionWord(roles, word) ||
        roles.joins.has(word)
      ) {
        return false;
      }
      if (serviceStarts.has(at) && !clauseBreakBefore(reading, at)) return true;
    }
    return false;
  };
  return withoutRejected(reading, chosen, READING_RULES.adviceTopic, aboutAnother);
}
