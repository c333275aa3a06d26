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
   * neighbouring letters is one edit), the nearest; among equally near, the one that begins
   * with more of the word's letters (a slip falls mostly after the first letters, as
   * Jaro-Winkler weighs a shared start: "brisbain" is Brisbane, not Britain), then the first given;
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

/** The polynomial hashes' base (odd, so every power is too). */
const BASE = 0x01000193;

/** Scratch for `deletionHashes`: a word's prefix hashes and the powers of `BASE`, grown as needed. */
let prefixes = new Int32Array(0);
let powers = new Int32Array(0);

function makeRoom(length: number): void {
  if (length < powers.length) return;
  let size = Math.max(64, powers.length);
  while (size <= length) size *= 2;
  prefixes = new Int32Array(size);
  powers = new Int32Array(size);
  powers[0] = 1;
  for (let i = 1; i < size; i++) powers[i] = Math.imul(powers[i - 1] ?? 0, BASE);
}

/** MurmurHash3's finaliser, kept to 30 bits: spreads a polynomial hash's bits over the low ones. */
function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 0x3fffffff;
}

/**
 * Writes into `out` from `at` the hash of `word` and of each word one deletion (`depth` 2: or
 * two) from it, and returns how many it wrote (`deletionCount`). A deletion's hash is the
 * polynomial hash (mod 2^32) of the shorter word, made from the word's prefix hashes in a few
 * steps rather than by reading the shorter word: a word costs its length in deletions, not
 * its square.
 */
function deletionHashes(word: string, depth: number, out: Int32Array, at: number): number {
  const n = word.length;
  makeRoom(n + 1);
  for (let i = 0; i < n; i++) {
    prefixes[i + 1] = (Math.imul(prefixes[i] ?? 0, BASE) + word.charCodeAt(i)) | 0;
  }
  /** The hash of the word's letters from `from` up to `to`. */
  const part = (from: number, to: number) =>
    ((prefixes[to] ?? 0) - Math.imul(prefixes[from] ?? 0, powers[to - from] ?? 0)) | 0;
  let written = at;
  out[written++] = mix(prefixes[n] ?? 0);
  for (let i = 0; i < n; i++) {
    const head = prefixes[i] ?? 0;
    out[written++] = mix((Math.imul(head, powers[n - 1 - i] ?? 0) + part(i + 1, n)) | 0);
    if (depth !== 2) continue;
    for (let j = i + 1; j < n; j++) {
      out[written++] = mix(
        (Math.imul(head, powers[n - 2 - i] ?? 0) +
          Math.imul(part(i + 1, j), powers[n - 1 - j] ?? 0) +
          part(j + 1, n)) |
          0,
      );
    }
  }
  return written - at;
}

/** How many hashes `deletionHashes` writes (repeats included). */
function deletionCount(length: number, depth: number): number {
  return 1 + length + (depth === 2 ? (length * (length - 1)) / 2 : 0);
}

/** The most words an index takes: a word's index is kept in an `Int32Array`. */
const MAX_WORDS = 2 ** 31 - 1;

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
  if (known.length >= MAX_WORDS) throw new RangeError("too many words for a typo index");
  /**
   * Every (deletion hash, word) pair, grouped by the hash's low bits into buckets laid end to
   * end in two typed arrays (a counting sort: one pass to count, one to place), so a lookup
   * scans one short bucket and the index is a few flat megabytes rather than a map of small
   * arrays. A word a hash collision brings along is dropped by the edit distance check.
   */
  let buckets = 1;
  while (buckets < size) buckets *= 2;
  const mask = buckets - 1;
  const pairHash = new Int32Array(size);
  const pairWord = new Int32Array(size);
  let filled = 0;
  for (let index = 0; index < known.length; index++) {
    const count = deletionHashes(known[index] ?? "", depths[index] ?? 1, pairHash, filled);
    pairWord.fill(index, filled, filled + count);
    filled += count;
  }
  /** Where each bucket's entries begin; the last slot is the end of the last bucket. */
  const bucketStart = new Int32Array(buckets + 1);
  for (let i = 0; i < size; i++) {
    const bucket = ((pairHash[i] ?? 0) & mask) + 1;
    bucketStart[bucket] = (bucketStart[bucket] ?? 0) + 1;
  }
  for (let b = 0; b < buckets; b++)
    bucketStart[b + 1] = (bucketStart[b + 1] ?? 0) + (bucketStart[b] ?? 0);
  const entryHash = new Int32Array(size);
  const entryWord = new Int32Array(size);
  const next = bucketStart.slice(0, buckets);
  for (let i = 0; i < size; i++) {
    const hash = pairHash[i] ?? 0;
    const at = next[hash & mask] ?? 0;
    next[hash & mask] = at + 1;
    entryHash[at] = hash;
    entryWord[at] = pairWord[i] ?? 0;
  }

  return {
    correct(word, accept) {
      if (word.length < sizes.oneTypo || seen.has(word)) return undefined;
      const reach = reachOf(word, sizes);
      // A word longer than every known word by more than its reach is none of them misspelt;
      // looking would cost the square of its length in deletions (a 1,200-letter "word").
      if (word.length > longest + reach) return undefined;
      let best: number | undefined;
      let bestEdits = reach + 1;
      let bestKept = -1;
      const weigh = (index: number) => {
        const candidate = known[index] ?? "";
        if (Math.abs(candidate.length - word.length) > reach) return;
        const kept = sharedStart(word, candidate);
        // One edit is the least a known word can be (the word itself is not one): a word that
        // could at best tie with the one found, and would lose the tie, is not weighed.
        const losesTie = kept < bestKept || (kept === bestKept && index >= (best ?? Infinity));
        if (bestEdits === 1 && losesTie) return;
        if (accept && !accept(candidate, positions[index] ?? index)) return;
        const edits = editDistance(word, candidate);
        if (edits > bestEdits) return;
        if (
          edits < bestEdits ||
          kept > bestKept ||
          (kept === bestKept && index < (best ?? Infinity))
        ) {
          best = index;
          bestEdits = edits;
          bestKept = kept;
        }
      };
      const hashes = new Int32Array(deletionCount(word.length, reach));
      deletionHashes(word, reach, hashes, 0);
      hashes.sort();
      for (let h = 0; h < hashes.length; h++) {
        const hash = hashes[h] ?? 0;
        if (h > 0 && hash === hashes[h - 1]) continue;
        const bucket = hash & mask;
        const end = bucketStart[bucket + 1] ?? 0;
        for (let i = bucketStart[bucket] ?? 0; i < end; i++) {
          if (entryHash[i] === hash) weigh(entryWord[i] ?? 0);
        }
      }
      return bestEdits <= reach && best !== undefined ? known[best] : undefined;
    },
  };
}

/** How many letters two words begin with alike. */
function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}
