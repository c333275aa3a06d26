import { distance } from "fastest-levenshtein";

/**
 * The lengths from which a word may be one or two edits from what was meant, as Meilisearch's
 * `typoTolerance.minWordSizeForTypos`: shorter words are never corrected (too many words lie one
 * edit from each other).
 */
export interface TypoSizes {
  oneTypo: number;
  twoTypos: number;
}

/** The default sizes: one edit from 5 letters, two from 8. */
export const DEFAULT_TYPO_SIZES: TypoSizes = { oneTypo: 5, twoTypos: 8 };

/** Finds the known word a misspelt word was meant to be. */
export interface TypoIndex {
  /**
   * The known word within reach of `word` (one edit; two from 8 letters; a swap of two
   * neighbouring letters is one edit), the nearest and, among equally near, the first given;
   * undefined when none is, or `word` is itself known or shorter than `sizes.oneTypo`. `accept`,
   * when given, keeps only the known words it accepts, by the word and its position among the
   * words given.
   */
  correct(
    word: string,
    accept?: (candidate: string, position: number) => boolean,
  ): string | undefined;
}

/** How many edits a word of this length may be from what was meant. */
function reachOf(word: string, sizes: TypoSizes): number {
  return word.length >= sizes.twoTypos ? 2 : 1;
}

/**
 * FNV-1a of a word's UTF-16 code units with the letters at `skip` and `skipToo` left out (-1:
 * none), kept to 30 bits: the hash of a deletion, made without making the shorter string.
 */
function hashWithout(word: string, skip: number, skipToo: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    if (i === skip || i === skipToo) continue;
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x3fffffff;
}

/** Calls `visit` with the hash of a word and of each word one deletion (`depth` 2: or two) from it. */
function forEachDeletion(word: string, depth: number, visit: (hash: number) => void): void {
  visit(hashWithout(word, -1, -1));
  for (let i = 0; i < word.length; i++) {
    visit(hashWithout(word, i, -1));
    if (depth === 2) for (let j = i + 1; j < word.length; j++) visit(hashWithout(word, i, j));
  }
}

/** How many hashes `forEachDeletion` visits (repeats included). */
function deletionCount(length: number, depth: number): number {
  return 1 + length + (depth === 2 ? (length * (length - 1)) / 2 : 0);
}

/** An entry of the index: a deletion's hash and a known word's index, in one exact double. */
const WORD_SLOTS = 2 ** 21;

/** Whether `a` becomes `b` by swapping two neighbouring letters. */
export function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (
    i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  );
}

/** Edits between two words, a swap of neighbours counting as one (Levenshtein from `fastest-levenshtein`). */
export function editDistance(a: string, b: string): number {
  const edits = distance(a, b);
  return edits === 2 && isOneSwap(a, b) ? 1 : edits;
}

/**
 * Indexes `words` (in order of preference) by their one-letter deletions, so that a word is
 * corrected by looking up its own deletions (one or two) rather than comparing it with every
 * known word (the symmetric-deletion method). With `deletions` 1, a word two edits away is
 * found when at most one of the edits deleted a letter of the known word (two substitutions
 * in one word are not); with 2, known words of 8 letters or more are indexed by two deletions
 * too, which finds every word within reach at about five times the memory. `deletions` may
 * also be given per word, by its position.
 */
export function createTypoIndex(
  words: Iterable<string>,
  deletions: 1 | 2 | ((position: number) => 1 | 2) = 1,
  sizes: TypoSizes = DEFAULT_TYPO_SIZES,
): TypoIndex {
  const known: string[] = [];
  const seen = new Set<string>();
  /** Each known word's position among the words given (repeats and short words are skipped). */
  const positions: number[] = [];
  const depths: number[] = [];
  let position = -1;
  let size = 0;
  let longest = 0;
  for (const word of words) {
    position++;
    if (seen.has(word) || word.length < sizes.oneTypo - 1) continue;
    seen.add(word);
    longest = Math.max(longest, word.length);
    known.push(word);
    positions.push(position);
    const depth = (typeof deletions === "number" ? deletions : deletions(position)) === 2;
    depths.push(depth && reachOf(word, sizes) === 2 ? 2 : 1);
    size += deletionCount(word.length, depths[depths.length - 1] ?? 1);
  }
  if (known.length >= WORD_SLOTS) throw new RangeError("too many words for a typo index");
  /**
   * Every (deletion hash, word) pair, sorted, in one typed array: a lookup is a binary search,
   * and the index is a few flat megabytes rather than a map of small arrays. A word a hash
   * collision brings along is dropped by the edit distance check.
   */
  let entries = new Float64Array(size);
  let filled = 0;
  for (const [index, word] of known.entries()) {
    forEachDeletion(word, depths[index] ?? 1, (hash) => {
      entries[filled++] = hash * WORD_SLOTS + index;
    });
  }
  entries.sort();
  let unique = 0;
  for (let i = 0; i < entries.length; i++) {
    if (i === 0 || entries[i] !== entries[i - 1]) entries[unique++] = entries[i] ?? 0;
  }
  entries = entries.slice(0, unique);

  /** The first entry at or after `value`. */
  const firstFrom = (value: number): number => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((entries[middle] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    correct(word, accept) {
      if (word.length < sizes.oneTypo || seen.has(word)) return undefined;
      const reach = reachOf(word, sizes);
      // A word longer than every known word by more than its reach is none of them misspelt;
      // looking would cost the square of its length in deletions (a 1,200-letter "word").
      if (word.length > longest + reach) return undefined;
      let best: number | undefined;
      let bestEdits = reach + 1;
      const weigh = (index: number) => {
        const candidate = known[index] ?? "";
        if (Math.abs(candidate.length - word.length) > reach) return;
        if (index >= (best ?? Infinity) && bestEdits === 1) return;
        if (accept && !accept(candidate, positions[index] ?? index)) return;
        const edits = editDistance(word, candidate);
        if (edits < bestEdits || (edits === bestEdits && index < (best ?? Infinity))) {
          best = index;
          bestEdits = edits;
        }
      };
      const looked = new Set<number>();
      forEachDeletion(word, reach, (hash) => {
        if (looked.has(hash)) return;
        looked.add(hash);
        const from = hash * WORD_SLOTS;
        for (let i = firstFrom(from); i < entries.length; i++) {
          const index = (entries[i] ?? 0) - from;
          if (index >= WORD_SLOTS) break;
          weigh(index);
        }
      });
      return bestEdits <= reach && best !== undefined ? known[best] : undefined;
    },
  };
}
