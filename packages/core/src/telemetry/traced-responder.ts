import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { ChatResponder, ResponderChunk } from "../ports.ts";
import type { Telemetry } from "./instruments.ts";

/**
 * `responder`, each answer of its `respond` a child span `model.answer` that lasts from the
 * call to the answer's end (done, failed or given up), with the tokens its server reports.
 * What it yields and throws passes through unchanged.
 */
export function tracedResponder(responder: ChatResponder, telemetry: Telemetry): ChatResponder {
  const traced = Object.create(responder) as ChatResponder;
  traced.respond = (input, signal) => ({
    [Symbol.asyncIterator]() {
      const span = telemetry.tracer.startSpan("model.answer", {
        kind: SpanKind.CLIENT,
        attributes: { "gen_ai.operation.name": "chat", "gen_ai.request.model": responder.model },
      });
      const spanContext = trace.setSpan(context.active(), span);
      const chunks = context.with(spanContext, () =>
        responder.respond(input, signal)[Symbol.asyncIterator](),
      );
      let ended = false;
      const end = (error?: unknown) => {
        if (ended) return;
        ended = true;
        if (error !== undefined) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      };
      const note = (result: IteratorResult<ResponderChunk>) => {
        if (result.done) return end();
        const { usage } = result.value;
        if (usage) {
          span.setAttributes({
            "gen_ai.usage.input_tokens": usage.promptTokens,
            "gen_ai.usage.output_tokens": usage.completionTokens,
          });
        }
      };
      return {
        async next() {
          try {
            const result = await context.with(spanContext, () => chunks.next());
            note(result);
            return result;
          } catch (error) {
            end(error);
            throw error;
          }
        },
        async return(value?: unknown) {
          end();
          return chunks.return ? chunks.return(value) : { done: true as const, value };
        },
      };
    },
  });
  return traced;
}
