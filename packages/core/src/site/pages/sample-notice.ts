import type { CatalogSource } from "../../ports.ts";
import type { Block } from "../page-model.ts";

/** Shown first on every human page while the catalog served is marked `sample`. */
export const SAMPLE_NOTICE: Block = {
  paragraph: [
    { strong: "Sample data:" },
    " every vendor listed here is fictional, for demonstration only; none is a real company.",
  ],
};

/**
 * The notice for the catalog served right now: a live catalog may change between
 * requests. A catalog that cannot be read shows none; the page itself reports that.
 */
export function sampleNotice(catalogs: CatalogSource) {
  return async (): Promise<Block | null> => {
    try {
      return (await catalogs.current()).catalog.sample ? SAMPLE_NOTICE : null;
    } catch {
      return null;
    }
  };
}
