import type { Catalog } from "../catalog/catalog-document.ts";
import type { CatalogSource } from "../ports.ts";

/** Serves one validated catalog for the life of the process (`catalog.source: "static"`). */
export function staticCatalogSource(catalog: Catalog): CatalogSource {
  const snapshot = { catalog, source: "static", fallback: false } as const;
  return { current: async () => snapshot };
}
