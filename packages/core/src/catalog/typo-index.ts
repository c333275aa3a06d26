import { distance } from "fastest-levenshtein";

/** Shorter words are never corrected: too many words lie one edit from each other. */
export const MIN_CORRECTED_LENGTH = 5;
/** From this length a word may be two edits from what was meant. */
const TWO_EDITS_FROM = 8;

/** Finds the known word a misspelt word was meant to be. */
export interface TypoIndex {
  /**
   * The known word within reach of `word` (one edit; two from 8 letters; a swap of two
   * neighbouring letters is one edit), the nearest and, among equally near, the first given;
   * undefined when none is, or `word` is itself known or shorter than 5 letters. `accept`,
   * when given, keeps only the known words it accepts, by the word and its position among the
   * words given.
   */
  correct(
    word: string,
    accept?: (candidate: string, position: number) => boolean,
  ): string | undefined;
}

/** How many edits a word of this length may be from what was meant. */
function reachOf(word: string): number {
  return word.length >= TWO_EDITS_FROM ? 2 : 1;
}

/** A word and the words one or two deletions from it (two from 8 letters): what an index looks up. */
function deletionKeys(word: string): Set<string> {
  const keys = new Set([word]);
  withOneDeleted(word, keys);
  if (reachOf(word) === 2) for (const key of [...keys]) withOneDeleted(key, keys);
  return keys;
}

function withOneDeleted(word: string, into: Set<string>): void {
  for (let i = 0; i < word.length; i++) into.add(word.slice(0, i) + word.slice(i + 1));
}

/** FNV-1a of a string's UTF-16 code units, kept to 30 bits so that V8 holds it as a small integer. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x3fffffff;
}

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
): TypoIndex {
  const known: string[] = [];
  const seen = new Set<string>();
  /**
   * Known words by a hash of each of their deletions: a number takes far less memory than the
   * string, and a word a collision brings along is dropped by the edit distance check.
   */
  const byDeletion = new Map<number, number | number[]>();
  /** Each known word's position among the words given (repeats and short words are skipped). */
  const positions: number[] = [];
  let position = -1;
  for (const word of words) {
    position++;
    if (seen.has(word) || word.length < MIN_CORRECTED_LENGTH - 1) continue;
    seen.add(word);
    const index = known.push(word) - 1;
    positions.push(position);
    const keys = new Set([word]);
    withOneDeleted(word, keys);
    const depth = typeof deletions === "number" ? deletions : deletions(position);
    if (depth === 2 && reachOf(word) === 2) {
      for (const key of [...keys]) withOneDeleted(key, keys);
    }
    for (const key of keys) {
      const hash = hashOf(key);
      const kept = byDeletion.get(hash);
      if (kept === undefined) byDeletion.set(hash, index);
      // Copied rather than pushed: a pushed array keeps room for 16 more.
      else byDeletion.set(hash, typeof kept === "number" ? [kept, index] : [...kept, index]);
    }
  }
  return {
    correct(word, accept) {
      if (word.length < MIN_CORRECTED_LENGTH || seen.has(word)) return undefined;
      const reach = reachOf(word);
      const keys = deletionKeys(word);
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
      for (const key of keys) {
        const kept = byDeletion.get(hashOf(key));
        if (typeof kept === "number") weigh(kept);
        else if (kept) for (const index of kept) weigh(index);
      }
      return bestEdits <= reach && best !== undefined ? known[best] : undefined;
    },
  };
}
