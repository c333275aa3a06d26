import type { InterestCounts } from "../ports.ts";

/** Channels stored per day, in this order. */
const CHANNELS = 3;
const HUMAN = 0;
const EXTERNAL = 1;
const INCLUDED = 2;

/**
 * Counts of one key per UTC day in a typed array (three channels a day), so summing a
 * 90-day window is a tight loop rather than 90 map lookups. Only the newest `retainDays`
 * days are kept; older events are dropped.
 */
export class DailySeries {
  private baseDay: number;
  private newestDay = Number.NEGATIVE_INFINITY;
  private counts = new Float64Array(0);

  constructor(
    firstDay: number,
    private readonly retainDays: number,
  ) {
    this.baseDay = firstDay;
  }

  private get length(): number {
    return this.counts.length / CHANNELS;
  }

  /** Adds to a day's counts; a day older than the retained span is ignored. */
  add(day: number, human: number, external: number, included: number): void {
    if (!this.ensure(day)) return;
    const at = (day - this.baseDay) * CHANNELS;
    this.counts[at + HUMAN] = (this.counts[at + HUMAN] as number) + human;
    this.counts[at + EXTERNAL] = (this.counts[at + EXTERNAL] as number) + external;
    this.counts[at + INCLUDED] = (this.counts[at + INCLUDED] as number) + included;
    this.newestDay = Math.max(this.newestDay, day);
  }

  /** A day's human page views or included external credits. */
  countOn(day: number, channel: "human" | "included"): number {
    if (day < this.baseDay || day >= this.baseDay + this.length) return 0;
    const at = (day - this.baseDay) * CHANNELS + (channel === "human" ? HUMAN : INCLUDED);
    return this.counts[at] as number;
  }

  /** Totals over days `fromDay` (included) to `toDay` (excluded). */
  sum(fromDay: number, toDay: number): InterestCounts {
    const retained = this.newestDay - this.retainDays + 1;
    const from = Math.max(fromDay, this.baseDay, retained) - this.baseDay;
    const to = Math.min(toDay, this.baseDay + this.length) - this.baseDay;
    let human = 0;
    let external = 0;
    let included = 0;
    for (let i = from * CHANNELS; i < to * CHANNELS; i += CHANNELS) {
      human += this.counts[i + HUMAN] as number;
      external += this.counts[i + EXTERNAL] as number;
      included += this.counts[i + INCLUDED] as number;
    }
    return {
      humanPageviews: human,
      externalApiInterest: external,
      includedExternalApiInterest: included,
    };
  }

  /** Makes room for `day`, growing by doubling; false when the day is too old to keep. */
  private ensure(day: number): boolean {
    const newest = Math.max(day, this.newestDay);
    const oldest = newest - this.retainDays + 1;
    if (day < oldest) return false;
    if (day >= this.baseDay && day < this.baseDay + this.length) return true;
    const from = Math.max(oldest, Math.min(day, this.baseDay));
    const roomy = Math.min(from + Math.max(2 * this.length, 8), from + this.retainDays + 32);
    this.rebase(from, Math.max(newest + 1, roomy));
    return true;
  }

  private rebase(fromDay: number, toDay: number): void {
    const next = new Float64Array((toDay - fromDay) * CHANNELS);
    const keepFrom = Math.max(fromDay, this.baseDay);
    const keepTo = Math.min(toDay, this.baseDay + this.length);
    if (keepTo > keepFrom) {
      next.set(
        this.counts.subarray(
          (keepFrom - this.baseDay) * CHANNELS,
          (keepTo - this.baseDay) * CHANNELS,
        ),
        (keepFrom - fromDay) * CHANNELS,
      );
    }
    this.baseDay = fromDay;
    this.counts = next;
  }
}
