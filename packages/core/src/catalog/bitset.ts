import { runAtOnce, type Steps } from "../async/run-in-slices.ts";

/**
 * Bitsets over items in a fixed order (a catalog's vendors in index order): one per tag,
 * a 32-bit word per 32 items, so that tests and set operations cost a word at a time.
 */

/** Items read between two places where building bitsets may stop. */
const ITEMS_PER_STEP = 2_000;

/**
 * One bitset per `name:value` of the given list fields, built in one pass that yields every
 * couple of thousand items (see `runInSlices`): for `{ regions: "regionCovered" }`, the key
 * `regions:de` has the bit of every item whose `regionCovered` lists `de`.
 */
export function* tagBitsetSteps<Item>(
  items: readonly Item[],
  fields: Readonly<Record<string, keyof Item>>,
): Steps<Map<string, Uint32Array>> {
  const words = Math.ceil(items.length / 32);
  // Per field, per value: no key is made per item.
  const byField = Object.entries(fields).map(([name, field]) => ({
    name,
    field,
    byValue: new Map<string, Uint32Array>(),
  }));
  for (let position = 0; position < items.length; position++) {
    if (position % ITEMS_PER_STEP === 0 && position > 0) yield;
    const item = items[position] as Item;
    for (const { field, byValue } of byField) {
      for (const value of item[field] as readonly string[]) {
        let bits = byValue.get(value);
        if (!bits) {
          bits = new Uint32Array(words);
          byValue.set(value, bits);
        }
        setBit(bits, position);
      }
    }
  }
  const bitsets = new Map<string, Uint32Array>();
  for (const { name, byValue } of byField) {
    for (const [value, bits] of byValue) bitsets.set(`${name}:${value}`, bits);
  }
  return bitsets;
}

/** `tagBitsetSteps` at once. */
export function tagBitsets<Item>(
  items: readonly Item[],
  fields: Readonly<Record<string, keyof Item>>,
): Map<string, Uint32Array> {
  return runAtOnce(tagBitsetSteps(items, fields));
}

/** Sets `position` in the bitset. */
export function setBit(bits: Uint32Array, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
}

/** Whether `position` is set in the bitset. */
export function hasBit(bits: Uint32Array, position: number): boolean {
  return (((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1) === 1;
}

/** Set bits of a 32-bit word. */
export function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many positions are set. */
export function countBits(bits: Uint32Array): number {
  let total = 0;
  for (const word of bits) total += bitCount(word);
  return total;
}

/** The set positions of a bitset, ascending. */
export function* setBits(bits: Uint32Array): Generator<number> {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] ?? 0;
    while (word !== 0) {
      const lowest = word & -word;
      yield (w << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
}
