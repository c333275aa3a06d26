/** The rule that reads a trade role of a framework the text names as its service (`framework-role`). */

import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import { aliasKey } from "../../catalog/tokenize.ts";
import { READING_RULES } from "../reading-rules.ts";
import { longestPhraseAt, type RoleWords, somePhraseBegins } from "../word-roles.ts";
import { note, type Reading, type Span, tagName } from "./reading.ts";
import { rejectsTag } from "./tag-rules.ts";

/** A service and the phrases that name it as a role or as help. */
type ServicePhrases = readonly (readonly [service: string, phrases: RoleWords])[];

/** A framework's roles as a role's phrases per service (folded keys), made once per entry. */
const rolesOf = new WeakMap<TaxonomyEntry, ServicePhrases>();
function foldedRoles(entry: TaxonomyEntry): ServicePhrases {
  let roles = rolesOf.get(entry);
  if (!roles) {
    roles = Object.entries(entry.roles ?? {}).map(
      ([service, phrases]) => [service, new Set(phrases.map(aliasKey))] as const,
    );
    rolesOf.set(entry, roles);
  }
  return roles;
}

/** The lexicons' help per service as pairs, made once per lookup: walked for every token. */
const helpOf = new WeakMap<ReadonlyMap<string, RoleWords>, ServicePhrases>();
function helpPairs(help: ReadonlyMap<string, RoleWords>): ServicePhrases {
  let pairs = helpOf.get(help);
  if (!pairs) {
    pairs = [...help];
    helpOf.set(help, pairs);
  }
  return pairs;
}

/**
 * Spans of the trade roles of the frameworks the candidates name (the taxonomy's `roles`) that
 * no candidate covers, read as the service each names: "CMMC Level 2: we need an RPO to help us
 * prepare" asks for implementation consulting, "a CPA firm for our SOC 1 report" for an audit.
 * Without the framework the role is read as nothing: an RPO is also a recovery point objective.
 * The lexicons' `frameworkHelp` are read so beside any framework: "Cyber Essentials: who can help
 * us get ready?" asks for implementation consulting.
 */
export function frameworkRoleSpans(text: Reading, candidates: readonly Span[]): Span[] {
  const { plain, lookup } = text;
  const roles: ServicePhrases[] = [];
  let named = false;
  for (const span of candidates) {
    if (span.hit?.dimension !== "frameworks") continue;
    named = true;
    const entry = lookup.taxonomy.bySlug("frameworks", span.hit.slug);
    if (entry?.roles) roles.push(foldedRoles(entry));
  }
  // The lexicons' help any framework asks for: "who can help us get ready and then certify us?".
  const help = helpPairs(lookup.frameworkHelp);
  if (named && help.some(([, phrases]) => somePhraseBegins(phrases, plain))) roles.push(help);
  if (roles.length === 0) return [];
  const covered = new Array<boolean>(plain.length).fill(false);
  for (const span of candidates) covered.fill(true, span.start, span.start + span.length);
  const spans: Span[] = [];
  for (let start = 0; start < plain.length; start++) {
    if (covered[start]) continue;
    // The longest role beginning here, of every framework named.
    let length = 0;
    let service: string | undefined;
    for (const byService of roles) {
      for (let i = 0; i < byService.length; i++) {
        const [slug, phrases] = byService[i] as ServicePhrases[number];
        const found = longestPhraseAt(phrases, plain, start);
        if (found > length) {
          length = found;
          service = slug;
        }
      }
    }
    if (service === undefined || covered.slice(start, start + length).includes(true)) continue;
    const span = { start, length, hit: { dimension: "serviceTypes" as const, slug: service } };
    start += length - 1;
    const entry = lookup.taxonomy.bySlug("serviceTypes", service);
    // Where the service's own name would be none asked ("not an RPO", "our CPA firm says").
    const rejected =
      entry && rejectsTag(text, { dimension: "serviceTypes", entry }, span.start, length);
    const rule = rejected ?? READING_RULES.frameworkRole;
    if (text.trace)
      note(
        text,
        rule,
        span.start,
        length,
        () => tagName(span.hit),
        rejected ? "rejected" : "found",
      );
    if (!rejected) spans.push(span);
  }
  return spans;
}
