import type { Catalog } from "../catalog/catalog-document.ts";
import { prepareCatalog } from "../catalog/prepared-catalog.ts";
import type { CatalogSnapshot, CatalogSource } from "../ports.ts";

/**
 * Serves one validated catalog for the life of the process (`catalog.source: "static"`).
 * It is prepared now (`prepareCatalog`, at once: the Node server listens once it is ready,
 * and on Workers a timer started by one request must not be what others wait for); a request
 * that comes before that is done waits for it rather than building anything itself.
 */
export function staticCatalogSource(catalog: Catalog): CatalogSource {
  const prepared = prepareCatalog(catalog);
  const snapshot: Promise<CatalogSnapshot> = prepared.then((prepared) => ({
    catalog: prepared,
    source: "static",
    fallback: false,
  }));
  return { current: () => snapshot };
}
