import { countBits, hasBit, setBits } from "../catalog/bitset.ts";
import type { QuestionFit } from "./fit-index.ts";
import { BestByScore, stableHash } from "./fit-ranking.ts";
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
 * The best `k` vendors by text relevance plus fit (`BestByScore`, ties by hash), and how
 * many matched. A vendor with no text hit scores its fit alone, so only the text hits are
 * scored first, in one pass that also counts them; the vendors fitting a signal are read
 * only when one of them could still enter the best `k`. With hard filters every carrier matches: carriers scoring 0 fill the
 * remaining places in name order, starting at a position the question hashes to (and
 * wrapping), so they cost no scoring and no name wins by its spelling. Without, a vendor matches when it fits a signal or its
 * text hit has at least half the words.
 */
export function topCandidates(
  input: RankingInput,
  k: number,
): { top: number[]; matchedCount: number } {
  const { vendors, hits, fit, carriers } = input;
  const best = new BestByScore(k, (position) => vendors[position]?.slug ?? "", input.question);
  const wordsNeeded = Math.max(1, input.wordCount);
  // The text hits, each scored as it is read; without filters a hit that fits no signal
  // matches only with at least half the words.
  let textOnly = 0;
  for (let i = 0; i < hits.documents.length; i++) {
    const position = hits.documents[i] as number;
    const score = hits.scores[i] as number;
    const fits = fit !== null && hasBit(fit.fitting, position);
    if (!fits && !carriers) {
      if ((hits.terms[i] as number) * 2 < wordsNeeded) continue;
      textOnly++;
    }
    best.offer(position, fits ? score + fit.score(position) : score);
  }
  if (fit && best.lowest <= fit.max) {
    for (const position of setBits(fit.fitting)) {
      if (!hits.has(position) && (!carriers || carriers.carries(position))) {
        best.offer(position, fit.score(position));
      }
    }
  }
  const top = best.candidates();

  if (!carriers) return { top, matchedCount: (fit ? countBits(fit.fitting) : 0) + textOnly };
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
