import type { Catalog } from "../catalog/catalog-document.ts";
import type { CatalogView } from "../catalog/catalog-view.ts";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex, type TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { vendorNames } from "./catalog-names.ts";
import { groundedAnswer } from "./grounded-responder.ts";
import { retrieve } from "./retrieval.ts";
import { vendorNameGuard } from "./vendor-name-guard.ts";

/** Questions of each shape a turn can take: free text with signals, filters, off topic. */
const QUESTIONS = [
  "Which consultants help a fintech startup answer security questionnaires with evidence?",
  "ISO 27001 audit in Germany for an enterprise healthcare company, in German",
  "privacy programme and vendor risk for mid-market insurance teams",
  "What is the capital of France?",
];
/**
 * Rounds over the questions: enough for V8 to compile (and optimise the hot loops of) the
 * retrieval code, so that the first real question is answered as fast as the hundredth.
 */
const ROUNDS = 3;

/** Only the warm-up uses it, and only to have taxonomy words read: built once, on first use. */
let warmUpTaxonomy: TaxonomyIndex | undefined;

/**
 * Answers canned questions through Ask AI's pure path for one catalog version: retrieval,
 * the grounded answer and the vendor name guard, and a follow-up about one vendor. No port
 * is involved, so nothing is stored, counted, logged, signed or sent to a model; what it
 * leaves behind is V8's compiled code and the text index's memo of the canned words.
 */
export function warmUpAskAi(catalog: Catalog, view: CatalogView): void {
  detachAnArrayBuffer();
  warmUpTaxonomy ??= createTaxonomyIndex(defaultTaxonomy);
  const taxonomy = warmUpTaxonomy;
  const names = vendorNames(view);
  // A follow-up about one vendor reads every name, so it is asked once.
  const focus = names[0] === undefined ? [] : [`Tell me more about ${names[0]}`];
  const messages = [...focus, ...Array.from({ length: ROUNDS }, () => QUESTIONS).flat()];
  for (const message of messages) {
    const found = retrieve(message, undefined, catalog, view, taxonomy, "https://warm.up");
    const answer = groundedAnswer({ ...found, message, locale: "en", history: [] }, taxonomy);
    const guard = vendorNameGuard(
      names,
      found.vendors.map((vendor) => vendor.name),
    );
    guard.push(answer);
    guard.flush();
  }
}

/**
 * V8 compiles typed-array code without detach checks until the process first detaches an
 * ArrayBuffer, then throws all of it away: a server's first request body does that, so
 * the warm-up would be undone by the first request. Detaching an empty buffer first makes
 * the warm-up compile the code requests will run.
 */
function detachAnArrayBuffer(): void {
  const buffer = new ArrayBuffer(0) as ArrayBuffer & { transfer?: () => ArrayBuffer };
  buffer.transfer?.();
}
