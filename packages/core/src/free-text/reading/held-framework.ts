/** The reading stage's rule `held-framework`: a framework the writer already holds, beside one asked for. */

import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import { READING_RULES } from "../reading-rules.ts";
import { phraseStartsAt } from "../word-roles.ts";
import {
  clauseBreakBefore,
  cueBefore,
  isFunctionWord,
  possessedAt,
  type Reading,
  type Span,
  servicesTaken,
  withoutRejected,
} from "./reading.ts";

/** The most words (articles, possessives, modifiers) between `heldBefore` and a framework: "passed our SOC 2". */
const WORDS_TO_HELD_CUE = 3;

/**
 * The spans taken, without each framework the writer says they hold (`heldBefore`: "passed our
 * SOC 2", "already ISO 9001 certified"; `heldAfter`: "we're SOC 2 Type II already") when a
 * framework not held is taken too: "we passed ISO 27001 last year, now a bank wants CSA STAR"
 * asks about CSA STAR. A framework held and named again where it is not ("passed SOC 2 Type I,
 * now the SOC 2 Type II audit") stays, and so do held frameworks alone ("we hold ISO 27001
 * and need a new certification body"): what the text is about, unless every service asked
 * does no work on them (`worksOn`: "we passed our SOC 2 last month, now a pentest", "our US
 * parent already has SOC 2; we need LGPD privacy consulting"). The blind sets' writers label
 * a held framework beside an asked extension of it ("hold ISO 27001, need 27017 added") both
 * ways; read as context here.
 */
export function withoutHeldFrameworks(reading: Reading, chosen: readonly Span[]): readonly Span[] {
  const frameworks = chosen.filter((span) => span.hit?.dimension === "frameworks");
  if (frameworks.length === 0) return chosen;
  const held = new Set<Span>();
  let before: Span | undefined;
  for (const span of [...frameworks].sort((a, b) => a.start - b.start)) {
    if (
      heldAt(reading, span.start, span.length) ||
      (before !== undefined && held.has(before) && listedAfter(reading, before, span))
    ) {
      held.add(span);
    }
    before = span;
  }
  if (held.size === 0) return chosen;
  // Named again as the writer's, it is still the one held: "we got our ISO 27001 cert last
  // year ... a SOC 2 readiness assessment that reuses our ISMS controls".
  const heldSlugs = new Set([...held].map((span) => span.hit?.slug));
  for (const span of frameworks) {
    if (!held.has(span) && heldSlugs.has(span.hit?.slug) && possessedAt(reading, span.start)) {
      held.add(span);
    }
  }
  // Asked: every framework a span not held names, as its tag or beside a service's ("the TISAX
  // assessment": audit, and TISAX).
  const asked = new Set<string>();
  for (const span of chosen) {
    if (held.has(span) || !span.hit) continue;
    for (const tag of [span.hit, ...(span.also ?? [])]) {
      if (tag.dimension === "frameworks") asked.add(tag.slug);
    }
  }
  // A framework held stays where nothing else is asked of it ("we got our ISO 27001 cert, now an
  // internal audit" is about that ISO 27001); its own certificate or audit is held all the same.
  const frameworksHeld = asked.size > 0 || servicesWorkElsewhere(reading, chosen, held);
  const rejected = (span: Span) =>
    frameworksHeld &&
    held.has(span) &&
    !span.places &&
    !namesOtherTags(reading, span) &&
    !asked.has(span.hit.slug);
  // The service named right after a framework held is held with it: "passed our SOC 2 audit",
  // "got our ISO 27001 cert".
  const heldEnds = new Set(
    frameworks
      .filter((span) => held.has(span) && !span.places && !namesOtherTags(reading, span))
      .map((span) => span.start + span.length),
  );
  const ends = new Set(chosen.map((span) => span.start + span.length));
  const rejects = (span: Span) =>
    rejected(span) ||
    (span.hit?.dimension === "serviceTypes" && namedAfterHeld(reading, heldEnds, ends, span.start));
  return withoutRejected(reading, chosen, READING_RULES.heldFramework, rejects);
}

/** The most words between a framework held and a service named with it: "SOC 2 Type II audit". */
const WORDS_TO_HELD_SERVICE = 2;

/**
 * Whether a service's name at `start` follows one of `heldEnds` in its clause, across modifiers
 * only: no function word, and no other name taken (one of `ends`).
 */
function namedAfterHeld(
  reading: Reading,
  heldEnds: ReadonlySet<number>,
  ends: ReadonlySet<number>,
  start: number,
): boolean {
  const { plain, lookup } = reading;
  for (let at = start; at >= start - WORDS_TO_HELD_SERVICE && at > 0; at--) {
    if (clauseBreakBefore(reading, at)) return false;
    if (heldEnds.has(at)) return true;
    if (ends.has(at) || isFunctionWord(lookup.roles, plain[at - 1] ?? "")) return false;
  }
  return false;
}

/**
 * Whether the framework spanning `start` to `start + length` follows `heldBefore` in its clause,
 * across articles, possessives and modifiers but no other function word ("we got asked for SOC
 * 2" holds nothing), or `heldAfter` begins right after it in the clause.
 */
function heldAt(reading: Reading, start: number, length: number): boolean {
  const { plain, tokens, words, lookup } = reading;
  const { roles } = lookup;
  const end = start + length;
  const next = words[tokens[end]?.word ?? -1];
  if (next && !next.afterComma && !next.afterStop) {
    if (phraseStartsAt(roles.heldAfter, plain, end, roles.longestPhrase)) return true;
    // At the end of a list it begins: "we have ISO 9001 and IATF already".
    if (roles.joins.has(plain[end] ?? "")) {
      for (let at = end + 2; at <= end + 1 + WORDS_TO_HELD_CUE; at++) {
        if (clauseBreakBefore(reading, at) || isFunctionWord(roles, plain[at - 1] ?? "")) break;
        if (phraseStartsAt(roles.heldAfter, plain, at, roles.longestPhrase)) return true;
      }
    }
  }
  const between = (word: string) =>
    roles.articles.has(word) ||
    roles.possessives.has(word) ||
    (!roles.joins.has(word) && !isFunctionWord(roles, word));
  // A cue negated holds nothing: "we haven't got ISO 27001", "we have not achieved it".
  return cueBefore(reading, roles.heldBefore, start, WORDS_TO_HELD_CUE, between, true);
}

/**
 * Whether `span` follows `before` as the next item of one list, after a join in the same clause
 * ("SOC 1 and SOC 2"): a list a held framework begins is held whole ("we already have SOC 1 and
 * SOC 2 reports"). A comma alone is no list: "we passed SOC 2, GDPR next".
 */
function listedAfter(reading: Reading, before: Span, span: Span): boolean {
  const end = before.start + before.length;
  return (
    span.start === end + 1 &&
    reading.lookup.roles.joins.has(reading.plain[end] ?? "") &&
    !clauseBreakBefore(reading, end) &&
    !clauseBreakBefore(reading, span.start)
  );
}

/**
 * Whether services are taken and none of them works on a framework held: all are `standalone`
 * (a pentest, awareness training, managed security), or the consulting of other frameworks
 * (`consulting`: privacy consulting beside a SOC 2 held).
 */
function servicesWorkElsewhere(
  reading: Reading,
  chosen: readonly Span[],
  held: ReadonlySet<Span>,
): boolean {
  const { taxonomy } = reading.lookup;
  const services = [...servicesTaken(chosen)];
  if (services.length === 0) return false;
  // The services some framework names as its consulting (privacy consulting), looked up once.
  const consulting = new Set(taxonomy.taxonomy.frameworks.map((framework) => framework.consulting));
  /** Whether a service does work on a framework: not `standalone`, and no other frameworks' `consulting` alone. */
  const worksOn = (service: string, framework: TaxonomyEntry) =>
    !taxonomy.bySlug("serviceTypes", service)?.standalone &&
    (framework.consulting === service || !consulting.has(service));
  return [...held].every((span) => {
    const framework = span.hit && taxonomy.bySlug("frameworks", span.hit.slug);
    return framework !== undefined && !services.some((slug) => worksOn(slug, framework));
  });
}

/**
 * Whether a framework's span names other tags than the framework and the report it issues
 * ("QSA": PCI DSS and an audit, while "a SOC 2 Type I" held is held whole with its audit).
 */
function namesOtherTags(reading: Reading, span: Span): boolean {
  if (!span.hit) return false;
  const assessment = reading.lookup.taxonomy.bySlug("frameworks", span.hit.slug)?.assessment;
  return (span.also ?? []).some((tag) => tag.slug !== assessment);
}
