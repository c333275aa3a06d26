import { keptPerObject } from "../kept-per-object.ts";
import type { InterestTotals } from "../ports.ts";

/** Answers kept per ranking read: dimension × window × limit × origin, a few in practice. */
const KEPT_PER_READ = 64;

const encoder = new TextEncoder();
const bodies = keptPerObject<InterestTotals, Uint8Array<ArrayBuffer>>(KEPT_PER_READ);

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
): Uint8Array<ArrayBuffer> {
  return bodies(totals, key, () => encoder.encode(JSON.stringify(serialize())));
}
