import type { SendEvent } from "../http/sse-response.ts";
import type { Logger, ResponderChunk } from "../ports.ts";
import type { vendorNameGuard } from "./vendor-name-guard.ts";

/**
 * Writes an answer's events after `meta`, chunk by chunk as the responder gives them: its
 * text through the vendor-name guard as `delta`s, then `done` with the conversation token,
 * or `error` when the responder fails midway. Streamed answers and answers sent whole
 * write the same events through it.
 */
export function answerEvents(
  send: SendEvent,
  guard: ReturnType<typeof vendorNameGuard>,
  token: string,
  logger: Logger,
) {
  let finishReason = "stop";
  const sendText = (text: string) => {
    if (text) send("delta", { text });
  };
  return {
    chunk(chunk: ResponderChunk): void {
      if (chunk.text) sendText(guard.push(chunk.text));
      if (chunk.finishReason) finishReason = chunk.finishReason;
    },
    done(): void {
      sendText(guard.flush());
      if (guard.withheld > 0) {
        logger.warn("answer named vendors that were not candidates; lines withheld", {
          lines: guard.withheld,
        });
      }
      send("done", {
        token,
        finishReason,
        ...(guard.withheld > 0 ? { withheldLines: guard.withheld } : {}),
      });
    },
    failed(reason: string): void {
      sendText(guard.flush());
      logger.warn("model failed mid-answer", { error: reason });
      send("error", {
        code: "unavailable",
        message: "The model stopped answering; retry shortly.",
      });
    },
  };
}
