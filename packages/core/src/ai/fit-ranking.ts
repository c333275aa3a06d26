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
 * Keeps the best `k` candidates offered, best first by score; equal scores are ordered by
 * a hash of the vendor's slug and the question, so no name wins ties by its spelling, yet
 * the same question always gets the same order. A tie is hashed only when its score could
 * enter the best `k`: nothing is sorted or collected in proportion to the candidates.
 */
export class BestByScore {
  readonly #k: number;
  readonly #slugOf: (candidate: number) => string;
  readonly #seed: string;
  readonly #best: { candidate: number; score: number; tie: number }[] = [];

  constructor(k: number, slugOf: (candidate: number) => string, question: string) {
    this.#k = k;
    this.#slugOf = slugOf;
    this.#seed = question.trim().toLowerCase();
  }

  /** The score a candidate must reach to enter: the `k`th best, or -Infinity until full. */
  get lowest(): number {
    return this.#best.length === this.#k
      ? (this.#best[this.#k - 1]?.score ?? -Infinity)
      : -Infinity;
  }

  offer(candidate: number, score: number): void {
    const best = this.#best;
    const k = this.#k;
    if (k <= 0 || score < this.lowest) return;
    const last = best.length === k ? best[k - 1] : undefined;
    const tie = stableHash(`${this.#slugOf(candidate)}\n${this.#seed}`);
    if (last && score === last.score && tie >= last.tie) return;
    let at = best.length;
    while (at > 0) {
      const before = best[at - 1] as (typeof best)[number];
      if (before.score > score || (before.score === score && before.tie <= tie)) break;
      at--;
    }
    best.splice(at, 0, { candidate, score, tie });
    if (best.length > k) best.pop();
  }

  /** The best candidates offered so far, best first. */
  candidates(): number[] {
    return this.#best.map((entry) => entry.candidate);
  }
}

/** The best `k` of `candidates` by `score`, best first, ties as `BestByScore` orders them. */
export function topByScore(
  candidates: Iterable<number>,
  score: (candidate: number) => number,
  slugOf: (candidate: number) => string,
  question: string,
  k: number,
): number[] {
  const best = new BestByScore(k, slugOf, question);
  for (const candidate of candidates) best.offer(candidate, score(candidate));
  return best.candidates();
}
