import type { Gazetteer } from "./gazetteer.ts";

const LETTERS_ONLY = /^\p{L}+$/u;

/** The words of `keys` made only of letters, in order, each once. */
function wordsOf(keys: readonly string[]): string[] {
  const words = new Set<string>();
  for (const key of keys) {
    if (!key.includes("-")) {
      if (LETTERS_ONLY.test(key)) words.add(key);
      continue;
    }
    for (const word of key.split("-")) if (LETTERS_ONLY.test(word)) words.add(word);
  }
  return [...words];
}

/**
 * The words of place names a misspelling may be corrected to, in order of preference, read
 * in one pass over the gazetteer: `countries`, the words of every country's names in every
 * language; `places`, the words of the own names of subdivisions and cities of
 * `minPopulation` people or more (`freeText.typoTolerance.minPlacePopulation`), the most
 * populous first, then those names of several words written as one that the gazetteer reads
 * (`runTogether`). Smaller places and other names are left out: a near miss of those is far
 * more often another word ("comercio" is not Comerío), and every name costs memory. Each
 * word is given once, where it first comes.
 */
export function correctionWords(
  gazetteer: Gazetteer,
  minPopulation: number,
): { countries: string[]; places: string[] } {
  const countries: string[] = [];
  const places: string[] = [];
  const populations: number[] = [];
  gazetteer.forEachKey((key, kind, population, own) => {
    if (kind === "country") countries.push(key);
    else if (own && population >= minPopulation) {
      places.push(key);
      populations.push(population);
    }
  });
  // Countries come in the table's order (a country's population is not kept); places by
  // people, the most first (a stable sort: equals keep the table's order).
  const byPopulation = places
    .map((_, at) => at)
    .sort((a, b) => (populations[b] ?? 0) - (populations[a] ?? 0));
  const ordered = byPopulation.map((at) => places[at] ?? "");
  return {
    countries: wordsOf(countries),
    places: [...wordsOf(ordered), ...runTogether(gazetteer, ordered)],
  };
}

/**
 * The names of several words among `keys` written as one that the gazetteer reads
 * (`sanfrancisco`, `losangeles`), each once: a misspelling of one ("sanfransisco") is
 * corrected to it, as a misspelling of one word of a name is to that word.
 */
function runTogether(gazetteer: Gazetteer, keys: readonly string[]): string[] {
  const joined = new Set<string>();
  for (const key of keys) {
    if (!key.includes("-")) continue;
    const word = key.replaceAll("-", "");
    if (LETTERS_ONLY.test(word) && gazetteer.lookUp(word)?.names.length) joined.add(word);
  }
  return [...joined];
}
