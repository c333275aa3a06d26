/** A seeded source of floats in [0, 1). */
export type Random = () => number;

/** A small seeded PRNG (mulberry32), so every run generates the same catalog. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element, uniformly. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Zipf weights for items in popularity order: the k-th is drawn ∝ 1 / k^exponent. */
export function zipfWeights(count: number, exponent: number): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** exponent);
}

/** Draws indexes from fixed weights in O(log n) per draw. */
export interface WeightedSampler {
  /** One index, drawn with probability proportional to its weight. */
  draw(random: Random): number;
  /** `count` distinct indexes (fewer if there are not that many). */
  drawDistinct(random: Random, count: number): number[];
}

/** Builds a sampler over `weights` (cumulative sums, binary search). */
export function weightedSampler(weights: readonly number[]): WeightedSampler {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  const draw = (random: Random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return {
    draw,
    drawDistinct(random, count) {
      const wanted = Math.min(count, weights.length);
      const chosen = new Set<number>();
      // Rejection is cheap here: wanted is a handful and the weights are not degenerate.
      while (chosen.size < wanted) chosen.add(draw(random));
      return [...chosen];
    },
  };
}
