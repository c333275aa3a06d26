import type { StoredVendor } from "../catalog/vendor-schema.ts";
import type { CatalogHead } from "./catalog-layout.ts";

/**
 * The chunks of the live version in service, by content id (`CatalogHead.chunkIds`): where
 * each one's vendors lie in its catalog, and the taxonomy additions they were read under. A
 * version loading after it takes a chunk with the same id and additions from here instead of
 * fetching, parsing and validating it again: a push that changes a few vendors costs its
 * readers the few chunks that hold them.
 */
export interface KeptChunks {
  /** The head's `document.taxonomy`, as JSON: the vendors' tags were resolved under it. */
  taxonomy: string;
  /** Where each chunk's vendors begin in `vendors`, and how many. */
  byId: Map<string, { start: number; count: number }>;
  /** The catalog's vendors, in document order. */
  vendors: readonly StoredVendor[];
}

const taxonomyOf = (head: CatalogHead) => JSON.stringify(head.document.taxonomy ?? null);

/** The chunks of a version read from `head`, its vendors `vendors`; none without chunk ids. */
export function keptChunks(
  head: CatalogHead,
  vendors: readonly StoredVendor[],
): KeptChunks | undefined {
  const { chunkIds, vendorsPerChunk } = head;
  if (!chunkIds || chunkIds.length !== vendorsPerChunk.length) return undefined;
  const byId = new Map<string, { start: number; count: number }>();
  let start = 0;
  for (const [n, id] of chunkIds.entries()) {
    const count = vendorsPerChunk[n] ?? 0;
    byId.set(id, { start, count });
    start += count;
  }
  return start === vendors.length ? { taxonomy: taxonomyOf(head), byId, vendors } : undefined;
}

/** Which of a head's chunks are kept, and their vendors (see `keptVendors`). */
export interface KeptOfHead {
  /** Whether chunk `n` is kept: it is not fetched. */
  has(n: number): boolean;
  /** The vendors of chunk `n`, if it is kept. */
  vendors(n: number): readonly StoredVendor[] | undefined;
}

const NONE_KEPT: KeptOfHead = { has: () => false, vendors: () => undefined };

/**
 * What of `head`'s chunks `kept` holds; a chunk must be fetched when there are no chunk ids,
 * other taxonomy additions, an id not kept, or another count.
 */
export function keptVendors(kept: KeptChunks | undefined, head: CatalogHead): KeptOfHead {
  if (!kept || !head.chunkIds || kept.taxonomy !== taxonomyOf(head)) return NONE_KEPT;
  const { chunkIds, vendorsPerChunk } = head;
  const at = (n: number) => {
    const range = kept.byId.get(chunkIds[n] ?? "");
    return range && range.count === vendorsPerChunk[n] ? range : undefined;
  };
  return {
    has: (n) => at(n) !== undefined,
    vendors(n) {
      const range = at(n);
      return range && kept.vendors.slice(range.start, range.start + range.count);
    },
  };
}
