import type { Catalog } from "../catalog/catalog-document.ts";
import { prepareCatalog } from "../catalog/prepare-catalog.ts";
import type { CatalogSource } from "../ports.ts";

/**
 * Serves one validated catalog for the life of the process (`catalog.source: "static"`).
 * Its indexes and tools dump are built now (`prepareCatalog`); a request that comes before
 * they are done waits for them rather than building them itself.
 */
export function staticCatalogSource(catalog: Catalog): CatalogSource {
  const snapshot = { catalog, source: "static", fallback: false } as const;
  const ready = prepareCatalog(catalog);
  return {
    async current() {
      await ready;
      return snapshot;
    },
  };
}
