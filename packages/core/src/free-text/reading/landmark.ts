/** The reading stage's rule `landmark`: a service's work named as a moment of the writer's timeline. */

import { READING_RULES } from "../reading-rules.ts";
import {
  cueBefore,
  exactKey,
  isFunctionWord,
  note,
  type Reading,
  type Span,
  servicesTaken,
  tagName,
  withoutRejected,
} from "./reading.ts";

/** The most modifiers that may stand between `landmarksBefore` and a word of work ("before our SOC 2 Type II audit"). */
const MODIFIERS_IN_LANDMARK = 4;

/**
 * The spans taken, without each service named only by a word of its work (`workWords`: "audit")
 * after `landmarksBefore` ("before the", "at our next"), across up to four modifiers of one
 * clause, when another service is taken: "a consultant before the next audit cycle" asks for a
 * consultant. Alone, the audit is what the text is about ("reading before a SOC 2 audit?").
 */
export function withoutLandmarks(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  if (servicesTaken(chosen).size < 2) return chosen;
  const isLandmark = (span: Span): boolean =>
    !span.places &&
    span.hit.dimension === "serviceTypes" &&
    !span.also?.length &&
    landmarkAt(reading, span.start, span.length);
  return withoutRejected(
    reading,
    frameworksKept(reading, chosen),
    READING_RULES.landmark,
    isLandmark,
  );
}

/**
 * The spans, each phrasing that names a framework with its work ("the TISAX assessment") read
 * as the framework alone where its work is a moment of the writer's timeline: "someone to
 * prepare us for the TISAX assessment" asks for the consultant, about TISAX.
 */
function frameworksKept(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const workOfFramework = (span: Span) =>
    !span.places &&
    span.hit.dimension === "serviceTypes" &&
    span.also !== undefined &&
    span.also.length > 0 &&
    span.also.every((tag) => tag.dimension === "frameworks") &&
    landmarkAt(reading, span.start + span.length - 1, 1);
  if (!chosen.some(workOfFramework)) return chosen;
  return chosen.map((span) => {
    if (!workOfFramework(span) || !span.hit || !span.also) return span;
    const [framework, ...rest] = span.also;
    if (!framework) return span;
    if (reading.trace) {
      note(
        reading,
        READING_RULES.landmark,
        span.start,
        span.length,
        () => tagName(span.hit),
        "rejected",
      );
    }
    return {
      start: span.start,
      length: span.length,
      hit: framework,
      ...(rest.length && { also: rest }),
    };
  });
}

/**
 * Whether the word of work spanning `start` to `start + length` follows `landmarksBefore`,
 * across modifiers that are no article, join or function word and no clause break ("before
 * the next audit cycle", "ahead of our ISO 27001 recertification audit").
 */
function landmarkAt(reading: Reading, start: number, length: number): boolean {
  const { roles } = reading.lookup;
  if (!roles.workWords.has(exactKey(reading, start, length))) return false;
  const modifier = (word: string) =>
    !roles.articles.has(word) && !roles.joins.has(word) && !isFunctionWord(roles, word);
  return cueBefore(reading, roles.landmarksBefore, start, MODIFIERS_IN_LANDMARK, modifier);
}
