import type { TokenSpendStore } from "../ports.ts";

/**
 * Model tokens spent per UTC day in this process: one number per day, the days before
 * yesterday dropped as a new day is counted. Instances on it each count their own spend, so
 * a budget on it is per instance (`upstashTokenSpend` shares one).
 */
export function memoryTokenSpend(): TokenSpendStore {
  const days = new Map<number, number>();
  return {
    async spent(day) {
      return days.get(day) ?? 0;
    },
    async add(day, tokens) {
      const total = (days.get(day) ?? 0) + tokens;
      days.set(day, total);
      for (const kept of days.keys()) if (kept < day - 1) days.delete(kept);
      return total;
    },
  };
}
