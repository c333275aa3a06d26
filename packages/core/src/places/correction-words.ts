import type { Gazetteer } from "./gazetteer.ts";

/** Cities of at least this many people lend their own names to typo correction (Edinbrugh -> Edinburgh). */
export const MIN_CORRECTED_CITY_POPULATION = 100_000;
/** Cities of at least this many people lend every name they have (Bangalroe -> Bangalore, Bengaluru's other name). */
export const MIN_CORRECTED_EXONYM_POPULATION = 1_000_000;

const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The words of place names a misspelling may be corrected to, in order of preference:
 * `countries`, the words of every country's names in every language; `places`, the words of
 * subdivisions' own names and of cities' own names from `MIN_CORRECTED_CITY_POPULATION`
 * people (every name from `MIN_CORRECTED_EXONYM_POPULATION`), the most populous first.
 * Smaller places are left out: a near miss of a town's name is far more often another word.
 */
export function correctionWords(gazetteer: Gazetteer, of: "countries" | "places"): string[] {
  const ranked: [key: string, rank: number][] = [];
  for (const [key, names] of gazetteer.names) {
    for (const { place } of names) {
      const own = gazetteer.ownNames.get(key) === place;
      const reached =
        of === "countries"
          ? place.kind === "country"
          : place.kind === "subdivision"
            ? own
            : place.kind === "city" &&
              (place.population >= MIN_CORRECTED_EXONYM_POPULATION ||
                (own && place.population >= MIN_CORRECTED_CITY_POPULATION));
      if (reached) ranked.push([key, place.population]);
    }
  }
  ranked.sort((a, b) => b[1] - a[1]);
  return ranked.flatMap(([key]) => key.split("-").filter((word) => LETTERS_ONLY.test(word)));
}
