import { runAtOnce, type Steps } from "../async/run-in-slices.ts";
import { sortSteps } from "../async/sort-steps.ts";
import { bitCount, hasBit, tagBitsetSteps } from "./bitset.ts";
import type { Catalog } from "./catalog-document.ts";
import type { Dimension } from "./taxonomy.ts";
import type { StoredVendor } from "./vendor-schema.ts";

/** Canonical slugs per dimension; a vendor must carry every one of them (AND). */
export type TagFilters = Record<Dimension, string[]>;

const TAG_FIELDS = {
  frameworks: "complianceFrameworkExpertise",
  regions: "regionCovered",
  serviceTypes: "serviceType",
} as const satisfies Record<Dimension, keyof StoredVendor>;

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Where a vendor stands in name order: its name, then its slug for names that compare equal. */
export interface NamePosition {
  name: string;
  slug: string;
}

/**
 * The index's order: names case- and accent-insensitively, numbers by value ("10x" after
 * "9x"), then slugs, which are unique, so that no two vendors compare equal.
 */
export function compareByName(a: NamePosition, b: NamePosition): number {
  return byName.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** Vendors in stable name order (`compareByName`). */
export function sortByName(vendors: readonly StoredVendor[]): StoredVendor[] {
  return [...vendors].sort(compareByName);
}

/**
 * Exact-tag search over vendors sorted by name. Each tag has a bitset over those vendors,
 * so a query ANDs a few words at a time and stops at the first `limit` hits, which are
 * already in answer order: the cost is bounded by the catalog size / 32, never by the
 * number of matches.
 */
export interface SearchIndex {
  /** Vendors in name order; search returns positions in this array. */
  readonly vendors: readonly StoredVendor[];
  /** Positions of the first `limit` vendors carrying every tag in `filters`, from `from` on. */
  search(filters: TagFilters, limit: number, from?: number): number[];
  /** How many vendors carry every tag in `filters` (0 for no filter), without listing them. */
  count(filters: TagFilters): number;
  /** Whether the vendor at `position` carries every tag in `filters` (false for no filter). */
  carrier(filters: TagFilters): (position: number) => boolean;
  /**
   * The position of the first vendor strictly after `position` in name order (the length of
   * `vendors` when none is): where a page that ended on `position` goes on, whether or not
   * that vendor is still listed.
   */
  positionAfter(position: NamePosition): number;
}

/** Builds the index for one catalog version at once (see `searchIndexSteps`). */
export function buildSearchIndex(catalog: Catalog): SearchIndex {
  return runAtOnce(searchIndexSteps(catalog));
}

/** Builds the index for one catalog version, yielding between slices (`runInSlices`). */
export function* searchIndexSteps(catalog: Catalog): Steps<SearchIndex> {
  const vendors = yield* sortSteps(catalog.vendors, compareByName);
  const words = Math.ceil(vendors.length / 32);
  const bitsets = yield* tagBitsetSteps(vendors, TAG_FIELDS);

  /** The bitsets of every tag in `filters`; null when a tag has no vendor. */
  const bitsetsOf = (filters: TagFilters): Uint32Array[] | null => {
    const sets: Uint32Array[] = [];
    for (const [dimension, slugs] of Object.entries(filters)) {
      for (const slug of slugs) {
        const bits = bitsets.get(`${dimension}:${slug}`);
        if (!bits) return null;
        sets.push(bits);
      }
    }
    return sets;
  };

  return {
    vendors,
    carrier(filters) {
      const sets = bitsetsOf(filters);
      if (!sets || sets.length === 0) return () => false;
      // ANDed once, so that testing a position (for every text hit of a question) is one read.
      const carriers = new Uint32Array(words).fill(0xffffffff);
      for (const bits of sets) {
        for (let w = 0; w < words; w++) carriers[w] = (carriers[w] ?? 0) & (bits[w] ?? 0);
      }
      return (position) => hasBit(carriers, position);
    },
    count(filters) {
      const sets = bitsetsOf(filters);
      if (!sets || sets.length === 0) return 0;
      let total = 0;
      for (let w = 0; w < words; w++) {
        let word = 0xffffffff;
        for (const bits of sets) word &= bits[w] ?? 0;
        total += bitCount(word);
      }
      return total;
    },
    positionAfter(position) {
      let low = 0;
      let high = vendors.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const vendor = vendors[middle];
        if (vendor && compareByName(vendor, position) <= 0) low = middle + 1;
        else high = middle;
      }
      return low;
    },
    search(filters, limit, from = 0) {
      const sets = bitsetsOf(filters);
      if (!sets || sets.length === 0) return [];
      const hits: number[] = [];
      for (let w = from >>> 5; w < words && hits.length < limit; w++) {
        // The first word keeps only the positions from `from` on.
        let word = w === from >>> 5 ? ~0 << (from & 31) : 0xffffffff;
        for (const bits of sets) word &= bits[w] ?? 0;
        while (word !== 0 && hits.length < limit) {
          const lowest = word & -word;
          hits.push((w << 5) + 31 - Math.clz32(lowest));
          word ^= lowest;
        }
      }
      return hits;
    },
  };
}
