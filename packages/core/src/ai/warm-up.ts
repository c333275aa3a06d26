import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { Catalog } from "../catalog/catalog-document.ts";
import type { CatalogView } from "../catalog/catalog-view.ts";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex, type TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { toBase64url } from "../crypto/base64url.ts";
import { sseEvent } from "../http/sse-response.ts";
import type { Logger } from "../ports.ts";
import { doneData } from "./answer-events.ts";
import { vendorNames } from "./catalog-names.ts";
import { composeAnswer } from "./composed-answers.ts";
import { groundedResponder } from "./grounded-responder.ts";
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
 * the built-in responder's whole answer, the vendor name guard and the events a request
 * writes, and a follow-up about one vendor. No port is involved, so nothing is stored,
 * counted, logged or sent to a model, and the only thing signed is the warm-up's own text
 * under a random key nobody holds; what it leaves behind is V8's compiled code and the
 * text index's memo of the canned words.
 */
export function warmUpAskAi(catalog: Catalog, view: CatalogView): void {
  detachAnArrayBuffer();
  warmUpTaxonomy ??= createTaxonomyIndex(defaultTaxonomy);
  const taxonomy = warmUpTaxonomy;
  const names = vendorNames(view);
  // A follow-up about one vendor reads every name, so it is asked once.
  const focus = names[0] === undefined ? [] : [`Tell me more about ${names[0]}`];
  const messages = [...focus, ...Array.from({ length: ROUNDS }, () => QUESTIONS).flat()];
  const responder = groundedResponder(taxonomy);
  const sign = throwawaySigner();
  for (const message of messages) {
    const found = retrieve(message, undefined, catalog, view, taxonomy, "https://warm.up");
    const chunks = responder.respondAtOnce?.({ ...found, message, locale: "en", history: [] });
    const guard = vendorNameGuard(
      names,
      found.vendors.map((vendor) => vendor.name),
    );
    // The events of a whole answer, as a request writes them, into a string nobody reads.
    const composed = composeAnswer(
      {
        model: responder.model,
        locale: "en",
        answerLocale: "en",
        vendors: found.vendors.map(({ name, detailsPage }) => ({ name, detailsPage })),
        matchedCount: found.matchedCount,
        filters: found.filters,
      },
      chunks ?? [],
      guard,
    );
    const token = toBase64url(sign(new TextEncoder().encode(composed.events)));
    sseEvent("done", doneData(composed.end, token, QUIET));
  }
}

/** The warm-up logs nothing, even for a line its guard withholds. */
const QUIET: Logger = { warn() {}, error() {} };

/** An HMAC under a random key no token is ever signed with: only its code is warmed. */
function throwawaySigner(): (data: Uint8Array) => Uint8Array {
  const keyed = hmac.create(sha256, crypto.getRandomValues(new Uint8Array(32)));
  return (data) => keyed.clone().update(data).digest();
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
