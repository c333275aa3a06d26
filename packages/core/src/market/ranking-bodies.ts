import { BoundedMap } from "../bounded-map.ts";
import type { InterestTotals } from "../ports.ts";

/** Answers kept per ranking read: dimension × window × limit × origin, a few in practice. */
const KEPT_PER_READ = 64;

const encoder = new TextEncoder();
const bodies = new WeakMap<InterestTotals, BoundedMap<string, Uint8Array>>();

/**
 * A ranking answer's bytes, serialized once per ranking read (`cachedRankings` hands out
 * one totals object per read, for at most a second) and per `key` (what else the answer
 * depends on): a ranking asked again within that second costs a lookup. Its `calculatedAt`
 * is when it was serialized, which is when it was calculated.
 */
export function rankingBody(
  totals: InterestTotals,
  key: string,
  serialize: () => unknown,
): Uint8Array {
  let kept = bodies.get(totals);
  if (!kept) {
    kept = new BoundedMap(KEPT_PER_READ);
    bodies.set(totals, kept);
  }
  let body = kept.get(key);
  if (!body) {
    body = encoder.encode(JSON.stringify(serialize()));
    kept.set(key, body);
  }
  return body;
}
