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
  for (const span of chosen) {
    if (span.hit?.dimension === "serviceTypes") services.add(span.hit.slug);
  }
  // A join of English or of a language the text shows: Czech "a" is "and", English "a" is not.
  const joinWord = (word: string | undefined) =>
    (lookup.roles.languagesOf.joins.get(word ?? "") ?? []).some(
      (language) => language === "en" || reading.shown.has(language),
    );
  const partOfWork = (span: Span): boolean => {
    if (span.places) return false;
    const { hit, also } = span;
    if (hit.dimension !== "serviceTypes" || also?.length) return false;
    const end = span.start + span.length;
    if (!lookup.roles.workWords.has(plain.slice(span.start, end).join("-"))) return false;
    // Joined to another need, it is one of the needs listed ("readiness assessment and audit").
    if (joinWord(plain[span.start - 1]) || joinWord(plain[end])) return false;
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
