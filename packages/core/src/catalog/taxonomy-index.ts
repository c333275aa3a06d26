import { distance } from "fastest-levenshtein";
import { DIMENSIONS, type Dimension, type Taxonomy, type TaxonomyEntry } from "./taxonomy.ts";
import { aliasKey, compactKey } from "./tokenize.ts";

/** A taxonomy entry together with the dimension it belongs to. */
export interface TaxonomyHit {
  dimension: Dimension;
  entry: TaxonomyEntry;
}

/** Lookup structures over a taxonomy: alias resolution, free-text alias table, suggestions. */
export interface TaxonomyIndex {
  readonly taxonomy: Taxonomy;
  /** Resolves a value given for one dimension (case- and separator-insensitive). */
  resolve(dimension: Dimension, value: string): TaxonomyEntry | undefined;
  /** The entry with this canonical slug. */
  bySlug(dimension: Dimension, slug: string): TaxonomyEntry | undefined;
  /** Canonical slugs that look like a mistyped value, best first (at most `max`). */
  suggest(dimension: Dimension, value: string, max?: number): string[];
  /** Alias keys (sub-tokens joined by `-`) of every dimension, for free-text parsing. */
  readonly textAliases: ReadonlyMap<string, TaxonomyHit>;
  /** The most sub-tokens any alias has: the longest span free-text parsing must try. */
  readonly longestAliasTokens: number;
}

/** Thrown when a taxonomy is inconsistent (two entries claim one alias, a broken `broader`). */
export class TaxonomyError extends Error {
  override name = "TaxonomyError";
}

const SUGGESTION_INPUT_LIMIT = 64;

function spellings(entry: TaxonomyEntry): string[] {
  return [entry.slug, entry.label, ...entry.aliases];
}

/** Builds the lookup structures and rejects ambiguous or dangling taxonomy data. */
export function createTaxonomyIndex(taxonomy: Taxonomy): TaxonomyIndex {
  const compact = new Map<string, TaxonomyHit>();
  const textAliases = new Map<string, TaxonomyHit>();
  const slugs = new Map<Dimension, Map<string, TaxonomyEntry>>();
  let longestAliasTokens = 1;

  for (const dimension of DIMENSIONS) {
    const bySlug = new Map<string, TaxonomyEntry>();
    slugs.set(dimension, bySlug);
    for (const entry of taxonomy[dimension]) {
      if (bySlug.has(entry.slug)) {
        throw new TaxonomyError(`${dimension}: slug "${entry.slug}" is listed twice`);
      }
      bySlug.set(entry.slug, entry);
      for (const spelling of spellings(entry)) {
        const key = compactKey(spelling);
        if (!key) throw new TaxonomyError(`${dimension}/${entry.slug}: empty alias "${spelling}"`);
        const owner = compact.get(key);
        if (owner && owner.entry !== entry) {
          throw new TaxonomyError(
            `alias "${spelling}" of ${dimension}/${entry.slug} is already taken by ${owner.dimension}/${owner.entry.slug}`,
          );
        }
        const hit = { dimension, entry };
        compact.set(key, hit);
        const textKey = aliasKey(spelling);
        textAliases.set(textKey, hit);
        longestAliasTokens = Math.max(longestAliasTokens, textKey.split("-").length);
      }
    }
  }
  for (const service of taxonomy.serviceTypes) {
    for (const whole of service.partOf ?? []) {
      if (!slugs.get("serviceTypes")?.has(whole)) {
        throw new TaxonomyError(
          `serviceTypes/${service.slug}: partOf service type "${whole}" is unknown`,
        );
      }
    }
  }
  for (const framework of taxonomy.frameworks) {
    for (const field of ["consulting", "assessment", "certification"] as const) {
      const service = framework[field];
      if (service !== undefined && !slugs.get("serviceTypes")?.has(service)) {
        throw new TaxonomyError(
          `frameworks/${framework.slug}: ${field} service type "${service}" is unknown`,
        );
      }
    }
    for (const service of Object.keys(framework.roles ?? {})) {
      if (!slugs.get("serviceTypes")?.has(service)) {
        throw new TaxonomyError(
          `frameworks/${framework.slug}: roles service type "${service}" is unknown`,
        );
      }
    }
  }
  for (const region of taxonomy.regions) {
    if (region.broader !== undefined && !slugs.get("regions")?.has(region.broader)) {
      throw new TaxonomyError(
        `regions/${region.slug}: broader region "${region.broader}" is unknown`,
      );
    }
  }

  const keysOf = new Map<Dimension, [string, string][]>(
    DIMENSIONS.map((dimension) => [
      dimension,
      [...compact]
        .filter(([, hit]) => hit.dimension === dimension)
        .map(([k, h]) => [k, h.entry.slug]),
    ]),
  );

  const index: TaxonomyIndex = {
    taxonomy,
    textAliases,
    longestAliasTokens,
    resolve(dimension, value) {
      const hit = compact.get(compactKey(value));
      return hit?.dimension === dimension ? hit.entry : undefined;
    },
    bySlug(dimension, slug) {
      return slugs.get(dimension)?.get(slug);
    },
    suggest(dimension, value, max = 3) {
      const wanted = compactKey(value.slice(0, SUGGESTION_INPUT_LIMIT));
      if (!wanted) return [];
      const tolerance = Math.max(1, Math.floor(wanted.length / 3));
      const best = new Map<string, number>();
      for (const [key, slug] of keysOf.get(dimension) ?? []) {
        const related =
          wanted.length >= 3 &&
          (key.startsWith(wanted) || (wanted.startsWith(key) && key.length >= 3));
        const score = related ? 0.5 : distance(wanted, key);
        if (score <= tolerance && score < (best.get(slug) ?? Number.POSITIVE_INFINITY)) {
          best.set(slug, score);
        }
      }
      return [...best]
        .sort(([a, sa], [b, sb]) => sa - sb || a.localeCompare(b))
        .slice(0, max)
        .map(([slug]) => slug);
    },
  };
  return index;
}
