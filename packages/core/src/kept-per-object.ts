import { BoundedMap } from "./bounded-map.ts";

/**
 * Values computed once per object and key: those of an object go when it does (a catalog
 * version, a ranking read, a kept retrieval), and at most `keysPerObject` are kept for each
 * (a `BoundedMap`). A computation that throws keeps nothing.
 */
export function keptPerObject<Owner extends object, Value>(keysPerObject: number) {
  const byOwner = new WeakMap<Owner, BoundedMap<string, Value>>();
  return (owner: Owner, key: string, compute: () => Value): Value => {
    let kept = byOwner.get(owner);
    if (!kept) {
      kept = new BoundedMap(keysPerObject);
      byOwner.set(owner, kept);
    }
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      kept.set(key, value);
    }
    return value;
  };
}
