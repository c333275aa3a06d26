/**
 * A `Map` that holds at most `maxEntries`: adding a new key to a full map first drops the
 * oldest-added one (O(1), the first in insertion order). Handed to code that takes a plain
 * `Map` (`@upstash/ratelimit`'s ephemeral cache) so that it cannot grow without bound.
 */
export class BoundedMap<Key, Value> extends Map<Key, Value> {
  constructor(readonly maxEntries: number) {
    super();
  }

  override set(key: Key, value: Value): this {
    if (this.size >= this.maxEntries && !this.has(key)) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
