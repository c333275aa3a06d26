import { distance } from "fastest-levenshtein";
import { LRUCache } from "lru-cache";
import { hasBit, setBit } from "../catalog/bitset.ts";
import { foldText } from "../free-text/fold.ts";
import { WORD_EXPANSION_BYTES } from "../http/cache-budgets.ts";

/**
 * A compact full-text index: a sorted vocabulary and, per term, the documents that hold it
 * with a precomputed weight. It ranks as MiniSearch does with Ask AI's options (BM25 per
 * field with its defaults, field boosts, prefix and fuzzy expansion with MiniSearch's
 * discounts, OR over the query terms, the sum times the number of query terms matched), and
 * `text-index-minisearch.test.ts` holds it to MiniSearch's own rankings. It is kept because
 * at 100,000 vendors MiniSearch's index takes about 400 MiB of heap against 38 MB of packed
 * typed arrays here, and a question costs it hundreds of milliseconds (BENCHMARKS.md).
 */
export interface TextIndex {
  /**
   * The documents matching any query word, each with its score relative to the best (0 to
   * 1] and how many distinct query words it matched. Only documents `allowed` accepts count,
   * also for the best.
   */
  search(query: string, allowed: ((document: number) => boolean) | null): TextHits;
}

/**
 * The documents a search hit, in the order they were first hit, with their score relative
 * to the best (1 for the best) and how many distinct query words each matched, at the same
 * positions. The hits are the caller's: nothing else writes them.
 */
export interface TextHits {
  documents: Int32Array;
  scores: Float32Array;
  terms: Uint16Array;
  /** Whether the search hit `document`. */
  has(document: number): boolean;
}

/**
 * MiniSearch's default tokenizer (split on spaces and punctuation), with core's one fold for its
 * term processing (lower case, accents dropped where they are accents: `foldText`), so "Conformité"
 * and "conformite" are one term, as they are to free text.
 */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The folded words of a text, in order, repeats kept. */
export function textTerms(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map(foldText)
    .filter((term) => term !== "");
}

// MiniSearch's defaults: BM25+ parameters and the weights of prefix and fuzzy matches.
const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MIN_PREFIX_LENGTH = 4;
const MIN_FUZZY_LENGTH = 6;
const FUZZINESS = 0.15;

/** A vocabulary term a query word matches (by index), with the weight of that match. */
type Expansion = [index: number, weight: number];

/** About what a word and its expansions take in memory: two bytes a character, 40 a match. */
function expansionBytes(expansions: readonly Expansion[], word: string): number {
  return 2 * word.length + 40 * expansions.length + 64;
}

/**
 * Every term's postings, packed in four arrays: term `t`'s documents, ascending, are coded as
 * gaps in `gaps[gapStarts[t]]` up to `gaps[gapStarts[t + 1]]` (each id less the one before it,
 * the first less -1, in 7-bit groups, low first, the high bit set on all but the last), and
 * their weights are `weights[weightStarts[t]]` up to `weights[weightStarts[t + 1]]`. Most gaps
 * take one byte where an id took four, and two large arrays replace two small ones per term.
 */
interface Postings {
  gaps: Uint8Array;
  gapStarts: Int32Array;
  weights: Float32Array;
  weightStarts: Int32Array;
}

/** How many bytes `gap` (a positive integer) takes coded in 7-bit groups. */
function gapBytes(gap: number): number {
  let bytes = 1;
  while (gap >= 0x80) {
    gap = Math.floor(gap / 0x80);
    bytes++;
  }
  return bytes;
}

/** Prefix sums: where each term's part starts, and the total at the end. */
function starts(counts: GrowingInts, terms: number): Int32Array {
  const at = new Int32Array(terms + 1);
  for (let term = 0; term < terms; term++) {
    at[term + 1] = (at[term] as number) + counts.at(term);
  }
  return at;
}

/** An Int32Array that grows as it is appended to. */
class GrowingInts {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  /** The value at `at`, 0 past the end. */
  at(at: number): number {
    return at < this.length ? (this.values[at] as number) : 0;
  }
  /** Sets the value at `at`, growing with zeros up to it. */
  set(at: number, value: number): void {
    while (this.length <= at) this.push(0);
    this.values[at] = value;
  }
  /** Adds `by` at `at`, growing with zeros up to it. */
  add(at: number, by: number): void {
    this.set(at, this.at(at) + by);
  }
}

/** Documents read between two looks at the time: one slice of the build is at most this many. */
const DOCUMENTS_PER_STEP = 500;

/**
 * Indexes documents given as one text per field; `boosts[field]` multiplies that field's
 * score (MiniSearch's `boost` search option). Built in one go: see `textIndexSteps`.
 */
export function buildTextIndex(
  documents: readonly (readonly string[])[],
  boosts: readonly number[],
): TextIndex {
  const steps = textIndexSteps(documents.length, (document) => documents[document] ?? [], boosts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Builds the index a slice at a time: the generator yields after every few hundred documents
 * (a caller may let other work run there) and returns the index. `fieldsOf(document)` gives a
 * document's texts, one per field; each document is read twice.
 *
 * Two passes over the documents, so that a large catalog is indexed in typed arrays made at
 * their final size and nothing the size of the postings is held beside them: the first reads
 * each document's words (each distinct word folded once, `foldText`) and counts, per term and
 * field, the documents that hold it, and the field lengths; the second reads the words again
 * and weighs each term's frequency in each field into the term's postings. Keeping the first
 * pass's (term, field, frequency) entries instead would cost three times the postings while
 * the index is built (about 230 MB at 100,000 vendors), which a version loading beside the
 * one in service cannot afford.
 */
export function* textIndexSteps(
  count: number,
  fieldsOf: (document: number) => readonly string[],
  boosts: readonly number[],
): Generator<void, TextIndex, void> {
  const fieldCount = boosts.length;
  // MiniSearch counts a field's length as its distinct raw tokens.
  const fieldLengths = new Float32Array(count * fieldCount);
  const lengthSums = new Float64Array(fieldCount);
  /** Each raw token seen, numbered; per number, its term (-1 when it folds to nothing). */
  const tokenNumbers = new Map<string, number>();
  const termOfToken = new GrowingInts();
  /** Per token number, the last (document, field) it was counted in: a field's distinct tokens. */
  const tokenLastPair = new GrowingInts();
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  /** Per term and field, how many documents hold it there; per term, in how many documents. */
  const fieldDocuments = new GrowingInts();
  const documentsOfTerm = new GrowingInts();
  /** Per term, the last (document, field) and the last document (plus 1) it was counted in. */
  const lastPair = new GrowingInts();
  const lastDocumentSeen = new GrowingInts();
  /** Per term, the bytes its documents' gaps take (`Postings`). */
  const gapBytesOfTerm = new GrowingInts();

  /** The number of a raw token, numbering it (and its term) when first seen. */
  const numberOf = (token: string): number => {
    let number = tokenNumbers.get(token);
    if (number !== undefined) return number;
    number = tokenNumbers.size;
    tokenNumbers.set(token, number);
    const folded = foldText(token);
    let term = folded === "" ? -1 : (termIds.get(folded) ?? -1);
    if (folded !== "" && term === -1) {
      term = terms.length;
      terms.push(folded);
      termIds.set(folded, term);
    }
    termOfToken.set(number, term);
    return number;
  };

  for (let document = 0; document < count; document++) {
    if (document % DOCUMENTS_PER_STEP === 0 && document > 0) yield;
    const texts = fieldsOf(document);
    for (let field = 0; field < fieldCount; field++) {
      // A (document, field) pair, numbered so that a term's count restarts in each.
      const pair = document * fieldCount + field + 1;
      let length = 0;
      for (const token of (texts[field] ?? "").split(SPACE_OR_PUNCTUATION)) {
        const number = numberOf(token);
        const term = termOfToken.at(number);
        if (tokenLastPair.at(number) !== pair) {
          tokenLastPair.set(number, pair);
          length++;
        }
        if (term < 0 || lastPair.at(term) === pair) continue;
        lastPair.set(term, pair);
        fieldDocuments.add(term * fieldCount + field, 1);
        if (lastDocumentSeen.at(term) !== document + 1) {
          gapBytesOfTerm.add(term, gapBytes(document + 1 - lastDocumentSeen.at(term)));
          lastDocumentSeen.set(term, document + 1);
          documentsOfTerm.add(term, 1);
        }
      }
      fieldLengths[document * fieldCount + field] = length;
      lengthSums[field] = (lengthSums[field] ?? 0) + length;
    }
  }
  termIds.clear();
  yield;

  const averageLengths = Array.from(lengthSums, (sum) => (count === 0 ? 0 : sum / count));
  const idf = (term: number, field: number) => {
    const matching = fieldDocuments.at(term * fieldCount + field);
    return Math.log(1 + (count - matching + 0.5) / (matching + 0.5));
  };
  const gapStarts = starts(gapBytesOfTerm, terms.length);
  const weightStarts = starts(documentsOfTerm, terms.length);
  const postings: Postings = {
    gaps: new Uint8Array(gapStarts[terms.length] as number),
    gapStarts,
    weights: new Float32Array(weightStarts[terms.length] as number),
    weightStarts,
  };
  const { gaps, weights } = postings;
  /** Per term, where its next gap and its next weight go. */
  const nextGap = gapStarts.slice(0, terms.length);
  const nextWeight = weightStarts.slice(0, terms.length);
  const lastDocument = new Int32Array(terms.length).fill(-1);
  const frequency = new Int32Array(terms.length);
  const touched: number[] = [];
  for (let document = 0; document < count; document++) {
    if (document % DOCUMENTS_PER_STEP === 0 && document > 0) yield;
    const texts = fieldsOf(document);
    for (let field = 0; field < fieldCount; field++) {
      for (const token of (texts[field] ?? "").split(SPACE_OR_PUNCTUATION)) {
        const term = termOfToken.at(tokenNumbers.get(token) as number);
        if (term < 0) continue;
        if ((frequency[term] as number) === 0) touched.push(term);
        frequency[term] = (frequency[term] as number) + 1;
      }
      const length = fieldLengths[document * fieldCount + field] as number;
      const average = averageLengths[field] as number;
      for (const term of touched) {
        const times = frequency[term] as number;
        frequency[term] = 0;
        const bm25 =
          idf(term, field) *
          (D + (times * (K + 1)) / (times + K * (1 - B + (B * length) / average)));
        const weight = (boosts[field] as number) * bm25;
        // A document's fields are weighed one after the other: its weights add up in one place.
        if (lastDocument[term] === document) {
          const at = (nextWeight[term] as number) - 1;
          weights[at] = (weights[at] as number) + weight;
          continue;
        }
        let gap = document - (lastDocument[term] as number);
        let at = nextGap[term] as number;
        while (gap >= 0x80) {
          gaps[at++] = (gap & 0x7f) | 0x80;
          gap = Math.floor(gap / 0x80);
        }
        gaps[at++] = gap;
        nextGap[term] = at;
        lastDocument[term] = document;
        weights[nextWeight[term] as number] = weight;
        nextWeight[term] = (nextWeight[term] as number) + 1;
      }
      touched.length = 0;
    }
  }
  tokenNumbers.clear();
  const order = terms.map((_, term) => term).sort((a, b) => compareTerms(terms[a], terms[b]));
  const vocabulary = order.map((term) => terms[term] as string);
  return searchable(vocabulary, Int32Array.from(order), postings, count);
}

/** The order `Array.prototype.sort` gives strings: by UTF-16 code units. */
function compareTerms(a: string | undefined, b: string | undefined): number {
  return (a ?? "") < (b ?? "") ? -1 : (a ?? "") > (b ?? "") ? 1 : 0;
}

/**
 * The search over a sorted vocabulary and the terms' postings; `termAt[i]` is the term whose
 * postings `vocabulary[i]` has.
 */
function searchable(
  vocabulary: readonly string[],
  termAt: Int32Array,
  postings: Postings,
  count: number,
): TextIndex {
  const { gaps, gapStarts, weights, weightStarts } = postings;
  /** The vocabulary terms `term` expands to, each with the weight of that match. */
  function expansions(term: string): Expansion[] {
    const found: Expansion[] = [];
    const start = lowerBound(vocabulary, term);
    if (vocabulary[start] === term) found.push([start, 1]);
    const prefixed = new Set<number>();
    if (term.length >= MIN_PREFIX_LENGTH) {
      for (let i = start; i < vocabulary.length; i++) {
        const candidate = vocabulary[i] as string;
        if (!candidate.startsWith(term)) break;
        const extra = candidate.length - term.length;
        if (extra === 0) continue;
        prefixed.add(i);
        found.push([i, (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * extra)]);
      }
    }
    if (term.length >= MIN_FUZZY_LENGTH) {
      const maxDistance = Math.round(term.length * FUZZINESS);
      vocabulary.forEach((candidate, i) => {
        if (Math.abs(candidate.length - term.length) > maxDistance || prefixed.has(i)) return;
        const edits = distance(term, candidate);
        if (edits === 0 || edits > maxDistance) return;
        found.push([i, (FUZZY_WEIGHT * candidate.length) / (candidate.length + edits)]);
      });
    }
    return found;
  }

  // Questions reuse words: what a word expands to is worked out once per catalog version
  // (the fuzzy pass reads the whole vocabulary), for a bounded number of words.
  const expanded = new LRUCache<string, Expansion[]>({
    maxSize: WORD_EXPANSION_BYTES,
    sizeCalculation: expansionBytes,
  });
  const expansionsOf = (term: string) => {
    let found = expanded.get(term);
    if (!found) {
      found = expansions(term);
      expanded.set(term, found);
    }
    return found;
  };

  // The search's working state, one per index (per catalog version): per document, its raw
  // score, the distinct query words it matched, and the number of the last query word that
  // reached it. Numbers only grow, so nothing is cleared between searches: a document whose
  // number is older than this search's first starts afresh. A search is synchronous and
  // copies what it returns out of this state, so that it costs what it touches rather than
  // fresh arrays the size of the catalog for every question (BENCHMARKS.md).
  const scores = new Float32Array(count);
  const matchedTerms = new Uint16Array(count);
  const lastTerm = new Uint32Array(count);
  const touched = new Int32Array(count);
  let termNumber = 0;

  return {
    search(query, allowed) {
      // A repeated word counts again in the score (MiniSearch sums its results), once in
      // the words matched.
      const repeats = new Map<string, number>();
      for (const term of textTerms(query)) repeats.set(term, (repeats.get(term) ?? 0) + 1);
      if (termNumber + repeats.size >= 0xffffffff) {
        lastTerm.fill(0);
        termNumber = 0;
      }
      const firstTerm = termNumber + 1;
      let touchedCount = 0;
      for (const [term, times] of repeats) {
        const number = ++termNumber;
        for (const [index, weight] of expansionsOf(term)) {
          const postingsTerm = termAt[index] as number;
          let at = gapStarts[postingsTerm] as number;
          let document = -1;
          const end = weightStarts[postingsTerm + 1] as number;
          for (let i = weightStarts[postingsTerm] as number; i < end; i++) {
            let gap = 0;
            let scale = 1;
            let byte = gaps[at++] as number;
            while (byte >= 0x80) {
              gap += (byte & 0x7f) * scale;
              scale *= 0x80;
              byte = gaps[at++] as number;
            }
            document += gap + byte * scale;
            const contribution = times * weight * (weights[i] as number);
            const last = lastTerm[document] as number;
            if (last < firstTerm) {
              touched[touchedCount++] = document;
              scores[document] = contribution;
              matchedTerms[document] = 1;
            } else {
              if (last !== number) matchedTerms[document] = (matchedTerms[document] as number) + 1;
              scores[document] = (scores[document] as number) + contribution;
            }
            lastTerm[document] = number;
          }
        }
      }
      const documents = new Int32Array(touchedCount);
      const hitScores = new Float32Array(touchedCount);
      const hitTerms = new Uint16Array(touchedCount);
      const hit = new Uint32Array((count + 31) >>> 5);
      let kept = 0;
      let best = 0;
      for (let i = 0; i < touchedCount; i++) {
        const document = touched[i] as number;
        if (allowed && !allowed(document)) continue;
        const terms = matchedTerms[document] as number;
        documents[kept] = document;
        hitScores[kept] = (scores[document] as number) * terms;
        hitTerms[kept] = terms;
        best = Math.max(best, hitScores[kept] as number);
        setBit(hit, document);
        kept++;
      }
      for (let i = 0; i < kept; i++) hitScores[i] = (hitScores[i] as number) / best;
      return {
        documents: documents.subarray(0, kept),
        scores: hitScores.subarray(0, kept),
        terms: hitTerms.subarray(0, kept),
        has: (document) => hasBit(hit, document),
      };
    },
  };
}

/** The first index whose term is not below `term` (the vocabulary is sorted). */
function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < term) low = middle + 1;
    else high = middle;
  }
  return low;
}
