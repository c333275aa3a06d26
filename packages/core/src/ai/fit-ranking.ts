import type { QuestionSignals } from "./question-signals.ts";

/** The fields a vendor's fit is judged on. */
export interface FitFields {
  slug: string;
  targetClientsSize: readonly string[];
  industrySpecialization: readonly string[];
  supportedLanguages: readonly string[];
}

/** Share of `wanted` that `offered` has: 0 to 1; 0 when nothing is wanted. */
function share(wanted: readonly string[], offered: readonly string[]): number {
  if (wanted.length === 0) return 0;
  return wanted.filter((item) => offered.includes(item)).length / wanted.length;
}

/**
 * How well a vendor fits the stated size, industries and languages: 0 to 6. Each kind
 * weighs 2, twice the best text match, because a buyer who states it means it.
 */
export function fitScore(vendor: FitFields, signals: QuestionSignals): number {
  return (
    2 * (signals.sizes.some((size) => vendor.targetClientsSize.includes(size)) ? 1 : 0) +
    2 * share(signals.industries, vendor.industrySpecialization) +
    2 * share(signals.languages, vendor.supportedLanguages)
  );
}

/** True when a vendor matches at least one of each kind of signal the question states. */
export function fitsEverySignal(vendor: FitFields, signals: QuestionSignals): boolean {
  const any = (wanted: readonly string[], offered: readonly string[]) =>
    wanted.length === 0 || wanted.some((item) => offered.includes(item));
  return (
    any(signals.sizes, vendor.targetClientsSize) &&
    any(signals.industries, vendor.industrySpecialization) &&
    any(signals.languages, vendor.supportedLanguages)
  );
}

/** FNV-1a: a stable 32-bit hash, the same on every runtime. */
export function stableHash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * The best `k` candidates, best first by score; equal scores are ordered by a hash of the
 * vendor's slug and the question, so no name wins ties by its spelling, yet the same
 * question always gets the same order. Only the best `k` are kept while the candidates
 * are read, and a tie is hashed only when its score could enter them: nothing is sorted
 * or collected in proportion to the candidates.
 */
export function topByScore(
  candidates: Iterable<number>,
  score: (candidate: number) => number,
  slugOf: (candidate: number) => string,
  question: string,
  k: number,
): number[] {
  const seed = question.trim().toLowerCase();
  const best: { candidate: number; score: number; tie: number }[] = [];
  for (const candidate of candidates) {
    const value = score(candidate);
    const last = best.length === k ? best[k - 1] : undefined;
    if (last && value < last.score) continue;
    const entry = { candidate, score: value, tie: stableHash(`${slugOf(candidate)}\n${seed}`) };
    if (last && value === last.score && entry.tie >= last.tie) continue;
    let at = best.length;
    while (at > 0) {
      const before = best[at - 1] as (typeof best)[number];
      if (before.score > value || (before.score === value && before.tie <= entry.tie)) break;
      at--;
    }
    best.splice(at, 0, entry);
    if (best.length > k) best.pop();
  }
  return best.map((entry) => entry.candidate);
}
