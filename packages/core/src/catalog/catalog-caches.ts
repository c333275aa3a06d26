import { LRUCache } from "lru-cache";
import type { ComposedAnswer } from "../ai/composed-answers.ts";
import type { Retrieved } from "../ai/retrieval.ts";
import {
  KEPT_COMPOSED_ANSWERS,
  KEPT_RETRIEVALS,
  LLMS_FULL_BYTES,
  SEARCH_ANSWER_BYTES,
  TOOLS_DUMP_BYTES,
} from "../http/cache-budgets.ts";
import { bodyCache, type CachedBody, keptBodySize } from "../http/cached-body.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";

/**
 * The answers one catalog version has computed, each cache bounded (`cache-budgets.ts`). They belong to the
 * prepared catalog (`prepareCatalog`): when a new version replaces it, they become garbage
 * with it. Keys name everything else an answer depends on (origin, base path, the API).
 */
export interface CatalogCaches {
  /** Search answers by API and public URL: a repeated query costs a lookup. */
  readonly searchAnswers: LRUCache<string, CachedBody>;
  /**
   * The tools dump by root URL, serialized on first request (`forceFetch`), concurrent first
   * requests sharing one serialization.
   */
  readonly toolsDumps: LRUCache<string, CachedBody>;
  /**
   * `/llms-full.txt` by API and root URL, built on first request by the builder passed as
   * `fetch`'s `context`; concurrent first requests share one build.
   */
  readonly llmsFull: LRUCache<string, CachedBody, () => Promise<CachedBody>>;
  /** Ask AI retrievals, frozen: the same question asked again is one lookup. */
  readonly retrievals: LRUCache<string, Retrieved>;
  /** Whole answers of a responder that answers at once, up to their `done` event. */
  readonly composedAnswers: LRUCache<string, ComposedAnswer>;
}

/** Empty caches for a catalog version whose tools dump for a root is `serializeDump(root)`. */
export function catalogCaches(serializeDump: (root: string) => Promise<CachedBody>): CatalogCaches {
  return {
    searchAnswers: bodyCache(SEARCH_ANSWER_BYTES),
    toolsDumps: new LRUCache({
      maxSize: TOOLS_DUMP_BYTES,
      sizeCalculation: keptBodySize,
      fetchMethod: (root) => serializeDump(root),
    }),
    llmsFull: new LRUCache({
      maxSize: LLMS_FULL_BYTES,
      sizeCalculation: keptBodySize,
      fetchMethod: (_key, _stale, { context: build }) => build(),
    }),
    retrievals: countBoundedLru(KEPT_RETRIEVALS),
    composedAnswers: countBoundedLru(KEPT_COMPOSED_ANSWERS),
  };
}
