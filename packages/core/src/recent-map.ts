import { BoundedMap } from "./bounded-map.ts";

/**
 * A `BoundedMap` whose entries live at most `maxAgeMs`: all of them are dropped together
 * once the oldest could be that old (one `clear` per period, nothing per entry). For
 * memos of things that must not be held long, such as what derives from a client's IP.
 */
export class RecentMap<Key, Value> extends BoundedMap<Key, Value> {
  #since: number;

  constructor(
    maxEntries: number,
    readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    super(maxEntries);
    this.#since = now();
  }

  override get(key: Key): Value | undefined {
    this.#dropWhenOld();
    return super.get(key);
  }

  override set(key: Key, value: Value): this {
    this.#dropWhenOld();
    return super.set(key, value);
  }

  #dropWhenOld(): void {
    const now = this.now();
    if (now - this.#since < this.maxAgeMs && now >= this.#since) return;
    this.clear();
    this.#since = now;
  }
}
