/**
 * A `Map` that holds at most `maxEntries`: adding a new key to a full map empties it first
 * (amortised O(1): one `clear` per `maxEntries` additions; dropping the first entry instead
 * would make V8 skip every deleted slot before it). Handed to code that takes a plain `Map`
 * (`@upstash/ratelimit`'s ephemeral cache, which empties its own deny-list cache the same
 * way) so that it cannot grow without bound.
 */
export class BoundedMap<Key, Value> extends Map<Key, Value> {
  constructor(readonly maxEntries: number) {
    super();
  }

  override set(key: Key, value: Value): this {
    if (this.size >= this.maxEntries && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
