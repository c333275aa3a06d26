import type { CatalogSource } from "../ports.ts";

/** Whether the `catalog` option is a `CatalogSource` (it has `current`), not a document. */
export function isCatalogSource(value: unknown): value is CatalogSource {
  return typeof (value as CatalogSource | undefined)?.current === "function";
}
