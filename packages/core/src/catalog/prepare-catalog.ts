import { catalogNames, vendorNames } from "../ai/catalog-names.ts";
import { retrievalIndex } from "../ai/retrieval.ts";
import { warmUpAskAi } from "../ai/warm-up.ts";
import type { Catalog } from "./catalog-document.ts";
import { catalogView } from "./catalog-view.ts";
import { toolsDumpTemplate } from "./tools-dump.ts";

/** Lets the event loop run between stages, so that the catalog in service keeps answering. */
export type Pause = () => Promise<void>;

const preparations = new WeakMap<Catalog, Promise<void>>();
const prepared = new WeakSet<Catalog>();

/**
 * Builds everything requests derive from one catalog version, once: the catalog view
 * (search index, public projections, slug positions), Ask AI's retrieval index and the
 * vendor names it compares answers with, the tools dump template, then a warm-up (canned
 * questions answered through Ask AI's pure path, `warmUpAskAi`). Catalog sources call it when a version loads, before serving it,
 * so no request ever builds one (at 100,000 vendors that takes seconds). `pause` runs
 * between stages: a live source yields to the catalog still serving.
 */
export function prepareCatalog(catalog: Catalog, pause?: Pause): Promise<void> {
  let preparation = preparations.get(catalog);
  if (!preparation) {
    preparation = (async () => {
      const view = catalogView(catalog);
      await pause?.();
      retrievalIndex(catalog, view);
      catalogNames(vendorNames(view));
      await pause?.();
      await toolsDumpTemplate(catalog, view);
      // Last, so that no later stage changes what V8 compiled it for.
      await pause?.();
      warmUpAskAi(catalog, view);
      prepared.add(catalog);
    })();
    preparations.set(catalog, preparation);
  }
  return preparation;
}

/** True once `prepareCatalog` has finished for this catalog version. */
export function isCatalogPrepared(catalog: Catalog): boolean {
  return prepared.has(catalog);
}

/** A pause for a macrotask: requests already waiting run before the next stage. */
export const yieldToEventLoop: Pause = () => new Promise((resolve) => setTimeout(resolve, 0));
