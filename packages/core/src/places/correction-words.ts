import type { Gazetteer } from "./gazetteer.ts";

const LETTERS_ONLY = /^\p{L}+$/u;

/** The words of keys, the keys of the most populous places first. */
function wordsOf(ranked: [key: string, population: number][]): string[] {
  ranked.sort((a, b) => b[1] - a[1]);
  return ranked.flatMap(([key]) => key.split("-").filter((word) => LETTERS_ONLY.test(word)));
}

/**
 * The words of place names a misspelling may be corrected to, in order of preference, read
 * in one pass over the gazetteer: `countries`, the words of every country's names in every
 * language; `places`, the words of the own names of subdivisions and cities of
 * `minPopulation` people or more (`freeText.typoTolerance.minPlacePopulation`), the most populous first. Smaller places and
 * other names are left out: a near miss of those is far more often another word ("comercio"
 * is not Comerío), and every name costs memory.
 */
export function correctionWords(
  gazetteer: Gazetteer,
  minPopulation: number,
): { countries: string[]; places: string[] } {
  const countries: [string, number][] = [];
  const places: [string, number][] = [];
  gazetteer.forEachKey((key, kind, population, own) => {
    if (kind === "country") countries.push([key, population]);
    else if (own && population >= minPopulation) places.push([key, population]);
  });
  return { countries: wordsOf(countries), places: wordsOf(places) };
}
