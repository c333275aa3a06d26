import sampleDigest from "../../data/sample-catalog.digest.json" with { type: "json" };
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

/**
 * The catalog an API serves when given none. It is passed to the API builder rather than
 * imported by it, so that builds that always bring their catalog (`createCatalogApi`, the
 * Workers entry) leave the sample's text out of their bundle.
 */
export interface BundledCatalog {
  document: unknown;
  load(): LoadedCatalog;
  /** SHA-256 of its Ask AI corpus, checked by the corpus integrity gate. */
  corpusDigest: string;
}

/** The bundled sample as the default catalog of `createApi` and `apiFromConfig`. */
export const bundledSample: BundledCatalog = {
  document: sample,
  load: sampleCatalog,
  corpusDigest: sampleDigest.sha256,
};
