/** The reading stage's rule `part-of-work`: a service's work named beside the service that does it. */
import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import { READING_RULES } from "../reading-rules.ts";
import {
  clauseBreakBefore,
  exactKey,
  type Reading,
  type Span,
  servicesTaken,
  withoutRejected,
} from "./reading.ts";

/**
 * The spans taken, without each service named only by a word of its work ("audit") beside a
 * service taken whose work takes it in (the taxonomy's `partOf`): "a certification body for a
 * combined audit" asks for a certification body, "a readiness assessment before the real
 * audit" for a readiness assessment.
 */
export function withoutPartOfWork(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const { lookup, plain } = reading;
  const services = servicesTaken(chosen);
  // Whether a service certifies a framework (the taxonomy's `certification`).
  const certifies = (service: string) =>
    lookup.taxonomy.taxonomy.frameworks.some(({ certification }) => certification === service);
  // The work of another service needs two services taken.
  if (services.size < 2) return chosen;
  // A join of English or of a language the text shows: Czech "a" is "and", English "a" is not.
  const joinWord = (word: string | undefined) =>
    (lookup.roles.languagesOf.joins.get(word ?? "") ?? []).some(
      (language) => language === "en" || reading.shown.has(language),
    );
  // Where each framework's words stand, and where each service's begin and end; after each
  // framework, the framework.
  const framework = new Array<boolean>(plain.length).fill(false);
  const frameworkBefore = new Map<number, TaxonomyEntry>();
  const serviceStarts = new Set<number>();
  const serviceEnds = new Set<number>();
  for (const span of chosen) {
    if (span.hit?.dimension === "frameworks") {
      framework.fill(true, span.start, span.start + span.length);
      const entry = lookup.taxonomy.bySlug("frameworks", span.hit.slug);
      if (entry) frameworkBefore.set(span.start + span.length, entry);
    } else if (span.hit?.dimension === "serviceTypes") {
      serviceStarts.add(span.start);
      serviceEnds.add(span.start + span.length);
    }
  }
  // Past the frameworks and articles beside it, a join and then another service: one of the
  // needs listed ("a NIS2 consultant and a gap analysis", "konsultant NIS2 i analiza luk").
  // Frameworks, articles and one other word (a preposition, a modifier) may stand between, in
  // one clause: "un consulente per NIS2 e analisi dei rischi", "and a separate SOC 2 auditor".
  const passed = (at: number, step: 1 | -1) => {
    let next = at;
    let other = 0;
    for (;;) {
      const word = plain[next] ?? "";
      // Within the clause: a comma or a full stop between ends the walk.
      if (word === "" || clauseBreakBefore(reading, step === 1 ? next : next + 1)) return next;
      if (framework[next] || lookup.roles.articles.has(word)) next += step;
      else if (joinWord(word) || serviceStarts.has(next) || serviceEnds.has(next + 1)) return next;
      else if (other++ === 0) next += step;
      else return next;
    }
  };
  const joinedAfter = (end: number) => {
    const join = passed(end, 1);
    return joinWord(plain[join]) && serviceStarts.has(passed(join + 1, 1));
  };
  const joinedBefore = (start: number) => {
    const join = passed(start - 1, -1);
    return joinWord(plain[join]) && serviceEnds.has(passed(join - 1, -1) + 1);
  };
  const partOfWork = (span: Span): boolean => {
    if (span.places) return false;
    const { hit, also } = span;
    if (hit.dimension !== "serviceTypes" || also?.length) return false;
    const end = span.start + span.length;
    if (!lookup.roles.workWords.has(exactKey(reading, span.start, span.length))) return false;
    const wholes = (lookup.taxonomy.bySlug("serviceTypes", hit.slug)?.partOf ?? []).filter(
      (whole) => services.has(whole),
    );
    if (wholes.length === 0) return false;
    // Right after a framework it assesses, the framework's own work, which no service that
    // certifies other frameworks takes in: "a SOC 2 Type II audit, ISO 27001 certification"
    // asks for the SOC 2 audit too (a certification body certifies no SOC 2).
    const assessed = frameworkBefore.get(span.start);
    if (
      assessed?.assessment === hit.slug &&
      wholes.every((whole) => certifies(whole) && assessed.certification !== whole)
    ) {
      return false;
    }
    // Joined to another need, it is one of the needs listed ("readiness assessment and audit").
    if (joinWord(plain[span.start - 1]) || joinWord(plain[end])) return false;
    return !joinedAfter(end) && !joinedBefore(span.start);
  };
  return withoutRejected(reading, chosen, READING_RULES.partOfWork, partOfWork);
}
