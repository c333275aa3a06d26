/** A row to rank: its display name and views. */
export interface Rankable {
  name: string;
  views: number;
}

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * Competition ranking ("1224"): views descending, equal views share a rank and the next
 * rank skips the tied positions; ties are listed by name.
 */
export function competitionRank<T extends Rankable>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.views - a.views || byName.compare(a.name, b.name));
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || (sorted[index - 1] as T).views !== row.views) rank = index + 1;
    return { ...row, rank };
  });
}

/** Percent change from `previous` to `current`, one decimal. */
export function growthPercent(current: number, previous: number): number {
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
