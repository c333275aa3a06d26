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
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * Orders candidates best first by score; equal scores are ordered by a hash of the
 * vendor's slug and the question, so no name wins ties by its spelling, yet the same
 * question always gets the same order.
 */
export function rankByScore<T extends { slug: string }>(
  candidates: readonly T[],
  score: (candidate: T) => number,
  question: string,
): T[] {
  const seed = question.trim().toLowerCase();
  return candidates
    .map((candidate) => ({
      candidate,
      score: score(candidate),
      tie: hash(`${candidate.slug}\n${seed}`),
    }))
    .sort((a, b) => b.score - a.score || a.tie - b.tie)
    .map((entry) => entry.candidate);
}
