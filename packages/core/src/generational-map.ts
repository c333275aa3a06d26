/**
 * A bounded map that forgets the entries used least recently, in O(1) per call, as
 * `quick-lru` does: entries live in two generations of at most `generationSize` each. A
 * new key goes into the recent one; when that is full, the older generation is forgotten
 * whole and the recent one becomes the older. Reading a key from the older generation
 * moves it to the recent one. Nothing is ever scanned: dropping the first entry of one
 * `Map` instead would make V8 step over every slot deleted before it on each call.
 */
export class GenerationalMap<Key, Value> {
  #recent = new Map<Key, Value>();
  #older = new Map<Key, Value>();

  constructor(readonly generationSize: number) {}

  get(key: Key): Value | undefined {
    const value = this.#recent.get(key);
    if (value !== undefined) return value;
    const old = this.#older.get(key);
    if (old !== undefined) {
      this.#older.delete(key);
      this.set(key, old);
    }
    return old;
  }

  set(key: Key, value: Value): void {
    if (this.#recent.size >= this.generationSize && !this.#recent.has(key)) {
      this.#older = this.#recent;
      this.#recent = new Map();
    }
    this.#recent.set(key, value);
  }
}
