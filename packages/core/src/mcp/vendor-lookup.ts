import { distance } from "fastest-levenshtein";
import { coreName } from "../ai/catalog-names.ts";
import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import { foldText } from "../free-text/fold.ts";

/** How many close names a miss suggests. */
export const MAX_SUGGESTIONS = 3;

/** A vendor found (its index position), or the names closest to what was asked. */
export type VendorLookup = { position: number } | { suggestions: string[] };

/**
 * Finds one vendor by slug or by name. A name matches when it is the same once case,
 * accents, punctuation and the legal form are set aside ("bluepeak cyber" finds "Bluepeak
 * Cyber GmbH"); of several such vendors, the one whose whole name is the one asked, else
 * none (they are suggested). A miss suggests the names that contain what was asked, then
 * the nearest by edit distance (of the whole name, or of its start), `MAX_SUGGESTIONS` at
 * most: one pass over the names.
 */
export function lookupVendor(catalog: PreparedCatalog, asked: string): VendorLookup {
  const bySlug = catalog.positionOfSlug.get(asked.trim().toLowerCase());
  if (bySlug !== undefined) return { position: bySlug };
  const wanted = coreName(asked);
  const names = catalog.retrieval.names.core;
  const same: number[] = [];
  names.forEach((name, position) => {
    if (name === wanted && wanted !== "") same.push(position);
  });
  if (same.length === 1) return { position: same[0] as number };
  const nameOf = (position: number) => catalog.index.vendors[position]?.name ?? "";
  const exact = same.filter((position) => foldText(nameOf(position)) === foldText(asked.trim()));
  if (exact.length === 1) return { position: exact[0] as number };
  if (same.length > 1) return { suggestions: same.slice(0, MAX_SUGGESTIONS).map(nameOf) };
  return { suggestions: closestNames(names, wanted).map(nameOf) };
}

/** Positions of the names closest to `wanted`: containing it first, then by edit distance. */
function closestNames(names: readonly string[], wanted: string): number[] {
  if (wanted === "") return [];
  // A name this far from what was asked is no suggestion.
  const farthest = Math.max(2, Math.floor(wanted.length / 2));
  const scored: { position: number; score: number }[] = [];
  names.forEach((name, position) => {
    // A name is as close as its start is: "bluepek" is one edit from "bluepeak cyber".
    const score = name.includes(wanted)
      ? -1
      : Math.min(distance(name, wanted), distance(name.slice(0, wanted.length), wanted));
    if (score <= farthest) scored.push({ position, score });
  });
  scored.sort((a, b) => a.score - b.score || a.position - b.position);
  return scored.slice(0, MAX_SUGGESTIONS).map((entry) => entry.position);
}
