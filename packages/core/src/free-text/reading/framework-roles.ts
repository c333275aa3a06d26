/** The rule that reads a trade role of a framework the text names as its service (`framework-role`). */

import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import { aliasKey } from "../../catalog/tokenize.ts";
import { READING_RULES } from "../reading-rules.ts";
import { note, type Reading, type Span, tagName } from "./reading.ts";
import { rejectsTag } from "./tag-rules.ts";

/** A framework's roles as folded words, each with the service it names; made once per entry. */
const rolesOf = new WeakMap<TaxonomyEntry, readonly (readonly [readonly string[], string])[]>();
function foldedRoles(entry: TaxonomyEntry): readonly (readonly [readonly string[], string])[] {
  let roles = rolesOf.get(entry);
  if (!roles) {
    roles = Object.entries(entry.roles ?? {}).flatMap(([service, phrases]) =>
      phrases.map((phrase) => [aliasKey(phrase).split("-"), service] as const),
    );
    rolesOf.set(entry, roles);
  }
  return roles;
}

/**
 * Spans of the trade roles of the frameworks the candidates name (the taxonomy's `roles`) that
 * no candidate covers, read as the service each names: "CMMC Level 2: we need an RPO to help us
 * prepare" asks for implementation consulting, "a CPA firm for our SOC 1 report" for an audit.
 * Without the framework the role is read as nothing: an RPO is also a recovery point objective.
 */
export function frameworkRoleSpans(text: Reading, candidates: readonly Span[]): Span[] {
  const { plain, lookup } = text;
  const roles: (readonly [readonly string[], string])[] = [];
  for (const span of candidates) {
    if (span.hit?.dimension !== "frameworks") continue;
    const entry = lookup.taxonomy.bySlug("frameworks", span.hit.slug);
    if (entry?.roles) roles.push(...foldedRoles(entry));
  }
  if (roles.length === 0) return [];
  const covered = new Array<boolean>(plain.length).fill(false);
  for (const span of candidates) covered.fill(true, span.start, span.start + span.length);
  const spans: Span[] = [];
  for (let start = 0; start < plain.length; start++) {
    if (covered[start]) continue;
    let longest: readonly [readonly string[], string] | undefined;
    for (const role of roles) {
      const [words] = role;
      if (words.length > (longest?.[0].length ?? 0) && matchesAt(plain, covered, start, words)) {
        longest = role;
      }
    }
    if (!longest) continue;
    const [{ length }, service] = longest;
    const span = { start, length, hit: { dimension: "serviceTypes" as const, slug: service } };
    start += length - 1;
    const entry = lookup.taxonomy.bySlug("serviceTypes", service);
    // Where the service's own name would be none asked ("not an RPO", "our CPA firm says").
    const rejected =
      entry && rejectsTag(text, { dimension: "serviceTypes", entry }, span.start, length);
    const rule = rejected ?? READING_RULES.frameworkRole;
    note(text, rule, span.start, length, () => tagName(span.hit), rejected ? "rejected" : "found");
    if (!rejected) spans.push(span);
  }
  return spans;
}

/** Whether `words` stand at `start` of the tokens, none of them covered by a candidate. */
function matchesAt(
  plain: readonly string[],
  covered: readonly boolean[],
  start: number,
  words: readonly string[],
): boolean {
  return words.every((word, i) => plain[start + i] === word && !covered[start + i]);
}
