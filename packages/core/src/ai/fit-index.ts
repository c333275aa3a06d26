import { runAtOnce, type Steps } from "../async/run-in-slices.ts";
import { hasBit, tagBitsetSteps } from "../catalog/bitset.ts";
import type { FitFields } from "./fit-ranking.ts";
import type { QuestionSignals } from "./question-signals.ts";

/**
 * Per value of the fields a vendor's fit is judged on (sizes, industries, languages), a
 * bitset over the vendors in index order, built once per catalog: the vendors that fit a
 * question are found by ORing a few bitsets, without reading every vendor.
 */
export interface FitIndex {
  /** How vendors fit the signals a question states. */
  fitFor(signals: QuestionSignals): QuestionFit;
}

/** How vendors fit one question's signals. */
export interface QuestionFit {
  /** The vendors that fit at least one signal (`fitScore` > 0), as a bitset. */
  fitting: Uint32Array;
  /** `fitScore` of the vendor at `position`, read from the bitsets. */
  score(position: number): number;
  /** The highest score a vendor can have: 2 per kind of signal stated. */
  max: number;
}

const FIT_FIELDS = {
  sizes: "targetClientsSize",
  industries: "industrySpecialization",
  languages: "supportedLanguages",
} as const satisfies Record<keyof QuestionSignals, keyof FitFields>;

/** Builds the fit index at once (see `fitIndexSteps`). */
export function buildFitIndex(vendors: readonly FitFields[]): FitIndex {
  return runAtOnce(fitIndexSteps(vendors));
}

/** Builds the fit index over `vendors` in index order, yielding between slices (`runInSlices`). */
export function* fitIndexSteps(vendors: readonly FitFields[]): Steps<FitIndex> {
  const words = Math.ceil(vendors.length / 32);
  const bitsets = yield* tagBitsetSteps(vendors, FIT_FIELDS);
  const empty = new Uint32Array(words);
  return {
    fitFor(signals) {
      const [sizes, industries, languages] = (["sizes", "industries", "languages"] as const).map(
        (kind) => signals[kind].map((value) => bitsets.get(`${kind}:${value}`) ?? empty),
      ) as [Uint32Array[], Uint32Array[], Uint32Array[]];
      const fitting = new Uint32Array(words);
      for (const bits of [...sizes, ...industries, ...languages]) {
        for (let w = 0; w < words; w++) fitting[w] = (fitting[w] ?? 0) | (bits[w] ?? 0);
      }
      return {
        fitting,
        // The same sum as `fitScore`, term by term, so the same number.
        score: (position) =>
          2 * (sizes.some((bits) => hasBit(bits, position)) ? 1 : 0) +
          2 * share(industries, position) +
          2 * share(languages, position),
        max: [sizes, industries, languages].filter((sets) => sets.length > 0).length * 2,
      };
    },
  };
}

/** The share of the bitsets that have `position`: 0 to 1; 0 when there are none. */
function share(sets: readonly Uint32Array[], position: number): number {
  if (sets.length === 0) return 0;
  let count = 0;
  for (const bits of sets) if (hasBit(bits, position)) count++;
  return count / sets.length;
}
