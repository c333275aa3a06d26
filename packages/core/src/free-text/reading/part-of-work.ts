/** The reading stage's rule `part-of-work`: a service's work named beside the service that does it. */
import { READING_RULES } from "../reading-rules.ts";
import { note, type Reading, type Span, tagName } from "./reading.ts";

/**
 * The spans taken, without each service named only by a word of its work ("audit") beside a
 * service taken whose work takes it in (the taxonomy's `partOf`): "a certification body for a
 * combined audit" asks for a certification body, "a readiness assessment before the real
 * audit" for a readiness assessment.
 */
export function withoutPartOfWork(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const { lookup, plain } = reading;
  const services = new Set<string>();
  const frameworkEnds = new Set<number>();
  for (const span of chosen) {
    if (span.hit?.dimension === "serviceTypes") services.add(span.hit.slug);
    if (span.hit?.dimension === "frameworks") frameworkEnds.add(span.start + span.length);
  }
  const partOfWork = (span: Span): boolean => {
    if (span.places) return false;
    const { hit, also } = span;
    if (hit.dimension !== "serviceTypes" || also?.length) return false;
    const end = span.start + span.length;
    if (!lookup.roles.workWords.has(plain.slice(span.start, end).join("-"))) return false;
    // Joined to another need, it is one of the needs listed ("readiness assessment and audit");
    // after a framework, it asks for that framework's audit ("then the SOC 2 audit").
    const { joins } = lookup.roles;
    if (joins.has(plain[span.start - 1] ?? "") || joins.has(plain[end] ?? "")) return false;
    if (frameworkEnds.has(span.start)) return false;
    const wholes = lookup.taxonomy.bySlug("serviceTypes", hit.slug)?.partOf ?? [];
    return wholes.some((whole) => services.has(whole));
  };
  if (!chosen.some(partOfWork)) return chosen;
  return chosen.filter((span) => {
    if (!partOfWork(span) || !span.hit) return true;
    const hit = span.hit;
    note(
      reading,
      READING_RULES.partOfWork,
      span.start,
      span.length,
      () => tagName(hit),
      "rejected",
    );
    return false;
  });
}
