import type { SendEvent } from "../http/sse-response.ts";
import type { Logger, ResponderChunk } from "../ports.ts";
import type { vendorNameGuard } from "./vendor-name-guard.ts";

/** How an answer's text ended: what its `done` event reports. */
export interface AnswerEnd {
  finishReason: string;
  /** Lines the vendor-name guard withheld. */
  withheld: number;
}

/**
 * Writes an answer's text events after `meta`, chunk by chunk as the responder gives them:
 * its text through the vendor-name guard as `delta`s, then (`finish`) the last line, or
 * (`failed`) an `error` event when the responder fails midway. Streamed answers and answers
 * sent whole write the same events through it.
 */
export function answerEvents(send: SendEvent, guard: ReturnType<typeof vendorNameGuard>) {
  let finishReason = "stop";
  const sendText = (text: string) => {
    if (text) send("delta", { text });
  };
  return {
    chunk(chunk: ResponderChunk): void {
      if (chunk.text) sendText(guard.push(chunk.text));
      if (chunk.finishReason) finishReason = chunk.finishReason;
    },
    finish(): AnswerEnd {
      sendText(guard.flush());
      return { finishReason, withheld: guard.withheld };
    },
    failed(reason: string, logger: Logger): void {
      sendText(guard.flush());
      logger.warn("model failed mid-answer", { error: reason });
      send("error", {
        code: "unavailable",
        message: "The model stopped answering; retry shortly.",
      });
    },
  };
}

/** The data of an answer's `done` event; withheld lines are logged, for each answer sent. */
export function doneData(end: AnswerEnd, token: string, logger: Logger) {
  if (end.withheld > 0) {
    logger.warn("answer named vendors that were not candidates; lines withheld", {
      lines: end.withheld,
    });
  }
  return {
    token,
    finishReason: end.finishReason,
    ...(end.withheld > 0 ? { withheldLines: end.withheld } : {}),
  };
}
