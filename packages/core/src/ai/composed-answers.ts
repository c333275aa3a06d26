import { sseEvent } from "../http/sse-response.ts";
import type { ResponderChunk } from "../ports.ts";
import type { AiMetaEvent } from "./ai-events.ts";
import { type AnswerEnd, answerEvents } from "./answer-events.ts";
import type { vendorNameGuard } from "./vendor-name-guard.ts";

/** An answer made at once, up to its `done` event: `meta` and the `delta`s, encoded. */
export interface ComposedAnswer {
  events: string;
  end: AnswerEnd;
}

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
