import type { CachedBody } from "./cached-body.ts";

/** What a cached entry costs beyond its body: the key, as UTF-16, plus bookkeeping. */
const ENTRY_OVERHEAD = 64;

interface Entry {
  body: Promise<CachedBody>;
  bytes: number;
  /** `#moves` when the entry last became the most recently used. */
  movedAt: number;
}

/**
 * Serialized answers by key, least recently used first out, bounded by their size in
 * bytes rather than by count: keys carry the origin, which a client chooses, so a count
 * bound would let made-up hosts pin many copies of a large answer. A body is counted once
 * it is ready; one larger than the whole budget is answered but not kept, and a failed one
 * is dropped.
 */
export class BodyCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Entries made most recently used so far, a clock for how far back an entry sits. */
  #moves = 0;

  /** `maxBytes`: the budget for bodies and keys together. */
  constructor(readonly maxBytes: number) {}

  /** Bytes held by ready bodies and their keys; never above `maxBytes` between calls. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Entries held, pending ones included. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The body for `key`, undefined on a miss. A hit in the older half of the order becomes the
   * most recently used; one in the newer half stays where it is, far from eviction, so a
   * hot key costs a lookup rather than a re-insertion per hit.
   */
  get(key: string): Promise<CachedBody> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#moves - entry.movedAt >= this.#entries.size / 2) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      entry.movedAt = ++this.#moves;
    }
    return entry.body;
  }

  /** The cached body for `key`, computing and keeping it on a miss. */
  getOrCompute(key: string, compute: () => Promise<CachedBody>): Promise<CachedBody> {
    const cached = this.get(key);
    if (cached) return cached;
    const body = compute();
    const entry: Entry = { body, bytes: 0, movedAt: ++this.#moves };
    this.#entries.set(key, entry);
    body.then(
      (ready) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = ready.bytes.byteLength + key.length * 2 + ENTRY_OVERHEAD;
        this.#bytes += entry.bytes;
        this.#evict();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return body;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
