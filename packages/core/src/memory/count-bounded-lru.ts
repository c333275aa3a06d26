import { LRUCache } from "lru-cache";

/**
 * An LRU cache (`lru-cache`) of at most `count` entries that takes memory as it fills. Its
 * `max` option allocates room for every entry when the cache is made (20 ms for 100,000 keys,
 * on a Worker isolate's first request); `maxSize` with a size of one per entry bounds the
 * count the same way, evicting the least recently used, without allocating ahead.
 */
export function countBoundedLru<K extends {}, V extends {}>(count: number): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: Math.max(1, count), sizeCalculation: () => 1 });
}
