import { countBits, hasBit, setBits } from "../bitset.ts";
import type { QuestionFit } from "./fit-index.ts";
import { stableHash, topByScore } from "./fit-ranking.ts";
import type { TextHits } from "./text-index.ts";

/** The vendors carrying a turn's hard filters, as the search index answers for them. */
export interface Carriers {
  carries(position: number): boolean;
  /** The first `limit` carriers in index (name) order from position `from` on. */
  inOrder(limit: number, from: number): number[];
  count(): number;
}

/** What one turn ranks: vendors in index order and what the question says. */
export interface RankingInput {
  /** The vendors in index order: their slugs break ties. */
  vendors: readonly { slug: string }[];
  /** Full-text hits of the question's free words, only among carriers when filtered. */
  hits: TextHits;
  /** How many free words the question has. */
  wordCount: number;
  /** How vendors fit the question's signals (`FitIndex.fitFor`); null when none is stated. */
  fit: QuestionFit | null;
  /** The hard filters' carriers; null when the turn has no filter. */
  carriers: Carriers | null;
  question: string;
}

/**
 * The best `k` vendors by text relevance plus fit (`topByScore`, ties by hash), and how
 * many matched. A vendor with no text hit scores its fit alone, so only the text hits are
 * scored first; the vendors fitting a signal are read only when one of them could still
 * enter the best `k`. With hard filters every carrier matches: carriers scoring 0 fill the
 * remaining places in name order, starting at a position the question hashes to (and
 * wrapping), so they cost no scoring and no name wins by its spelling. Without, a vendor matches when it fits a signal or its
 * text hit has at least half the words.
 */
export function topCandidates(
  input: RankingInput,
  k: number,
): { top: number[]; matchedCount: number } {
  const { vendors, hits, fit, carriers } = input;
  const fitting = fit?.fitting ?? null;
  const score = fit
    ? (position: number) => hits.score(position) + fit.score(position)
    : (position: number) => hits.score(position);
  const slugOf = (position: number) => vendors[position]?.slug ?? "";
  const best = (candidates: Iterable<number>) =>
    topByScore(candidates, score, slugOf, input.question, k);
  const halfTheWords = (position: number) =>
    hits.terms(position) * 2 >= Math.max(1, input.wordCount);
  const fitsOnly = function* (bits: Uint32Array) {
    for (const position of setBits(bits)) {
      if (hits.terms(position) === 0 && (!carriers || carriers.carries(position))) yield position;
    }
  };

  const matchedHits = carriers
    ? hits.documents
    : hits.documents.filter(
        (position) => halfTheWords(position) || (fitting !== null && hasBit(fitting, position)),
      );
  let top = best(matchedHits);
  const last = top[k - 1];
  if (fitting && fit && (last === undefined || score(last) <= fit.max)) {
    top = best([...top, ...fitsOnly(fitting)]);
  }

  if (!carriers) {
    const fitted = fitting ? countBits(fitting) : 0;
    const textOnly = matchedHits.filter((position) => !fitting || !hasBit(fitting, position));
    return { top, matchedCount: fitted + textOnly.length };
  }
  const matchedCount = carriers.count();
  if (top.length < k && top.length < matchedCount) {
    // From a place the question picks, so that no name comes first by its spelling.
    const start = stableHash(input.question.trim().toLowerCase()) % Math.max(1, vendors.length);
    const chosen = new Set(top);
    const wanted = k + top.length;
    const fill = carriers.inOrder(wanted, start);
    if (fill.length < wanted) fill.push(...carriers.inOrder(wanted - fill.length, 0));
    for (const position of fill) {
      if (top.length === k) break;
      if (!chosen.has(position)) {
        chosen.add(position);
        top.push(position);
      }
    }
  }
  return { top, matchedCount };
}
