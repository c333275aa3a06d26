import sample from "../../data/sample-catalog.json" with { type: "json" };
import { type LoadedCatalog, loadCatalog } from "./load-catalog.ts";

/** The bundled sample document: fictional vendors for demonstration and tests. */
export const sampleCatalogDocument: unknown = sample;

let loaded: LoadedCatalog | undefined;

/** The bundled sample catalog with the built-in taxonomy, validated once per process. */
export function sampleCatalog(): LoadedCatalog {
  loaded ??= loadCatalog(sample);
  return loaded;
}
