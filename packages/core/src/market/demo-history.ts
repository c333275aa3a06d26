import type { Catalog } from "../catalog/catalog-document.ts";
import type { InterestSeed } from "../memory/memory-interest-store.ts";
import { interestKey } from "./interest-key.ts";
import { EXTERNAL_INTEREST_CAPS } from "./methodology.ts";
import { seededRandom, seedOf } from "./seeded-random.ts";
import { utcDay } from "./utc-day.ts";

/** Tag popularity in the catalog: how many vendors carry each key. */
function vendorCounts(catalog: Catalog): Map<string, number> {
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const vendor of catalog.vendors) {
    for (const framework of vendor.complianceFrameworkExpertise) {
      bump(interestKey("framework", framework));
      for (const region of vendor.regionCovered) {
        bump(interestKey("combination", `${framework}+${region}`));
      }
    }
    for (const region of vendor.regionCovered) bump(interestKey("region", region));
  }
  return counts;
}

/**
 * A synthetic, deterministic interest history for demos: for every framework, region and
 * combination the catalog carries, `days` days up to `now` of page views that follow the
 * catalog's popularity, a weekly rhythm and a trend of their own, plus a trickle of
 * capped API credits. It is never recorded interest, and answers built on it say so.
 */
export function demoInterestHistory(catalog: Catalog, now: number, days = 180): InterestSeed[] {
  const today = utcDay(now);
  const seeds: InterestSeed[] = [];
  for (const [key, vendors] of vendorCounts(catalog)) {
    const next = seededRandom(seedOf(key));
    const base = (key.startsWith("combination:") ? 0.25 : 0.6) * vendors + next() * 0.5;
    const trend = next() * 1.2 - 0.4;
    for (let age = days - 1; age >= 0; age--) {
      const day = today - age;
      const progress = 1 - age / days;
      const weekday = (day + 4) % 7;
      const rhythm = weekday === 0 || weekday === 6 ? 0.55 : 1.1;
      const expected = base * rhythm * (1 + trend * progress);
      const human = Math.max(0, Math.round(expected * (0.6 + next() * 0.8)));
      const external = next() < 0.3 ? Math.round(next() * 3 * Math.sqrt(vendors)) : 0;
      if (human + external === 0) continue;
      seeds.push({
        key,
        day,
        counts: {
          humanPageviews: human,
          externalApiInterest: external,
          includedExternalApiInterest: Math.min(external, EXTERNAL_INTEREST_CAPS.perKeyPerDay),
        },
      });
    }
  }
  return seeds;
}
