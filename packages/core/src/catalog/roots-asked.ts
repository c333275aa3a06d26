import type { CatalogCaches } from "./catalog-caches.ts";

/**
 * How many roots each body is made ahead for from what the version in service was asked: a
 * site served under one host name (and perhaps one more, e.g. its bare domain) has its next
 * version's bodies ready, while requests naming other hosts cannot make a version wait for
 * more than two builds of each.
 */
export const ROOTS_MADE_AHEAD = 2;

/**
 * From this many vendors on, a version's bodies are made ahead for the roots its predecessor
 * was asked them for. A smaller catalog's tools dump (under about 1 MB) takes about one slice
 * of work (10 ms) to make, which its first request may as well wait for: such a version goes
 * into service at once.
 */
export const MADE_AHEAD_FROM_VENDORS = 1_000;

/** The roots a version answered the tools dump and `/llms-full.txt` for, most recently asked first. */
export interface RootsAsked {
  toolsDump: string[];
  llmsFull: string[];
}

/** The first `ROOTS_MADE_AHEAD` roots of `keys`, each key's root by `rootOf` (none: not this API's). */
function firstRoots(keys: Iterable<string>, rootOf: (key: string) => string | undefined): string[] {
  const roots: string[] = [];
  for (const key of keys) {
    if (roots.length === ROOTS_MADE_AHEAD) break;
    const root = rootOf(key);
    if (root !== undefined) roots.push(root);
  }
  return roots;
}

/**
 * The roots (origin and base path) `caches`, a version's, holds a tools dump and this API's
 * (`apiId`) `/llms-full.txt` for, at most `ROOTS_MADE_AHEAD` of each, most recently used
 * first. A body still being made is not counted: it was asked, but nobody has read it yet.
 */
export function rootsAsked(caches: CatalogCaches, apiId: string): RootsAsked {
  const prefix = `${apiId} `;
  return {
    toolsDump: firstRoots(caches.toolsDumps.keys(), (root) => root),
    llmsFull: firstRoots(caches.llmsFull.keys(), (key) =>
      key.startsWith(prefix) ? key.slice(prefix.length) : undefined,
    ),
  };
}
