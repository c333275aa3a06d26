/** The reading stage's rule `framework-consulting`: consulting for a framework that has its own. */
import { READING_RULES } from "../reading-rules.ts";
import { note, type Reading, type Span, tagName } from "./reading.ts";

const IMPLEMENTATION = "implementation-consulting";

/**
 * The spans taken, implementation consulting read as the consulting service every framework
 * taken names (the taxonomy's `consulting`), when they all name one and the same: consulting
 * for GDPR or CCPA is privacy consulting ("a GDPR consultant", "help implementing the CCPA").
 * Beside a framework without one ("GDPR and ISO 27001 consulting"), or asked as advice ("GDPR
 * advice": a lawyer's as often, `adviceWords`), it stays as read.
 */
export function withFrameworkConsulting(
  reading: Reading,
  chosen: readonly Span[],
): readonly Span[] {
  const { plain, lookup } = reading;
  const { taxonomy } = lookup;
  let service: string | undefined;
  for (const span of chosen) {
    for (const hit of span.hit ? [span.hit, ...(span.also ?? [])] : []) {
      if (hit.dimension !== "frameworks") continue;
      const own = taxonomy.bySlug("frameworks", hit.slug)?.consulting;
      if (own === undefined || (service !== undefined && own !== service)) return chosen;
      service = own;
    }
  }
  if (service === undefined) return chosen;
  const to = { dimension: "serviceTypes" as const, slug: service };
  return chosen.map((span) => {
    if (span.places || span.hit.dimension !== "serviceTypes" || span.hit.slug !== IMPLEMENTATION) {
      return span;
    }
    // Advice on a privacy law is a lawyer's as often as a consultant's: left as read.
    for (let at = span.start; at < span.start + span.length; at++) {
      if (lookup.roles.adviceWords.has(plain[at] ?? "")) return span;
    }
    if (reading.trace)
      note(
        reading,
        READING_RULES.frameworkConsulting,
        span.start,
        span.length,
        () => tagName(to),
        "changed",
      );
    return { ...span, hit: to };
  });
}
