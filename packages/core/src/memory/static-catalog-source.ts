import type { Catalog } from "../catalog/catalog-document.ts";
import { prepareCatalog } from "../catalog/prepared-catalog.ts";
import type { CatalogSnapshot, CatalogSource } from "../ports.ts";

/**
 * Serves one validated catalog for the life of the process (`catalog.source: "static"`).
 * It is prepared now (`prepareCatalog`); a request that comes before that is done waits for
 * it rather than building anything itself.
 */
export function staticCatalogSource(catalog: Catalog): CatalogSource {
  const snapshot: Promise<CatalogSnapshot> = prepareCatalog(catalog).then((prepared) => ({
    catalog: prepared,
    source: "static",
    fallback: false,
  }));
  return { current: () => snapshot };
}
