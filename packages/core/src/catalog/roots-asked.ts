import type { CachedBody } from "../http/cached-body.ts";
import type { CatalogCaches } from "./catalog-caches.ts";

/**
 * How many roots each body is made ahead for from what the version in service was asked: a
 * site served under one host name (and perhaps one more, e.g. its bare domain) has its next
 * version's bodies ready, while requests naming other hosts cannot make a version wait for
 * more than two builds of each.
 */
export const ROOTS_MADE_AHEAD = 2;

/**
 * From this size on, a body asked of the version in service is made ahead for the next one.
 * A smaller body takes about one slice of work (10 ms) to make, which its first request may
 * as well wait for: a small catalog's new version goes into service at once.
 */
export const MADE_AHEAD_FROM_BYTES = 1024 * 1024;

/** The roots a version answered the tools dump and `/llms-full.txt` for, most recently asked first. */
export interface RootsAsked {
  toolsDump: string[];
  llmsFull: string[];
}

/** The first `ROOTS_MADE_AHEAD` roots of `entries` (key → root) whose body is large. */
function largeBodies(
  entries: Iterable<[string, CachedBody]>,
  rootOf: (key: string) => string | undefined,
): string[] {
  const roots: string[] = [];
  for (const [key, body] of entries) {
    if (roots.length === ROOTS_MADE_AHEAD) break;
    const root = rootOf(key);
    if (root !== undefined && body.size >= MADE_AHEAD_FROM_BYTES) roots.push(root);
  }
  return roots;
}

/**
 * The roots (origin and base path) `caches`, a version's, holds a tools dump and this API's
 * (`apiId`) `/llms-full.txt` of `MADE_AHEAD_FROM_BYTES` or more for, at most
 * `ROOTS_MADE_AHEAD` of each, most recently used first. A body still being made is not
 * counted: it was asked, but nobody has read it yet.
 */
export function rootsAsked(caches: CatalogCaches, apiId: string): RootsAsked {
  const prefix = `${apiId} `;
  return {
    toolsDump: largeBodies(caches.toolsDumps.entries(), (root) => root),
    llmsFull: largeBodies(caches.llmsFull.entries(), (key) =>
      key.startsWith(prefix) ? key.slice(prefix.length) : undefined,
    ),
  };
}
