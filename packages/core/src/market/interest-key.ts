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

const DIRECTORY_PATH = /^\/grc-services\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The interest keys of a directory page: `/grc-services/{framework}`,
 * `/grc-services/regions/{region}` and `/grc-services/{framework}/{region}` (which counts
 * toward the framework, the region and the combination). Any other path has none.
 */
export function directoryPageKeys(pathname: string, taxonomy: TaxonomyIndex): string[] {
  const match = DIRECTORY_PATH.exec(pathname);
  if (!match) return [];
  const [, first = "", second] = match.map((part) => part && safeDecode(part));
  if (first === "regions") {
    const region = second ? taxonomy.bySlug("regions", second) : undefined;
    return region ? keysNaming(undefined, region.slug) : [];
  }
  const framework = taxonomy.bySlug("frameworks", first);
  if (!framework) return [];
  if (second === undefined) return keysNaming(framework.slug, undefined);
  const region = taxonomy.bySlug("regions", second);
  return region ? keysNaming(framework.slug, region.slug) : [];
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
