import sampleDigest from "../../data/sample-catalog.digest.json" with { type: "json" };
import sample from "../../data/sample-catalog.json" with { type: "json" };
import { type LoadedCatalog, loadCatalog } from "./load-catalog.ts";

/** The bundled sample document: fictional vendors for demonstration and tests. */
export const sampleCatalogDocument: unknown = sample;

/**
 * The bundled sample catalog with the built-in taxonomy, validated on each call (a few
 * milliseconds): an API loads it once, when it is created.
 */
export function sampleCatalog(): LoadedCatalog {
  return loadCatalog(sample);
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

/**
 * The bundled sample as the default catalog of `createApi` and `apiFromConfig`. Nothing in
 * it runs when the module loads (the digest is read by a getter): in the built packages the
 * sample shares a chunk with the API builder, and a bundler can drop a declaration that
 * nothing uses only when creating it has no effect.
 */
export const bundledSample: BundledCatalog = {
  document: sample,
  load: sampleCatalog,
  get corpusDigest() {
    return sampleDigest.sha256;
  },
};
