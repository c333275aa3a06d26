/** The rule that reads a framework's assessment, named apart from it, as its service (`framework-assessment`). */
import { READING_RULES } from "../reading-rules.ts";
import { longestPhraseAt } from "../word-roles.ts";
import {
  clauseBreakBefore,
  isFunctionWord,
  note,
  type Reading,
  type Span,
  tagName,
} from "./reading.ts";

/**
 * Spans of the lexicons' `assessmentWords` that no candidate covers, read as the service that
 * assesses a framework the candidates name (the taxonomy's `assessment`: TISAX, HITRUST and
 * CMMC are assessed by accredited auditors, SOC and PCI DSS audits issue reports): "TISAX: a
 * consultant for the preparation, then the assessment provider" asks for an audit too, and so
 * does "SOC 2: who can issue the report?". A word joined by a hyphen to the one before it, or
 * after a word of another kind, is another assessment ("a self-assessment", "a gap
 * assessment"). As one of `workWords`, the reading stage rejects it where it is a moment in the
 * writer's timeline ("before the assessment") or the work of another service taken (a
 * readiness assessment before the report).
 */
export function frameworkAssessmentSpans(text: Reading, candidates: readonly Span[]): Span[] {
  const { plain, tokens, words, lookup } = text;
  const { roles, taxonomy } = lookup;
  let service: string | undefined;
  for (const span of candidates) {
    if (span.hit?.dimension !== "frameworks") continue;
    service = taxonomy.bySlug("frameworks", span.hit.slug)?.assessment;
    if (service !== undefined) break;
  }
  if (service === undefined) return [];
  const covered = new Array<boolean>(plain.length).fill(false);
  const frameworkEnds = new Set<number>();
  for (const span of candidates) {
    covered.fill(true, span.start, span.start + span.length);
    if (span.hit?.dimension === "frameworks") frameworkEnds.add(span.start + span.length);
  }
  // Bare, or after the framework: a word of another kind before it makes another assessment
  // ("a gap assessment", "our self assessment", "a mock assessment").
  const bare = (at: number) => {
    const before = plain[at - 1] ?? "";
    return (
      at === 0 ||
      clauseBreakBefore(text, at) ||
      frameworkEnds.has(at) ||
      roles.articles.has(before) ||
      roles.possessives.has(before) ||
      isFunctionWord(roles, before)
    );
  };
  const tag = { dimension: "serviceTypes" as const, slug: service };
  const spans: Span[] = [];
  for (let start = 0; start < plain.length; start++) {
    const length = longestPhraseAt(roles.assessmentWords, plain, start);
    if (length === 0) continue;
    const joined = words[tokens[start]?.word ?? -1]?.joiner === "-";
    let free = true;
    for (let at = start; at < start + length; at++) free &&= !covered[at];
    // A phrase a candidate covers part of leaves its later words free: "SOC 2 Type II report"
    // (the framework's alias covers "Type II") is a report.
    if (!free) continue;
    if (!joined && bare(start)) {
      note(text, READING_RULES.frameworkAssessment, start, length, () => tagName(tag), "found");
      spans.push({ start, length, hit: tag });
    }
    start += length - 1;
  }
  return spans;
}
