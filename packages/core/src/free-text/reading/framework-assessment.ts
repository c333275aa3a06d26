/**
 * The rules that read a framework's assessment or certification, named apart from it, as the
 * service that does it (`framework-assessment`, `framework-certification`).
 */
import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import { READING_RULES, type ReadingRule } from "../reading-rules.ts";
import { longestPhraseAt, type RoleWords } from "../word-roles.ts";
import {
  clauseBreakBefore,
  isFunctionWord,
  note,
  type Reading,
  type Span,
  tagName,
} from "./reading.ts";
import { rejectsTag } from "./tag-rules.ts";

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
  return frameworkWorkSpans(text, candidates, {
    words: text.lookup.roles.assessmentWords,
    field: "assessment",
    rule: READING_RULES.frameworkAssessment,
    wordsAfterFramework: 0,
    modifiedIsAnother: true,
  });
}

/**
 * Spans of the lexicons' `certificationWords` that no candidate covers, read as the service
 * that certifies against a framework the candidates name (the taxonomy's `certification`: a
 * certification body for ISO management systems, Cyber Essentials): "Need ISO 27017
 * certification for our cloud service" asks for a certification body. As one of `workWords`,
 * the reading stage rejects it where it is a moment of the writer's timeline ("before
 * certification") or the goal of another service taken ("a consultant to take us to
 * certification").
 */
export function frameworkCertificationSpans(text: Reading, candidates: readonly Span[]): Span[] {
  return frameworkWorkSpans(text, candidates, {
    words: text.lookup.roles.certificationWords,
    field: "certification",
    rule: READING_RULES.frameworkCertification,
    wordsAfterFramework: 3,
    modifiedIsAnother: false,
  });
}

/**
 * Which words name a framework's work, the taxonomy field naming its service, the rule, and how
 * many words other than function words may stand between the framework and such a word in one
 * clause ("ISO/IEC 20000-1 service management system certification"; none for an assessment:
 * "SOC 2 gap assessment" is another one).
 */
interface FrameworkWork {
  words: RoleWords;
  field: keyof Pick<TaxonomyEntry, "assessment" | "certification">;
  rule: ReadingRule;
  wordsAfterFramework: number;
  /**
   * Whether a word of another kind before it makes another work: "a gap assessment" is no
   * TISAX assessment, while "an integrated certification" is still a certification.
   */
  modifiedIsAnother: boolean;
}

/** The spans of `work.words` read as the service of `work.field` of a framework named. */
function frameworkWorkSpans(
  text: Reading,
  candidates: readonly Span[],
  work: FrameworkWork,
): Span[] {
  const { plain, tokens, words, lookup } = text;
  const { roles, taxonomy } = lookup;
  let service: string | undefined;
  for (const span of candidates) {
    if (span.hit?.dimension !== "frameworks") continue;
    service = taxonomy.bySlug("frameworks", span.hit.slug)?.[work.field];
    if (service !== undefined) break;
  }
  if (service === undefined) return [];
  const covered = new Array<boolean>(plain.length).fill(false);
  const frameworkEnds = new Set<number>();
  for (const span of candidates) {
    covered.fill(true, span.start, span.start + span.length);
    if (span.hit?.dimension === "frameworks") frameworkEnds.add(span.start + span.length);
  }
  // After the framework, across up to `wordsAfterFramework` words of one clause that are no
  // function words.
  const afterFramework = (at: number) => {
    for (let before = at; before >= at - work.wordsAfterFramework; before--) {
      if (frameworkEnds.has(before)) return true;
      if (before === 0 || clauseBreakBefore(text, before)) return false;
      if (isFunctionWord(roles, plain[before - 1] ?? "")) return false;
    }
    return false;
  };
  // Bare, or after the framework: a word of another kind before it makes another assessment
  // ("a gap assessment", "our self assessment", "a mock assessment").
  const bare = (at: number) => {
    const before = plain[at - 1] ?? "";
    return (
      !work.modifiedIsAnother ||
      at === 0 ||
      clauseBreakBefore(text, at) ||
      afterFramework(at) ||
      roles.articles.has(before) ||
      roles.possessives.has(before) ||
      isFunctionWord(roles, before)
    );
  };
  const tag = { dimension: "serviceTypes" as const, slug: service };
  const entry = taxonomy.bySlug("serviceTypes", service);
  const spans: Span[] = [];
  for (let start = 0; start < plain.length; start++) {
    const length = longestPhraseAt(work.words, plain, start);
    if (length === 0) continue;
    // Joined by a hyphen to another word, another assessment ("a self-assessment"); joined to the
    // framework's name, its own ("SOC 2-rapport", "SOC 2-Bericht").
    const joined = words[tokens[start]?.word ?? -1]?.joiner === "-" && !frameworkEnds.has(start);
    let free = true;
    for (let at = start; at < start + length; at++) free &&= !covered[at];
    // A phrase a candidate covers part of leaves its later words free: "SOC 2 Type II report"
    // (the framework's alias covers "Type II") is a report.
    if (!free) continue;
    if (!joined && bare(start)) {
      // Where the service's own name would be none asked ("no certification", "not the
      // assessor itself").
      const rejected =
        entry && rejectsTag(text, { dimension: "serviceTypes", entry }, start, length);
      if (text.trace)
        note(
          text,
          rejected ?? work.rule,
          start,
          length,
          () => tagName(tag),
          rejected ? "rejected" : "found",
        );
      if (!rejected) spans.push({ start, length, hit: tag });
    }
    start += length - 1;
  }
  return spans;
}

/** The most words of a report's type after the framework's name: "type ii". */
const LONGEST_REPORT_TYPE = 2;

/**
 * The candidates, each framework named with the type of its report after an article ("a SOC 1
 * Type II", one of `reportTypes`) where nothing follows it in its clause that says what about
 * it (no other candidate, no phrasing's word): also the service that issues the report (the
 * taxonomy's `assessment`). "need a SOC 1 Type II" and "wants a pentest and a SOC 2 Type I" ask
 * for an audit; "a SOC 2 Type II readiness assessment", "we are SOC 2 Type II compliant" and
 * "Service Organization Control 2 type 2" do not.
 */
export function withReportsAsked(text: Reading, candidates: readonly Span[]): readonly Span[] {
  const { plain, lookup } = text;
  const { roles, taxonomy, termWords } = lookup;
  if (roles.reportTypes.size === 0) return candidates;
  const starts = new Set(candidates.map((span) => span.start));
  const asksReport = (span: Span): string | undefined => {
    if (span.hit?.dimension !== "frameworks" || !roles.articles.has(plain[span.start - 1] ?? "")) {
      return undefined;
    }
    const end = span.start + span.length;
    let typed = false;
    for (let length = 1; length <= LONGEST_REPORT_TYPE && length < span.length; length++) {
      typed ||= roles.reportTypes.has(plain.slice(end - length, end).join("-"));
    }
    if (!typed) return undefined;
    const next = plain[end];
    const ends =
      next === undefined ||
      clauseBreakBefore(text, end) ||
      (!starts.has(end) && !termWords.has(next) && !termWords.has(text.stems[end] ?? ""));
    return ends ? taxonomy.bySlug("frameworks", span.hit.slug)?.assessment : undefined;
  };
  const services = candidates.map(asksReport);
  if (services.every((service) => service === undefined)) return candidates;
  return candidates.map((span, at) => {
    const service = services[at];
    if (service === undefined || span.hit === undefined) return span;
    const also = [...(span.also ?? []), { dimension: "serviceTypes" as const, slug: service }];
    if (text.trace) {
      note(
        text,
        READING_RULES.reportAsked,
        span.start,
        span.length,
        () => [span.hit, ...also].map(tagName).join(" "),
        "changed",
      );
    }
    return { ...span, also };
  });
}
