import { sseEvent } from "../http/sse-response.ts";
import { keptPerObject } from "../kept-per-object.ts";
import type { ResponderChunk } from "../ports.ts";
import type { AiMetaEvent } from "./ai-events.ts";
import { type AnswerEnd, answerEvents } from "./answer-events.ts";
import type { Retrieved } from "./retrieval.ts";
import type { vendorNameGuard } from "./vendor-name-guard.ts";

/** An answer made at once, up to its `done` event: `meta` and the `delta`s, encoded. */
export interface ComposedAnswer {
  events: string;
  end: AnswerEnd;
}

/** Variants (locale, conversation so far) kept per retrieval. */
const VARIANTS = 8;

/** Composes `meta` and the guarded `delta`s of an answer whose chunks are all known. */
export function composeAnswer(
  meta: AiMetaEvent,
  chunks: readonly ResponderChunk[],
  guard: ReturnType<typeof vendorNameGuard>,
): ComposedAnswer {
  let events = sseEvent("meta", meta);
  const writer = answerEvents((event, data) => {
    events += sseEvent(event, data);
  }, guard);
  for (const chunk of chunks) writer.chunk(chunk);
  const end = writer.finish();
  return { events, end };
}

/**
 * The composed answers of a responder that answers at once, kept with the retrieval they
 * were made from. Such a responder gives the same chunks for the same input
 * (`ChatResponder.respondAtOnce`), and a kept retrieval (`retrievalMemo`) is the same object
 * for the same question, previous filters, catalog version and site root; with the locale
 * and the conversation's earlier questions in `variant`, that is the whole input. So a
 * question asked again skips the answer, the guard and the encoding; only its `done` (the
 * conversation's own token) is made per request. Entries go with their retrieval.
 */
export function composedAnswers() {
  return keptPerObject<Retrieved, ComposedAnswer>(VARIANTS);
}
