import type { Gazetteer } from "./gazetteer.ts";

/**
 * Subdivisions and cities of at least this many people lend their own names to typo
 * correction (Edinbrugh -> Edinburgh).
 */
export const MIN_CORRECTED_PLACE_POPULATION = 100_000;

const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The words of place names a misspelling may be corrected to, in order of preference:
 * `countries`, the words of every country's names in every language; `places`, the words of
 * the own names of subdivisions and cities of `MIN_CORRECTED_PLACE_POPULATION` people or
 * more, the most populous first. Smaller places and other names are left out: a near miss of
 * those is far more often another word ("comercio" is not Comerío), and every name costs memory.
 */
export function correctionWords(gazetteer: Gazetteer, of: "countries" | "places"): string[] {
  const ranked: [key: string, rank: number][] = [];
  for (const [key, names] of gazetteer.names) {
    for (const { place } of names) {
      const own = place.key === key;
      const reached =
        of === "countries"
          ? place.kind === "country"
          : place.kind !== "country" && own && place.population >= MIN_CORRECTED_PLACE_POPULATION;
      if (reached) ranked.push([key, place.population]);
    }
  }
  ranked.sort((a, b) => b[1] - a[1]);
  return ranked.flatMap(([key]) => key.split("-").filter((word) => LETTERS_ONLY.test(word)));
}
