import type { Dimension } from "./taxonomy.ts";

/**
 * Free-text-only phrasings of tags: per dimension, a canonical slug and its phrasings
 * joined by `|` (or a list of such strings, one per language). Unlike taxonomy aliases these are never accepted as parameter values,
 * so they may overlap with each other's words; they are compared stemmed (see `stemToken`).
 */
export type TermTable = Partial<
  Record<Dimension, Readonly<Record<string, string | readonly string[]>>>
>;

/** The phrasings of one entry of a term table: its `|`-joined string, or each of its strings. */
export function phrasingsOf(entry: string | readonly string[]): string[] {
  return [entry].flat().join("|").split("|");
}
