import { withTimeout } from "../async/with-timeout.ts";
import type { OrApiError } from "../http/api-error.ts";
import { sseResponse } from "../http/sse-response.ts";
import type { ChatResponder, ResponderChunk, ResponderInput } from "../ports.ts";
import type { AiMetaEvent } from "./ai-events.ts";
import { aiError } from "./ai-request.ts";
import type { AiDeps } from "./ai-search-handler.ts";
import { answerEvents, doneData } from "./answer-events.ts";
import type { vendorNameGuard } from "./vendor-name-guard.ts";

/** How a model's answer goes on: its first piece, and a way to wait for the next. */
export interface StartedAnswer {
  first: IteratorResult<ResponderChunk>;
  next(): Promise<IteratorResult<ResponderChunk>>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const MODEL_UNAVAILABLE = "The model is unavailable; retry shortly.";

/**
 * Starts the responder and waits for its first piece, so that a model failing before it
 * says anything is a 503 rather than a stream that ends at once.
 */
export async function startAnswer(
  deps: AiDeps,
  responder: ChatResponder,
  input: ResponderInput,
  abort: AbortController,
): Promise<OrApiError<StartedAnswer>> {
  const chunks = responder.respond(input, abort.signal)[Symbol.asyncIterator]();
  const next = () => withTimeout(chunks.next(), deps.ai.idleTimeoutMs);
  try {
    return { first: await next(), next };
  } catch (error) {
    abort.abort();
    deps.logger.warn("model failed before answering", { error: errorMessage(error) });
    return aiError(503, "unavailable", MODEL_UNAVAILABLE);
  }
}

/**
 * The chunks of a responder that answers at once (`respondAtOnce`); its failure is a 503,
 * as for a model failing before it says anything.
 */
export function answerAtOnce(
  deps: AiDeps,
  responder: ChatResponder,
  input: ResponderInput,
): OrApiError<readonly ResponderChunk[]> {
  try {
    return responder.respondAtOnce?.(input) ?? [];
  } catch (error) {
    deps.logger.warn("model failed before answering", { error: errorMessage(error) });
    return aiError(503, "unavailable", MODEL_UNAVAILABLE);
  }
}

/** What a streamed answer is sent with. */
export interface StreamedAnswer {
  meta: AiMetaEvent;
  answer: StartedAnswer;
  guard: ReturnType<typeof vendorNameGuard>;
  token: string;
  abort: AbortController;
  /** Runs once when the stream ends, however it ends (the stream slot is released). */
  onClose(): void;
  headers: Record<string, string>;
}

/** Streams `meta`, the remaining `delta`s, then `done` (or `error` if the model fails). */
export function streamAnswer(deps: AiDeps, streamed: StreamedAnswer): Response {
  const { meta, answer, guard, token, abort, onClose, headers } = streamed;
  return sseResponse(
    async (send, signal) => {
      send("meta", meta);
      const events = answerEvents(send, guard);
      try {
        let result: IteratorResult<ResponderChunk> = answer.first;
        for (; !result.done; result = await answer.next()) {
          if (signal.aborted) return;
          events.chunk(result.value);
        }
        send("done", doneData(events.finish(), token, deps.logger));
      } catch (error) {
        if (signal.aborted) return;
        abort.abort();
        events.failed(errorMessage(error), deps.logger);
      }
    },
    { heartbeatMs: deps.ai.heartbeatMs, abort, onClose, headers, register: deps.streams.add },
  );
}
