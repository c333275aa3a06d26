import type { TaxonomyEntry } from "../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { InterestKind } from "../ports.ts";

/** The store key of a framework, region or `framework+region` combination. */
export function interestKey(kind: InterestKind, slug: string): string {
  return `${kind}:${slug}`;
}

/** The keys a lookup or page naming a framework and/or a region counts toward. */
export function keysNaming(framework: string | undefined, region: string | undefined): string[] {
  const keys: string[] = [];
  if (framework) keys.push(interestKey("framework", framework));
  if (region) keys.push(interestKey("region", region));
  if (framework && region) keys.push(interestKey("combination", `${framework}+${region}`));
  return keys;
}

/** The one key a point lookup reads: the most specific of the keys it names. */
export function lookupKey(framework: string | undefined, region: string | undefined): string {
  return keysNaming(framework, region).at(-1) ?? "";
}

const DIRECTORY_PATH = /^\/grc-services\/([^/]+)(?:\/([^/]+))?\/?$/;

/** The framework and/or region a directory page names. */
export interface DirectoryPageTags {
  framework?: TaxonomyEntry;
  region?: TaxonomyEntry;
}

/**
 * The tags of a directory page: `/grc-services/{framework}`,
 * `/grc-services/regions/{region}` or `/grc-services/{framework}/{region}`, each a known
 * canonical slug. Any other path, or an unknown slug, names none (null).
 */
export function directoryPageTags(
  pathname: string,
  taxonomy: TaxonomyIndex,
): DirectoryPageTags | null {
  const match = DIRECTORY_PATH.exec(pathname);
  if (!match) return null;
  const [, first = "", second] = match.map((part) => part && safeDecode(part));
  if (first === "regions") {
    const region = second ? taxonomy.bySlug("regions", second) : undefined;
    return region ? { region } : null;
  }
  const framework = taxonomy.bySlug("frameworks", first);
  if (!framework) return null;
  if (second === undefined) return { framework };
  const region = taxonomy.bySlug("regions", second);
  return region ? { framework, region } : null;
}

/**
 * The interest keys of a directory page; a combination page counts toward the framework,
 * the region and the combination. Any other path has none.
 */
export function directoryPageKeys(pathname: string, taxonomy: TaxonomyIndex): string[] {
  const tags = directoryPageTags(pathname, taxonomy);
  return tags ? keysNaming(tags.framework?.slug, tags.region?.slug) : [];
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
